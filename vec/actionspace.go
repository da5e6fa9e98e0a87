package vec

import (
	"fmt"
	"slices"

	"menagerie/game"
)

// ActionSpace gives every action a seat may be offered in one game and
// configuration a fixed index in [0, Size()): its position in the game's
// game.Numeric list. An action mask of Size() entries is then exact: each
// legal action of any state has its own index, and an index names at most
// one action. Actions keep their engine numbers, so records do not change.
type ActionSpace struct {
	game    string
	actions []game.Action // increasing
}

// NewActionSpace reads g's action list; it fails for a game that has none
// or whose list is not strictly increasing.
func NewActionSpace(g game.Game) (*ActionSpace, error) {
	num, ok := g.(game.Numeric)
	if !ok {
		return nil, fmt.Errorf("vec: game %q has no fixed action space (it does not implement game.Numeric)", g.Name())
	}
	actions := num.ActionSpace(nil)
	if len(actions) == 0 {
		return nil, fmt.Errorf("vec: game %q lists no actions", g.Name())
	}
	for i := 1; i < len(actions); i++ {
		if actions[i] <= actions[i-1] {
			return nil, fmt.Errorf("vec: game %q lists action %d after %d: the list must be strictly increasing", g.Name(), actions[i], actions[i-1])
		}
	}
	return &ActionSpace{game: g.Name(), actions: actions}, nil
}

// Size is the number of indices, N.
func (sp *ActionSpace) Size() int { return len(sp.actions) }

// Index returns the index of action a; ok is false for an action outside
// the space.
func (sp *ActionSpace) Index(a game.Action) (i int, ok bool) {
	return slices.BinarySearch(sp.actions, a)
}

// Action returns the action at index i, or an error for an index outside
// [0, Size()).
func (sp *ActionSpace) Action(i int) (game.Action, error) {
	if i < 0 || i >= len(sp.actions) {
		return 0, fmt.Errorf("vec: action index %d is outside %s's action space [0, %d)", i, sp.game, len(sp.actions))
	}
	return sp.actions[i], nil
}

// Mask sets mask (Size() long) to 1 at the index of each action of legal
// and 0 elsewhere. It fails, naming the action, if one is outside the
// space: the engine offered a move its list lacks.
func (sp *ActionSpace) Mask(legal []game.Action, mask []uint8) error {
	if len(mask) != len(sp.actions) {
		return fmt.Errorf("vec: a mask of %d entries for %s's action space of %d", len(mask), sp.game, len(sp.actions))
	}
	clear(mask)
	for _, a := range legal {
		i, ok := sp.Index(a)
		if !ok {
			return fmt.Errorf("vec: %s offers action %d, which its action space lacks", sp.game, a)
		}
		mask[i] = 1
	}
	return nil
}

// Decode returns the legal action at index i, or an error saying why the
// index names none: outside the space, or not legal now.
func (sp *ActionSpace) Decode(i int, legal []game.Action) (game.Action, error) {
	a, err := sp.Action(i)
	if err != nil {
		return 0, err
	}
	if !slices.Contains(legal, a) {
		return 0, fmt.Errorf("vec: action index %d (%s action %d) is not legal now: its mask entry is 0", i, sp.game, a)
	}
	return a, nil
}
