//go:build cgo

package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/registry"
	"menagerie/vec"
)

// batch is one vec.Batch for the caller, with the game it plays and the
// caller's buffers once bound. Its lock keeps two threads of the caller
// from stepping it at once.
type batch struct {
	mu    sync.Mutex
	entry *registry.Entry
	g     game.Game
	b     *vec.Batch
	out   vec.Out
	bound bool
	// advisers are the bots mng_advise has made, by spec.
	advisers map[string]agent.Agent
}

// spec is what the caller asks for: a game by name, rule options as
// key=value lines and a bot spec per seat, one a line, an empty line for a
// seat the caller plays (no lines: the caller plays every seat).
type spec struct {
	game, options, bots string
	size                int
	seed                uint64
	workers, maxActions int
}

// newBatch builds the game and its bots and makes the batch.
func newBatch(s spec) (*batch, error) {
	e, err := registry.Lookup(s.game)
	if err != nil {
		return nil, err
	}
	opts, err := game.ParseOptions(lines(s.options))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.game, err)
	}
	g, err := e.New(nil, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.game, err)
	}
	var bots []agent.Agent
	if specs := strings.Split(s.bots, "\n"); s.bots != "" {
		if len(specs) != g.NumPlayers() {
			return nil, fmt.Errorf("%s: %d bot specs for %d seats (an empty spec for a seat the caller plays)", s.game, len(specs), g.NumPlayers())
		}
		bots = make([]agent.Agent, len(specs))
		for seat, sp := range specs {
			if sp == "" {
				continue
			}
			if bots[seat], err = e.NewBot(sp, g); err != nil {
				return nil, fmt.Errorf("%s: seat %d: %w", s.game, seat, err)
			}
		}
	}
	b, err := vec.New(vec.Config{Game: g, Size: s.size, Seed: s.seed, Bots: bots, Workers: s.workers, MaxActions: s.maxActions})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.game, err)
	}
	return &batch{entry: e, g: g, b: b}, nil
}

// lines splits text into its non-empty lines.
func lines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

// bind keeps the caller's buffers for Reset, Start and Step.
func (b *batch) bind(out vec.Out) {
	b.out = out
	b.bound = true
}

// checkBound reports a batch whose buffers are not bound yet.
func (b *batch) checkBound() error {
	if !b.bound {
		return fmt.Errorf("%s: the batch's buffers are not bound yet", b.g.Name())
	}
	return nil
}

// view is slot i's game as seat sees it: the game in progress or, when
// final, the last one that ended in the slot.
func (b *batch) view(i int, seat game.Player, final bool) (game.Observation, error) {
	if final {
		return b.b.FinalObservation(i, seat)
	}
	return b.b.Observation(i, seat)
}

// observationJSON is slot i's game as seat sees it, as the engine's
// structured observation in JSON.
func (b *batch) observationJSON(i int, seat game.Player, final bool) (string, error) {
	o, err := b.view(i, seat, final)
	if err != nil {
		return "", err
	}
	data, err := json.Marshal(o)
	return string(data), err
}

// text is slot i's game as seat sees it, in the game's words, with the
// result once it is over.
func (b *batch) text(i int, seat game.Player, final bool) (string, error) {
	o, err := b.view(i, seat, final)
	if err != nil {
		return "", err
	}
	text := b.g.ObservationText(o)
	if result := b.g.ResultText(o); result != "" {
		text = strings.TrimRight(text, "\n") + "\n\n" + result
	}
	return text, nil
}

// recordJSON is the record of slot i's game in progress, or when last of
// the last game that ended there (sealed), as `menagerie replay` reads it.
func (b *batch) recordJSON(i int, last bool) (string, error) {
	var (
		r   *game.Record
		err error
	)
	if last {
		r, err = b.b.LastRecord(i)
	} else {
		r, err = b.b.Record(i)
	}
	if err != nil {
		return "", err
	}
	data, err := json.MarshalIndent(r, "", "  ")
	return string(data) + "\n", err
}

// actionIndex is the index of an engine action in the batch's action
// space.
func (b *batch) actionIndex(a game.Action) (int, error) {
	i, ok := b.b.ActionSpace().Index(a)
	if !ok {
		return 0, fmt.Errorf("%s: action %d is not in the action space (a chance outcome?)", b.g.Name(), a)
	}
	return i, nil
}

// bot is the adviser of spec, made at its first use.
func (b *batch) bot(spec string) (agent.Agent, error) {
	if a, ok := b.advisers[spec]; ok {
		return a, nil
	}
	a, err := b.entry.NewBot(spec, b.g)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", b.g.Name(), err)
	}
	if b.advisers == nil {
		b.advisers = map[string]agent.Agent{}
	}
	b.advisers[spec] = a
	return a, nil
}
