package server

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"menagerie/internal/store"
)

// A room's owner stores each action before it tells anyone of it, and
// takes no other action while one is not stored. A store call that is
// slow or fails for a while (a deadline run out on a starved machine, a
// database restarting) is tried again with a growing pause, so that an
// accepted action is never dropped and the room does not stop. While it
// waits, the room refuses the requests that would change it (an action,
// a join, a seat handed to a bot, a rematch) as busy; its inbox is the
// bound on what else waits. After the store patience the owner gives up
// and the room stops: nobody was told of the unstored action, and the
// room is rebuilt from the store when next asked for.

// Pauses between tries of a store call: from the first, doubled after
// each try up to the last, each drawn within half of it either way.
const (
	firstStorePause = 50 * time.Millisecond
	lastStorePause  = 5 * time.Second
)

// errGaveUp: the store did not take a call within the store patience.
var errGaveUp = errors.New("the store did not answer in time")

// errSaving refuses a request that would change a room while the room
// waits for the store to take its last action.
var errSaving = busyError{text: "the room is waiting to save the last move: send it again in a moment",
	reason: "the room waits for the store"}

// retryable reports whether a store call that failed with err may succeed
// if tried again: not a conflict, an invalid request or a missing room,
// which say something about what was asked.
func retryable(err error) bool {
	return !errors.Is(err, store.ErrConflict) && !errors.Is(err, store.ErrInvalid) && !errors.Is(err, store.ErrNotFound)
}

// persist makes one of the owner's store calls until it succeeds, fails
// with an error that trying again cannot change, the store patience runs
// out, or the server shuts down. Each try has storeTimeout; again tells
// call that an earlier try failed in a way that may have stored it all
// the same (a deadline that ran out after the write), so that a conflict
// may be the call's own earlier write. Each try's time goes into the
// server's measure of the store's latency.
func (r *room) persist(call func(ctx context.Context, again bool) error) error {
	defer r.endWait() // also when call panics: the room is counted out
	start := time.Now()
	pause := firstStorePause
	for again := false; ; again = true {
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		began := time.Now()
		err := call(ctx, again)
		cancel()
		r.srv.load.observe(time.Since(began), time.Now())
		if err == nil || !retryable(err) {
			return err
		}
		wait := pause/2 + rand.N(pause)
		if time.Since(start)+wait > r.srv.cfg.StorePatience {
			return fmt.Errorf("%w after %s: %w", errGaveUp, time.Since(start).Round(time.Millisecond), err)
		}
		if !r.waiting.Swap(true) {
			r.srv.load.waiting.Add(1)
			r.log.Warn("store slow: the room waits", "version", r.sess.Version(), "err", err)
		}
		select {
		case <-time.After(wait):
		case <-r.quit:
			return fmt.Errorf("the server shut down while the room waited for the store: %w", err)
		}
		pause = min(2*pause, lastStorePause)
	}
}

// endWait marks the room as no longer waiting for the store.
func (r *room) endWait() {
	if r.waiting.Swap(false) {
		r.srv.load.waiting.Add(-1)
		r.log.Info("store answered: the room goes on", "version", r.sess.Version())
	}
}
