package cardbattlebot

import (
	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// OpponentDeck is one deck, top card first, that the opponent may battle
// with, and its weight: its probability when the decks are every
// possibility, its share of a sample otherwise.
type OpponentDeck struct {
	Cards  []cb.CardID
	Weight float64
}

// maxEnumeratedPets is the most pets a known hand may hold for the advisor
// to list every order the opponent model gives it (4! pet orders times the
// food layouts); beyond it the orders are sampled.
const maxEnumeratedPets = 4

// opponentModel is what the advisor assumes of the way an opponent orders
// a hand: every order of its pets equally likely, each with one of the
// heuristic player's food layouts (perks on the first or the last pets,
// food on the first pet, the last, or spread), equally likely. These are
// the orders the heuristic player chooses among.
type opponentModel struct{ h *Heuristic }

// sample draws one order of hand from the model.
func (m opponentModel) sample(hand []cb.CardID, rng *game.RNG) []cb.CardID {
	pets, perks, food := m.h.split(hand)
	rng.Shuffle(len(pets), func(i, j int) { pets[i], pets[j] = pets[j], pets[i] })
	return layout(pets, perks, food, rng.IntN(numLayouts))
}

// every lists each distinct order the model gives hand with its
// probability, in the order first found; ok is false when the hand holds
// more than maxEnumeratedPets pets.
func (m opponentModel) every(hand []cb.CardID) (decks []OpponentDeck, ok bool) {
	pets, perks, food := m.h.split(hand)
	if len(pets) > maxEnumeratedPets {
		return nil, false
	}
	orders := 1
	for i := 2; i <= len(pets); i++ {
		orders *= i
	}
	share := 1 / float64(orders*numLayouts)
	at := map[string]int{}
	permute(pets, func(order []cb.CardID) {
		for plan := 0; plan < numLayouts; plan++ {
			d := layout(order, perks, food, plan)
			key := string(cardBytes(d))
			if i, seen := at[key]; seen {
				decks[i].Weight += share
				continue
			}
			at[key] = len(decks)
			decks = append(decks, OpponentDeck{Cards: d, Weight: share})
		}
	})
	return decks, true
}
