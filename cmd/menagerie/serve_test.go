package main

import (
	"context"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"menagerie/internal/syncbuf"
)

// TestServe starts the server on a loopback port, creates a room through
// it and stops it as a signal would, requiring a clean shutdown.
func TestServe(t *testing.T) {
	type place struct {
		name string
		args []string
		log  string
	}
	places := []place{
		{"memory", []string{"--data", inMemory}, "rooms are kept in memory"},
		{"sqlite", []string{"--data", t.TempDir() + "/rooms"}, "rooms are kept in SQLite"},
	}
	if dsn := os.Getenv("MENAGERIE_TEST_POSTGRES"); dsn != "" {
		places = append(places, place{"postgres", []string{"--db", dsn}, "rooms are kept in PostgreSQL"})
	}
	for _, pl := range places {
		t.Run(pl.name, func(t *testing.T) { serveOnce(t, pl.args, pl.log) })
	}
}

// TestServeCPUProfile runs the server with --cpuprofile and requires a
// profile in the file once it has stopped.
func TestServeCPUProfile(t *testing.T) {
	prof := t.TempDir() + "/cpu.prof"
	serveOnce(t, []string{"--data", inMemory, "--cpuprofile", prof}, "rooms are kept in memory")
	requireProfile(t, prof)
}

// serveOnce starts serve with args, checks /healthz, creates a room and
// stops it; the log must say keptLog.
func serveOnce(t *testing.T, args []string, keptLog string) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var logs syncbuf.Buffer
	root := newRootCmd()
	root.SetArgs(append([]string{"serve", "--addr", "127.0.0.1:0"}, args...))
	root.SetErr(&logs)
	done := make(chan error, 1)
	go func() { done <- root.ExecuteContext(ctx) }()

	listening := regexp.MustCompile(`msg=listening addr=(\S+)`)
	var addr string
	for deadline := time.Now().Add(10 * time.Second); addr == ""; time.Sleep(5 * time.Millisecond) {
		if m := listening.FindStringSubmatch(logs.String()); m != nil {
			addr = m[1]
		}
		if time.Now().After(deadline) {
			t.Fatalf("no listening line in the log:\n%s", logs.String())
		}
	}
	if resp, err := http.Get("http://" + addr + "/healthz"); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("/healthz: %v %v", resp, err)
	}
	// The browser client is served beside the API.
	if resp, err := http.Get("http://" + addr + "/"); err != nil || resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("the browser client's page: %v %v", resp, err)
	}
	resp, err := http.Post("http://"+addr+"/api/rooms", "application/json", strings.NewReader(`{"game":"dojo","seats":[{"bot":"random"},{"bot":"random"}]}`))
	if err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("create a room: %v %v", resp, err)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	for _, want := range []string{keptLog, "room created", "shutting down", "msg=\"shut down\""} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("the log lacks %q:\n%s", want, logs.String())
		}
	}
}

// TestServeRefusesFlags checks that serve refuses flags out of their
// bounds before it opens a store or listens, naming the flag.
func TestServeRefusesFlags(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--data", inMemory, "--db", "host=/nowhere"}, "--data and --db"},
		{[]string{"--data", inMemory, "--lease", "10ms"}, "--lease 10ms"},
		{[]string{"--data", inMemory, "--lobby-rate", "0"}, "--lobby-rate 0"},
		{[]string{"--data", inMemory, "--lobby-rate", "NaN"}, "--lobby-rate NaN"},
		{[]string{"--data", inMemory, "--lobby-burst", "0"}, "--lobby-burst 0"},
		{[]string{"--data", inMemory, "--lobby-burst", "-5"}, "--lobby-burst -5"},
		{[]string{"--data", inMemory, "--read-timeout", "0s"}, "--read-timeout 0s"},
		{[]string{"--data", inMemory, "--hello-timeout", "1h"}, "--hello-timeout 1h0m0s"},
		{[]string{"--data", inMemory, "--queue-wait", "0s"}, "--queue-wait 0s"},
		{[]string{"--data", inMemory, "--queue-idle", "500ms"}, "--queue-idle 500ms"},
		{[]string{"--data", inMemory, "--challenge-ttl", "0s"}, "--challenge-ttl 0s"},
		{[]string{"--data", inMemory, "--max-conns", "-1"}, "--max-conns -1"},
		{[]string{"--data", inMemory, "--max-conns", "10", "--max-conns-per-address", "11"}, "--max-conns-per-address 11"},
	}
	for _, tt := range tests {
		r := runCLI(t, "", append([]string{"serve", "--addr", "127.0.0.1:0"}, tt.args...)...)
		if r.code != exitUsage || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("%q: exit code %d, stderr %q; want %d naming %q", tt.args, r.code, r.stderr, exitUsage, tt.want)
		}
	}
}
