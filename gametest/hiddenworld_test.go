package gametest_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/gametest"
)

// recorder is a testing.TB that records failures instead of failing the
// test running it; Fatal ends the goroutine running the suite, as it does
// in a real test.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Helper()                   {}
func (r *recorder) Failed() bool              { return len(r.errors) > 0 }
func (r *recorder) Error(args ...any)         { r.errors = append(r.errors, fmt.Sprint(args...)) }
func (r *recorder) Errorf(f string, a ...any) { r.errors = append(r.errors, fmt.Sprintf(f, a...)) }
func (r *recorder) Fatal(args ...any)         { r.Error(args...); runtime.Goexit() }
func (r *recorder) Fatalf(f string, a ...any) { r.Errorf(f, a...); runtime.Goexit() }
func (r *recorder) Log(...any)                {}
func (r *recorder) Logf(string, ...any)       {}

// runRecorded runs the suite on g and returns what it reported.
func runRecorded(t *testing.T, g game.Game, cfg gametest.Config) []string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		gametest.Run(r, g, cfg)
	}()
	<-done
	return r.errors
}

// leak is where a planted leak shows another seat's hidden cards.
type leak int

const (
	noLeak          leak = iota
	leakObservation      // Observe shows them
	leakActionText       // ActionString shows them
	leakSample           // samples keep them (they count in Hash and String)
	leakEvent            // every action's events end with one that hashes them
	leakTable            // the table view counts them
	leakStats            // the table view's numbers of the hands count them
)

// leakyGame is two-player Card Battle whose states leak as told.
type leakyGame struct {
	*cardbattle.Game
	leak leak
}

func (g *leakyGame) NewState(seed uint64) game.State {
	return &leakyState{State: g.Game.NewState(seed).(*cardbattle.State), leak: g.leak}
}

// leakyState is a Card Battle state that shows the hands of the state it
// was sampled from (itself, for a real state) where leak says. Samples of a
// sample keep the first origin, so the checks that compare a state only
// with its own samples cannot see the leak.
type leakyState struct {
	*cardbattle.State
	origin *cardbattle.State // nil for a real state
	leak   leak
}

// hands names every card in the origin's hands.
func (s *leakyState) hands() string {
	o := s.origin
	if o == nil {
		o = s.State
	}
	return fmt.Sprint(o.Hand(0, nil), o.Hand(1, nil))
}

func (s *leakyState) Clone() game.State {
	return &leakyState{State: s.State.Clone().(*cardbattle.State), origin: s.origin, leak: s.leak}
}

func (s *leakyState) Determinize(seat game.Player, seed uint64) game.State {
	origin := s.origin
	if origin == nil {
		origin = s.State.Clone().(*cardbattle.State)
	}
	return &leakyState{State: s.State.Determinize(seat, seed).(*cardbattle.State), origin: origin, leak: s.leak}
}

// leakyObservation is an observation with the hands added.
type leakyObservation struct {
	game.Observation
	Hands string `json:"hands"`
}

func (s *leakyState) Observe(seat game.Player) game.Observation {
	if s.leak != leakObservation {
		return s.State.Observe(seat)
	}
	return leakyObservation{Observation: s.State.Observe(seat), Hands: s.hands()}
}

func (s *leakyState) ActionString(a game.Action) string {
	if s.leak != leakActionText {
		return s.State.ActionString(a)
	}
	return s.State.ActionString(a) + " while the hands are " + s.hands()
}

// Labels keeps the labels' texts equal to ActionString's.
func (s *leakyState) Labels(dst []game.Label) []game.Label {
	n := len(dst)
	dst = s.State.Labels(dst)
	for i := n; i < len(dst); i++ {
		dst[i].Text = s.ActionString(dst[i].Action)
	}
	return dst
}

func (s *leakyState) Hash() uint64 {
	if s.leak != leakSample {
		return s.State.Hash()
	}
	h := game.NewHasher()
	h.Int(int64(s.State.Hash()))
	for _, c := range s.hands() {
		h.Byte(byte(c))
	}
	return h.Sum()
}

func (s *leakyState) String() string {
	if s.leak != leakSample {
		return s.State.String()
	}
	return s.State.String() + "hands " + s.hands() + "\n"
}

func (s *leakyState) DrainEvents(dst []game.Event) []game.Event {
	n := len(dst)
	dst = s.State.DrainEvents(dst)
	switch {
	case s.leak == leakEvent && len(dst) > n:
		h := game.NewHasher()
		for _, c := range s.hands() {
			h.Byte(byte(c))
		}
		dst = append(dst, game.Event{Kind: "hands", Seat: game.Nobody, Target: game.Nobody, Values: [6]int32{int32(h.Sum())}})
	}
	return dst
}

// TableView adds a counter that hashes the hands, or adds the hash to
// the hands' numbers (their cards' tiers).
func (s *leakyState) TableView(seat game.Player) game.TableView {
	t := s.State.TableView(seat)
	h := game.NewHasher()
	for _, c := range s.hands() {
		h.Byte(byte(c))
	}
	switch s.leak {
	case leakTable:
		t.Count("hands", int(h.Sum()>>1))
	case leakStats:
		hand, _ := t.Zone("hand")
		for _, tiers := range hand.Stats {
			for i := range tiers {
				tiers[i] += int(h.Sum() % 7)
			}
		}
	}
	return t
}

// leakyHiddenWorld moves the hidden cards of a real leaky state.
func leakyHiddenWorld(s game.State, seat game.Player, rng *game.RNG) game.State {
	ls := s.(*leakyState)
	return &leakyState{State: cardbattle.HiddenWorld(ls.State, seat, rng).(*cardbattle.State), leak: ls.leak}
}

// TestHiddenWorldsCatchPlantedLeaks runs the suite on Card Battle states
// with a planted leak that only a comparison with a state whose hidden
// cards moved can see, and requires the suite to fail with the right
// complaint; without a leak it must pass, and a builder that moves nothing
// must fail it.
func TestHiddenWorldsCatchPlantedLeaks(t *testing.T) {
	base, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	moveNothing := func(s game.State, _ game.Player, _ *game.RNG) game.State { return s.Clone() }
	tests := []struct {
		name  string
		leak  leak
		world func(game.State, game.Player, *game.RNG) game.State
		want  string // in the first complaint; "" for none
	}{
		{"no leak", noLeak, leakyHiddenWorld, ""},
		{"observation", leakObservation, leakyHiddenWorld, "observation changes when only cards hidden from it move"},
		{"action text", leakActionText, leakyHiddenWorld, "its text shows hidden information"},
		{"sample", leakSample, leakyHiddenWorld, "gives different samples"},
		{"event", leakEvent, leakyHiddenWorld, "an event shows hidden information"},
		{"table view", leakTable, leakyHiddenWorld, "seat 0's table view changes when only cards hidden from seat 0 move"},
		{"table view's numbers", leakStats, leakyHiddenWorld, "seat 0's table view changes when only cards hidden from seat 0 move"},
		{"builder moves nothing", noLeak, moveNothing, "HiddenWorld changed the state in only 0 of"},
		{"no builder", noLeak, nil, "HiddenWorld is required"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := &leakyGame{Game: base, leak: tc.leak}
			errs := runRecorded(t, g, gametest.Config{Games: 3, Seed: 40, HiddenWorld: tc.world})
			switch {
			case tc.want == "" && len(errs) > 0:
				t.Fatalf("the suite failed without a leak: %s", errs[0])
			case tc.want != "" && len(errs) == 0:
				t.Fatalf("the suite passed; want a complaint containing %q", tc.want)
			case tc.want != "" && !strings.Contains(errs[0], tc.want):
				t.Fatalf("the suite's first complaint is %q; want one containing %q", errs[0], tc.want)
			}
		})
	}
}
