package vec

import (
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
	"menagerie/registry"
)

// configs are the configurations each registered game is tested in: its
// defaults and variants that change the seats, the cards or the grid.
var configs = map[string][]game.Options{
	"cardbattle": {
		nil,
		{"players": "4", "packs": "classic,golden"},
		{"players": "6", "packs": "classic,golden,magic"},
		{"packs": "magic", "ability_order": "pet_first"},
	},
	"tableau": {
		nil,
		{"players": "3", "food_targets": "any"},
		{"players": "4", "extension": "true", "market": "4x4"},
	},
	"dojo": {
		nil,
		{"mode": "solo"},
		{"setup": "random", "layout": "two_rows", "max_discard": "2"},
	},
}

// hiddenWorlds are the engines' builders of states a seat cannot tell
// from the real one, made by moving hidden cards by hand (not with
// Determinize).
var hiddenWorlds = map[string]func(game.State, game.Player, *game.RNG) game.State{
	"cardbattle": cardbattle.HiddenWorld,
	"tableau":    tableau.HiddenWorld,
	"dojo":       dojo.HiddenWorld,
}

// configured is one game built in one of its test configurations.
type configured struct {
	name string
	g    game.Game
}

// allConfigured builds every registered game in each of its test
// configurations; a registered game without configurations fails the test.
func allConfigured(t *testing.T) []configured {
	t.Helper()
	var out []configured
	for _, e := range registry.Games() {
		opts, ok := configs[e.Name]
		if !ok {
			t.Errorf("game %s has no test configurations in vec's tests", e.Name)
			continue
		}
		if _, ok := hiddenWorlds[e.Name]; !ok {
			t.Errorf("game %s has no hidden-world builder in vec's tests", e.Name)
		}
		for _, o := range opts {
			g, err := e.New(nil, o)
			if err != nil {
				t.Fatalf("%s %v: %v", e.Name, o, err)
			}
			out = append(out, configured{name: e.Name + "/" + o.String(), g: g})
		}
	}
	return out
}

// playRandom plays a game from seed to its end (or limit actions) with
// uniformly random moves and chance outcomes drawn with their
// probabilities, calling visit at every decision of a seat before its move.
func playRandom(t *testing.T, g game.Game, seed uint64, limit int, visit func(s game.State)) {
	t.Helper()
	s := g.NewState(seed)
	rng := game.NewRNG(game.Mix(seed, 7))
	var legal []game.Action
	var outs []game.ChanceOutcome
	for n := 0; !s.IsTerminal(); n++ {
		if n == limit {
			t.Fatalf("%s seed %d: not over after %d actions", g.Name(), seed, limit)
		}
		var a game.Action
		if s.CurrentPlayer() == game.Chance {
			outs = s.ChanceOutcomes(outs[:0])
			a = outs[rng.Pick(outs)].Action
		} else {
			visit(s)
			legal = s.LegalActions(legal[:0])
			a = legal[rng.IntN(len(legal))]
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s seed %d: %v", g.Name(), seed, err)
		}
	}
}

// gamesPerConfig is the number of random games each check plays per
// configuration.
func gamesPerConfig() int {
	if testing.Short() {
		return 2
	}
	return 30
}
