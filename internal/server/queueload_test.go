package server

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"menagerie/internal/store"
)

// Queue load test size (go test -run TestQueueLoad -args -queue-players
// 1000 for the figure in BENCHMARKS.md).
var (
	queuePlayers = flag.Int("queue-players", 100, "TestQueueLoad: people who join the queue at once (at most 5,000)")
	queueBudget  = flag.Duration("queue-budget", time.Minute, "TestQueueLoad: the most time they are given (at most 10m)")
	queueStore   = flag.String("queue-store", "sqlite", "TestQueueLoad: the store, sqlite or memory")
)

// queuePoll is how often each queued person asks for the ticket's status:
// the waits measured are rounded up to it.
const queuePoll = 500 * time.Millisecond

// TestQueueLoad has queuePlayers people join Dojo's queue at once over
// loopback, people only, on a SQLite store (or queueStore's), each asking for the ticket's
// status every queuePoll until matched, and reports the wait from the
// join to the match seen (p50, p99, max). Everyone must be matched within
// queueBudget, each in a room of two distinct people.
func TestQueueLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: skipped with -short")
	}
	n := *queuePlayers
	if n < 2 || n > 5000 || n%2 != 0 || *queueBudget <= 0 || *queueBudget > 10*time.Minute {
		t.Fatalf("-queue-players %d, -queue-budget %s: give an even number from 2 to 5,000 and at most 10m", n, *queueBudget)
	}
	var st store.Store
	switch *queueStore {
	case "sqlite":
		st = openSQLite(t)
	case "memory":
		st = store.NewMemory()
	default:
		t.Fatalf("-queue-store %q: give sqlite or memory", *queueStore)
	}
	ts := startServer(t, st, Config{ExemptLoopback: true})
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}
	deadline := time.Now().Add(*queueBudget)
	waits := make([]time.Duration, n)
	seats := make([]QueueStatus, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	start := time.Now()
	for i := range n {
		wg.Go(func() {
			joined := time.Now()
			var qt QueueTicket
			status, err := doJSON(client, http.MethodPost, ts.url+"/api/queue", QueueRequest{Game: "dojo", Name: fmt.Sprintf("P%d", i)}, &qt)
			if err != nil || status != http.StatusCreated {
				errs[i] = fmt.Errorf("join: %d %v", status, err)
				return
			}
			for time.Now().Before(deadline) {
				var qs QueueStatus
				if status, err := doJSON(client, http.MethodGet, ts.url+"/api/queue/"+qt.Ticket, nil, &qs); err != nil || status != http.StatusOK {
					errs[i] = fmt.Errorf("status: %d %v", status, err)
					return
				}
				if qs.State == QueueMatched {
					waits[i], seats[i] = time.Since(joined), qs
					return
				}
				time.Sleep(queuePoll)
			}
			errs[i] = fmt.Errorf("not matched within %s", *queueBudget)
		})
	}
	wg.Wait()
	took := time.Since(start)
	failed := 0
	for i, err := range errs {
		if err != nil {
			if failed++; failed <= 5 {
				t.Errorf("person %d: %v", i, err)
			}
		}
	}
	if failed > 0 {
		t.Fatalf("%d of %d people not matched", failed, n)
	}
	rooms := map[string][]int{}
	for _, qs := range seats {
		rooms[qs.Room] = append(rooms[qs.Room], qs.Seat)
	}
	for id, s := range rooms {
		if slices.Sort(s); !slices.Equal(s, []int{1, 2}) {
			t.Errorf("room %s: seats %v, want 1 and 2 once each", id, s)
		}
	}
	slices.Sort(waits)
	t.Logf("%s store: %d people in %d rooms in %s; wait from join to matched (polled every %s): p50 %s, p99 %s, max %s",
		*queueStore, n, len(rooms), took.Round(time.Millisecond), queuePoll,
		waits[n/2].Round(time.Millisecond), waits[n*99/100].Round(time.Millisecond), waits[n-1].Round(time.Millisecond))
}

// doJSON sends a request (a JSON body unless body is nil) through client,
// decodes the JSON answer into out and returns the status.
func doJSON(client *http.Client, method, url string, body, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return 0, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, json.NewDecoder(resp.Body).Decode(out)
}
