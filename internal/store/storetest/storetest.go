// Package storetest checks that a store.Store keeps its contract: one
// suite that every implementation runs against a fresh store of its own,
// as testing/fstest does for file systems.
package storetest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"menagerie/game"
	"menagerie/internal/store"
)

// Open returns a new, empty store for one test; the suite closes it.
type Open func(t testing.TB) store.Store

// Run runs the suite: each test gets a store of its own from open.
func Run(t *testing.T, open Open) {
	tests := []struct {
		name string
		run  func(t *testing.T, s store.Store)
	}{
		{"CreateAndGet", testCreateAndGet},
		{"CreateConflicts", testCreateConflicts},
		{"CreateInvalid", testCreateInvalid},
		{"NotFound", testNotFound},
		{"BadInput", testBadInput},
		{"AppendAndActions", testAppendAndActions},
		{"AppendChange", testAppendChange},
		{"ConcurrentAppend", testConcurrentAppend},
		{"SetSeats", testSetSeats},
		{"ConcurrentClaim", testConcurrentClaim},
		{"Rematch", testRematch},
		{"List", testList},
		{"ListDefaultLimit", testListDefaultLimit},
		{"Unfinished", testUnfinished},
		{"Failure", testFailure},
		{"Closed", testClosed},
		{"Lease", testLease},
		{"ConcurrentLease", testConcurrentLease},
		{"CancelledContext", testCancelledContext},
		{"Close", testClose},
		{"Players", testPlayers},
		{"RatedRoom", testRatedRoom},
		{"ApplyResult", testApplyResult},
		{"LeaderboardTies", testLeaderboardTies},
		{"ConcurrentResults", testConcurrentResults},
		{"Unrated", testUnrated},
		{"Queue", testQueue},
		{"QueueSeen", testQueueSeen},
		{"QueueBadInput", testQueueBadInput},
		{"ConcurrentMatch", testConcurrentMatch},
		{"QueueLease", testQueueLease},
		{"Challenges", testChallenges},
		{"ChallengeBadInput", testChallengeBadInput},
		{"ConcurrentChallenges", testConcurrentChallenges},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := open(t)
			t.Cleanup(func() { s.Close() })
			tt.run(t, s)
		})
	}
}

// base is the suite's clock: every room is created at or after it.
var base = time.Date(2026, 11, 22, 20, 0, 0, 123456000, time.UTC)

// token is the hash of a seat's token, as a server stores it.
func token(s string) []byte {
	sum := sha256.Sum256([]byte(s))
	return sum[:]
}

// newRoom is a two-seat Card Battle room created minute minutes after
// base.
func newRoom(id string, minute int) *store.Room {
	return &store.Room{
		ID:           id,
		Code:         "C-" + id,
		Game:         "cardbattle",
		RulesVersion: "1",
		Options:      game.Options{"packs": "classic,golden", "players": "2"},
		CardSetHash:  "9f86d081884c7d65",
		Seed:         1<<63 + 12345, // beyond int64: the bits must survive
		Seats: []store.Seat{
			{Name: "Ants", TokenHash: token("alice"), Timeouts: 1},
			{Bot: "ismcts:iterations=200", Name: "Bees", Forfeited: true, ForfeitVersion: 7},
		},
		TurnTimer:    45 * time.Second,
		OnTimeout:    store.OnTimeoutBot,
		ForfeitAfter: 2,
		Public:       true,
		Created:      base.Add(time.Duration(minute) * time.Minute),
	}
}

// mustCreate stores r or ends the test.
func mustCreate(t *testing.T, s store.Store, r *store.Room) {
	t.Helper()
	if err := s.CreateRoom(context.Background(), r); err != nil {
		t.Fatalf("CreateRoom(%q): %v", r.ID, err)
	}
}

// mustRoom reads room id or ends the test.
func mustRoom(t *testing.T, s store.Store, id string) *store.Room {
	t.Helper()
	r, err := s.Room(context.Background(), id)
	if err != nil {
		t.Fatalf("Room(%q): %v", id, err)
	}
	return r
}

// mustAppend appends a at version or ends the test.
func mustAppend(t *testing.T, s store.Store, id string, version int, a game.Action, c store.Change) {
	t.Helper()
	if err := s.Append(context.Background(), id, version, a, c); err != nil {
		t.Fatalf("Append(%q, %d, %d): %v", id, version, a, err)
	}
}

// wantErr fails the test unless err is target.
func wantErr(t *testing.T, what string, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Errorf("%s: error %v, want %v", what, err, target)
	}
}

// sameRoom fails the test when got differs from want but for Updated,
// which must not be before Created.
func sameRoom(t *testing.T, what string, got, want *store.Room) {
	t.Helper()
	if got.Updated.Before(got.Created) {
		t.Errorf("%s: updated %v before created %v", what, got.Updated, got.Created)
	}
	w := *want
	w.Updated = got.Updated
	if d := cmp.Diff(&w, got); d != "" {
		t.Errorf("%s (-want +got):\n%s", what, d)
	}
}

func testCreateAndGet(t *testing.T, s store.Store) {
	ctx := context.Background()
	r := newRoom("r1", 0)
	r.Seats[1].Deadline = base.Add(90 * time.Second)
	mustCreate(t, s, r)
	if !r.Updated.Equal(r.Created) || r.Created.Location() != time.UTC {
		t.Errorf("CreateRoom set created %v, updated %v: want equal, in UTC", r.Created, r.Updated)
	}
	want := newRoom("r1", 0)
	want.Seats[1].Deadline = base.Add(90 * time.Second)
	want.Updated = want.Created
	got := mustRoom(t, s, "r1")
	sameRoom(t, "Room", got, want)
	byCode, err := s.RoomByCode(ctx, "C-r1")
	if err != nil {
		t.Fatalf("RoomByCode: %v", err)
	}
	sameRoom(t, "RoomByCode", byCode, want)

	// The store hands out copies: changing one changes nothing stored.
	got.Seats[0].Name = "changed"
	got.Options["packs"] = "magic"
	sameRoom(t, "Room after changing a copy", mustRoom(t, s, "r1"), want)

	// A zero Created is now; times keep microseconds, in UTC.
	before := time.Now().Add(-time.Second)
	now := newRoom("r2", 0)
	now.Created = time.Time{}
	now.Options = nil
	now.Seats = []store.Seat{{}, {}, {}}
	now.TurnTimer, now.OnTimeout = 0, ""
	mustCreate(t, s, now)
	if now.Created.Before(before) || now.Created.After(time.Now().Add(time.Second)) || now.Created.Nanosecond()%1000 != 0 {
		t.Errorf("CreateRoom with no time set created %v, want now to the microsecond", now.Created)
	}
	sameRoom(t, "room with no options, timer or seat names", mustRoom(t, s, "r2"), now)
}

func testCreateConflicts(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	sameID := newRoom("r1", 1)
	sameID.Code = "other"
	wantErr(t, "CreateRoom with a taken id", s.CreateRoom(ctx, sameID), store.ErrConflict)
	sameCode := newRoom("r2", 1)
	sameCode.Code = "C-r1"
	wantErr(t, "CreateRoom with a taken code", s.CreateRoom(ctx, sameCode), store.ErrConflict)
	_, err := s.RoomByCode(ctx, "other")
	wantErr(t, "RoomByCode of the refused room", err, store.ErrNotFound)
	_, err = s.Room(ctx, "r2")
	wantErr(t, "Room of the refused room", err, store.ErrNotFound)
	sameRoom(t, "the first room", mustRoom(t, s, "r1"), withUpdated(newRoom("r1", 0)))
}

// withUpdated is r as CreateRoom stores it.
func withUpdated(r *store.Room) *store.Room {
	r.Updated = r.Created
	return r
}

func testCreateInvalid(t *testing.T, s store.Store) {
	ctx := context.Background()
	tests := []struct {
		name   string
		change func(r *store.Room)
	}{
		{"empty id", func(r *store.Room) { r.ID = "" }},
		{"empty code", func(r *store.Room) { r.Code = "" }},
		{"empty game", func(r *store.Room) { r.Game = "" }},
		{"id too long", func(r *store.Room) { r.ID = string(make([]byte, store.MaxKey+1)) }},
		{"control character in code", func(r *store.Room) { r.Code = "a\nb" }},
		{"id not UTF-8", func(r *store.Room) { r.ID = "\xff" }},
		{"no seats", func(r *store.Room) { r.Seats = nil }},
		{"too many seats", func(r *store.Room) { r.Seats = make([]store.Seat, store.MaxSeats+1) }},
		{"short token hash", func(r *store.Room) { r.Seats[0].TokenHash = []byte("abc") }},
		{"negative turn timer", func(r *store.Room) { r.TurnTimer = -time.Second }},
		{"negative forfeit count", func(r *store.Room) { r.ForfeitAfter = -1 }},
		{"negative timeouts", func(r *store.Room) { r.Seats[0].Timeouts = -1 }},
		{"unknown timeout policy", func(r *store.Room) { r.OnTimeout = "nap" }},
		{"timer with no policy", func(r *store.Room) { r.OnTimeout = "" }},
		{"actions already", func(r *store.Room) { r.Version = 3 }},
		{"over already", func(r *store.Room) { r.Over = true }},
		{"a rematch already", func(r *store.Room) { r.Rematch = "r0" }},
		{"failed already", func(r *store.Room) { r.Failure = "a bug" }},
		{"empty option key", func(r *store.Room) { r.Options[""] = "x" }},
	}
	for _, tt := range tests {
		r := newRoom("bad", 0)
		tt.change(r)
		wantErr(t, "CreateRoom with "+tt.name, s.CreateRoom(ctx, r), store.ErrInvalid)
	}
	wantErr(t, "CreateRoom(nil)", s.CreateRoom(ctx, nil), store.ErrInvalid)
	ids, err := s.Unfinished(ctx)
	if err != nil || len(ids) != 0 {
		t.Errorf("after refused rooms, Unfinished = %v, %v; want none", ids, err)
	}
}

func testNotFound(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	_, err := s.Room(ctx, "nope")
	wantErr(t, "Room", err, store.ErrNotFound)
	_, err = s.RoomByCode(ctx, "nope")
	wantErr(t, "RoomByCode", err, store.ErrNotFound)
	_, err = s.Actions(ctx, "nope", 0)
	wantErr(t, "Actions", err, store.ErrNotFound)
	wantErr(t, "Append", s.Append(ctx, "nope", 0, 1, store.Change{}), store.ErrNotFound)
	wantErr(t, "SetSeats", s.SetSeats(ctx, "nope", newRoom("x", 0).Seats, newRoom("x", 0).Seats), store.ErrNotFound)
	wantErr(t, "SetRematch of an unknown room", s.SetRematch(ctx, "nope", "r1"), store.ErrNotFound)
	wantErr(t, "SetRematch to an unknown room", s.SetRematch(ctx, "r1", "nope"), store.ErrNotFound)
	wantErr(t, "SetFailure", s.SetFailure(ctx, "nope", "a bug"), store.ErrNotFound)
	_, err = s.Lease(ctx, "nope", "p1", time.Second)
	wantErr(t, "Lease", err, store.ErrNotFound)
	wantErr(t, "Release", s.Release(ctx, "nope", "p1"), store.ErrNotFound)
}

func testBadInput(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	mustAppend(t, s, "r1", 0, 5, store.Change{})
	_, err := s.Room(ctx, "")
	wantErr(t, "Room(\"\")", err, store.ErrInvalid)
	_, err = s.RoomByCode(ctx, "")
	wantErr(t, "RoomByCode(\"\")", err, store.ErrInvalid)
	_, err = s.Actions(ctx, "", 0)
	wantErr(t, "Actions of \"\"", err, store.ErrInvalid)
	_, err = s.Actions(ctx, "r1", -1)
	wantErr(t, "Actions from -1", err, store.ErrInvalid)
	_, err = s.Actions(ctx, "r1", 2)
	wantErr(t, "Actions from beyond the version", err, store.ErrInvalid)
	wantErr(t, "Append to \"\"", s.Append(ctx, "", 0, 1, store.Change{}), store.ErrInvalid)
	wantErr(t, "Append at version -1", s.Append(ctx, "r1", -1, 1, store.Change{}), store.ErrInvalid)
	wantErr(t, "SetSeats of \"\"", s.SetSeats(ctx, "", newRoom("x", 0).Seats, newRoom("x", 0).Seats), store.ErrInvalid)
	wantErr(t, "SetSeats with none", s.SetSeats(ctx, "r1", newRoom("r1", 0).Seats, nil), store.ErrInvalid)
	wantErr(t, "SetRematch of \"\"", s.SetRematch(ctx, "", "r1"), store.ErrInvalid)
	wantErr(t, "SetRematch to \"\"", s.SetRematch(ctx, "r1", ""), store.ErrInvalid)
	wantErr(t, "SetRematch to itself", s.SetRematch(ctx, "r1", "r1"), store.ErrInvalid)
	wantErr(t, "SetFailure of \"\"", s.SetFailure(ctx, "", "a bug"), store.ErrInvalid)
	wantErr(t, "SetFailure with no reason", s.SetFailure(ctx, "r1", ""), store.ErrInvalid)
	wantErr(t, "SetFailure with a control character", s.SetFailure(ctx, "r1", "a\x00bug"), store.ErrInvalid)
	wantErr(t, "SetFailure with a long reason", s.SetFailure(ctx, "r1", strings.Repeat("x", store.MaxText+1)), store.ErrInvalid)
	for _, limit := range []int{-1, store.MaxLimit + 1} {
		_, err = s.List(ctx, store.Filter{Limit: limit})
		wantErr(t, fmt.Sprintf("List with limit %d", limit), err, store.ErrInvalid)
	}
	for _, l := range []struct {
		owner string
		ttl   time.Duration
	}{{"", time.Second}, {"p1", 0}, {"p1", -time.Second}, {"p\x00", time.Second}} {
		_, err = s.Lease(ctx, "r1", l.owner, l.ttl)
		wantErr(t, fmt.Sprintf("Lease for %q of %v", l.owner, l.ttl), err, store.ErrInvalid)
	}
	_, err = s.Lease(ctx, "", "p1", time.Second)
	wantErr(t, "Lease of \"\"", err, store.ErrInvalid)
	wantErr(t, "Release of \"\"", s.Release(ctx, "", "p1"), store.ErrInvalid)
	wantErr(t, "Release by \"\"", s.Release(ctx, "r1", ""), store.ErrInvalid)
	if got := mustRoom(t, s, "r1"); got.Version != 1 || got.Rematch != "" || got.Failure != "" {
		t.Errorf("after bad requests the room is at version %d with rematch %q and failure %q, want 1 and none", got.Version, got.Rematch, got.Failure)
	}
}

func testAppendAndActions(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	mustCreate(t, s, newRoom("r2", 1))
	actions := []game.Action{7, 0, 42, -1, 1 << 30}
	for v, a := range actions {
		mustAppend(t, s, "r1", v, a, store.Change{})
		mustAppend(t, s, "r2", v, a+1, store.Change{})
	}
	for from := 0; from <= len(actions); from++ {
		got, err := s.Actions(ctx, "r1", from)
		if err != nil {
			t.Fatalf("Actions from %d: %v", from, err)
		}
		if want := actions[from:]; !slices.Equal(got, want) {
			t.Errorf("Actions from %d = %v, want %v", from, got, want)
		}
	}
	r := mustRoom(t, s, "r1")
	if r.Version != len(actions) || r.Over || r.Outcome != nil {
		t.Errorf("room after %d appends: version %d, over %v, outcome %v", len(actions), r.Version, r.Over, r.Outcome)
	}
	if r.Updated.Before(r.Created) {
		t.Errorf("updated %v is before created %v", r.Updated, r.Created)
	}
	for _, v := range []int{0, len(actions) - 1, len(actions) + 1, 1000} {
		wantErr(t, fmt.Sprintf("Append at version %d of %d", v, len(actions)), s.Append(ctx, "r1", v, 99, store.Change{}), store.ErrConflict)
	}
	got, err := s.Actions(ctx, "r1", 0)
	if err != nil || !slices.Equal(got, actions) {
		t.Errorf("after refused appends, Actions = %v, %v; want %v", got, err, actions)
	}
	empty, err := s.Actions(ctx, "r1", len(actions))
	if err != nil || len(empty) != 0 {
		t.Errorf("Actions from the version = %v, %v; want none", empty, err)
	}
}

func testAppendChange(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	created := newRoom("r1", 0).Seats
	seats := newRoom("r1", 0).Seats
	seats[0].Deadline = base.Add(time.Hour + 1500*time.Microsecond)
	mustAppend(t, s, "r1", 0, 3, store.Change{Seats: seats, Was: created})
	mustAppend(t, s, "r1", 1, 4, store.Change{})
	r := mustRoom(t, s, "r1")
	if d := cmp.Diff(seats, r.Seats); d != "" {
		t.Errorf("seats after an append that changed them and one that did not (-want +got):\n%s", d)
	}
	wantErr(t, "Append with three seats in a two-seat room",
		s.Append(ctx, "r1", 2, 5, store.Change{Seats: make([]store.Seat, 3), Was: seats}), store.ErrInvalid)
	wantErr(t, "Append with a short token hash",
		s.Append(ctx, "r1", 2, 5, store.Change{Seats: []store.Seat{{TokenHash: []byte{1}}, {}}, Was: seats}), store.ErrInvalid)
	// A deadline written over seats read before a join made meanwhile.
	joined := slices.Clone(seats)
	joined[1] = store.Seat{Name: "Crabs", TokenHash: token("carol")}
	if err := s.SetSeats(ctx, "r1", seats, joined); err != nil {
		t.Fatalf("SetSeats: %v", err)
	}
	wantErr(t, "Append over seats that changed",
		s.Append(ctx, "r1", 2, 5, store.Change{Seats: created, Was: seats}), store.ErrConflict)
	if r := mustRoom(t, s, "r1"); !store.SameSeats(r.Seats, joined) {
		t.Errorf("seats after an append over changed seats: %+v, want %+v", r.Seats, joined)
	}
	if r := mustRoom(t, s, "r1"); r.Version != 2 {
		t.Errorf("a refused append changed the version to %d", r.Version)
	}
	outcome := &game.Outcome{Over: true, Returns: []float64{1, -1}, StateHash: "0123456789abcdef"}
	mustAppend(t, s, "r1", 2, 5, store.Change{Over: true, Outcome: outcome})
	r = mustRoom(t, s, "r1")
	if !r.Over || r.Version != 3 {
		t.Errorf("after the last action: over %v, version %d; want true, 3", r.Over, r.Version)
	}
	if d := cmp.Diff(outcome, r.Outcome); d != "" {
		t.Errorf("outcome (-want +got):\n%s", d)
	}
	got, err := s.Actions(ctx, "r1", 0)
	if want := []game.Action{3, 4, 5}; err != nil || !slices.Equal(got, want) {
		t.Errorf("Actions = %v, %v; want %v", got, err, want)
	}
}

// testConcurrentAppend has appenders race for each version: exactly one
// wins, the others get ErrConflict, and the winner's action is stored.
func testConcurrentAppend(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	const racers, rounds = 4, 10
	want := make([]game.Action, rounds)
	for v := range rounds {
		errs := make([]error, racers)
		var wg sync.WaitGroup
		for i := range racers {
			wg.Go(func() {
				errs[i] = s.Append(ctx, "r1", v, game.Action(v*racers+i), store.Change{})
			})
		}
		wg.Wait()
		winners := 0
		for i, err := range errs {
			switch {
			case err == nil:
				winners++
				want[v] = game.Action(v*racers + i)
			case !errors.Is(err, store.ErrConflict):
				t.Errorf("round %d, appender %d: %v, want success or ErrConflict", v, i, err)
			}
		}
		if winners != 1 {
			t.Fatalf("round %d: %d appenders won, want exactly 1", v, winners)
		}
	}
	got, err := s.Actions(ctx, "r1", 0)
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("Actions = %v, %v; want the winners' %v", got, err, want)
	}
	if r := mustRoom(t, s, "r1"); r.Version != rounds {
		t.Errorf("version %d, want %d", r.Version, rounds)
	}
}

func testSetSeats(t *testing.T, s store.Store) {
	ctx := context.Background()
	created := newRoom("r1", 0)
	mustCreate(t, s, created)
	seats := []store.Seat{
		{Name: "Ants", TokenHash: token("alice"), Deadline: base.Add(time.Minute + time.Nanosecond)},
		{Name: "Crabs", TokenHash: token("carol")},
	}
	if err := s.SetSeats(ctx, "r1", created.Seats, seats); err != nil {
		t.Fatalf("SetSeats: %v", err)
	}
	r := mustRoom(t, s, "r1")
	stored := slices.Clone(seats)
	stored[0].Deadline = base.Add(time.Minute) // kept to the microsecond
	if d := cmp.Diff(stored, r.Seats); d != "" {
		t.Errorf("seats (-want +got):\n%s", d)
	}
	if r.Updated.Before(r.Created) {
		t.Errorf("updated %v before created %v", r.Updated, r.Created)
	}
	// The seats as this caller wrote them, to the nanosecond, are still
	// the stored ones; those read before are not.
	moved := slices.Clone(stored)
	moved[0].Deadline = base.Add(2 * time.Minute)
	if err := s.SetSeats(ctx, "r1", seats, moved); err != nil {
		t.Fatalf("SetSeats over the seats written: %v", err)
	}
	wantErr(t, "SetSeats over seats that changed", s.SetSeats(ctx, "r1", stored, seats), store.ErrConflict)
	wantErr(t, "SetSeats over seats never stored", s.SetSeats(ctx, "r1", created.Seats, seats), store.ErrConflict)
	wantErr(t, "SetSeats with one seat for two", s.SetSeats(ctx, "r1", moved, moved[:1]), store.ErrInvalid)
	wantErr(t, "SetSeats with a bad token hash", s.SetSeats(ctx, "r1", moved, []store.Seat{{}, {TokenHash: make([]byte, 31)}}), store.ErrInvalid)
	if d := cmp.Diff(moved, mustRoom(t, s, "r1").Seats); d != "" {
		t.Errorf("seats after refused changes (-want +got):\n%s", d)
	}
}

// testConcurrentClaim has several claimers read the same seats and claim
// the same free seat at once: exactly one wins, the others get
// ErrConflict, and the winner's token is stored.
func testConcurrentClaim(t *testing.T, s store.Store) {
	ctx := context.Background()
	r := newRoom("r1", 0)
	r.Seats[0].TokenHash = nil
	mustCreate(t, s, r)
	const claimers = 8
	for round := range 3 {
		read := mustRoom(t, s, "r1").Seats
		errs := make([]error, claimers)
		var wg sync.WaitGroup
		for i := range claimers {
			wg.Go(func() {
				seats := slices.Clone(read)
				seats[0].TokenHash = token(fmt.Sprintf("claimer %d.%d", round, i))
				errs[i] = s.SetSeats(ctx, "r1", read, seats)
			})
		}
		wg.Wait()
		got := mustRoom(t, s, "r1").Seats[0].TokenHash
		wins := 0
		for i, err := range errs {
			switch {
			case err == nil:
				wins++
				if !bytes.Equal(got, token(fmt.Sprintf("claimer %d.%d", round, i))) {
					t.Errorf("round %d: claimer %d won, but the stored token is another's", round, i)
				}
			case !errors.Is(err, store.ErrConflict):
				t.Errorf("round %d, claimer %d: %v, want success or ErrConflict", round, i, err)
			}
		}
		if wins != 1 {
			t.Errorf("round %d: %d claimers won, want 1", round, wins)
		}
	}
}

func testRematch(t *testing.T, s store.Store) {
	ctx := context.Background()
	for i, id := range []string{"r1", "r2", "r3"} {
		mustCreate(t, s, newRoom(id, i))
	}
	if err := s.SetRematch(ctx, "r1", "r2"); err != nil {
		t.Fatalf("SetRematch: %v", err)
	}
	if err := s.SetRematch(ctx, "r1", "r2"); err != nil {
		t.Errorf("SetRematch again to the same room: %v", err)
	}
	wantErr(t, "SetRematch to another room", s.SetRematch(ctx, "r1", "r3"), store.ErrConflict)
	if got := mustRoom(t, s, "r1").Rematch; got != "r2" {
		t.Errorf("rematch %q, want r2", got)
	}
	if got := mustRoom(t, s, "r2").Rematch; got != "" {
		t.Errorf("the rematch's own rematch is %q, want none", got)
	}

	// Two players asking at once: one rematch wins.
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i, rematch := range []string{"r1", "r3"} {
		wg.Go(func() { errs[i] = s.SetRematch(ctx, "r2", rematch) })
	}
	wg.Wait()
	got := mustRoom(t, s, "r2").Rematch
	for i, rematch := range []string{"r1", "r3"} {
		if (errs[i] == nil) != (got == rematch) || errs[i] != nil && !errors.Is(errs[i], store.ErrConflict) {
			t.Errorf("racing rematch to %s: %v, and the room's rematch is %q", rematch, errs[i], got)
		}
	}
}

func testList(t *testing.T, s store.Store) {
	ctx := context.Background()
	rooms := map[string]*store.Room{}
	for i, g := range []string{"cardbattle", "tableau", "dojo", "tableau", "cardbattle", "tableau"} {
		r := newRoom(fmt.Sprintf("r%d", i), i)
		r.Game = g
		r.Public = i%3 != 2
		mustCreate(t, s, r)
		rooms[r.ID] = r
	}
	// Two rooms at the same time: the greater id is listed first.
	same := newRoom("r6", 5)
	same.Game = "tableau"
	mustCreate(t, s, same)
	for _, id := range []string{"r1", "r4", "r6"} {
		mustAppend(t, s, id, 0, 1, store.Change{Over: true, Outcome: &game.Outcome{Over: true, Returns: []float64{0, 0}}})
	}
	tests := []struct {
		filter store.Filter
		want   []string
	}{
		{store.Filter{}, []string{"r5", "r3", "r2", "r0"}},
		{store.Filter{Over: true}, []string{"r6", "r4", "r1"}},
		{store.Filter{Game: "tableau"}, []string{"r5", "r3"}},
		{store.Filter{Game: "tableau", Over: true}, []string{"r6", "r1"}},
		{store.Filter{Limit: 2}, []string{"r5", "r3"}},
		{store.Filter{Over: true, Limit: 1}, []string{"r6"}},
		{store.Filter{Game: "nope"}, nil},
		{store.Filter{Public: true}, []string{"r3", "r0"}},
		{store.Filter{Public: true, Over: true}, []string{"r6", "r4", "r1"}},
		{store.Filter{Public: true, Game: "dojo"}, nil},
	}
	for _, tt := range tests {
		got, err := s.List(ctx, tt.filter)
		if err != nil {
			t.Errorf("List(%+v): %v", tt.filter, err)
			continue
		}
		var ids []string
		for _, r := range got {
			ids = append(ids, r.ID)
		}
		if !slices.Equal(ids, tt.want) {
			t.Errorf("List(%+v) = %v, want %v", tt.filter, ids, tt.want)
		}
	}
	listed, err := s.List(ctx, store.Filter{Game: "dojo"})
	if err != nil || len(listed) != 1 {
		t.Fatalf("List of dojo rooms = %v, %v; want r2", listed, err)
	}
	sameRoom(t, "a listed room", listed[0], withUpdated(rooms["r2"]))
}

func testListDefaultLimit(t *testing.T, s store.Store) {
	ctx := context.Background()
	for i := range store.DefaultLimit + 1 {
		mustCreate(t, s, newRoom(fmt.Sprintf("r%03d", i), i))
	}
	got, err := s.List(ctx, store.Filter{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(got) != store.DefaultLimit || got[0].ID != fmt.Sprintf("r%03d", store.DefaultLimit) || got[len(got)-1].ID != "r001" {
		t.Errorf("List with no limit gave %d rooms from %s to %s, want %d from the newest", len(got), got[0].ID, got[len(got)-1].ID, store.DefaultLimit)
	}
}

func testUnfinished(t *testing.T, s store.Store) {
	ctx := context.Background()
	ids, err := s.Unfinished(ctx)
	if err != nil || len(ids) != 0 {
		t.Errorf("Unfinished of an empty store = %v, %v; want none", ids, err)
	}
	for i, id := range []string{"b", "a", "c", "d"} {
		mustCreate(t, s, newRoom(id, i))
	}
	mustAppend(t, s, "a", 0, 1, store.Change{})
	mustAppend(t, s, "c", 0, 1, store.Change{Over: true})
	ids, err = s.Unfinished(ctx)
	slices.Sort(ids)
	if want := []string{"a", "b", "d"}; err != nil || !slices.Equal(ids, want) {
		t.Errorf("Unfinished = %v, %v; want %v in any order", ids, err, want)
	}
}

func testFailure(t *testing.T, s store.Store) {
	ctx := context.Background()
	for i, id := range []string{"a", "b"} {
		mustCreate(t, s, newRoom(id, i))
	}
	mustAppend(t, s, "a", 0, 1, store.Change{})
	if err := s.SetFailure(ctx, "a", "the engine panicked at version 1"); err != nil {
		t.Fatalf("SetFailure: %v", err)
	}
	if err := s.SetFailure(ctx, "a", "a later reason"); err != nil {
		t.Fatalf("a second SetFailure: %v", err)
	}
	got := mustRoom(t, s, "a")
	if got.Failure != "the engine panicked at version 1" || got.Version != 1 || got.Over {
		t.Errorf("failed room: failure %q, version %d, over %v; want the first reason, 1, not over", got.Failure, got.Version, got.Over)
	}
	if got.Updated.Before(got.Created) {
		t.Errorf("failed room updated %v before created %v", got.Updated, got.Created)
	}
	ids, err := s.Unfinished(ctx)
	if err != nil || !slices.Equal(ids, []string{"b"}) {
		t.Errorf("Unfinished = %v, %v; want only b: a failed room is not resumed", ids, err)
	}
	listed, err := s.List(ctx, store.Filter{})
	if err != nil || len(listed) != 2 {
		t.Fatalf("List = %v, %v; want both rooms: a failed room is still listed", listed, err)
	}
	if listed[1].ID != "a" || listed[1].Failure == "" {
		t.Errorf("listed %s with failure %q; want a with its failure", listed[1].ID, listed[1].Failure)
	}
}

func testClosed(t *testing.T, s store.Store) {
	ctx := context.Background()
	for i, id := range []string{"a", "b", "c"} {
		mustCreate(t, s, newRoom(id, i))
	}
	steps := []struct {
		id     string
		close  bool // CloseRoom, else SetFailure
		reason string
	}{
		{"a", true, "the challenge was declined"},
		{"a", false, "a later bug"},
		{"b", false, "the engine panicked at version 0"},
		{"b", true, "a later closing"},
	}
	for _, st := range steps {
		set := s.SetFailure
		if st.close {
			set = s.CloseRoom
		}
		if err := set(ctx, st.id, st.reason); err != nil {
			t.Fatalf("room %s: %q: %v", st.id, st.reason, err)
		}
	}
	for _, want := range []store.Room{{ID: "a", Failure: "the challenge was declined", Closed: true},
		{ID: "b", Failure: "the engine panicked at version 0"}, {ID: "c"}} {
		if got := mustRoom(t, s, want.ID); got.Failure != want.Failure || got.Closed != want.Closed {
			t.Errorf("room %s: failure %q, closed %v; want %q, %v (the first reason stays, with its kind)", want.ID, got.Failure, got.Closed, want.Failure, want.Closed)
		}
	}
	ids, err := s.Unfinished(ctx)
	if err != nil || !slices.Equal(ids, []string{"c"}) {
		t.Errorf("Unfinished = %v, %v; want only c: a closed room is not resumed", ids, err)
	}
	wantErr(t, "CloseRoom of a room not stored", s.CloseRoom(ctx, "nope", "the challenge expired"), store.ErrNotFound)
	wantErr(t, "CloseRoom with no reason", s.CloseRoom(ctx, "c", ""), store.ErrInvalid)
}

// lease takes or renews owner's lease on id, or ends the test.
func lease(t *testing.T, s store.Store, id, owner string, ttl time.Duration) bool {
	t.Helper()
	ok, err := s.Lease(context.Background(), id, owner, ttl)
	if err != nil {
		t.Fatalf("Lease(%q, %q): %v", id, owner, err)
	}
	return ok
}

func testLease(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	mustCreate(t, s, newRoom("r2", 1))
	// Only the last renewal is short, so that a slow machine cannot let
	// a lease run out before the steps that need it held.
	const short = 200 * time.Millisecond
	steps := []struct {
		what  string
		room  string
		owner string
		ttl   time.Duration
		want  bool
	}{
		{"p1 takes a free room", "r1", "p1", time.Minute, true},
		{"p2 asks for p1's room", "r1", "p2", time.Minute, false},
		{"p1 renews, for a short time", "r1", "p1", short, true},
		{"p2 takes another room", "r2", "p2", time.Minute, true},
		{"p1 asks for p2's room", "r2", "p1", time.Minute, false},
	}
	for _, st := range steps {
		if got := lease(t, s, st.room, st.owner, st.ttl); got != st.want {
			t.Fatalf("%s: Lease = %v, want %v", st.what, got, st.want)
		}
	}
	time.Sleep(short + 150*time.Millisecond)
	if !lease(t, s, "r1", "p2", time.Minute) {
		t.Fatal("p2 could not take over r1 after p1's lease ran out")
	}
	if lease(t, s, "r1", "p1", time.Minute) {
		t.Fatal("p1 took r1 back from p2's live lease")
	}
	if err := s.Release(ctx, "r1", "p1"); err != nil {
		t.Fatalf("Release by a former owner: %v", err)
	}
	if lease(t, s, "r1", "p3", time.Minute) {
		t.Fatal("a former owner's release freed p2's lease")
	}
	if err := s.Release(ctx, "r1", "p2"); err != nil {
		t.Fatalf("Release: %v", err)
	}
	if !lease(t, s, "r1", "p3", time.Minute) {
		t.Fatal("p3 could not take r1 after its owner released it")
	}
	if err := s.Release(ctx, "r2", "p2"); err != nil {
		t.Fatalf("Release: %v", err)
	}
	if err := s.Release(ctx, "r2", "p2"); err != nil {
		t.Errorf("Release of a lease no longer held: %v", err)
	}
}

// testConcurrentLease has owners race for one free room: exactly one
// gets it.
func testConcurrentLease(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	const owners = 6
	got := make([]bool, owners)
	errs := make([]error, owners)
	var wg sync.WaitGroup
	for i := range owners {
		wg.Go(func() { got[i], errs[i] = s.Lease(ctx, "r1", fmt.Sprintf("p%d", i), time.Minute) })
	}
	wg.Wait()
	holders := 0
	for i := range owners {
		if errs[i] != nil {
			t.Errorf("owner %d: %v", i, errs[i])
		}
		if got[i] {
			holders++
		}
	}
	if holders != 1 {
		t.Errorf("%d owners hold the lease, want exactly 1", holders)
	}
}

// testCancelledContext checks that writes under a context that has ended
// fail and store nothing.
func testCancelledContext(t *testing.T, s store.Store) {
	mustCreate(t, s, newRoom("r1", 0))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for range 20 { // the appender may take the append before it sees the context
		if err := s.Append(ctx, "r1", 0, 1, store.Change{}); err == nil {
			t.Fatal("Append under a cancelled context: no error")
		}
	}
	if err := s.CreateRoom(ctx, newRoom("r2", 1)); err == nil {
		t.Error("CreateRoom under a cancelled context: no error")
	}
	if r := mustRoom(t, s, "r1"); r.Version != 0 {
		t.Errorf("after appends under a cancelled context the room is at version %d, want 0", r.Version)
	}
	if _, err := s.Room(context.Background(), "r2"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Room of a room created under a cancelled context: %v, want ErrNotFound", err)
	}
}

func testClose(t *testing.T, s store.Store) {
	ctx := context.Background()
	mustCreate(t, s, newRoom("r1", 0))
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if _, err := s.Room(ctx, "r1"); err == nil {
		t.Error("Room after Close: no error")
	}
	if err := s.Append(ctx, "r1", 0, 1, store.Change{}); err == nil {
		t.Error("Append after Close: no error")
	}
	if _, err := s.Lease(ctx, "r1", "p1", time.Second); err == nil {
		t.Error("Lease after Close: no error")
	}
}
