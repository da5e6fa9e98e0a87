package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/panics"
)

// A bug in one game stops that game only. Engine, bot and session code
// runs in three places, and each recovers a panic where it runs: in a
// room's owner (each request, its start and its lease ticks defer
// recoverPanic), in an advice computation (its own goroutine), and where a
// room is rebuilt from the store (Server.loadStored). A panic is logged once
// with its stack and the room's id, the room is marked failed in the
// store with a plain reason (never the panic's text), its connections are
// told with an internal error and closed, and the server refuses the room
// from then on: a failed room is neither resumed nor rebuilt.

// failedRoom refuses a room a bug stopped; reason is what its store
// record says.
type failedRoom struct{ id, reason string }

func (e failedRoom) Error() string {
	return fmt.Sprintf("room %s: %s; it cannot go on", e.id, e.reason)
}

// failureReason is the reason stored for a room a bug stopped at version.
func failureReason(version int) string {
	return fmt.Sprintf("the game stopped on an internal error at version %d", version)
}

// failedRequest stops the owner of a room a bug stopped elsewhere (an
// advice computation): the failure is stored already.
type failedRequest struct{ reason string }

// logPanic logs a recovered panic as one record, with the stack of the
// goroutine that panicked.
func logPanic(log *slog.Logger, p *panics.Error, args ...any) {
	log.Error("room stopped by a panic", append(args, "panic", fmt.Sprint(p.Value), "stack", string(p.Stack))...)
}

// recoverPanic, deferred by the owner around each piece of work, stops
// the room when that work panicked.
func (r *room) recoverPanic() {
	if p := recover(); p != nil {
		logPanic(r.log, &panics.Error{Value: p, Stack: debug.Stack()}, "version", r.meta.Version)
		reason := failureReason(r.meta.Version)
		r.srv.markFailed(r.id, reason)
		r.stopFailed(reason)
	}
}

// stopFailed stops the owner of a room whose failure is stored: its
// clients are told why as it closes.
func (r *room) stopFailed(reason string) {
	r.halt = failedRoom{id: r.id, reason: reason}
	r.stopped = true
}

// haltedRoom is why a room cannot go on, as its clients are told: the
// error code, the reason and the WebSocket status they are closed with.
type haltedRoom interface {
	error
	told() (code, reason string, status websocket.StatusCode)
}

func (e failedRoom) told() (string, string, websocket.StatusCode) {
	return CodeInternal, e.reason, websocket.StatusInternalError
}

func (e closedRoom) told() (string, string, websocket.StatusCode) {
	return CodeClosed, e.reason, CloseRoomClosed
}

// closeStopped tells every client why the room cannot go on (a bug
// stopped it, or it was closed), with the error code, and disconnects it
// with the halt's status: those connected, and those whose hello, action
// or sync the inbox still holds. The owner takes no more requests by then.
func (r *room) closeStopped(halt haltedRoom) {
	code, reason, status := halt.told()
	f := r.encode(errorMessage(int(r.version.Load()), code, reason))
	defer f.release()
	tell := func(c *client) {
		delete(r.clients, c)
		c.queue(f)
		c.kick(status, reason)
	}
	for c := range r.clients {
		tell(c)
	}
	for {
		select {
		case req := <-r.inbox:
			switch q := req.(type) {
			case helloRequest:
				tell(q.client)
			case actRequest:
				tell(q.client)
			case syncRequest:
				tell(q.client)
			}
		default:
			return
		}
	}
}

// closedErr is why a room's owner stopped without answering a request it
// had taken: a bug, its closing, or the server shutting down.
func (r *room) closedErr() error {
	if r.halt != nil {
		return r.halt
	}
	return errShuttingDown
}

// markFailed stores why a bug stopped room id, so that the room is
// refused and not resumed; a store that cannot take it is logged, and the
// room is rebuilt when next asked for.
func (s *Server) markFailed(id, reason string) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := s.cfg.Store.SetFailure(ctx, id, reason); err != nil {
		s.log.Error("store a room's failure", "room", id, "err", err)
	}
}

// loadStored rebuilds a stored room (loadRoom). A room that cannot be
// rebuilt, by an error or a panic, can never be: it is marked failed in
// the store and refused.
func (s *Server) loadStored(meta *store.Room, actions []game.Action) (*room, error) {
	var r *room
	err := panics.Catch(func() (err error) {
		r, err = loadRoom(s, meta, actions)
		return err
	})
	var p *panics.Error
	reason := fmt.Sprintf("the game could not be rebuilt from its stored actions at version %d", meta.Version)
	switch {
	case err == nil:
		return r, nil
	case errors.As(err, new(otherCards)):
		return nil, err // the room is sound: a server with its cards plays it
	case errors.As(err, &p):
		logPanic(s.log, p, "room", meta.ID, "version", meta.Version)
		reason = failureReason(meta.Version)
	default:
		s.log.Error("room not rebuilt", "room", meta.ID, "version", meta.Version, "err", err)
	}
	s.markFailed(meta.ID, reason)
	return nil, failedRoom{id: meta.ID, reason: reason}
}
