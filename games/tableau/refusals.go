package tableau

import "menagerie/game"

// The draft's refusals in a player's words.
var (
	noRefillText = "You have used your market refills for this round."
	noRefillRow  = game.Refusal{Kind: "refill_row", Text: noRefillText}
	noRefillCol  = game.Refusal{Kind: "refill_column", Text: noRefillText}
	mustTake     = game.Refusal{Kind: "pass", Text: "You may pass only when no card of the market is yours to take."}
)

// Refusals appends why a refill or a pass is closed to the seat drafting:
// no refill left this round (in a game that has refills) closes both
// refills; a card it may take closes the pass, unless voluntary_pass is on.
func (s *State) Refusals(dst []game.Refusal) []game.Refusal {
	if s.phase != phaseDraft {
		return dst
	}
	if s.g.r.refills > 0 && s.refills[s.seat] == 0 {
		dst = append(dst, noRefillRow, noRefillCol)
	}
	if !s.g.r.voluntaryPass && s.hasPick(int(s.seat)) {
		dst = append(dst, mustTake)
	}
	return dst
}
