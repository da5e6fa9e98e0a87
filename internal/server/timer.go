package server

import (
	"errors"
	"fmt"
	"time"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
	"menagerie/session"
)

// timerRetry is how long a run-out timer waits to try a full inbox again:
// a timeout is never dropped.
const timerRetry = 50 * time.Millisecond

// startTimerIfDue arms the turn timer when a person is to act in a timed
// room. The deadline is the stored one, so that it survives a restart; a
// room that starts at a person's turn with none stores one first. Only
// the owner times turns.
func (r *room) startTimerIfDue() {
	r.stopTimer()
	if !r.owner.Load() || r.meta.TurnTimer == 0 || r.sess.Over() || r.sess.Queued() > 0 {
		return
	}
	p := r.sess.ToAct()
	if p < 0 || r.meta.Seats[p].Bot != "" {
		return
	}
	deadline := r.meta.Seats[p].Deadline
	if deadline.IsZero() {
		var ok bool
		if deadline, ok = r.storeDeadline(p); !ok {
			return
		}
	}
	v := r.sess.Version()
	r.timer = time.AfterFunc(time.Until(deadline), func() { r.postTimeout(v) })
}

// deadlineTries is how many times the owner writes a turn's deadline over
// seats that another process keeps changing before it gives up.
const deadlineTries = 3

// storeDeadline stores a deadline for seat p's turn over the seats as the
// room knows them, waiting for a slow store (setSeats). When a join
// elsewhere changed them, it reads them again and retries; a seat handed
// to a bot makes it reseat the room instead (which starts the timer
// again), and ok is false.
func (r *room) storeDeadline(p game.Player) (deadline time.Time, ok bool) {
	for tries := 1; ; tries++ {
		seats, err := r.setSeats(func() []store.Seat { return r.deadlines(time.Now()) })
		if err == nil {
			r.meta.Seats = seats
			return seats[p].Deadline, true
		}
		if !errors.Is(err, store.ErrConflict) || tries == deadlineTries {
			r.fail(fmt.Errorf("store the turn's deadline: %w", err))
			return time.Time{}, false
		}
		if !r.rereadSeats(r.sess.Version()) {
			r.reseat() // rebuilds the room with the new bots, and times it
			return time.Time{}, false
		}
		if d := r.meta.Seats[p].Deadline; !d.IsZero() {
			return d, true
		}
	}
}

// stopTimer disarms the turn timer.
func (r *room) stopTimer() {
	if r.timer != nil {
		r.timer.Stop()
		r.timer = nil
	}
}

// postTimeout hands the owner a run-out timer, waiting while the inbox is
// full, until the room closes.
func (r *room) postTimeout(version int) { r.postPatiently(timeoutRequest{version: version}) }

// postPatiently posts a request that must not be lost, trying again while
// the inbox is full, until the room closes (a room rebuilt from the store
// starts its timers again).
func (r *room) postPatiently(req request) {
	for errors.Is(r.post(req), errBusy) {
		time.Sleep(timerRetry)
	}
}

// timeout plays the seat's move when its turn ran out at version: a bot's
// move or its default move, as the room says. When the room's count of
// run-out turns in a row is reached, the seat then loses on time
// (forfeit.go).
func (r *room) timeout(version int) {
	p := r.sess.ToAct()
	if version != r.sess.Version() || r.sess.Over() || p < 0 || r.meta.Seats[p].Bot != "" {
		return // the seat acted in time
	}
	var a game.Action
	var err error
	if r.meta.OnTimeout == OnTimeoutPass {
		a, err = r.defaultMove(p)
	} else {
		a, err = r.botMove(p)
	}
	if err != nil {
		r.fail(fmt.Errorf("seat %d's turn ran out: %w", p+1, err))
		return
	}
	u, err := r.sess.Apply(p, a, version)
	if err != nil {
		r.fail(fmt.Errorf("seat %d's turn ran out: %w", p+1, err))
		return
	}
	r.log.Info("turn timer ran out", "seat", int(p)+1, "version", version, "played", r.meta.OnTimeout)
	out := r.losesOnTime(p)
	if out {
		if err := r.sess.Forfeit(p); err != nil {
			r.fail(fmt.Errorf("seat %d lost on time: %w", p+1, err))
			return
		}
	}
	played := keep(u)
	played.timedOut = true
	r.advance([]Update{played})
	if out {
		r.lostOnTime(p)
	}
}

// defaultMove is the seat's move when it passes on a timeout: its pass
// where it has one, else its first legal action.
func (r *room) defaultMove(p game.Player) (game.Action, error) {
	v, err := r.sess.View(p)
	if err != nil {
		return 0, err
	}
	if len(v.Actions) == 0 {
		return 0, errors.New("no legal action")
	}
	for _, l := range v.Actions {
		if l.Kind == "pass" {
			return l.Action, nil
		}
	}
	return v.Actions[0].Action, nil
}

// botMove is the move timeoutBot makes in seat p, deciding as a bot seated
// there would: over a session replayed from the record with the bot in
// that seat alone.
func (r *room) botMove(p game.Player) (game.Action, error) {
	e, err := registry.Lookup(r.meta.Game)
	if err != nil {
		return 0, err
	}
	bot, err := e.NewBot(timeoutBot, r.game)
	if err != nil {
		return 0, err
	}
	bots := make([]agent.Agent, r.game.NumPlayers())
	bots[p] = bot
	s, err := session.Load(session.Config{Game: r.game, Bots: bots}, r.sess.Record())
	if err != nil {
		return 0, err
	}
	for s.Queued() > 0 {
		if _, _, err := s.Step(); err != nil {
			return 0, err
		}
	}
	t, ok := s.BotTurn()
	if !ok {
		return 0, fmt.Errorf("the replayed game has no bot to act at version %d", s.Version())
	}
	return t.Bot.Act(t.View, t.Seed)
}
