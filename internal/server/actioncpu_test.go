//go:build unix

package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/store"
)

// BenchmarkActionCPU measures the server's CPU time per action with each
// protocol version, and with version 2 in the browser's form (each view's
// table view in place of its observation), in a process of its own that serves the benchmark's
// clients on loopback: every seat of every room a client that picks a
// seeded random action as soon as its view offers some. One op is one
// room played to its end (Card Battle, Tableau and Dojo in turn, each
// room's seed its number), actionCPUConcurrency rooms at once; run with a
// fixed -benchtime (e.g. 150x) so that both versions play the same games.
// It reports the server's user and system CPU per action played
// (chance's included), and its write system calls and bytes written per
// action where the system counts them.
//
// go test's own -cpuprofile profiles the clients; -server-cpuprofile FILE
// profiles the server's process.
func BenchmarkActionCPU(b *testing.B) {
	bs := startBenchServer(b)
	split, update, no := ProtocolSplit, ProtocolUpdate, false
	for _, c := range []struct {
		name  string
		hello ClientMessage
	}{
		{"protocol=1", ClientMessage{Type: MsgHello, Protocol: &split}},
		{"protocol=2", ClientMessage{Type: MsgHello, Protocol: &update}},
		{"protocol=2,table", ClientMessage{Type: MsgHello, Protocol: &update, Table: true, Observation: &no}},
	} {
		b.Run(c.name, func(b *testing.B) {
			before := bs.usage(b)
			actions := playBenchRooms(b, bs, b.N, c.hello)
			after := bs.usage(b)
			b.ReportMetric(float64(after.cpu-before.cpu)/float64(time.Microsecond)/float64(actions), "server-µs/action")
			if after.writes >= 0 {
				b.ReportMetric(float64(after.writes-before.writes)/float64(actions), "writes/action")
				b.ReportMetric(float64(after.written-before.written)/float64(actions), "bytes/action")
			}
			b.ReportMetric(float64(actions)/float64(b.N), "actions/op")
		})
	}
}

var serverCPUProfile = flag.String("server-cpuprofile", "", "BenchmarkActionCPU: write a CPU profile of the server's process to `FILE`")

// The benchmark's server process: the test binary run again with
// benchServerEnv set (to the path of a CPU profile to write, or "-").
const benchServerEnv = "MENAGERIE_ACTION_CPU_SERVER"

// actionCPUGames are the games the benchmark's rooms play in turn.
var actionCPUGames = []string{"cardbattle", "tableau", "dojo"}

// actionCPUConcurrency is how many rooms the benchmark plays at once.
const actionCPUConcurrency = 32

func TestMain(m *testing.M) {
	if profile := os.Getenv(benchServerEnv); profile != "" {
		if err := runBenchServer(os.Stdin, os.Stdout, profile); err != nil {
			fmt.Fprintln(os.Stderr, "benchmark server:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runBenchServer serves a server over a memory store on a loopback port,
// prints its address, and answers commands read one a line until its
// input ends: "room GAME SEED" makes a room and prints its id and its
// seats' tokens; "usage" prints the process's CPU time, write calls and
// bytes written (-1 where the system does not count them).
func runBenchServer(in io.Reader, out io.Writer, profile string) error {
	if profile != "-" {
		f, err := os.Create(profile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	st := store.NewMemory()
	srv, err := New(Config{Store: st, MessagesPerSecond: 1e4, Burst: 1e4, ExemptLoopback: true})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	hs := srv.HTTPServer(srv.Handler())
	go hs.Serve(ln)
	defer hs.Close()
	fmt.Fprintln(out, ln.Addr())
	lines := bufio.NewScanner(in)
	for lines.Scan() {
		f := strings.Fields(lines.Text())
		switch {
		case len(f) == 3 && f[0] == "room":
			seed, err := strconv.ParseUint(f[2], 10, 64)
			if err != nil {
				return err
			}
			id, tokens, err := benchRoom(st, f[1], seed)
			if err != nil {
				return err
			}
			fmt.Fprintln(out, id, strings.Join(tokens, " "))
		case len(f) == 1 && f[0] == "usage":
			cpu, err := cpuTime()
			if err != nil {
				return err
			}
			calls, bytes := writes()
			fmt.Fprintln(out, int64(cpu), calls, bytes)
		default:
			return fmt.Errorf("unknown command %q", lines.Text())
		}
	}
	return lines.Err()
}

// benchRoom stores a room of a game at its default player count with a
// seed, every seat a person's with a token, and returns its id and the
// tokens.
func benchRoom(st store.Store, name string, seed uint64) (string, []string, error) {
	meta, err := newRoom(Setup{Game: name}, nil, time.Now())
	if err != nil {
		return "", nil, err
	}
	meta.Seed = seed
	tokens := make([]string, len(meta.Seats))
	for i := range meta.Seats {
		tokens[i] = newToken()
		meta.Seats[i].TokenHash = hashToken(tokens[i])
	}
	return meta.ID, tokens, st.CreateRoom(context.Background(), meta)
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() (time.Duration, error) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}

// processCPU is cpuTime for a benchmark, which fails without it.
func processCPU(b *testing.B) time.Duration {
	cpu, err := cpuTime()
	if err != nil {
		b.Fatal(err)
	}
	return cpu
}

// writes is the process's count of write system calls so far and of the
// bytes they wrote, or -1 and -1 where the system does not tell them.
func writes() (calls, bytes int64) {
	b, err := os.ReadFile("/proc/self/io")
	if err != nil {
		return -1, -1
	}
	calls, bytes = -1, -1
	for line := range strings.Lines(string(b)) {
		name, v, _ := strings.Cut(line, ":")
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		switch {
		case err != nil:
		case name == "syscw":
			calls = n
		case name == "wchar":
			bytes = n
		}
	}
	if calls < 0 || bytes < 0 {
		return -1, -1
	}
	return calls, bytes
}

// benchServer is the benchmark's server process and its command line.
type benchServer struct {
	mu  sync.Mutex
	url string
	in  io.Writer
	out *bufio.Scanner
}

// startBenchServer runs the server process and stops it when the
// benchmark ends.
func startBenchServer(b *testing.B) *benchServer {
	b.Helper()
	profile := "-"
	if *serverCPUProfile != "" {
		profile = *serverCPUProfile
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), benchServerEnv+"="+profile)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		in.Close()
		if err := cmd.Wait(); err != nil {
			b.Errorf("benchmark server: %v", err)
		}
	})
	bs := &benchServer{in: in, out: bufio.NewScanner(out)}
	addr, err := bs.line()
	if err != nil {
		b.Fatal(err)
	}
	bs.url = "http://" + addr
	return bs
}

// line reads the server process's next line.
func (bs *benchServer) line() (string, error) {
	if !bs.out.Scan() {
		return "", fmt.Errorf("benchmark server: no answer (%v)", bs.out.Err())
	}
	return bs.out.Text(), nil
}

// ask sends the server process a command and returns its answer's fields
// (at least want).
func (bs *benchServer) ask(command string, want int) ([]string, error) {
	bs.mu.Lock()
	defer bs.mu.Unlock()
	if _, err := fmt.Fprintln(bs.in, command); err != nil {
		return nil, err
	}
	line, err := bs.line()
	if f := strings.Fields(line); err != nil || len(f) >= want {
		return f, err
	}
	return nil, fmt.Errorf("benchmark server: %q answered %q", command, line)
}

// serverUsage is the server process's CPU time, write calls and bytes
// written so far.
type serverUsage struct {
	cpu     time.Duration
	writes  int64
	written int64
}

func (bs *benchServer) usage(b *testing.B) serverUsage {
	f, err := bs.ask("usage", 3)
	if err != nil {
		b.Fatal(err)
	}
	cpu, err1 := strconv.ParseInt(f[0], 10, 64)
	calls, err2 := strconv.ParseInt(f[1], 10, 64)
	written, err3 := strconv.ParseInt(f[2], 10, 64)
	if err := errors.Join(err1, err2, err3); err != nil {
		b.Fatal(err)
	}
	return serverUsage{cpu: time.Duration(cpu), writes: calls, written: written}
}

// playBenchRooms plays rooms 0 to n-1 to their ends, actionCPUConcurrency
// at once, every seat saying hello as hello (its token added), and returns
// the actions they played.
func playBenchRooms(b *testing.B, bs *benchServer, n int, hello ClientMessage) int {
	var (
		mu      sync.Mutex
		actions int
		wg      sync.WaitGroup
		next    = make(chan int)
	)
	for range min(n, actionCPUConcurrency) {
		wg.Go(func() {
			for i := range next {
				played, err := playBenchRoom(bs, i, hello)
				if err != nil {
					b.Error(err)
				}
				mu.Lock()
				actions += played
				mu.Unlock()
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return actions
}

// playBenchRoom makes room i and plays it to its end; it returns the
// actions played.
func playBenchRoom(bs *benchServer, i int, hello ClientMessage) (int, error) {
	f, err := bs.ask(fmt.Sprintf("room %s %d", actionCPUGames[i%len(actionCPUGames)], i+1), 2)
	if err != nil {
		return 0, err
	}
	id, tokens := f[0], f[1:]
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	played := make([]int, len(tokens))
	errs := make([]error, len(tokens))
	var wg sync.WaitGroup
	for seat, token := range tokens {
		conn, _, err := websocket.Dial(ctx, strings.Replace(bs.url, "http://", "ws://", 1)+"/api/rooms/"+id+"/play",
			&websocket.DialOptions{HTTPClient: http.DefaultClient})
		if err != nil {
			return 0, fmt.Errorf("room %d seat %d: %w", i, seat+1, err)
		}
		defer conn.CloseNow()
		conn.SetReadLimit(4 << 20)
		wg.Go(func() {
			played[seat], errs[seat] = benchSeat(ctx, conn, hello, token, uint64(i)*8+uint64(seat))
		})
	}
	wg.Wait()
	return slices.Max(played), errors.Join(errs...)
}

// benchSeat says hello as hello with a seat's token and plays a
// seeded random action whenever its view offers some, until the game
// ends; it returns the version the game ended at.
func benchSeat(ctx context.Context, conn *websocket.Conn, hello ClientMessage, token string, seed uint64) (int, error) {
	send := func(m ClientMessage) error {
		b, err := json.Marshal(m)
		if err != nil {
			return err
		}
		return conn.Write(ctx, websocket.MessageText, b)
	}
	hello.Token = token
	if err := send(hello); err != nil {
		return 0, err
	}
	rng := game.NewRNG(seed)
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			return 0, err
		}
		var m struct {
			Type    string `json:"type"`
			Version int    `json:"version"`
			Over    bool   `json:"over"`
			Message string `json:"message"`
			View    struct {
				Actions []game.Label `json:"actions"`
			} `json:"view"`
		}
		if err := json.Unmarshal(data, &m); err != nil {
			return 0, err
		}
		switch {
		case m.Type == MsgError:
			return 0, fmt.Errorf("refused at version %d: %s", m.Version, m.Message)
		case m.Type != MsgState && m.Type != MsgUpdate:
			continue
		case m.Over:
			return m.Version, nil
		case len(m.View.Actions) == 0:
			continue
		}
		a := m.View.Actions[rng.IntN(len(m.View.Actions))].Action
		if err := send(ClientMessage{Type: MsgAct, Version: &m.Version, Action: &a}); err != nil {
			return 0, err
		}
	}
}
