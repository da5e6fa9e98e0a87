package tableau

import "menagerie/game"

// ActionSpace appends every action a seat may be offered in a game of this
// configuration, in increasing order: every move DecodeAction knows but the
// Mosquito die's faces (chance), the market cells and lines of this grid
// and the food targets of these seats.
func (g *Game) ActionSpace(dst []game.Action) []game.Action {
	for a := game.Action(0); a < actEnd; a++ {
		m, ok := DecodeAction(a)
		switch {
		case !ok || m.Kind == MoveRoll:
		case m.Kind == MovePick && m.Cell >= g.r.rows*g.r.cols:
		case m.Kind == MoveRefillRow && m.Line >= g.r.rows:
		case m.Kind == MoveRefillCol && m.Line >= g.r.cols:
		case m.Kind == MoveFood && m.Seat >= g.r.players:
		default:
			dst = append(dst, a)
		}
	}
	return dst
}
