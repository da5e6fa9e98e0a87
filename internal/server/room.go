package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/session"
)

// storeTimeout bounds one store call made by a room's owner.
const storeTimeout = 10 * time.Second

// room is one game and its owner: a goroutine (run) that alone touches the
// session, the stored room and the clients, fed through a bounded inbox.
// A full inbox answers "busy"; a request it took is always handled.
type room struct {
	srv     *Server
	id      string
	log     *slog.Logger
	meta    *store.Room
	game    game.Game
	schema  int // the version of the game's declared model
	events  *eventForms
	sess    *session.Session
	history []Update // history[v] led to version v+1
	// watched is the version spectators see, and lag the session they
	// see it from while it is behind the room's; delay is how many seat
	// decisions they are kept behind while the game is in play, from the
	// seats (watch.go).
	watched int
	lag     *session.Session
	delay   int
	opening Update
	enc     messageEncoder
	texts   textCache
	clients map[*client]listener
	timer   *time.Timer
	stopped bool // a store write failed (the session may be ahead of the store), or a bug
	// halt says why the room cannot go on: a bug stopped it (failedRoom,
	// failure.go) or it was closed before its game went on (closedRoom,
	// closed.go); nil while it goes on.
	halt haltedRoom
	// owner is set while this process holds the room's lease (always
	// when it is alone on its store); otherwise the room mirrors the
	// store (cluster.go). Only the room's goroutine sets it; the
	// server's lease keeper reads it.
	owner atomic.Bool
	// waiting is set while the owner tries a store call again
	// (storeretry.go): requests that would change the room are refused.
	waiting atomic.Bool

	inbox   chan request
	mu      sync.Mutex    // guards closed, for post
	closed  bool          // the owner takes no more requests
	quit    chan struct{} // closed to stop the owner after its inbox
	done    chan struct{} // closed when the owner has stopped
	version atomic.Int64  // the session's version, for messages sent elsewhere
}

// Update is one action as the server keeps it: its version afterwards,
// who acted (a seat, game.Chance, or game.Nobody for the set-up) and its
// events in full. It is only ever sent redacted for its receiver.
type Update struct {
	Version int          `json:"version"`
	Actor   game.Player  `json:"actor"`
	Events  []game.Event `json:"events"`
	// Texts are the events in words as the receiver may know them (""
	// for an event the game tells no sentence of): set only when sent.
	Texts []string `json:"texts,omitempty"`
	// action is the action played: stored, never sent (it may name a
	// card hidden from the other seats).
	action game.Action
	// named, set on a copy made for one receiver, sends the events in
	// their named form (wireevent.go).
	named *eventForms
	// timedOut is set when the server played the action because the
	// actor's turn ran out.
	timedOut bool
}

// listener is a client that said hello: the seat it plays (game.Spectator
// to watch) and the version of the messages it reads.
type listener struct {
	seat     game.Player
	protocol int
	parts    session.ViewParts // the parts of a view it reads
}

// request is something the owner does for a client, the lobby or a timer.
type request any

type (
	// helloRequest claims a seat by a token's hash (nil: watch), for
	// messages of a protocol version.
	helloRequest struct {
		client   *client
		hash     []byte
		protocol int
		parts    session.ViewParts // what the client reads of a view
	}
	// actRequest plays an action for the client's seat.
	actRequest struct {
		client  *client
		version int
		action  game.Action
	}
	// syncRequest asks for the updates after version from.
	syncRequest struct {
		client *client
		from   int
	}
	// goneRequest forgets a client whose connection ended.
	goneRequest struct{ client *client }
	// handOverRequest gives the seat a token claims to a bot.
	handOverRequest struct {
		hash  []byte
		reply chan handOverReply
	}
	// joinRequest hands a free person's seat (seat -1: the first free
	// one) a new token, and a name if given; kept claims the seat kept
	// for the player by a challenge the player accepted.
	joinRequest struct {
		seat   int
		name   string
		player *store.Player // nil: not a registered player
		kept   bool
		reply  chan joinReply
	}
	// rematchRequest makes (once) a room that replays this one's set-up.
	rematchRequest struct{ reply chan rematchReply }
	// timeoutRequest is a turn timer running out at a version.
	timeoutRequest struct{ version int }
)

type joinReply struct {
	seat  int
	code  string
	token string
	err   error
}

type handOverReply struct {
	seat int
	err  error
}

type rematchReply struct {
	room *store.Room
	err  error
}

// loadRoom rebuilds a stored room: its game from the stored actions, each
// update kept for clients that catch up.
func loadRoom(srv *Server, meta *store.Room, actions []game.Action) (*room, error) {
	g, bots, err := roomGame(meta, srv.cfg.Cards)
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", meta.ID, err)
	}
	sess, err := session.Load(session.Config{Game: g, Bots: bots, Events: true}, roomRecord(meta, actions))
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", meta.ID, err)
	}
	log := srv.log.With("room", meta.ID, "game", meta.Game)
	r := &room{
		srv: srv, id: meta.ID, log: log,
		meta: meta, game: g, schema: schemaVersion(meta.Game), events: newEventForms(schemaOf(meta.Game), log), sess: sess,
		delay:   srv.seatsDelay(meta.Game, meta.Seats),
		clients: map[*client]listener{},
		texts:   textCache{},
		inbox:   make(chan request, srv.cfg.Inbox),
		quit:    make(chan struct{}), done: make(chan struct{}),
	}
	r.owner.Store(srv.cfg.Bus == nil)
	r.opening = keep(sess.Opening())
	for sess.Queued() > 0 {
		u, _, err := sess.Step()
		if err != nil {
			return nil, fmt.Errorf("room %s: %w", meta.ID, err)
		}
		r.history = append(r.history, keep(u))
	}
	r.version.Store(int64(sess.Version()))
	if _, err := r.watchUp(); err != nil {
		return nil, fmt.Errorf("room %s: %w", meta.ID, err)
	}
	return r, nil
}

// keep copies an update's events, which the session reuses.
func keep(u session.Update) Update {
	return Update{Version: u.Version, Actor: u.Actor, Events: append([]game.Event(nil), u.Events...), action: u.Action}
}

// post hands the owner a request without waiting: errBusy when the
// inbox is full, errSaving for one that would change the room while it
// waits for the store, errRoomClosed once the owner takes no more.
func (r *room) post(req request) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return errRoomClosed
	}
	if r.waiting.Load() && changes(req) {
		return errSaving
	}
	select {
	case r.inbox <- req:
		return nil
	default:
		return errBusy
	}
}

// changes reports whether a request asks to change the room: an action,
// a join, a seat handed to a bot, a rematch.
func changes(req request) bool {
	switch req.(type) {
	case actRequest, joinRequest, handOverRequest, rematchRequest:
		return true
	}
	return false
}

// isClosed reports whether the owner takes no more requests.
func (r *room) isClosed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.closed
}

// run is the owner: it plays what bots and chance play now, then handles
// requests until told to stop, a store write fails, or it has been idle
// for the server's idle time. It then takes no
// more requests, handles those its inbox still holds, closes its
// connections, and lets the server forget it.
func (r *room) run() {
	defer close(r.done)
	defer r.srv.forget(r)
	r.start()
	reason := "the room stopped: reconnect in a moment"
	idle := time.NewTimer(r.srv.cfg.IdleRoom)
	defer idle.Stop()
	var leases <-chan time.Time
	if r.srv.cfg.Bus != nil {
		t := time.NewTicker(r.srv.cfg.Lease / 3)
		defer t.Stop()
		leases = t.C
	}
loop:
	for r.alive() {
		if !r.idle() {
			idle.Reset(r.srv.cfg.IdleRoom)
		}
		select {
		case req := <-r.inbox:
			r.handle(req)
		case <-leases:
			r.tryLease()
		case <-idle.C:
			if r.idle() {
				break loop
			}
		case <-r.quit:
			reason = "the server is shutting down: reconnect in a moment"
			break loop
		}
	}
	r.stopTimer()
	r.mu.Lock()
	r.closed = true
	r.mu.Unlock()
	for drained := false; !drained && r.alive(); {
		select {
		case req := <-r.inbox:
			r.handle(req)
		default:
			drained = true
		}
	}
	if r.halt != nil {
		r.closeStopped(r.halt)
	} else {
		r.closeClients(reason)
	}
	r.release()
}

// start has an owner play what bots and chance play now, with the actions
// forwarded meanwhile, and time the turn.
func (r *room) start() {
	defer r.recoverPanic()
	if !r.owner.Load() {
		return
	}
	if r.srv.cfg.Bus != nil {
		r.takeForwarded()
	}
	r.startTimerIfDue()
	r.advance(nil)
}

// idle reports whether nobody is connected to the room and no turn timer
// runs: the room can close, to be rebuilt from the store when asked for.
// Bots and chance never wait, so they have nothing left to do.
func (r *room) idle() bool { return len(r.clients) == 0 && r.timer == nil }

// alive reports whether the room can go on: a failed store write stops it
// (its session may be ahead of the store), and the server forgets it so
// that the next client rebuilds it from the store; a bug stops it for
// good (failure.go).
func (r *room) alive() bool { return !r.stopped }

// handle does one request; a panic stops the room.
func (r *room) handle(req request) {
	defer r.recoverPanic()
	switch q := req.(type) {
	case helloRequest:
		r.hello(q)
	case actRequest:
		r.act(q)
	case syncRequest:
		r.sync(q)
	case goneRequest:
		delete(r.clients, q.client)
	case handOverRequest:
		seat, err := r.handOver(q.hash)
		q.reply <- handOverReply{seat: seat, err: err}
	case joinRequest:
		q.reply <- r.join(q)
	case rematchRequest:
		q.reply <- r.rematch()
	case adviceRequest:
		q.reply <- r.advise(q)
	case timeoutRequest:
		r.timeout(q.version)
	case noticeRequest:
		r.noticed(q.notice)
	case leaseLostRequest:
		r.fail(q.err)
	case failedRequest:
		r.stopFailed(q.reason)
	case closeRequest:
		r.stopClosed(q.reason)
	}
}

// hello seats a client by its token's hash, or as a spectator without one,
// and sends it its view. A seat is played from one connection: the
// newer takes it, and the older is closed.
func (r *room) hello(q helloRequest) {
	if _, again := r.clients[q.client]; again {
		r.send(q.client, errorMessage(r.sess.Version(), CodeNoHello, "this connection has said hello already"))
		return
	}
	seat := game.Spectator
	if q.hash != nil {
		seat = r.seatOf(q.hash)
		if seat == game.Nobody && r.srv.cfg.Bus != nil {
			r.refresh() // a join elsewhere may not have been told yet
			seat = r.seatOf(q.hash)
		}
		if seat == game.Nobody {
			r.send(q.client, errorMessage(r.sess.Version(), CodeBadToken, "the token claims no seat of this room"))
			return
		}
	}
	if seat != game.Spectator {
		r.closeSeat(seat, CloseSeatTaken, "the seat was taken by a newer connection")
	}
	if seat == game.Spectator {
		if err := r.lagTo(r.watched); err != nil { // the replay is kept only while a spectator watches
			r.fail(err)
			r.send(q.client, errorMessage(r.sess.Version(), CodeUnavailable, "this game cannot be watched now"))
			return
		}
	}
	q.client.greeted()
	l := listener{seat: seat, protocol: q.protocol, parts: q.parts}
	r.clients[q.client] = l
	r.tell(q.client, r.news(l, nil))
}

// seatOf returns the seat a token's hash claims, or game.Nobody.
func (r *room) seatOf(hash []byte) game.Player {
	for i, s := range r.meta.Seats {
		if sameHash(s.TokenHash, hash) {
			return game.Player(i)
		}
	}
	return game.Nobody
}

// act plays a client's action: checked once by the session (Apply refuses
// it with the game unchanged), stored, then told.
func (r *room) act(q actRequest) {
	l, ok := r.clients[q.client]
	seat := l.seat
	switch {
	case !ok:
		r.send(q.client, errorMessage(r.sess.Version(), CodeNoHello, "say hello with the seat's token before acting"))
		return
	case seat == game.Spectator:
		r.send(q.client, errorMessage(r.sess.Version(), CodeSpectator, "a spectator holds no seat: join the room for a token"))
		return
	}
	if !r.owner.Load() {
		// A mirror checks the action before forwarding it; the owner's
		// Apply of it (takeForwarded) is then the one check in its process.
		if err := r.sess.Check(seat, q.action, q.version); err != nil {
			r.send(q.client, errorMessage(r.sess.Version(), codeOf(err), err.Error()))
			return
		}
		r.forward(q.client, seat, q)
		return
	}
	u, err := r.sess.Apply(seat, q.action, q.version)
	if err != nil {
		r.send(q.client, errorMessage(r.sess.Version(), codeOf(err), err.Error()))
		return
	}
	r.advance([]Update{keep(u)})
}

// advance stores the updates (the first already played), plays on while
// bots or chance are to act, storing each, and only then tells every
// client, and sets the turn timer; only the owner does.
func (r *room) advance(played []Update) {
	if !r.owner.Load() {
		return // a mirror plays nothing: the owner stores what is played
	}
	stored := 0
	for {
		for ; stored < len(played); stored++ {
			if err := r.commit(played[stored]); err != nil {
				r.fail(err)
				return
			}
		}
		u, ok, err := r.sess.Step()
		if err != nil {
			r.fail(err)
			return
		}
		if !ok {
			break
		}
		played = append(played, keep(u))
	}
	if len(played) == 0 {
		return
	}
	r.history = append(r.history, played...)
	r.version.Store(int64(r.sess.Version()))
	r.broadcast(played)
	r.startTimerIfDue()
}

// commit appends an update's action to the store with the seats' new
// deadlines and, at the end, the outcome, trying again while the store is
// slow (persist). Seats changed meanwhile by another process (a join) are
// read again and the append retried.
func (r *room) commit(u Update) error {
	var c store.Change
	if r.sess.Over() {
		rec := r.sess.Record()
		if err := rec.Seal(); err != nil {
			return err
		}
		c.Over, c.Outcome = true, rec.Outcome
	}
	version := u.Version - 1
	for tries := 1; ; tries++ {
		var landed *store.Room
		err := r.persist(func(ctx context.Context, again bool) error {
			if r.meta.TurnTimer > 0 { // the deadline counts from this try
				c.Seats, c.Was = r.seatsAfter(u, time.Now()), r.meta.Seats
			}
			err := r.srv.cfg.Store.Append(ctx, r.id, version, u.action, c)
			if again && errors.Is(err, store.ErrConflict) {
				var lerr error
				if landed, lerr = r.appended(ctx, version, u.action); lerr != nil || landed != nil {
					return lerr
				}
			}
			return err
		})
		if err == nil {
			if landed != nil { // an earlier try stored it, with its deadline
				c.Seats = landed.Seats
			}
			break
		}
		if c.Seats == nil || !errors.Is(err, store.ErrConflict) || tries == deadlineTries || !r.rereadSeats(version) {
			return fmt.Errorf("store action %d: %w", version, err)
		}
	}
	r.meta.Version = u.Version
	if c.Seats != nil {
		r.meta.Seats = c.Seats
	}
	r.meta.Over, r.meta.Outcome = c.Over, c.Outcome
	if c.Over {
		r.srv.rate(r.meta)
	}
	return nil
}

// appended reads the room after an append at version came back as a
// conflict following a try whose outcome was unknown: it returns the
// stored room when that try stored action a there, else nil.
func (r *room) appended(ctx context.Context, version int, a game.Action) (*store.Room, error) {
	meta, err := r.srv.cfg.Store.Room(ctx, r.id)
	if err != nil || meta.Version <= version {
		return nil, err
	}
	actions, err := r.srv.cfg.Store.Actions(ctx, r.id, version)
	if err != nil || len(actions) == 0 || actions[0] != a {
		return nil, err
	}
	return meta, nil
}

// deadlines returns the seats with a deadline of now plus the turn timer
// for the person to act, and none for the others.
func (r *room) deadlines(now time.Time) []store.Seat {
	return r.withDeadlines(append([]store.Seat(nil), r.meta.Seats...), now)
}

// withDeadlines sets the deadlines of seats, the room's seats as they will
// be: now plus the turn timer for the person to act, none for the others
// nor once the game is over (the session then has no seat to act, forfeits'
// end included).
func (r *room) withDeadlines(seats []store.Seat, now time.Time) []store.Seat {
	p := r.sess.ToAct()
	for i := range seats {
		seats[i].Deadline = time.Time{}
		if game.Player(i) == p && seats[i].Bot == "" {
			seats[i].Deadline = now.Add(r.meta.TurnTimer)
		}
	}
	return seats
}

// fail stops the room after an error it cannot go on from.
func (r *room) fail(err error) {
	r.log.Error("room stopped", "version", r.sess.Version(), "err", err)
	r.stopped = true
}

// broadcast tells every client the updates, as its seat may see them,
// and its view after them; each seat's messages of each protocol are
// built once.
func (r *room) broadcast(updates []Update) {
	watched, err := r.watchUp()
	if err != nil {
		r.fail(err)
		return
	}
	told := map[listener][]*frame{}
	for c, l := range r.clients {
		seen := updates
		if l.seat == game.Spectator {
			if len(watched) == 0 {
				continue // what spectators may see has not moved
			}
			seen = watched
		}
		msgs, ok := told[l]
		if !ok {
			msgs = r.news(l, seen)
			told[l] = msgs
		}
		r.deliverAll(c, msgs)
	}
	for _, msgs := range told {
		releaseAll(msgs)
	}
}

// news encodes what a listener is told of updates and of its view after
// them, in the form of its protocol: one update message with the events
// by field name (version 2), or an events message then a state, the
// events by position (version 1). After a hello updates is
// nil: version 2 sends an empty list, version 1 the state alone.
func (r *room) news(l listener, updates []Update) []*frame {
	m := r.stateMessage(l)
	if m.Type == MsgError {
		return []*frame{r.encode(m)}
	}
	seen := r.seen(l.seat, updates)
	switch {
	case l.protocol == ProtocolUpdate:
		m.Type, m.Updates = MsgUpdate, r.events.named(seen)
		return []*frame{r.encode(m)}
	case updates == nil:
		return []*frame{r.encode(m)}
	}
	return []*frame{r.encode(ServerMessage{Type: MsgEvents, Version: m.Version, Updates: seen}), r.encode(m)}
}

// seen gives the updates as seat (or the spectator) may see them, with
// their sentences; never nil.
func (r *room) seen(seat game.Player, updates []Update) []Update {
	out := make([]Update, len(updates))
	for i, u := range updates {
		events := session.Update{Events: u.Events}.Seen(seat, make([]game.Event, 0, len(u.Events)))
		out[i] = Update{Version: u.Version, Actor: u.Actor, Events: events, Texts: r.texts.texts(r.game, events)}
	}
	return out
}

// stateMessage gives a listener (a seat or the spectator) its view of the
// game now, with its table view when it asked for them.
func (r *room) stateMessage(l listener) ServerMessage {
	sess := r.viewed(l.seat)
	v, err := sess.ViewOf(l.seat, l.parts)
	if err != nil { // the seats come from the room: only a bug gets here
		return errorMessage(sess.Version(), CodeUnavailable, err.Error())
	}
	m := ServerMessage{Type: MsgState, Version: v.Version, Schema: r.schema, View: &v, Over: sess.Over(), Forfeits: sess.Forfeits()}
	if m.Over {
		m.Returns = sess.Returns()
		m.Winners = winners(m.Returns)
	}
	if l.seat == game.Spectator {
		m.Behind = r.watchDelay()
	}
	return m
}

// sync sends a client every update after version from, and its view.
func (r *room) sync(q syncRequest) {
	l, ok := r.clients[q.client]
	switch {
	case !ok:
		r.send(q.client, errorMessage(r.sess.Version(), CodeNoHello, "say hello before asking to sync"))
		return
	}
	top := r.viewed(l.seat).Version()
	if q.from > top {
		r.send(q.client, errorMessage(top, CodeBadMessage, fmt.Sprintf("sync from %d: the game is at version %d", q.from, top)))
		return
	}
	// A list even when empty: a sync is told its updates, none or some.
	updates := make([]Update, 0, top-q.from+1)
	if q.from == 0 {
		updates = append(updates, r.opening)
	}
	updates = append(updates, r.history[q.from:top]...)
	r.tell(q.client, r.news(l, updates))
}

// rematch makes the room that replays this one's set-up with a new seed,
// or returns the one made before.
func (r *room) rematch() rematchReply {
	if r.meta.Rematch != "" {
		return r.srv.storedRoom(r.meta.Rematch)
	}
	if !r.sess.Over() {
		return rematchReply{err: fmt.Errorf("a rematch is made once the game is over: %w", errNotOver)}
	}
	seats := make([]SeatSetup, len(r.meta.Seats))
	for i, s := range r.meta.Seats {
		seats[i] = SeatSetup{Bot: s.Bot, Name: s.Name}
		if r.meta.Rated && s.Player != "" {
			seats[i].Bot = "" // a player who left: a person's seat again, as rated rooms seat
		}
	}
	next, err := r.srv.create(Setup{Game: r.meta.Game, Options: r.meta.Options, Seats: seats,
		TurnTimer: int(r.meta.TurnTimer / time.Second), OnTimeout: r.meta.OnTimeout, ForfeitAfter: &r.meta.ForfeitAfter,
		Public: r.meta.Public, Rated: r.meta.Rated})
	if err != nil {
		return rematchReply{err: err}
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := r.srv.cfg.Store.SetRematch(ctx, r.id, next.ID); err != nil {
		return rematchReply{err: err}
	}
	r.meta.Rematch = next.ID
	return rematchReply{room: next}
}

// encode marshals a message into a frame the caller holds once; the
// messages are the server's own types.
func (r *room) encode(m ServerMessage) *frame {
	f, err := r.enc.encode(&m)
	if err != nil {
		r.log.Error("encode message", "type", m.Type, "err", err)
		b, _ := json.Marshal(errorMessage(m.Version, CodeUnavailable, "the server could not encode a message"))
		f = frameOf(b)
	}
	return f
}

// send encodes and delivers one message to one client.
func (r *room) send(c *client, m ServerMessage) bool { return r.tell(c, []*frame{r.encode(m)}) }

// tell delivers a client messages made for it alone, and releases them;
// false when the client is gone.
func (r *room) tell(c *client, msgs []*frame) bool {
	defer releaseAll(msgs)
	return r.deliverAll(c, msgs)
}

// deliver queues a message for a client; a client that cannot keep up is
// disconnected (it reconnects and syncs), so the room never waits on one.
func (r *room) deliver(c *client, f *frame) bool {
	if c.queue(f) {
		return true
	}
	delete(r.clients, c)
	c.kick(websocket.StatusTryAgainLater, "too slow to read the game's messages: reconnect and sync")
	return false
}

// deliverAll queues a client's messages in order, until one cannot be
// (the client is then gone, and deliverAll returns false).
func (r *room) deliverAll(c *client, msgs []*frame) bool {
	for _, f := range msgs {
		if !r.deliver(c, f) {
			return false
		}
	}
	return true
}

// closeClients disconnects every client with a reason.
func (r *room) closeClients(reason string) {
	for c := range r.clients {
		delete(r.clients, c)
		c.kick(websocket.StatusGoingAway, reason)
	}
}
