package tui

import (
	"fmt"
	"strings"

	"menagerie/games/cardbattle"
)

// Summary describes a finished game for people: every seat's trophies and
// the result (a winner, a shared victory or a draw).
func Summary(st *cardbattle.State) string {
	n := st.Game().NumPlayers()
	parts := make([]string, n)
	for p := 0; p < n; p++ {
		parts[p] = fmt.Sprintf("P%d %d", p+1, st.Trophies(p))
	}
	return fmt.Sprintf("final trophies: %s\nresult: %s", strings.Join(parts, ", "), resultText(st.Winners(), n))
}

// resultText names the winners: one, several sharing the victory, or all
// of them (a draw).
func resultText(winners []int, players int) string {
	switch {
	case len(winners) == 1:
		return fmt.Sprintf("P%d wins the game", winners[0]+1)
	case len(winners) == 0 || len(winners) == players:
		return "draw"
	}
	names := make([]string, len(winners))
	for i, w := range winners {
		names[i] = fmt.Sprintf("P%d", w+1)
	}
	return strings.Join(names, " and ") + " share the victory"
}
