package agent

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"menagerie/game"
)

// Kinds lists the bot kinds New understands, with their parameters.
var Kinds = []struct{ Name, Help string }{
	{"random", "uniformly random legal actions"},
	{"heuristic", "a sensible per-game player (Card Battle: buys by value, orders its deck with the battle calculator; Tableau: tries each action on a sampled state, one decision ahead)"},
	{"easy", "the level for a beginner: the heuristic misjudging close calls (it draws among its three best choices by value; medium beats it 73-79% over 1,000 games)"},
	{"medium", "the level for a casual player: the heuristic (answers at once)"},
	{"hard", fmt.Sprintf("the level for a strong player: ismcts:iters=%d,width=%d (beats medium 82%% in two-player Card Battle, 78%% in Tableau, 75%% in Dojo, over 1,000 games; 20-30 ms a move)", hardIterations, hardWidth)},
	{"ismcts", "information-set Monte Carlo tree search; parameters iters=N (default 1000) or ms=N, " +
		"workers=N (default 1), width=N (search only the N moves the heuristic values most; default 0, all), " +
		"c=F (exploration, default 0.7), z=F (standard errors by which another move must beat the heuristic's, default 2), " +
		"rollout=random|heuristic (default heuristic where the game has one)"},
}

// The hard level's search: hardIterations a decision, strong and quick
// enough to answer a person at once, over the hardWidth moves the
// heuristic values most (Dojo: 73% against medium with 4, 66% with all).
const (
	hardIterations = 500
	hardWidth      = 4
)

// New makes a bot from a spec such as "random", "heuristic",
// "ismcts:iters=2000,workers=2" or a level ("easy", "medium", "hard") for
// game g, whose own players and search parts are bots.
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
		return newISMCTS(spec, params, g, bots)
	}
	return nil, fmt.Errorf("bot %s: unknown kind %s (known: random, heuristic, ismcts, easy, medium, hard)", game.Quote(spec), game.Quote(kind))
}

// newLevel makes the level kind: easy is the heuristic misjudging close
// calls, medium the heuristic, hard the search with hardIterations and
// hardWidth.
func newLevel(spec, kind string, g game.Game, bots GameBots) (Agent, error) {
	if kind == "hard" {
		return newISMCTS(spec, map[string]string{"iters": strconv.Itoa(hardIterations), "width": strconv.Itoa(hardWidth)}, g, bots)
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

func parseSpec(spec string) (string, map[string]string, error) {
	kind, rest, _ := strings.Cut(strings.TrimSpace(spec), ":")
	params := map[string]string{}
	if rest != "" {
		for _, kv := range strings.Split(rest, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok || k == "" {
				return "", nil, fmt.Errorf("bot %s: parameter %s is not key=value", game.Quote(spec), game.Quote(kv))
			}
			if _, dup := params[k]; dup {
				return "", nil, fmt.Errorf("bot %s: parameter %s given twice", game.Quote(spec), game.Quote(k))
			}
			params[k] = v
		}
	}
	return kind, params, nil
}

func newISMCTS(spec string, params map[string]string, g game.Game, bots GameBots) (Agent, error) {
	m := &ISMCTS{Spec: spec, Iterations: 1000, Workers: 1, C: 0.7, Margin: 0.01, Z: 2}
	rollout := "heuristic"
	expert := true
	for k, v := range params {
		bad := func() error { return fmt.Errorf("bot %s: %s=%s is not valid", game.Quote(spec), k, game.Quote(v)) }
		// whole reads v as a whole number from lo to hi (see game.ParseWhole).
		whole := func(lo, hi int) (int, error) {
			n, err := game.ParseWhole(v, lo, hi)
			switch {
			case errors.Is(err, game.ErrNotWhole):
				return 0, bad()
			case err != nil:
				return 0, fmt.Errorf("bot %s: %s=%s is %w", game.Quote(spec), k, game.Quote(v), err)
			}
			return n, nil
		}
		switch k {
		case "iters":
			n, err := whole(1, 100_000_000)
			if err != nil {
				return nil, err
			}
			m.Iterations = n
		case "ms":
			n, err := whole(1, 3_600_000)
			if err != nil {
				return nil, err
			}
			m.Duration = time.Duration(n) * time.Millisecond
		case "workers":
			n, err := whole(1, 256)
			if err != nil {
				return nil, err
			}
			m.Workers = n
		case "width":
			n, err := whole(0, 100_000)
			if err != nil {
				return nil, err
			}
			m.Width = n
		case "c":
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 0 || f > 100 {
				return nil, bad()
			}
			m.C = f
		case "z":
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 0 || f > 100 {
				return nil, bad()
			}
			m.Z = f
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
			return nil, fmt.Errorf("bot %s: unknown parameter %s (iters, ms, workers, width, c, z, rollout, expert)", game.Quote(spec), game.Quote(k))
		}
	}
	if _, both := params["iters"]; both && m.Duration > 0 {
		return nil, fmt.Errorf("bot %s: give iters or ms, not both", game.Quote(spec))
	}
	if rollout == "heuristic" && bots.Playout != nil {
		p, err := bots.Playout(g)
		if err != nil {
			return nil, fmt.Errorf("bot %s: %w", game.Quote(spec), err)
		}
		m.Playout = p
	}
	if expert && bots.Search != nil {
		prior, exp, err := bots.Search(spec, g)
		if err != nil {
			return nil, fmt.Errorf("bot %s: %w", game.Quote(spec), err)
		}
		m.Expert = exp
		chooser, chooses := prior.(Chooser)
		switch {
		case chooses && m.Width > 0:
			m.Choose = chooser.Choose
		case prior != nil:
			m.Prior = Prior(prior)
		}
		if m.Width > 0 && m.Choose == nil && bots.Heuristic != nil {
			h, err := bots.Heuristic(spec, g)
			if err != nil {
				return nil, fmt.Errorf("bot %s: %w", game.Quote(spec), err)
			}
			if r, ok := h.(Valuer); ok {
				m.Rank = r.Values
			}
		}
	}
	if m.Width > 0 && m.Rank == nil && m.Choose == nil {
		return nil, fmt.Errorf("bot %s: width needs %s's heuristic to value the moves (and expert=true)", game.Quote(spec), g.Name())
	}
	return m, nil
}
