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

// newEntry is a waiting entry of the queue of two-player Card Battle,
// joined second seconds after base.
func newEntry(ticket string, second int) *store.QueueEntry {
	return &store.QueueEntry{
		Ticket: ticket, Queue: "game=cardbattle&packs=classic%2Cgolden&players=2",
		Player: "p-" + ticket, Name: "Player " + ticket, Bot: "medium", Rated: true,
		TokenHash: token(ticket), Joined: base.Add(time.Duration(second) * time.Second),
	}
}

// mustEnqueue stores e or ends the test.
func mustEnqueue(t *testing.T, s store.Store, e *store.QueueEntry) {
	t.Helper()
	if err := s.Enqueue(context.Background(), e); err != nil {
		t.Fatalf("Enqueue(%q): %v", e.Ticket, err)
	}
}

// waitingTickets are the tickets Waiting returns, in its order.
func waitingTickets(t *testing.T, s store.Store) []string {
	t.Helper()
	w, err := s.Waiting(context.Background())
	if err != nil {
		t.Fatalf("Waiting: %v", err)
	}
	var out []string
	for _, e := range w {
		out = append(out, e.Ticket)
	}
	return out
}

func testQueue(t *testing.T, s store.Store) {
	ctx := context.Background()
	guest := newEntry("t3", 1)
	guest.Player, guest.Name, guest.Bot, guest.Rated = "", "", "", false
	for _, e := range []*store.QueueEntry{newEntry("t2", 0), newEntry("t1", 0), guest} {
		mustEnqueue(t, s, e)
	}
	if got, want := waitingTickets(t, s), []string{"t1", "t2", "t3"}; !cmp.Equal(got, want) {
		t.Fatalf("Waiting = %v, want %v (oldest first, then by ticket)", got, want)
	}
	got, err := s.QueueEntry(ctx, "t3")
	if err != nil {
		t.Fatalf("QueueEntry: %v", err)
	}
	if d := cmp.Diff(guest, got); d != "" {
		t.Errorf("QueueEntry (-want +got):\n%s", d)
	}
	wantErr(t, "Enqueue of a taken ticket", s.Enqueue(ctx, newEntry("t1", 5)), store.ErrConflict)

	r := newRoom("m1", 0)
	if err := s.Match(ctx, r, []string{"t2", "t1"}, []int{1, 0}); err != nil {
		t.Fatalf("Match: %v", err)
	}
	sameRoom(t, "the matched room", mustRoom(t, s, "m1"), r)
	for _, w := range []struct {
		ticket string
		seat   int
	}{{"t1", 0}, {"t2", 1}} {
		e, err := s.QueueEntry(ctx, w.ticket)
		if err != nil || e.Room != "m1" || e.Seat != w.seat {
			t.Errorf("QueueEntry(%q) = %+v, %v; want room m1, seat %d", w.ticket, e, err, w.seat)
		}
	}
	if got, want := waitingTickets(t, s), []string{"t3"}; !cmp.Equal(got, want) {
		t.Errorf("Waiting after the match = %v, want %v", got, want)
	}

	// A match of an entry matched already stores nothing: no room, and
	// the other entry still waits.
	wantErr(t, "Match of a matched entry", s.Match(ctx, newRoom("m2", 1), []string{"t3", "t1"}, []int{0, 1}), store.ErrConflict)
	_, err = s.Room(ctx, "m2")
	wantErr(t, "the room of a refused match", err, store.ErrNotFound)
	if got, want := waitingTickets(t, s), []string{"t3"}; !cmp.Equal(got, want) {
		t.Errorf("Waiting after a refused match = %v, want %v", got, want)
	}
	wantErr(t, "Match of a missing ticket", s.Match(ctx, newRoom("m3", 1), []string{"t3", "nobody"}, []int{0, 1}), store.ErrConflict)
	wantErr(t, "Match into a taken room id", s.Match(ctx, newRoom("m1", 1), []string{"t3"}, []int{0}), store.ErrConflict)
	if got, want := waitingTickets(t, s), []string{"t3"}; !cmp.Equal(got, want) {
		t.Errorf("Waiting after refused matches = %v, want %v", got, want)
	}

	wantErr(t, "Dequeue of a matched entry", s.Dequeue(ctx, "t1"), store.ErrConflict)
	if err := s.Dequeue(ctx, "t3"); err != nil {
		t.Fatalf("Dequeue: %v", err)
	}
	wantErr(t, "Dequeue again", s.Dequeue(ctx, "t3"), store.ErrNotFound)
	_, err = s.QueueEntry(ctx, "t3")
	wantErr(t, "QueueEntry of a left entry", err, store.ErrNotFound)
	if got := waitingTickets(t, s); len(got) != 0 {
		t.Errorf("Waiting after the last left = %v, want none", got)
	}

	mustEnqueue(t, s, newEntry("t4", 60))
	if err := s.PurgeQueue(ctx, base.Add(30*time.Second)); err != nil {
		t.Fatalf("PurgeQueue: %v", err)
	}
	_, err = s.QueueEntry(ctx, "t1")
	wantErr(t, "QueueEntry of a purged entry", err, store.ErrNotFound)
	if got, want := waitingTickets(t, s), []string{"t4"}; !cmp.Equal(got, want) {
		t.Errorf("Waiting after the purge = %v, want %v", got, want)
	}
}

// testQueueSeen checks that an entry is seen when it joins and when its
// holder asks for it, and that the entries unseen for long are dropped,
// the matched ones kept.
func testQueueSeen(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, e := range []*store.QueueEntry{newEntry("t1", 0), newEntry("t2", 0), newEntry("t3", 0)} {
		mustEnqueue(t, s, e)
		if !e.Seen.Equal(e.Joined) {
			t.Errorf("Enqueue(%q): seen %v, want its joining %v", e.Ticket, e.Seen, e.Joined)
		}
	}
	if err := s.Match(ctx, newRoom("m1", 0), []string{"t3"}, []int{0}); err != nil {
		t.Fatalf("Match: %v", err)
	}
	later := base.Add(time.Minute)
	for _, ticket := range []string{"t1", "t3", "nobody"} {
		if err := s.SeeQueueEntry(ctx, ticket, later); err != nil {
			t.Errorf("SeeQueueEntry(%q): %v", ticket, err)
		}
	}
	n, err := s.DropUnseen(ctx, base.Add(30*time.Second))
	if err != nil || n != 1 {
		t.Errorf("DropUnseen = %d, %v; want 1 (t2)", n, err)
	}
	if got, want := waitingTickets(t, s), []string{"t1"}; !cmp.Equal(got, want) {
		t.Errorf("Waiting after DropUnseen = %v, want %v", got, want)
	}
	for _, w := range []struct {
		ticket string
		seen   time.Time
	}{{"t1", later}, {"t3", base}} {
		e, err := s.QueueEntry(ctx, w.ticket)
		if err != nil || !e.Seen.Equal(w.seen) {
			t.Errorf("QueueEntry(%q) = %+v, %v; want seen %v", w.ticket, e, err, w.seen)
		}
	}
	wantErr(t, "SeeQueueEntry of no ticket", s.SeeQueueEntry(ctx, "", later), store.ErrInvalid)
}

func testQueueBadInput(t *testing.T, s store.Store) {
	ctx := context.Background()
	bad := []struct {
		what  string
		entry func(e *store.QueueEntry)
	}{
		{"no ticket", func(e *store.QueueEntry) { e.Ticket = "" }},
		{"no queue", func(e *store.QueueEntry) { e.Queue = "" }},
		{"a control character in the name", func(e *store.QueueEntry) { e.Name = "a\x07" }},
		{"a short token hash", func(e *store.QueueEntry) { e.TokenHash = e.TokenHash[:8] }},
		{"a room already", func(e *store.QueueEntry) { e.Room = "m1" }},
	}
	for _, b := range bad {
		e := newEntry("t1", 0)
		b.entry(e)
		wantErr(t, "Enqueue with "+b.what, s.Enqueue(ctx, e), store.ErrInvalid)
	}
	wantErr(t, "Enqueue(nil)", s.Enqueue(ctx, nil), store.ErrInvalid)
	mustEnqueue(t, s, newEntry("t1", 0))
	mustEnqueue(t, s, newEntry("t2", 0))
	matches := []struct {
		what    string
		tickets []string
		seats   []int
	}{
		{"no tickets", nil, nil},
		{"more tickets than seats", []string{"t1", "t2"}, []int{0}},
		{"a seat out of the room", []string{"t1"}, []int{2}},
		{"a negative seat", []string{"t1"}, []int{-1}},
		{"one seat twice", []string{"t1", "t2"}, []int{1, 1}},
		{"one ticket twice", []string{"t1", "t1"}, []int{0, 1}},
	}
	for _, m := range matches {
		wantErr(t, "Match with "+m.what, s.Match(ctx, newRoom("m1", 0), m.tickets, m.seats), store.ErrInvalid)
	}
	if got, want := waitingTickets(t, s), []string{"t1", "t2"}; !cmp.Equal(got, want) {
		t.Errorf("Waiting after refused matches = %v, want %v", got, want)
	}
	_, err := s.LeaseQueue(ctx, "", time.Minute)
	wantErr(t, "LeaseQueue with no owner", err, store.ErrInvalid)
}

// testConcurrentMatch has matchers race to seat overlapping pairs of
// entries: each entry is seated once, in a room that was stored.
func testConcurrentMatch(t *testing.T, s store.Store) {
	ctx := context.Background()
	const entries = 6
	for i := range entries {
		mustEnqueue(t, s, newEntry(fmt.Sprintf("t%d", i), i))
	}
	const matchers = 8
	errs := make([]error, matchers)
	var wg sync.WaitGroup
	for i := range matchers {
		a, b := fmt.Sprintf("t%d", i%entries), fmt.Sprintf("t%d", (i+1)%entries)
		wg.Go(func() { errs[i] = s.Match(ctx, newRoom(fmt.Sprintf("m%d", i), i), []string{a, b}, []int{0, 1}) })
	}
	wg.Wait()
	rooms := map[string][]string{}
	for i := range entries {
		e, err := s.QueueEntry(ctx, fmt.Sprintf("t%d", i))
		if err != nil {
			t.Fatalf("QueueEntry: %v", err)
		}
		if e.Room != "" {
			rooms[e.Room] = append(rooms[e.Room], e.Ticket)
		}
	}
	made := 0
	for i, err := range errs {
		id := fmt.Sprintf("m%d", i)
		_, roomErr := s.Room(ctx, id)
		switch {
		case err == nil:
			made++
			if roomErr != nil || len(rooms[id]) != 2 {
				t.Errorf("match %s succeeded: room %v, entries %v; want the room and 2 entries", id, roomErr, rooms[id])
			}
		case errors.Is(err, store.ErrConflict):
			if roomErr == nil || len(rooms[id]) != 0 {
				t.Errorf("match %s refused, yet its room is stored or entries %v are in it", id, rooms[id])
			}
		default:
			t.Errorf("match %s: %v", id, err)
		}
	}
	if made == 0 || len(rooms) != made {
		t.Errorf("%d matches succeeded, %d rooms hold entries", made, len(rooms))
	}
}

func testQueueLease(t *testing.T, s store.Store) {
	const short = 200 * time.Millisecond
	steps := []struct {
		what  string
		owner string
		ttl   time.Duration
		want  bool
	}{
		{"p1 takes the free lease", "p1", time.Minute, true},
		{"p2 asks for p1's lease", "p2", time.Minute, false},
		{"p1 renews, for a short time", "p1", short, true},
		{"p2 asks again", "p2", time.Minute, false},
	}
	for _, st := range steps {
		got, err := s.LeaseQueue(context.Background(), st.owner, st.ttl)
		if err != nil || got != st.want {
			t.Fatalf("%s: LeaseQueue = %v, %v; want %v", st.what, got, err, st.want)
		}
	}
	time.Sleep(short + 150*time.Millisecond)
	if ok, err := s.LeaseQueue(context.Background(), "p2", time.Minute); err != nil || !ok {
		t.Fatalf("p2 could not take the lease after p1's ran out: %v, %v", ok, err)
	}
	if ok, err := s.LeaseQueue(context.Background(), "p1", time.Minute); err != nil || ok {
		t.Fatalf("p1 took the lease back from p2's live one: %v, %v", ok, err)
	}
}
