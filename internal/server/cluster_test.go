package server

import (
	"bytes"
	"context"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/internal/store/postgres"
	"menagerie/internal/store/storetest"
)

// testLease is the rooms' lease in the tests of two processes: short, so
// that a takeover is quick, and long enough that an owner slowed down by a
// busy machine (the race detector, other work) still renews it in time.
const testLease = 2 * time.Second

// takeoverLimit bounds the wait for another process to take over or
// adopt a room whose owner died: liveness, not speed. A takeover needs the
// lease to run out and a look at the rooms, a few seconds, but a busy
// machine may stall both processes and the test for as long again: the
// bound the tests used to assert, the lease and a third plus a second,
// was over once the machine was loaded. The time taken is logged.
const takeoverLimit = 10 * testLease

// TestTwoProcesses plays games with one seat connected to each of two
// servers sharing one PostgreSQL database, both seats seeing every
// version; in the second the room's owner is killed (its store and bus
// cut off, its connections dropped, with no shutdown) and the other must
// take the room over once the lease runs out (within takeoverLimit) and
// play on to the same end as the test's own session, no accepted action
// lost.
func TestTwoProcesses(t *testing.T) {
	for _, killAt := range []int{-1, 12} {
		t.Run(map[bool]string{true: "owner killed", false: "to the end"}[killAt >= 0], func(t *testing.T) {
			schema := storetest.PostgresSchema(t)
			a, cutA := startProcess(t, schema, "a")
			b, _ := startProcess(t, schema, "b")
			ri := a.create(t, Setup{Game: "cardbattle", Seats: make([]SeatSetup, 2)})
			tokens := []string{a.join(t, ri.ID, 1).Token, b.join(t, ri.ID, 2).Token}
			players := []*player{a.dial(t, ri.ID), b.dial(t, ri.ID)}
			for i, p := range players {
				p.hello(tokens[i])
			}
			meta, err := cutA.Room(context.Background(), ri.ID)
			if err != nil {
				t.Fatal(err)
			}
			ref, _ := referenceSession(t, meta)
			stepReference(t, ref, nil)
			var killed time.Time
			for moves := 0; !ref.Over(); moves++ {
				if moves == killAt {
					close(cutA.cut)
					a.http.CloseClientConnections()
					a.http.Close()
					killed = time.Now()
					players[0] = b.dial(t, ri.ID)
					if v := players[0].hello(tokens[0]); v.Version != ref.Version() {
						t.Fatalf("after the kill the other process is at version %d, the game was at %d", v.Version, ref.Version())
					}
				}
				seat := ref.ToAct()
				legal := ref.Legal(nil)
				act := legal[moves%len(legal)]
				players[seat].act(ref.Version(), act)
				if _, err := ref.Apply(seat, act, ref.Version()); err != nil {
					t.Fatal(err)
				}
				stepReference(t, ref, nil)
				for i, p := range players {
					if got := untilVersion(p, ref.Version()); got != ref.Version() {
						t.Fatalf("seat %d saw version %d, the game is at %d", i+1, got, ref.Version())
					}
				}
				if moves == killAt {
					took := time.Since(killed)
					t.Logf("room taken over %s after its owner was killed (lease %s)", took, testLease)
					if took > takeoverLimit {
						t.Errorf("the room was taken over %s after its owner died, want within %s (the lease is %s)", took, takeoverLimit, testLease)
					}
				}
			}
			stored, err := cutA.Store.Actions(context.Background(), ri.ID, 0)
			if err != nil {
				t.Fatal(err)
			}
			if want := ref.Record().Actions; !slices.Equal(stored, want) {
				t.Errorf("stored actions differ from the game played:\n got %v\nwant %v", stored, want)
			}
		})
	}
}

// TestJoinRaceAcrossProcesses has a player on each process join a
// two-person room at once. For the same seat, one gets it and the other
// hears it is taken; for any seat, the one who loses the race for the
// first free seat gets the other. The stored tokens are the winners'.
func TestJoinRaceAcrossProcesses(t *testing.T) {
	schema := storetest.PostgresSchema(t)
	a, st := startProcess(t, schema, "a")
	b, _ := startProcess(t, schema, "b")
	tests := []struct {
		name string
		seat int // asked by both players, from 1; 0: any
		wins int
	}{
		{"same seat", 1, 1},
		{"any seat", 0, 2},
	}
	for _, tt := range tests {
		for round := range 5 {
			ri := a.create(t, Setup{Game: "cardbattle", Seats: make([]SeatSetup, 2)})
			replies := make([]JoinReply, 2)
			statuses := make([]int, 2)
			var wg sync.WaitGroup
			for i, ts := range []*testServer{a, b} {
				wg.Go(func() {
					statuses[i] = ts.post(t, "/api/join", JoinRequest{Room: ri.ID, Seat: tt.seat}, &replies[i])
				})
			}
			wg.Wait()
			meta, err := st.Room(context.Background(), ri.ID)
			if err != nil {
				t.Fatal(err)
			}
			wins := 0
			for i, status := range statuses {
				switch {
				case status == http.StatusOK && replies[i].Seat >= 1 && replies[i].Seat <= 2:
					wins++
					if !bytes.Equal(meta.Seats[replies[i].Seat-1].TokenHash, hashToken(replies[i].Token)) {
						t.Errorf("%s, round %d: process %d's join won seat %d, but the stored token is not its", tt.name, round, i+1, replies[i].Seat)
					}
				case status == http.StatusConflict && tt.wins < 2:
				default:
					t.Errorf("%s, round %d: process %d's join answered %d, seat %d", tt.name, round, i+1, status, replies[i].Seat)
				}
			}
			if wins != tt.wins {
				t.Errorf("%s, round %d: %d joins won, want %d (statuses %v)", tt.name, round, wins, tt.wins, statuses)
			}
		}
	}
}

// TestForwardedActionRefused has a seat connected to the process that
// does not own the room send its action twice at once: the owner plays
// the first and refuses the second, and the seat hears why.
func TestForwardedActionRefused(t *testing.T) {
	schema := storetest.PostgresSchema(t)
	a, _ := startProcess(t, schema, "a")
	b, _ := startProcess(t, schema, "b")
	ri := a.create(t, Setup{Game: "cardbattle", Seats: make([]SeatSetup, 2)})
	tokens := []string{a.join(t, ri.ID, 1).Token, b.join(t, ri.ID, 2).Token} // a, its owner, has it loaded
	var me *player
	var view wireView
	for seat, token := range tokens {
		p := b.dial(t, ri.ID)
		v := p.hello(token)
		if v.ToAct == game.Player(seat) {
			me, view = p, v
		}
	}
	if me == nil || len(view.Actions) == 0 {
		t.Fatalf("no seat on the mirror is to act: %+v", view)
	}
	me.act(view.Version, view.Actions[0].Action)
	me.act(view.Version, view.Actions[0].Action)
	for {
		w := me.next()
		if w.Type != MsgError {
			continue
		}
		if w.Code != CodeStale || !strings.Contains(w.Message, "another action came first") {
			t.Fatalf("error %s: %s; want the owner's refusal as %s", w.Code, w.Message, CodeStale)
		}
		return
	}
}

// TestOrphanAdopted kills the owner of a timed room nobody else has
// connections to: the other process must adopt the room once its lease
// runs out and play the timed-out turns, within takeoverLimit.
func TestOrphanAdopted(t *testing.T) {
	schema := storetest.PostgresSchema(t)
	a, cutA := startProcess(t, schema, "a")
	startProcess(t, schema, "b")
	ri := a.create(t, Setup{Game: "tableau", Seats: make([]SeatSetup, 2), TurnTimer: 1, OnTimeout: OnTimeoutBot})
	close(cutA.cut)
	a.http.Close()
	killed := time.Now()
	meta, err := cutA.Store.Room(context.Background(), ri.ID)
	if err != nil {
		t.Fatal(err)
	}
	for died := meta.Version; meta.Version == died; {
		if time.Since(killed) > takeoverLimit {
			t.Fatalf("the orphaned room is still at version %d after %s (lease %s, turn 1s)", meta.Version, takeoverLimit, testLease)
		}
		time.Sleep(20 * time.Millisecond)
		if meta, err = cutA.Store.Room(context.Background(), ri.ID); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("the orphaned room played on %s after its owner was killed (lease %s, turn 1s)", time.Since(killed), testLease)
}

// TestLeaveOnMirror hands a seat to a bot through the process that does
// not own the room: the owner must learn of it, close the seat's
// connection to it, and have the bot play that seat to the end against
// the person connected to it.
func TestLeaveOnMirror(t *testing.T) {
	schema := storetest.PostgresSchema(t)
	a, st := startProcess(t, schema, "a")
	b, _ := startProcess(t, schema, "b")
	ri := a.create(t, Setup{Game: "dojo", Seats: make([]SeatSetup, 2)})
	stay, leave := a.join(t, ri.ID, 1).Token, b.join(t, ri.ID, 2).Token
	me := a.dial(t, ri.ID)
	me.hello(stay)
	left := a.dial(t, ri.ID) // the leaver's connection to the owner
	left.hello(leave)
	var lr LeaveReply
	if status := b.post(t, "/api/leave", LeaveRequest{Room: ri.ID, Token: leave}, &lr); status != http.StatusOK || lr.Seat != 2 || lr.Bot != timeoutBot {
		t.Fatalf("leave through the mirror: status %d, %+v", status, lr)
	}
	if err := left.closed(); websocket.CloseStatus(err) != websocket.StatusNormalClosure {
		t.Fatalf("the leaver's connection to the owner ended with %v", err)
	}
	me.send(ClientMessage{Type: MsgSync, From: new(int)}) // the state now, the bot's or mine to act
	for moves := 0; ; moves++ {
		w, _ := me.untilState()
		if w.Over {
			break
		}
		if moves > 5000 {
			t.Fatal("the game does not end")
		}
		if v := me.view(w); len(v.Actions) > 0 {
			me.act(w.Version, v.Actions[moves%len(v.Actions)].Action)
		}
	}
	room, err := st.Room(context.Background(), ri.ID)
	if err != nil || !room.Over || room.Seats[1].Bot != timeoutBot {
		t.Fatalf("stored room after the game: %+v (%v)", room, err)
	}
}

// untilVersion reads a player's messages up to a state at version want or
// later, and returns that state's version.
func untilVersion(p *player, want int) int {
	p.t.Helper()
	for {
		w := p.next()
		if w.Type == MsgError {
			p.t.Fatalf("error at version %d: %s %s", w.Version, w.Code, w.Message)
		}
		if w.Type == MsgState && w.Version >= want {
			return w.Version
		}
	}
}

// startProcess starts a server as another process would: its own
// connections to the database, its own bus and name, short leases. Its
// store and bus can be cut off.
func startProcess(t *testing.T, conn, name string) (*testServer, *cutStore) {
	t.Helper()
	st, err := postgres.Open(context.Background(), conn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() }) // after the server's shutdown
	cut := newCutStore(st)
	ts := startServer(t, cut, Config{Bus: cutBus{Bus: st, c: cut}, Name: name, Lease: testLease,
		MessagesPerSecond: 1000, Burst: 1000})
	return ts, cut
}

// cutBus is a bus whose notices and forwarded actions are cut off with
// its cutStore.
type cutBus struct {
	store.Bus
	c *cutStore
}

func (b cutBus) Renew(ctx context.Context, owner string, ids []string, ttl time.Duration) ([]store.Renewal, error) {
	if b.c.down() {
		return nil, errCut
	}
	return b.Bus.Renew(ctx, owner, ids, ttl)
}

func (b cutBus) Seated(ctx context.Context, id string) error {
	if b.c.down() {
		return errCut
	}
	return b.Bus.Seated(ctx, id)
}

func (b cutBus) Forward(ctx context.Context, f store.Forwarded) error {
	if b.c.down() {
		return errCut
	}
	return b.Bus.Forward(ctx, f)
}

func (b cutBus) Refused(ctx context.Context, id string, r store.Refusal) error {
	if b.c.down() {
		return errCut
	}
	return b.Bus.Refused(ctx, id, r)
}

func (b cutBus) Handled(ctx context.Context, id string, seq int64) error {
	if b.c.down() {
		return errCut
	}
	return b.Bus.Handled(ctx, id, seq)
}
