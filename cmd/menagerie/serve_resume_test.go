package main

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"menagerie/internal/syncbuf"
)

// TestServeListensBeforeResuming stores unfinished games, restarts the
// server on them, and requires it to listen (and answer /healthz) before
// it has resumed them, which it does in the background.
func TestServeListensBeforeResuming(t *testing.T) {
	const games = 3
	data := t.TempDir() + "/rooms"
	first := startInProcess(t, data)
	for range games {
		resp, err := http.Post("http://"+first.addr+"/api/rooms", "application/json", strings.NewReader(`{"game":"dojo","seats":[{},{}]}`))
		if err != nil || resp.StatusCode != http.StatusCreated {
			t.Fatalf("create a room: %v %v", resp, err)
		}
		resp.Body.Close()
	}
	first.stop(t)

	again := startInProcess(t, data)
	if resp, err := http.Get("http://" + again.addr + "/healthz"); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("/healthz: %v %v", resp, err)
	}
	resumed := regexp.MustCompile(`msg="rooms resumed" rooms=(\d+)`)
	for deadline := time.Now().Add(10 * time.Second); !resumed.MatchString(again.logs.String()); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no rooms resumed line in the log:\n%s", again.logs.String())
		}
	}
	log := again.logs.String()
	if m := resumed.FindStringSubmatch(log); m[1] != "3" {
		t.Errorf("%s rooms resumed, want %d:\n%s", m[1], games, log)
	}
	if listening, done := strings.Index(log, "msg=listening"), strings.Index(log, `msg="rooms resumed"`); listening > done {
		t.Errorf("the server listened only once the rooms were resumed:\n%s", log)
	}
	again.stop(t)
}

// inProcess is serve running in the test's process.
type inProcess struct {
	addr   string
	logs   *syncbuf.Buffer
	cancel context.CancelFunc
	done   chan error
}

// startInProcess runs serve on a loopback port over the SQLite database
// in data, and waits until it listens.
func startInProcess(t *testing.T, data string) *inProcess {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	p := &inProcess{logs: &syncbuf.Buffer{}, cancel: cancel, done: make(chan error, 1)}
	root := newRootCmd()
	root.SetArgs([]string{"serve", "--addr", "127.0.0.1:0", "--data", data})
	root.SetErr(p.logs)
	go func() { p.done <- root.ExecuteContext(ctx) }()
	listening := regexp.MustCompile(`msg=listening addr=(\S+)`)
	for deadline := time.Now().Add(10 * time.Second); p.addr == ""; time.Sleep(5 * time.Millisecond) {
		if m := listening.FindStringSubmatch(p.logs.String()); m != nil {
			p.addr = m[1]
		}
		if time.Now().After(deadline) {
			cancel()
			t.Fatalf("no listening line in the log:\n%s", p.logs.String())
		}
	}
	return p
}

// stop stops the server as a signal would and requires a clean end.
func (p *inProcess) stop(t *testing.T) {
	t.Helper()
	p.cancel()
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatalf("serve ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}
