package agent

import (
	"fmt"
	"math"
	"sync"
	"time"

	"menagerie/game"
)

// Rollout plays a sampled state onward (to the end, or as far as it likes)
// and returns each seat's value in [-1, 1]. It may change s.
type Rollout func(s game.State, rng *game.RNG) []float64

// ISMCTS is single-observer information-set Monte Carlo tree search: each
// iteration samples a full state consistent with the bot's observation,
// walks the shared tree over the actions legal in that sample (chance
// outcomes included, sampled with their probabilities), expands one node,
// plays out and backs the result up. It works for any game.
type ISMCTS struct {
	// Spec is the name the bot was created with.
	Spec string
	// Iterations is the budget per decision when Duration is zero.
	Iterations int
	// Duration is a wall-clock budget per decision (not reproducible).
	Duration time.Duration
	// Workers search independent trees in parallel and add up their root
	// visit counts; with an iteration budget the result depends only on the
	// seed, the budget and the number of workers.
	Workers int
	// C is the exploration constant of the UCB formula.
	C float64
	// Playout plays a sample out; nil plays uniformly random actions to the
	// end of the game.
	Playout Rollout
	// Expert, if set, may take a decision instead of the search (ok true),
	// for parts of a game where a dedicated method is known to be better.
	Expert func(v *game.View, seed uint64) (a game.Action, ok bool, err error)
}

// Name returns the spec the bot was created with.
func (m *ISMCTS) Name() string { return m.Spec }

// node is one position of the search tree: reached by action, taken by
// player (a seat, or game.Chance).
type node struct {
	action   game.Action
	player   game.Player
	visits   float64
	avail    float64
	reward   float64 // sum of player's rewards in [0, 1]
	children []*node
}

func (n *node) child(a game.Action) *node {
	for _, c := range n.children {
		if c.action == a {
			return c
		}
	}
	return nil
}

// Act searches from v and returns the root action visited most.
func (m *ISMCTS) Act(v *game.View, seed uint64) (game.Action, error) {
	legal := v.Legal()
	switch len(legal) {
	case 0:
		return 0, fmt.Errorf("%s: no legal action", m.Spec)
	case 1:
		return legal[0], nil
	}
	if m.Expert != nil {
		if a, ok, err := m.Expert(v, seed); ok || err != nil {
			return a, err
		}
	}
	workers := max(m.Workers, 1)
	roots := make([]*node, workers)
	var deadline time.Time
	if m.Duration > 0 {
		deadline = time.Now().Add(m.Duration)
	}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		iters := m.Iterations / workers
		if w < m.Iterations%workers {
			iters++
		}
		wg.Add(1)
		go func(w, iters int) {
			defer wg.Done()
			roots[w] = m.search(v, game.Mix(seed, uint64(w)), iters, deadline)
		}(w, iters)
	}
	wg.Wait()
	best, bestVisits := legal[0], -1.0
	for _, a := range legal {
		visits := 0.0
		for _, r := range roots {
			if c := r.child(a); c != nil {
				visits += c.visits
			}
		}
		if visits > bestVisits {
			best, bestVisits = a, visits
		}
	}
	return best, nil
}

// search grows one tree for iters iterations, or until the deadline when
// one is set.
func (m *ISMCTS) search(v *game.View, seed uint64, iters int, deadline time.Time) *node {
	root := &node{player: v.Seat()}
	rng := game.NewRNG(seed)
	var legal []game.Action
	var outs []game.ChanceOutcome
	var path []*node
	for i := 0; ; i++ {
		if deadline.IsZero() {
			if i >= iters {
				break
			}
		} else if i%16 == 0 && time.Now().After(deadline) {
			break
		}
		s := v.Sample(rng.Uint64())
		n := root
		path = append(path[:0], root)
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
	}
	return root
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
	var legal [256]game.Action
	var outs [64]game.ChanceOutcome
	for !s.IsTerminal() {
		if s.CurrentPlayer() == game.Chance {
			o := s.ChanceOutcomes(outs[:0])
			s.ApplyUnchecked(o[rng.Pick(o)].Action)
			continue
		}
		l := s.LegalActions(legal[:0])
		s.ApplyUnchecked(l[rng.IntN(len(l))])
	}
	return s.Returns(nil)
}
