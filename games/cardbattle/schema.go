package cardbattle

import (
	"math"
	"strings"

	"menagerie/game"
	"menagerie/games/internal/numeric"
)

// Schema is Card Battle's declared model: its phases, counters, zones,
// events, labels, published variants and numeric segments. The
// conformance suite checks every game it plays against it.
var Schema = &game.Schema{
	Version:     4,
	FirstSeat:   "first_player",
	Observation: &Observation{},
	Phases: []game.Phase{
		{ID: "shop", Title: "Shop",
			Hint: "On your turn buy a card for 1 gold (from the display, or the face-down top of the shop deck), " +
				"sell pets, triple three pets with the same hat, or pass with 5 pets or fewer; the shop closes when everyone has passed."},
		{ID: "selling", Title: "Selling",
			Hint: "Pick the pets to sell one at a time, then finish selling: each pet sold brings an Apple into your hand."},
		{ID: "triple_keep", Title: "Triple draw",
			Hint: "Keep one of the two cards your triple drew; the other goes to the bottom of its deck, where only you know it."},
		{ID: "prep_order", Title: "Battle Prep order",
			Hint: "Your Battle Prep abilities act together and their order matters: pick the one that resolves next."},
		{ID: "arrange", Title: "Arranging the deck",
			Hint: "Put all your cards into your battle deck one at a time: the top card plays first, " +
				"and a food goes just above the pet that should eat it."},
		{ID: "coin", Title: "Coin flip",
			Hint: "A coin flip decides who is First Player in the next battle; nobody chooses anything."},
		{ID: "battle", Title: "Battle",
			Hint: "The battle plays itself: each side plays cards from the top until a pet is out, the pets hit each other, " +
				"and the side with a pet left standing wins the trophy."},
		{ID: "ability_order", Title: "Order of abilities",
			Hint: "Several of your abilities act at the same moment and their order changes the battle: pick the one that resolves first."},
		{ID: "over", Title: "Game over",
			Hint: "The six rounds are played: the most trophies wins, and on a tie whoever won a trophy last."},
	},
	Counters: []game.Counter{
		{ID: "round", Title: "Round", Scope: game.TableScope},
		// The seat that shops and arranges first this round (with two
		// players, the First Player token's); each seat's opponent in
		// the round's battles.
		{ID: "first_player", Title: "First player", Scope: game.TableScope},
		{ID: "opponent", Title: "Opponent", Scope: game.SeatScope},
		{ID: "trophies", Title: "Trophies", Scope: game.SeatScope},
		{ID: "gold", Title: "Gold", Scope: game.SeatScope},
		{ID: "trumpets", Title: "Trumpets", Scope: game.SeatScope},
		{ID: "mana", Title: "Mana", Scope: game.SeatScope},
		// 1 once the seat has passed in this round's shop.
		{ID: "passed", Title: "Passed", Scope: game.SeatScope},
		// The battle being fought: rock dice waiting to be rolled, attacks
		// so far and attacks in a row without a faint; for each of its two
		// seats (0 for the others), the active pet's power and damage and
		// the pets and other cards in its fainted pile, which is counted,
		// not kept.
		{ID: "pending_dice", Title: "Rock dice to roll", Scope: game.TableScope},
		{ID: "attacks", Title: "Attacks", Scope: game.TableScope},
		{ID: "streak", Title: "Attacks in a row", Scope: game.TableScope},
		{ID: "power", Title: "Active pet's power", Scope: game.SeatScope},
		{ID: "damage", Title: "Active pet's damage", Scope: game.SeatScope},
		{ID: "fainted_pets", Title: "Fainted pets", Scope: game.SeatScope},
		{ID: "fainted_cards", Title: "Fainted cards", Scope: game.SeatScope},
		// The battle's sides, 1 and 2 (0 for a seat outside it), and
		// its First Player's seat (-1 outside a battle).
		{ID: "battle_side", Title: "Battle side", Scope: game.SeatScope},
		{ID: "battle_first", Title: "Battle's First Player", Scope: game.TableScope},
	},
	Zones: []game.Zone{
		{ID: "display", Title: "Shop display", Scope: game.TableScope, Visibility: game.Public, Layout: game.Slots},
		// One deck per tier, round N's being the shop deck; a seat sees
		// the cards it put at the bottom of one. Laid out as one list:
		// tier 1's deck to tier 6's, each top first.
		{ID: "tier_decks", Title: "Tier decks", Scope: game.TableScope, Visibility: game.Secret, Layout: game.Ordered,
			Stats: []game.Stat{tierStat}},
		// The cards discarded face up; the rest of a shop deck is
		// discarded unseen and stays out of every view.
		{ID: "discard", Title: "Discarded", Scope: game.TableScope, Visibility: game.Public, Layout: game.Pile},
		{ID: "selling", Title: "Pets for sale", Scope: game.TableScope, Visibility: game.Public, Layout: game.Pile},
		// The others see how many cards came from each tier and the cards
		// that were revealed.
		{ID: "hand", Title: "Hand", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Pile, Kept: true,
			Stats: []game.Stat{tierStat}},
		{ID: "triple_draw", Title: "Triple draw", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Slots},
		// Arranged in secret, then face up from the round's first battle
		// until the next Battle Prep; in the seat's battle, the cards still
		// in it.
		{ID: "battle_deck", Title: "Battle deck", Scope: game.SeatScope, Visibility: game.Owner, Layout: game.Ordered},
		// A battle side's pet in play and its perk; the pet's numbers are
		// its place's (the perk's are 0).
		{ID: "active", Title: "Active pet", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Slots, Stats: []game.Stat{
			{ID: "fainted", Title: "Fainted", Meaning: "1 when the pet has fainted"},
			{ID: "exposed", Title: "Exposed", Meaning: "added to every hit the pet takes (Exposed)"},
			{ID: "spooked", Title: "Spooked", Meaning: "taken off the damage it deals when it attacks (Spooked)"}}},
		{ID: "set_aside", Title: "Set aside", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Pile},
		// The abilities the seat to act may resolve next while it orders
		// them, in Battle Prep or in a battle: each one's card, trigger
		// (numbered as in ability.go, 1 buy to 8 enemy_faints) and
		// whether the card was set aside for it.
		{ID: "waiting", Title: "Abilities waiting", Scope: game.TableScope, Visibility: game.Public, Layout: game.Ordered, Stats: []game.Stat{
			{ID: "trigger", Title: "Trigger", Meaning: "what sets the ability off, 1 buy to 8 enemy_faints"},
			{ID: "later", Title: "Set aside", Meaning: "1 when it is the ability of a card set aside"}}},
	},
	Events: schemaEvents,
	// The rock rolls and coin flips are chance outcomes: no seat is
	// offered them, so they have no label.
	Labels: []game.LabelKind{
		{Kind: "buy", Role: game.Offer},
		// An unseen card: nothing is offered to choose from.
		{Kind: "buy_blind", Role: game.Act},
		{Kind: "sell", Role: game.Sell},
		// Ends the choice of pets for a sale, which then resolves.
		{Kind: "sell_done", Role: game.Pass},
		{Kind: "triple", Role: game.Act},
		{Kind: "keep", Role: game.Offer},
		{Kind: "place", Role: game.Play},
		{Kind: "pass", Role: game.Pass},
		// Which waiting ability resolves next, in battle or Battle Prep.
		{Kind: "ability", Role: game.Answer},
	},
	Presets: []game.Preset{
		{Name: "classic", Title: "Classic Pack", Options: game.Options{"players": "2", "packs": "classic"}},
		{Name: "golden", Title: "Golden Pack", Options: game.Options{"players": "2", "packs": "golden"}},
		{Name: "magic", Title: "Magic Pack", Options: game.Options{"players": "2", "packs": "magic"}},
		{Name: "four_players", Title: "4 players (Classic and Golden)", Options: game.Options{"players": "4", "packs": "classic,golden"}},
		{Name: "six_players", Title: "6 players (all three packs)", Options: game.Options{"players": "6", "packs": "classic,golden,magic"}},
	},
	Numeric: schemaNumeric,
}

// tierStat is a card's tier, which its back shows: the others see it on
// the hidden cards of a hand, every seat on the tier decks' cards.
var tierStat = game.Stat{ID: "tier", Title: "Tier", Meaning: "the card's tier, 1 to 6 (0 for a supply card), shown on its back", Back: true}

// schemaEvents are the kinds of event, with the positions eventdata.go
// fills. Triggers are numbered as in ability.go (1 buy to 8 enemy_faints),
// resources 1 Trumpets and 2 Mana.
var schemaEvents = []game.EventKind{
	{Kind: "shop_opens"},
	{Kind: "buy", Takes: true, Fields: []game.EventField{
		game.CardAt("card", 0), game.ValueAt("slot", game.SlotField, valN)}}, // slot 1-4
	{Kind: "buy_blind", Private: true, Takes: true, Fields: []game.EventField{game.CardAt("card", 0)}},
	{Kind: "sell", Fields: []game.EventField{game.CardAt("pet", 0)}},
	{Kind: "triple", Fields: []game.EventField{
		game.CardAt("first_pet", 0), game.CardAt("second_pet", 1), game.CardAt("third_pet", 2)}},
	{Kind: "pass"},
	{Kind: "add_hand", Fields: []game.EventField{
		game.CardAt("card", 0), game.ValueAt("count", game.NumberField, valN)}},
	{Kind: "refresh_gold", Fields: []game.EventField{game.ValueAt("gold", game.NumberField, valN)}},
	// The event's seat is the First Player, its target the other side.
	{Kind: "battle_starts", Target: true},
	{Kind: "play_food", Fields: []game.EventField{game.CardAt("food", 0)}},
	{Kind: "perk_replaced", Fields: []game.EventField{
		game.CardAt("old_perk", 0), game.CardAt("new_perk", 1)}},
	{Kind: "play_pet", Fields: []game.EventField{
		game.CardAt("pet", 0), game.CardAt("perk", 1), game.ValueAt("power", game.NumberField, valN)}},
	// Out of battle (a Buy, Sell, Triple or Battle Prep ability) or in
	// battle, where set_aside is 1 for a set-aside pet's effect.
	{Kind: "ability", Cause: true, Fields: []game.EventField{
		game.CardAt("pet", 0), game.ValueAt("trigger", game.NumberField, valPower2), game.ValueAt("set_aside", game.FlagField, valDamage2)}},
	// The event's seat owns the pet hit. faces holds each die's rocks in
	// two bits, the first die in the lowest (read as 32 unsigned bits:
	// a 16th die's can make the number negative).
	{Kind: "rocks", Fields: []game.EventField{
		game.CardAt("pet", 0), game.ValueAt("rocks", game.NumberField, valN), game.ValueAt("dice", game.NumberField, valN2),
		game.ValueAt("power", game.NumberField, valPower), game.ValueAt("damage", game.NumberField, valDamage),
		game.ValueAt("faces", game.NumberField, valPower2)}},
	// The event's seat is side 0, its target side 1; each pet's damage
	// taken, then its power and damage after the attack.
	{Kind: "attack", Target: true, Fields: []game.EventField{
		game.CardAt("pet", 0), game.CardAt("other_pet", 1),
		game.ValueAt("damage_taken", game.NumberField, valN), game.ValueAt("other_damage_taken", game.NumberField, valN2),
		game.ValueAt("power", game.NumberField, valPower), game.ValueAt("damage", game.NumberField, valDamage),
		game.ValueAt("other_power", game.NumberField, valPower2), game.ValueAt("other_damage", game.NumberField, valDamage2)}},
	{Kind: "faint", Fields: []game.EventField{game.CardAt("pet", 0)}},
	{Kind: "set_aside", Fields: []game.EventField{game.CardAt("pet", 0)}},
	// The event's seat puts the cards on top of the target's deck.
	{Kind: "add_deck", Target: true, Fields: []game.EventField{
		game.CardAt("card", 0), game.ValueAt("count", game.NumberField, valN)}},
	{Kind: "eat", Fields: []game.EventField{
		game.CardAt("pet", 0), game.CardAt("food", 1), game.ValueAt("count", game.NumberField, valN),
		game.ValueAt("power", game.NumberField, valPower), game.ValueAt("damage", game.NumberField, valDamage)}},
	{Kind: "no_gain", Fields: []game.EventField{game.CardAt("pet", 0)}},
	{Kind: "heal", Fields: []game.EventField{
		game.CardAt("pet", 0), game.ValueAt("healed", game.NumberField, valN),
		game.ValueAt("power", game.NumberField, valPower), game.ValueAt("damage", game.NumberField, valDamage)}},
	{Kind: "strip_apples", Fields: []game.EventField{
		game.CardAt("pet", 0), game.ValueAt("power_lost", game.NumberField, valN),
		game.ValueAt("power", game.NumberField, valPower), game.ValueAt("damage", game.NumberField, valDamage)}},
	{Kind: "stalemate", Fields: []game.EventField{game.ValueAt("attacks", game.NumberField, valN)}},
	{Kind: "fizzle", Fields: []game.EventField{game.ValueAt("abilities", game.NumberField, valN)}},
	{Kind: "gain", Fields: []game.EventField{
		game.ValueAt("amount", game.NumberField, valN), game.ValueAt("resource", game.NumberField, valPower2)}},
	{Kind: "pay", Fields: []game.EventField{
		game.ValueAt("amount", game.NumberField, valN), game.ValueAt("resource", game.NumberField, valPower2)}},
	{Kind: "ailment", Fields: []game.EventField{
		game.CardAt("pet", 0), game.CardAt("ailment", 1), game.ValueAt("count", game.NumberField, valN)}},
	// The event's seat is the winner, or nobody for a draw.
	{Kind: "battle_over"},
	{Kind: "trophy", Fields: []game.EventField{game.ValueAt("trophies", game.NumberField, valN)}},
	{Kind: "game_over"},
	// In battle or in Battle Prep: the ability chosen to resolve next and
	// how many were waiting.
	{Kind: "choose_ability", Cause: true, Fields: []game.EventField{
		game.CardAt("pet", 0), game.ValueAt("waiting", game.NumberField, valN),
		game.ValueAt("trigger", game.NumberField, valPower2), game.ValueAt("set_aside", game.FlagField, valDamage2)}},
	{Kind: "reveal", Fields: []game.EventField{game.CardAt("pet", 0)}},
	{Kind: "keep", Private: true, Takes: true, Fields: []game.EventField{game.CardAt("card", 0)}},
	{Kind: "place", Private: true, Fields: []game.EventField{
		game.CardAt("card", 0), game.ValueAt("position", game.SlotField, valN)}}, // 1 the top
	// Up to three cards of the seat's battle deck from position (0 the
	// top).
	{Kind: "deck", Fields: []game.EventField{
		game.CardAt("first_card", 0), game.CardAt("second_card", 1), game.CardAt("third_card", 2),
		game.ValueAt("position", game.SlotField, valN)}},
}

// schemaNumeric are the segments of the numeric observation, in the order
// numericobs.go writes them (docs/numeric.md).
var schemaNumeric = []game.Segment{
	{Name: "round", Size: func(game.Game) int { return NumRounds }, Max: numeric.UpTo(1), Meaning: "the round, one-hot"},
	{Name: "phase", Size: func(game.Game) int { return numPhases }, Max: numeric.UpTo(1), Meaning: "the phase, one-hot in this order: " + strings.Join(phaseNames[:], ", ")},
	{Name: "seat_to_act", Size: func(g game.Game) int { return g.NumPlayers() + 2 }, Max: numeric.UpTo(1),
		Meaning: "the seat to act: relative seats, then chance, then the end of the game"},
	{Name: "first", Size: func(g game.Game) int { return g.NumPlayers() }, Max: numeric.UpTo(1),
		Meaning: "the First Player (or First Shopper) token's seat, one-hot, relative"},
	{Name: "opponent", Size: func(g game.Game) int { return g.NumPlayers() }, Max: numeric.UpTo(1),
		Meaning: "this round's opponent, one-hot, relative"},
	{Name: "seats", Size: func(g game.Game) int { return g.NumPlayers() * (7 + 2*NumRounds + 2*cardTypes(g)) }, Max: numeric.UpTo(float32(math.MaxInt16) / scaleAmount),
		Meaning: "per relative seat: trophies, gold, Trumpets, Mana, passed, hand size, cards placed; rounds won; " +
			"unrevealed hand cards per tier; hand counts; battle deck counts"},
	{Name: "display", Size: func(g game.Game) int { return displaySize * cardTypes(g) }, Max: numeric.UpTo(1),
		Meaning: "the display's four slots, one-hot card fields"},
	{Name: "tier_decks", Size: func(game.Game) int { return NumRounds }, Max: numeric.UpTo(float32(pileCap) / scalePile), Meaning: "each tier deck's size"},
	{Name: "discarded", Size: cardTypes, Max: numeric.UpTo(NumRounds * pileCap), Meaning: "counts of the discarded cards the observer saw"},
	{Name: "seen_in_decks", Size: cardTypes, Max: numeric.UpTo(NumRounds * pileCap), Meaning: "counts of the cards the observer saw put into tier decks"},
	{Name: "selling", Size: cardTypes, Max: numeric.UpTo(handCap), Meaning: "counts of the pets of the Sell in progress"},
	{Name: "triple_draw", Size: func(g game.Game) int { return 2 * cardTypes(g) }, Max: numeric.UpTo(1),
		Meaning: "the Triple draw's two cards, one-hot, only for the seat choosing"},
	{Name: "prep_choices", Size: cardTypes, Max: numeric.UpTo(handCap), Meaning: "counts of the pets whose Battle Prep abilities wait to be ordered"},
	{Name: "sides", Size: func(g game.Game) int { return 2 * sideSize(g.NumPlayers(), cardTypes(g)) }, Max: numeric.UpTo(float32(math.MaxInt16) / scaleAmount),
		Meaning: "each battle side: its seat, First Player, deck counts, top card, active pet, perk, set-aside pets, " +
			"power, damage, fainted, fainted pets and cards, Exposed, Spooked, Trumpets, Mana"},
	{Name: "battle", Size: func(game.Game) int { return 5 }, Max: numeric.UpTo(float32(math.MaxUint16) / scaleAmount),
		Meaning: "pending rock dice, their target side (one-hot 2), attacks, streak"},
	{Name: "ability_choices", Size: func(g game.Game) int { return 2 * cardTypes(g) }, Max: numeric.UpTo(queueCap),
		Meaning: "the cards whose own ability waits to be ordered, then those whose set-aside effect waits"},
}

// cardTypes is K, the number of card types of g's set.
func cardTypes(g game.Game) int { return len(g.(*Game).set.Cards) - 1 }
