package tableau

import (
	"math"

	"menagerie/game"
	"menagerie/games/internal/numeric"
)

// numericSegments name the numeric observation's runs, in the order
// encode writes them (docs/numeric.md). Seats are counted from the
// observer; K is the number of card types of the game's set.
var numericSegments = []game.Segment{
	{Name: "round", Size: func(g game.Game) int { return g.(*Game).r.rounds }, Max: numeric.UpTo(1), Meaning: "the round, one-hot"},
	{Name: "phase", Size: fixed(numPhases), Max: numeric.UpTo(1), Meaning: "the phase, one-hot in the order of the declared phases"},
	{Name: "combat", Size: fixed(1), Max: numeric.UpTo(1), Meaning: "1 once the combat phase has begun"},
	{Name: "seat_to_act", Size: func(g game.Game) int { return g.(*Game).r.players + 2 }, Max: numeric.UpTo(1),
		Meaning: "the seat to act, relative, then chance, then the end of the game, one-hot"},
	{Name: "first_player", Size: players, Max: numeric.UpTo(1), Meaning: "the round's first player, relative, one-hot"},
	{Name: "draft_turn", Size: players, Max: numeric.UpTo(1), Meaning: "whose draft turn it is, relative, one-hot"},
	{Name: "passes", Size: fixed(1), Max: numeric.UpTo(float32(math.MaxInt8) / scaleSmall), Meaning: "passes in a row / 5"},
	{Name: "seats", Size: func(g game.Game) int { return g.(*Game).r.players * (5 + NumSlots*stackSize(cardTypes(g))) }, Max: numeric.UpTo(float32(math.MaxInt16) / scaleVP),
		Meaning: "per seat, the observer first: VP / 20, last combat power / 20, drafts this round / 5, refills left / 5, " +
			"out for the round, then its 5 slots (rear first) of a stack each: animal and food (one-hot K each), " +
			"level / 3, Chocolates / 3, wounded, Honey sale pending"},
	{Name: "market", Size: func(g game.Game) int { r := &g.(*Game).r; return r.rows * r.cols * cardTypes(g) }, Max: numeric.UpTo(1),
		Meaning: "the market's cells row by row, a card one-hot K each"},
	{Name: "deck_size", Size: fixed(1), Max: numeric.UpTo(1), Meaning: "cards in the deck / 240"},
	{Name: "deck", Size: cardTypes, Max: numeric.UpTo(MaxDeck), Meaning: "the deck's cards, a count per card type (the order is hidden)"},
	{Name: "discard", Size: cardTypes, Max: numeric.UpTo(MaxDeck), Meaning: "the discard pile's cards, a count per card type"},
	{Name: "placing", Size: func(g game.Game) int { return stackSize(cardTypes(g)) }, Max: numeric.UpTo(float32(math.MaxUint8) / scaleLevel),
		Meaning: "the card or the stack the seat to act places, as a stack"},
	{Name: "placing_moved", Size: fixed(1), Max: numeric.UpTo(1), Meaning: "1 when what is placed is a stack a Frog moved"},
	{Name: "placing_drafted", Size: fixed(1), Max: numeric.UpTo(1), Meaning: "1 when what is placed was drafted from the market"},
	{Name: "ops_used", Size: fixed(1), Max: numeric.UpTo(float32(math.MaxInt8) / scaleSmall), Meaning: "sales and merges used in this placement / 5"},
	{Name: "bonus_drafts", Size: fixed(1), Max: numeric.UpTo(float32(math.MaxInt8) / scaleSmall), Meaning: "bonus drafts left / 5"},
	{Name: "draws_left", Size: fixed(1), Max: numeric.UpTo(float32(math.MaxInt8) / scaleSmall), Meaning: "draws left to the drawing animal (Puffin) / 5"},
	{Name: "protected_slot", Size: fixed(NumSlots), Max: numeric.UpTo(1), Meaning: "the slot (a Frog's) that no sale or merge may remove now, one-hot"},
	{Name: "swap_slot", Size: fixed(NumSlots), Max: numeric.UpTo(1), Meaning: "the slot of a Frog that may swap in, one-hot"},
	{Name: "acting_slot", Size: fixed(NumSlots), Max: numeric.UpTo(1), Meaning: "the slot whose ability (or Honey) waits for a decision or the die, one-hot"},
	{Name: "wound_level", Size: fixed(1), Max: numeric.UpTo(float32(math.MaxInt8) / scaleLevel), Meaning: "the level a Mosquito wounds up to (or exactly) / 3"},
	{Name: "drafts_per_round", Size: fixed(1), Max: func(g game.Game) float32 { return float32(g.(*Game).r.drafts) / scaleSmall }, Meaning: "the rules' drafts per round / 5"},
	{Name: "rounds", Size: fixed(1), Max: func(g game.Game) float32 { return float32(g.(*Game).r.rounds) / scaleSmall }, Meaning: "the rules' number of rounds / 5"},
}

// fixed is the size of a segment that is n long in every configuration.
func fixed(n int) func(game.Game) int { return func(game.Game) int { return n } }

// players is the size of a one-hot seat field.
func players(g game.Game) int { return g.(*Game).r.players }

// cardTypes is K, the number of card types of g's set.
func cardTypes(g game.Game) int { return len(g.(*Game).set.Cards) - 1 }
