package session

import (
	"fmt"
	"slices"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
	"menagerie/vec"
)

// TestFeaturesHoldOnlyWhatTheSeatMaySee plays whole games of every engine
// and, at every version, builds states each seat cannot tell from the real
// one by moving the cards hidden from it by hand (the engine's
// HiddenWorld, which shares no code with Determinize): the seat's features
// and legal indices must be the same in each. It also requires the legal
// indices to name the view's actions in order, and no features for the
// spectator.
func TestFeaturesHoldOnlyWhatTheSeatMaySee(t *testing.T) {
	for _, c := range []struct {
		name  string
		make  func() (game.Game, error)
		world func(game.State, game.Player, *game.RNG) game.State
	}{
		{"cardbattle/4", func() (game.Game, error) {
			return cardbattle.New(nil, game.Options{"players": "4", "packs": "classic,golden"})
		}, cardbattle.HiddenWorld},
		{"tableau/3", func() (game.Game, error) { return tableau.New(nil, game.Options{"players": "3"}) }, tableau.HiddenWorld},
		{"dojo/2", func() (game.Game, error) { return dojo.New(nil, nil) }, dojo.HiddenWorld},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := c.make()
			if err != nil {
				t.Fatal(err)
			}
			space, err := vec.NewActionSpace(g)
			if err != nil {
				t.Fatal(err)
			}
			rng := game.NewRNG(9)
			changed, checked := 0, 0
			for seed := uint64(1); seed <= 2; seed++ {
				bots := make([]agent.Agent, g.NumPlayers())
				for i := range bots {
					bots[i] = agent.Random{}
				}
				s, err := New(Config{Game: g, Seed: seed, Bots: bots})
				if err != nil {
					t.Fatal(err)
				}
				for {
					for seat := range game.Player(g.NumPlayers()) {
						real := viewFeatures(t, s, seat)
						if len(real.Features) != g.(game.Numeric).ObservationSize() {
							t.Fatalf("seed %d version %d: P%d's features have %d values, want %d", seed, s.version, seat+1, len(real.Features), g.(game.Numeric).ObservationSize())
						}
						if len(real.Legal) != len(real.Actions) {
							t.Fatalf("seed %d version %d: P%d has %d legal indices for %d actions", seed, s.version, seat+1, len(real.Legal), len(real.Actions))
						}
						for i, k := range real.Legal {
							if a, err := space.Action(k); err != nil || a != real.Actions[i].Action {
								t.Fatalf("seed %d version %d: P%d's legal index %d names action %d (%v), its action is %d", seed, s.version, seat+1, k, a, err, real.Actions[i].Action)
							}
						}
						w := *s
						w.st = c.world(s.st, seat, &rng)
						if w.st.Hash() != s.st.Hash() {
							changed++
						}
						checked++
						moved := viewFeatures(t, &w, seat)
						if !slices.Equal(real.Features, moved.Features) || !slices.Equal(real.Legal, moved.Legal) {
							t.Fatalf("seed %d version %d: P%d's features or legal indices change once only cards hidden from it move\n%v %v\n%v %v",
								seed, s.version, seat+1, real.Features, real.Legal, moved.Features, moved.Legal)
						}
					}
					if v := viewFeatures(t, s, game.Spectator); v.Features != nil || v.Legal != nil {
						t.Fatalf("seed %d version %d: the spectator is given features", seed, s.version)
					}
					if _, ok, err := s.Step(); err != nil {
						t.Fatal(err)
					} else if !ok {
						break
					}
				}
			}
			if changed*4 < checked {
				t.Fatalf("only %d of %d hidden worlds differ from the real state", changed, checked)
			}
		})
	}
}

// viewFeatures is seat's view with its features.
func viewFeatures(t *testing.T, s *Session, seat game.Player) SeatView {
	t.Helper()
	v, err := s.ViewOf(seat, ViewFeatures)
	if err != nil {
		t.Fatal(fmt.Errorf("P%d: %w", seat+1, err))
	}
	return v
}
