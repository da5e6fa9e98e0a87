package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"menagerie/internal/server"
	"menagerie/internal/store"
)

// TestRunAgainstServer drives a short load against a server in the test's
// process, reached at one address or at two (as servers sharing a store
// would be), its seats reading either protocol version: rooms of every
// game start, actions are timed and counted, and nothing fails.
func TestRunAgainstServer(t *testing.T) {
	for _, tc := range []struct{ addresses, protocol int }{{1, 2}, {2, 2}, {1, 1}} {
		t.Run(fmt.Sprintf("%d addresses, protocol %d", tc.addresses, tc.protocol), func(t *testing.T) {
			runAgainstServer(t, tc.addresses, tc.protocol)
		})
	}
}

// runAgainstServer is TestRunAgainstServer with the server listening on
// the given number of addresses and the seats reading a protocol version.
func runAgainstServer(t *testing.T, addresses, protocol int) {
	srv, err := server.New(server.Config{Store: store.NewMemory(), ExemptLoopback: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Resume(context.Background()); err != nil {
		t.Fatal(err)
	}
	var urls []string
	for range addresses {
		hs := httptest.NewServer(srv.Handler())
		defer hs.Close()
		urls = append(urls, hs.URL)
	}
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
	}()
	cfg, err := parseFlags([]string{"-url", strings.Join(urls, ","), "-games", "3", "-duration", "1500ms", "-warmup", "300ms", "-max-games", "6", "-protocol", fmt.Sprint(protocol)})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := generate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.errors > 0 {
		t.Fatalf("%d errors: %s", rep.errors, strings.Join(rep.firstErrors, "; "))
	}
	if rep.started < 3 || rep.started > 6 {
		t.Errorf("started %d rooms, want 3 to 6 (3 at once, 6 in all)", rep.started)
	}
	if len(rep.latencies) == 0 {
		t.Fatal("no action was timed")
	}
	if rep.acknowledged == 0 || rep.unstored != 0 || rep.stopped != 0 || rep.played < rep.acknowledged {
		t.Errorf("%d actions acknowledged, %d played, %d versions told but not stored, %d rooms stopped; want some, at least as many, 0, 0",
			rep.acknowledged, rep.played, rep.unstored, rep.stopped)
	}
	if p50, p99, top := rep.percentile(0.5), rep.percentile(0.99), rep.percentile(1); p50 <= 0 || p50 > p99 || p99 > top {
		t.Errorf("percentiles out of order: p50 %s, p99 %s, max %s", p50, p99, top)
	}
	var out bytes.Buffer
	rep.print(&out)
	for _, line := range []string{"games started", "actions/s", "played", "latency p99", "errors          0"} {
		if !strings.Contains(out.String(), line) {
			t.Errorf("report lacks %q:\n%s", line, out.String())
		}
	}
}

// TestRefusedRoomsAreAskedAgain loads a server that takes one room: the
// second is refused as busy, counted as refused and asked for again after
// its Retry-After, not counted as an error.
func TestRefusedRoomsAreAskedAgain(t *testing.T) {
	srv, err := server.New(server.Config{Store: store.NewMemory(), MaxRooms: 1})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
	}()
	cfg, err := parseFlags([]string{"-url", hs.URL, "-games", "2", "-duration", "1s", "-think", "100ms"})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := generate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.refused == 0 || rep.errors != 0 || rep.started != 1 {
		t.Errorf("%d rooms refused, %d errors (%v), %d started; want some refused, no error, 1 started",
			rep.refused, rep.errors, rep.firstErrors, rep.started)
	}
}

// TestParseFlagsRefuses checks that a load outside its bounds, or aimed
// at another machine, is refused with the flag named.
func TestParseFlagsRefuses(t *testing.T) {
	tests := []struct {
		args []string
		want string // "" when accepted
	}{
		{[]string{}, ""},
		{[]string{"-url", "http://localhost:9000"}, ""},
		{[]string{"-url", "http://[::1]:9000"}, ""},
		{[]string{"-url", "http://127.0.0.2:9000"}, ""},
		{[]string{"-url", "http://example.com:8080"}, "not a loopback address"},
		{[]string{"-url", "http://10.1.2.3:8080"}, "not a loopback address"},
		{[]string{"-url", "http://10.1.2.3:8080", "-allow-remote"}, ""},
		{[]string{"-url", "ftp://127.0.0.1"}, "http:// or https://"},
		{[]string{"-url", "http://"}, "names no host"},
		{[]string{"-url", "http://127.0.0.1:9000,http://127.0.0.1:9001/"}, ""},
		{[]string{"-url", "http://127.0.0.1:9000,http://example.com:8080"}, "not a loopback address"},
		{[]string{"-games", "0"}, "-games 0"},
		{[]string{"-games", "5001"}, "-games 5001"},
		{[]string{"-duration", "11m"}, "-duration 11m0s"},
		{[]string{"-duration", "0s"}, "-duration 0s"},
		{[]string{"-max-games", "0"}, "-max-games 0"},
		{[]string{"-think", "2m"}, "-think 2m0s"},
		{[]string{"-think", "500ms"}, ""},
		{[]string{"-warmup", "5s"}, ""},
		{[]string{"-warmup", "20s"}, "-warmup 20s"},
		{[]string{"-warmup", "-1s"}, "-warmup -1s"},
		{[]string{"-mix", "cardbattle,chess"}, "-mix"},
		{[]string{"-protocol", "1"}, ""},
		{[]string{"-protocol", "3"}, "-protocol 3"},
		{[]string{"-protocol", "0"}, "-protocol 0"},
		{[]string{"extra"}, "unexpected arguments"},
	}
	for _, tt := range tests {
		_, err := parseFlags(tt.args)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%q: %v, want accepted", tt.args, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%q: %v, want an error with %q", tt.args, err, tt.want)
		}
	}
}
