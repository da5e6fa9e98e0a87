package agent

import (
	"fmt"
	"strings"
	"time"

	"menagerie/game"
)

// Kinds lists the bot kinds New understands, with their parameters.
var Kinds = []struct{ Name, Help string }{
	{"random", "uniformly random legal actions"},
	{"heuristic", "a sensible per-game player (Card Battle: buys by value, orders its deck with the battle calculator; Tableau: tries each action on a sampled state, one decision ahead)"},
	{"easy", "the level for a beginner: the heuristic misjudging close calls (it draws among its three best choices by value)"},
	{"medium", "the level for a casual player: the heuristic (answers at once)"},
	{"hard", fmt.Sprintf("the level for a strong player: ismcts:iters=%d,width=%d (20-30 ms a move)", hardIterations, hardWidth)},
	{"learned", "a network trained by imitation of another level, and in Dojo improved by its own games against medium (see docs/bots.md for each game's), playing the legal move it values most (games and configurations with a trained network only)"},
	{"ismcts", "information-set Monte Carlo tree search; parameters: " + searchHelp()},
}

// The hard level's search: hardIterations a decision, strong and quick
// enough to answer a person at once, over the hardWidth moves the
// heuristic values most (docs/bots.md, "The root", gives the design runs).
const (
	hardIterations = 500
	hardWidth      = 4
)

// New makes a bot from a spec such as "random", "heuristic",
// "ismcts:iters=2000,workers=2" or a level ("easy", "medium", "hard",
// "learned") for game g, whose own players and search parts are bots.
func New(spec string, g game.Game, bots GameBots) (Agent, error) {
	kind, params, err := parseSpec(spec)
	if err != nil {
		return nil, err
	}
	switch kind {
	case "easy", "medium", "hard":
		if len(params) > 0 {
			return nil, fmt.Errorf("bot %s: the %s level takes no parameters", game.Quote(spec), kind)
		}
		return newLevel(spec, kind, g, bots)
	case "learned":
		if len(params) > 0 {
			return nil, fmt.Errorf("bot %s: the learned level takes no parameters", game.Quote(spec))
		}
		return NewLearned(spec, g, bots.Learned)
	case "random":
		if len(params) > 0 {
			return nil, fmt.Errorf("bot %s: random takes no parameters", game.Quote(spec))
		}
		return Random{}, nil
	case "heuristic":
		if len(params) > 0 {
			return nil, fmt.Errorf("bot %s: heuristic takes no parameters", game.Quote(spec))
		}
		if bots.Heuristic == nil {
			return nil, fmt.Errorf("bot %s: no heuristic player for %s yet", game.Quote(spec), g.Name())
		}
		return bots.Heuristic(spec, g)
	case "ismcts":
		c, err := parseSearch(params)
		if err != nil {
			return nil, fmt.Errorf("bot %s: %w", game.Quote(spec), err)
		}
		return newISMCTS(spec, c, g, bots)
	}
	return nil, fmt.Errorf("bot %s: unknown kind %s (known: random, heuristic, ismcts, easy, medium, hard, learned)", game.Quote(spec), game.Quote(kind))
}

// newLevel makes the level kind: easy is the heuristic misjudging close
// calls, medium the heuristic, hard the search with hardIterations and
// hardWidth.
func newLevel(spec, kind string, g game.Game, bots GameBots) (Agent, error) {
	if kind == "hard" {
		c := searchDefaults
		c.Iterations, c.Width = hardIterations, hardWidth
		return newISMCTS(spec, c, g, bots)
	}
	player := bots.Heuristic
	if kind == "easy" && bots.EasyPlayer != nil {
		player = bots.EasyPlayer
	}
	if player == nil {
		return nil, fmt.Errorf("bot %s: no heuristic player for %s yet", game.Quote(spec), g.Name())
	}
	h, err := player(spec, g)
	if err != nil || kind == "medium" {
		return h, err
	}
	v, ok := h.(Valuer)
	if !ok || bots.EasyTemperature <= 0 {
		return nil, fmt.Errorf("bot %s: %s's heuristic does not value its actions, so it has no easy level", game.Quote(spec), g.Name())
	}
	return NewEasy(spec, v, bots.EasyTemperature), nil
}

// specParam is one key=value parameter of a bot spec.
type specParam struct{ key, value string }

// parseSpec splits a bot spec into its kind and its parameters, in the
// spec's order; a parameter given twice is refused.
func parseSpec(spec string) (string, []specParam, error) {
	kind, rest, _ := strings.Cut(strings.TrimSpace(spec), ":")
	var params []specParam
	if rest == "" {
		return kind, params, nil
	}
	seen := map[string]bool{}
	for _, kv := range strings.Split(rest, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return "", nil, fmt.Errorf("bot %s: parameter %s is not key=value", game.Quote(spec), game.Quote(kv))
		}
		if seen[k] {
			return "", nil, fmt.Errorf("bot %s: parameter %s given twice", game.Quote(spec), game.Quote(k))
		}
		seen[k] = true
		params = append(params, specParam{k, v})
	}
	return kind, params, nil
}

// newISMCTS makes the search an ismcts spec configures for game g.
func newISMCTS(spec string, c searchConfig, g game.Game, bots GameBots) (Agent, error) {
	m := &ISMCTS{Spec: spec, Iterations: c.Iterations, Duration: time.Duration(c.Milliseconds) * time.Millisecond,
		Workers: c.Workers, Width: c.Width, C: c.C, Margin: 0.01, Z: c.Z}
	if c.Rollout == "heuristic" && bots.Playout != nil {
		p, err := bots.Playout(g)
		if err != nil {
			return nil, fmt.Errorf("bot %s: %w", game.Quote(spec), err)
		}
		m.Playout = p
	}
	if c.Expert && bots.Search != nil {
		if err := m.borrow(spec, g, bots); err != nil {
			return nil, fmt.Errorf("bot %s: %w", game.Quote(spec), err)
		}
	}
	if m.Width > 0 && m.Rank == nil && m.Choose == nil {
		return nil, fmt.Errorf("bot %s: width needs %s's heuristic to value the moves (and expert=true)", game.Quote(spec), g.Name())
	}
	return m, nil
}

// borrow gives m the game's prior and expert, and with a width the
// heuristic's values to rank the root's moves by.
func (m *ISMCTS) borrow(spec string, g game.Game, bots GameBots) error {
	prior, exp, err := bots.Search(spec, g)
	if err != nil {
		return err
	}
	m.Expert = exp
	chooser, chooses := prior.(Chooser)
	switch {
	case chooses && m.Width > 0:
		m.Choose = chooser.Choose
		return nil
	case prior != nil:
		m.Prior = Prior(prior)
	}
	if m.Width == 0 || bots.Heuristic == nil {
		return nil
	}
	h, err := bots.Heuristic(spec, g)
	if err != nil {
		return err
	}
	if r, ok := h.(Valuer); ok {
		m.Rank = r.Values
	}
	return nil
}
