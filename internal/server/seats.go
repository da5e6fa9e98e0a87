package server

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/session"
)

// join gives the asked (or first) free person's seat a new token, and
// the name if one is given, and records the registered player if one
// joins (a rated room seats nobody else); only the token's hash is
// stored. A seat kept for a challenged player is claimed only by that
// player accepting the challenge (q.kept). A join for any seat that loses
// a race to a join made elsewhere tries the next free seat.
func (r *room) join(q joinRequest) joinReply {
	if r.meta.Rated && q.player == nil {
		return joinReply{err: badRequest{errors.New("a rated room seats registered players only: send the player's key as the header Authorization: Bearer KEY")}}
	}
	if i := slices.IndexFunc(r.meta.Seats, func(s store.Seat) bool { return q.player != nil && s.Player == q.player.ID }); i >= 0 {
		switch s := r.meta.Seats[i]; {
		case kept(s) && !q.kept:
			return joinReply{err: keptFor(i, s)}
		case !kept(s):
			return joinReply{err: fmt.Errorf("player %q has a seat of this room already: %w", q.player.Name, errTaken)}
		}
	}
	for range len(r.meta.Seats) {
		reply, lost := r.tryJoin(q)
		if !lost || q.seat != -1 {
			return reply
		}
	}
	return joinReply{err: errFull}
}

// kept reports whether s is a seat kept for a challenged player who has
// not claimed it.
func kept(s store.Seat) bool { return s.Bot == "" && s.TokenHash == nil && s.Player != "" }

// keptFor refuses a join of seat i, kept for a challenged player.
func keptFor(i int, s store.Seat) error {
	return fmt.Errorf("seat %d is kept for player %q, who claims it by accepting the challenge: %w", i+1, s.PlayerName, errTaken)
}

// tryJoin is one attempt of join; lost reports that the seat was claimed
// elsewhere meanwhile.
func (r *room) tryJoin(q joinRequest) (reply joinReply, lost bool) {
	r.refresh()
	if r.sess.Over() {
		return joinReply{err: session.ErrOver}, false
	}
	seat := q.seat
	if seat >= len(r.meta.Seats) || seat < -1 {
		return joinReply{err: badRequest{fmt.Errorf("no seat %d in a game of %d", seat+1, len(r.meta.Seats))}}, false
	}
	if seat == -1 {
		seat = slices.IndexFunc(r.meta.Seats, func(s store.Seat) bool { return s.Bot == "" && s.TokenHash == nil && !kept(s) })
		if seat == -1 {
			return joinReply{err: errFull}, false
		}
	}
	s := r.meta.Seats[seat]
	switch {
	case s.Bot != "" || s.TokenHash != nil:
		return joinReply{err: fmt.Errorf("seat %d: %w", seat+1, errTaken)}, false
	case kept(s) && !(q.kept && s.Player == q.player.ID):
		return joinReply{err: keptFor(seat, s)}, false
	case q.kept && !kept(s):
		return joinReply{err: fmt.Errorf("seat %d is kept for nobody: %w", seat+1, errTaken)}, false
	}
	token := newToken()
	seats := append([]store.Seat(nil), r.meta.Seats...)
	seats[seat].TokenHash = hashToken(token)
	if q.name != "" {
		seats[seat].Name = q.name
	}
	if q.player != nil {
		seats[seat].Player, seats[seat].PlayerName, seats[seat].PlayerBot = q.player.ID, q.player.Name, q.player.Bot
	}
	if _, err := r.setSeats(func() []store.Seat { return seats }); err != nil {
		if errors.Is(err, store.ErrConflict) { // a join elsewhere came first
			r.refresh()
			return joinReply{err: fmt.Errorf("seat %d: %w", seat+1, errTaken)}, true
		}
		return joinReply{err: err}, false
	}
	r.meta.Seats = seats
	r.seated()
	return joinReply{seat: seat, code: r.meta.Code, token: token}, false
}

// handOver gives a person's seat to a bot (timeoutBot) for the rest of
// the game: the seat's token stops working, its connections are closed,
// and the bot plays from the seat's next decision. The session is rebuilt
// from the record with the new bots.
func (r *room) handOver(hash []byte) (int, error) {
	r.refresh()
	if r.sess.Over() {
		return 0, session.ErrOver
	}
	seat := -1
	for i, s := range r.meta.Seats {
		if sameHash(s.TokenHash, hash) {
			seat = i
		}
	}
	if seat < 0 {
		return 0, errUnknownToken
	}
	seats := append([]store.Seat(nil), r.meta.Seats...)
	// The player stays the seat's: a rated game rates the player who left.
	was := seats[seat]
	seats[seat] = store.Seat{Bot: timeoutBot, Name: was.Name, Player: was.Player, PlayerName: was.PlayerName, PlayerBot: was.PlayerBot}
	if _, err := r.setSeats(func() []store.Seat { return seats }); err != nil {
		if errors.Is(err, store.ErrConflict) {
			r.refresh() // the seats changed elsewhere: the player may ask again
		}
		return 0, err
	}
	if err := r.rebuild(seats); err != nil {
		r.fail(err) // the store has the new seats: the next start plays them
		return 0, err
	}
	r.meta.Seats = seats
	r.seated()
	r.closeSeat(game.Player(seat), websocket.StatusNormalClosure, "the seat was handed to a bot")
	r.log.Info("seat handed to a bot", "seat", seat+1, "bot", timeoutBot)
	r.startTimerIfDue()
	r.advance(nil)
	return seat, nil
}

// closeSeat closes the connections that play seat, with a status and a
// reason.
func (r *room) closeSeat(seat game.Player, status websocket.StatusCode, reason string) {
	for c, l := range r.clients {
		if l.seat == seat {
			delete(r.clients, c)
			c.kick(status, reason)
		}
	}
}

// rereadSeats takes the seats another process stored since the room read
// them, when the room is still at version and no seat changed hands
// between a person and a bot (that needs the session rebuilt: the caller
// stops, and the room is rebuilt from the store); it reports whether it
// took them. A slow store is waited for (persist).
func (r *room) rereadSeats(version int) bool {
	var meta *store.Room
	err := r.persist(func(ctx context.Context, _ bool) error {
		var err error
		meta, err = r.srv.cfg.Store.Room(ctx, r.id)
		return err
	})
	if err != nil || meta.Version != version || bots(meta.Seats) != bots(r.meta.Seats) {
		return false
	}
	r.meta.Seats = meta.Seats
	return true
}

// setSeats stores the seats next makes (called for each try, so that a
// deadline counts from the try that stores it) over the seats the room
// read, waiting for a slow store (persist), and returns those it stored.
// A conflict after tries whose outcome was unknown is no conflict when
// the store holds one of those tries' seats: it stored them.
func (r *room) setSeats(next func() []store.Seat) ([]store.Seat, error) {
	var seats []store.Seat
	var tried [][]store.Seat
	err := r.persist(func(ctx context.Context, again bool) error {
		seats = next()
		tried = append(tried, seats)
		err := r.srv.cfg.Store.SetSeats(ctx, r.id, r.meta.Seats, seats)
		if !again || !errors.Is(err, store.ErrConflict) {
			return err
		}
		meta, rerr := r.srv.cfg.Store.Room(ctx, r.id)
		if rerr != nil {
			return rerr
		}
		for _, t := range tried {
			if store.SameSeats(meta.Seats, t) {
				seats = t
				return nil
			}
		}
		return err
	})
	return seats, err
}

// rebuild replays the room's session with the bots the seats name, for a
// seat handed to a bot here or by another process, and works out the
// spectators' delay with those seats.
func (r *room) rebuild(seats []store.Seat) error {
	meta := *r.meta
	meta.Seats = seats
	_, bots, err := roomGame(&meta, r.srv.cfg.Cards)
	if err != nil {
		return err
	}
	rec := r.sess.Record()
	rec.Forfeits = forfeitsOf(seats) // another process's too
	sess, err := session.Load(session.Config{Game: r.game, Bots: bots, Events: true}, rec)
	if err != nil {
		return err
	}
	for sess.Queued() > 0 {
		if _, _, err := sess.Step(); err != nil {
			return err
		}
	}
	r.sess = sess
	r.delay = r.srv.seatsDelay(r.meta.Game, seats)
	return nil
}
