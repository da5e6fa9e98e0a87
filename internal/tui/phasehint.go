package tui

import (
	"fmt"

	"menagerie/game"
	"menagerie/registry"
	"menagerie/session"
)

// phaseOf returns the phase of v's table view, else the one its
// observation names (game.Phased); "" when neither names one.
func phaseOf(v session.SeatView) string {
	if v.Table != nil {
		return v.Table.Phase
	}
	if o, ok := v.Observation.(game.Phased); ok {
		return o.PhaseID()
	}
	return ""
}

// phaseHint returns the hint a first-time player is shown in a phase of
// the named game: the one the game's declared model (its registry entry's
// Schema) gives the phase, or, for a phase it does not declare, a line
// that names the phase and points to the choices.
func phaseHint(gameName, phase string) string {
	if e, err := registry.Lookup(gameName); err == nil && e.Schema != nil {
		if p, ok := e.Schema.Phase(phase); ok && p.Hint != "" {
			return p.Hint
		}
	}
	return fmt.Sprintf("No hint for this kind of decision (%q): choose from what is offered below.", phase)
}

// phaseTitle returns the title a game's declared model gives a phase, for
// a status line; a phase it does not declare is named by its id.
func phaseTitle(s *game.Schema, phase string) string {
	if p, ok := s.Phase(phase); ok {
		return p.Title
	}
	return phase
}
