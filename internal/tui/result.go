package tui

import "menagerie/games/cardbattle"

// Summary describes a finished game for people: every seat's trophies and
// the result (a winner, a shared victory or a draw).
func Summary(st *cardbattle.State) string {
	return st.Game().ResultText(st.Observe(0))
}
