package server

import (
	"bufio"
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
)

// protocolDoc is the protocol's document, whose examples these tests hold
// to the server.
const protocolDoc = "../../docs/protocol.md"

// docExample is one fenced JSON block of the protocol's document. Its info
// string names what the block is: "json TYPE", TYPE one of docTypes.
type docExample struct {
	line int    // where the block starts
	typ  string // the type it names
	body []byte
}

// lobbyError is the body of every refused lobby request.
type lobbyError struct {
	Error string `json:"error"`
}

// docTypes are the types an example of the document may name: the
// messages and bodies of the protocol.
var docTypes = map[string]reflect.Type{
	"Setup":            reflect.TypeFor[Setup](),
	"RoomInfo":         reflect.TypeFor[RoomInfo](),
	"JoinRequest":      reflect.TypeFor[JoinRequest](),
	"JoinReply":        reflect.TypeFor[JoinReply](),
	"LeaveRequest":     reflect.TypeFor[LeaveRequest](),
	"LeaveReply":       reflect.TypeFor[LeaveReply](),
	"PlayerRequest":    reflect.TypeFor[PlayerRequest](),
	"PlayerInfo":       reflect.TypeFor[PlayerInfo](),
	"Profile":          reflect.TypeFor[Profile](),
	"[]Standing":       reflect.TypeFor[[]Standing](),
	"QueueRequest":     reflect.TypeFor[QueueRequest](),
	"QueueTicket":      reflect.TypeFor[QueueTicket](),
	"QueueStatus":      reflect.TypeFor[QueueStatus](),
	"ChallengeRequest": reflect.TypeFor[ChallengeRequest](),
	"ChallengeMade":    reflect.TypeFor[ChallengeMade](),
	"ChallengeInfo":    reflect.TypeFor[ChallengeInfo](),
	"MyChallenges":     reflect.TypeFor[MyChallenges](),
	"Record":           reflect.TypeFor[game.Record](),
	"Replay":           reflect.TypeFor[replayReply](),
	"[]GameInfo":       reflect.TypeFor[[]GameInfo](),
	"[]CardInfo":       reflect.TypeFor[[]CardInfo](),
	"AdviceRequest":    reflect.TypeFor[AdviceRequest](),
	"Advice":           reflect.TypeFor[Advice](),
	"Error":            reflect.TypeFor[lobbyError](),
	"Health":           reflect.TypeFor[map[string]string](),
	"ClientMessage":    reflect.TypeFor[ClientMessage](),
	"ServerMessage":    reflect.TypeFor[ServerMessage](),
	"Update":           reflect.TypeFor[Update](),
	"Event":            reflect.TypeFor[game.Event](),
	"NamedEvent":       reflect.TypeFor[map[string]any](), // checked by namedEventErrors
	"Schema":           reflect.TypeFor[game.Schema](),
}

// readDocExamples returns every JSON example of the protocol's document;
// a JSON block that names no known type fails the test, so that a new
// example cannot escape these checks.
func readDocExamples(t *testing.T) []docExample {
	t.Helper()
	f, err := os.Open(protocolDoc)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []docExample
	var cur *docExample
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case cur != nil && line == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.body = append(append(cur.body, line...), '\n')
		case strings.HasPrefix(line, "```json"):
			words := strings.Fields(strings.TrimPrefix(line, "```json"))
			if len(words) != 1 || docTypes[words[0]] == nil {
				t.Fatalf("%s:%d: a JSON example must name its type (```json TYPE, TYPE one of the test's docTypes), not %q", protocolDoc, n, line)
			}
			cur = &docExample{line: n, typ: words[0]}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cur != nil {
		t.Fatalf("%s:%d: a JSON block that does not end", protocolDoc, cur.line)
	}
	return out
}

// TestProtocolExamplesHaveTheServersShapes checks every example of the
// protocol's document against the type it names: each field it shows is a
// field of that type, at that place, with a value of its kind. "..." in
// an example stands for what is left out: as a key, an element of a list
// or a string.
func TestProtocolExamplesHaveTheServersShapes(t *testing.T) {
	examples := readDocExamples(t)
	if len(examples) < 20 {
		t.Fatalf("%d JSON examples in %s: the document lost its examples?", len(examples), protocolDoc)
	}
	for _, ex := range examples {
		var v any
		dec := json.NewDecoder(bytes.NewReader(ex.body))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			t.Errorf("%s:%d: not JSON: %v", protocolDoc, ex.line, err)
			continue
		}
		errs := namedExampleErrors(ex.typ, v)
		for _, err := range append(errs, shapeErrors("", v, docTypes[ex.typ])...) {
			t.Errorf("%s:%d (%s): %v", protocolDoc, ex.line, ex.typ, err)
		}
	}
}

// namedExampleErrors checks the events an example shows in their named
// form (a NamedEvent, the events of an update message or a replay) against
// the registered games' declarations, and then leaves them out of v (as
// "...") for shapeErrors, which knows only the positional form.
func namedExampleErrors(typ string, v any) []error {
	top, _ := v.(map[string]any)
	switch {
	case typ == "NamedEvent":
		return namedEventErrors("the example", v)
	case typ == "Replay" || typ == "ServerMessage" && top["type"] == MsgUpdate:
	default:
		return nil
	}
	var errs []error
	updates, _ := top["updates"].([]any)
	for i, u := range updates {
		u, _ := u.(map[string]any)
		events, _ := u["events"].([]any)
		for j, e := range events {
			if e != "..." {
				errs = append(errs, namedEventErrors(fmt.Sprintf("updates[%d].events[%d]", i, j), e)...)
				events[j] = "..."
			}
		}
	}
	return errs
}

// namedEventErrors says how v is not an event in the named form of a kind
// some registered game declares: its own keys, then its kind's fields.
func namedEventErrors(at string, v any) []error {
	e, ok := v.(map[string]any)
	if !ok {
		return []error{fmt.Errorf("%s: %v is not an object", at, v)}
	}
	kind, _ := e["kind"].(string)
	var found bool
	for _, g := range registry.Games() {
		k, ok := g.Schema.Event(kind)
		if !ok {
			continue
		}
		found = true
		allowed := map[string]bool{"kind": true, "round": true, "seat": true, "redacted": true, "choice": true, "...": true,
			"target": k.Target, "cause": k.Cause}
		for _, f := range k.Fields {
			allowed[f.Name] = true
		}
		var unknown []string
		for key := range e {
			if !allowed[key] {
				unknown = append(unknown, key)
			}
		}
		if len(unknown) == 0 {
			return nil
		}
	}
	if !found {
		return []error{fmt.Errorf("%s: no game declares an event of kind %q", at, kind)}
	}
	return []error{fmt.Errorf("%s: no game's %q event has all the keys of %v", at, kind, e)}
}

// shapeErrors lists where v, a decoded JSON value, does not fit typ.
func shapeErrors(at string, v any, typ reflect.Type) []error {
	for typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	if typ.Kind() == reflect.Interface || typ == reflect.TypeFor[json.RawMessage]() ||
		reflect.PointerTo(typ).Implements(reflect.TypeFor[json.Unmarshaler]()) {
		return nil // each game's own object, or a type that reads itself
	}
	wrong := func(want string) []error {
		return []error{fmt.Errorf("%s: %v is not %s (a %s)", orTop(at), v, want, typ)}
	}
	switch v := v.(type) {
	case map[string]any:
		var errs []error
		switch typ.Kind() {
		case reflect.Map:
			for k, e := range v {
				if k != "..." {
					errs = append(errs, shapeErrors(at+"."+k, e, typ.Elem())...)
				}
			}
		case reflect.Struct:
			fields := jsonFields(typ)
			for k, e := range v {
				if k == "..." {
					continue
				}
				f, ok := fields[k]
				if !ok {
					errs = append(errs, fmt.Errorf("%s: no field %q in a %s", orTop(at), k, typ))
					continue
				}
				errs = append(errs, shapeErrors(at+"."+k, e, f)...)
			}
		default:
			return wrong("an object")
		}
		return errs
	case []any:
		if typ.Kind() != reflect.Slice && typ.Kind() != reflect.Array {
			return wrong("a list")
		}
		if typ.Kind() == reflect.Array && len(v) != typ.Len() && !containsEllipsis(v) {
			return []error{fmt.Errorf("%s: %d elements, a %s has %d", orTop(at), len(v), typ, typ.Len())}
		}
		var errs []error
		for i, e := range v {
			if e != "..." {
				errs = append(errs, shapeErrors(fmt.Sprintf("%s[%d]", at, i), e, typ.Elem())...)
			}
		}
		return errs
	case string:
		if v == "..." || typ.Kind() == reflect.String || reflect.PointerTo(typ).Implements(reflect.TypeFor[encoding.TextUnmarshaler]()) {
			return nil
		}
		return wrong("a string")
	case json.Number:
		switch typ.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			if _, err := v.Int64(); err != nil && !strings.HasPrefix(typ.String(), "uint") {
				return wrong("a whole number")
			}
			return nil
		case reflect.Float32, reflect.Float64:
			return nil
		}
		return wrong("a number")
	case bool:
		if typ.Kind() != reflect.Bool {
			return wrong("true or false")
		}
		return nil
	case nil:
		return nil
	}
	return wrong("a value")
}

// orTop names the top of an example.
func orTop(at string) string {
	if at == "" {
		return "the example"
	}
	return strings.TrimPrefix(at, ".")
}

// containsEllipsis reports whether a list leaves elements out.
func containsEllipsis(v []any) bool {
	for _, e := range v {
		if e == "..." {
			return true
		}
	}
	return false
}

// jsonFields maps the JSON names of a struct's fields, embedded structs'
// included, to their types.
func jsonFields(typ reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for f := range typ.Fields() {
		tag := f.Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		switch {
		case name == "-" || (!f.IsExported() && !f.Anonymous):
		case f.Anonymous && name == "":
			for k, v := range jsonFields(f.Type) {
				out[k] = v
			}
		case name == "":
			out[f.Name] = f.Type
		default:
			out[name] = f.Type
		}
	}
	return out
}

// docBody returns the body of the document's only example of typ with
// the given top-level fields set to the values given (a room's real id,
// code or token in place of the document's).
func docBody(t *testing.T, examples []docExample, typ string, set map[string]any) []byte {
	t.Helper()
	var found []docExample
	for _, ex := range examples {
		if ex.typ == typ {
			found = append(found, ex)
		}
	}
	if len(found) == 0 {
		t.Fatalf("%s has no %s example", protocolDoc, typ)
	}
	var v map[string]any
	if err := json.Unmarshal(found[0].body, &v); err != nil {
		t.Fatalf("%s:%d: %v", protocolDoc, found[0].line, err)
	}
	for k, x := range set {
		if _, ok := v[k]; ok || x != nil {
			v[k] = x
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestProtocolExamplesPlay sends the document's request and message
// examples through a server as a client written from the document would:
// create the room of the create example, join it as the join example
// does, say hello (each hello example on a connection of its own, in the
// protocol version it names), act and sync as the message examples do,
// and leave.
func TestProtocolExamplesPlay(t *testing.T) {
	examples := readDocExamples(t)
	ts := startServer(t, store.NewMemory(), Config{})
	post := func(path string, body []byte, out any) int {
		t.Helper()
		return ts.do(t, http.MethodPost, path, bytes.NewReader(body), out)
	}
	var ri RoomInfo
	if status := post("/api/rooms", docBody(t, examples, "Setup", nil), &ri); status != http.StatusCreated {
		t.Fatalf("the create example: status %d, want 201", status)
	}
	var jr JoinReply
	if status := post("/api/join", docBody(t, examples, "JoinRequest", map[string]any{"code": ri.Code, "room": nil}), &jr); status != http.StatusOK {
		t.Fatalf("the join example: status %d, want 200", status)
	}
	var msgs []ClientMessage
	for _, ex := range examples {
		if ex.typ == "ClientMessage" {
			m, err := parseClientMessage(ex.body)
			if err != nil {
				t.Fatalf("%s:%d: the server refuses the example: %v", protocolDoc, ex.line, err)
			}
			msgs = append(msgs, m)
		}
	}
	var p *player
	protocol, version := 0, 0
	var legal []game.Label
	hellos := 0
	for _, m := range msgs {
		switch m.Type {
		case MsgHello:
			// Each hello example opens a connection of its own, which
			// takes the seat from the one before.
			hellos++
			p = ts.dial(t, ri.ID)
			m.Token, protocol = jr.Token, protocolOf(m)
			p.send(m)
			updates, w := p.news(protocol)
			if protocol == ProtocolUpdate && (updates == nil || len(updates) != 0) {
				t.Errorf("a version 2 hello: %d updates (a list: %t), want an empty list", len(updates), updates != nil)
			}
			v := p.view(w)
			if v.Seat != game.Player(jr.Seat-1) {
				t.Fatalf("hello as the joined seat %d (from 1): the view is seat %d's (from 0)", jr.Seat, v.Seat)
			}
			version, legal = v.Version, v.Actions
			if v.ToAct != v.Seat || len(legal) == 0 {
				t.Fatalf("the joined seat is not to act at version %d: the example game must start with it", v.Version)
			}
		case MsgAct:
			// The example's action number stands for one of the view's.
			m.Version, m.Action = &version, &legal[0].Action
			p.send(m)
			_, w := p.news(protocol)
			version = w.Version
		case MsgSync:
			p.send(m)
			updates, _ := p.news(protocol)
			if len(updates) != version+1 || updates[0].Version != 0 {
				t.Errorf("sync from 0 at version %d: %d updates, want every one from the set-up (0)", version, len(updates))
			}
		}
	}
	if hellos < 2 || protocol != ProtocolUpdate {
		t.Errorf("%d hello examples, the last for protocol version %d: want one of each version, version 2 last", hellos, protocol)
	}
	// A sync from a later version gives the updates after it; one from
	// the game's version an empty list, not none.
	for _, from := range []int{1, version} {
		p.send(ClientMessage{Type: MsgSync, From: &from})
		updates, _ := p.news(protocol)
		switch {
		case updates == nil:
			t.Errorf("sync from %d at version %d: no updates list", from, version)
		case len(updates) != version-from:
			t.Errorf("sync from %d at version %d: %d updates, want %d", from, version, len(updates), version-from)
		case len(updates) > 0 && updates[0].Version != from+1:
			t.Errorf("sync from %d: the first update leads to version %d, want %d", from, updates[0].Version, from+1)
		}
	}
	if version == 0 {
		t.Fatal("the act example played nothing")
	}
	var lr LeaveReply
	if status := post("/api/leave", docBody(t, examples, "LeaveRequest", map[string]any{"room": ri.ID, "token": jr.Token}), &lr); status != http.StatusOK {
		t.Fatalf("the leave example: status %d, want 200", status)
	}
	if lr.Seat != jr.Seat {
		t.Errorf("leave gave seat %d, want the joined seat %d", lr.Seat, jr.Seat)
	}
	p.closed() // the seat's connection ends with its hand-over
}

// news reads what a client of a protocol version is told after a hello,
// an act or a sync: the updates (nil after a version 1 hello) and the
// message holding the view. Anything else, an error included, fails the
// test.
func (p *player) news(protocol int) ([]wireUpdate, wire) {
	p.t.Helper()
	if protocol == ProtocolUpdate {
		w := p.expect(MsgUpdate)
		return w.Updates, w
	}
	w, before := p.untilState()
	switch {
	case len(before) == 0:
		return nil, w
	case len(before) > 1 || before[0].Type != MsgEvents:
		p.t.Fatalf("a %q message (%s %s) and %d more before the state, want one events message", before[0].Type, before[0].Code, before[0].Message, len(before)-1)
	}
	return before[0].Updates, w
}

// TestProtocolExamplesQueue joins the queue with the document's request
// and follows the entry as the document says: waiting with a countdown,
// then matched with the bots it asked for; and sends the bot account's
// request, which meets a person who accepts bots.
func TestProtocolExamplesQueue(t *testing.T) {
	examples := readDocExamples(t)
	st := store.NewMemory()
	ts := startServer(t, st, Config{QueueWait: time.Second})
	var qt QueueTicket
	if status := ts.do(t, http.MethodPost, "/api/queue", bytes.NewReader(docBody(t, examples, "QueueRequest", nil)), &qt); status != http.StatusCreated {
		t.Fatalf("the queue example: status %d, want 201", status)
	}
	var waiting QueueStatus
	ts.get(t, "/api/queue/"+qt.Ticket, &waiting)
	if waiting.State != QueueWaiting || waiting.Waiting != 1 || waiting.SecondsLeft == nil {
		t.Errorf("status at once: %+v, want waiting alone with a countdown", waiting)
	}
	matched := ts.matched(t, qt.Ticket)
	r := seatOf(t, st, matched, qt.Token)
	if r.Name != "Ann" {
		t.Errorf("the seat is named %q, want the request's Ann", r.Name)
	}
	if status := ts.leave(t, qt.Ticket); status != http.StatusConflict {
		t.Errorf("leave once matched: %d, want 409", status)
	}

	// The bot account's request, sent with its key, meets a person who
	// accepts bots in a rated room.
	var requests []docExample
	for _, ex := range examples {
		if ex.typ == "QueueRequest" {
			requests = append(requests, ex)
		}
	}
	if len(requests) != 2 {
		t.Fatalf("%s has %d QueueRequest examples, want 2 (a person's, a bot account's)", protocolDoc, len(requests))
	}
	var account QueueRequest
	if err := json.Unmarshal(requests[1].body, &account); err != nil {
		t.Fatalf("%s:%d: %v", protocolDoc, requests[1].line, err)
	}
	for _, p := range []PlayerRequest{{Name: "Robo", Bot: true}, {Name: "Pat"}} {
		if status, e := ts.keyed(t, "POST", "/api/players", key(p.Name), p, nil); status != 201 {
			t.Fatalf("register %s: %d %q", p.Name, status, e)
		}
	}
	robo := ts.queued(t, key("Robo"), account)
	pat := ts.queued(t, key("Pat"), QueueRequest{Game: account.Game, Rated: true, Bot: "medium"})
	sr, sp := ts.matched(t, robo.Ticket), ts.matched(t, pat.Ticket)
	var ri RoomInfo
	ts.get(t, "/api/rooms/"+sr.Room, &ri)
	if sr.Room != sp.Room || !ri.Rated || !ri.Seats[sr.Seat-1].BotAccount {
		t.Errorf("the bot account's example: rooms %s and %s, %+v; want one rated room, the account's seat marked", sr.Room, sp.Room, ri)
	}
}

// TestProtocolExamplesChallenge sends the document's challenge as Ann to
// Bob, a bot account, and follows it as the document says: listed for
// both, accepted into the kept seat; then three open challenges and a
// fourth refused with the document's error.
func TestProtocolExamplesChallenge(t *testing.T) {
	examples := readDocExamples(t)
	ts := startServer(t, store.NewMemory(), Config{})
	ts.register(t, "Ann", false)
	ts.register(t, "Bob", true)
	var cm ChallengeMade
	if status, e := ts.keyed(t, http.MethodPost, "/api/challenges", key("Ann"), json.RawMessage(docBody(t, examples, "ChallengeRequest", nil)), &cm); status != http.StatusCreated {
		t.Fatalf("the challenge example: %d %q, want 201", status, e)
	}
	c := cm.Challenge
	if c.From != "Ann" || c.To != "Bob" || !c.ToBot || c.Game != "tableau" || c.Options["players"] != "3" || !c.Rated || c.State != store.ChallengeOpen {
		t.Errorf("the challenge made: %+v", c)
	}
	if mc := ts.challenges(t, "Bob"); len(mc.Incoming) != 1 || mc.Incoming[0].ID != c.ID {
		t.Errorf("Bob's challenges: %+v", mc)
	}
	var jr JoinReply
	if status, e := ts.keyed(t, http.MethodPost, "/api/challenges/"+c.ID+"/accept", key("Bob"), nil, &jr); status != http.StatusOK || jr.Seat != c.Seat {
		t.Fatalf("accept: %d %q %+v", status, e, jr)
	}
	if mc := ts.challenges(t, "Ann"); len(mc.Outgoing) != 1 || mc.Outgoing[0].State != store.ChallengeAccepted {
		t.Errorf("Ann's challenges once accepted: %+v", mc)
	}
	for range maxOpenChallenges {
		ts.challenge(t, "Ann", ChallengeRequest{Player: "Bob", Game: "dojo"})
	}
	var want string
	for _, ex := range examples {
		var e lobbyError
		if ex.typ == "Error" && json.Unmarshal(ex.body, &e) == nil && strings.Contains(e.Error, "open challenges") {
			want = e.Error[strings.Index(e.Error, ":"):]
		}
	}
	if want == "" {
		t.Fatalf("%s has no error example of too many open challenges", protocolDoc)
	}
	status, got := ts.keyed(t, http.MethodPost, "/api/challenges", key("Ann"), ChallengeRequest{Player: "Bob", Game: "dojo"}, nil)
	if status != http.StatusConflict || !strings.HasSuffix(got, want) {
		t.Errorf("a fourth challenge: %d %q, want 409 ending %q", status, got, want)
	}
}
