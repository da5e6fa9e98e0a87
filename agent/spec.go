package agent

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"menagerie/agent/cardbattlebot"
	"menagerie/agent/dojobot"
	"menagerie/agent/tableaubot"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
)

// Kinds lists the bot kinds New understands, with their parameters.
var Kinds = []struct{ Name, Help string }{
	{"random", "uniformly random legal actions"},
	{"heuristic", "a sensible per-game player (Card Battle: buys by value, orders its deck with the battle calculator; Tableau: tries each action on a sampled state, one decision ahead)"},
	{"ismcts", "information-set Monte Carlo tree search; parameters iters=N (default 1000) or ms=N, " +
		"workers=N (default 1), c=F (exploration, default 0.7), rollout=random|heuristic (default heuristic where the game has one)"},
}

// New makes a bot from a spec such as "random", "heuristic" or
// "ismcts:iters=2000,workers=2" for game g.
func New(spec string, g game.Game) (Agent, error) {
	kind, params, err := parseSpec(spec)
	if err != nil {
		return nil, err
	}
	switch kind {
	case "random":
		if len(params) > 0 {
			return nil, fmt.Errorf("bot %q: random takes no parameters", spec)
		}
		return Random{}, nil
	case "heuristic":
		if len(params) > 0 {
			return nil, fmt.Errorf("bot %q: heuristic takes no parameters", spec)
		}
		switch tg := g.(type) {
		case *cardbattle.Game:
			return cardbattlebot.NewHeuristic(spec, tg), nil
		case *tableau.Game:
			return tableaubot.NewHeuristic(spec, tg), nil
		case *dojo.Game:
			return dojobot.NewHeuristic(spec, tg), nil
		}
		return nil, fmt.Errorf("bot %q: no heuristic player for %s yet", spec, g.Name())
	case "ismcts":
		return newISMCTS(spec, params, g)
	}
	return nil, fmt.Errorf("bot %q: unknown kind %q (known: random, heuristic, ismcts)", spec, kind)
}

func parseSpec(spec string) (string, map[string]string, error) {
	kind, rest, _ := strings.Cut(strings.TrimSpace(spec), ":")
	params := map[string]string{}
	if rest != "" {
		for _, kv := range strings.Split(rest, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok || k == "" {
				return "", nil, fmt.Errorf("bot %q: parameter %q is not key=value", spec, kv)
			}
			if _, dup := params[k]; dup {
				return "", nil, fmt.Errorf("bot %q: parameter %q given twice", spec, k)
			}
			params[k] = v
		}
	}
	return kind, params, nil
}

func newISMCTS(spec string, params map[string]string, g game.Game) (Agent, error) {
	m := &ISMCTS{Spec: spec, Iterations: 1000, Workers: 1, C: 0.7, Margin: 0.01, Z: 2}
	rollout := "heuristic"
	expert := true
	for k, v := range params {
		bad := func() error { return fmt.Errorf("bot %q: %s=%q is not valid", spec, k, v) }
		switch k {
		case "iters":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 100_000_000 {
				return nil, bad()
			}
			m.Iterations = n
		case "ms":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 3_600_000 {
				return nil, bad()
			}
			m.Duration = time.Duration(n) * time.Millisecond
		case "workers":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 256 {
				return nil, bad()
			}
			m.Workers = n
		case "c":
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 0 || f > 100 {
				return nil, bad()
			}
			m.C = f
		case "expert":
			b, err := strconv.ParseBool(v)
			if err != nil {
				return nil, bad()
			}
			expert = b
		case "rollout":
			if v != "random" && v != "heuristic" {
				return nil, bad()
			}
			rollout = v
		default:
			return nil, fmt.Errorf("bot %q: unknown parameter %q (iters, ms, workers, c, rollout, expert)", spec, k)
		}
	}
	if _, both := params["iters"]; both && m.Duration > 0 {
		return nil, fmt.Errorf("bot %q: give iters or ms, not both", spec)
	}
	if cg, ok := g.(*cardbattle.Game); ok {
		if rollout == "heuristic" {
			m.Playout = cardbattlebot.Playout(cg)
		}
		if expert {
			h := cardbattlebot.NewHeuristic(spec, cg)
			h.ModelOpponent = true
			m.Expert = h.DeckOrder
			m.Prior = func(v *game.View, seed uint64) (game.Action, bool, error) {
				a, err := h.Act(v, seed)
				return a, err == nil, err
			}
		}
	}
	if tg, ok := g.(*tableau.Game); ok {
		if rollout == "heuristic" {
			m.Playout = tableaubot.Playout(tg)
		}
		if expert {
			h := tableaubot.NewHeuristic(spec, tg)
			m.Prior = func(v *game.View, seed uint64) (game.Action, bool, error) {
				a, err := h.Act(v, seed)
				return a, err == nil, err
			}
		}
	}
	if dg, ok := g.(*dojo.Game); ok && expert {
		h := dojobot.NewHeuristic(spec, dg)
		m.Prior = func(v *game.View, seed uint64) (game.Action, bool, error) {
			a, err := h.Act(v, seed)
			return a, err == nil, err
		}
	}
	return m, nil
}
