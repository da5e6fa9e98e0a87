package agent

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sort"
	"sync"
	"time"

	"menagerie/game"
)

// Rollout plays a sampled state onward (to the end, or as far as it likes)
// and returns each seat's value in [-1, 1]. It may change s.
type Rollout func(s game.State, rng *game.RNG) []float64

// ISMCTS is single-observer information-set Monte Carlo tree search: each
// iteration samples a full state consistent with the bot's observation,
// walks the tree over the actions legal in that sample (chance outcomes
// included, sampled with their probabilities), expands one node, plays out
// and backs the result up. It works for any game.
type ISMCTS struct {
	// Spec is the name the bot was created with.
	Spec string
	// Iterations is the budget per decision when Duration is zero.
	Iterations int
	// Duration is a wall-clock budget per decision (not reproducible),
	// spent to the end.
	Duration time.Duration
	// Workers search the root actions' subtrees in parallel; with an
	// iteration budget the result depends only on the seed and the budget.
	Workers int
	// C is the exploration constant of the UCB formula.
	C float64
	// Playout plays a sample out; nil plays uniformly random actions to the
	// end of the game.
	Playout Rollout
	// Expert, if set, may take a decision instead of the search (ok true),
	// for parts of a game where a dedicated method is known to be better.
	Expert func(v *game.View, seed uint64) (a game.Action, ok bool, err error)
	// Prior, if set, proposes an action (ok true) that the search keeps
	// unless another action does significantly better on the same samples:
	// by more than Margin and by more than Z standard errors of the paired
	// difference.
	Prior  func(v *game.View, seed uint64) (a game.Action, ok bool, err error)
	Margin float64
	Z      float64
	// Rank, if set with Width, values the legal actions (as Valuer does)
	// and the root searches only the Width best of them: the budget goes
	// to the moves worth comparing instead of being spread over dozens a
	// player would never make (a Dojo discard of good cards, a Tableau
	// card placed where it scores nothing).
	Rank  func(v *game.View, seed uint64) ([]float64, error)
	Width int
	// Choose, if set, stands for Prior and Rank in one call (a Chooser's):
	// the proposed action with the values of all the legal actions.
	Choose func(v *game.View, seed uint64) (game.Action, []float64, error)
	// clock reads the time for Duration (nil: time.Now); the tests give
	// one that moves with the playouts, not with the machine's speed.
	clock func() time.Time
}

// Name returns the spec the bot was created with.
func (m *ISMCTS) Name() string { return m.Spec }

// now is the time by the search's clock.
func (m *ISMCTS) now() time.Time {
	if m.clock != nil {
		return m.clock()
	}
	return time.Now()
}

// node is one position of the search tree: reached by action, taken by
// player (a seat, or game.Chance).
type node struct {
	action   game.Action
	player   game.Player
	visits   float64
	avail    float64
	reward   float64 // sum of player's rewards in [0, 1]
	children []*node
	// samples holds a root action's reward on each sample, in sample order.
	samples []float64
}

func (n *node) child(a game.Action) *node {
	for _, c := range n.children {
		if c.action == a {
			return c
		}
	}
	return nil
}

// proposal returns the move the search's prior proposes, if it proposes
// one, and the values of the legal actions: from Choose, which gives both,
// or from Prior and, when ranked is set, Rank (nil values when neither
// gives any).
func (m *ISMCTS) proposal(v *game.View, seed uint64, ranked bool) (a game.Action, proposes bool, values []float64, err error) {
	switch {
	case m.Choose != nil:
		a, values, err = m.Choose(v, seed)
		return a, err == nil, values, err
	case m.Prior != nil:
		if a, proposes, err = m.Prior(v, seed); err != nil {
			return 0, false, nil, err
		}
	}
	if ranked && m.Rank != nil {
		values, err = m.Rank(v, seed)
	}
	return a, proposes, values, err
}

// Act searches from v and returns the root action whose samples did best.
//
// The root is searched by sequential halving with common random numbers:
// in each phase every surviving action is tried on the same sampled states
// with the same random seeds, and the better half survives. Comparing
// actions on shared samples cancels most of the luck of the draw, which
// otherwise swamps the small differences between good moves. A time budget
// is shared among the phases as an iteration count would be, and the last
// two actions are compared until the deadline (see searchRoot). Below the
// root the search is ordinary ISMCTS.
func (m *ISMCTS) Act(v *game.View, seed uint64) (game.Action, error) {
	legal, prior, err := m.rootMoves(v, seed)
	switch {
	case err != nil:
		return 0, err
	case len(legal) == 1:
		return legal[0], nil
	}
	kids, alive := m.searchRoot(v, legal, prior, seed)
	if prior >= 0 {
		return legal[m.challenge(kids, prior, m.Z)], nil
	}
	best := alive[0]
	for _, i := range alive {
		if kids[i].mean() > kids[best].mean() {
			best = i
		}
	}
	return legal[best], nil
}

// rootMoves returns the actions the search compares at v's root and the
// index among them of the prior's (-1 without one): only one when the
// decision needs no search (a single legal action, or one the expert
// takes).
func (m *ISMCTS) rootMoves(v *game.View, seed uint64) (legal []game.Action, prior int, err error) {
	legal = v.Legal()
	switch len(legal) {
	case 0:
		return nil, -1, fmt.Errorf("%s: no legal action", m.Spec)
	case 1:
		return legal, -1, nil
	}
	if m.Expert != nil {
		if a, ok, err := m.Expert(v, seed); ok || err != nil {
			return []game.Action{a}, -1, err
		}
	}
	wide := m.Width > 0 && len(legal) > m.Width
	priorAction, proposes, values, err := m.proposal(v, seed, wide)
	if err != nil {
		return nil, -1, err
	}
	prior = -1
	if proposes {
		prior = slices.Index(legal, priorAction)
	}
	if wide && values != nil {
		if len(values) != len(legal) {
			return nil, -1, fmt.Errorf("%s: %d values for %d legal actions", m.Spec, len(values), len(legal))
		}
		keep := prior
		if keep < 0 {
			keep = Best(values, seed)
		}
		proposed := legal[keep]
		legal = narrow(legal, values, m.Width, proposed)
		if prior >= 0 {
			prior = slices.Index(legal, proposed)
		}
	}
	return legal, prior, nil
}

// timedProbe is the playouts each root action gets at a time while a time
// budget's probe measures how many playouts the budget allows; the probe
// lasts a probeShare of the budget.
const timedProbe, probeShare = 8, 16

// searchRoot searches each of legal's actions from v by sequential halving
// (see Act) and returns their nodes and the actions still in the race, the
// best first. The prior's action (its index, or -1) is never dropped.
//
// With an iteration count each phase shares Iterations/phases evenly among
// the actions alive. With a time budget every action first gets
// timedProbe playouts at a time for a probeShare of the budget, and each
// phase then shares the playouts the time left allows at the rate measured
// so far among the phases left, as an iteration count would; the last two
// actions are compared until the deadline.
func (m *ISMCTS) searchRoot(v *game.View, legal []game.Action, prior int, seed uint64) (kids []*node, alive []int) {
	kids, alive = rootNodes(v, legal)
	start := m.now()
	var deadline time.Time
	if m.Duration > 0 {
		deadline = start.Add(m.Duration)
	}
	phases := bits.Len(uint(len(legal) - 1))
	sample, p := 0, 0
	if !deadline.IsZero() {
		// The probe: every action gets timedProbe playouts at a time until
		// a probeShare of the budget has passed, so that one slow moment
		// (another process, a collection) does not set the rate.
		for {
			m.visitAll(v, kids, alive, seed, sample, timedProbe, deadline)
			sample += timedProbe
			if m.now().Sub(start) >= m.Duration/probeShare {
				break
			}
		}
		p = 1
	}
	for ; len(alive) > 1; p++ {
		per := 0
		switch {
		case deadline.IsZero():
			if p == phases {
				return kids, alive
			}
			per = max(1, m.Iterations/(phases*len(alive)))
		default:
			now := m.now()
			if now.After(deadline) {
				return kids, alive
			}
			played := 0.0
			for _, k := range kids {
				played += k.visits
			}
			left := played * float64(deadline.Sub(now)) / float64(max(now.Sub(start), 1))
			per = max(timedProbe, int(left)/(max(phases-p+1, 1)*len(alive)))
		}
		m.visitAll(v, kids, alive, seed, sample, per, deadline)
		sample += per
		sort.SliceStable(alive, func(i, j int) bool {
			// The prior's action stays in the race to the end.
			if (alive[i] == prior) != (alive[j] == prior) {
				return alive[i] == prior
			}
			return kids[alive[i]].mean() > kids[alive[j]].mean()
		})
		switch {
		case deadline.IsZero():
			alive = alive[:max((len(alive)+1)/2, 1)]
		default:
			// A time budget is spent to the end: the last two actions
			// keep being compared until the deadline.
			alive = alive[:max((len(alive)+1)/2, 2)]
		}
	}
	return kids, alive
}

// rootNodes returns a fresh node for each of legal, moves of v's seat, and
// all of them alive.
func rootNodes(v *game.View, legal []game.Action) (kids []*node, alive []int) {
	kids = make([]*node, len(legal))
	alive = make([]int, len(legal))
	for i, a := range legal {
		kids[i] = &node{action: a, player: v.Seat()}
		alive[i] = i
	}
	return kids, alive
}

// challenge returns the action that beats the prior's by the widest
// significant margin on the samples they share (more than Margin and more
// than z standard errors of the paired difference), or the prior's.
func (m *ISMCTS) challenge(kids []*node, prior int, z float64) int {
	best, bestGain := prior, 0.0
	h := kids[prior].samples
	for i, k := range kids {
		n := min(len(k.samples), len(h))
		if i == prior || n < 8 {
			continue
		}
		sum, sq := 0.0, 0.0
		for j := 0; j < n; j++ {
			d := k.samples[j] - h[j]
			sum += d
			sq += d * d
		}
		mean := sum / float64(n)
		se := math.Sqrt(math.Max(sq/float64(n)-mean*mean, 0) / float64(n-1))
		if mean > m.Margin && mean > z*se && mean > bestGain {
			best, bestGain = i, mean
		}
	}
	return best
}

func (n *node) mean() float64 {
	if n.visits == 0 {
		return 0
	}
	return n.reward / n.visits
}

// visitAll gives each surviving root action per more visits, on samples
// numbered from first; actions run in parallel on up to Workers goroutines,
// each action's subtree always in the same order, so the result does not
// depend on the number of workers.
func (m *ISMCTS) visitAll(v *game.View, kids []*node, alive []int, seed uint64, first, per int, deadline time.Time) {
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < max(m.Workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf visitBuffers
			for i := range work {
				for j := 0; j < per; j++ {
					if !deadline.IsZero() && j%16 == 0 && m.now().After(deadline) && kids[i].visits > 0 {
						break
					}
					m.visit(v, kids[i], game.Mix(seed, uint64(first+j)), &buf)
				}
			}
		}()
	}
	for _, i := range alive {
		work <- i
	}
	close(work)
	wg.Wait()
}

// visitBuffers are one worker's slices, reused from visit to visit so that
// an iteration allocates only the sampled state, the node it adds and
// what the playout allocates.
type visitBuffers struct {
	path  []*node
	legal []game.Action
	outs  []game.ChanceOutcome
}

// visit runs one ISMCTS iteration below a root action on the sample with
// the given seed: the same seed gives every root action the same sampled
// state and the same random choices.
func (m *ISMCTS) visit(v *game.View, kid *node, sampleSeed uint64, buf *visitBuffers) {
	s := v.Sample(sampleSeed)
	rng := game.NewRNG(game.Mix(sampleSeed, 0xc0ffee))
	s.ApplyUnchecked(kid.action)
	n := kid
	path := append(buf.path[:0], kid)
	legal, outs := buf.legal, buf.outs
	defer func() { buf.path, buf.legal, buf.outs = path, legal, outs }()
	expanded := false
	for !s.IsTerminal() && !expanded {
		cp := s.CurrentPlayer()
		if cp == game.Chance {
			outs = s.ChanceOutcomes(outs[:0])
			a := outs[rng.Pick(outs)].Action
			s.ApplyUnchecked(a)
			c := n.child(a)
			if c == nil {
				c = &node{action: a, player: game.Chance}
				n.children = append(n.children, c)
			}
			n = c
			path = append(path, n)
			continue
		}
		legal = s.LegalActions(legal[:0])
		var next *node
		unexpanded := 0
		for _, a := range legal {
			if c := n.child(a); c != nil {
				c.avail++
			} else {
				unexpanded++
			}
		}
		if unexpanded > 0 {
			pick := rng.IntN(unexpanded)
			for _, a := range legal {
				if n.child(a) != nil {
					continue
				}
				if pick == 0 {
					next = &node{action: a, player: cp, avail: 1}
					n.children = append(n.children, next)
					break
				}
				pick--
			}
			expanded = true
		} else {
			next = m.selectChild(n, legal)
		}
		s.ApplyUnchecked(next.action)
		n = next
		path = append(path, n)
	}
	values := m.playout(s, &rng)
	for _, p := range path {
		p.visits++
		if p.player >= 0 && int(p.player) < len(values) {
			p.reward += (values[p.player] + 1) / 2
		}
	}
	kid.samples = append(kid.samples, (values[kid.player]+1)/2)
}

// selectChild applies UCB1 with availability counts among the children
// legal in this sample.
func (m *ISMCTS) selectChild(n *node, legal []game.Action) *node {
	var best *node
	bestScore := math.Inf(-1)
	for _, a := range legal {
		c := n.child(a)
		score := c.reward/c.visits + m.C*math.Sqrt(math.Log(c.avail)/c.visits)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

func (m *ISMCTS) playout(s game.State, rng *game.RNG) []float64 {
	if m.Playout != nil {
		return m.Playout(s, rng)
	}
	return RandomPlayout(s, rng)
}

// RandomPlayout plays uniformly random legal actions and chance outcomes
// with their probabilities to the end of the game.
func RandomPlayout(s game.State, rng *game.RNG) []float64 {
	return game.Playout(s, rng, func(l []game.Action) game.Action { return l[rng.IntN(len(l))] })
}
