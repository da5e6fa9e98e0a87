package agent

import "menagerie/game"

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
