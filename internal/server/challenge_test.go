package server

import (
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/internal/store/storetest"
)

// register registers a player of that name under key(name), a bot
// account when bot is set.
func (ts *testServer) register(t *testing.T, name string, bot bool) {
	t.Helper()
	if status, e := ts.keyed(t, "POST", "/api/players", key(name), PlayerRequest{Name: name, Bot: bot}, nil); status != http.StatusCreated {
		t.Fatalf("register %s: %d %q", name, status, e)
	}
}

// challenge makes a challenge with from's key, or ends the test.
func (ts *testServer) challenge(t *testing.T, from string, q ChallengeRequest) ChallengeMade {
	t.Helper()
	var cm ChallengeMade
	if status, e := ts.keyed(t, "POST", "/api/challenges", key(from), q, &cm); status != http.StatusCreated {
		t.Fatalf("%s challenges %+v: %d %q", from, q, status, e)
	}
	return cm
}

// challengeAcross starts two servers sharing a PostgreSQL database, Ann
// registered on the first and Bob on the second, and has Ann challenge
// Bob to Dojo on the first.
func challengeAcross(t *testing.T) (a, b *testServer, cm ChallengeMade) {
	t.Helper()
	schema := storetest.PostgresSchema(t)
	a, _ = startProcess(t, schema, "a")
	b, _ = startProcess(t, schema, "b")
	a.register(t, "Ann", false)
	b.register(t, "Bob", false)
	return a, b, a.challenge(t, "Ann", ChallengeRequest{Player: "Bob", Game: "dojo"})
}

// challenges are the challenges of the player of that name.
func (ts *testServer) challenges(t *testing.T, name string) MyChallenges {
	t.Helper()
	var mc MyChallenges
	if status, e := ts.keyed(t, "GET", "/api/me/challenges", key(name), nil, &mc); status != http.StatusOK {
		t.Fatalf("challenges of %s: %d %q", name, status, e)
	}
	return mc
}

// TestChallenge checks a challenge from its making to its acceptance and
// the first move of each player in its room: who may see and answer it,
// the seat kept for the challenged player, the limit of open challenges,
// a decline and a cancel closing the room; and that the log holds no key
// nor token.
func TestChallenge(t *testing.T) {
	var log syncBuffer
	ts := startServer(t, store.NewMemory(), Config{Log: slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	for _, p := range []struct {
		name string
		bot  bool
	}{{"Ann", false}, {"Bob", true}, {"Cat", false}} {
		ts.register(t, p.name, p.bot)
	}
	cm := ts.challenge(t, "Ann", ChallengeRequest{Player: "bob", Game: "dojo", Rated: true})
	c := cm.Challenge
	if c.From != "Ann" || c.To != "Bob" || !c.ToBot || c.Game != "dojo" || !c.Rated || c.State != store.ChallengeOpen ||
		c.Seat == cm.Seat || c.ExpiresIn < 599 || c.ExpiresIn > 600 || cm.Token == "" {
		t.Fatalf("challenge made: %+v", cm)
	}
	for _, tt := range []struct {
		name     string
		incoming bool
	}{{"Bob", true}, {"Ann", false}} {
		mc := ts.challenges(t, tt.name)
		list, other := mc.Outgoing, mc.Incoming
		if tt.incoming {
			list, other = other, list
		}
		if len(list) != 1 || len(other) != 0 || list[0].ID != c.ID || list[0].From != "Ann" || list[0].Game != "dojo" || list[0].Age < 0 {
			t.Errorf("challenges of %s: %+v, want the one made, incoming %v", tt.name, mc, tt.incoming)
		}
	}
	if mc := ts.challenges(t, "Cat"); len(mc.Incoming)+len(mc.Outgoing) != 0 {
		t.Errorf("challenges of Cat: %+v, want none", mc)
	}

	for _, tt := range []struct {
		what, method, path, key string
		body                    any
		status                  int
		says                    string
	}{
		{"a challenge without a key", "POST", "/api/challenges", "", ChallengeRequest{Player: "Bob", Game: "dojo"}, 400, "Authorization: Bearer KEY"},
		{"a challenge to nobody", "POST", "/api/challenges", key("Ann"), ChallengeRequest{Player: "Dan", Game: "dojo"}, 404, "not found"},
		{"a challenge to oneself", "POST", "/api/challenges", key("Ann"), ChallengeRequest{Player: "ANN", Game: "dojo"}, 400, "itself"},
		{"a challenge to no game", "POST", "/api/challenges", key("Ann"), ChallengeRequest{Player: "Bob", Game: "chess"}, 400, "chess"},
		{"a rated challenge with an unrated bot", "POST", "/api/challenges", key("Ann"), ChallengeRequest{Player: "Bob", Game: "tableau", Options: game.Options{"players": "3"}, Bot: "random", Rated: true}, 400, "random"},
		{"the challenges of no key", "GET", "/api/me/challenges", "", nil, 400, "Authorization: Bearer KEY"},
		{"an accept by another player", "POST", "/api/challenges/" + c.ID + "/accept", key("Cat"), nil, 403, "not yours"},
		{"a decline by the challenger", "POST", "/api/challenges/" + c.ID + "/decline", key("Ann"), nil, 403, "not yours"},
		{"a cancel by the challenged", "DELETE", "/api/challenges/" + c.ID, key("Bob"), nil, 403, "not yours"},
		{"an accept of no challenge", "POST", "/api/challenges/nope/accept", key("Bob"), nil, 404, "not found"},
		{"the kept seat joined by another", "POST", "/api/join", key("Cat"), JoinRequest{Room: c.Room, Seat: c.Seat}, 409, "kept for player \"Bob\""},
		{"the kept seat joined without accepting", "POST", "/api/join", key("Bob"), JoinRequest{Room: c.Room, Seat: c.Seat}, 409, "by accepting the challenge"},
		{"any seat of the room", "POST", "/api/join", key("Cat"), JoinRequest{Room: c.Room}, 409, "every person's seat is taken"},
	} {
		status, e := ts.keyed(t, tt.method, tt.path, tt.key, tt.body, nil)
		if status != tt.status || !strings.Contains(e, tt.says) {
			t.Errorf("%s: %d %q, want %d saying %q", tt.what, status, e, tt.status, tt.says)
		}
	}

	var jr JoinReply
	if status, e := ts.keyed(t, "POST", "/api/challenges/"+c.ID+"/accept", key("Bob"), nil, &jr); status != http.StatusOK || jr.Room != c.Room || jr.Seat != c.Seat || jr.Token == "" {
		t.Fatalf("accept: %d %q %+v", status, e, jr)
	}
	if status, e := ts.keyed(t, "POST", "/api/challenges/"+c.ID+"/accept", key("Bob"), nil, nil); status != http.StatusConflict {
		t.Errorf("a second accept: %d %q, want 409", status, e)
	}
	if status, e := ts.keyed(t, "DELETE", "/api/challenges/"+c.ID, key("Ann"), nil, nil); status != http.StatusConflict || !strings.Contains(e, "accepted") {
		t.Errorf("a cancel once accepted: %d %q, want 409", status, e)
	}
	if mc := ts.challenges(t, "Ann"); len(mc.Outgoing) != 1 || mc.Outgoing[0].State != store.ChallengeAccepted {
		t.Errorf("Ann's challenges once accepted: %+v", mc)
	}
	var ri RoomInfo
	ts.get(t, "/api/rooms/"+c.Room, &ri)
	if !ri.Rated || ri.Seats[cm.Seat-1].Player != "Ann" || ri.Seats[c.Seat-1].Player != "Bob" || !ri.Seats[0].Claimed || !ri.Seats[1].Claimed {
		t.Errorf("the room once accepted: %+v", ri)
	}
	// Each plays a first move.
	players := map[int]*player{}
	for seat, token := range map[int]string{cm.Seat - 1: cm.Token, c.Seat - 1: jr.Token} {
		players[seat] = ts.dial(t, c.Room)
		players[seat].hello(token)
	}
	// One may have several moves before the other's turn; each asks for
	// its state from the last version it saw, within the rate limit.
	moved, last := map[int]bool{}, map[int]int{}
	for tries := 0; len(moved) < len(players); tries++ {
		if tries > 100 {
			t.Fatalf("only seats %v moved", moved)
		}
		for seat, p := range players {
			from := last[seat]
			p.send(ClientMessage{Type: MsgSync, From: &from})
			w, _ := p.untilState()
			last[seat] = w.Version
			if v := p.view(w); len(v.Actions) > 0 {
				p.act(w.Version, v.Actions[0].Action)
				last[seat] = untilVersion(p, w.Version+1)
				moved[seat] = true
			}
		}
		time.Sleep(100 * time.Millisecond)
	}

	// The limit of open challenges; a decline and a cancel close their
	// rooms.
	var open []ChallengeInfo
	for range maxOpenChallenges {
		open = append(open, ts.challenge(t, "Ann", ChallengeRequest{Player: "Cat", Game: "tableau", Options: game.Options{"players": "3"}, Bot: "easy"}).Challenge)
	}
	if status, e := ts.keyed(t, "POST", "/api/challenges", key("Ann"), ChallengeRequest{Player: "Cat", Game: "dojo"}, nil); status != http.StatusConflict || !strings.Contains(e, "open challenges already") {
		t.Errorf("a challenge beyond the limit: %d %q", status, e)
	}
	ts.get(t, "/api/rooms/"+open[0].Room, &ri)
	if ri.Seats[2].Bot != "easy" {
		t.Errorf("the third seat of a three-player challenge: %+v, want the easy bot", ri.Seats[2])
	}
	for _, tt := range []struct {
		who, method, path, state string
	}{
		{"Cat", "POST", "/api/challenges/" + open[0].ID + "/decline", store.ChallengeDeclined},
		{"Ann", "DELETE", "/api/challenges/" + open[1].ID, store.ChallengeCancelled},
	} {
		var ci ChallengeInfo
		if status, e := ts.keyed(t, tt.method, tt.path, key(tt.who), nil, &ci); status != http.StatusOK || ci.State != tt.state {
			t.Errorf("%s %s: %d %q %+v, want %s", tt.method, tt.path, status, e, ci, tt.state)
		}
		room := strings.Split(tt.path, "/")[3]
		room = map[string]string{open[0].ID: open[0].Room, open[1].ID: open[1].Room}[room]
		ts.get(t, "/api/rooms/"+room, &ri)
		if want := "the challenge was " + tt.state; ri.Closed != want {
			t.Errorf("the room of a challenge %s: closed %q, want %q", tt.state, ri.Closed, want)
		}
		if status, e := ts.keyed(t, "POST", "/api/join", key("Dan"), JoinRequest{Room: room}, nil); status != http.StatusForbidden && status != http.StatusGone {
			t.Errorf("a join of the room of a challenge %s: %d %q, want it refused", tt.state, status, e)
		}
	}
	// Answered challenges leave room for new ones.
	ts.challenge(t, "Ann", ChallengeRequest{Player: "Cat", Game: "dojo"})

	for _, secret := range []string{key("Ann"), key("Bob"), key("Cat"), cm.Token, jr.Token} {
		if strings.Contains(log.String(), secret) {
			t.Errorf("the log holds a key or token %q", secret)
		}
	}
}

// TestChallengeExpires checks that a challenge not answered in time can
// no longer be accepted, shows as expired, and that its room is closed.
func TestChallengeExpires(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{ChallengeTTL: 200 * time.Millisecond})
	ts.register(t, "Ann", false)
	ts.register(t, "Bob", false)
	c := ts.challenge(t, "Ann", ChallengeRequest{Player: "Bob", Game: "dojo"}).Challenge
	deadline := time.Now().Add(waitLimit)
	var ri RoomInfo
	for ts.get(t, "/api/rooms/"+c.Room, &ri); ri.Closed == ""; ts.get(t, "/api/rooms/"+c.Room, &ri) {
		if time.Now().After(deadline) {
			t.Fatalf("the room of an expired challenge is still open: %+v", ri)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if ri.Closed != "the challenge expired" {
		t.Errorf("the room's closing: %q", ri.Closed)
	}
	if status, e := ts.keyed(t, "POST", "/api/challenges/"+c.ID+"/accept", key("Bob"), nil, nil); status != http.StatusConflict || !strings.Contains(e, "expired") {
		t.Errorf("an accept once expired: %d %q", status, e)
	}
	if mc := ts.challenges(t, "Bob"); len(mc.Incoming) != 1 || mc.Incoming[0].State != store.ChallengeExpired {
		t.Errorf("Bob's challenges once expired: %+v", mc)
	}
}

// TestChallengeAcrossServers makes a challenge on one of two servers
// sharing a PostgreSQL database and answers it on the other: the other
// lists it and accepts it into the kept seat, each player plays from its
// own server, and the limit of open challenges counts those made on both.
func TestChallengeAcrossServers(t *testing.T) {
	a, b, cm := challengeAcross(t)
	c := cm.Challenge
	if mc := b.challenges(t, "Bob"); len(mc.Incoming) != 1 || mc.Incoming[0].ID != c.ID || mc.Incoming[0].State != store.ChallengeOpen {
		t.Fatalf("Bob's challenges on the other server: %+v", mc)
	}
	var jr JoinReply
	if status, e := b.keyed(t, "POST", "/api/challenges/"+c.ID+"/accept", key("Bob"), nil, &jr); status != http.StatusOK || jr.Seat != c.Seat {
		t.Fatalf("accept on the other server: %d %q %+v", status, e, jr)
	}
	a.dial(t, c.Room).hello(cm.Token)
	b.dial(t, c.Room).hello(jr.Token)
	var ri RoomInfo
	a.get(t, "/api/rooms/"+c.Room, &ri)
	if !ri.Seats[0].Claimed || !ri.Seats[1].Claimed || ri.Seats[c.Seat-1].Player != "Bob" {
		t.Errorf("the room on the first server: %+v", ri.Seats)
	}
	for i := range maxOpenChallenges {
		(map[bool]*testServer{true: a, false: b})[i%2 == 0].challenge(t, "Ann", ChallengeRequest{Player: "Bob", Game: "dojo"})
	}
	if status, e := b.keyed(t, "POST", "/api/challenges", key("Ann"), ChallengeRequest{Player: "Bob", Game: "dojo"}, nil); status != http.StatusConflict || !strings.Contains(e, "open challenges already") {
		t.Errorf("a challenge beyond the limit counted on both servers: %d %q", status, e)
	}
}
