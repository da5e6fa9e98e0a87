package server

import (
	"bytes"
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"menagerie/internal/store"
)

// joinFirstStore claims a seat for another player just before the first
// turn deadline is written, as a join on another process would.
type joinFirstStore struct {
	store.Store
	seat  int
	token []byte
	once  sync.Once
}

func (s *joinFirstStore) SetSeats(ctx context.Context, id string, old, seats []store.Seat) error {
	if slices.ContainsFunc(seats, func(s store.Seat) bool { return !s.Deadline.IsZero() }) {
		var err error
		s.once.Do(func() {
			claimed := slices.Clone(old)
			claimed[s.seat].TokenHash = s.token
			err = s.Store.SetSeats(ctx, id, old, claimed)
		})
		if err != nil {
			return err
		}
	}
	return s.Store.SetSeats(ctx, id, old, seats)
}

// TestDeadlineKeepsJoinMadeElsewhere has a seat claimed between the
// owner's reading of the seats and its writing of the first turn's
// deadline: the owner must read the seats again and keep the claim.
func TestDeadlineKeepsJoinMadeElsewhere(t *testing.T) {
	st := &joinFirstStore{Store: store.NewMemory(), seat: 1, token: hashToken("elsewhere")}
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
