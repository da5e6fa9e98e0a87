package agent_test

import (
	"slices"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/dojo"
)

// biasNetwork is a network for g with no hidden layer and zero weights:
// its logits are its biases, bias(i) for action index i.
func biasNetwork(t testing.TB, g game.Game, bias func(i int) float32) []byte {
	t.Helper()
	num := g.(game.Numeric)
	n, k := num.ObservationSize(), len(num.ActionSpace(nil))
	h := agent.MLPHeader{Format: agent.MLPFormat, Game: g.Name(), Options: map[string]string{"players": "2"},
		ObservationSize: n, ActionSize: k, Layers: []int{n, k}, Clip: 5}
	numbers := make([]float32, 2*n+n*k+k)
	for i := range k {
		numbers[2*n+n*k+i] = bias(i)
	}
	return mlpFile(t, h, numbers)
}

// TestLearnedPlaysTheLegalActionOfHighestLogit: with logits that favour
// high indices, or low ones, or are all equal (the lowest index wins), the
// bot plays the legal action the logits put first, in positions along a
// random game.
func TestLearnedPlaysTheLegalActionOfHighestLogit(t *testing.T) {
	g, err := dojo.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	space := g.ActionSpace(nil)
	tests := []struct {
		name string
		bias func(i int) float32
		best func(indices []int) int
	}{
		{"highest index", func(i int) float32 { return float32(i) }, func(ix []int) int { return slices.Max(ix) }},
		{"lowest index", func(i int) float32 { return -float32(i) }, func(ix []int) int { return slices.Min(ix) }},
		{"ties", func(int) float32 { return 1 }, func(ix []int) int { return slices.Min(ix) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bot, err := agent.NewLearned("learned", g, [][]byte{biasNetwork(t, g, tc.bias)})
			if err != nil {
				t.Fatal(err)
			}
			s := g.NewState(3)
			rng := game.NewRNG(4)
			for moves := 0; !s.IsTerminal() && moves < 200; moves++ {
				if s.CurrentPlayer() == game.Chance {
					outs := s.ChanceOutcomes(nil)
					if err := s.Apply(outs[rng.Pick(outs)].Action); err != nil {
						t.Fatal(err)
					}
					continue
				}
				v := game.NewView(s)
				var indices []int
				for _, a := range v.Legal() {
					i, _ := slices.BinarySearch(space, a)
					indices = append(indices, i)
				}
				got, err := bot.Act(v, 0)
				if err != nil {
					t.Fatal(err)
				}
				if want := space[tc.best(indices)]; got != want {
					t.Fatalf("move %d: played %d, want %d (legal indices %v)", moves, got, want, indices)
				}
				legal := v.Legal()
				if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestLearnedSaysWhereItHasNoNetwork: a game with no network file, or
// none for its configuration, is refused with a sentence saying so.
func TestLearnedSaysWhereItHasNoNetwork(t *testing.T) {
	two, err := dojo.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	solo, err := dojo.New(nil, game.Options{"players": "1"})
	if err != nil {
		t.Fatal(err)
	}
	file := biasNetwork(t, two, func(int) float32 { return 0 })
	tests := []struct {
		name  string
		g     game.Game
		files [][]byte
		want  string
	}{
		{"no network", two, nil, "dojo has no learned level yet"},
		{"another configuration", solo, [][]byte{file}, "trained for players=2 and the other options at their defaults; this game's options change"},
		{"a bad file", two, [][]byte{[]byte("{}\n")}, "format 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := agent.New("learned", tc.g, agent.GameBots{Learned: tc.files})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
	if _, err := agent.New("learned:x=1", two, agent.GameBots{Learned: [][]byte{file}}); err == nil {
		t.Error("learned:x=1 was accepted; the level takes no parameters")
	}
}

// BenchmarkLearnedAct: a move of the learned bot allocates nothing (Dojo,
// a network of two hidden layers of 128).
func BenchmarkLearnedAct(b *testing.B) {
	g, err := dojo.New(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	n, k := g.ObservationSize(), len(g.ActionSpace(nil))
	sizes := []int{n, 128, 128, k}
	count := 2 * n
	for i := 1; i < len(sizes); i++ {
		count += sizes[i-1]*sizes[i] + sizes[i]
	}
	numbers := make([]float32, count)
	for i := range numbers {
		numbers[i] = float32(i%7) / 100
	}
	h := agent.MLPHeader{Format: agent.MLPFormat, Game: "dojo", ObservationSize: n, ActionSize: k, Layers: sizes, Clip: 5}
	bot, err := agent.NewLearned("learned", g, [][]byte{mlpFile(b, h, numbers)})
	if err != nil {
		b.Fatal(err)
	}
	s := g.NewState(1)
	for s.CurrentPlayer() == game.Chance {
		outs := s.ChanceOutcomes(nil)
		if err := s.Apply(outs[0].Action); err != nil {
			b.Fatal(err)
		}
	}
	v := game.NewView(s)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bot.Act(v, 0); err != nil {
			b.Fatal(err)
		}
	}
}
