// Package server plays Menagerie's games online: rooms for every game with
// people and bots in any seat, an HTTP JSON lobby and a WebSocket protocol
// (docs/protocol.md). Each room has one owner goroutine that applies
// actions through the session core and stores each before telling anyone;
// each seat is told only what its events and observation allow. The store
// is the source of truth: a restarted server rebuilds every unfinished
// room from it.
package server

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/coder/websocket"

	"menagerie/internal/store"
	"menagerie/registry"
)

// Config sets a server up; zero values take the defaults.
type Config struct {
	// Store keeps the rooms (required).
	Store store.Store
	// Log receives the server's structured log (default: discarded).
	Log *slog.Logger
	// Inbox is each room's inbox size (default 64): a request beyond it is
	// answered "busy".
	Inbox int
	// Outbox is each connection's queue of messages (default 256): a
	// client that falls that far behind is disconnected and syncs.
	Outbox int
	// MessagesPerSecond and Burst limit each connection's messages
	// (default 20 a second, bursts of 40).
	MessagesPerSecond float64
	Burst             int
	// LobbyPerSecond and LobbyBurst limit each client address's lobby
	// POSTs (default 2 a second, bursts of 60); more are answered 429.
	LobbyPerSecond float64
	LobbyBurst     int
	// ExemptLoopback lifts the limits kept per client address (lobby
	// POSTs, replay steps, open connections) for loopback addresses: for
	// a load test run on the server's machine, never behind a proxy on
	// it, whose clients would all share its loopback address.
	ExemptLoopback bool
	// IdleRoom is how long a room stays loaded with nobody connected and
	// no turn timer running (default a minute); it is rebuilt from the
	// store when asked for.
	IdleRoom time.Duration
	// Bus links the server processes that share the store (nil: this
	// process alone uses it). With one, a room's owner applies actions
	// only while this process holds the room's lease; otherwise the room
	// mirrors the store and forwards its seats' actions to the process
	// that holds it (docs/architecture.md).
	Bus store.Bus
	// Name is this process's name in the rooms' leases (default: a
	// random one).
	Name string
	// Lease is how long a room's lease lasts unless renewed (default 10
	// seconds); its holder renews it three times a lease, and another
	// process takes the room over once it runs out.
	Lease time.Duration
	// MaxRooms is the most rooms loaded at once (default 5,000): a new
	// room beyond it is refused as busy.
	MaxRooms int
	// SlowStore is the store's moving latency, as the rooms see it, above
	// which new rooms are refused as busy (default 500 ms).
	SlowStore time.Duration
	// StorePatience is how long a room's owner tries a store call again
	// before it gives up and the room stops (default 5 minutes): nobody
	// was told of what it could not store, and the room is rebuilt from
	// the store when next asked for.
	StorePatience time.Duration
	// ReadTimeout bounds reading a request, its headers and its body
	// (default 20 seconds): a client that trickles one is cut off
	// (HTTPServer). A WebSocket, once open, is not bounded by it.
	ReadTimeout time.Duration
	// HelloTimeout is how long a WebSocket may stay open without saying
	// hello (default 10 seconds); it is then closed with
	// CloseHelloTimeout.
	HelloTimeout time.Duration
	// MaxConns and MaxConnsPerAddress cap the WebSockets open at once,
	// in all (default: three quarters of the files the process may open,
	// at most 10,000) and from one client address (default 64); one more
	// is answered 503 before it is upgraded.
	MaxConns           int
	MaxConnsPerAddress int
	// WatchLive shows spectators the games in play as they are played,
	// without the games' delay (WatchDelay): for a server among friends
	// and for tests.
	WatchLive bool
	// QueueWait is how long a person waits in a quick-match queue before
	// bots of the level the person chose fill the empty seats (default
	// 20 seconds).
	QueueWait time.Duration
	// QueueIdle is how long a waiting entry stays in its queue after its
	// holder last asked for it (default 30 seconds): a person who closed
	// the page is never seated.
	QueueIdle time.Duration
	// ChallengeTTL is how long a challenge waits for its answer before it
	// expires and its room is closed (default 10 minutes).
	ChallengeTTL time.Duration
	// Cards are the designers' card sets new rooms of their games are
	// played with (none: every game plays its built-in cards).
	Cards CardSets
}

// Server is the game server.
type Server struct {
	cfg   Config
	log   *slog.Logger
	mu    sync.Mutex
	rooms map[string]*room
	// creating counts the new rooms admitted and not loaded yet: they
	// count against MaxRooms, so that rooms created at once cannot all
	// pass the limit.
	creating int
	closing  bool
	clients  map[*client]struct{}
	conns    sync.WaitGroup
	// sockets counts the open WebSockets, to cap them.
	sockets *socketCounter
	// lobby limits each client address's lobby POSTs.
	lobby *addressLimiter
	// replays limits each client address's replay steps, each of
	// which replays a finished game from its start.
	replays *addressLimiter
	// unlisten stops the bus's listener; listened is closed once it has.
	unlisten context.CancelFunc
	listened chan struct{}
	// hearing is closed once the bus's listener first hears notices.
	hearing chan struct{}
	// load measures what the games in play wait for, to refuse new
	// rooms before they suffer.
	load load
	// advice runs the Card Battle advice computations.
	advice advisors
	// results keeps the finished games' results the lobby shows.
	results results
	// cardChecks remembers which rooms were made with other cards.
	cardChecks cardChecks
	// games is what GET /api/games answers, worked out once on the
	// server's cards.
	games []GameInfo
	// matcher forms the quick matches.
	matcher *matcher
	// stopSweep, closed by Shutdown, stops the expiry of challenges;
	// swept is closed once it has stopped.
	stopSweep, swept chan struct{}
}

// errShuttingDown refuses new rooms and connections during a shutdown.
var errShuttingDown = errors.New("the server is shutting down")

// errRoomClosed: the room's owner takes no more requests; the server
// rebuilds the room from the store on the next one.
var errRoomClosed = errors.New("the room has closed")

// errNotOver refuses what only a finished game has (its record, a rematch).
var errNotOver = errors.New("the game is not over")

// defaultMaxConns is the cap on open WebSockets for a process that may
// open limit files (0: unknown): three quarters of them, leaving the rest
// for the lobby's connections, the store and the log, and at most 10,000.
func defaultMaxConns(limit int) int {
	if limit <= 0 {
		return 10000
	}
	return max(1, min(10000, limit*3/4))
}

// New makes a server over a store.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("server: no store")
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Inbox <= 0 {
		cfg.Inbox = 64
	}
	if cfg.Outbox <= 0 {
		cfg.Outbox = 256
	}
	if cfg.MessagesPerSecond <= 0 {
		cfg.MessagesPerSecond = 20
	}
	if cfg.Burst <= 0 {
		cfg.Burst = 40
	}
	if cfg.LobbyPerSecond <= 0 {
		cfg.LobbyPerSecond = 2
	}
	if cfg.LobbyBurst <= 0 {
		cfg.LobbyBurst = 60
	}
	if cfg.IdleRoom <= 0 {
		cfg.IdleRoom = time.Minute
	}
	if cfg.Name == "" {
		cfg.Name = rand.Text()
	}
	if cfg.Lease <= 0 {
		cfg.Lease = 10 * time.Second
	}
	if cfg.MaxRooms <= 0 {
		cfg.MaxRooms = 5000
	}
	if cfg.SlowStore <= 0 {
		cfg.SlowStore = 500 * time.Millisecond
	}
	if cfg.StorePatience <= 0 {
		cfg.StorePatience = 5 * time.Minute
	}
	if cfg.ReadTimeout <= 0 {
		cfg.ReadTimeout = 20 * time.Second
	}
	if cfg.HelloTimeout <= 0 {
		cfg.HelloTimeout = 10 * time.Second
	}
	if cfg.MaxConns <= 0 {
		cfg.MaxConns = defaultMaxConns(openFileLimit())
	}
	if limit := openFileLimit(); limit > 0 && cfg.MaxConns > limit {
		cfg.Log.Warn("more connections allowed than files the process may open: the lobby may stop answering before the cap refuses sockets",
			"max_conns", cfg.MaxConns, "open_files", limit)
	}
	if cfg.MaxConnsPerAddress <= 0 {
		cfg.MaxConnsPerAddress = 64
	}
	if cfg.QueueWait <= 0 {
		cfg.QueueWait = 20 * time.Second
	}
	if cfg.QueueIdle <= 0 {
		cfg.QueueIdle = 30 * time.Second
	}
	if cfg.ChallengeTTL <= 0 {
		cfg.ChallengeTTL = 10 * time.Minute
	}
	s := &Server{cfg: cfg, log: cfg.Log, rooms: map[string]*room{}, clients: map[*client]struct{}{},
		lobby:      newAddressLimiter(cfg.LobbyPerSecond, cfg.LobbyBurst, cfg.ExemptLoopback),
		replays:    newAddressLimiter(replaysPerSecond, replayBurst, cfg.ExemptLoopback),
		sockets:    newSocketCounter(cfg.MaxConns, cfg.MaxConnsPerAddress, cfg.ExemptLoopback),
		cardChecks: cardChecks{why: map[string]string{}}}
	for _, e := range registry.Games() {
		s.games = append(s.games, cfg.Cards.info(e))
	}
	if cfg.Bus != nil {
		s.listen()
	}
	s.matcher = newMatcher()
	go s.runMatcher()
	s.stopSweep, s.swept = make(chan struct{}), make(chan struct{})
	go s.sweepChallenges()
	return s, nil
}

// resumeProgress is how often Resume logs how far it has come.
const resumeProgress = 2 * time.Second

// Resume rebuilds every unfinished room from the store and lets each go
// on (bots and chance play, timers run again). It may run while the
// server serves: a room asked for meanwhile is rebuilt on demand. A room
// that cannot be rebuilt is marked failed (Server.loadStored) and counted; one
// made with other cards than the server's is refused, logged and left as
// it is (otherCards); one the store cannot give now is logged and left to
// be rebuilt when asked for. Then it applies the results of finished rated games that a
// process stopped before applying. It stops early when ctx ends or the
// server shuts down.
func (s *Server) Resume(ctx context.Context) error {
	s.awaitHearing(ctx)
	ids, err := s.cfg.Store.Unfinished(ctx)
	if err != nil {
		return fmt.Errorf("server: list unfinished rooms: %w", err)
	}
	s.log.Info("resuming rooms", "unfinished", len(ids))
	resumed, failed, refused, left := 0, 0, 0, 0
	last := time.Now()
loop:
	for _, id := range ids {
		_, err := s.room(ctx, id)
		switch {
		case err == nil:
			resumed++
		case errors.As(err, new(failedRoom)), errors.As(err, new(closedRoom)):
			failed++
		case errors.As(err, new(otherCards)):
			refused++
			s.log.Warn("room refused", "room", id, "reason", err)
		case errors.Is(err, errShuttingDown), ctx.Err() != nil:
			break loop
		default:
			left++
			s.log.Error("room not resumed", "room", id, "err", err)
		}
		if time.Since(last) >= resumeProgress {
			last = time.Now()
			s.log.Info("resuming rooms", "resumed", resumed, "failed", failed, "unfinished", len(ids))
		}
	}
	s.log.Info("rooms resumed", "rooms", resumed, "failed", failed, "not_resumed", left, "unfinished", len(ids), "other_cards", refused)
	if ctx.Err() == nil {
		s.rateUnrated(ctx)
	}
	return nil
}

// room returns the room with that id, rebuilding it from the store and
// starting its owner when it is not running; a room a bug stopped is
// refused (failedRoom). A room that has closed is
// waited for, so that one owner at a time has a room. No lock is held
// across the store: two callers may both rebuild, and the second's copy is
// dropped.
func (s *Server) room(ctx context.Context, id string) (*room, error) {
	for {
		s.mu.Lock()
		r, closing := s.rooms[id], s.closing
		s.mu.Unlock()
		switch {
		case closing:
			return nil, errShuttingDown
		case r != nil && !r.isClosed():
			return r, nil
		case r != nil:
			select {
			case <-r.done:
				continue // it has let the server forget it
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		meta, err := s.cfg.Store.Room(ctx, id)
		if err != nil {
			return nil, err
		}
		if err := stoppedRoom(meta); err != nil {
			return nil, err
		}
		actions, err := s.cfg.Store.Actions(ctx, id, 0)
		if err != nil {
			return nil, err
		}
		if r, err = s.loadStored(meta, actions); err != nil {
			return nil, err
		}
		owner, err := s.lease(ctx, id)
		if err != nil {
			return nil, err
		}
		r.owner.Store(owner)
		s.mu.Lock()
		if s.closing || s.rooms[id] != nil {
			s.mu.Unlock()
			continue
		}
		s.rooms[id] = r
		s.mu.Unlock()
		go r.run()
		return r, nil
	}
}

// post hands a request to the room with that id, rebuilding the room when
// it closed in between; errBusy when its inbox is full.
func (s *Server) post(ctx context.Context, id string, req request) (*room, error) {
	for {
		r, err := s.room(ctx, id)
		if err != nil {
			return nil, err
		}
		if err := r.post(req); !errors.Is(err, errRoomClosed) {
			return r, err
		}
	}
}

// track counts a connection's client in until its end; false during a
// shutdown.
func (s *Server) track(c *client) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closing {
		return false
	}
	s.clients[c] = struct{}{}
	s.conns.Add(1)
	return true
}

// untrack counts a connection's client out.
func (s *Server) untrack(c *client) {
	s.mu.Lock()
	delete(s.clients, c)
	s.mu.Unlock()
	s.conns.Done()
}

// forget drops a stopped room, so that the next request rebuilds it from
// the store.
func (s *Server) forget(r *room) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rooms[r.id] == r {
		delete(s.rooms, r.id)
	}
}

// create stores a new room from a set-up and starts it, so that bots and
// chance play at once, unless the server is too busy (admit).
func (s *Server) create(setup Setup) (*store.Room, error) {
	return s.make(setup, s.cfg.Store.CreateRoom)
}

// make is create with the store's write given: save stores the room made
// from the set-up (ErrConflict when its code is taken, and another is
// drawn).
func (s *Server) make(setup Setup, save func(context.Context, *store.Room) error) (*store.Room, error) {
	s.mu.Lock()
	closing := s.closing
	s.mu.Unlock()
	if closing {
		return nil, errShuttingDown
	}
	if err := s.admit(); err != nil {
		s.log.Info("room refused", "reason", err.reason)
		return nil, err
	}
	defer s.created()
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	for tries := 0; ; tries++ {
		meta, err := newRoom(setup, s.cfg.Cards, time.Now())
		if err != nil {
			return nil, badRequest{err}
		}
		err = save(ctx, meta)
		if errors.Is(err, store.ErrConflict) && tries < 3 {
			continue // a code taken already: draw another
		}
		if err != nil {
			return nil, err
		}
		if _, err := s.room(ctx, meta.ID); err != nil {
			return nil, err
		}
		s.log.Info("room created", "room", meta.ID, "code", meta.Code, "game", meta.Game, "players", len(meta.Seats))
		return meta, nil
	}
}

// storedRoom reads a room from the store, for a rematch made before.
func (s *Server) storedRoom(id string) rematchReply {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	r, err := s.cfg.Store.Room(ctx, id)
	return rematchReply{room: r, err: err}
}

// Shutdown stops taking rooms, lets every room handle what its inbox holds
// and closes its connections, then waits for the connections to end or
// ctx to be done. Call it after http.Server.Shutdown, which does not wait
// for WebSocket connections.
func (s *Server) Shutdown(ctx context.Context) error {
	defer s.stopListening()
	s.mu.Lock()
	first := !s.closing
	s.closing = true
	if first {
		close(s.matcher.stop)
		close(s.stopSweep)
	}
	rooms := make([]*room, 0, len(s.rooms))
	for _, r := range s.rooms {
		rooms = append(rooms, r)
	}
	s.mu.Unlock()
	for _, r := range rooms {
		if first {
			close(r.quit)
		}
	}
	select {
	case <-s.matcher.done: // it makes no more rooms
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case <-s.swept: // it closes no more rooms
	case <-ctx.Done():
		return ctx.Err()
	}
	for _, r := range rooms {
		select {
		case <-r.done:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	s.mu.Lock()
	for c := range s.clients {
		c.kick(websocket.StatusGoingAway, "the server is shutting down: reconnect in a moment")
	}
	s.mu.Unlock()
	conns := make(chan struct{})
	go func() { s.conns.Wait(); close(conns) }()
	select {
	case <-conns:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
