package cardbattle

import (
	"testing"

	"menagerie/game"
)

// benchDecks are two decks of 5 pets with food, perks, rocks and faint
// chains (Honey and Spider Bees, Ant and Flamingo Apples, a set-aside Badger).
var benchDecks = [2][]string{
	{"Honey", "Ant", "Apple", "Spider", "Dolphin", "Garlic", "Badger", "Sheep"},
	{"Mosquito", "Meat Bone", "Flamingo", "Apple", "Peacock", "Honey", "Cricket", "Rat"},
}

func benchGame(b *testing.B) *Game {
	g, err := New(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	return g
}

func deckIDs(b testing.TB, g *Game, names []string) []CardID {
	out := make([]CardID, len(names))
	for i, n := range names {
		id, ok := g.set.Lookup(n)
		if !ok {
			b.Fatalf("no card %q", n)
		}
		out[i] = id
	}
	return out
}

// BenchmarkBattle measures one auto battle with rocks rolled inline.
func BenchmarkBattle(b *testing.B) {
	g := benchGame(b)
	decks := [2][]CardID{deckIDs(b, g, benchDecks[0]), deckIDs(b, g, benchDecks[1])}
	rng := game.NewRNG(1)
	wins := [3]int{}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		wins[g.SimulateBattle(decks, i&1, 3, &rng)+1]++
	}
	if wins[0]+wins[1]+wins[2] != b.N {
		b.Fatal("lost battles")
	}
}

// BenchmarkGame measures a whole 2-player game with uniformly random legal
// actions and sampled rock rolls, through the checked Apply.
func BenchmarkGame(b *testing.B) {
	benchmarkGame(b, benchGame(b))
}

// BenchmarkGameSixPlayers is BenchmarkGame for 6 players with the three
// packs (three battles a round, each after a coin flip).
func BenchmarkGameSixPlayers(b *testing.B) {
	g, err := New(nil, game.Options{"players": "6", "packs": "classic,golden,magic"})
	if err != nil {
		b.Fatal(err)
	}
	benchmarkGame(b, g)
}

// BenchmarkGameEvents is BenchmarkGame recording events, drained after
// every action into one buffer.
func BenchmarkGameEvents(b *testing.B) {
	benchmarkGameRecording(b, benchGame(b), true)
}

// BenchmarkLabels measures labelling the legal actions of positions of
// random games, per label.
func BenchmarkLabels(b *testing.B) {
	g := benchGame(b)
	rng := game.NewRNG(1)
	var states []*State
	for seed := uint64(0); len(states) < 200; seed++ {
		s := g.newState(seed)
		for !s.IsTerminal() {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			if rng.IntN(8) == 0 {
				states = append(states, s.clone())
			}
			l := s.LegalActions(nil)
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	labels := make([]game.Label, 0, 256)
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		labels = states[i%len(states)].Labels(labels[:0])
		n += len(labels)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/label")
	b.ReportMetric(float64(n)/float64(b.N), "labels/op")
}

func benchmarkGame(b *testing.B, g *Game) { benchmarkGameRecording(b, g, false) }

func benchmarkGameRecording(b *testing.B, g *Game, record bool) {
	rng := game.NewRNG(1)
	var events []game.Event
	legal := make([]game.Action, 0, 256)
	outs := make([]game.ChanceOutcome, 0, 64)
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := g.newState(uint64(i))
		s.RecordEvents(record)
		for !s.IsTerminal() {
			var a game.Action
			if s.phase == phaseBattle || s.phase == phaseCoin {
				outs = s.ChanceOutcomes(outs[:0])
				a = outs[rng.Pick(outs)].Action
			} else {
				legal = s.LegalActions(legal[:0])
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				b.Fatal(err)
			}
			events = s.DrainEvents(events[:0])
			actions++
		}
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
