// Package gametest is the conformance suite every Menagerie engine runs, in
// the spirit of testing/fstest: random playouts end with a valid result,
// Clone is independent, the same seed and actions give the same game,
// observations leak nothing that Determinize would change, illegal actions
// are rejected as game.ErrIllegalAction, game records round-trip, recording
// events changes nothing, and Determinize depends only on what the seat
// knows (indistinguishable states give the same sample). Events, labels,
// table views and the spectator's observation are held to the same rule:
// what a seat is given may not change when only cards hidden from it move.
// The full transcript must tell every choice: two actions whose sentences
// read alike leave the same state (TranscriptErrors).
//
// States a seat cannot tell apart are built by the engine's own
// Config.HiddenWorld, which moves hidden cards directly; the suite checks
// that the seat sees, may do and samples exactly the same in both.
package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"menagerie/game"
)

// Config tunes the suite.
type Config struct {
	// Games is the number of random playouts (default 50).
	Games int
	// Seed is the first game's seed; game i uses Seed+i.
	Seed uint64
	// MaxActions bounds one game (default 100000); a longer game fails.
	MaxActions int
	// CheckEvery runs the expensive checks (clone, leaks, illegal actions)
	// at every CheckEvery-th position (default 5).
	CheckEvery int
	// Determinizations is the number of samples compared per leak check
	// (default 3).
	Determinizations int
	// HiddenWorld (required) returns a state that seat cannot tell apart
	// from s: hidden cards moved directly between other seats' hands, decks
	// and discard piles, and unrevealed orders permuted, with rng. It must
	// be written without the engine's Determinize and must not change s; at
	// least a quarter of the states it builds in a run must differ from
	// the real ones.
	HiddenWorld func(s game.State, seat game.Player, rng *game.RNG) game.State
}

func (c *Config) defaults() {
	if c.Games == 0 {
		c.Games = 50
	}
	if c.MaxActions == 0 {
		c.MaxActions = 100000
	}
	if c.CheckEvery == 0 {
		c.CheckEvery = 5
	}
	if c.Determinizations == 0 {
		c.Determinizations = 3
	}
}

// Run runs the whole suite on g.
func Run(t testing.TB, g game.Game, cfg Config) {
	t.Helper()
	cfg.defaults()
	cfg.Games = gamesToPlay(cfg.Games)
	if cfg.HiddenWorld == nil {
		t.Fatalf("gametest.Config.HiddenWorld is required: the leak checks compare each position with states built by moving hidden cards")
	}
	var tl tally
	for i := 0; i < cfg.Games; i++ {
		seed := cfg.Seed + uint64(i)
		rec, n := playout(t, g, seed, cfg, &tl)
		if t.Failed() {
			t.Fatalf("game with seed %d failed after %d actions", seed, n)
		}
		checkRecord(t, g, rec)
		checkDeterministic(t, g, rec, cfg.CheckEvery)
	}
	if tl.resampled == 0 {
		t.Errorf("Determinize never changed a state: hidden information is not being resampled")
	}
	if tl.eventChecks == 0 {
		t.Errorf("the event leak check compared no events: no action was legal in a hidden world")
	}
	tl.checkWorldsChanged(t)
}

// playout plays one random game, checking every position, and returns its
// record and length.
func playout(t testing.TB, g game.Game, seed uint64, cfg Config, tl *tally) (*game.Record, int) {
	t.Helper()
	rng := game.NewRNG(game.Mix(seed, 7))
	worlds := game.NewRNG(game.Mix(seed, 11))
	s := g.NewState(seed)
	rec := game.NewRecord(g, seed)
	var legal []game.Action
	var outs []game.ChanceOutcome
	for n := 0; ; n++ {
		if n > cfg.MaxActions {
			t.Errorf("seed %d: game not over after %d actions; last actions %v at\n%s", seed, cfg.MaxActions, rec.Actions[len(rec.Actions)-10:], s)
			return rec, n
		}
		cp := s.CurrentPlayer()
		if s.IsTerminal() != (cp == game.Terminal) {
			t.Errorf("seed %d: IsTerminal %v but CurrentPlayer %d", seed, s.IsTerminal(), cp)
			return rec, n
		}
		if s.IsTerminal() {
			checkReturns(t, g, s, seed)
			return rec, n
		}
		if n%cfg.CheckEvery == 0 {
			checkPosition(t, g, s, seed, n, cfg, &tl.resampled, &rng)
			for seat := 0; seat < g.NumPlayers() && !t.Failed(); seat++ {
				checkHiddenWorld(t, s, game.Player(seat), fmt.Sprintf("seed %d action %d", seed, n), cfg, tl, &worlds)
			}
			if t.Failed() {
				return rec, n
			}
		}
		a, ok := nextAction(t, s, seed, g, &rng, &legal, &outs)
		if !ok {
			return rec, n
		}
		if n%cfg.CheckEvery == 0 {
			checkEventLeaks(t, s, a, fmt.Sprintf("seed %d action %d", seed, n), cfg, tl, &worlds)
			if t.Failed() {
				return rec, n
			}
		}
		if err := s.Apply(a); err != nil {
			t.Errorf("seed %d: legal action %d (%s) rejected: %v", seed, a, s.ActionString(a), err)
			return rec, n
		}
		rec.Actions = append(rec.Actions, a)
	}
}

// nextAction draws the playout's next action at s: a chance outcome with
// its probability or a uniformly random legal action, after checking that
// the node offers them properly.
func nextAction(t testing.TB, s game.State, seed uint64, g game.Game, rng *game.RNG, legal *[]game.Action, outs *[]game.ChanceOutcome) (game.Action, bool) {
	t.Helper()
	cp := s.CurrentPlayer()
	var a game.Action
	if cp == game.Chance {
		*outs = s.ChanceOutcomes((*outs)[:0])
		if !checkChance(t, s, *outs, seed) {
			return 0, false
		}
		a = (*outs)[rng.Pick(*outs)].Action
	} else {
		if cp < 0 || int(cp) >= g.NumPlayers() {
			t.Errorf("seed %d: CurrentPlayer %d out of range", seed, cp)
			return 0, false
		}
		*legal = s.LegalActions((*legal)[:0])
		if len(*legal) == 0 {
			t.Errorf("seed %d: seat %d has no legal action at\n%s", seed, cp, s)
			return 0, false
		}
		a = (*legal)[rng.IntN(len(*legal))]
	}
	return a, true
}

// checkChance reports a flawed chance node; it returns whether the node is
// sound.
func checkChance(t testing.TB, s game.State, outs []game.ChanceOutcome, seed uint64) bool {
	t.Helper()
	if err := chanceError(s, outs); err != nil {
		t.Errorf("seed %d: %v at\n%s", seed, err, s)
		return false
	}
	return true
}

// checkReturns reports a flawed finished game.
func checkReturns(t testing.TB, g game.Game, s game.State, seed uint64) {
	t.Helper()
	if err := terminalError(g, s); err != nil {
		t.Errorf("seed %d: %v", seed, err)
	}
	if g.ResultText(s.Observe(0)) == "" {
		t.Errorf("seed %d: the game is over but ResultText says nothing", seed)
	}
}

// checkPosition runs the per-position checks: observations, clones,
// illegal actions and determinization.
func checkPosition(t testing.TB, g game.Game, s game.State, seed uint64, n int, cfg Config, resampled *int, rng *game.RNG) {
	t.Helper()
	where := fmt.Sprintf("seed %d action %d", seed, n)
	h := s.Hash()
	// Clone is equal and independent.
	c := s.Clone()
	if c.Hash() != h {
		t.Errorf("%s: clone hash differs", where)
		return
	}
	if !sameObservations(t, s, c, where, "a clone and its original") {
		return
	}
	var legal []game.Action
	if s.CurrentPlayer() == game.Chance {
		for _, o := range s.ChanceOutcomes(nil) {
			legal = append(legal, o.Action)
		}
	} else {
		legal = s.LegalActions(nil)
	}
	for _, a := range legal {
		if s.ActionString(a) == "" {
			t.Errorf("%s: empty ActionString for %d", where, a)
		}
	}
	if err := c.Apply(legal[rng.IntN(len(legal))]); err != nil {
		t.Errorf("%s: clone rejected a legal action: %v", where, err)
	}
	if s.Hash() != h {
		t.Errorf("%s: applying to a clone changed the original", where)
	}
	// Illegal actions are rejected and change nothing.
	for _, a := range illegalActions(legal) {
		switch err := s.Apply(a); {
		case err == nil:
			t.Errorf("%s: illegal action %d accepted", where, a)
		case !errors.Is(err, game.ErrIllegalAction):
			t.Errorf("%s: the refusal of action %d is not a game.ErrIllegalAction: %v", where, a, err)
		}
		if s.Hash() != h {
			t.Errorf("%s: a rejected action changed the state", where)
		}
	}
	if o := s.Observe(game.Spectator); o.ObservingSeat() != game.Spectator {
		t.Errorf("%s: Observe(Spectator) says it is seat %d's", where, o.ObservingSeat())
	}
	for _, p := range append(seatList(g.NumPlayers()), game.Spectator) {
		o := s.Observe(p)
		if g.ObservationText(o) == "" || g.ResultText(o) != "" {
			t.Errorf("%s: %s's observation reads %q with the result %q before the end", where, who(p), g.ObservationText(o), g.ResultText(o))
		}
	}
	// Observations are JSON and identical in every determinization.
	for seat := 0; seat < g.NumPlayers(); seat++ {
		p := game.Player(seat)
		obs := s.Observe(p)
		if obs.ObservingSeat() != p {
			t.Errorf("%s: Observe(%d) says it is seat %d's", where, seat, obs.ObservingSeat())
		}
		want := mustJSON(t, obs)
		for k := 0; k < cfg.Determinizations; k++ {
			d := s.Determinize(p, game.Mix(seed, uint64(n*16+k)))
			if d.Hash() != h {
				*resampled++
			}
			if got := mustJSON(t, d.Observe(p)); !bytes.Equal(got, want) {
				t.Errorf("%s: seat %d's observation changes under Determinize: it leaks hidden information\nbefore: %s\nafter:  %s", where, seat, want, got)
				return
			}
			if d.CurrentPlayer() != s.CurrentPlayer() {
				t.Errorf("%s: Determinize changed the current player", where)
			}
			// A sample must depend only on what the seat knows: sampling
			// again from a sample gives the same state for the same seed.
			k2 := game.Mix(seed, uint64(n*16+k+8))
			if d.Determinize(p, k2).Hash() != s.Determinize(p, k2).Hash() {
				t.Errorf("%s: Determinize(%d) depends on hidden information: samples from indistinguishable states differ", where, seat)
				return
			}
			if s.CurrentPlayer() == p {
				if got := d.LegalActions(nil); fmt.Sprint(got) != fmt.Sprint(legal) {
					t.Errorf("%s: seat %d's legal actions differ after Determinize: %v vs %v", where, seat, got, legal)
				}
			}
		}
	}
	if s.Hash() != h {
		t.Errorf("%s: Observe or Determinize changed the state", where)
	}
}

// illegalActions returns a few actions not in legal.
func illegalActions(legal []game.Action) []game.Action {
	in := map[game.Action]bool{}
	hi := game.Action(0)
	for _, a := range legal {
		in[a] = true
		hi = max(hi, a)
	}
	var out []game.Action
	for _, a := range []game.Action{-1, hi + 1, 1 << 30, 3, 100, 600} {
		if !in[a] {
			out = append(out, a)
		}
	}
	return out
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("observation is not JSON-encodable: %v", err)
	}
	return b
}

// checkRecord round-trips the record through JSON and replays it.
func checkRecord(t testing.TB, g game.Game, rec *game.Record) {
	t.Helper()
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	back, err := game.ParseRecord(data)
	if err != nil {
		t.Fatalf("record does not parse back: %v", err)
	}
	s, err := game.Replay(g, back)
	if err != nil {
		t.Fatalf("record does not replay: %v", err)
	}
	if !s.IsTerminal() {
		t.Errorf("replayed record of seed %d does not reach the end", rec.Seed)
	}
}

// checkDeterministic replays the same seed and actions twice, the second
// time recording events (recording must not change the game), and compares
// the hash after every action and every seat's encoded observation after
// every every-th.
func checkDeterministic(t testing.TB, g game.Game, rec *game.Record, every int) {
	t.Helper()
	a, b := g.NewState(rec.Seed), g.NewState(rec.Seed)
	b.RecordEvents(true)
	var events []game.Event
	for i, act := range rec.Actions {
		a.ApplyUnchecked(act)
		if err := b.Apply(act); err != nil {
			t.Fatalf("seed %d action %d: %v", rec.Seed, i, err)
		}
		events = b.DrainEvents(events[:0])
		if a.Hash() != b.Hash() {
			t.Fatalf("seed %d: same seed and actions diverge at action %d (the second game records events)", rec.Seed, i)
		}
		if i%every == 0 && !sameObservations(t, a, b, fmt.Sprintf("seed %d action %d", rec.Seed, i), "the same seed and actions, once recording events") {
			return
		}
	}
}
