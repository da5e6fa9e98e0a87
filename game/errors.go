package game

import (
	"errors"
	"fmt"
)

// ErrIllegalAction is matched (with errors.Is) by every refusal of Apply.
var ErrIllegalAction = errors.New("illegal action")

// IllegalActionError says which action was refused and why, in words a
// player understands; errors.Is matches it with ErrIllegalAction.
type IllegalActionError struct {
	// Action is the refused action.
	Action Action
	// Seat is the seat to act, Chance or Terminal.
	Seat Player
	// What is the action in words when it means something here, else "".
	What string
	// Why says why it was refused: "the game is over".
	Why string
}

// Error reads "P1 cannot buy Ant (display slot 1) now: <Why>".
func (e *IllegalActionError) Error() string {
	who := "nobody"
	switch {
	case e.Seat >= 0:
		who = fmt.Sprintf("P%d", e.Seat+1)
	case e.Seat == Chance:
		who = "chance"
	}
	what := e.What
	if what == "" {
		what = fmt.Sprintf("play action %d", e.Action)
	}
	return fmt.Sprintf("%s cannot %s now: %s", who, what, e.Why)
}

// Is reports whether target is ErrIllegalAction.
func (e *IllegalActionError) Is(target error) bool { return target == ErrIllegalAction }
