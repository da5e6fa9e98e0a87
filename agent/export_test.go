package agent

import "menagerie/game"

// SearchProposal is the search's proposal at the root, ranked, for the
// package's black-box tests: the prior's move, whether it proposes one,
// and the legal actions' values.
func SearchProposal(m *ISMCTS, v *game.View, seed uint64) (game.Action, bool, []float64, error) {
	return m.proposal(v, seed, true)
}
