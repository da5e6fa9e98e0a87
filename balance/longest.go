package balance

import (
	"cmp"
	"slices"
)

// longestKept is the number of longest games a section keeps with their
// causes.
const longestKept = 10

// causesKept is the number of cards named as causes of one long game.
const causesKept = 3

// LongGame is one of a section's longest games and what it was made of:
// the cards its events named most often (the abilities that fired, the
// pets they hit), which show what made it long.
type LongGame struct {
	// Game is the game's index in the run (from 0) and Seed its seed.
	Game    int         `json:"game"`
	Seed    uint64      `json:"seed"`
	Actions int         `json:"actions"`
	Causes  []CardTally `json:"causes"`
}

// CardTally is the number of a game's events that named a card.
type CardTally struct {
	Card   string `json:"card"`
	Events int    `json:"events"`
}

// longer orders games longest first, then by index.
func longer(a, b LongGame) int {
	if c := cmp.Compare(b.Actions, a.Actions); c != 0 {
		return c
	}
	return cmp.Compare(a.Game, b.Game)
}

// keepLongest returns the longestKept longest of games, in order: the
// same whatever order the games came in, so merging stays exact.
func keepLongest(games []LongGame) []LongGame {
	slices.SortFunc(games, longer)
	return slices.Clip(games[:min(len(games), longestKept)])
}

// qualifies reports whether a game of actions actions would join the kept
// longest games.
func (s *Section) qualifies(actions int) bool {
	return len(s.Longest) < longestKept || actions > s.Longest[len(s.Longest)-1].Actions
}

// causes are the causesKept cards named most often by a game's events,
// counted per card id in events (ties by id), with their names.
func causes(events []int, names []string) []CardTally {
	var out []CardTally
	ids := make([]int, 0, len(events))
	for id, n := range events {
		if n > 0 && id > 0 && id < len(names) {
			ids = append(ids, id)
		}
	}
	slices.SortStableFunc(ids, func(a, b int) int { return cmp.Compare(events[b], events[a]) })
	for _, id := range ids[:min(len(ids), causesKept)] {
		out = append(out, CardTally{Card: names[id], Events: events[id]})
	}
	return out
}
