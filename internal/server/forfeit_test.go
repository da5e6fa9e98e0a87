package server

import (
	"math"
	"reflect"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/rating"
	"menagerie/internal/store"
	"menagerie/internal/store/storetest"
	"menagerie/registry"
)

// playUntilOver says hello with a seat's token and plays the first action
// offered whenever the seat is to act, until the game is over, sending an
// action the rate limit refused again when it says; it returns the last
// state.
func (p *player) playUntilOver(token string) wire {
	p.t.Helper()
	p.send(ClientMessage{Type: MsgHello, Token: token})
	var v wireView // the view last acted on
	for {
		switch w := p.next(); {
		case w.Type == MsgState && w.Over:
			return w
		case w.Type == MsgState:
			if v = p.view(w); v.ToAct == v.Seat && len(v.Actions) > 0 {
				p.act(v.Version, v.Actions[0].Action)
			}
		case w.Type == MsgError && w.Code == CodeRateLimited:
			time.Sleep(time.Duration(w.RetryAfter) * time.Millisecond)
			p.act(v.Version, v.Actions[0].Action)
		}
	}
}

// untilOver reads the states up to the one that says the game is over.
func (p *player) untilOver() wire {
	p.t.Helper()
	for {
		if w, _ := p.untilState(); w.Over {
			return w
		}
	}
}

// waitOver reads the room from the lobby until its game is over.
func (ts *testServer) waitOver(t *testing.T, id string) RoomInfo {
	t.Helper()
	var ri RoomInfo
	for end := time.Now().Add(waitLimit); ; time.Sleep(20 * time.Millisecond) {
		ts.get(t, "/api/rooms/"+id, &ri)
		if ri.Over {
			return ri
		}
		if time.Now().After(end) {
			t.Fatalf("room %s is not over after %s: %+v", id, waitLimit, ri)
		}
	}
}

// checkRecordReplays replays the finished room's record as a client
// would and requires the lobby's returns and forfeits of it.
func (ts *testServer) checkRecordReplays(t *testing.T, ri RoomInfo, forfeits []game.Forfeit) {
	t.Helper()
	var rec game.Record
	if status := ts.get(t, "/api/rooms/"+ri.ID+"/record", &rec); status != 200 {
		t.Fatalf("record: status %d", status)
	}
	if !reflect.DeepEqual(rec.Forfeits, forfeits) {
		t.Errorf("record's forfeits %v; want %v", rec.Forfeits, forfeits)
	}
	_, g, err := registry.ForRecord(&rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	final, err := game.Replay(g, &rec)
	if err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	if o := rec.OutcomeOf(final); !o.Over || !reflect.DeepEqual(o.Returns, ri.Returns) || !reflect.DeepEqual(winners(o.Returns), ri.Result.Winners) {
		t.Errorf("replayed: over %v, returns %v, winners %v; the lobby says returns %v, winners %v",
			o.Over, o.Returns, winners(o.Returns), ri.Returns, ri.Result.Winners)
	}
	var rp struct {
		Forfeits []game.Forfeit `json:"forfeits"`
	}
	if status := ts.get(t, "/api/rooms/"+ri.ID+"/replay", &rp); status != 200 || !reflect.DeepEqual(rp.Forfeits, forfeits) {
		t.Errorf("replay: status %d, forfeits %v; want %v", status, rp.Forfeits, forfeits)
	}
}

// TestLoseOnTime plays a rated duel in which one seat, a person's or a
// bot account's, stops answering: its turns run out twice in a row (a
// rated room's default), and it loses on time. Both seats and a
// spectator are told, the lobby marks the seat, both ratings move as
// Glicko-2 rates a win and a loss, and the record replays to the same
// result.
func TestLoseOnTime(t *testing.T) {
	for _, tt := range []struct {
		name        string
		silentIsBot bool
	}{
		{"a person", false},
		{"a bot account", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			st := store.NewMemory()
			ts := startServer(t, st, Config{WatchLive: true})
			for _, p := range []PlayerRequest{{Name: "Ann"}, {Name: "Bob", Bot: tt.silentIsBot}} {
				if status, e := ts.keyed(t, "POST", "/api/players", key(p.Name), p, nil); status != 201 {
					t.Fatalf("register %s: %d %q", p.Name, status, e)
				}
			}
			ri := ts.create(t, Setup{Game: "dojo", Rated: true, TurnTimer: 1, Seats: make([]SeatSetup, 2)})
			if ri.ForfeitAfter != ratedForfeitAfter {
				t.Errorf("a rated room's forfeit_after %d; want %d", ri.ForfeitAfter, ratedForfeitAfter)
			}
			tokens := map[string]string{}
			for i, name := range []string{"Ann", "Bob"} {
				var jr JoinReply
				if status, e := ts.keyed(t, "POST", "/api/join", key(name), JoinRequest{Room: ri.ID, Seat: i + 1}, &jr); status != 200 {
					t.Fatalf("%s joins: %d %q", name, status, e)
				}
				tokens[name] = jr.Token
			}
			watcher := ts.dial(t, ri.ID)
			watcher.hello("")
			bob := ts.dial(t, ri.ID)
			bob.hello(tokens["Bob"]) // connected, and never answering
			end := ts.dial(t, ri.ID).playUntilOver(tokens["Ann"])

			if len(end.Forfeits) != 1 || end.Forfeits[0].Seat != 1 || !reflect.DeepEqual(end.Returns, []float64{1, -1}) {
				t.Fatalf("Ann's last state: forfeits %v, returns %v; want seat 1 out, returns [1 -1]", end.Forfeits, end.Returns)
			}
			for who, p := range map[string]*player{"Bob": bob, "the spectator": watcher} {
				if w := p.untilOver(); !reflect.DeepEqual(w.Forfeits, end.Forfeits) || !reflect.DeepEqual(w.Returns, end.Returns) {
					t.Errorf("%s's last state: forfeits %v, returns %v; want %v, %v", who, w.Forfeits, w.Returns, end.Forfeits, end.Returns)
				}
			}
			ri = ts.waitOver(t, ri.ID)
			if !ri.Seats[1].LostOnTime || ri.Seats[0].LostOnTime || !reflect.DeepEqual(ri.Result.Winners, []int{0}) {
				t.Errorf("the lobby's room: seats %+v, result %+v; want seat 2 lost on time, seat 1 the winner", ri.Seats, ri.Result)
			}
			ts.checkRecordReplays(t, ri, end.Forfeits)

			want := rating.Places([]rating.Rating{rating.New(), rating.New()}, []int{1, 2}, rating.Tau)
			ratedOnce(t, st, []string{"Ann", "Bob"}, want)
			var prof Profile
			if status := ts.get(t, "/api/players/bob", &prof); status != 200 || len(prof.History) != 1 || !prof.History[0].LostOnTime || prof.History[0].Place != 2 {
				t.Errorf("Bob's profile: %d, %+v; want the game, lost on time in 2nd place", status, prof.History)
			}
			// Two new players: Glickman's steps give the winner 1662.3 and
			// the loser 1337.7, each with a deviation of 290.3.
			if math.Abs(want[0].Rating-1662.3) > 0.1 || math.Abs(want[1].Rating-1337.7) > 0.1 || math.Abs(want[0].Deviation-290.3) > 0.1 {
				t.Errorf("Glicko-2 of a win between new players: %+v", want)
			}
		})
	}
}

// TestForfeitInFourGoesOn plays a casual game of four in which one person
// stops answering, with forfeit_after 1: the seat is out on its first
// run-out turn, its connection is closed, a bot plays it to the end, and
// it is placed last; the record replays to the same result.
func TestForfeitInFourGoesOn(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{WatchLive: true})
	one := 1
	ri := ts.create(t, Setup{Game: "tableau", TurnTimer: 1, ForfeitAfter: &one,
		Seats: []SeatSetup{{}, {}, {Bot: "heuristic"}, {Bot: "heuristic"}}})
	ann, bob := ts.join(t, ri.ID, 1).Token, ts.join(t, ri.ID, 2).Token
	silent := ts.dial(t, ri.ID)
	silent.hello(bob)
	end := ts.dial(t, ri.ID).playUntilOver(ann)
	if len(end.Forfeits) != 1 || end.Forfeits[0].Seat != 1 || end.Forfeits[0].Version >= end.Version {
		t.Fatalf("the last state: forfeits %v at version %d; want seat 1 out before the end", end.Forfeits, end.Version)
	}
	if err := silent.closed(); websocket.CloseStatus(err) != websocket.StatusNormalClosure {
		t.Errorf("the silent seat's connection ended with %v; want a normal closure once it lost on time", err)
	}
	for i, v := range end.Returns {
		if i != 1 && v <= end.Returns[1] {
			t.Errorf("returns %v: the seat out is not last", end.Returns)
		}
	}
	if pl := places(end.Returns); pl[1] != 4 {
		t.Errorf("places %v: the seat out is not 4th", pl)
	}
	ri = ts.waitOver(t, ri.ID)
	if !ri.Seats[1].LostOnTime || ri.Seats[1].Bot != timeoutBot || ri.Seats[0].LostOnTime {
		t.Errorf("seats %+v: want seat 2 alone lost on time, then played by %s", ri.Seats, timeoutBot)
	}
	ts.checkRecordReplays(t, ri, end.Forfeits)
}

// TestForfeitAfterSetup checks the set-up's forfeit count: the defaults of
// rated and casual rooms, 0 kept, and a count out of range refused.
func TestForfeitAfterSetup(t *testing.T) {
	zero, many := 0, maxForfeitAfter+1
	for _, tt := range []struct {
		name  string
		setup Setup
		want  int
		err   bool
	}{
		{"casual default", Setup{}, casualForfeitAfter, false},
		{"rated default", Setup{Rated: true}, ratedForfeitAfter, false},
		{"never", Setup{Rated: true, ForfeitAfter: &zero}, 0, false},
		{"too many", Setup{ForfeitAfter: &many}, 0, true},
	} {
		got, err := forfeitAfter(tt.setup)
		if got != tt.want || (err != nil) != tt.err {
			t.Errorf("%s: %d, %v; want %d, an error %v", tt.name, got, err, tt.want, tt.err)
		}
	}
}

// TestLoseOnTimeOnMirror plays a duel whose seats are connected to the
// process that does not own the room: the owner puts the silent seat out,
// and the mirror tells both connections the game is over, with the forfeit.
func TestLoseOnTimeOnMirror(t *testing.T) {
	schema := storetest.PostgresSchema(t)
	a, _ := startProcess(t, schema, "a")
	b, _ := startProcess(t, schema, "b")
	one := 1
	ri := a.create(t, Setup{Game: "dojo", TurnTimer: 1, ForfeitAfter: &one, Seats: make([]SeatSetup, 2)})
	ann, bob := a.join(t, ri.ID, 1).Token, a.join(t, ri.ID, 2).Token
	silent := b.dial(t, ri.ID)
	silent.hello(bob)
	end := b.dial(t, ri.ID).playUntilOver(ann)
	want := []float64{1, -1}
	if len(end.Forfeits) != 1 || end.Forfeits[0].Seat != 1 || !reflect.DeepEqual(end.Returns, want) {
		t.Fatalf("Ann's last state through the mirror: forfeits %v, returns %v; want seat 1 out, returns %v", end.Forfeits, end.Returns, want)
	}
	if w := silent.untilOver(); !reflect.DeepEqual(w.Forfeits, end.Forfeits) {
		t.Errorf("Bob's last state through the mirror: forfeits %v; want %v", w.Forfeits, end.Forfeits)
	}
}
