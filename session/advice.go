package session

import (
	"fmt"

	"menagerie/game"
)

// AdviceView returns a view for seat while it is to act and no bot plays
// it: what advice for a person is computed from. Its Observation is the
// seat's and its Sample draws only states the seat cannot tell apart from
// the game, so the advice knows no more than the seat. The view is over a
// copy of the session's state: it stays as it is while the session goes
// on, and may be used on another goroutine.
func (s *Session) AdviceView(seat game.Player) (*game.View, error) {
	switch {
	case seat < 0 || int(seat) >= s.cfg.Game.NumPlayers():
		return nil, fmt.Errorf("session: no seat %d in a game of %d", seat, s.cfg.Game.NumPlayers())
	case s.st.IsTerminal():
		return nil, ErrOver
	case len(s.queue) > 0:
		return nil, fmt.Errorf("%w: %d recorded actions are still to be replayed", ErrNotYourTurn, len(s.queue))
	case seat != s.ToAct():
		return nil, fmt.Errorf("%w: P%d is not to act", ErrNotYourTurn, seat+1)
	case int(seat) < len(s.cfg.Bots) && s.cfg.Bots[seat] != nil:
		return nil, fmt.Errorf("session: P%d is played by a bot", seat+1)
	}
	return game.NewView(s.st.Clone()), nil
}
