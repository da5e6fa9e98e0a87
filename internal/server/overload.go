package server

import (
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// The server measures what the games in play wait for: the store, as
// the rooms' owners see it.

// Weights of the store's moving latency: each call counts for
// latencyWeight of the average, and without calls the average halves
// every latencyHalfLife (no call is no sign of a slow store).
const (
	latencyWeight   = 1.0 / 32
	latencyHalfLife = 10 * time.Second
)

// busyError refuses a request for now: it is errBusy, in words for the
// client that say why, and a reason with the server's figures for the
// log.
type busyError struct {
	text   string
	reason string
}

func (e busyError) Error() string { return e.text }

// Is makes a busyError errBusy.
func (e busyError) Is(target error) bool { return target == errBusy }

// load measures what the games in play wait for: the store's moving
// latency as the rooms' owners see it (the time of each try, CPU
// starvation included) and the rooms waiting for the store.
type load struct {
	mu      sync.Mutex
	average float64 // seconds
	last    time.Time
	// waiting counts the rooms whose owner is trying a store call again.
	waiting atomic.Int64
}

// observe takes one store call's duration, ended at now.
func (l *load) observe(d time.Duration, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.average = l.decayed(now) + latencyWeight*(d.Seconds()-l.decayed(now))
	l.last = now
}

// latency is the store's moving latency at now.
func (l *load) latency(now time.Time) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	return time.Duration(l.decayed(now) * float64(time.Second))
}

// decayed is the average halved for every latencyHalfLife since the last
// call; the caller holds mu.
func (l *load) decayed(now time.Time) float64 {
	if l.last.IsZero() || !now.After(l.last) {
		return l.average
	}
	return l.average * math.Exp2(-now.Sub(l.last).Seconds()/latencyHalfLife.Seconds())
}
