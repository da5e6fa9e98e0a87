package server

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
)

// TestProtocolVersionsTellEachActionInTheirForm plays actions in a
// two-player room watched by both seats and a spectator, each speaking a
// protocol version (the same for all, or one each): version 2 gets
// exactly one update message per action, holding the action's updates
// (their events by field name), the schema and the view after them;
// version 1 (asked for, or by a hello that names none) gets an events
// message (the events by position) then a state, as before. A sync after
// the actions ends each connection's messages, so that nothing more can
// hide among them.
func TestProtocolVersionsTellEachActionInTheirForm(t *testing.T) {
	const actions = 6
	one, two := ProtocolSplit, ProtocolUpdate
	tests := []struct {
		name      string
		protocols [3]*int // seat 0's, seat 1's, the spectator's
	}{
		{"no protocol named", [3]*int{nil, nil, nil}},
		{"version 1", [3]*int{&one, &one, &one}},
		{"version 2", [3]*int{&two, &two, &two}},
		{"mixed", [3]*int{&two, nil, &one}},
	}
	ts := startServer(t, store.NewMemory(), Config{WatchLive: true})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ri := ts.create(t, Setup{Game: "tableau"})
			var players []*player
			for seat := range ri.Seats {
				p := ts.dial(t, ri.ID)
				p.send(ClientMessage{Type: MsgHello, Token: ts.join(t, ri.ID, seat+1).Token, Protocol: tc.protocols[seat]})
				players = append(players, p)
			}
			watcher := ts.dial(t, ri.ID)
			watcher.send(ClientMessage{Type: MsgHello, Protocol: tc.protocols[2]})
			everyone := append(players[:len(players):len(players)], watcher)
			var split [3]bool
			for i, proto := range tc.protocols {
				split[i] = proto == nil || *proto == ProtocolSplit
			}
			views := make([]wireView, len(everyone))
			for i, p := range everyone {
				views[i] = readHello(t, p, split[i])
			}
			version := views[0].Version
			for range actions {
				actor := views[0].ToAct
				if actor < 0 || int(actor) >= len(players) {
					t.Fatalf("version %d: seat %d to act, want a person", version, actor)
				}
				players[actor].act(version, views[actor].Actions[0].Action)
				for i, p := range everyone {
					views[i] = readAction(t, p, split[i], version)
				}
				version = views[0].Version
			}
			// The messages end with a sync's answer: none was left unread.
			for i, p := range everyone {
				from := version
				p.send(ClientMessage{Type: MsgSync, From: &from})
				var w wire
				if split[i] {
					w = p.expect(MsgEvents)
					p.expect(MsgState)
				} else {
					w = p.expect(MsgUpdate)
				}
				if w.Updates == nil || len(w.Updates) != 0 {
					t.Errorf("client %d: a sync from the game's version gave %d updates (a list: %t), want an empty list", i, len(w.Updates), w.Updates != nil)
				}
			}
		})
	}
}

// readHello reads the answer to a hello: a state in version 1, an
// update with an empty list of updates in version 2.
func readHello(t *testing.T, p *player, split bool) wireView {
	t.Helper()
	if split {
		return p.view(p.expect(MsgState))
	}
	w := p.expect(MsgUpdate)
	if w.Updates == nil || len(w.Updates) != 0 || w.Schema != schemaVersion("tableau") {
		t.Fatalf("hello's update: %d updates (a list: %t), schema %d; want an empty list and schema %d",
			len(w.Updates), w.Updates != nil, w.Schema, schemaVersion("tableau"))
	}
	return p.view(w)
}

// readAction reads what a client is told of the action played at
// version: an events message then a state in version 1, one update in
// version 2, the updates running from version+1 to the view's version,
// their events by position in version 1 and by name in version 2.
func readAction(t *testing.T, p *player, split bool, version int) wireView {
	t.Helper()
	var updates []wireUpdate
	var w wire
	if split {
		updates = p.expect(MsgEvents).Updates
		w = p.expect(MsgState)
	} else {
		w = p.expect(MsgUpdate)
		updates = w.Updates
		if w.Schema != schemaVersion("tableau") {
			t.Errorf("the update after version %d names schema %d, want %d", version, w.Schema, schemaVersion("tableau"))
		}
	}
	if split {
		for _, u := range updates {
			u.positional(t)
		}
	} else {
		checkNamedEvents(t, "tableau", updates)
	}
	v := p.view(w)
	if len(updates) == 0 || updates[0].Version != version+1 || updates[len(updates)-1].Version != v.Version || w.Version != v.Version {
		t.Fatalf("after the action at version %d: updates %s, message version %d, view version %d; want the updates from %d to the view's version",
			version, updateVersions(updates), w.Version, v.Version, version+1)
	}
	return v
}

// updateVersions lists the versions updates led to, for a message.
func updateVersions(updates []wireUpdate) string {
	s := make([]string, len(updates))
	for i, u := range updates {
		s[i] = fmt.Sprint(u.Version)
	}
	return "[" + strings.Join(s, " ") + "]"
}

// TestHelloRefusesAnUnknownProtocol says hello asking for protocol
// versions the server does not speak, or with a protocol on another
// message: each is refused as bad_message, and the connection may then
// say a good hello.
func TestHelloRefusesAnUnknownProtocol(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{})
	ri := ts.create(t, Setup{Game: "tableau"})
	p := ts.dial(t, ri.ID)
	for _, raw := range []string{
		`{"type": "hello", "protocol": 0}`,
		`{"type": "hello", "protocol": 3}`,
		`{"type": "hello", "protocol": -1}`,
		`{"type": "hello", "protocol": "2"}`,
		`{"type": "sync", "from": 0, "protocol": 2}`,
	} {
		p.sendRaw(websocket.MessageText, []byte(raw))
		if w := p.expect(MsgError); w.Code != CodeBadMessage {
			t.Errorf("%s: %s (%s), want %s", raw, w.Code, w.Message, CodeBadMessage)
		}
	}
	two := ProtocolUpdate
	p.send(ClientMessage{Type: MsgHello, Protocol: &two})
	if v := p.view(p.expect(MsgUpdate)); v.Seat != game.Spectator {
		t.Errorf("the good hello watches as seat %d, want the spectator", v.Seat)
	}
}

// TestViewPartsAsAsked: a hello with table gets each view's table view; one
// without gets the game's own observation alone, with neither the bytes nor
// the work of a table it would not read; one with table and no observation
// gets the table view alone; a seat's hello with features gets its numeric
// observation and legal indices besides, a spectator's none. Any other
// message naming any of them is refused.
func TestViewPartsAsAsked(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{})
	ri := ts.create(t, Setup{Game: "tableau"})
	token := ts.join(t, ri.ID, 1).Token
	two := ProtocolUpdate
	no := false
	for _, c := range []struct {
		hello                        ClientMessage
		table, observation, features bool
	}{
		{ClientMessage{Type: MsgHello, Protocol: &two}, false, true, false},
		{ClientMessage{Type: MsgHello, Protocol: &two, Table: true}, true, true, false},
		{ClientMessage{Type: MsgHello, Protocol: &two, Table: true, Observation: &no}, true, false, false},
		{ClientMessage{Type: MsgHello, Protocol: &two, Token: token}, false, true, false},
		{ClientMessage{Type: MsgHello, Protocol: &two, Token: token, Features: true}, false, true, true},
		{ClientMessage{Type: MsgHello, Protocol: &two, Features: true}, false, true, false},
	} {
		p := ts.dial(t, ri.ID)
		p.send(c.hello)
		var view struct {
			Table       *game.TableView `json:"table"`
			Observation json.RawMessage `json:"observation"`
			ToAct       game.Player     `json:"to_act"`
			Features    []float32       `json:"features"`
			Legal       []int           `json:"legal"`
		}
		if err := json.Unmarshal(p.expect(MsgUpdate).View, &view); err != nil {
			t.Fatal(err)
		}
		if got := view.Table != nil && view.Table.Phase != ""; got != c.table {
			t.Errorf("hello %+v: a table view sent %v, want %v", c.hello, got, c.table)
		}
		if got := len(view.Observation) > 0 && string(view.Observation) != "null"; got != c.observation {
			t.Errorf("hello %+v: an observation sent %v, want %v", c.hello, got, c.observation)
		}
		if got := len(view.Features) > 0; got != c.features {
			t.Errorf("hello %+v: features sent %v, want %v", c.hello, got, c.features)
		}
		// The room's first player is drawn: seat 1 (0 here) has legal
		// indices when it is to act.
		if got, want := len(view.Legal) > 0, c.features && view.ToAct == 0; got != want {
			t.Errorf("hello %+v with P%d to act: legal indices sent %v, want %v", c.hello, view.ToAct+1, got, want)
		}
	}
	for _, msg := range []string{
		`{"type":"act","version":0,"action":0,"table":true}`,
		`{"type":"sync","from":0,"table":true}`,
		`{"type":"act","version":0,"action":0,"observation":false}`,
		`{"type":"sync","from":0,"observation":true}`,
		`{"type":"hello","observation":false}`,
		`{"type":"act","version":0,"action":0,"features":true}`,
		`{"type":"sync","from":0,"features":true}`,
	} {
		if _, err := parseClientMessage([]byte(msg)); err == nil {
			t.Errorf("%s is accepted", msg)
		}
	}
}
