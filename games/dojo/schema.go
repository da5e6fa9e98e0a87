package dojo

import "menagerie/game"

// Schema is Dojo's declared model (game.Schema): what its observations,
// events, labels and numeric observation hold. Event positions follow
// data: Cards[0] the event's card, Cards[1] the other card, Values[valPos]
// a position of the event's seat's zone (column × rows + row, row 0 the
// front) and Values[valN] the amount.
var Schema = &game.Schema{
	Version:     4,
	FirstSeat:   "first_player",
	Turns:       true,
	Observation: &Observation{},
	Phases: []game.Phase{
		{ID: "setup", Title: "Setup",
			Hint: "Choose where your starting animals go, one by one and unseen by the other player; only the animal at the front of a column can be hit."},
		{ID: "play", Title: "Play",
			Hint: "Make one play: add a level 1 animal, play a health, item or dojo card, trade cards of your hand for new ones, or play nothing."},
		{ID: "attack", Title: "Attack",
			Hint: "Pick an animal of yours that is not resting and a front animal to hit, or make no attack; strong against the target deals 1 more damage, weak 1 less."},
		{ID: "exercise", Title: "Exercise",
			Hint: "Do the exercise shown and say Done; say Fail if you could not, or Cancel before starting to pick another attack."},
		{ID: "response", Title: "Response",
			Hint: "An attack is about to hit your animal: play a response card such as Dodge to stop its damage, or take the hit."},
		{ID: "upgrade", Title: "Upgrade",
			Hint: "Your attacker has just defeated an animal: put its next level from your hand on it, or keep it as it is."},
		{ID: "solo", Title: "Solo exercise",
			Hint: "The animal turned over asks for its exercise: Done defeats it, Fail misses it."},
		{ID: "over", Title: "Game over",
			Hint: "Nothing is left to do: a duel is won by the side with animals left (at the turn cap, with more health left), the solo mission scores its animals defeated against those missed."},
	},
	Counters: []game.Counter{
		{ID: "turn", Title: "Turn", Scope: game.TableScope},
		{ID: "boost", Title: "Attack boost", Scope: game.TableScope},
		{ID: "placed", Title: "Starting animals placed", Scope: game.SeatScope},
		{ID: "exercises", Title: "Exercises done", Scope: game.SeatScope},
		{ID: "solo_left", Title: "Cards left to turn over", Scope: game.TableScope},
		{ID: "solo_defeated", Title: "Animals defeated", Scope: game.TableScope},
		{ID: "solo_missed", Title: "Animals missed", Scope: game.TableScope},
		{ID: "first_player", Title: "First player", Scope: game.TableScope},
		// How the first player was chosen (rule 2.1): P1's throw × 3 +
		// P2's (rock 0, paper 1, scissors 2), -1 when a rule option chose
		// or in the solo mission; ties are the tied throws before them.
		{ID: "first_throws", Title: "Rock, paper, scissors throws", Scope: game.TableScope},
		{ID: "first_ties", Title: "Tied throws", Scope: game.TableScope},
		// Whose turn it is: the attacker's seat while an attack is under
		// way (a response is its defender's to make).
		{ID: "active", Title: "Seat whose turn it is", Scope: game.TableScope},
		// The attack in progress (exercise, response and upgrade phases):
		// the attacker's zone position and the column it hits, -1 without
		// one, and the damage it deals if not answered (0 once it has hit).
		{ID: "attack_position", Title: "Attacker's position", Scope: game.TableScope},
		{ID: "attack_column", Title: "Column attacked", Scope: game.TableScope},
		{ID: "attack_damage", Title: "Damage of the attack", Scope: game.TableScope},
	},
	Zones: []game.Zone{
		// Rows of three, the front first. The other seat sees nothing of
		// a zone while it is placed in secret (setup), only how many
		// animals are placed; from then on every animal is face up.
		{ID: "zone", Title: "Animal zone", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Grid, Kept: true, Stats: animalStats},
		{ID: "hand", Title: "Hand", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Pile},
		// Its owner sees which cards the deck holds, never their order.
		{ID: "deck", Title: "Deck", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Pile},
		{ID: "discard", Title: "Discard pile", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Pile},
		{ID: "defeated", Title: "Defeated pile", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Pile},
		// Two slots: the health card, and the item or dojo, that stay in
		// play.
		{ID: "stay", Title: "Cards in play", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Slots, Kept: true},
		{ID: "played", Title: "Card played this turn", Scope: game.TableScope, Visibility: game.Public, Layout: game.Slots},
		{ID: "flipped", Title: "Animal turned over", Scope: game.TableScope, Visibility: game.Public, Layout: game.Slots},
		// The attack in progress: the attacker and the front animal it
		// hits (both empty without one; the target's place is empty in
		// the upgrade phase, the target being defeated).
		{ID: "attack", Title: "Attack in progress", Scope: game.TableScope, Visibility: game.Public, Layout: game.Slots},
		// The animal whose exercise the seat to act does (exercise and
		// solo phases; empty in others), its name and unit in the card
		// list.
		{ID: "exercise", Title: "Exercise to do", Scope: game.TableScope, Visibility: game.Public, Layout: game.Slots, Stats: exerciseStats},
		// Each seat's workout: for each family whose exercise the seat
		// did, in family order, its level 1 card standing for the
		// exercise (its name and unit in the card list), with the units
		// done in the game.
		{ID: "workout", Title: "Workout", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Pile, Kinds: true,
			Stats: []game.Stat{{ID: "units", Title: "Units", Meaning: "the units of the family's exercise done in the game"}}},
	},
	Events: []game.EventKind{
		{Kind: "turn", Fields: []game.EventField{amountField("turn")}},
		// Only the placer sees the animal and where it went.
		{Kind: "place", Private: true, Takes: true, Fields: []game.EventField{
			game.CardAt("animal", 0), game.SecretValueAt("position", game.SlotField, valPos)}},
		// A health, item or dojo card: on an own animal (at position,
		// else -1), or with sweeps 1 on the opponent's stay card "on".
		{Kind: "play", Takes: true, Fields: []game.EventField{game.CardAt("card", 0), game.CardAt("on", 1),
			positionField, amountField("sweeps")}},
		// The cards discarded to draw again, four to an event: first is
		// the index of the event's first card among the count discarded.
		// The cards go face up to the discard pile, but which cards a play
		// of hand places discards is the discarder's to know: the others
		// see the pile.
		{Kind: "discard", Private: true, Fields: []game.EventField{game.CardAt("card", 0), game.CardAt("second", 1),
			game.CardAt("third", 2), game.CardAt("fourth", 3), game.ValueAt("first", game.NumberField, valPos), amountField("count")}},
		{Kind: "animal", Takes: true, Fields: []game.EventField{game.CardAt("animal", 0), positionField}},
		// The position is the attacker's; the defender is the front animal
		// of a column of the other seat.
		{Kind: "attack", Fields: []game.EventField{game.CardAt("attacker", 0), game.CardAt("defender", 1), positionField}},
		// The animal of exercise and fail is the attacker, or in the solo
		// mission the animal turned over; cancelled is 1 when the player
		// cancelled before starting (never in the solo mission).
		{Kind: "exercise", Fields: []game.EventField{game.CardAt("animal", 0), amountField("units")}},
		{Kind: "fail", Fields: []game.EventField{game.CardAt("animal", 0), game.ValueAt("cancelled", game.FlagField, valN)}},
		// The card is the response card played.
		{Kind: "dodge", Takes: true, Fields: []game.EventField{game.CardAt("card", 0)}},
		{Kind: "damage", Fields: []game.EventField{game.CardAt("animal", 0), positionField, amountField("damage")}},
		{Kind: "heal", Fields: []game.EventField{game.CardAt("animal", 0), positionField, amountField("healed")}},
		{Kind: "defeat", Fields: []game.EventField{game.CardAt("animal", 0), positionField}},
		// An animal card of a defeated family, drawn or in the hand.
		{Kind: "burn", Fields: []game.EventField{game.CardAt("animal", 0)}},
		{Kind: "upgrade", Takes: true, Fields: []game.EventField{game.CardAt("new_level", 0), game.CardAt("old_level", 1), positionField}},
		{Kind: "reshuffle", Fields: []game.EventField{amountField("cards")}},
		{Kind: "flip", Fields: []game.EventField{game.CardAt("animal", 0)}},
		{Kind: "win"},
		// Its seat is the winner, none for a draw.
		{Kind: "cap", Fields: []game.EventField{amountField("turns")}},
		// Throws are the first player's rock, paper, scissors throws
		// (P1's × 3 + P2's; -1: a rule option chose), ties the tied throws
		// before them.
		{Kind: "first_player", Fields: []game.EventField{
			game.ValueAt("ties", game.NumberField, valPos), amountField("throws")}},
		// The step let go by: 0 the play, 1 the attack, 2 the response,
		// 3 the upgrade.
		{Kind: "pass", Fields: []game.EventField{amountField("step")}},
		// A Rope's swap of two of the seat's animals: each with its new
		// position.
		{Kind: "swap", Fields: []game.EventField{game.CardAt("animal", 0), positionField,
			game.CardAt("other", 1), game.ValueAt("other_position", game.SlotField, valN)}},
	},
	// The balance lab counts the cards of play, animal and place as
	// offered to the seat (any card of the hand it could have played).
	// Respond and upgrade play a card of the hand that the label does not
	// name: the response card, the next level. Swap and dojo name theirs:
	// the Rope; the Dojo card, then the next level.
	Labels: []game.LabelKind{
		{Kind: "pass", Role: game.Pass},
		{Kind: "discard", Role: game.Sell},
		{Kind: "animal", Role: game.Offer},
		{Kind: "place", Role: game.Offer},
		{Kind: "play", Role: game.Offer},
		{Kind: "swap", Role: game.Play},
		{Kind: "dojo", Role: game.Play},
		{Kind: "attack", Role: game.Act},
		{Kind: "no_attack", Role: game.Pass},
		{Kind: "done", Role: game.Answer},
		{Kind: "fail", Role: game.Answer},
		{Kind: "cancel", Role: game.Answer},
		{Kind: "respond", Role: game.Play},
		{Kind: "no_response", Role: game.Pass},
		{Kind: "upgrade", Role: game.Play},
		{Kind: "no_upgrade", Role: game.Pass},
	},
	Presets: []game.Preset{
		{Name: "basic", Title: "Basic (no strong or weak modifiers)", Options: game.Options{"modifiers": "off"}},
		{Name: "spartan", Title: "Spartan (animals only)", Options: game.Options{"animals_only": "true"}},
		{Name: "solo", Title: "Solo mission", Options: game.Options{"mode": "solo", "players": "1"}},
	},
	Numeric: numericSegments,
}

// animalStats are the numbers of an animal in a zone position; its
// level, most health and damage are its card's.
var animalStats = []game.Stat{
	{ID: "health", Title: "Health", Meaning: "the health it has left"},
	{ID: "rest", Title: "Rest", Meaning: "its own turns it still rests; it attacks only at 0"},
	{ID: "regen", Title: "Honeycomb", Meaning: "1 when the Honeycomb, the health card in play, sits on it"},
	{ID: "shield", Title: "Shield", Meaning: "1 when the Shield, the item card in play, sits on it"},
}

// exerciseStats are the numbers of the exercise to do.
var exerciseStats = []game.Stat{
	{ID: "amount", Title: "Amount", Meaning: "the units of its exercise the card asks for"},
	{ID: "seconds", Title: "Seconds allowed", Meaning: "the time allowed in the timed exercise mode, 0 in the others"},
}

// positionField is the field of an event's zone position.
var positionField = game.ValueAt("position", game.SlotField, valPos)

// amountField returns a number field at the event's amount.
func amountField(name string) game.EventField { return game.ValueAt(name, game.NumberField, valN) }
