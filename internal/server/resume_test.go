package server

import (
	"context"
	"log/slog"
	"math"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"menagerie/agent/dojobot"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/gametest"
	"menagerie/internal/store"
	"menagerie/internal/syncbuf"
	"menagerie/registry"
)

// slowStore is a store whose Actions takes a while, as a busy database's
// does.
type slowStore struct {
	store.Store
	delay time.Duration
}

func (s slowStore) Actions(ctx context.Context, id string, from int) ([]game.Action, error) {
	select {
	case <-time.After(s.delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return s.Store.Actions(ctx, id, from)
}

// TestResumeInTheBackground stores many unfinished rooms and one whose
// game is no longer known, and requires a server resuming them to answer
// /healthz, the lobby and a room not resumed yet meanwhile, and to mark
// the room it cannot rebuild as failed, counted in its log.
func TestResumeInTheBackground(t *testing.T) {
	const rooms, delay = 40, 25 * time.Millisecond
	mem := store.NewMemory()
	unregister, err := registry.Register(&registry.Entry{Definition: gametest.Faulty(dojo.Definition(), "retired-dojo", math.MaxInt), Bots: dojobot.Bots()})
	if err != nil {
		t.Fatal(err)
	}
	first := startServer(t, mem, Config{})
	lost := first.create(t, Setup{Game: "retired-dojo", Seats: make([]SeatSetup, 2)})
	var ids []string
	for range rooms {
		ids = append(ids, first.create(t, Setup{Game: "dojo", Seats: make([]SeatSetup, 2)}).ID)
	}
	first.http.Close()
	if err := first.srv.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	unregister()

	var logs syncbuf.Buffer
	srv, err := New(Config{Store: slowStore{Store: mem, delay: delay}, Log: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts := serveHTTP(t, srv)
	resumed := make(chan struct{})
	begin := time.Now()
	go func() {
		defer close(resumed)
		if err := srv.Resume(context.Background()); err != nil {
			t.Error(err)
		}
	}()
	if status := ts.get(t, "/healthz", nil); status != http.StatusOK {
		t.Errorf("/healthz: status %d", status)
	}
	var list []RoomInfo
	if status := ts.get(t, "/api/rooms", &list); status != http.StatusOK {
		t.Errorf("the lobby: status %d", status)
	}
	// The last room stored is the last resumed: it is rebuilt on demand.
	p := ts.dial(t, ids[rooms-1])
	p.hello("")
	served := time.Since(begin)
	select {
	case <-resumed:
		t.Fatalf("the rooms were resumed in %s, before the test could ask for one (%s)", time.Since(begin), served)
	default:
	}
	t.Logf("the lobby and a room answered within %s of the start, while the rooms were resumed", served)
	<-resumed
	t.Logf("%d rooms resumed in %s", rooms+1, time.Since(begin))

	var ri RoomInfo
	if status := ts.get(t, "/api/rooms/"+lost.ID, &ri); status != http.StatusOK || !strings.Contains(ri.Failure, "could not be rebuilt") {
		t.Errorf("the room of an unknown game: status %d, failure %q; want it shown as failed", status, ri.Failure)
	}
	if !regexp.MustCompile(`msg="rooms resumed" rooms=\d+ failed=1 not_resumed=0 unfinished=41`).MatchString(logs.String()) {
		t.Errorf("the log does not count the room that failed:\n%s", logs.String())
	}
}
