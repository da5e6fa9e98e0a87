package cardbattlebot

import (
	"slices"

	cb "menagerie/games/cardbattle"
)

// Bounds on BestOrder's search.
const (
	// maxExhaustiveOrders: a hand with at most this many distinct orders
	// has every one of them tried.
	maxExhaustiveOrders = 120
	// The search rates each order it tries with searchEffort, and stops
	// after maxSearchOrders orders or searchBudget positions in all.
	maxSearchOrders = 200
	searchBudget    = 120_000
)

// BestOrder returns the best order of the hand it finds, starting from
// order, and its odds: every distinct order when there are few, otherwise
// a local search that moves one card at a time while that raises the
// score (Win - Lose) against a subset of the opponent's decks. The order
// found is then rated like any other; if it does not beat order, order is
// returned with its own odds, so the odds returned are never worse.
func (a *Advisor) BestOrder(order []cb.CardID) ([]cb.CardID, Odds, error) {
	start, err := a.Odds(order)
	if err != nil {
		return nil, Odds{}, err
	}
	s := search{a: a, tried: map[string]bool{}}
	best := slices.Clone(order)
	bestScore, _ := s.rate(best)
	if distinctOrders(order) <= maxExhaustiveOrders {
		cand := slices.Clone(order)
		slices.Sort(cand)
		for ok := true; ok && !s.spent(); ok = nextPermutation(cand) {
			if score, fresh := s.rate(cand); fresh && score > bestScore+scoreEps {
				best, bestScore = slices.Clone(cand), score
			}
		}
	} else {
		for improved := true; improved && !s.spent(); {
			improved = false
			for from := 0; from < len(best) && !improved && !s.spent(); from++ {
				for to := 0; to < len(best) && !improved && !s.spent(); to++ {
					if to == from {
						continue
					}
					cand := moveCard(best, from, to)
					if score, fresh := s.rate(cand); fresh && score > bestScore+scoreEps {
						best, bestScore, improved = cand, score, true
					}
				}
			}
		}
	}
	odds, err := a.Odds(best)
	if err != nil {
		return nil, Odds{}, err
	}
	if odds.Score() < start.Score()+scoreEps {
		return slices.Clone(order), start, nil
	}
	return best, odds, nil
}

// searchEffort rates an order in the search: against the first 16
// opponent decks, enumerating at most 4,000 positions, sampling 32 battles
// of a deck beyond them.
var searchEffort = effort{worlds: 16, positions: 4_000, battles: 32}

// scoreEps ignores differences of score that are rounding errors.
const scoreEps = 1e-9

// search is BestOrder's bookkeeping: the orders tried and the work spent.
type search struct {
	a         *Advisor
	tried     map[string]bool
	positions int
}

// rate scores order against the search's decks; fresh is false (and the
// order not rated again) when it was tried before.
func (s *search) rate(order []cb.CardID) (score float64, fresh bool) {
	key := string(cardBytes(order))
	if s.tried[key] {
		return 0, false
	}
	s.tried[key] = true
	o, n := s.a.evaluate(order, searchEffort)
	s.positions += n
	return o.Score(), true
}

// spent reports whether the search has used up its budget.
func (s *search) spent() bool {
	return len(s.tried) >= maxSearchOrders || s.positions >= searchBudget
}

// moveCard returns a copy of order with the card at from moved to to, the
// cards between shifting by one.
func moveCard(order []cb.CardID, from, to int) []cb.CardID {
	out := slices.Clone(order)
	id := out[from]
	out = slices.Delete(out, from, from+1)
	return slices.Insert(out, to, id)
}

// distinctOrders counts the distinct orders of a deck (repeated cards are
// alike), counting no further than maxExhaustiveOrders+1.
func distinctOrders(deck []cb.CardID) int {
	sorted := slices.Clone(deck)
	slices.Sort(sorted)
	// n!/(m1! m2! ...) as a product of binomials, built card by card.
	count, run := 1, 0
	for i := range sorted {
		if i > 0 && sorted[i] == sorted[i-1] {
			run++
		} else {
			run = 1
		}
		// count *= (i+1)/run stays whole: it is C(i+1, run) times the
		// previous count divided by C(i, run-1).
		count = count * (i + 1) / run
		if count > maxExhaustiveOrders {
			return maxExhaustiveOrders + 1
		}
	}
	return count
}

// nextPermutation rearranges ids into the next order in lexicographic
// order, reporting false after the last one.
func nextPermutation(ids []cb.CardID) bool {
	i := len(ids) - 2
	for i >= 0 && ids[i] >= ids[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(ids) - 1
	for ids[j] <= ids[i] {
		j--
	}
	ids[i], ids[j] = ids[j], ids[i]
	slices.Reverse(ids[i+1:])
	return true
}
