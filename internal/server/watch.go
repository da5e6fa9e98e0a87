package server

import (
	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
	"menagerie/session"
)

// Spectators of a game in play that a person plays see it a number of
// seat decisions behind (the game's WatchDelay a seat, times the seats),
// so that no watcher can help a player as the game goes on; once the game
// is over, or when only bots play, they see it all. The room keeps a
// second session, replaying its history up to the version spectators may
// see, for their views; the updates they are told are the room's own,
// which that replay repeats exactly. The delay depends on the seats
// alone, so it is worked out when the room loads and when its seats change
// hands (rebuild), not at each broadcast.

// watchDelay is how many seat decisions spectators are kept behind now.
func (r *room) watchDelay() int {
	if r.sess.Over() {
		return 0
	}
	return r.delay
}

// seatsDelay is how many seat decisions spectators of game are kept
// behind while it is in play with these seats: none when bots play every
// seat, or when the server shows games live.
func (s *Server) seatsDelay(name string, seats []store.Seat) int {
	person := false
	for _, seat := range seats {
		person = person || seat.Bot == ""
	}
	e, err := registry.Lookup(name)
	if s.cfg.WatchLive || !person || err != nil {
		return 0
	}
	return e.WatchDelay * len(seats)
}

// watchable is the version spectators may see now: the version before
// the last watchDelay seat decisions, and never before what they have
// been shown already.
func (r *room) watchable() int {
	delay, v := r.watchDelay(), r.sess.Version()
	if delay > 0 {
		v = 0
		for i, n := len(r.history)-1, 0; i >= 0; i-- {
			if r.history[i].Actor >= 0 {
				if n++; n == delay {
					v = i // history[i] led to version i+1
					break
				}
			}
		}
	}
	return max(v, r.watched)
}

// watchUp moves what spectators see to the version they may see now and
// returns the updates that brought it (none when it did not move). The
// replay is kept only while a spectator is connected.
func (r *room) watchUp() ([]Update, error) {
	from, to := r.watched, r.watchable()
	r.watched = to
	if !r.watchedBy() {
		r.lag = nil
		return nil, nil
	}
	if err := r.lagTo(to); err != nil {
		return nil, err
	}
	return r.history[from:to], nil
}

// watchedBy reports whether a spectator is connected.
func (r *room) watchedBy() bool {
	for _, l := range r.clients {
		if l.seat == game.Spectator {
			return true
		}
	}
	return false
}

// lagTo brings the spectators' session to version v: none when v is the
// room's own version, else a replay of the room's history up to v.
func (r *room) lagTo(v int) error {
	if v == r.sess.Version() {
		r.lag = nil
		return nil
	}
	if r.lag == nil || r.lag.Version() > v {
		lag, err := session.Load(session.Config{Game: r.game, Events: true}, roomRecord(r.meta, nil))
		if err != nil {
			return err
		}
		r.lag = lag
	}
	for _, u := range r.history[r.lag.Version():v] {
		r.lag.Queue(u.action)
	}
	for r.lag.Queued() > 0 {
		if _, _, err := r.lag.Step(); err != nil {
			return err
		}
	}
	return nil
}

// viewed is the session a listener's views come from: the spectators'
// replay while they are kept behind, else the room's.
func (r *room) viewed(seat game.Player) *session.Session {
	if seat == game.Spectator && r.lag != nil {
		return r.lag
	}
	return r.sess
}
