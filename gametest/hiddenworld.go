package gametest

import (
	"bytes"
	"slices"
	"testing"

	"menagerie/game"
)

// minChangedShare is the least share of built worlds that must differ from
// the real state (as 1/minChangedShare): a builder that moves nothing, or
// almost nothing, would make the comparisons pass without proving anything.
const minChangedShare = 4

// tally counts, over a whole run, the samples that differed from the real
// state and the hidden worlds built and changed.
type tally struct {
	resampled   int
	worlds      int
	changed     int
	eventChecks int // batches compared by the event leak check
}

// checkWorldsChanged fails the run when too few hidden worlds differed from
// the state they were built from.
func (tl *tally) checkWorldsChanged(t testing.TB) {
	t.Helper()
	if tl.changed*minChangedShare < tl.worlds {
		t.Errorf("HiddenWorld changed the state in only %d of %d positions and seats (at least 1 in %d must change): the builder does not move the hidden cards", tl.changed, tl.worlds, minChangedShare)
	}
}

// checkHiddenWorld builds, with cfg.HiddenWorld, a state that seat cannot
// tell apart from s and requires that seat gets exactly the same from both:
// the same observation and table view (as JSON), the same current player,
// at its turn the same legal actions and action texts (as shown on the
// state and through its game.View), and the same samples from Determinize
// (the same Hash, and for the first seed the same String).
func checkHiddenWorld(t testing.TB, s game.State, seat game.Player, where string, cfg Config, tl *tally, rng *game.RNG) {
	t.Helper()
	h := s.Hash()
	w := cfg.HiddenWorld(s, seat, rng)
	if s.Hash() != h {
		t.Errorf("%s: HiddenWorld for seat %d changed the state it was given", where, seat)
		return
	}
	tl.worlds++
	if w.Hash() != h {
		tl.changed++
	}
	want, got := mustJSON(t, s.Observe(seat)), mustJSON(t, w.Observe(seat))
	if !bytes.Equal(want, got) {
		t.Errorf("%s: seat %d's observation changes when only cards hidden from it move: it shows hidden information\nreal:  %s\nmoved: %s", where, seat, want, got)
		return
	}
	// The spectator knows less than any seat.
	want, got = mustJSON(t, s.Observe(game.Spectator)), mustJSON(t, w.Observe(game.Spectator))
	if !bytes.Equal(want, got) {
		t.Errorf("%s: the spectator's observation changes when only cards hidden from seat %d move: it shows hidden information\nreal:  %s\nmoved: %s", where, seat, want, got)
		return
	}
	if !sameTableViews(t, s, w, seat, where) {
		return
	}
	if w.CurrentPlayer() != s.CurrentPlayer() {
		t.Errorf("%s: the current player is %d in the real state but %d when only cards hidden from seat %d move", where, s.CurrentPlayer(), w.CurrentPlayer(), seat)
		return
	}
	if s.CurrentPlayer() == seat && !sameChoices(t, s, w, seat, where) {
		return
	}
	for k := 0; k < cfg.Determinizations; k++ {
		seed := rng.Uint64()
		a, b := s.Determinize(seat, seed), w.Determinize(seat, seed)
		// Texts show what a hash might miss; one pair of them is enough.
		if a.Hash() != b.Hash() || k == 0 && a.String() != b.String() {
			t.Errorf("%s: Determinize(%d, %d) gives different samples (hashes %x and %x) for two states seat %d cannot tell apart: a sample keeps hidden information\nsample of the real state:\n%s\nsample of the moved state:\n%s", where, seat, seed, a.Hash(), b.Hash(), seat, a, b)
			return
		}
	}
}

// sameTableViews compares the table views (as JSON) that seat and the
// spectator get from the real state s and from w, where only cards hidden
// from seat moved; a state without table views has nothing to compare.
func sameTableViews(t testing.TB, s, w game.State, seat game.Player, where string) bool {
	t.Helper()
	sv, ok := s.(game.TableViewer)
	if !ok {
		return true
	}
	wv, ok := w.(game.TableViewer)
	if !ok {
		t.Errorf("%s: the state lays out table views but the hidden world %T built from it does not", where, w)
		return false
	}
	for _, p := range []game.Player{seat, game.Spectator} {
		want, got := mustJSON(t, sv.TableView(p)), mustJSON(t, wv.TableView(p))
		if !bytes.Equal(want, got) {
			t.Errorf("%s: %s's table view changes when only cards hidden from seat %d move: it shows hidden information\nreal:  %s\nmoved: %s", where, who(p), seat, want, got)
			return false
		}
	}
	return true
}

// sameChoices compares what the seat to act may do in the real state s and
// in the moved state w: the legal actions and their texts, both on the state
// (what a person at the table is shown) and through the seat's game.View.
func sameChoices(t testing.TB, s, w game.State, seat game.Player, where string) bool {
	t.Helper()
	legal, moved := s.LegalActions(nil), w.LegalActions(nil)
	if !slices.Equal(legal, moved) {
		t.Errorf("%s: seat %d's legal actions depend on cards hidden from it: %v in the real state, %v when they move", where, seat, legal, moved)
		return false
	}
	vs, vw := game.NewView(s), game.NewView(w)
	for _, a := range legal {
		if x, y := s.ActionString(a), w.ActionString(a); x != y {
			t.Errorf("%s: action %d reads %q in the real state but %q when cards hidden from seat %d move: its text shows hidden information", where, a, x, y, seat)
			return false
		}
		if x, y := vs.ActionString(a), vw.ActionString(a); x != y {
			t.Errorf("%s: through seat %d's view, action %d reads %q in the real state but %q when cards hidden from it move", where, seat, a, x, y)
			return false
		}
	}
	if !checkLabels(t, s, where) {
		return false
	}
	if x, y := mustJSON(t, s.Labels(nil)), mustJSON(t, w.Labels(nil)); !bytes.Equal(x, y) {
		t.Errorf("%s: seat %d's labels differ when cards hidden from it move: they show hidden information\nreal:  %s\nmoved: %s", where, seat, x, y)
		return false
	}
	return true
}
