package agent

import (
	"time"

	"menagerie/game"
)

// SearchProposal is the search's proposal at the root, ranked, for the
// package's black-box tests: the prior's move, whether it proposes one,
// and the legal actions' values.
func SearchProposal(m *ISMCTS, v *game.View, seed uint64) (game.Action, bool, []float64, error) {
	return m.proposal(v, seed, true)
}

// RootVisits runs the search's sequential halving from v over all of v's
// legal actions, with no prior, and returns each action's playouts.
func RootVisits(m *ISMCTS, v *game.View, seed uint64) []float64 {
	kids, _ := m.searchRoot(v, v.Legal(), -1, seed)
	out := make([]float64, len(kids))
	for i, k := range kids {
		out[i] = k.visits
	}
	return out
}

// RootMoves is the search's root for the package's black-box tests: the
// moves it compares at v and the index of the prior's among them.
func RootMoves(m *ISMCTS, v *game.View, seed uint64) ([]game.Action, int, error) {
	return m.rootMoves(v, seed)
}

// ActionValues plays each of legal n times from v, on the same samples
// numbered from 0 under seed, and returns each one's mean return for v's
// seat in [0, 1]: the search's value of a root move given a long budget.
func ActionValues(m *ISMCTS, v *game.View, legal []game.Action, n int, seed uint64) []float64 {
	kids, alive := rootNodes(v, legal)
	m.visitAll(v, kids, alive, seed, 0, n, time.Time{})
	out := make([]float64, len(kids))
	for i, k := range kids {
		out[i] = k.mean()
	}
	return out
}

// Challenges searches legal from v once, as Act does with the prior's move
// at index prior, and returns the move the search would take at each of
// the thresholds zs (Z standard errors).
func Challenges(m *ISMCTS, v *game.View, legal []game.Action, prior int, seed uint64, zs []float64) []int {
	kids, _ := m.searchRoot(v, legal, prior, seed)
	out := make([]int, len(zs))
	for i, z := range zs {
		out[i] = m.challenge(kids, prior, z)
	}
	return out
}

// SetClock makes m read the time from clock instead of time.Now.
func SetClock(m *ISMCTS, clock func() time.Time) { m.clock = clock }
