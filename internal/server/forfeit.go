package server

import (
	"fmt"
	"slices"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
)

// A seat whose turns run out forfeit_after times in a row loses on time
// (docs/ratings.md says why these defaults): a rated room forgives one
// run-out turn, a casual one two. 0 keeps the seat in, a bot playing each
// turn that runs out.
const (
	ratedForfeitAfter  = 2
	casualForfeitAfter = 3
	maxForfeitAfter    = 100
)

// forfeitAfter is the set-up's forfeit count, or the default for a room
// rated or not.
func forfeitAfter(s Setup) (int, error) {
	switch {
	case s.ForfeitAfter == nil && s.Rated:
		return ratedForfeitAfter, nil
	case s.ForfeitAfter == nil:
		return casualForfeitAfter, nil
	case *s.ForfeitAfter < 0 || *s.ForfeitAfter > maxForfeitAfter:
		return 0, fmt.Errorf("forfeit_after %d: want 0 (never) to %d turns run out in a row", *s.ForfeitAfter, maxForfeitAfter)
	}
	return *s.ForfeitAfter, nil
}

// losesOnTime reports whether seat p's turn running out now is its last:
// the room's count of run-out turns in a row is reached, and the game is
// not over on the board.
func (r *room) losesOnTime(p game.Player) bool {
	n := r.meta.ForfeitAfter
	return n > 0 && r.meta.Seats[p].Timeouts+1 >= n && !r.sess.Over()
}

// seatsAfter returns the seats as update u leaves them: the actor's
// run-out turns in a row counted (or cleared when it acted itself), each
// seat that lost on time marked, and handed to timeoutBot while the game
// goes on without it, and the deadline of the person to act.
func (r *room) seatsAfter(u Update, now time.Time) []store.Seat {
	seats := slices.Clone(r.meta.Seats)
	if a := int(u.Actor); a >= 0 && a < len(seats) {
		if u.timedOut {
			seats[a].Timeouts++
		} else {
			seats[a].Timeouts = 0
		}
	}
	for _, f := range r.sess.Forfeits() {
		s := &seats[f.Seat]
		if s.Forfeited {
			continue
		}
		s.Forfeited, s.ForfeitVersion = true, f.Version
		if !r.sess.Over() { // the others play on: a bot plays the seat
			s.Bot, s.TokenHash = timeoutBot, nil
		}
	}
	return r.withDeadlines(seats, now)
}

// forfeitsOf are the forfeits the seats hold, in the order they happened.
func forfeitsOf(seats []store.Seat) []game.Forfeit {
	var out []game.Forfeit
	for i, s := range seats {
		if s.Forfeited {
			out = append(out, game.Forfeit{Seat: game.Player(i), Version: s.ForfeitVersion})
		}
	}
	slices.SortStableFunc(out, func(a, b game.Forfeit) int { return a.Version - b.Version })
	return out
}

// lostOnTime follows seat p's loss on time, once stored and told: in a
// game that goes on, the seat's bot plays from now on (the session is
// rebuilt with it) and the seat's connections are closed.
func (r *room) lostOnTime(p game.Player) {
	r.log.Info("seat lost on time", "seat", int(p)+1, "version", r.sess.Version(), "over", r.sess.Over())
	if r.sess.Over() || !r.alive() {
		return
	}
	if err := r.rebuild(r.meta.Seats); err != nil {
		r.fail(err)
		return
	}
	r.closeSeat(p, websocket.StatusNormalClosure, "the seat lost on time: a bot plays it for the rest of the game")
	r.startTimerIfDue()
	r.advance(nil)
}
