// Package balance is Menagerie's balance lab: it plays many seeded games of
// one game between bots and counts, as games finish, what a designer needs
// to decide which card to change: each seat's and the First Player's
// results, game length, and per card how often it was offered, taken and
// kept and how its takers fared, split by bot level; and, replaying the
// same seeds with a card changed, the effect of the card itself. The
// counts form a Partial, which merges exactly with the partials of other
// seed ranges; NewReport turns one into rates with their intervals.
package balance

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/sim"
)

// Limits on a run.
const (
	// MaxGames is the most games per player count in one run.
	MaxGames = sim.MaxGames
	// MaxWorkers is the most games played at once.
	MaxWorkers = sim.MaxWorkers
	// MaxBots is the most bots in the seating schedule.
	MaxBots = 64
)

// Config describes a run.
type Config struct {
	// Definition is the game's definition: its name, card files and how
	// to build it.
	Definition *game.Definition
	// Cards is the card file to play with; nil plays the built-in cards.
	Cards *game.CardFile
	// Baseline, if set, is a card file to play the same games with, for
	// each figure's change from it.
	Baseline *game.CardFile
	// Options are the rule options, without the player count.
	Options game.Options
	// Players are the player counts to play, each a section of the
	// report; empty: the game's default.
	Players []int
	// Bots are bot specs, at least one per seat (one spec fills every
	// seat); NewBot makes them.
	Bots   []string
	NewBot func(spec string, g game.Game) (agent.Agent, error)
	// Games is the number of games per player count; Seed the base seed:
	// game i uses game.GameSeed(Seed, i) and the seating sim.Schedule gives.
	Games int
	Seed  uint64
	// Shard and Shards play only the Shard-th (1 to Shards) of Shards
	// equal ranges of games; 0 and 0 play them all.
	Shard, Shards int
	// Workers plays games in parallel (0: all cores).
	Workers int
	// MaxActions stops a runaway game with an error (0: no limit).
	MaxActions int
	// Counterfactual names the cards to play again changed; with
	// EveryCard, every card the card file lets change.
	Counterfactual []string
	EveryCard      bool
	// Replace says how a card is changed: ReplaceVanilla (the default)
	// or ReplaceRemove.
	Replace string
	// Progress, if set, is called as games finish with the number done
	// and the number to play.
	Progress func(done, total int)
}

// configured is one player count, ready to play.
type configured struct {
	index int
	game  game.Game
	set   game.CardSet
	// names[id] is card id's name; ids the reverse.
	names           []string
	ids             map[string]int
	info            map[string]map[string]string
	counterfactuals []*changedGame
}

// runner is a run being played.
type runner struct {
	rules      *rules
	bots       []string
	levels     []string
	levelOf    []int
	agents     [][]agent.Agent // per player count, per place in the schedule
	seed       uint64
	maxActions int
	configs    []*configured
}

// check refuses a run that cannot be played.
func (cfg *Config) check() error {
	if err := sim.CheckBounds(cfg.Games, cfg.Workers, cfg.MaxActions); err != nil {
		return err
	}
	switch {
	case cfg.Definition == nil || cfg.NewBot == nil:
		return fmt.Errorf("no game or no bot maker")
	case cfg.Shards < 0 || cfg.Shard < 0 || (cfg.Shards == 0) != (cfg.Shard == 0) || cfg.Shard > cfg.Shards:
		return fmt.Errorf("shard %d of %d: want K from 1 to N", cfg.Shard, cfg.Shards)
	case cfg.Shards > cfg.Games:
		return fmt.Errorf("%d shards of %d games: want at most one shard per game", cfg.Shards, cfg.Games)
	case len(cfg.Bots) == 0 || len(cfg.Bots) > MaxBots:
		return fmt.Errorf("%d bots: want 1 to %d", len(cfg.Bots), MaxBots)
	case cfg.Replace != "" && cfg.Replace != ReplaceVanilla && cfg.Replace != ReplaceRemove:
		return fmt.Errorf("replace %q: want %s or %s", cfg.Replace, ReplaceVanilla, ReplaceRemove)
	}
	return nil
}

// gameRange is the games this run plays: all, or its shard's.
func (cfg *Config) gameRange() Range {
	if cfg.Shards == 0 {
		return Range{0, cfg.Games}
	}
	return Range{(cfg.Shard - 1) * cfg.Games / cfg.Shards, cfg.Shard * cfg.Games / cfg.Shards}
}

// Run plays the run (and, with a baseline card file, the same games with
// it) and returns its counts. Each game's part depends only on its index,
// so the number of workers does not change the result. It stops with
// ctx's error, returning no partial, when ctx is cancelled.
func Run(ctx context.Context, cfg Config) (*Partial, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	if cfg.Baseline == nil {
		return runCards(ctx, cfg)
	}
	progress := cfg.Progress
	if progress != nil {
		cfg.Progress = func(done, total int) { progress(done, 2*total) }
	}
	part, err := runCards(ctx, cfg)
	if err != nil {
		return nil, err
	}
	base := cfg
	base.Cards, base.Baseline = cfg.Baseline, nil
	if progress != nil {
		base.Progress = func(done, total int) { progress(total+done, 2*total) }
	}
	if part.Baseline, err = runCards(ctx, base); err != nil {
		return nil, fmt.Errorf("baseline %s: %w", cfg.Baseline.Name, err)
	}
	return part, nil
}

// runCards plays the run with one card file.
func runCards(ctx context.Context, cfg Config) (*Partial, error) {
	r, err := prepare(&cfg)
	if err != nil {
		return nil, err
	}
	span := cfg.gameRange()
	part := &Partial{Format: PartialFormat, Game: cfg.Definition.Name, RulesVersion: cfg.Definition.RulesVersion,
		Bots: r.bots, Levels: r.levels, Seed: cfg.Seed, Games: cfg.Games, Covered: []Range{span}}
	if len(cfg.Counterfactual) > 0 || cfg.EveryCard {
		part.Replace = cfg.replace()
	}
	for _, c := range r.configs {
		s := newSection(c.game, c.set, len(r.levels))
		s.Info = c.info
		for _, cf := range c.counterfactuals {
			paired(&s.AllSeats, cf.card)
			if cf.seats != nil {
				paired(&s.PerSeat, cf.card)
			}
		}
		part.Sections = append(part.Sections, s)
	}
	per := span.To - span.From
	total := per * len(r.configs)
	workers := cfg.Workers
	if workers == 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, total)
	playing, stop := context.WithCancel(ctx)
	defer stop()
	var (
		next, done atomic.Int64
		mu         sync.Mutex
		firstErr   error
		wg         sync.WaitGroup
	)
	players := make([][]*player, workers)
	for w := range workers {
		players[w] = make([]*player, len(r.configs))
		for k, c := range r.configs {
			players[w][k] = newPlayer(r, c)
		}
		wg.Go(func() {
			for {
				t := int(next.Add(1) - 1)
				if t >= total || playing.Err() != nil {
					return
				}
				if err := players[w][t/per].play(playing, span.From+t%per); err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
					stop()
					return
				}
				d := int(done.Add(1))
				if cfg.Progress != nil {
					mu.Lock()
					cfg.Progress(d, total)
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	switch {
	case firstErr != nil && ctx.Err() == nil:
		return nil, firstErr
	case ctx.Err() != nil:
		return nil, ctx.Err()
	}
	for _, ps := range players {
		for k, p := range ps {
			part.Sections[k].merge(p.section)
		}
	}
	return part, nil
}

// replace is the way cards are changed, ReplaceVanilla by default.
func (cfg *Config) replace() string {
	if cfg.Replace == "" {
		return ReplaceVanilla
	}
	return cfg.Replace
}

// prepare builds the games, bots and changed games of a run.
func prepare(cfg *Config) (*runner, error) {
	rules, err := rulesFor(cfg.Definition)
	if err != nil {
		return nil, err
	}
	r := &runner{rules: rules, seed: cfg.Seed, maxActions: cfg.MaxActions}
	var set game.CardSet
	if cfg.Cards != nil {
		if set, err = cfg.Definition.Cards.Read(cfg.Cards.Name, cfg.Cards.Data); err != nil {
			return nil, err
		}
	}
	players := cfg.Players
	if len(players) == 0 {
		players = cfg.Definition.Players[:1]
	}
	r.bots = cfg.Bots
	if len(r.bots) == 1 {
		r.bots = make([]string, slices.Max(players))
		for i := range r.bots {
			r.bots[i] = cfg.Bots[0]
		}
	}
	for _, spec := range r.bots {
		l := index(r.levels, spec)
		if l < 0 {
			l = len(r.levels)
			r.levels = append(r.levels, spec)
		}
		r.levelOf = append(r.levelOf, l)
	}
	for k, n := range players {
		if k > 0 && n <= players[k-1] {
			return nil, fmt.Errorf("player counts %v: give each once, smallest first", players)
		}
		c, err := r.configure(cfg, set, n)
		if err != nil {
			return nil, err
		}
		c.index = k
		r.configs = append(r.configs, c)
	}
	for _, name := range cfg.Counterfactual {
		if !r.changes(name) {
			titles := make([]string, len(r.configs))
			for i, c := range r.configs {
				titles[i] = c.set.Title()
			}
			return nil, fmt.Errorf("counterfactual: no card %q in %s", name, strings.Join(titles, " or "))
		}
	}
	return r, nil
}

// changes reports whether some player count plays the named card's
// counterfactual.
func (r *runner) changes(name string) bool {
	for _, c := range r.configs {
		for _, cf := range c.counterfactuals {
			if cf.card == name {
				return true
			}
		}
	}
	return false
}

// configure builds one player count's game, bots and changed games.
func (r *runner) configure(cfg *Config, set game.CardSet, players int) (*configured, error) {
	opts := game.Options{}
	for k, v := range cfg.Options {
		opts[k] = v
	}
	opts["players"] = fmt.Sprint(players)
	g, err := cfg.Definition.New(set, opts)
	if err != nil {
		return nil, fmt.Errorf("%d players: %w", players, err)
	}
	if len(r.bots) < players {
		return nil, fmt.Errorf("%d players: want at least %d bots (or one spec for every seat), got %d", players, players, len(r.bots))
	}
	agents := make([]agent.Agent, len(r.bots))
	for i, spec := range r.bots {
		if agents[i], err = cfg.NewBot(spec, g); err != nil {
			return nil, err
		}
	}
	r.agents = append(r.agents, agents)
	c := &configured{game: g, set: cfg.Definition.Cards.InUse(g), ids: map[string]int{}}
	blank := g.CardName(0)
	c.names = append(c.names, blank)
	for id := 1; id < 1<<15; id++ {
		name := g.CardName(game.Card(id))
		if name == blank {
			break
		}
		c.names = append(c.names, name)
		c.ids[name] = id
	}
	if c.info, err = r.cardInfo(cfg.Definition, c); err != nil {
		return nil, err
	}
	if len(cfg.Counterfactual) > 0 || cfg.EveryCard {
		if c.counterfactuals, err = r.changedGames(cfg, c, opts); err != nil {
			return nil, fmt.Errorf("counterfactual: %w", err)
		}
	}
	return c, nil
}

// index is the position of s in list, or -1.
func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// cardInfo reads each card's source and group fields from the game's card
// list (the JSON of menagerie cards GAME --json). The list is of the set
// in use, so it is given no options: an option choosing cards (Card
// Battle's packs) has already chosen them.
func (r *runner) cardInfo(def *game.Definition, c *configured) (map[string]map[string]string, error) {
	list, err := def.Cards.List(c.set, nil)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(list.JSON)
	if err != nil {
		return nil, err
	}
	var cards []map[string]any
	if err := json.Unmarshal(data, &cards); err != nil {
		return nil, fmt.Errorf("the card list of %s is not a list of cards: %w", def.Name, err)
	}
	info := map[string]map[string]string{}
	for _, card := range cards {
		name, _ := card["name"].(string)
		if _, ok := c.ids[name]; !ok {
			continue
		}
		fields := map[string]string{}
		for _, f := range append([]string{"source"}, def.Cards.Groups...) {
			if v, ok := card[f]; ok && v != nil && v != "" {
				fields[f] = fmt.Sprint(v)
			}
		}
		info[name] = fields
	}
	return info, nil
}
