package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"menagerie/internal/server"
)

// Bounds of a load.
const (
	maxConcurrent = 5000
	maxDuration   = 10 * time.Minute
)

// config is one load: where (one server, or several sharing one store),
// how many rooms at once, which games, how long (the first warmup of it
// untimed), how many rooms in all, each seat's pause before acting, the
// clients' seed, and the protocol version the seats read.
type config struct {
	urls        []string
	games       int
	mix         []string
	duration    time.Duration
	maxGames    int
	think       time.Duration
	warmup      time.Duration
	seed        uint64
	allowRemote bool
	protocol    int
}

// generator keeps cfg.games rooms in play and gathers what they measure.
type generator struct {
	cfg    config
	http   *http.Client
	timed  time.Time // actions sent from then on are timed
	mu     sync.Mutex
	next   int // rooms handed out so far
	report report
}

// generate plays the load until its duration is over, ctx ends, or its
// count of rooms is used up, and returns what it measured.
func generate(ctx context.Context, cfg config) (*report, error) {
	g := &generator{
		cfg: cfg,
		http: &http.Client{
			Timeout:   30 * time.Second,
			Transport: &http.Transport{MaxIdleConnsPerHost: cfg.games},
		},
	}
	defer g.http.CloseIdleConnections()
	for _, u := range cfg.urls {
		var info map[string]string
		if err := g.call(ctx, u, http.MethodGet, "/healthz", nil, &info); err != nil {
			return nil, fmt.Errorf("the server does not answer: %w", err)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.duration)
	defer cancel()
	g.timed = time.Now().Add(cfg.warmup)
	var wg sync.WaitGroup
	for range cfg.games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				n, ok := g.take()
				if !ok || ctx.Err() != nil {
					return
				}
				g.playRoom(ctx, n)
			}
		}()
	}
	wg.Wait()
	g.report.elapsed = time.Since(g.timed)
	g.report.concurrent = cfg.games
	return &g.report, nil
}

// take hands out the number of the next room, unless all are used.
func (g *generator) take() (int, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.next >= g.cfg.maxGames {
		return 0, false
	}
	g.next++
	return g.next - 1, true
}

// server is the base URL of the k-th server, counting round the servers.
func (g *generator) server(k int) string { return g.cfg.urls[k%len(g.cfg.urls)] }

// playRoom creates room n through the lobby, takes every seat and plays it
// to its end or until ctx ends. With several servers, room n is made on
// the n-th and its seats are spread over them from there, so that a
// room's players are on different servers.
func (g *generator) playRoom(ctx context.Context, n int) {
	var ri server.RoomInfo
	for {
		err := g.call(ctx, g.server(n), http.MethodPost, "/api/rooms", server.Setup{Game: g.cfg.mix[n%len(g.cfg.mix)]}, &ri)
		var busy busyError
		if errors.As(err, &busy) { // the server refuses new rooms for now
			g.count(func(r *report) { r.refused++ })
			if !pause(ctx, busy.after) {
				return
			}
			continue
		}
		if err != nil {
			g.fail(ctx, fmt.Errorf("create room %d: %w", n, err))
			return
		}
		break
	}
	conns := make([]*websocket.Conn, len(ri.Seats))
	defer func() {
		for _, c := range conns {
			if c != nil {
				c.CloseNow()
			}
		}
	}()
	for i := range ri.Seats {
		c, err := g.takeSeat(ctx, g.server(n+i), ri.ID, i+1)
		if err != nil {
			g.fail(ctx, fmt.Errorf("room %s seat %d: %w", ri.ID, i+1, err))
			return
		}
		conns[i] = c
	}
	g.count(func(r *report) { r.started++ })
	var wg sync.WaitGroup
	results := make([]seatResult, len(conns))
	for i, c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := playSeat(ctx, c, g.cfg.think, g.timed, g.cfg.seed+uint64(n)*8+uint64(i))
			results[i] = res
			g.count(func(r *report) {
				r.latencies = append(r.latencies, res.latencies...)
				r.retries += res.retries
				r.acknowledged += res.acknowledged
				if res.over && i == 0 {
					r.finished++
				}
			})
			if res.err != nil {
				g.fail(ctx, fmt.Errorf("room %s seat %d: %w", ri.ID, i+1, res.err))
			}
		}()
	}
	wg.Wait()
	told, stopped := 0, false
	for _, res := range results {
		told, stopped = max(told, res.told), stopped || res.stopped
	}
	if stopped {
		g.count(func(r *report) { r.stopped++ })
	}
	g.checkStored(g.server(n), ri.ID, told)
}

// checkStored reads a room from the lobby once its seats are done, counts
// the actions it played, and counts the versions its seats were told of
// that the server does not have: an action told but not stored would be
// lost in a restart.
func (g *generator) checkStored(base, id string, told int) {
	ctx, cancel := context.WithTimeout(context.Background(), g.http.Timeout)
	defer cancel()
	var ri server.RoomInfo
	if err := g.call(ctx, base, http.MethodGet, "/api/rooms/"+id, nil, &ri); err != nil {
		g.fail(ctx, fmt.Errorf("read room %s after its game: %w", id, err))
		return
	}
	g.count(func(r *report) {
		r.played += ri.Version
		if ri.Version < told {
			r.unstored += told - ri.Version
		}
	})
}

// takeSeat joins a seat of a room on the server at base and says hello
// with its token, in the load's protocol version, on a WebSocket of its
// own.
func (g *generator) takeSeat(ctx context.Context, base, room string, seat int) (*websocket.Conn, error) {
	var jr server.JoinReply
	if err := g.call(ctx, base, http.MethodPost, "/api/join", server.JoinRequest{Room: room, Seat: seat}, &jr); err != nil {
		return nil, err
	}
	ws := "ws" + strings.TrimPrefix(base, "http")
	c, _, err := websocket.Dial(ctx, ws+"/api/rooms/"+room+"/play", &websocket.DialOptions{HTTPClient: g.http})
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(4 << 20)
	b, err := json.Marshal(server.ClientMessage{Type: server.MsgHello, Token: jr.Token, Protocol: &g.cfg.protocol})
	if err == nil {
		err = c.Write(ctx, websocket.MessageText, b)
	}
	if err != nil {
		c.CloseNow()
		return nil, err
	}
	return c, nil
}

// call sends a lobby request (body as JSON, if any) to the server at base
// and decodes its JSON answer into out; an answer other than 2xx is an
// error with its text.
func (g *generator) call(ctx context.Context, base, method, path string, body, out any) error {
	var rd *bytes.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	} else {
		rd = bytes.NewReader(nil)
	}
	req, err := http.NewRequestWithContext(ctx, method, base+path, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := g.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if resp.StatusCode == http.StatusTooManyRequests {
			e.Error += " (a load test needs the server started with --exempt-loopback)"
		}
		err := fmt.Errorf("%s %s: %s: %s", method, path, resp.Status, e.Error)
		if after, aerr := strconv.Atoi(resp.Header.Get("Retry-After")); resp.StatusCode == http.StatusServiceUnavailable && aerr == nil && after > 0 {
			return busyError{err: err, after: time.Duration(after) * time.Second}
		}
		return err
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// busyError is a 503 answer with a Retry-After: the server asks the
// client to come back after a while.
type busyError struct {
	err   error
	after time.Duration
}

func (e busyError) Error() string { return e.err.Error() }

// count changes the report under the lock.
func (g *generator) count(change func(*report)) {
	g.mu.Lock()
	defer g.mu.Unlock()
	change(&g.report)
}

// fail records an error, unless it only says that the load's time ran out.
func (g *generator) fail(ctx context.Context, err error) {
	if ctx.Err() != nil {
		return
	}
	g.count(func(r *report) {
		r.errors++
		if len(r.firstErrors) < maxErrorsShown {
			r.firstErrors = append(r.firstErrors, err.Error())
		}
	})
}
