package dojo

import "fmt"

// throwNames are the rock, paper, scissors throws; each beats the one
// before it, rock beating scissors.
var throwNames = [3]string{"rock", "paper", "scissors"}

// beats reports whether throw a beats throw b.
func beats(a, b int8) bool { return (a-b+3)%3 == 1 }

// chooseFirst settles who plays first (rule 2.1: "Rock, Paper, Scissors to
// determine who goes first"): the players throw, with the seed, until the
// throws differ, and the winner goes first; the first_player option may
// name the seat instead.
func (s *State) chooseFirst() {
	s.throws = [2]int8{-1, -1}
	if s.g.r.firstPlayer >= 0 {
		s.first = int8(s.g.r.firstPlayer)
	} else {
		for {
			a, b := int8(s.rng.IntN(3)), int8(s.rng.IntN(3))
			if a != b {
				s.throws = [2]int8{a, b}
				s.first = int8(b2i(beats(b, a)))
				break
			}
			s.ties++
		}
	}
	s.firstText = firstReason(s.firstEvent())
}

// firstEvent is the event telling how the first player was chosen: N holds
// the throws (P1's × 3 + P2's), or -1 when an option chose, and Pos the
// tied throws before them.
func (s *State) firstEvent() Event {
	n := -1
	if s.throws[0] >= 0 {
		n = int(s.throws[0])*3 + int(s.throws[1])
	}
	return Event{Kind: EventFirstPlayer, Seat: int(s.first), N: n, Pos: int(s.ties)}
}

// FirstPlayerReason says who goes first and why, for people: "rock, paper,
// scissors: P1's paper beats P2's rock, so P1 goes first". It is written
// once, when the first player is chosen, as every observation tells it.
func (s *State) FirstPlayerReason() string {
	if s.firstText == "" {
		return firstReason(s.firstEvent())
	}
	return s.firstText
}

// firstReason renders an EventFirstPlayer.
func firstReason(e Event) string {
	if e.N < 0 {
		return fmt.Sprintf("P%d goes first (the first_player rule option)", e.Seat+1)
	}
	ties := ""
	switch {
	case e.Pos == 1:
		ties = " after 1 tie"
	case e.Pos > 1:
		ties = fmt.Sprintf(" after %d ties", e.Pos)
	}
	win, lose := e.N/3, e.N%3
	if e.Seat == 1 {
		win, lose = lose, win
	}
	return fmt.Sprintf("rock, paper, scissors%s: P%d's %s beats P%d's %s, so P%d goes first",
		ties, e.Seat+1, throwNames[win], 2-e.Seat, throwNames[lose], e.Seat+1)
}
