package tableaubot

import (
	"fmt"
	"math"

	"menagerie/agent"
	"menagerie/game"
	tb "menagerie/games/tableau"
)

// Heuristic is a sensible Tableau player. Everything in Tableau is face up
// but the deck's order, so it plays on states sampled from its view: it
// tries each legal action, follows up its own next decisions greedily (the
// placement after a pick, the placement after a sale), and takes the action
// whose position values best (see eval). Draft turns are weighed once the
// next seat has answered (see draft), so a refill is worth what it reveals
// for the player and what it takes away from the next seat.
type Heuristic struct {
	spec string
	v    *valuer
}

// NewHeuristic makes the heuristic player for g.
func NewHeuristic(spec string, g *tb.Game) *Heuristic {
	return &Heuristic{spec: spec, v: newValuer(g)}
}

// Name returns the spec the player was created with.
func (h *Heuristic) Name() string { return h.spec }

// Act chooses a legal action from the view.
func (h *Heuristic) Act(view *game.View, seed uint64) (game.Action, error) {
	legal := view.Legal()
	switch len(legal) {
	case 0:
		return 0, fmt.Errorf("%s: no legal action", h.spec)
	case 1:
		return legal[0], nil
	}
	a, _, err := h.Choose(view, seed)
	return a, err
}

// Choose returns Act's action, the best valued, with the values.
func (h *Heuristic) Choose(view *game.View, seed uint64) (game.Action, []float64, error) {
	values, err := h.Values(view, seed)
	if err != nil {
		return 0, nil, err
	}
	return view.Legal()[agent.Best(values, seed)], values, nil
}

// Values returns the worth of each of the view's legal actions, in the
// order of view.Legal(), as Act weighs them.
func (h *Heuristic) Values(view *game.View, seed uint64) ([]float64, error) {
	legal := view.Legal()
	s, ok := view.Sample(seed).(*tb.State)
	if !ok {
		return nil, fmt.Errorf("%s plays Tableau only", h.spec)
	}
	me := int(view.Seat())
	values := make([]float64, len(legal))
	if s.Phase() == "draft" {
		h.draft(view, s, me, legal, seed, values)
		return values, nil
	}
	for i, a := range legal {
		values[i], _ = h.follow(s, a, me, 2)
	}
	return values, nil
}

// Settings of a draft turn's look-ahead.
const (
	// refillSamples is how many deck orders a refill is tried with: what
	// it reveals is unknown, so its worth is an average.
	refillSamples = 2
	// answeredPicks is how many of the best picks (by the player's own
	// value) are weighed against the next seat's answer; after a refill
	// only the best is, the refill itself being weighed over samples.
	answeredPicks = 3
	// refillKeep is what a refill token is worth kept for when the market
	// runs dry: a card taken rather than a turn passed.
	refillKeep = 2.0
	// marketCells is the largest market's number of cells (4x4).
	marketCells = 16
)

// draft values a draft turn's actions into values: a pick by the position
// after its best placement once the next seat has answered (see picks), a
// refill by the best such pick it leaves (averaged over refillSamples deck
// orders), a pass by the position it leaves, answered too.
func (h *Heuristic) draft(view *game.View, s *tb.State, me int, legal []game.Action, seed uint64, values []float64) {
	keep := 0.0
	if h.picks(s, me, legal, values, answeredPicks) > 0 {
		keep = h.keepWorth(s)
	}
	for i, a := range legal {
		switch m, _ := tb.DecodeAction(a); m.Kind {
		case tb.MoveRefillRow, tb.MoveRefillCol:
			total := 0.0
			for k := range refillSamples {
				sample := s
				if k > 0 {
					sample = view.Sample(seed + uint64(k)).(*tb.State)
				}
				total += h.refill(sample, a, me)
			}
			values[i] = total/refillSamples - keep
		case tb.MovePick:
		default:
			c := s.Clone().(*tb.State)
			c.ApplyUnchecked(a)
			values[i], _ = h.answered(c, me)
		}
	}
}

// picks values the picks among legal on state s into values (other
// actions get -Inf): each by the position after its best placement, less
// what the next seat's best pick then gains it (see answered). Only the
// answer best picks by their plain value are answered; the others are
// charged the largest gain found, so they never win on the look-ahead they
// were spared. It returns the number of picks.
func (h *Heuristic) picks(s *tb.State, me int, legal []game.Action, values []float64, answer int) int {
	var after [64]*tb.State
	picks := 0
	for i, a := range legal {
		values[i] = math.Inf(-1)
		if m, _ := tb.DecodeAction(a); m.Kind == tb.MovePick {
			values[i], after[i] = h.follow(s, a, me, 2)
			picks++
		}
	}
	largest := 0.0
	for range min(picks, answer) {
		best := -1
		for i := range legal {
			if after[i] != nil && (best < 0 || values[i] > values[best]) {
				best = i
			}
		}
		v, gain := h.answered(after[best], me)
		values[best], after[best] = v, nil
		largest = max(largest, gain)
	}
	for i := range legal {
		if after[i] != nil {
			values[i] -= h.v.denyWeight * largest
		}
	}
	return picks
}

// keepWorth is what keeping the refill token is worth on state s, where
// the seat to act could take a card instead: when the market holds fewer
// cards than the drafts left this round, it will run dry, and a refill
// then is the only way to a card (refillKeep); otherwise the token is lost
// at the round's end unused, and worth nothing.
func (h *Heuristic) keepWorth(s *tb.State) float64 {
	cards := 0
	for i := 0; i < marketCells; i++ {
		if s.MarketCell(i) != 0 {
			cards++
		}
	}
	left := 0
	for q := 0; q < h.v.g.NumPlayers(); q++ {
		left += h.v.drafts - s.Drafts(q)
	}
	if cards < left {
		return refillKeep
	}
	return 0
}

// refill values refilling with a on state s: the best pick it leaves for
// me, answered by the next seat (the position as it stands when it leaves
// no pick).
func (h *Heuristic) refill(s *tb.State, a game.Action, me int) float64 {
	c := s.Clone().(*tb.State)
	c.ApplyUnchecked(a)
	if c.CurrentPlayer() != game.Player(me) || c.Phase() != "draft" {
		v, _ := h.answered(c, me)
		return v
	}
	var buf [64]game.Action
	var values [64]float64
	legal := c.LegalActions(buf[:0])
	h.picks(c, me, legal, values[:len(legal)], 1)
	best := math.Inf(-1)
	for i := range legal {
		best = max(best, values[i])
	}
	if math.IsInf(best, -1) {
		return h.v.eval(c, me)
	}
	return best
}

// answered values s for me once the seat to act there, when it is another
// seat's draft turn, has taken its best pick: my value less what that pick
// gains the other seat, weighted by denyWeight (gain is the unweighted
// gain). Anywhere else it is s's plain value.
func (h *Heuristic) answered(s *tb.State, me int) (v, gain float64) {
	v = h.v.eval(s, me)
	q := int(s.CurrentPlayer())
	if s.IsTerminal() || q < 0 || q == me || s.Phase() != "draft" {
		return v, 0
	}
	stay := h.v.eval(s, q)
	var buf [64]game.Action
	for _, b := range s.LegalActions(buf[:0]) {
		if m, _ := tb.DecodeAction(b); m.Kind == tb.MovePick {
			x, _ := h.follow(s, b, q, 2)
			gain = max(gain, x-stay)
		}
	}
	return v - h.v.denyWeight*gain, gain
}

// follow applies a to a copy of s and returns the position's value for me
// after following up to depth of me's own next decisions greedily, and the
// position reached. Follow ups consider sales and merges only where a
// placement cannot do without them (the decision itself weighs every sale
// and merge).
func (h *Heuristic) follow(s *tb.State, a game.Action, me, depth int) (float64, *tb.State) {
	c := s.Clone().(*tb.State)
	c.ApplyUnchecked(a)
	if depth == 0 || c.IsTerminal() || c.CurrentPlayer() != game.Player(me) {
		return h.v.eval(c, me), c
	}
	switch c.Phase() {
	case "place", "bonus_draft", "swap_in":
	default:
		return h.v.eval(c, me), c
	}
	var buf [128]game.Action
	l := c.LegalActions(buf[:0])
	final := false
	for _, b := range l {
		final = final || !isOp(b)
	}
	best, bestV := c, math.Inf(-1)
	for _, b := range l {
		if final && isOp(b) {
			continue
		}
		if x, st := h.follow(c, b, me, depth-1); x > bestV {
			best, bestV = st, x
		}
	}
	return bestV, best
}
