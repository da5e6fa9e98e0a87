package server

import (
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/internal/store"
)

// requireClosed checks that a connection to a closed room is told so
// with the code closed and the reason, then ended with CloseRoomClosed.
func requireClosed(t *testing.T, p *player, reason string) {
	t.Helper()
	if w := p.expect(MsgError); w.Code != CodeClosed || w.Message != reason {
		t.Errorf("the error on closing: %q %q, want %q %q", w.Code, w.Message, CodeClosed, reason)
	}
	if err := p.closed(); websocket.CloseStatus(err) != CloseRoomClosed {
		t.Errorf("the connection ended with %v, want status %d", err, CloseRoomClosed)
	}
}

// TestChallengeRoomClosed checks that a challenge declined, cancelled or
// expired closes its room as a state of its own: the challenger's
// connection is told with the code closed (not internal) and why, the
// room shows why it was closed (and no failure), and a new connection is
// refused with 410.
func TestChallengeRoomClosed(t *testing.T) {
	for _, tt := range []struct {
		name, reason string
		ttl          time.Duration
		answer       func(t *testing.T, ts *testServer, c ChallengeInfo)
	}{
		{"declined", "the challenge was declined", 0, func(t *testing.T, ts *testServer, c ChallengeInfo) {
			ts.keyed(t, "POST", "/api/challenges/"+c.ID+"/decline", key("Bob"), nil, nil)
		}},
		{"cancelled", "the challenge was cancelled", 0, func(t *testing.T, ts *testServer, c ChallengeInfo) {
			ts.keyed(t, "DELETE", "/api/challenges/"+c.ID, key("Ann"), nil, nil)
		}},
		{"expired", "the challenge expired", 300 * time.Millisecond, func(*testing.T, *testServer, ChallengeInfo) {}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ts := startServer(t, store.NewMemory(), Config{ChallengeTTL: tt.ttl})
			ts.register(t, "Ann", false)
			ts.register(t, "Bob", false)
			cm := ts.challenge(t, "Ann", ChallengeRequest{Player: "Bob", Game: "dojo"})
			p := ts.dial(t, cm.Challenge.Room)
			p.hello(cm.Token)
			tt.answer(t, ts, cm.Challenge)
			requireClosed(t, p, tt.reason)
			var ri RoomInfo
			ts.get(t, "/api/rooms/"+cm.Challenge.Room, &ri)
			if ri.Closed != tt.reason || ri.Failure != "" {
				t.Errorf("the closed room: closed %q, failure %q; want %q and none", ri.Closed, ri.Failure, tt.reason)
			}
			if _, resp, err := ts.dialFrom(t, cm.Challenge.Room, ""); err == nil || resp == nil || resp.StatusCode != http.StatusGone {
				t.Errorf("a connection to the closed room: %v, want 410", err)
			}
		})
	}
}

// TestChallengeClosedAcrossServers declines on one of two servers
// sharing a PostgreSQL database a challenge whose room the other owns:
// the challenger connected there is told the room closed at once, through
// the bus.
func TestChallengeClosedAcrossServers(t *testing.T) {
	a, b, cm := challengeAcross(t)
	p := a.dial(t, cm.Challenge.Room)
	p.hello(cm.Token)
	if status, e := b.keyed(t, "POST", "/api/challenges/"+cm.Challenge.ID+"/decline", key("Bob"), nil, nil); status != http.StatusOK {
		t.Fatalf("decline on the other server: %d %q", status, e)
	}
	requireClosed(t, p, "the challenge was declined")
}
