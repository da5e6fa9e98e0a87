package tableau

import "menagerie/game"

// numericSegments name the numeric observation's runs, in the order
// encode writes them (docs/numeric.md). Seats are counted from the
// observer; K is the number of card types of the game's set.
var numericSegments = []game.Segment{
	{Name: "round", Size: func(g game.Game) int { return g.(*Game).r.rounds }, Meaning: "the round, one-hot"},
	{Name: "phase", Size: fixed(numPhases), Meaning: "the phase, one-hot in the order of the declared phases"},
	{Name: "combat", Size: fixed(1), Meaning: "1 once the combat phase has begun"},
	{Name: "seat_to_act", Size: func(g game.Game) int { return g.(*Game).r.players + 2 },
		Meaning: "the seat to act, relative, then chance, then the end of the game, one-hot"},
	{Name: "first_player", Size: players, Meaning: "the round's first player, relative, one-hot"},
	{Name: "draft_turn", Size: players, Meaning: "whose draft turn it is, relative, one-hot"},
	{Name: "passes", Size: fixed(1), Meaning: "passes in a row / 5"},
	{Name: "seats", Size: func(g game.Game) int { return g.(*Game).r.players * (5 + NumSlots*stackSize(cardTypes(g))) },
		Meaning: "per seat, the observer first: VP / 20, last combat power / 20, drafts this round / 5, refills left / 5, " +
			"out for the round, then its 5 slots (rear first) of a stack each: animal and food (one-hot K each), " +
			"level / 3, Chocolates / 3, wounded, Honey sale pending"},
	{Name: "market", Size: func(g game.Game) int { r := &g.(*Game).r; return r.rows * r.cols * cardTypes(g) },
		Meaning: "the market's cells row by row, a card one-hot K each"},
	{Name: "deck_size", Size: fixed(1), Meaning: "cards in the deck / 240"},
	{Name: "deck", Size: cardTypes, Meaning: "the deck's cards, a count per card type (the order is hidden)"},
	{Name: "discard", Size: cardTypes, Meaning: "the discard pile's cards, a count per card type"},
	{Name: "placing", Size: func(g game.Game) int { return stackSize(cardTypes(g)) },
		Meaning: "the card or the stack the seat to act places, as a stack"},
	{Name: "placing_moved", Size: fixed(1), Meaning: "1 when what is placed is a stack a Frog moved"},
	{Name: "placing_drafted", Size: fixed(1), Meaning: "1 when what is placed was drafted from the market"},
	{Name: "ops_used", Size: fixed(1), Meaning: "sales and merges used in this placement / 5"},
	{Name: "bonus_drafts", Size: fixed(1), Meaning: "bonus drafts left / 5"},
	{Name: "draws_left", Size: fixed(1), Meaning: "draws left to the drawing animal (Puffin) / 5"},
	{Name: "protected_slot", Size: fixed(NumSlots), Meaning: "the slot (a Frog's) that no sale or merge may remove now, one-hot"},
	{Name: "swap_slot", Size: fixed(NumSlots), Meaning: "the slot of a Frog that may swap in, one-hot"},
	{Name: "acting_slot", Size: fixed(NumSlots), Meaning: "the slot whose ability (or Honey) waits for a decision or the die, one-hot"},
	{Name: "wound_level", Size: fixed(1), Meaning: "the level a Mosquito wounds up to (or exactly) / 3"},
	{Name: "drafts_per_round", Size: fixed(1), Meaning: "the rules' drafts per round / 5"},
	{Name: "rounds", Size: fixed(1), Meaning: "the rules' number of rounds / 5"},
}

// fixed is the size of a segment that is n long in every configuration.
func fixed(n int) func(game.Game) int { return func(game.Game) int { return n } }

// players is the size of a one-hot seat field.
func players(g game.Game) int { return g.(*Game).r.players }

// cardTypes is K, the number of card types of g's set.
func cardTypes(g game.Game) int { return len(g.(*Game).set.Cards) - 1 }
