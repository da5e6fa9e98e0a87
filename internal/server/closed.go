package server

import (
	"context"
	"fmt"

	"menagerie/internal/store"
)

// The room made for a challenge is closed when the challenge is declined,
// cancelled or expires: its game never went on. This is not a failure:
// the store marks the room closed with the reason (CloseRoom), the server
// refuses it from then on (410) with the code closed, and its clients are
// told so and disconnected (CloseRoomClosed), in every process it runs
// in: the process that closes it tells the others on the bus.

// closedRoom refuses a room closed before its game went on; reason is
// what its store record says.
type closedRoom struct{ id, reason string }

func (e closedRoom) Error() string {
	return fmt.Sprintf("room %s is closed: %s", e.id, e.reason)
}

// closeRequest stops the owner of a room closed by a request it did not
// take (a challenge's answer, its expiry): the closing is stored already.
type closeRequest struct{ reason string }

// stoppedRoom is why a stored room cannot go on, or nil: a bug stopped it, or
// it was closed.
func stoppedRoom(meta *store.Room) error {
	switch {
	case meta.Failure == "":
		return nil
	case meta.Closed:
		return closedRoom{id: meta.ID, reason: meta.Failure}
	}
	return failedRoom{id: meta.ID, reason: meta.Failure}
}

// closeRoom closes the room of a challenge not taken: the store marks it
// so that it is refused and not resumed, with the reason, the other
// processes on the bus are told, and its owner here stops. A store that
// cannot take it is logged, and the room goes on when next asked for.
func (s *Server) closeRoom(id, reason string) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := s.cfg.Store.CloseRoom(ctx, id, reason); err != nil {
		s.log.Error("store a room's closing", "room", id, "err", err)
		return
	}
	if s.cfg.Bus != nil {
		if err := s.cfg.Bus.Closed(ctx, id); err != nil {
			s.log.Error("notify a room's closing", "room", id, "err", err)
		}
	}
	s.mu.Lock()
	r := s.rooms[id]
	s.mu.Unlock()
	if r != nil {
		r.postPatiently(closeRequest{reason: reason})
	}
}

// stopClosed stops the owner of a room whose closing is stored: its
// clients are told why as it closes.
func (r *room) stopClosed(reason string) {
	r.halt = closedRoom{id: r.id, reason: reason}
	r.stopped = true
}

// closedHere stops a room another process closed, once the store says so
// (a notice on the bus).
func (r *room) closedHere() {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	meta, err := r.srv.cfg.Store.Room(ctx, r.id)
	if err != nil {
		r.log.Error("read a closing", "err", err)
		return
	}
	if meta.Closed {
		r.stopClosed(meta.Failure)
	}
}
