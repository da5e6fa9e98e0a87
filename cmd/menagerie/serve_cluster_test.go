package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/server"
	"menagerie/internal/store/storetest"
)

// clusterLease is the servers' lease in the test of two processes.
const clusterLease = time.Second

// clusterWait bounds every wait of that test.
const clusterWait = 20 * time.Second

// clusterTakeoverLimit bounds the time from the owner's kill to the first
// move played on the other process: liveness, not speed. The takeover
// needs the lease to run out and a look at the rooms, but a busy machine
// may stall the processes for seconds: the bound the test used to assert,
// the lease and a third plus two seconds, was over once the machine was
// loaded. The time taken is logged.
const clusterTakeoverLimit = 30 * clusterLease

// clusterPace is the least time between two moves, so that neither
// seat's connection goes over the server's 20 messages a second.
const clusterPace = 60 * time.Millisecond

// TestServeTwoProcesses starts two server processes of the built program
// on one PostgreSQL database, plays a game with one seat connected to
// each, kills the room's owner with SIGKILL in the middle, and requires
// the other to take the room over once the lease runs out (within
// clusterTakeoverLimit): the seat that
// reconnects finds the version both seats last saw, and the game plays
// on to its end, both seats reaching the last version of every move.
func TestServeTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program and plays a whole game: not with -short")
	}
	conn := storetest.PostgresSchema(t)
	bin := buildMenagerie(t)
	args := []string{"--db", conn, "--lease", clusterLease.String()}
	owner, other := startServe(t, bin, args), startServe(t, bin, args)
	ownerAddr, otherAddr := strings.TrimPrefix(owner.url, "http://"), strings.TrimPrefix(other.url, "http://")

	var room server.RoomInfo
	postJSON(t, ownerAddr, "/api/rooms", server.Setup{Game: "cardbattle", Seats: make([]server.SeatSetup, 2)}, &room)
	var tokens [2]server.JoinReply
	postJSON(t, ownerAddr, "/api/join", server.JoinRequest{Room: room.ID, Seat: 1}, &tokens[0])
	postJSON(t, otherAddr, "/api/join", server.JoinRequest{Room: room.ID, Seat: 2}, &tokens[1])
	seats := [2]*wsSeat{dialSeat(t, ownerAddr, room.ID, tokens[0].Token), dialSeat(t, otherAddr, room.ID, tokens[1].Token)}
	states := [2]wsMessage{seats[0].state(-1), seats[1].state(-1)}

	const killAt = 10
	for moves := 0; !states[0].Over; moves++ {
		if states[0].Version != states[1].Version {
			t.Fatalf("move %d: the seats see versions %d and %d", moves, states[0].Version, states[1].Version)
		}
		v := states[0].Version
		var killed time.Time
		if moves == killAt {
			owner.kill(t) // SIGKILL: no shutdown
			killed = time.Now()
			seats[0] = dialSeat(t, otherAddr, room.ID, tokens[0].Token)
			if states[0] = seats[0].state(-1); states[0].Version != v {
				t.Fatalf("after the kill the other process has version %d, both seats saw %d", states[0].Version, v)
			}
		}
		actor := 0
		if len(states[1].View.Actions) > 0 {
			actor = 1
		}
		actions := states[actor].View.Actions
		if len(actions) == 0 {
			t.Fatalf("move %d at version %d: no seat has an action", moves, v)
		}
		time.Sleep(clusterPace)
		seats[actor].send(server.ClientMessage{Type: server.MsgAct, Version: &v, Action: &actions[moves%len(actions)].Action})
		for i := range seats {
			states[i] = seats[i].state(v)
		}
		// A move may append several versions (chance after it), which a
		// process may tell a seat in one state or in several: read on
		// until both seats are at the same version.
		for states[0].Version != states[1].Version {
			k := 0
			if states[1].Version < states[0].Version {
				k = 1
			}
			states[k] = seats[k].state(states[k].Version)
		}
		if moves == killAt {
			took := time.Since(killed)
			t.Logf("room taken over %s after its owner was killed (lease %s)", took, clusterLease)
			if took > clusterTakeoverLimit {
				t.Errorf("the room was taken over %s after its owner was killed, want within %s (the lease is %s)", took, clusterTakeoverLimit, clusterLease)
			}
		}
	}
	if !states[1].Over || states[1].Version != states[0].Version {
		t.Errorf("the game ended at version %d for seat 1, %d (over %v) for seat 2", states[0].Version, states[1].Version, states[1].Over)
	}
}

// postJSON posts a JSON body to a server and decodes its answer into out.
func postJSON(t *testing.T, addr, path string, body, out any) {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post("http://"+addr+path, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		t.Fatalf("POST %s: status %d", path, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
}

// wsMessage is the part of a server message the test reads.
type wsMessage struct {
	Type    string `json:"type"`
	Version int    `json:"version"`
	Over    bool   `json:"over"`
	Code    string `json:"code"`
	Message string `json:"message"`
	View    struct {
		Actions []game.Label `json:"actions"`
	} `json:"view"`
}

// wsSeat is a seat's WebSocket connection to a server.
type wsSeat struct {
	t    *testing.T
	conn *websocket.Conn
}

// dialSeat connects to a room's play endpoint and says hello with a
// seat's token.
func dialSeat(t *testing.T, addr, room, token string) *wsSeat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), clusterWait)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws://"+addr+"/api/rooms/"+room+"/play", nil)
	if err != nil {
		t.Fatalf("dial %s: %v", addr, err)
	}
	conn.SetReadLimit(4 << 20)
	t.Cleanup(func() { conn.CloseNow() })
	s := &wsSeat{t: t, conn: conn}
	s.send(server.ClientMessage{Type: server.MsgHello, Token: token})
	return s
}

// send writes one client message.
func (s *wsSeat) send(m server.ClientMessage) {
	s.t.Helper()
	b, err := json.Marshal(m)
	if err != nil {
		s.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), clusterWait)
	defer cancel()
	if err := s.conn.Write(ctx, websocket.MessageText, b); err != nil {
		s.t.Fatalf("send: %v", err)
	}
}

// state reads messages up to a state after version after and returns it;
// an error message fails the test.
func (s *wsSeat) state(after int) wsMessage {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), clusterWait)
	defer cancel()
	for {
		_, b, err := s.conn.Read(ctx)
		if err != nil {
			s.t.Fatalf("read: %v", err)
		}
		var m wsMessage
		if err := json.Unmarshal(b, &m); err != nil {
			s.t.Fatalf("message %.200s: %v", b, err)
		}
		switch {
		case m.Type == server.MsgError:
			s.t.Fatalf("error at version %d: %s %s", m.Version, m.Code, strings.TrimSpace(m.Message))
		case m.Type == server.MsgState && m.Version > after:
			return m
		}
	}
}
