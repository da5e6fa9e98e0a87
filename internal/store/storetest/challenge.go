package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"menagerie/internal/store"
)

// newChallenge is an open challenge from player from to player "bob" in a
// new room of its id, made minute minutes after base and expiring in
// expires (from now: a negative duration makes it expired).
func newChallenge(id, from string, minute int, expires time.Duration) (*store.Challenge, *store.Room) {
	r := newRoom("room-"+id, minute)
	r.Seats[1] = store.Seat{Name: "Bees", Player: "bob", PlayerName: "Bob"}
	return &store.Challenge{ID: id, From: from, To: "bob", Room: r.ID, Seat: 1, State: store.ChallengeOpen,
		Created: r.Created, Expires: time.Now().Add(expires)}, r
}

// challengeIDs are the ids of cs, in order.
func challengeIDs(cs []store.Challenge) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.ID)
	}
	return out
}

func testChallenges(t *testing.T, s store.Store) {
	ctx := context.Background()
	const maxOpen = 2
	c1, r1 := newChallenge("c1", "alice", 0, time.Hour)
	if err := s.CreateChallenge(ctx, c1, r1, maxOpen); err != nil {
		t.Fatalf("CreateChallenge: %v", err)
	}
	sameRoom(t, "the challenge's room", mustRoom(t, s, r1.ID), r1)
	got, err := s.Challenge(ctx, "c1")
	if err != nil {
		t.Fatalf("Challenge: %v", err)
	}
	if d := cmp.Diff(c1, got); d != "" {
		t.Errorf("Challenge (-want +got):\n%s", d)
	}
	wantErr(t, "Challenge of an unknown id", func() error { _, err := s.Challenge(ctx, "nope"); return err }(), store.ErrNotFound)
	c1again, r1again := newChallenge("c1", "alice", 1, time.Hour)
	r1again.ID, r1again.Code, c1again.Room = "room-c1b", "C-c1b", "room-c1b"
	wantErr(t, "CreateChallenge of a taken id", s.CreateChallenge(ctx, c1again, r1again, maxOpen), store.ErrConflict)
	wantErr(t, "the room of a refused challenge", func() error { _, err := s.Room(ctx, "room-c1b"); return err }(), store.ErrNotFound)

	// An expired challenge is not counted against the limit.
	old, rOld := newChallenge("c0", "alice", 1, -time.Minute)
	c2, r2 := newChallenge("c2", "alice", 2, time.Hour)
	c3, r3 := newChallenge("c3", "alice", 3, time.Hour)
	for _, c := range []struct {
		c *store.Challenge
		r *store.Room
	}{{old, rOld}, {c2, r2}} {
		if err := s.CreateChallenge(ctx, c.c, c.r, maxOpen); err != nil {
			t.Fatalf("CreateChallenge(%q): %v", c.c.ID, err)
		}
	}
	wantErr(t, "a challenge beyond the limit", s.CreateChallenge(ctx, c3, r3, maxOpen), store.ErrLimit)
	wantErr(t, "the room of a challenge beyond the limit", func() error { _, err := s.Room(ctx, r3.ID); return err }(), store.ErrNotFound)

	for _, tt := range []struct {
		player string
		since  time.Time
		want   []string
	}{
		{"alice", base, []string{"c2", "c0", "c1"}},
		{"bob", base, []string{"c2", "c0", "c1"}},
		{"bob", base.Add(90 * time.Second), []string{"c2"}},
		{"carol", base, nil},
	} {
		cs, err := s.PlayerChallenges(ctx, tt.player, tt.since)
		if err != nil {
			t.Fatalf("PlayerChallenges(%q): %v", tt.player, err)
		}
		if got := challengeIDs(cs); !cmp.Equal(got, tt.want) {
			t.Errorf("PlayerChallenges(%q, %v) = %v, want %v", tt.player, tt.since, got, tt.want)
		}
	}

	if err := s.AnswerChallenge(ctx, "c1", store.ChallengeAccepted); err != nil {
		t.Fatalf("AnswerChallenge: %v", err)
	}
	wantErr(t, "a second answer", s.AnswerChallenge(ctx, "c1", store.ChallengeCancelled), store.ErrConflict)
	wantErr(t, "an answer to an expired challenge", s.AnswerChallenge(ctx, "c0", store.ChallengeAccepted), store.ErrConflict)
	wantErr(t, "an answer to an unknown challenge", s.AnswerChallenge(ctx, "nope", store.ChallengeDeclined), store.ErrNotFound)
	if got, _ := s.Challenge(ctx, "c1"); got == nil || got.State != store.ChallengeAccepted {
		t.Errorf("challenge c1 after its acceptance: %+v, want accepted", got)
	}
	// The accepted challenge is no longer open: another may be made.
	if err := s.CreateChallenge(ctx, c3, r3, maxOpen); err != nil {
		t.Fatalf("CreateChallenge once one is answered: %v", err)
	}

	expired, err := s.ExpireChallenges(ctx)
	if err != nil {
		t.Fatalf("ExpireChallenges: %v", err)
	}
	if got := challengeIDs(expired); !cmp.Equal(got, []string{"c0"}) || expired[0].State != store.ChallengeExpired {
		t.Errorf("ExpireChallenges = %+v, want c0 expired", expired)
	}
	if again, err := s.ExpireChallenges(ctx); err != nil || len(again) != 0 {
		t.Errorf("ExpireChallenges again = %v, %v; want none", challengeIDs(again), err)
	}
	if got, _ := s.Challenge(ctx, "c0"); got == nil || got.State != store.ChallengeExpired {
		t.Errorf("challenge c0 after expiry: %+v, want expired", got)
	}
}

func testChallengeBadInput(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, tt := range []struct {
		name    string
		change  func(c *store.Challenge)
		maxOpen int
	}{
		{"no id", func(c *store.Challenge) { c.ID = "" }, 3},
		{"no challenger", func(c *store.Challenge) { c.From = "" }, 3},
		{"oneself", func(c *store.Challenge) { c.To = c.From }, 3},
		{"another room", func(c *store.Challenge) { c.Room = "elsewhere" }, 3},
		{"a seat out of the room", func(c *store.Challenge) { c.Seat = 2 }, 3},
		{"not open", func(c *store.Challenge) { c.State = store.ChallengeAccepted }, 3},
		{"no expiry", func(c *store.Challenge) { c.Expires = time.Time{} }, 3},
		{"no challenge allowed", func(*store.Challenge) {}, 0},
	} {
		c, r := newChallenge("bad", "alice", 0, time.Hour)
		tt.change(c)
		wantErr(t, "CreateChallenge of "+tt.name, s.CreateChallenge(ctx, c, r, tt.maxOpen), store.ErrInvalid)
	}
	wantErr(t, "CreateChallenge of none", s.CreateChallenge(ctx, nil, newRoom("r", 0), 3), store.ErrInvalid)
	for _, state := range []string{store.ChallengeOpen, store.ChallengeExpired, "won", ""} {
		wantErr(t, fmt.Sprintf("AnswerChallenge(%q)", state), s.AnswerChallenge(ctx, "c", state), store.ErrInvalid)
	}
	wantErr(t, "AnswerChallenge of no id", s.AnswerChallenge(ctx, "", store.ChallengeAccepted), store.ErrInvalid)
	wantErr(t, "Challenge of no id", func() error { _, err := s.Challenge(ctx, ""); return err }(), store.ErrInvalid)
}

func testConcurrentChallenges(t *testing.T, s store.Store) {
	ctx := context.Background()
	const maxOpen, tries = 3, 8
	errs := make([]error, tries)
	var wg sync.WaitGroup
	for i := range tries {
		c, r := newChallenge(fmt.Sprintf("c%d", i), "alice", i, time.Hour)
		wg.Go(func() { errs[i] = s.CreateChallenge(ctx, c, r, maxOpen) })
	}
	wg.Wait()
	made := 0
	for i, err := range errs {
		switch {
		case err == nil:
			made++
		case !errors.Is(err, store.ErrLimit):
			t.Errorf("challenge c%d: %v", i, err)
		}
	}
	if made != maxOpen {
		t.Errorf("%d challenges made at once with a limit of %d, want %d", made, maxOpen, maxOpen)
	}
}
