package server

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// The server refuses new rooms before the games in play suffer
// (docs/architecture.md): while a room waits for the store, while the
// store's calls are slow on the average, or while it has as many rooms
// loaded as it may.

// Weights of the store's moving latency: each call counts for
// latencyWeight of the average, and without calls the average halves
// every latencyHalfLife (no call is no sign of a slow store).
const (
	latencyWeight   = 1.0 / 32
	latencyHalfLife = 10 * time.Second
)

// busyRetry is the Retry-After of a refusal because the server is busy,
// in seconds.
const busyRetry = 5

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

// admit says why a new room is refused now, or returns nil and counts the
// room as being created until created is called.
func (s *Server) admit() *busyError {
	busy := "the server is busy with the games in play: try again in a moment"
	if n := s.load.waiting.Load(); n > 0 {
		return &busyError{text: busy, reason: fmt.Sprintf("%d rooms wait for the store", n)}
	}
	if lat := s.load.latency(time.Now()); lat > s.cfg.SlowStore {
		return &busyError{text: busy, reason: fmt.Sprintf("the store's moving latency is %s, above %s", lat.Round(time.Millisecond), s.cfg.SlowStore)}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if loaded := len(s.rooms) + s.creating; loaded >= s.cfg.MaxRooms {
		return &busyError{text: "the server has as many games in play as it can take: try again later",
			reason: fmt.Sprintf("%d rooms loaded or being created, the most is %d", loaded, s.cfg.MaxRooms)}
	}
	s.creating++
	return nil
}

// created ends what admit began: the room is loaded, or was not made.
func (s *Server) created() {
	s.mu.Lock()
	s.creating--
	s.mu.Unlock()
}
