package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/server"
	"menagerie/internal/store"
	"menagerie/internal/store/postgres"
	"menagerie/internal/store/sqlite"
	"menagerie/internal/syncbuf"
)

// crashWait bounds every wait of the crash test.
const crashWait = 10 * time.Second

// TestServeSurvivesKill runs the menagerie binary, plays a game of each
// kind in it with one person among bots, kills it with SIGKILL while the
// person's last move is in flight, and starts it again on the same store.
// Every action the store held at the kill must stay the start of the
// room's record, every move the person was told of must be among them,
// the person's token must resume the seat and catch up with what it
// missed, and every game must play on to its end.
func TestServeSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	bin := buildMenagerie(t)
	type place struct {
		name string
		args []string
		open func(ctx context.Context) (store.Store, error)
	}
	dir := filepath.Join(t.TempDir(), "rooms")
	places := []place{{"sqlite", []string{"--data", dir}, func(ctx context.Context) (store.Store, error) {
		return sqlite.Open(ctx, dir, sqlite.SurvivePowerLoss)
	}}}
	if dsn := os.Getenv("MENAGERIE_TEST_POSTGRES"); dsn != "" {
		places = append(places, place{"postgres", []string{"--db", dsn, "--lease", "1s"}, func(ctx context.Context) (store.Store, error) {
			return postgres.Open(ctx, dsn)
		}})
	}
	for _, pl := range places {
		t.Run(pl.name, func(t *testing.T) { killAndResume(t, bin, pl.args, pl.open) })
	}
}

// userHome and userConfig are the home and configuration directories the
// tests started with, before TestMain moved them: the go command that
// builds the server uses them, to find the user's build and module
// caches.
var userHome, userConfig = os.Getenv("HOME"), os.Getenv("XDG_CONFIG_HOME")

// buildMenagerie builds the binary into a directory of the test's.
func buildMenagerie(t *testing.T) string {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command, to build the server: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "menagerie")
	build := exec.Command(goCmd, "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "HOME="+userHome, "XDG_CONFIG_HOME="+userConfig)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// crashTable is one room of the crash test: its set-up, the person's seat
// (from 0) and how many moves the person makes before the kill (the last
// of them in flight) and after the restart.
type crashTable struct {
	setup         server.Setup
	person        int
	before, after int
}

// crashTables has a room of each game, the person in various seats.
var crashTables = []crashTable{
	{server.Setup{Game: "cardbattle", Seats: []server.SeatSetup{{Bot: "random"}, {}, {Bot: "heuristic"}, {Bot: "random"}}}, 1, 4, 2},
	{server.Setup{Game: "tableau", Seats: []server.SeatSetup{{}, {Bot: "heuristic"}}}, 0, 6, 3},
	{server.Setup{Game: "dojo", Seats: []server.SeatSetup{{Bot: "random"}, {}}}, 1, 3, 2},
}

// killAndResume plays crashTables on a server started with args, kills
// it, checks the store (opened with open) and plays on in a new server.
func killAndResume(t *testing.T, bin string, args []string, open func(context.Context) (store.Store, error)) {
	first := startServe(t, bin, args)
	games := make([]*crashGame, len(crashTables))
	for i, tt := range crashTables {
		g := &crashGame{t: t, table: tt, sent: map[int]game.Action{}}
		var ri server.RoomInfo
		first.post(t, "/api/rooms", tt.setup, &ri)
		g.id = ri.ID
		var jr server.JoinReply
		first.post(t, "/api/join", server.JoinRequest{Room: g.id, Seat: tt.person + 1}, &jr)
		g.token = jr.Token
		g.connect(first)
		for range tt.before - 1 {
			g.play()
		}
		games[i] = g
	}
	// The last move before the kill is sent and not waited for: the
	// server may die before, while or after it stores it. The kill
	// comes once the first room has answered, so that at least one move
	// was stored and told just before it.
	for _, g := range games {
		g.send()
	}
	answered, cancel := context.WithTimeout(context.Background(), crashWait)
	defer cancel()
	games[0].next(answered, "the answer to the last move")
	first.kill(t)
	for _, g := range games {
		g.drain()
	}

	ctx := context.Background()
	st, err := open(ctx)
	if err != nil {
		t.Fatalf("open the store after the kill: %v", err)
	}
	stored := make([][]game.Action, len(games))
	for i, g := range games {
		if stored[i], err = st.Actions(ctx, g.id, 0); err != nil {
			t.Fatalf("%s: actions after the kill: %v", g.table.setup.Game, err)
		}
		if len(stored[i]) < g.told {
			t.Errorf("%s: the person was told of version %d, the store holds %d actions", g.table.setup.Game, g.told, len(stored[i]))
		}
		g.checkAccepted(stored[i])
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}

	second := startServe(t, bin, args)
	for i, g := range games {
		g.connect(second)
		for range g.table.after {
			g.play()
		}
		var lr server.LeaveReply
		second.post(t, "/api/leave", server.LeaveRequest{Room: g.id, Token: g.token}, &lr)
		g.drain() // the server closes the seat's connections
		actions := second.finished(t, g.id)
		if len(actions) < len(stored[i]) || !slices.Equal(actions[:len(stored[i])], stored[i]) {
			t.Errorf("%s: the %d actions stored at the kill are not the start of the record's %d:\nstored %v\nrecord %v",
				g.table.setup.Game, len(stored[i]), len(actions), stored[i], actions)
		}
		g.checkAccepted(actions)
	}
	second.stop(t)
}

// serveProcess is a running menagerie serve.
type serveProcess struct {
	cmd  *exec.Cmd
	logs *syncbuf.Buffer
	url  string
	done chan error
}

// startServe runs bin serve on a loopback port with args and waits for
// the address it listens on in its log.
func startServe(t *testing.T, bin string, args []string) *serveProcess {
	t.Helper()
	p := &serveProcess{logs: &syncbuf.Buffer{}, done: make(chan error, 1)}
	p.cmd = exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)...)
	p.cmd.Stderr = p.logs
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- p.cmd.Wait() }()
	t.Cleanup(func() {
		if p.cmd.ProcessState == nil {
			_ = p.cmd.Process.Kill()
			<-p.done
		}
		if t.Failed() {
			t.Logf("server log:\n%s", p.logs.String())
		}
	})
	listening := regexp.MustCompile(`msg=listening addr=(\S+)`)
	for deadline := time.Now().Add(crashWait); ; time.Sleep(5 * time.Millisecond) {
		if m := listening.FindStringSubmatch(p.logs.String()); m != nil {
			p.url = "http://" + m[1]
			return p
		}
		select {
		case err := <-p.done:
			t.Fatalf("the server ended before listening: %v\n%s", err, p.logs.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("no listening line in the log after %s:\n%s", crashWait, p.logs.String())
		}
	}
}

// kill ends the server with SIGKILL and waits for it to be gone.
func (p *serveProcess) kill(t *testing.T) {
	t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-p.done
}

// stop ends the server with SIGTERM and requires a clean exit.
func (p *serveProcess) stop(t *testing.T) {
	t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-p.done:
		if err != nil {
			t.Errorf("the server stopped with %v", err)
		}
	case <-time.After(crashWait):
		t.Fatalf("the server did not stop in %s", crashWait)
	}
}

// post sends body as JSON to the lobby and decodes the answer into out,
// or ends the test if the lobby refuses it.
func (p *serveProcess) post(t *testing.T, path string, body, out any) {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(p.url+path, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	decodeAnswer(t, "POST "+path, resp, out)
}

// get decodes the lobby's answer to GET path into out, or ends the test
// if the lobby refuses it.
func (p *serveProcess) get(t *testing.T, path string, out any) {
	t.Helper()
	resp, err := http.Get(p.url + path)
	if err != nil {
		t.Fatal(err)
	}
	decodeAnswer(t, "GET "+path, resp, out)
}

// decodeAnswer decodes a successful answer to what into out, or ends the
// test with the lobby's error.
func decodeAnswer(t *testing.T, what string, resp *http.Response, out any) {
	t.Helper()
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if resp.StatusCode/100 != 2 {
		t.Fatalf("%s: status %d: %s", what, resp.StatusCode, b)
	}
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatalf("%s: answer %s: %v", what, b, err)
	}
}

// finished waits for the room's game to end and returns its record's
// actions.
func (p *serveProcess) finished(t *testing.T, id string) []game.Action {
	t.Helper()
	for deadline := time.Now().Add(crashWait); ; time.Sleep(10 * time.Millisecond) {
		var ri server.RoomInfo
		p.get(t, "/api/rooms/"+id, &ri)
		if ri.Over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("room %s (%s) not over after %s, at version %d", id, ri.Game, crashWait, ri.Version)
		}
	}
	var record struct {
		Actions []game.Action `json:"actions"`
	}
	p.get(t, "/api/rooms/"+id+"/record", &record)
	return record.Actions
}

// crashMessage is the part of a server message the crash test reads.
type crashMessage struct {
	Type    string `json:"type"`
	Version int    `json:"version"`
	View    struct {
		Seat    game.Player  `json:"seat"`
		ToAct   game.Player  `json:"to_act"`
		Actions []game.Label `json:"actions"`
	} `json:"view"`
	Over    bool `json:"over"`
	Updates []struct {
		Version int         `json:"version"`
		Actor   game.Player `json:"actor"`
	} `json:"updates"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// crashGame is the person's side of one room of the crash test.
type crashGame struct {
	t     *testing.T
	table crashTable
	id    string
	token string
	conn  *websocket.Conn
	// turn is the last state the person received, at its turn.
	turn crashMessage
	// told is the highest version the person was told of; seen holds
	// every version an update told it of since it last connected.
	told int
	seen map[int]bool
	// sent holds the person's moves by the version they were sent at;
	// mine the versions whose update says the person played.
	sent map[int]game.Action
	mine []int
}

// connect opens the room's WebSocket on p, says hello with the token,
// and waits for the person's turn; after a restart it syncs from the
// last version it was told of and requires every update since.
func (g *crashGame) connect(p *serveProcess) {
	g.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), crashWait)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, strings.Replace(p.url, "http://", "ws://", 1)+"/api/rooms/"+g.id+"/play", nil)
	if err != nil {
		g.t.Fatalf("%s: dial: %v", g.table.setup.Game, err)
	}
	conn.SetReadLimit(4 << 20)
	g.t.Cleanup(func() { conn.CloseNow() })
	reconnect := g.conn != nil
	g.conn = conn
	g.seen = map[int]bool{}
	g.write(server.ClientMessage{Type: server.MsgHello, Token: g.token})
	hello := g.untilState()
	if reconnect {
		from := g.told
		g.write(server.ClientMessage{Type: server.MsgSync, From: &from})
		g.untilSeen(from, hello.Version)
	}
	if g.isTurn(hello) {
		g.turn = hello
		return
	}
	g.untilTurn(hello.Version)
}

// write sends m on the WebSocket.
func (g *crashGame) write(m server.ClientMessage) {
	g.t.Helper()
	b, err := json.Marshal(m)
	if err != nil {
		g.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), crashWait)
	defer cancel()
	if err := g.conn.Write(ctx, websocket.MessageText, b); err != nil {
		g.t.Fatalf("%s: send %s: %v", g.table.setup.Game, b, err)
	}
}

// read returns the next server message, noting what it tells.
func (g *crashGame) read(ctx context.Context) (crashMessage, error) {
	var m crashMessage
	_, b, err := g.conn.Read(ctx)
	if err != nil {
		return m, err
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("message %s: %w", b, err)
	}
	for _, u := range m.Updates {
		g.told = max(g.told, u.Version)
		g.seen[u.Version] = true
		if u.Actor == game.Player(g.table.person) && u.Version > 0 {
			g.mine = append(g.mine, u.Version-1)
		}
	}
	return m, nil
}

// next returns the next server message, ending the test on an error
// message or when none comes in time.
func (g *crashGame) next(ctx context.Context, waiting string) crashMessage {
	g.t.Helper()
	m, err := g.read(ctx)
	switch {
	case err != nil:
		g.t.Fatalf("%s: waiting for %s: %v", g.table.setup.Game, waiting, err)
	case m.Type == server.MsgError:
		g.t.Fatalf("%s: waiting for %s: error %s: %s", g.table.setup.Game, waiting, m.Code, m.Message)
	}
	return m
}

// untilState reads up to the next state.
func (g *crashGame) untilState() crashMessage {
	g.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), crashWait)
	defer cancel()
	for {
		if m := g.next(ctx, "a state"); m.Type == server.MsgState {
			return m
		}
	}
}

// untilSeen reads until updates have told every version after from up
// to to.
func (g *crashGame) untilSeen(from, to int) {
	g.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), crashWait)
	defer cancel()
	for v := from + 1; v <= to; {
		if g.seen[v] {
			v++
			continue
		}
		g.next(ctx, fmt.Sprintf("the update to version %d after a sync from %d", v, from))
	}
}

// isTurn says whether m is a state at the person's turn; a state of a
// game that is over ends the test, which needs more moves.
func (g *crashGame) isTurn(m crashMessage) bool {
	g.t.Helper()
	if m.Over {
		g.t.Fatalf("%s: the game ended at version %d before the test's moves were made", g.table.setup.Game, m.Version)
	}
	return m.View.ToAct == m.View.Seat
}

// untilTurn reads up to a state at the person's turn after version
// after (a state the server sent before the last move counts for
// nothing).
func (g *crashGame) untilTurn(after int) {
	g.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), crashWait)
	defer cancel()
	for {
		m := g.next(ctx, "the person's turn")
		if m.Type == server.MsgState && m.Version > after && g.isTurn(m) {
			g.turn = m
			return
		}
	}
}

// send plays one of the person's legal moves, varied with the version,
// and returns the version it was played at.
func (g *crashGame) send() int {
	g.t.Helper()
	v := g.turn.Version
	a := g.turn.View.Actions[v%len(g.turn.View.Actions)].Action
	g.sent[v] = a
	g.write(server.ClientMessage{Type: server.MsgAct, Version: &v, Action: &a})
	return v
}

// play makes one move and waits for the person's next turn.
func (g *crashGame) play() {
	g.t.Helper()
	g.untilTurn(g.send())
}

// drain reads what the server sent until it closes the connection, or
// until the connection dies with the server.
func (g *crashGame) drain() {
	g.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), crashWait)
	defer cancel()
	for {
		if _, err := g.read(ctx); err != nil {
			if ctx.Err() != nil {
				g.t.Fatalf("%s: the connection is still open after %s", g.table.setup.Game, crashWait)
			}
			return
		}
	}
}

// checkAccepted requires every move the person was told it played to be
// in actions at its version.
func (g *crashGame) checkAccepted(actions []game.Action) {
	g.t.Helper()
	for _, v := range g.mine {
		a, ok := g.sent[v]
		switch {
		case !ok:
			g.t.Errorf("%s: an update says the person played at version %d, where it sent nothing", g.table.setup.Game, v)
		case v >= len(actions) || actions[v] != a:
			g.t.Errorf("%s: the person's move %d at version %d, accepted, is not in the stored actions %v", g.table.setup.Game, a, v, actions)
		}
	}
}
