package main

import (
	"context"
	"encoding/json"
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
		t.Run(pl.name, func(t *testing.T) { serveOnce(t, pl.args, pl.log, nil) })
	}
}

// TestServeCPUProfile runs the server with --cpuprofile and requires a
// profile in the file once it has stopped.
func TestServeCPUProfile(t *testing.T) {
	prof := t.TempDir() + "/cpu.prof"
	serveOnce(t, []string{"--data", inMemory, "--cpuprofile", prof}, "rooms are kept in memory", nil)
	requireProfile(t, prof)
}

// serveOnce starts serve with args, checks /healthz, creates a room, asks
// check (when given) about the server at addr and stops it; the log must
// say keptLog.
func serveOnce(t *testing.T, args []string, keptLog string, check func(addr string)) {
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
	if check != nil {
		check(addr)
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

// dragonCards is a designer's small Card Battle file naming an icon.
const dragonCards = `game: cardbattle
pack: dragons
hats: [horn]
cards:
  - name: Ember Wyrm
    kind: pet
    tier: 1
    power: 2
    hat: horn
    copies: 12
    source: designed
    text: "A small dragon that breathes sparks."
    icon: dragon
`

// TestServeCards starts serve with a designer's card file for Card
// Battle and requires the lobby to offer the game on its cards.
func TestServeCards(t *testing.T) {
	file := t.TempDir() + "/dragons.yaml"
	if err := os.WriteFile(file, []byte(dragonCards), 0o600); err != nil {
		t.Fatal(err)
	}
	serveOnce(t, []string{"--data", inMemory, "--cards", "cardbattle=" + file}, "rooms are kept in memory", func(addr string) {
		resp, err := http.Get("http://" + addr + "/api/games")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var games []struct{ Name, Cards string }
		if err := json.NewDecoder(resp.Body).Decode(&games); err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			if want := g.Name == "cardbattle"; want != strings.Contains(g.Cards, "pack dragons") {
				t.Errorf("%s is listed with cards %q; want the dragons file for cardbattle alone", g.Name, g.Cards)
			}
		}
	})
}

// TestServeRefusesCardFiles checks that serve refuses a --cards value it
// cannot use before it opens a store, naming the flag, and for a bad file
// the file and the line.
func TestServeRefusesCardFiles(t *testing.T) {
	dir := t.TempDir()
	good, bad := dir+"/dragons.yaml", dir+"/bad.yaml"
	if err := os.WriteFile(good, []byte(dragonCards), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte(strings.Replace(dragonCards, "    icon: dragon", "    icon: wyvern", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--cards", "cardbattle"}, exitUsage, "--cards cardbattle: give GAME=FILE"},
		{[]string{"--cards", "=" + good}, exitUsage, "give GAME=FILE"},
		{[]string{"--cards", "chess=" + good}, exitUsage, `unknown game "chess"`},
		{[]string{"--cards", "cardbattle=" + good, "--cards", "cardbattle=" + good}, exitUsage, "Card Battle has a card file already"},
		{[]string{"--cards", "cardbattle=" + dir + "/missing.yaml"}, exitFailure, "--cards cardbattle=" + dir + "/missing.yaml"},
		{[]string{"--cards", "cardbattle=" + bad}, exitFailure, bad + `:13: icon: card "Ember Wyrm": unknown icon "wyvern"`},
		{[]string{"--cards", "tableau=" + good}, exitFailure, "--cards tableau=" + good + " is not a valid Tableau card file"},
	}
	for _, tt := range tests {
		r := runCLI(t, "", append([]string{"serve", "--addr", "127.0.0.1:0", "--data", inMemory}, tt.args...)...)
		if r.code != tt.code || !strings.Contains(r.stderr, tt.want) {
			t.Errorf("%q: exit code %d, stderr %q; want %d naming %q", tt.args, r.code, r.stderr, tt.code, tt.want)
		}
	}
}
