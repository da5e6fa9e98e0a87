package server

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
)

// Several server processes may share one store through a bus
// (Config.Bus): a room runs in every process that has its connections,
// but only the one holding its lease owns it (applies actions, plays bots
// and chance, runs turn timers). The others mirror it: they replay the
// actions the owner stores as they are told of them, and forward their
// seats' actions to the owner through the bus. Three times a lease, each
// process renews the leases of all the rooms it owns at once (keepLeases),
// and every mirror tries its room's lease, so that it takes the room over
// once its owner has died, and catches up with the store then as well,
// for notices lost on the way.

// noticeRequest is a bus notice about the room.
type noticeRequest struct{ notice store.Notice }

// leaseLostRequest stops an owner whose lease was not renewed.
type leaseLostRequest struct{ err error }

// lease takes a room's lease for this process as it starts the room; a
// server alone on its store owns every room.
func (s *Server) lease(ctx context.Context, id string) (bool, error) {
	if s.cfg.Bus == nil {
		return true, nil
	}
	ok, err := s.cfg.Store.Lease(ctx, id, s.cfg.Name, s.cfg.Lease)
	if err != nil {
		return false, fmt.Errorf("room %q: lease: %w", id, err)
	}
	return ok, nil
}

// listen starts the bus's listener, which hands each notice to the room
// it is about when that room runs here (a notice a full inbox cannot take
// is dropped: the room catches up at its next lease), and the adopter,
// which takes over the orphaned rooms once a lease.
func (s *Server) listen() {
	ctx, cancel := context.WithCancel(context.Background())
	s.unlisten, s.listened, s.hearing = cancel, make(chan struct{}), make(chan struct{})
	var heard sync.Once
	var wg sync.WaitGroup
	wg.Add(3)
	go func() {
		defer wg.Done()
		_ = s.cfg.Bus.Listen(ctx, func(n store.Notice) {
			s.mu.Lock()
			r := s.rooms[n.Room]
			s.mu.Unlock()
			// The owner stored the versions it is told of.
			if r != nil && !(r.owner.Load() && n == store.Notice{Room: n.Room, Version: n.Version}) {
				_ = r.post(noticeRequest{notice: n})
			}
		}, func() {
			first := false
			heard.Do(func() { first = true; close(s.hearing) })
			if !first {
				s.relistened()
			}
		}, func(err error) { s.log.Error("bus", "err", err) })
	}()
	go func() {
		defer wg.Done()
		every(ctx, s.cfg.Lease, func() { s.adopt(ctx) })
	}()
	go func() {
		defer wg.Done()
		every(ctx, s.cfg.Lease/3, func() { s.keepLeases(ctx) })
	}()
	go func() { wg.Wait(); close(s.listened) }()
}

// awaitHearing waits, for a store timeout at most, until the bus's
// listener hears notices, so that the rooms this process starts do not
// miss the first ones (a refusal of a forwarded action is heard only
// once).
func (s *Server) awaitHearing(ctx context.Context) {
	if s.hearing == nil {
		return
	}
	select {
	case <-s.hearing:
	case <-time.After(storeTimeout):
		s.log.Error("bus: not hearing notices yet; rooms rely on their lease ticks until it does")
	case <-ctx.Done():
	}
}

// relistened has every room look at the store at once after the bus's
// listener connected again, for the notices it missed meanwhile.
func (s *Server) relistened() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, r := range s.rooms {
		// A mirror catches up, an owner rereads the seats and takes
		// the forwarded actions.
		_ = r.post(noticeRequest{notice: store.Notice{Room: id, Seated: true}})
		_ = r.post(noticeRequest{notice: store.Notice{Room: id, Forwarded: true}})
	}
}

// every calls f every d until ctx ends.
func every(ctx context.Context, d time.Duration, f func()) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			f()
		case <-ctx.Done():
			return
		}
	}
}

// adopt starts (once a lease) the rooms whose owner died with nobody
// connected elsewhere to take them over (bots to play, a turn timer to
// run out); the first process to lease one owns it.
func (s *Server) adopt(ctx context.Context) {
	ids, err := s.cfg.Bus.Orphans(ctx)
	if err != nil && ctx.Err() == nil {
		s.log.Error("orphaned rooms", "err", err)
	}
	for _, id := range ids {
		_, err := s.room(ctx, id)
		switch {
		case err == nil, ctx.Err() != nil, errors.Is(err, errShuttingDown):
		case errors.As(err, new(otherCards)):
			s.log.Warn("orphaned room left for a server with its cards", "room", id, "reason", err)
		default:
			s.log.Error("orphaned room not adopted", "room", id, "err", err)
		}
	}
}

// keepLeases renews (three times a lease) the leases of every room this
// process owns, in one call to the store. An owner whose lease is not
// renewed stops (it is rebuilt as a mirror when asked for); one with
// forwarded actions waiting takes them, as a notice lost on the way would
// have told it to.
func (s *Server) keepLeases(ctx context.Context) {
	owned := map[string]*room{}
	s.mu.Lock()
	for id, r := range s.rooms {
		if r.owner.Load() {
			owned[id] = r
		}
	}
	s.mu.Unlock()
	if len(owned) == 0 {
		return
	}
	renewed, err := s.cfg.Bus.Renew(ctx, s.cfg.Name, slices.Collect(maps.Keys(owned)), s.cfg.Lease)
	switch {
	case err != nil && ctx.Err() != nil:
		return // the server is stopping
	case err != nil:
		err = fmt.Errorf("renew the lease: %w", err)
	}
	for _, rn := range renewed {
		if r := owned[rn.Room]; r != nil && rn.Forwarded {
			_ = r.post(noticeRequest{notice: store.Notice{Room: rn.Room, Forwarded: true}})
		}
		delete(owned, rn.Room)
	}
	if err == nil {
		err = errors.New("another process holds the lease")
	}
	for _, r := range owned {
		_ = r.post(leaseLostRequest{err: err})
	}
}

// stopListening stops the bus's listener, if any, and waits for it.
func (s *Server) stopListening() {
	if s.unlisten != nil {
		s.unlisten()
		<-s.listened
	}
}

// noticed handles a bus notice: a mirror catches up with new actions or
// seats, an owner takes its forwarded actions or new seats.
func (r *room) noticed(n store.Notice) {
	switch {
	case n.Closed:
		r.closedHere()
	case n.Refused != nil:
		r.refused(*n.Refused)
	case n.Forwarded && r.owner.Load():
		r.takeForwarded()
	case n.Seated && r.owner.Load():
		r.reseat()
	case !n.Forwarded && !r.owner.Load() && (n.Seated || n.Version > r.sess.Version()):
		r.catchUp()
	}
}

// tryLease tries a mirror's lease (the server's lease keeper renews the
// owners'): a mirror that got it takes the room over, and one that did
// not catches up, for notices lost on the way.
func (r *room) tryLease() {
	defer r.recoverPanic()
	if r.owner.Load() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	ok, err := r.srv.cfg.Store.Lease(ctx, r.id, r.srv.cfg.Name, r.srv.cfg.Lease)
	switch {
	case err != nil:
		r.log.Error("try the lease", "err", err)
	case ok:
		r.takeOver()
	default:
		r.catchUp()
	}
}

// takeOver makes a mirror the owner: it catches up with the store, takes
// the actions forwarded meanwhile, and goes on as a restart does.
func (r *room) takeOver() {
	r.catchUp()
	if !r.alive() {
		return
	}
	r.owner.Store(true)
	r.log.Info("room taken over", "version", r.sess.Version())
	r.takeForwarded()
	r.startTimerIfDue()
	r.advance(nil)
}

// catchUp reads the room and the actions stored since the session's
// version, replays them and tells every client.
func (r *room) catchUp() {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	meta, err := r.srv.cfg.Store.Room(ctx, r.id)
	if err != nil {
		r.log.Error("catch up", "err", err)
		return
	}
	switch err := stoppedRoom(meta).(type) { // a bug stopped the owner, or the room was closed
	case failedRoom:
		r.stopFailed(err.reason)
		return
	case closedRoom:
		r.stopClosed(err.reason)
		return
	}
	actions, err := r.srv.cfg.Store.Actions(ctx, r.id, r.sess.Version())
	if err != nil {
		r.log.Error("catch up", "err", err)
		return
	}
	rebot := bots(meta.Seats) != bots(r.meta.Seats) || len(forfeitsOf(meta.Seats)) != len(forfeitsOf(r.meta.Seats))
	if rebot {
		if err := r.rebuild(meta.Seats); err != nil {
			r.fail(err)
			return
		}
	}
	r.meta = meta
	if rebot {
		r.kickBotSeats()
	}
	r.sess.Queue(actions...)
	var played []Update
	for r.sess.Queued() > 0 {
		u, _, err := r.sess.Step()
		if err != nil {
			r.fail(fmt.Errorf("replay a stored action: %w", err))
			return
		}
		played = append(played, keep(u))
	}
	r.meta.Version = r.sess.Version()
	if len(played) > 0 {
		r.history = append(r.history, played...)
		r.version.Store(int64(r.sess.Version()))
		r.broadcast(played)
	}
}

// refresh reads the seats from the store before a request that uses
// them (a hello with a token this process has not seen, a join, a seat
// handed to a bot), in case another process changed them and its notice
// has not come yet.
func (r *room) refresh() {
	switch {
	case r.srv.cfg.Bus == nil:
	case r.owner.Load():
		r.reseat()
	default:
		r.catchUp()
	}
}

// reseat takes the seats another process stored (a join, a seat handed
// to a bot) into the owner's room.
func (r *room) reseat() {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	meta, err := r.srv.cfg.Store.Room(ctx, r.id)
	if err != nil {
		r.log.Error("read seats", "err", err)
		return
	}
	if bots(meta.Seats) == bots(r.meta.Seats) {
		r.meta.Seats = meta.Seats
		return
	}
	if err := r.rebuild(meta.Seats); err != nil {
		r.fail(err)
		return
	}
	r.meta.Seats = meta.Seats
	r.kickBotSeats()
	r.startTimerIfDue()
	r.advance(nil)
}

// kickBotSeats closes the connections of seats a bot now plays: handed
// over by another process.
func (r *room) kickBotSeats() {
	for i, s := range r.meta.Seats {
		if s.Bot != "" {
			r.closeSeat(game.Player(i), websocket.StatusNormalClosure, "the seat was handed to a bot")
		}
	}
}

// bots names the bot of every seat, to tell whether seats changed hands.
func bots(seats []store.Seat) string {
	s := ""
	for _, seat := range seats {
		s += seat.Bot + "\x00"
	}
	return s
}

// forward sends a mirror's seat's checked action to the room's owner.
func (r *room) forward(c *client, seat game.Player, q actRequest) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	f := store.Forwarded{Room: r.id, Seat: seat, Version: q.version, Action: q.action}
	if err := r.srv.cfg.Bus.Forward(ctx, f); err != nil {
		r.log.Error("forward an action", "err", err)
		r.send(c, errorMessage(r.sess.Version(), CodeUnavailable, "the action could not reach the room's server: try again"))
	}
}

// takeForwarded plays the actions other processes forwarded, in order,
// then has the bus forget them; one no longer legal (another came first,
// or a previous owner played it) is refused: its seat gets an error, as
// on a single server, then the game's new state as every seat does.
func (r *room) takeForwarded() {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	fs, err := r.srv.cfg.Bus.Forwarded(ctx, r.id)
	if err != nil || len(fs) == 0 {
		if err != nil {
			r.log.Error("read forwarded actions", "err", err)
		}
		return
	}
	for _, f := range fs {
		if !r.alive() {
			return // not stored: the next owner plays what is left
		}
		// The mirror checked the action; this Apply is the one check
		// here, as the game may have moved on since.
		u, err := r.sess.Apply(f.Seat, f.Action, f.Version)
		if err != nil {
			r.refuseForwarded(ctx, f, err)
			continue
		}
		r.advance([]Update{keep(u)})
	}
	if !r.alive() {
		return
	}
	if err := r.srv.cfg.Bus.Handled(ctx, r.id, fs[len(fs)-1].Seq); err != nil {
		r.log.Error("forget forwarded actions", "err", err)
	}
}

// refuseForwarded announces a refused forwarded action on the bus, so that
// the process its seat is connected to tells the seat why (refused).
func (r *room) refuseForwarded(ctx context.Context, f store.Forwarded, err error) {
	r.log.Info("forwarded action refused", "seat", f.Seat+1, "version", f.Version, "err", err)
	if err := r.srv.cfg.Bus.Refused(ctx, r.id, store.Refusal{Seat: f.Seat, Version: f.Version, Code: codeOf(err)}); err != nil {
		r.log.Error("announce a refused action", "err", err)
	}
}

// refused sends the seat's connections here the error for its forwarded
// action the owner refused.
func (r *room) refused(f store.Refusal) {
	text := fmt.Sprintf("the action chosen at version %d was refused: another action came first or it is no longer legal", f.Version)
	for c, l := range r.clients {
		if l.seat == f.Seat {
			r.send(c, errorMessage(r.sess.Version(), f.Code, text))
		}
	}
}

// seated tells the other processes the room's seats changed.
func (r *room) seated() {
	if r.srv.cfg.Bus == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := r.srv.cfg.Bus.Seated(ctx, r.id); err != nil {
		r.log.Error("notify", "err", err)
	}
}

// release gives up the owner's lease as the room closes.
func (r *room) release() {
	if r.srv.cfg.Bus == nil || !r.owner.Load() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := r.srv.cfg.Store.Release(ctx, r.id, r.srv.cfg.Name); err != nil {
		r.log.Error("release the lease", "err", err)
	}
}
