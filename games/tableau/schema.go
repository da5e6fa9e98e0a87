package tableau

import "menagerie/game"

// Schema is Tableau's declared model (docs/tableau.md says what each part
// means). Every event is public: no kind is private and no value secret.
// Event fields sit where eventdata.go puts them: cards 0 and 1 are the
// event's card and second card, values 0, 1 and 2 its slot, n and n2.
// A field named "animal" is the animal of a stack, "card" a card drafted
// or drawn; slots are counted from 0 (the rear), market rows and columns
// from 1. Counters and zones are named by the observation's fields that
// hold them.
var Schema = &game.Schema{
	Version:     4,
	FirstSeat:   "first_player",
	Observation: &Observation{},
	Phases: []game.Phase{
		{ID: "draft", Title: "Draft",
			Hint: "Take a card from the market, refilling one of its rows or columns first if you wish; you place it at once."},
		{ID: "place", Title: "Place a card",
			Hint: "Start a new stack in a slot, add the card to a stack of its kind (a Chocolate to any stack), or put a food under a stack; you may sell or merge one stack first."},
		{ID: "bonus_draft", Title: "Bonus draft",
			Hint: "You may take one more card from the market, or stop taking them."},
		{ID: "drawing", Title: "Drawing",
			Hint: "Your drawing animal (the Puffin) may draw a card from the deck, which you place at once; draw again or stop."},
		{ID: "swap_in", Title: "Swap in",
			Hint: "Your Frog may take the slot of one of your stacks, which you then place again, or stay where it is."},
		{ID: "honey", Title: "Wounded Honey stack",
			Hint: "Your stack with Honey under it was wounded: sell it now for its VP and draft again, or keep it."},
		{ID: "may_wound", Title: "Optional wound",
			Hint: "Your Bee may wound the stack directly behind it, or leave it alone."},
		{ID: "wound_roll", Title: "Mosquito roll",
			Hint: "The Mosquito's die is rolled to pick the column it wounds; there is nothing to choose."},
		{ID: "wound_column", Title: "Choose a column",
			Hint: "The die shows 6: choose the column the Mosquito wounds, in every tableau."},
		{ID: "over", Title: "Game over",
			Hint: "The game has ended: the most victory points win, and a tie shares the victory."},
	},
	Counters: []game.Counter{
		{ID: "round", Title: "Round", Scope: game.TableScope},
		{ID: "rounds", Title: "Rounds in the game", Scope: game.TableScope},
		{ID: "first_player", Title: "First player this round", Scope: game.TableScope},
		// 1 from the start of the round's combat stage, 0 in its market
		// stage.
		{ID: "combat", Title: "Combat under way", Scope: game.TableScope},
		{ID: "vp", Title: "Victory points", Scope: game.SeatScope},
		// Where each seat's VP came from; they add up to vp. Sales count
		// 1/3/6 VP by level, the final sale's at the game's end apart;
		// When-sold abilities' extra VP (the Cat) count apart from them.
		{ID: "vp_start", Title: "VP at the start", Scope: game.SeatScope},
		{ID: "vp_combat", Title: "VP from combat", Scope: game.SeatScope},
		{ID: "vp_sales", Title: "VP from sales", Scope: game.SeatScope},
		{ID: "vp_final_sale", Title: "VP from the final sale", Scope: game.SeatScope},
		{ID: "vp_sold", Title: "VP from When-sold abilities", Scope: game.SeatScope},
		{ID: "vp_overflow", Title: "VP from excess cards", Scope: game.SeatScope},
		{ID: "last_power", Title: "Power in the last combat", Scope: game.SeatScope},
		{ID: "drafts", Title: "Drafts this round", Scope: game.SeatScope},
		// 1 once the seat has passed for the rest of the round.
		{ID: "out", Title: "Out of the round", Scope: game.SeatScope},
		{ID: "drafts_per_round", Title: "Drafts per round", Scope: game.TableScope},
		{ID: "refills_left", Title: "Market refills left", Scope: game.SeatScope},
		{ID: "passes", Title: "Passes in a row", Scope: game.TableScope},
		{ID: "deck_size", Title: "Cards in the deck", Scope: game.TableScope},
		// The seat to act's placement in progress.
		{ID: "ops_used", Title: "Sales and merges used", Scope: game.TableScope},
		{ID: "bonus_drafts", Title: "Bonus drafts left", Scope: game.TableScope},
		{ID: "draws_left", Title: "Draws left", Scope: game.TableScope},
		// 1 when the card being placed is a stack a Frog moved, placed
		// again.
		{ID: "moved", Title: "Moved by a swap", Scope: game.TableScope},
		// The slot of the seat to act's upgraded Frog that may take
		// another stack's slot, or -1.
		{ID: "swap_slot", Title: "Swapping slot", Scope: game.TableScope},
		// The slot of the seat to act's stack whose ability or Honey
		// awaits a decision or the die (honey, may_wound, wound_roll,
		// wound_column); -1 in other phases.
		{ID: "acting_slot", Title: "Acting slot", Scope: game.TableScope},
	},
	Zones: []game.Zone{
		{ID: "market", Title: "Market", Scope: game.TableScope, Visibility: game.Public, Layout: game.Grid},
		// The deck's contents are known from the public cards; only
		// their order is hidden, so it is laid out as hidden cards.
		{ID: "deck", Title: "Deck", Scope: game.TableScope, Visibility: game.Secret, Layout: game.Ordered},
		{ID: "discard", Title: "Discard pile", Scope: game.TableScope, Visibility: game.Public, Layout: game.Pile},
		// Each slot's stack by its animal with its numbers, and the food
		// under it.
		{ID: "tableaus", Title: "Tableau", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Slots, Kept: true, Stats: stackStats},
		{ID: "food", Title: "Food under the stacks", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Slots, Kept: true},
		// The card (or the stack a Frog moved) the seat to act places.
		{ID: "placing", Title: "Card being placed", Scope: game.TableScope, Visibility: game.Public, Layout: game.Pile, Stats: stackStats},
		// The food under the stack a Frog moved, while it is placed again.
		{ID: "placing_food", Title: "Food under the stack being placed", Scope: game.TableScope, Visibility: game.Public, Layout: game.Pile},
	},
	Events: []game.EventKind{
		// The seat is the round's first player.
		{Kind: "round_starts"},
		{Kind: "reshuffle", Fields: []game.EventField{game.ValueAt("shuffled", game.NumberField, valN)}},
		{Kind: "refill_row", Fields: []game.EventField{game.ValueAt("row", game.SlotField, valN)}},
		{Kind: "refill_column", Fields: []game.EventField{game.ValueAt("column", game.SlotField, valN)}},
		{Kind: "take", Takes: true, Fields: marketFields},
		{Kind: "bonus_draft", Takes: true, Fields: marketFields},
		{Kind: "bonus_lost", Fields: []game.EventField{game.ValueAt("drafts", game.NumberField, valN)}},
		{Kind: "pass"},
		{Kind: "no_target", Fields: []game.EventField{game.CardAt("card", 0)}},
		{Kind: "place", Fields: stackFields(game.ValueAt("level", game.NumberField, valN))},
		{Kind: "upgrade", Fields: stackFields(game.ValueAt("level", game.NumberField, valN))},
		// From is -1 when the stack moved by a Frog is merged; food is the
		// food the merged stack keeps (none: 0).
		{Kind: "merge", Fields: []game.EventField{game.CardAt("animal", 0),
			game.ValueAt("from", game.SlotField, valSlot), game.ValueAt("into", game.SlotField, valN),
			game.ValueAt("level", game.NumberField, valN2), game.CardAt("food", 1)}},
		// The slot is the upgraded stack's, or 0 when a merge overflows
		// (the merge event before it names the slot).
		{Kind: "overflow", Fields: stackFields(game.ValueAt("discarded", game.NumberField, valN))},
		// The stack that moves to make room for a new one.
		{Kind: "slide", Fields: []game.EventField{game.CardAt("animal", 0),
			game.ValueAt("from", game.SlotField, valSlot), game.ValueAt("to", game.SlotField, valN)}},
		// The animal is the stack placed again; the cause, the swap_in
		// card whose slot it was.
		{Kind: "swap_in", Cause: true, Fields: stackFields()},
		{Kind: "food", Fields: []game.EventField{game.CardAt("food", 0), game.CardAt("animal", 1),
			game.ValueAt("slot", game.SlotField, valSlot), game.ValueAt("fed_seat", game.SeatField, valN),
			game.ValueAt("level", game.NumberField, valN2)}},
		// With final_sale=auto every stack left is sold as the game ends,
		// after the last award: those sales give the seats' stacks back.
		{Kind: "sell", Keeps: true, Fields: stackFields(game.ValueAt("vp", game.NumberField, valN), game.ValueAt("level", game.NumberField, valN2))},
		// The cause is the animal whose ability it is.
		{Kind: "ability", Cause: true, Fields: stackFields()},
		// The cause is the drawing animal.
		{Kind: "draw", Cause: true, Takes: true, Fields: []game.EventField{game.CardAt("card", 0)}},
		// The seat is the first player, whose stacks act first.
		{Kind: "combat_starts"},
		{Kind: "roll", Cause: true, Fields: []game.EventField{game.ValueAt("face", game.NumberField, valN)}},
		{Kind: "column", Cause: true, Fields: []game.EventField{game.ValueAt("column", game.SlotField, valSlot)}},
		{Kind: "wound", Fields: stackFields()},
		{Kind: "shield", Fields: stackFields(game.CardAt("food", 1))},
		// Each stack's part of its seat's power in the combat, before the
		// seat's power event: wounded is 1 for a wounded stack.
		{Kind: "stack_power", Fields: stackFields(game.ValueAt("power", game.NumberField, valN), game.ValueAt("wounded", game.NumberField, valN2))},
		{Kind: "power", Fields: []game.EventField{game.ValueAt("power", game.NumberField, valN)}},
		{Kind: "award", Settles: true, Fields: []game.EventField{game.ValueAt("vp", game.NumberField, valN)}},
		{Kind: "first_player"},
		{Kind: "game_over"},
		// What was let go by: 0 bonus drafts, 1 a swap_in, 2 draws, 3 a
		// wounded Honey stack's sale, 4 an optional wound. The cause is
		// the card that offered it (none for bonus drafts).
		{Kind: "decline", Cause: true, Fields: []game.EventField{game.ValueAt("declined", game.NumberField, valN)}},
	},
	// Labels: the "yes" and "no" of the game's questions are answers, but
	// a bonus draft's take is an offer, a Frog's swap a play and a Honey
	// stack's sale a sale. The die's roll is chance's, never a seat's
	// label.
	Labels: []game.LabelKind{
		{Kind: "take", Role: game.Offer},
		{Kind: "refill_row", Role: game.Act},
		{Kind: "refill_column", Role: game.Act},
		{Kind: "pass", Role: game.Pass},
		{Kind: "decline", Role: game.Answer},
		{Kind: "draw", Role: game.Answer},
		{Kind: "stop", Role: game.Answer},
		{Kind: "sell_wounded", Role: game.Sell},
		{Kind: "keep_wounded", Role: game.Answer},
		{Kind: "wound", Role: game.Answer},
		{Kind: "no_wound", Role: game.Answer},
		{Kind: "column", Role: game.Answer},
		{Kind: "sell", Role: game.Sell},
		{Kind: "upgrade", Role: game.Play},
		{Kind: "swap_in", Role: game.Play},
		{Kind: "food", Role: game.Play},
		{Kind: "merge", Role: game.Act},
		{Kind: "place", Role: game.Play},
	},
	Presets: []game.Preset{
		{Name: "earlier_draft", Title: "The design's earlier draft: 10 rounds of 3 drafts",
			Options: game.Options{"rounds": "10", "drafts": "3"}},
		{Name: "chocolate_sells", Title: "Chocolate counts toward a sale (the design notes)",
			Options: game.Options{"chocolate_sells": "true"}},
	},
	Numeric: numericSegments,
}

// stackStats are the numbers of a stack in a tableau slot or being
// placed.
var stackStats = []game.Stat{
	{ID: "level", Title: "Level", Meaning: "the cards in the stack, Chocolates included"},
	{ID: "chocolates", Title: "Chocolates", Meaning: "the Chocolates among them"},
	{ID: "wounded", Title: "Wounded", Meaning: "1 when the stack is wounded"},
	{ID: "honey", Title: "Honey pending", Meaning: "1 when it is wounded with Honey under it and its owner is yet to choose whether to sell it"},
	{ID: "power", Title: "Power", Meaning: "what it adds to its seat's power now, as the combat would count it (0 while it is being placed)"},
}

// marketFields are a market take's: the card and its cell.
var marketFields = []game.EventField{game.CardAt("card", 0),
	game.ValueAt("row", game.SlotField, valN), game.ValueAt("column", game.SlotField, valN2)}

// stackFields are the fields of an event about one stack: its animal and
// its slot, then more.
func stackFields(more ...game.EventField) []game.EventField {
	return append([]game.EventField{game.CardAt("animal", 0), game.ValueAt("slot", game.SlotField, valSlot)}, more...)
}
