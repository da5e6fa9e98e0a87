package server

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
)

// Load test size: rooms played at once and the most time given to them
// (go test -run TestLoad -args -load-rooms 300 -load-budget 2m for more).
var (
	loadRooms  = flag.Int("load-rooms", 50, "TestLoad: rooms played at once (at most 2,000)")
	loadBudget = flag.Duration("load-budget", 3*time.Second, "TestLoad: the most time given to them (at most 10m)")
)

// TestLoad plays loadRooms games at once through the WebSocket API, every
// seat a client that picks a random action as soon as it may, for at most
// loadBudget, and reports actions a second and the time from an action
// sent to the state after it received (p50, p99). Every room must make
// progress, no client may be refused, and every action a seat was told
// of must be stored where it was played.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: skipped with -short")
	}
	if *loadRooms < 1 || *loadRooms > 2000 || *loadBudget <= 0 || *loadBudget > 10*time.Minute {
		t.Fatalf("-load-rooms %d, -load-budget %s: give 1 to 2,000 rooms and at most 10m", *loadRooms, *loadBudget)
	}
	st := store.NewMemory()
	// Bots act as fast as the server answers: far above a person's rate,
	// and every client is on loopback.
	ts := startServer(t, st, Config{MessagesPerSecond: 1e4, Burst: 1e4, ExemptLoopback: true})
	games := registry.Games()
	var (
		mu        sync.Mutex
		latencies []time.Duration
		failures  []string
		wg        sync.WaitGroup
		finished  int
	)
	rooms := make([]RoomInfo, *loadRooms)
	conns := make([][]*websocket.Conn, *loadRooms)
	acked := make([][]map[int]game.Action, *loadRooms) // per room and seat
	for i := range rooms {
		e := games[i%len(games)]
		rooms[i] = ts.create(t, Setup{Game: e.Name, Seats: make([]SeatSetup, e.Players[0])})
		for seat := range rooms[i].Seats {
			conns[i] = append(conns[i], dialSeat(t, ts, rooms[i].ID, ts.join(t, rooms[i].ID, seat+1).Token))
		}
		acked[i] = make([]map[int]game.Action, len(rooms[i].Seats))
	}
	ctx, cancel := context.WithTimeout(context.Background(), *loadBudget)
	defer cancel()
	start := time.Now()
	for i := range rooms {
		for seat, conn := range conns[i] {
			wg.Add(1)
			go func() {
				defer wg.Done()
				lat, played, over, err := loadClient(ctx, conn, uint64(i*8+seat))
				mu.Lock()
				defer mu.Unlock()
				latencies = append(latencies, lat...)
				acked[i][seat] = played
				if over && seat == 0 {
					finished++
				}
				if err != nil {
					failures = append(failures, fmt.Sprintf("room %d seat %d: %v", i, seat+1, err))
				}
			}()
		}
	}
	wg.Wait()
	elapsed := time.Since(start)
	if len(failures) > 0 {
		t.Fatalf("%d clients failed:\n%s", len(failures), strings.Join(failures, "\n"))
	}
	kept := 0
	for i, ri := range rooms {
		if r, err := st.Room(context.Background(), ri.ID); err != nil || r.Version == 0 {
			t.Errorf("room %d made no progress (%v)", i, err)
		}
		actions := stored(t, st, ri.ID)
		for seat, played := range acked[i] {
			for v, a := range played {
				if v >= len(actions) || actions[v] != a {
					t.Errorf("room %d seat %d: action %d played at version %d and acknowledged is not stored there", i, seat+1, a, v)
					continue
				}
				kept++
			}
		}
	}
	if len(latencies) == 0 {
		t.Fatal("no action was played")
	}
	slices.Sort(latencies)
	pct := func(p float64) time.Duration { return latencies[int(p*float64(len(latencies)-1))] }
	t.Logf("%d rooms (%d finished) in %.2fs: %d actions, %.0f actions/s, p50 %s, p99 %s; %d acknowledged actions kept",
		*loadRooms, finished, elapsed.Seconds(), len(latencies), float64(len(latencies))/elapsed.Seconds(),
		pct(0.50).Round(time.Microsecond), pct(0.99).Round(time.Microsecond), kept)
}

// dialSeat connects to a room and says hello with a seat's token.
func dialSeat(t *testing.T, ts *testServer, room, token string) *websocket.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, strings.Replace(ts.url, "http://", "ws://", 1)+"/api/rooms/"+room+"/play", nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.CloseNow() })
	conn.SetReadLimit(4 << 20)
	b, _ := json.Marshal(ClientMessage{Type: MsgHello, Token: token})
	if err := conn.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
	return conn
}

// loadClient plays one seat on a connection that said hello: a random
// action whenever its state offers some, timing each from sent to the
// next state. It returns the times, the actions acknowledged (a state
// after them) by the version they were played at, whether the game
// ended, and the first refusal or failure; the context running out ends
// it without one.
func loadClient(ctx context.Context, conn *websocket.Conn, seed uint64) ([]time.Duration, map[int]game.Action, bool, error) {
	send := func(m ClientMessage) error {
		b, err := json.Marshal(m)
		if err != nil {
			return err
		}
		return conn.Write(ctx, websocket.MessageText, b)
	}
	rng := game.NewRNG(seed)
	var lat []time.Duration
	played := map[int]game.Action{}
	var sentAt time.Time
	var sentVersion int
	var sent game.Action
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return lat, played, false, nil
			}
			return lat, played, false, err
		}
		var w wire
		if err := json.Unmarshal(data, &w); err != nil {
			return lat, played, false, err
		}
		switch w.Type {
		case MsgError:
			return lat, played, false, fmt.Errorf("refused at version %d: %s: %s", w.Version, w.Code, w.Message)
		case MsgState:
		default:
			continue
		}
		if !sentAt.IsZero() {
			lat = append(lat, time.Since(sentAt))
			played[sentVersion] = sent
			sentAt = time.Time{}
		}
		if w.Over {
			return lat, played, true, nil
		}
		var v wireView
		if err := json.Unmarshal(w.View, &v); err != nil {
			return lat, played, false, err
		}
		if len(v.Actions) == 0 {
			continue
		}
		sent, sentVersion = v.Actions[rng.IntN(len(v.Actions))].Action, w.Version
		sentAt = time.Now()
		if err := send(ClientMessage{Type: MsgAct, Version: &w.Version, Action: &sent}); err != nil {
			if ctx.Err() != nil {
				return lat, played, false, nil
			}
			return lat, played, false, err
		}
	}
}
