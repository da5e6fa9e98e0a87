package tableau

import "menagerie/game"

// The draft's refusals in a player's words.
var (
	noRefillText = "You have used your market refills for this round."
	noRefillRow  = game.Refusal{Kind: "refill_row", Text: noRefillText}
	noRefillCol  = game.Refusal{Kind: "refill_column", Text: noRefillText}
	mustTake     = game.Refusal{Kind: "pass", Text: "You may pass only when no card of the market is yours to take."}
	noStackText  = "A food can be taken only once your tableau holds a stack for it."
	noLevelText  = "This card goes on a stack below level 3, and there is none it may go on."
)

// Refusals appends why a refill, a pass or a market card is closed to the
// seat drafting (no refill left this round, in a game that has refills,
// closes both refills; a card it may take closes the pass, unless
// voluntary_pass is on; a food with no stack to go on closes its cell),
// why a market card is closed to a seat's bonus draft, and why sales and
// merges are closed to the seat placing a card.
func (s *State) Refusals(dst []game.Refusal) []game.Refusal {
	switch s.phase {
	case phaseDraft:
		return s.draftRefusals(dst)
	case phasePlace:
		return s.placeRefusals(dst)
	case phaseBonus:
		return s.takeRefusals(dst)
	}
	return dst
}

// draftRefusals appends the draft's refusals.
func (s *State) draftRefusals(dst []game.Refusal) []game.Refusal {
	if s.g.r.refills > 0 && s.refills[s.seat] == 0 {
		dst = append(dst, noRefillRow, noRefillCol)
	}
	if !s.g.r.voluntaryPass && s.hasPick(int(s.seat)) {
		dst = append(dst, mustTake)
	}
	return s.takeRefusals(dst)
}

// takeRefusals appends why each market card the seat to act may not take
// is closed, by its cell: a food while its tableau is empty, a Chocolate
// while no stack it may go on is below level 3.
func (s *State) takeRefusals(dst []game.Refusal) []game.Refusal {
	p := int(s.seat)
	food, choc := s.foodTargets(p)
	for i := 0; i < s.cells(); i++ {
		id := s.market[i]
		if id == 0 || s.takeable(p, id, food, choc) {
			continue
		}
		why := noStackText
		if food {
			why = noLevelText
		}
		dst = append(dst, game.Refusal{Kind: "take", Slots: []int{i}, Text: why})
	}
	return dst
}

// placeRefusals appends why the seat placing a card may not sell or merge:
// once it has (unless ops_per_draft is unlimited), every sale and merge is
// closed; else each stack it may not sell and each pair of stacks it may
// not merge, by their slots as their labels name them.
func (s *State) placeRefusals(dst []game.Refusal) []game.Refusal {
	if s.item.card == 0 {
		return dst
	}
	if !s.opsLeft() {
		return append(dst, game.Refusal{Kind: "sell", Text: opsUsedText}, game.Refusal{Kind: "merge", Text: opsUsedText})
	}
	t := &s.tab[s.seat]
	for i := range t {
		if t[i].empty() {
			continue
		}
		if why := s.saleBar(i); why != "" {
			dst = append(dst, game.Refusal{Kind: "sell", Slots: []int{i}, Text: why})
		}
	}
	for a := range t {
		for b := range t {
			if !s.mergeable(a, b) {
				continue
			}
			if why := s.mergeBar(a, b); why != "" {
				dst = append(dst, game.Refusal{Kind: "merge", Slots: []int{a, b}, Text: why})
			}
		}
	}
	return dst
}
