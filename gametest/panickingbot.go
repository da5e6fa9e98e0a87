package gametest

import (
	"fmt"
	"sync/atomic"

	"menagerie/game"
)

// PanickingBot returns a bot (an agent.Agent) that plays the first legal
// action for after decisions, counted over all its games (it may play
// several at once), then panics at every decision: a deliberately broken
// bot, for tests that show a bug in one game stops that game only.
func PanickingBot(after int) *Panicking {
	return &Panicking{after: int64(after)}
}

// Panicking is PanickingBot's bot.
type Panicking struct {
	after     int64
	decisions atomic.Int64
}

// Name is the bot's name.
func (b *Panicking) Name() string { return "panicking" }

// Act plays the first legal action, or panics past the bot's number of
// decisions.
func (b *Panicking) Act(v *game.View, _ uint64) (game.Action, error) {
	if n := b.decisions.Add(1); n > b.after {
		panic(fmt.Sprintf("panicking: a deliberate panic at decision %d", n))
	}
	return v.Legal()[0], nil
}
