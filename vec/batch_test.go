package vec

import (
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/gametest"
	"menagerie/registry"
	"menagerie/session"
)

// mustGame builds a registered game.
func mustGame(t testing.TB, name string, opts game.Options) game.Game {
	t.Helper()
	e, err := registry.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := e.New(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// newOut makes buffers of the right size for b.
func newOut(b *Batch) Out {
	n := b.Size()
	return Out{
		Obs:     make([]float32, n*b.ObservationSize()),
		Mask:    make([]uint8, n*b.ActionSize()),
		Rewards: make([]float32, n*b.Players()),
		Done:    make([]uint8, n),
		ToAct:   make([]int32, n),
	}
}

// pickIndices chooses, for each slot, a random index its mask allows.
func pickIndices(b *Batch, out Out, rng *game.RNG, dst []int32) {
	n := b.ActionSize()
	for i := range dst {
		row := out.Mask[i*n : (i+1)*n]
		k := 0
		for _, m := range row {
			k += int(m)
		}
		k = rng.IntN(k)
		for j, m := range row {
			if m == 1 {
				if k == 0 {
					dst[i] = int32(j)
					break
				}
				k--
			}
		}
	}
}

// botsFor seats a heuristic bot in every seat but the first (the caller's).
func botsFor(t *testing.T, g game.Game) []agent.Agent {
	t.Helper()
	e, err := registry.Lookup(g.Name())
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]agent.Agent, g.NumPlayers())
	for p := 1; p < len(bots); p++ {
		bots[p], err = e.NewBot("heuristic", g)
		if err != nil {
			t.Fatal(err)
		}
	}
	return bots
}

// TestBatchMatchesSession plays games through a batch, the caller choosing
// random legal indices for seat 0 and bots playing the other seats, and
// the same games in step through package session with the same bots: the
// seat to act, its observation and legal actions, the returns and the
// records must agree, and each finished record must replay. It fails if
// the batch derives the chance generator's seed or a bot's seed otherwise
// than the session (game.ChanceSeed, game.DecisionSeed): chance draws in
// Card Battle and Tableau, and the bots draw with their seeds in Tableau
// and Dojo.
func TestBatchMatchesSession(t *testing.T) {
	for _, c := range allConfigured(t) {
		t.Run(c.name, func(t *testing.T) {
			bots := botsFor(t, c.g)
			const size = 2
			b, err := New(Config{Game: c.g, Size: size, Seed: 42, Bots: bots})
			if err != nil {
				t.Fatal(err)
			}
			out := newOut(b)
			if err := b.Reset(out); err != nil {
				t.Fatal(err)
			}
			ss := make([]*session.Session, size)
			for i := range ss {
				ss[i] = mirror(t, c.g, b.slots[i].seed, bots)
			}
			rng := game.NewRNG(9)
			idx := make([]int32, size)
			finished := 0
			for step := 0; finished < size; step++ {
				if step > 20000 {
					t.Fatal("games not over after 20000 steps")
				}
				for i, s := range ss {
					compareSlot(t, b, out, i, s)
				}
				pickIndices(b, out, &rng, idx)
				for i, s := range ss {
					a, _ := b.space.Action(int(idx[i]))
					if _, err := s.Apply(s.ToAct(), a, s.Version()); err != nil {
						t.Fatalf("slot %d: session refuses %d: %v", i, a, err)
					}
					stepBots(t, s)
				}
				if err := b.Step(idx, out); err != nil {
					t.Fatal(err)
				}
				for i, s := range ss {
					if (out.Done[i] == 1) != s.Over() {
						t.Fatalf("slot %d: done %d, session over %v", i, out.Done[i], s.Over())
					}
					if out.Done[i] == 0 {
						continue
					}
					finished++
					for p, r := range s.Returns() {
						if out.Rewards[i*b.Players()+p] != float32(r) {
							t.Fatalf("slot %d: rewards %v, session returns %v", i, out.Rewards[i*b.Players():(i+1)*b.Players()], s.Returns())
						}
					}
					rec, err := b.LastRecord(i)
					if err != nil {
						t.Fatal(err)
					}
					if !slices.Equal(rec.Actions, s.Record().Actions) || rec.Seed != s.Record().Seed {
						t.Fatalf("slot %d: the batch's record differs from the session's", i)
					}
					end, err := game.Replay(c.g, roundTrip(t, rec))
					if err != nil {
						t.Fatalf("slot %d: the record does not replay: %v", i, err)
					}
					compareFinal(t, b, i, s, end)
					ss[i] = mirror(t, c.g, b.slots[i].seed, bots)
				}
			}
		})
	}
}

// compareFinal requires the final observations a batch keeps of slot i's
// last game to be the session's and those of the state its record replays
// to.
func compareFinal(t *testing.T, b *Batch, i int, s *session.Session, end game.State) {
	t.Helper()
	got, want := make([]float32, b.ObservationSize()), make([]float32, b.ObservationSize())
	for p := range b.Players() {
		seat := game.Player(p)
		o, err := b.FinalObservation(i, seat)
		if err != nil {
			t.Fatal(err)
		}
		v, err := s.View(seat)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(o)
		c, _ := json.Marshal(v.Observation)
		if string(a) != string(c) {
			t.Fatalf("slot %d: seat %d's final observation differs from the session's", i, p)
		}
		if err := b.FinalObserve(i, seat, got); err != nil {
			t.Fatal(err)
		}
		end.(game.NumericState).EncodeObservation(seat, want)
		if !slices.Equal(got, want) {
			t.Fatalf("slot %d: seat %d's final vector differs from the replayed record's", i, p)
		}
	}
}

// mirror starts the session that plays slot's game alongside it.
func mirror(t *testing.T, g game.Game, seed uint64, bots []agent.Agent) *session.Session {
	t.Helper()
	s, err := session.New(session.Config{Game: g, Seed: seed, Bots: bots})
	if err != nil {
		t.Fatal(err)
	}
	stepBots(t, s)
	return s
}

// stepBots plays chance and bots until the caller's seat is to act.
func stepBots(t *testing.T, s *session.Session) {
	t.Helper()
	for {
		_, ok, err := s.Step()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			return
		}
	}
}

// compareSlot requires slot i's row of out to be what session s shows.
func compareSlot(t *testing.T, b *Batch, out Out, i int, s *session.Session) {
	t.Helper()
	seat := s.ToAct()
	if game.Player(out.ToAct[i]) != seat {
		t.Fatalf("slot %d: seat %d to act, session says %d", i, out.ToAct[i], seat)
	}
	for p := range b.Players() {
		v, err := s.View(game.Player(p))
		if err != nil {
			t.Fatal(err)
		}
		o, err := b.Observation(i, game.Player(p))
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(v.Observation)
		got, _ := json.Marshal(o)
		if string(want) != string(got) {
			t.Fatalf("slot %d: seat %d's observation differs from the session's\nbatch:   %s\nsession: %s", i, p, got, want)
		}
	}
	row := make([]float32, b.ObservationSize())
	if err := b.Observe(i, seat, row); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(row, out.Obs[i*b.ObservationSize():(i+1)*b.ObservationSize()]) {
		t.Fatalf("slot %d: Observe differs from the observation Step wrote", i)
	}
	mask := make([]uint8, b.ActionSize())
	if err := b.space.Mask(s.Legal(nil), mask); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(mask, out.Mask[i*b.ActionSize():(i+1)*b.ActionSize()]) {
		t.Fatalf("slot %d: mask differs from the session's legal actions", i)
	}
}

// roundTrip writes a record as JSON and reads it back.
func roundTrip(t *testing.T, r *game.Record) *game.Record {
	t.Helper()
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back game.Record
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	return &back
}

// TestObservationHidesHiddenCards builds, at decisions of random games,
// states that differ from the real one only in cards hidden from a seat
// (by hand, with the engine's HiddenWorld) and requires the seat's numeric
// observation to be the same in both.
func TestObservationHidesHiddenCards(t *testing.T) {
	for _, c := range allConfigured(t) {
		t.Run(c.name, func(t *testing.T) {
			world := hiddenWorlds[strings.Split(c.name, "/")[0]]
			size := c.g.(game.Numeric).ObservationSize()
			real, moved := make([]float32, size), make([]float32, size)
			rng := game.NewRNG(3)
			worlds, changed := 0, 0
			for k := range gamesPerConfig() {
				playRandom(t, c.g, uint64(500+k), 100000, func(s game.State) {
					for p := range c.g.NumPlayers() {
						seat := game.Player(p)
						w := world(s, seat, &rng)
						worlds++
						if w.Hash() != s.Hash() {
							changed++
						}
						s.(game.NumericState).EncodeObservation(seat, real)
						w.(game.NumericState).EncodeObservation(seat, moved)
						if i := firstDiff(real, moved); i >= 0 {
							t.Fatalf("seat %d's value %d is %v, but %v once only cards hidden from it move\n%s", seat, i, real[i], moved[i], s)
						}
					}
				})
			}
			if changed*4 < worlds {
				t.Fatalf("only %d of %d hidden worlds differ from the real state", changed, worlds)
			}
		})
	}
}

// second returns the error of a call's two results.
func second[T any](_ T, err error) error { return err }

func firstDiff(a, b []float32) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

// TestWorkersDoNotChangeResults steps the same batch on one goroutine and
// on three (several chunks each, the last one short) and requires the same
// outputs at every step.
func TestWorkersDoNotChangeResults(t *testing.T) {
	const size = 3*poolChunk + 5
	g := mustGame(t, "cardbattle", game.Options{"players": "4", "packs": "classic,golden"})
	var bs [2]*Batch
	var outs [2]Out
	for k, workers := range []int{1, 3} {
		b, err := New(Config{Game: g, Size: size, Seed: 11, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		bs[k], outs[k] = b, newOut(b)
		if err := b.Reset(outs[k]); err != nil {
			t.Fatal(err)
		}
	}
	rng := game.NewRNG(1)
	idx := make([]int32, size)
	for step := 0; step < 1000; step++ {
		pickIndices(bs[0], outs[0], &rng, idx)
		for k := range bs {
			if err := bs[k].Step(idx, outs[k]); err != nil {
				t.Fatal(err)
			}
		}
		a, b := outs[0], outs[1]
		if !slices.Equal(a.Obs, b.Obs) || !slices.Equal(a.Mask, b.Mask) || !slices.Equal(a.Rewards, b.Rewards) ||
			!slices.Equal(a.Done, b.Done) || !slices.Equal(a.ToAct, b.ToAct) {
			t.Fatalf("step %d: the outputs differ with 3 workers", step)
		}
	}
}

// TestNewAndStepRefuseBadInput checks the errors of the batch's entry
// points.
func TestNewAndStepRefuseBadInput(t *testing.T) {
	g := mustGame(t, "dojo", nil)
	bot := agent.Random{}
	for _, tt := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"no game", Config{Size: 1}, "no game"},
		{"no slots", Config{Game: g}, "at least one game"},
		{"bots for every seat", Config{Game: g, Size: 1, Bots: []agent.Agent{bot, bot}}, "at least one"},
		{"bots for too few seats", Config{Game: g, Size: 1, Bots: []agent.Agent{bot}}, "1 bots for 2 seats"},
		{"negative limit", Config{Game: g, Size: 1, MaxActions: -1}, "negative"},
		{"negative workers", Config{Game: g, Size: 1, Workers: -2}, "negative"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := New(tt.cfg)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error saying %q", err, tt.want)
			}
		})
	}
	b, err := New(Config{Game: g, Size: 2})
	if err != nil {
		t.Fatal(err)
	}
	out := newOut(b)
	if err := b.Step([]int32{0, 0}, out); err == nil || !strings.Contains(err.Error(), "before Reset") {
		t.Fatalf("Step before Reset: %v", err)
	}
	if err := b.Reset(out); err != nil {
		t.Fatal(err)
	}
	short := out
	short.Mask = short.Mask[1:]
	legal := int32(slices.Index(out.Mask[:b.ActionSize()], 1))
	for _, tt := range []struct {
		name    string
		actions []int32
		out     Out
		want    string
	}{
		{"too few actions", []int32{0}, out, "1 actions for 2 games"},
		{"short buffer", []int32{0, 0}, short, "Out.Mask"},
		{"negative index", []int32{-1, 0}, out, "game slot 0: vec: action index -1 is outside"},
		{"index past the end", []int32{legal, int32(b.ActionSize())}, out, "game slot 1: vec: action index"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := b.Step(tt.actions, tt.out)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error saying %q", err, tt.want)
			}
		})
	}
	if _, err := b.LastRecord(0); err == nil {
		t.Fatal("LastRecord before any game ended gave no error")
	}
	if err := b.Start(5, 1, out); err == nil {
		t.Fatal("Start of slot 5 in a batch of 2 gave no error")
	}
	for _, tt := range []struct {
		name string
		err  error
		want string
	}{
		{"Observe a seat out of the game", b.Observe(0, 2, make([]float32, b.ObservationSize())), "no seat 2"},
		{"Observe into a short buffer", b.Observe(0, 1, make([]float32, 3)), "buffer of 3 values"},
		{"Observe a slot out of the batch", b.Observe(2, 0, make([]float32, b.ObservationSize())), "no game in slot 2"},
		{"Observation of a seat out of the game", second(b.Observation(0, -1)), "no seat -1"},
		{"Record of a slot out of the batch", second(b.Record(-1)), "no game in slot -1"},
		{"FinalObservation before any end", second(b.FinalObservation(0, 0)), "no game has ended"},
		{"FinalObserve before any end", b.FinalObserve(1, 0, make([]float32, b.ObservationSize())), "no game has ended"},
	} {
		if tt.err == nil || !strings.Contains(tt.err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an error saying %q", tt.name, tt.err, tt.want)
		}
	}
}

// TestStepAllocatesNothing steps games where the caller plays every seat
// and requires no allocation in a step that starts no new game (a new game
// allocates its state) and grows neither of the slot's buffers (its record
// of actions and its list of chance outcomes grow by doubling).
func TestStepAllocatesNothing(t *testing.T) {
	if gametest.RaceDetector {
		t.Skip("the race detector's instrumentation allocates where the code alone does not")
	}
	// One processor, as testing.AllocsPerRun does, so that no other
	// goroutine's allocation is counted.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	for _, name := range registry.Names() {
		t.Run(name, func(t *testing.T) {
			g := mustGame(t, name, nil)
			b, err := New(Config{Game: g, Size: 1, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			out := newOut(b)
			if err := b.Reset(out); err != nil {
				t.Fatal(err)
			}
			rng := game.NewRNG(2)
			idx := make([]int32, 1)
			var before, after runtime.MemStats
			steps, mallocs := 0, uint64(0)
			for k := range 3000 {
				pickIndices(b, out, &rng, idx)
				held, heldOuts := cap(b.slots[0].actions), cap(b.slots[0].outs)
				runtime.ReadMemStats(&before)
				if err := b.Step(idx, out); err != nil {
					t.Fatal(err)
				}
				runtime.ReadMemStats(&after)
				if k >= 1000 && out.Done[0] == 0 && cap(b.slots[0].actions) == held && cap(b.slots[0].outs) == heldOuts {
					steps++
					mallocs += after.Mallocs - before.Mallocs
				}
			}
			if mallocs != 0 {
				t.Fatalf("%d allocations in %d steps", mallocs, steps)
			}
		})
	}
}

// TestResetClearsAndLimitStops checks that Reset and Start leave no old
// rewards or done flags behind, and that MaxActions stops a long game with
// an error naming its seed.
func TestResetClearsAndLimitStops(t *testing.T) {
	g := mustGame(t, "tableau", nil)
	b, err := New(Config{Game: g, Size: 2, Seed: 8, MaxActions: 5})
	if err != nil {
		t.Fatal(err)
	}
	out := newOut(b)
	for i := range out.Rewards {
		out.Rewards[i] = 7
	}
	out.Done[0], out.Done[1] = 1, 1
	if err := b.Reset(out); err != nil {
		t.Fatal(err)
	}
	if slices.ContainsFunc(out.Rewards, func(r float32) bool { return r != 0 }) || slices.Contains(out.Done, 1) {
		t.Fatalf("after Reset: rewards %v, done %v", out.Rewards, out.Done)
	}
	out.Rewards[3] = 7
	if err := b.Start(1, 99, out); err != nil {
		t.Fatal(err)
	}
	if out.Rewards[3] != 0 || b.slots[1].seed != 99 {
		t.Fatalf("after Start: rewards %v, seed %d", out.Rewards, b.slots[1].seed)
	}
	rng := game.NewRNG(4)
	idx := make([]int32, 2)
	for range 10 {
		pickIndices(b, out, &rng, idx)
		if err = b.Step(idx, out); err != nil {
			break
		}
	}
	if err == nil || !strings.Contains(err.Error(), "not over after 5 actions") {
		t.Fatalf("got %v, want the limit's error", err)
	}
}
