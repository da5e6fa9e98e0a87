package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
	"menagerie/session"
)

// TestNoLeaks plays whole games of every game and player count through
// the WebSocket API, people choosing at random and a bot in the last seat
// of games of more than two, with a spectator watching. Beside the server
// the test runs its own session from the room's seed and requires every
// message to each seat to be exactly what that session allows the seat:
// its events as Update.Seen redacts them for it and its view with the
// table and the numeric features (the spectator: the public ones). The
// engines' conformance suites prove those tell a seat nothing its
// observation does not, by moving hidden cards (gametest; the session's
// TestFeaturesHoldOnlyWhatTheSeatMaySee for the features); so no message
// names a card a seat may not know. A redacted event must also name no
// card.
func TestNoLeaks(t *testing.T) {
	for _, e := range registry.Games() {
		for _, n := range e.Players {
			t.Run(fmt.Sprintf("%s/%d", e.Name, n), func(t *testing.T) {
				seats := make([]SeatSetup, n)
				if n > 2 {
					seats[n-1].Bot = "random"
				}
				playWatched(t, Setup{Game: e.Name, Seats: seats}, uint64(n), -1)
			})
		}
	}
}

// watcher is one connection of the leak test: a seat's or the spectator's.
type watcher struct {
	seat  game.Player
	token string
	p     *player
}

// playWatched plays one room to its end, comparing every message with the
// reference session. After restartAt actions (-1: never) it kills the
// server (its store cut off, its connections dropped, no shutdown),
// starts another on the same store and reconnects everyone, who must find
// the game where they left it.
func playWatched(t *testing.T, setup Setup, seed uint64, restartAt int) {
	mem := store.NewMemory()
	cut := newCutStore(mem)
	cfg := Config{MessagesPerSecond: 1e6, Burst: 1e6, WatchLive: true} // the spectator kept behind: watch_test.go
	ts := startServer(t, cut, cfg)
	ri := ts.create(t, setup)
	meta, err := mem.Room(context.Background(), ri.ID)
	if err != nil {
		t.Fatal(err)
	}
	ref, bots := referenceSession(t, meta)
	hist := []Update{keep(ref.Opening())}
	hist = stepReference(t, ref, hist)

	var watchers []*watcher
	for i, s := range setup.Seats {
		if s.Bot == "" {
			watchers = append(watchers, &watcher{seat: game.Player(i), token: ts.join(t, ri.ID, i+1).Token})
		}
	}
	watchers = append(watchers, &watcher{seat: game.Spectator})
	connect := func() {
		for _, w := range watchers {
			w.p = ts.dial(t, ri.ID)
			// the table views and the features are checked too
			w.p.send(ClientMessage{Type: MsgHello, Token: w.token, Table: true, Features: true})
			checkState(t, w, w.p.expect(MsgState), ref)
		}
	}
	connect()
	for _, w := range watchers {
		from := 0
		w.p.send(ClientMessage{Type: MsgSync, From: &from})
		checkUpdates(t, w, w.p.expect(MsgEvents), hist, ref.Game())
		checkState(t, w, w.p.expect(MsgState), ref)
	}
	rng := game.NewRNG(seed)
	for actions := 0; !ref.Over(); actions++ {
		if actions > 5000 {
			t.Fatalf("game not over after %d actions", actions)
		}
		if actions == restartAt {
			close(cut.cut)
			ts.http.CloseClientConnections()
			ts.http.Close()
			ts = startServer(t, mem, cfg)
			connect()
		}
		actor := ref.ToAct()
		if actor < 0 || bots[actor] != nil {
			t.Fatalf("version %d: the reference session waits for %d, not a person", ref.Version(), actor)
		}
		v, err := ref.View(actor)
		if err != nil {
			t.Fatal(err)
		}
		a := v.Actions[rng.IntN(len(v.Actions))].Action
		for _, w := range watchers {
			if w.seat == actor {
				w.p.act(ref.Version(), a)
			}
		}
		u, err := ref.Apply(actor, a, ref.Version())
		if err != nil {
			t.Fatal(err)
		}
		start := len(hist)
		hist = stepReference(t, ref, append(hist, keep(u)))
		for _, w := range watchers {
			state, before := w.p.untilState()
			if len(before) != 1 || before[0].Type != MsgEvents {
				t.Fatalf("%s got %d messages before its state, want one events message: %+v", who(w.seat), len(before), before)
			}
			checkUpdates(t, w, before[0], hist[start:], ref.Game())
			checkState(t, w, state, ref)
		}
	}
	if restartAt > 0 && ref.Version() <= restartAt {
		t.Fatalf("the game ended at version %d, before the restart", ref.Version())
	}
}

// referenceSession starts the test's own session of a stored room, with
// the same bots.
func referenceSession(t *testing.T, meta *store.Room) (*session.Session, []agent.Agent) {
	t.Helper()
	g, bots, err := roomGame(meta, nil)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := session.New(session.Config{Game: g, Seed: meta.Seed, Bots: bots, Events: true})
	if err != nil {
		t.Fatal(err)
	}
	return ref, bots
}

// stepReference plays chance and bots on the reference session.
func stepReference(t *testing.T, ref *session.Session, hist []Update) []Update {
	t.Helper()
	for {
		u, ok, err := ref.Step()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			return hist
		}
		hist = append(hist, keep(u))
	}
}

// checkUpdates requires an events message to hold exactly the updates as
// the watcher's seat may see them, with the game's sentences of those
// events, and no redacted event to name a card.
func checkUpdates(t *testing.T, w *watcher, got wire, want []Update, g game.Game) {
	t.Helper()
	seen := make([]Update, len(want))
	for i, u := range want {
		events := session.Update{Events: u.Events}.Seen(w.seat, []game.Event{})
		seen[i] = Update{Version: u.Version, Actor: u.Actor, Events: events, Texts: eventTexts(g, events)}
	}
	x, y := mustJSON(t, got.Updates), mustJSON(t, seen)
	if !bytes.Equal(x, y) {
		t.Fatalf("%s was sent updates\n%s\nthe session lets it see\n%s", who(w.seat), x, y)
	}
	for _, u := range got.Updates {
		for _, e := range u.positional(t) {
			if e.Redacted && (e.Cause > 0 || slices.ContainsFunc(e.Cards[:], func(c game.Card) bool { return c > 0 })) {
				t.Fatalf("%s got a redacted %q event naming a card: %+v", who(w.seat), e.Kind, e)
			}
		}
	}
}

// checkState requires a state message to hold exactly the watcher's view
// from the reference session (with its table and features), and the
// result once the game is over.
func checkState(t *testing.T, w *watcher, got wire, ref *session.Session) {
	t.Helper()
	v, err := ref.ViewOf(w.seat, session.ViewObservation|session.ViewTable|session.ViewFeatures)
	if err != nil {
		t.Fatal(err)
	}
	if want := mustJSON(t, v); got.Version != ref.Version() || !bytes.Equal(got.View, want) {
		t.Fatalf("%s was sent at version %d the view\n%s\nthe session gives it at version %d\n%s", who(w.seat), got.Version, got.View, ref.Version(), want)
	}
	if got.Over != ref.Over() || (ref.Over() && !slices.Equal(got.Returns, ref.Returns())) {
		t.Fatalf("%s was told over=%v returns %v; the session: over=%v returns %v", who(w.seat), got.Over, got.Returns, ref.Over(), ref.Returns())
	}
	if want := winners(ref.Returns()); ref.Over() && (got.Winners == nil || !slices.Equal(got.Winners, want)) {
		t.Fatalf("%s was told the winners %v of returns %v, want %v", who(w.seat), got.Winners, got.Returns, want)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func who(p game.Player) string {
	if p == game.Spectator {
		return "the spectator"
	}
	return fmt.Sprintf("seat %d", p+1)
}
