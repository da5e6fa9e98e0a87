package server

import (
	"bytes"
	"context"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
)

// joinFirstStore claims a seat for another player just before the first
// seats with a turn deadline are written while it is armed, as a join on
// another process would.
type joinFirstStore struct {
	store.Store
	seat  int
	token []byte
	armed atomic.Bool
}

// claim stores the other player's claim over old, if armed.
func (s *joinFirstStore) claim(ctx context.Context, id string, old, seats []store.Seat) error {
	if !slices.ContainsFunc(seats, func(s store.Seat) bool { return !s.Deadline.IsZero() }) || !s.armed.CompareAndSwap(true, false) {
		return nil
	}
	claimed := slices.Clone(old)
	claimed[s.seat].TokenHash = s.token
	return s.Store.SetSeats(ctx, id, old, claimed)
}

func (s *joinFirstStore) SetSeats(ctx context.Context, id string, old, seats []store.Seat) error {
	if err := s.claim(ctx, id, old, seats); err != nil {
		return err
	}
	return s.Store.SetSeats(ctx, id, old, seats)
}

func (s *joinFirstStore) Append(ctx context.Context, id string, version int, a game.Action, c store.Change) error {
	if err := s.claim(ctx, id, c.Was, c.Seats); err != nil {
		return err
	}
	return s.Store.Append(ctx, id, version, a, c)
}

// TestActionKeepsJoinMadeElsewhere has a seat claimed between the owner's
// reading of the seats and its storing of an action with the next turn's
// deadline: the owner must read the seats again and keep the claim.
func TestActionKeepsJoinMadeElsewhere(t *testing.T) {
	st := &joinFirstStore{Store: store.NewMemory(), token: hashToken("elsewhere")}
	ts := startServer(t, st, Config{})
	ri := ts.create(t, Setup{Game: "tableau", Seats: make([]SeatSetup, 2), TurnTimer: 60})
	toAct := ts.dial(t, ri.ID).hello("").ToAct // as a spectator
	if toAct != 0 && toAct != 1 {
		t.Fatalf("seat %d to act first", toAct)
	}
	st.seat = 1 - int(toAct)
	me := ts.dial(t, ri.ID)
	view := me.hello(ts.join(t, ri.ID, int(toAct)+1).Token)
	if len(view.Actions) == 0 {
		t.Fatalf("the seat to act has no action: %+v", view)
	}
	if before, err := st.Room(context.Background(), ri.ID); err != nil || before.Seats[st.seat].TokenHash != nil {
		t.Fatalf("the seat to claim is not free: %+v, %v", before, err)
	}
	st.armed.Store(true)
	me.act(view.Version, view.Actions[0].Action)
	me.untilState()
	meta, err := st.Room(context.Background(), ri.ID)
	if err != nil {
		t.Fatal(err)
	}
	if meta.Version <= view.Version || !bytes.Equal(meta.Seats[st.seat].TokenHash, st.token) {
		t.Fatalf("after the action: version %d (was %d), seats %+v; want the action stored and seat %d's claim kept",
			meta.Version, view.Version, meta.Seats, st.seat+1)
	}
}

// TestDeadlineKeepsJoinMadeElsewhere has a seat claimed between the
// owner's reading of the seats and its writing of the first turn's
// deadline: the owner must read the seats again and keep the claim.
func TestDeadlineKeepsJoinMadeElsewhere(t *testing.T) {
	st := &joinFirstStore{Store: store.NewMemory(), seat: 1, token: hashToken("elsewhere")}
	st.armed.Store(true)
	ts := startServer(t, st, Config{})
	ri := ts.create(t, Setup{Game: "tableau", Seats: make([]SeatSetup, 2), TurnTimer: 60})
	limit := time.Now().Add(waitLimit)
	for {
		meta, err := st.Room(context.Background(), ri.ID)
		if err != nil {
			t.Fatal(err)
		}
		timed := slices.ContainsFunc(meta.Seats, func(s store.Seat) bool { return !s.Deadline.IsZero() })
		if timed {
			if !bytes.Equal(meta.Seats[1].TokenHash, st.token) {
				t.Fatalf("the turn's deadline was stored over the claim of seat 2: %+v", meta.Seats)
			}
			return
		}
		if time.Now().After(limit) {
			t.Fatalf("no turn deadline stored: %+v", meta.Seats)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
