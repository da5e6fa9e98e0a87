package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/rating"
	"menagerie/internal/store"
)

// waitLimit bounds every wait in these tests.
const waitLimit = 10 * time.Second

// dealtRoom is a new Tableau room of a server over a memory store, stored
// (after edit changes it, when edit is not nil) and loaded, its deal
// played as run would start it, but not running.
func dealtRoom(t testing.TB, edit func(*store.Room)) (*room, *store.Memory) {
	t.Helper()
	st := store.NewMemory()
	srv, err := New(Config{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	meta, err := newRoom(Setup{Game: "tableau"}, nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(meta)
	}
	if err := st.CreateRoom(context.Background(), meta); err != nil {
		t.Fatal(err)
	}
	r, err := loadRoom(srv, meta, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.advance(nil)
	return r, st
}

// testServer is a server on a loopback port over a store.
type testServer struct {
	srv  *Server
	http *httptest.Server
	url  string
}

// startServer starts a server over st, resumes its rooms, and stops it
// gracefully at the end of the test unless the test dropped it first.
func startServer(t testing.TB, st store.Store, cfg Config) *testServer {
	t.Helper()
	cfg.Store = st
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Resume(context.Background()); err != nil {
		t.Fatal(err)
	}
	return serveHTTP(t, srv)
}

// serveHTTP serves srv on a loopback port and stops it gracefully at the
// end of the test unless the test dropped it first.
func serveHTTP(t testing.TB, srv *Server) *testServer {
	t.Helper()
	hs := httptest.NewUnstartedServer(nil)
	hs.Config = srv.HTTPServer(srv.Handler())
	hs.Start()
	t.Cleanup(func() {
		hs.Close()
		ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
		defer cancel()
		_ = srv.Shutdown(ctx)
	})
	return &testServer{srv: srv, http: hs, url: hs.URL}
}

// post sends a JSON body and decodes the JSON answer into out; it returns
// the status.
func (ts *testServer) post(t testing.TB, path string, body, out any) int {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return ts.do(t, http.MethodPost, path, bytes.NewReader(b), out)
}

// get decodes the JSON answer to a GET into out; it returns the status.
func (ts *testServer) get(t testing.TB, path string, out any) int {
	t.Helper()
	return ts.do(t, http.MethodGet, path, nil, out)
}

func (ts *testServer) do(t testing.TB, method, path string, body *bytes.Reader, out any) int {
	t.Helper()
	var req *http.Request
	var err error
	if body == nil {
		req, err = http.NewRequest(method, ts.url+path, nil)
	} else {
		req, err = http.NewRequest(method, ts.url+path, body)
		if err == nil {
			req.Header.Set("Content-Type", "application/json")
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatalf("%s %s: answer: %v", method, path, err)
		}
	}
	return resp.StatusCode
}

// create makes a room and fails the test if it cannot.
func (ts *testServer) create(t testing.TB, s Setup) RoomInfo {
	t.Helper()
	var ri RoomInfo
	if status := ts.post(t, "/api/rooms", s, &ri); status != http.StatusCreated {
		t.Fatalf("create %+v: status %d", s, status)
	}
	return ri
}

// join claims a seat (from 1; 0: the first free one) of a room.
func (ts *testServer) join(t testing.TB, id string, seat int) JoinReply {
	t.Helper()
	var jr JoinReply
	if status := ts.post(t, "/api/join", JoinRequest{Room: id, Seat: seat}, &jr); status != http.StatusOK {
		t.Fatalf("join room %s seat %d: status %d", id, seat, status)
	}
	return jr
}

// wire is a server message as a client decodes it, strictly: the view
// stays raw JSON, as an observation is each game's own type.
type wire struct {
	Type    string          `json:"type"`
	Version int             `json:"version"`
	Schema  int             `json:"schema"`
	View    json.RawMessage `json:"view"`
	Over    bool            `json:"over"`
	Returns []float64       `json:"returns"`
	Winners []int           `json:"winners"`
	// Forfeits are the seats that lost on time.
	Forfeits []game.Forfeit `json:"forfeits"`
	Behind   int            `json:"behind"`
	Updates  []wireUpdate   `json:"updates"`
	Code     string         `json:"code"`
	Message  string         `json:"message"`
	// RetryAfter comes with rate_limited.
	RetryAfter int `json:"retry_after"`
}

// wireUpdate is an update as a test client decodes it: its events as
// sent, by position (protocol version 1) or by name (version 2 and
// replays).
type wireUpdate struct {
	Version int               `json:"version"`
	Actor   game.Player       `json:"actor"`
	Events  []json.RawMessage `json:"events"`
	Texts   []string          `json:"texts,omitempty"`
}

// positional decodes the events of a version 1 update strictly.
func (u wireUpdate) positional(t testing.TB) []game.Event {
	t.Helper()
	out := make([]game.Event, len(u.Events))
	for i, raw := range u.Events {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&out[i]); err != nil {
			t.Fatalf("version %d: event %s: %v", u.Version, raw, err)
		}
	}
	return out
}

// named decodes the events of a version 2 update or a replay.
func (u wireUpdate) named(t testing.TB) []map[string]any {
	t.Helper()
	out := make([]map[string]any, len(u.Events))
	for i, raw := range u.Events {
		if err := json.Unmarshal(raw, &out[i]); err != nil {
			t.Fatalf("version %d: event %s: %v", u.Version, raw, err)
		}
	}
	return out
}

// wireView is the part of a view the test clients read.
type wireView struct {
	Version int          `json:"version"`
	Seat    game.Player  `json:"seat"`
	ToAct   game.Player  `json:"to_act"`
	Actions []game.Label `json:"actions"`
}

// player is one test client on a WebSocket.
type player struct {
	t    testing.TB
	conn *websocket.Conn
	msgs chan wire
	errs chan error
}

// dial connects to a room's play endpoint.
func (ts *testServer) dial(t testing.TB, id string) *player {
	t.Helper()
	p, _, err := ts.dialFrom(t, id, "")
	if err != nil {
		t.Fatalf("dial room %s: %v", id, err)
	}
	return p
}

// dialFrom connects to a room's play endpoint from a local address (""
// leaves it to the system), and returns the server's answer when it
// refuses.
func (ts *testServer) dialFrom(t testing.TB, id, local string) (*player, *http.Response, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	var opts websocket.DialOptions
	if local != "" {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}}
		opts.HTTPClient = &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
	}
	conn, resp, err := websocket.Dial(ctx, strings.Replace(ts.url, "http://", "ws://", 1)+"/api/rooms/"+id+"/play", &opts)
	if err != nil {
		return nil, resp, err
	}
	conn.SetReadLimit(4 << 20)
	p := &player{t: t, conn: conn, msgs: make(chan wire, 4096), errs: make(chan error, 1)}
	go p.read()
	t.Cleanup(func() { conn.CloseNow() })
	return p, resp, nil
}

// read decodes every message strictly into msgs; the first failure goes
// to errs.
func (p *player) read() {
	for {
		_, data, err := p.conn.Read(context.Background())
		if err != nil {
			p.errs <- err
			close(p.msgs)
			return
		}
		var w wire
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&w); err != nil {
			p.errs <- fmt.Errorf("message %s: %w", data, err)
			close(p.msgs)
			return
		}
		p.msgs <- w
	}
}

// send writes a value as a JSON text message.
func (p *player) send(v any) {
	p.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		p.t.Fatal(err)
	}
	p.sendRaw(websocket.MessageText, b)
}

// sendRaw writes one message as it is.
func (p *player) sendRaw(typ websocket.MessageType, b []byte) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	if err := p.conn.Write(ctx, typ, b); err != nil {
		p.t.Fatalf("send %.80s: %v", b, err)
	}
}

// next returns the next message.
func (p *player) next() wire {
	p.t.Helper()
	select {
	case w, ok := <-p.msgs:
		if !ok {
			p.t.Fatalf("connection ended: %v", <-p.errs)
		}
		return w
	case <-time.After(waitLimit):
		p.t.Fatalf("no message in %s", waitLimit)
	}
	return wire{}
}

// expect returns the next message and fails unless it has the type.
func (p *player) expect(typ string) wire {
	p.t.Helper()
	w := p.next()
	if w.Type != typ {
		p.t.Fatalf("got a %q message (%s %s), want %q", w.Type, w.Code, w.Message, typ)
	}
	return w
}

// closed waits for the connection to end and returns how.
func (p *player) closed() error {
	p.t.Helper()
	for {
		select {
		case _, ok := <-p.msgs:
			if !ok {
				return <-p.errs
			}
		case <-time.After(waitLimit):
			p.t.Fatalf("connection still open after %s", waitLimit)
			return nil
		}
	}
}

// hello says hello with a token ("" : as a spectator) and returns the state.
func (p *player) hello(token string) wireView {
	p.t.Helper()
	p.send(ClientMessage{Type: MsgHello, Token: token})
	return p.view(p.expect(MsgState))
}

// view decodes a state message's view.
func (p *player) view(w wire) wireView {
	p.t.Helper()
	var v wireView
	if err := json.Unmarshal(w.View, &v); err != nil {
		p.t.Fatalf("view %s: %v", w.View, err)
	}
	return v
}

// act sends an action at a version.
func (p *player) act(version int, a game.Action) {
	p.t.Helper()
	p.send(ClientMessage{Type: MsgAct, Version: &version, Action: &a})
}

// untilState reads messages up to the next state message and returns it
// with the messages before it.
func (p *player) untilState() (wire, []wire) {
	p.t.Helper()
	var before []wire
	for {
		w := p.next()
		if w.Type == MsgState {
			return w, before
		}
		before = append(before, w)
	}
}

// cutStore is a store whose writes can be cut off, as if its server had
// died: after cut, every write fails and nothing more is stored.
type cutStore struct {
	store.Store
	cut chan struct{}
}

func newCutStore(st store.Store) *cutStore { return &cutStore{Store: st, cut: make(chan struct{})} }

var errCut = errors.New("the server was killed")

func (c *cutStore) down() bool {
	select {
	case <-c.cut:
		return true
	default:
		return false
	}
}

func (c *cutStore) Append(ctx context.Context, id string, version int, a game.Action, ch store.Change) error {
	if c.down() {
		return errCut
	}
	return c.Store.Append(ctx, id, version, a, ch)
}

func (c *cutStore) SetSeats(ctx context.Context, id string, old, seats []store.Seat) error {
	if c.down() {
		return errCut
	}
	return c.Store.SetSeats(ctx, id, old, seats)
}

func (c *cutStore) CreateRoom(ctx context.Context, r *store.Room) error {
	if c.down() {
		return errCut
	}
	return c.Store.CreateRoom(ctx, r)
}

func (c *cutStore) Lease(ctx context.Context, id, owner string, ttl time.Duration) (bool, error) {
	if c.down() {
		return false, errCut
	}
	return c.Store.Lease(ctx, id, owner, ttl)
}

func (c *cutStore) Release(ctx context.Context, id, owner string) error {
	if c.down() {
		return errCut
	}
	return c.Store.Release(ctx, id, owner)
}

func (c *cutStore) Match(ctx context.Context, r *store.Room, tickets []string, seats []int) error {
	if c.down() {
		return errCut
	}
	return c.Store.Match(ctx, r, tickets, seats)
}

func (c *cutStore) LeaseQueue(ctx context.Context, owner string, ttl time.Duration) (bool, error) {
	if c.down() {
		return false, errCut
	}
	return c.Store.LeaseQueue(ctx, owner, ttl)
}

// listenedRoom is a room of a game with a seed, stored in srv's store and
// started, every seat's client having said hello for a protocol version.
func listenedRoom(b testing.TB, srv *Server, name string, seed uint64, protocol int) (*room, []*client) {
	meta, err := newRoom(Setup{Game: name}, nil, time.Now())
	if err != nil {
		b.Fatal(err)
	}
	meta.Seed = seed
	hashes := make([][]byte, len(meta.Seats))
	for i := range meta.Seats {
		hashes[i] = hashToken(newToken())
		meta.Seats[i].TokenHash = hashes[i]
	}
	if err := srv.cfg.Store.CreateRoom(context.Background(), meta); err != nil {
		b.Fatal(err)
	}
	r, err := loadRoom(srv, meta, nil)
	if err != nil {
		b.Fatal(err)
	}
	r.advance(nil)
	clients := make([]*client, len(hashes))
	for i, hash := range hashes {
		clients[i] = &client{out: make(chan *frame, 64), done: make(chan struct{})}
		r.handle(helloRequest{client: clients[i], hash: hash, protocol: protocol})
		<-clients[i].out
	}
	return r, clients
}

// socketPair serves one WebSocket with serve, on a test HTTP server closed
// with the test, and returns the dialled end, closed with the test too.
func socketPair(t *testing.T, serve func(conn *websocket.Conn)) *websocket.Conn {
	t.Helper()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		conn, err := websocket.Accept(w, req, nil)
		if err != nil {
			t.Error(err)
			return
		}
		serve(conn)
	}))
	t.Cleanup(hs.Close)
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, strings.Replace(hs.URL, "http://", "ws://", 1), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.CloseNow() })
	return conn
}

// ratedOnce returns each named player's standing, failing the test unless
// the player has exactly one and its rating and deviation are want's.
func ratedOnce(t *testing.T, st store.Store, names []string, want []rating.Rating) []store.Standing {
	t.Helper()
	out := make([]store.Standing, len(names))
	for i, name := range names {
		p, err := st.PlayerByName(t.Context(), name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := st.Ratings(t.Context(), p.ID)
		if err != nil || len(got) != 1 {
			t.Fatalf("%s's ratings: %+v, %v; want one", name, got, err)
		}
		if g := got[0].Rating; math.Abs(g.Rating-want[i].Rating) > 1e-9 || math.Abs(g.Deviation-want[i].Deviation) > 1e-9 {
			t.Errorf("%s's rating %+v; want %+v", name, g, want[i])
		}
		out[i] = got[0]
	}
	return out
}
