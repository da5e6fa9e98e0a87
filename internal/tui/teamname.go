package tui

import (
	"fmt"
	"slices"

	"menagerie/game"
	"menagerie/internal/teamname"
)

// pickNames lets each person, in seat order, pick their team name from
// the rows the dice rolled for their seat (the seed's, as teamname.Names rolls
// them), when cfg.PickNames asks for it. ask shows a note (what was wrong
// with the last answer, or "") and the question's lines to the person in
// seat and returns their answer. Each name picked replaces the seat's in
// cfg.Names, the caller's slice, which holds one name per seat.
func pickNames(cfg Config, people []game.Player, ask func(seat game.Player, note string, question []string) (string, error)) error {
	if !cfg.PickNames {
		return nil
	}
	n := cfg.Game.NumPlayers()
	if len(cfg.Names) != n {
		return fmt.Errorf("%d team names for %d seats", len(cfg.Names), n)
	}
	picks := teamname.Picks(cfg.Seed, n)
	for _, seat := range people {
		q := picks[seat]
		others := slices.Delete(slices.Clone(cfg.Names), int(seat), int(seat)+1)
		note := ""
		for {
			line, err := ask(seat, note, q.Question())
			if err != nil {
				return err
			}
			name, err := q.Answer(line, others)
			if err == nil {
				cfg.Names[seat] = name
				break
			}
			note = err.Error()
		}
	}
	return nil
}
