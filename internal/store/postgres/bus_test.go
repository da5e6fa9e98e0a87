package postgres

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"menagerie/internal/store"
	"menagerie/internal/store/storetest"
)

// TestBus has one process append actions, forward others and announce
// seats, and requires another process's listener to hear each notice, its
// Forwarded to give the actions in order until Handled removes them, and
// its Orphans to name a room whose lease ran out unreleased.
func TestBus(t *testing.T) {
	ctx := context.Background()
	conn := storetest.PostgresSchema(t)
	sender, err := Open(ctx, conn)
	if err != nil {
		t.Fatal(err)
	}
	defer sender.Close()
	listener, err := Open(ctx, conn)
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	for _, id := range []string{"r1", "r2"} {
		if err := sender.CreateRoom(ctx, &store.Room{ID: id, Code: "C" + id, Game: "dojo", Seats: make([]store.Seat, 2)}); err != nil {
			t.Fatal(err)
		}
	}

	notices := make(chan store.Notice, 16)
	lctx, stop := context.WithCancel(ctx)
	listened := make(chan error, 1)
	hearing := make(chan struct{}, 1)
	go func() {
		listened <- listener.Listen(lctx, func(n store.Notice) { notices <- n },
			func() { hearing <- struct{}{} }, func(err error) { t.Errorf("listen: %v", err) })
	}()
	defer func() {
		stop()
		if err := <-listened; err != context.Canceled {
			t.Errorf("Listen returned %v, want context.Canceled", err)
		}
	}()
	// LISTEN runs on its own connection: once it says it hears, the
	// first notice sent is heard.
	select {
	case <-hearing:
	case <-time.After(10 * time.Second):
		t.Fatal("the listener did not start hearing in 10s")
	}
	if err := sender.Seated(ctx, "r1"); err != nil {
		t.Fatal(err)
	}
	select {
	case n := <-notices:
		if want := (store.Notice{Room: "r1", Seated: true}); n != want {
			t.Fatalf("heard %+v, want %+v", n, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the first notice was not heard in 10s")
	}

	// Appends announce each new version; a refused one, nothing.
	for version := range 2 {
		if err := sender.Append(ctx, "r1", version, 7, store.Change{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := sender.Append(ctx, "r1", 0, 7, store.Change{}); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("a stale append: %v, want ErrConflict", err)
	}
	forwarded := []store.Forwarded{
		{Room: "r1", Seat: 1, Version: 3, Action: 7},
		{Room: "r1", Seat: 0, Version: 4, Action: 2},
		{Room: "r2", Seat: 1, Version: 0, Action: 5},
	}
	for _, f := range forwarded {
		if err := sender.Forward(ctx, f); err != nil {
			t.Fatal(err)
		}
	}
	if err := sender.Seated(ctx, "r2"); err != nil {
		t.Fatal(err)
	}
	if err := sender.Closed(ctx, "r2"); err != nil {
		t.Fatal(err)
	}
	refusal := store.Refusal{Seat: 1, Version: 3, Code: "stale"}
	if err := sender.Refused(ctx, "r1", refusal); err != nil {
		t.Fatal(err)
	}
	if err := sender.Refused(ctx, "r1", store.Refusal{Seat: 1, Version: 3, Code: "x.y"}); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("Refused with a code that breaks the payload: %v, want ErrInvalid", err)
	}
	want := []store.Notice{{Room: "r1", Version: 1}, {Room: "r1", Version: 2}, {Room: "r1", Forwarded: true}, {Room: "r1", Forwarded: true}, {Room: "r2", Forwarded: true}, {Room: "r2", Seated: true},
		{Room: "r2", Closed: true}, {Room: "r1", Refused: &refusal}}
	for i, w := range want {
		select {
		case n := <-notices:
			if d := cmp.Diff(w, n); d != "" {
				t.Errorf("notice %d (-want +got):\n%s", i, d)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("notice %d (%+v) not heard", i, w)
		}
	}

	got, err := listener.Forwarded(ctx, "r1")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Seq >= got[1].Seq {
		t.Fatalf("Forwarded(r1) = %+v, want two in order", got)
	}
	for i := range got {
		if f := forwarded[i]; got[i].Room != f.Room || got[i].Seat != f.Seat || got[i].Version != f.Version || got[i].Action != f.Action {
			t.Errorf("forwarded %d: %+v, want %+v", i, got[i], f)
		}
	}
	if err := listener.Handled(ctx, "r1", got[0].Seq); err != nil {
		t.Fatal(err)
	}
	left, err := listener.Forwarded(ctx, "r1")
	if err != nil {
		t.Fatal(err)
	}
	if len(left) != 1 || left[0].Seq != got[1].Seq {
		t.Errorf("after Handled up to the first, Forwarded(r1) = %+v, want the second", left)
	}
	if r2, err := listener.Forwarded(ctx, "r2"); err != nil || len(r2) != 1 {
		t.Errorf("Forwarded(r2) = %+v, %v; want its one action", r2, err)
	}

	// r1's owner dies (its lease runs out), r2's releases its lease.
	for _, id := range []string{"r1", "r2"} {
		if ok, err := sender.Lease(ctx, id, "owner", time.Minute); err != nil || !ok {
			t.Fatalf("Lease %s = %v, %v", id, ok, err)
		}
	}
	if orphans, err := listener.Orphans(ctx); err != nil || len(orphans) != 0 {
		t.Errorf("Orphans while both leases run = %v, %v; want none", orphans, err)
	}
	// The owner renews its leases at once, learning which rooms have
	// forwarded actions waiting; another owner renews none.
	renewed, err := listener.Renew(ctx, "owner", []string{"r2", "r1", "r9"}, time.Minute)
	slices.SortFunc(renewed, func(a, b store.Renewal) int { return strings.Compare(a.Room, b.Room) })
	if want := []store.Renewal{{Room: "r1", Forwarded: true}, {Room: "r2", Forwarded: true}}; err != nil || !slices.Equal(renewed, want) {
		t.Errorf("Renew by the owner = %+v, %v; want %+v", renewed, err, want)
	}
	if renewed, err := listener.Renew(ctx, "other", []string{"r1", "r2"}, time.Minute); err != nil || len(renewed) != 0 {
		t.Errorf("Renew by another owner = %+v, %v; want none", renewed, err)
	}
	if _, err := listener.Renew(ctx, "", []string{"r1"}, time.Minute); !errors.Is(err, store.ErrInvalid) {
		t.Errorf("Renew with no owner: %v, want ErrInvalid", err)
	}
	if ok, err := sender.Lease(ctx, "r1", "owner", 50*time.Millisecond); err != nil || !ok {
		t.Fatalf("Lease r1 = %v, %v", ok, err)
	}
	if err := sender.Release(ctx, "r2", "owner"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if orphans, err := listener.Orphans(ctx); err != nil || !slices.Equal(orphans, []string{"r1"}) {
		t.Errorf("Orphans = %v, %v; want [r1]", orphans, err)
	}
}

// TestParseNotice reads every payload the bus sends and refuses others.
func TestParseNotice(t *testing.T) {
	tests := []struct {
		payload string
		want    store.Notice
		ok      bool
	}{
		{"abc:12", store.Notice{Room: "abc", Version: 12}, true},
		{"a:b:0", store.Notice{Room: "a:b", Version: 0}, true},
		{"abc:forwarded", store.Notice{Room: "abc", Forwarded: true}, true},
		{"abc:seated", store.Notice{Room: "abc", Seated: true}, true},
		{"abc:closed", store.Notice{Room: "abc", Closed: true}, true},
		{"abc", store.Notice{}, false},
		{":3", store.Notice{}, false},
		{"abc:-1", store.Notice{}, false},
		{"abc:x", store.Notice{}, false},
		{"a:b:refused.1.42.stale", store.Notice{Room: "a:b", Refused: &store.Refusal{Seat: 1, Version: 42, Code: "stale"}}, true},
		{"abc:refused.0.0.not_your_turn", store.Notice{Room: "abc", Refused: &store.Refusal{Code: "not_your_turn"}}, true},
		{"abc:refused.1.42", store.Notice{}, false},
		{"abc:refused.-1.42.stale", store.Notice{}, false},
		{"abc:refused.1.x.stale", store.Notice{}, false},
		{"abc:refused.1.42.Stale", store.Notice{}, false},
		{"abc:refused.1.42.stale.more", store.Notice{}, false},
	}
	for _, tt := range tests {
		got, ok := parseNotice(tt.payload)
		if !cmp.Equal(got, tt.want) || ok != tt.ok {
			t.Errorf("parseNotice(%q) = %+v, %v; want %+v, %v", tt.payload, got, ok, tt.want, tt.ok)
		}
	}
}

// TestChannelOf names each schema's channel within PostgreSQL's limit.
func TestChannelOf(t *testing.T) {
	long := strings.Repeat("s", 63)
	tests := []struct{ schema, want string }{
		{"public", "menagerie.public"},
		{long, "menagerie." + long[:53]},
	}
	for _, tt := range tests {
		if got := channelOf(tt.schema); got != tt.want {
			t.Errorf("channelOf(%q) = %q, want %q", tt.schema, got, tt.want)
		}
	}
}
