// Package vec steps many games of one game and configuration together, for
// learning programs: the caller plays some seats by action index, bots and
// chance play the rest inside, finished games start again with the next
// seed, and every result lands in flat buffers the caller owns (a
// batched environment). It derives the chance draws and the bots' seeds
// as package session does (game.ChanceSeed, game.DecisionSeed), so a game
// played here replays there move for move.
package vec

import (
	"errors"
	"fmt"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/panics"
)

// Config says what to run.
type Config struct {
	// Game is the configured game; it must implement game.Numeric.
	Game game.Game
	// Size is the number of games stepped together, B.
	Size int
	// Seed is the base seed: game slot i's k-th game (counted from 0) has
	// seed game.GameSeed(Seed, k*Size+i), unless Start gives it another.
	Seed uint64
	// Bots holds a bot per seat, nil for a seat the caller plays; an empty
	// list makes the caller play every seat. At least one seat must be the
	// caller's.
	Bots []agent.Agent
	// MaxActions stops a runaway game with an error (0: no limit).
	MaxActions int
	// Workers steps the games on this many goroutines (0 or 1: on the
	// caller's). The results do not depend on it.
	Workers int
}

// Out holds the caller's buffers that Reset and Step fill, one row per
// game slot, rows one after another.
type Out struct {
	// Obs is the observation of the seat to act (Size x ObservationSize).
	Obs []float32
	// Mask is 1 at the index of each legal action of the seat to act
	// (Size x ActionSize).
	Mask []uint8
	// Rewards are each seat's return in a game that ended at this step,
	// 0 otherwise (Size x Players).
	Rewards []float32
	// Done is 1 for a slot whose game ended at this step (a new one has
	// started there), else 0 (Size).
	Done []uint8
	// ToAct is the seat to act (Size).
	ToAct []int32
}

// Batch is B games in progress. It is owned by one goroutine; Close stops
// its workers.
type Batch struct {
	cfg     Config
	space   *ActionSpace
	obsSize int
	players int
	slots   []slot
	pool    *pool
	// out is the step in progress's buffers, for the workers.
	out Out
}

// New makes a batch; Reset starts its games.
func New(cfg Config) (*Batch, error) {
	if cfg.Game == nil {
		return nil, errors.New("vec: no game")
	}
	g := cfg.Game
	n := g.NumPlayers()
	switch {
	case cfg.Size < 1:
		return nil, fmt.Errorf("vec: Size %d: at least one game", cfg.Size)
	case len(cfg.Bots) != 0 && len(cfg.Bots) != n:
		return nil, fmt.Errorf("vec: %d bots for %d seats", len(cfg.Bots), n)
	case cfg.MaxActions < 0:
		return nil, fmt.Errorf("vec: MaxActions %d is negative", cfg.MaxActions)
	case cfg.Workers < 0:
		return nil, fmt.Errorf("vec: Workers %d is negative", cfg.Workers)
	}
	if len(cfg.Bots) != 0 && !hasNil(cfg.Bots) {
		return nil, fmt.Errorf("vec: bots play all %d seats of %s: the caller must play at least one", n, g.Name())
	}
	space, err := NewActionSpace(g)
	if err != nil {
		return nil, err
	}
	b := &Batch{cfg: cfg, space: space, obsSize: g.(game.Numeric).ObservationSize(), players: n,
		slots: make([]slot, cfg.Size)}
	for i := range b.slots {
		sl := &b.slots[i]
		sl.returns = make([]float64, 0, n)
		// No state offers more actions than the space has indices.
		sl.legal = make([]game.Action, 0, space.Size())
	}
	if cfg.Workers > 1 {
		b.pool = newPool(min(cfg.Workers, cfg.Size), cfg.Size, b.stepRange)
	}
	return b, nil
}

// Close stops the batch's workers.
func (b *Batch) Close() {
	if b.pool != nil {
		b.pool.close()
		b.pool = nil
	}
}

// Size is the number of games, B.
func (b *Batch) Size() int { return len(b.slots) }

// ActionSize is the number of action indices, N.
func (b *Batch) ActionSize() int { return b.space.Size() }

// ObservationSize is the length of one observation.
func (b *Batch) ObservationSize() int { return b.obsSize }

// ObservationMax is the largest value of each position of an observation
// (game.Numeric); the caller must not change it.
func (b *Batch) ObservationMax() []float32 { return b.cfg.Game.(game.Numeric).ObservationMax() }

// Players is the number of seats.
func (b *Batch) Players() int { return b.players }

// ActionSpace returns the game's action space.
func (b *Batch) ActionSpace() *ActionSpace { return b.space }

// Reset starts every slot's next game (its first, the first time) and
// fills out, with Done and Rewards 0.
func (b *Batch) Reset(out Out) error {
	if err := b.checkOut(out); err != nil {
		return err
	}
	clear(out.Rewards)
	for i := range b.slots {
		if err := b.begin(i, b.nextSeed(i), out); err != nil {
			return err
		}
	}
	return nil
}

// Start starts slot i's next game from seed, and fills its row of out
// (Done and Rewards 0).
func (b *Batch) Start(i int, seed uint64, out Out) error {
	if err := b.checkOut(out); err != nil {
		return err
	}
	if i < 0 || i >= len(b.slots) {
		return fmt.Errorf("vec: no game slot %d in a batch of %d", i, len(b.slots))
	}
	clear(out.Rewards[i*b.players : (i+1)*b.players])
	return b.begin(i, seed, out)
}

// begin starts slot i's next game from seed and fills its row of out. An
// error, or a panic of the engine or a bot, stops the slot until it is
// started again.
func (b *Batch) begin(i int, seed uint64, out Out) error {
	sl := &b.slots[i]
	if sl.err = b.startCaught(i, seed, out); sl.err != nil {
		return b.slotError(i, sl.err)
	}
	return nil
}

// startCaught starts slot i's game and writes its row, returning a panic
// as an error.
func (b *Batch) startCaught(i int, seed uint64, out Out) (err error) {
	defer panics.Recover(&err)
	if err := b.start(i, seed); err != nil {
		return err
	}
	return b.write(i, out)
}

// Step plays actions[i], an action index, in slot i for its seat to act,
// then chance and bots until a seat the caller plays is to act again; a
// game that ends is started again with the slot's next seed. It checks
// every index before playing any: a bad one leaves the batch unchanged.
// A bot's error, a game over MaxActions or a panic of the engine or a bot
// (a *panics.Error, on whichever goroutine it happens) stops its slot
// where it is and is returned; the other slots have played their actions
// and their rows are filled. A stopped slot stays stopped, Step refusing
// to play, until Reset or Start begins it again.
func (b *Batch) Step(actions []int32, out Out) error {
	if len(actions) != len(b.slots) {
		return fmt.Errorf("vec: %d actions for %d games", len(actions), len(b.slots))
	}
	if err := b.checkOut(out); err != nil {
		return err
	}
	for i := range b.slots {
		sl := &b.slots[i]
		switch {
		case sl.err != nil:
			return fmt.Errorf("game slot %d (seed %d) stopped at an error: Reset, or Start the slot, to play on", i, sl.seed)
		case sl.st == nil:
			return errors.New("vec: Step before Reset")
		}
		a, err := b.space.Decode(int(actions[i]), sl.legal)
		if err != nil {
			return fmt.Errorf("game slot %d: %w", i, err)
		}
		sl.next = a
	}
	b.out = out
	if b.pool != nil {
		b.pool.run()
	} else {
		b.stepRange(0, len(b.slots))
	}
	for i := range b.slots {
		if err := b.slots[i].err; err != nil {
			return b.slotError(i, err)
		}
	}
	return nil
}

// slotError says which slot and game an error happened in.
func (b *Batch) slotError(i int, err error) error {
	return fmt.Errorf("game slot %d (seed %d): %w", i, b.slots[i].seed, err)
}

// stepRange plays the decoded actions of slots lo to hi-1, on a worker or
// the caller's goroutine.
func (b *Batch) stepRange(lo, hi int) {
	for i := lo; i < hi; i++ {
		b.slots[i].err = b.stepCaught(i)
	}
}

// stepCaught steps slot i, returning a panic as an error: it must not end
// a worker, and with it the program.
func (b *Batch) stepCaught(i int) (err error) {
	defer panics.Recover(&err)
	return b.stepSlot(i, b.out)
}

// stepSlot plays slot i's decoded action and writes its row.
func (b *Batch) stepSlot(i int, out Out) error {
	sl := &b.slots[i]
	sl.play(sl.next)
	done := false
	if err := b.advance(sl); err != nil {
		return err
	}
	if sl.st.IsTerminal() {
		done = true
		sl.returns = sl.st.Returns(sl.returns[:0])
		for p, r := range sl.returns {
			out.Rewards[i*b.players+p] = float32(r)
		}
		if err := b.start(i, b.nextSeed(i)); err != nil {
			return err
		}
	} else {
		clear(out.Rewards[i*b.players : (i+1)*b.players])
	}
	if err := b.write(i, out); err != nil {
		return err
	}
	if done {
		out.Done[i] = 1
	}
	return nil
}

// nextSeed is the seed of slot i's next automatic start.
func (b *Batch) nextSeed(i int) uint64 {
	return game.GameSeed(b.cfg.Seed, b.slots[i].started*uint64(len(b.slots))+uint64(i))
}

// start begins slot i's next game from seed and plays it to the caller's
// first decision.
func (b *Batch) start(i int, seed uint64) error {
	sl := &b.slots[i]
	if sl.st != nil && sl.st.IsTerminal() {
		sl.lastSeed, sl.last, sl.actions = sl.seed, sl.actions, sl.last
		sl.final = sl.st
		// Until the new state is made: a panic in NewState must not leave
		// the ended game to be taken for the last one again.
		sl.st = nil
	}
	sl.started++
	sl.seed = seed
	sl.st = b.cfg.Game.NewState(seed)
	sl.num = sl.st.(game.NumericState)
	sl.chance = game.NewRNG(game.ChanceSeed(seed))
	sl.actions = sl.actions[:0]
	if err := b.advance(sl); err != nil {
		return err
	}
	if sl.st.IsTerminal() {
		return errors.New("the game ended before a seat the caller plays was to act")
	}
	return nil
}

// advance plays chance outcomes and bot moves until the caller's seat is
// to act or the game is over, and lists the legal actions then.
func (b *Batch) advance(sl *slot) error {
	for {
		if b.cfg.MaxActions > 0 && len(sl.actions) >= b.cfg.MaxActions {
			return fmt.Errorf("vec: game not over after %d actions", b.cfg.MaxActions)
		}
		p := sl.st.CurrentPlayer()
		switch {
		case p == game.Terminal:
			sl.legal = sl.legal[:0]
			return nil
		case p == game.Chance:
			sl.outs = sl.st.ChanceOutcomes(sl.outs[:0])
			sl.play(sl.outs[sl.chance.Pick(sl.outs)].Action)
		case int(p) < len(b.cfg.Bots) && b.cfg.Bots[p] != nil:
			bot := b.cfg.Bots[p]
			a, err := sl.botMove(bot)
			if err != nil {
				return err
			}
			if err := sl.st.Apply(a); err != nil {
				return fmt.Errorf("%s (P%d): %w", bot.Name(), p+1, err)
			}
			sl.actions = append(sl.actions, a)
		default:
			sl.legal = sl.st.LegalActions(sl.legal[:0])
			return nil
		}
	}
}

// write fills slot i's row of out: the seat to act, its observation and
// mask, Done 0. It fails if the engine offers a move its action space
// lacks (an engine's bug, which the action space tests look for).
func (b *Batch) write(i int, out Out) error {
	sl := &b.slots[i]
	seat := sl.st.CurrentPlayer()
	out.ToAct[i] = int32(seat)
	out.Done[i] = 0
	sl.num.EncodeObservation(seat, out.Obs[i*b.obsSize:(i+1)*b.obsSize])
	mask := out.Mask[i*b.space.Size() : (i+1)*b.space.Size()]
	return b.space.Mask(sl.legal, mask)
}

// checkOut reports a buffer of the wrong length.
func (b *Batch) checkOut(out Out) error {
	n := len(b.slots)
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"Obs", len(out.Obs), n * b.obsSize},
		{"Mask", len(out.Mask), n * b.space.Size()},
		{"Rewards", len(out.Rewards), n * b.players},
		{"Done", len(out.Done), n},
		{"ToAct", len(out.ToAct), n},
	} {
		if c.got != c.want {
			return fmt.Errorf("vec: Out.%s has %d entries, want %d", c.name, c.got, c.want)
		}
	}
	return nil
}

func hasNil(bots []agent.Agent) bool {
	for _, b := range bots {
		if b == nil {
			return true
		}
	}
	return false
}
