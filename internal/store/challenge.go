package store

import (
	"context"
	"fmt"
	"time"
)

// Challenge states. A challenge is open until the challenged player
// accepts or declines it, the challenger cancels it, or it expires.
const (
	ChallengeOpen      = "open"
	ChallengeAccepted  = "accepted"
	ChallengeDeclined  = "declined"
	ChallengeCancelled = "cancelled"
	ChallengeExpired   = "expired"
)

// Challenge is one registered player's invitation to another to play a
// game in a room made for it: the challenger's seat is claimed already,
// and the seat Seat is kept for the challenged player.
type Challenge struct {
	// ID is the challenge's unguessable identifier.
	ID string
	// From is the challenger's player ID, To the challenged player's.
	From string
	To   string
	// Room is the room made for the game and Seat the challenged
	// player's seat there, counted from 0.
	Room string
	Seat int
	// State is one of the Challenge states.
	State string
	// Created and Expires (when an open challenge expires) are kept to
	// the microsecond, in UTC.
	Created time.Time
	Expires time.Time
}

// MaxListedChallenges is the most challenges PlayerChallenges returns.
const MaxListedChallenges = 100

// Challenges keeps the challenges between players. Several server
// processes may share it.
type Challenges interface {
	// CreateChallenge stores the new room r (as CreateRoom) and the open
	// challenge c in one write, unless c.From has maxOpen open challenges
	// out already (ErrLimit, and nothing is stored). It sets c.Created
	// (to now when zero) as stored.
	CreateChallenge(ctx context.Context, c *Challenge, r *Room, maxOpen int) error
	// Challenge returns the challenge with that ID.
	Challenge(ctx context.Context, id string) (*Challenge, error)
	// PlayerChallenges returns the challenges the player made or was
	// made since the time given, newest first (by Created, then by ID),
	// at most MaxListedChallenges of them.
	PlayerChallenges(ctx context.Context, player string, since time.Time) ([]Challenge, error)
	// AnswerChallenge moves an open challenge whose time has not run out
	// to state (accepted, declined or cancelled); a challenge not open,
	// or expired, is ErrConflict and stays as it is.
	AnswerChallenge(ctx context.Context, id, state string) error
	// ExpireChallenges marks every open challenge whose time ran out as
	// expired, and returns them: each is returned once, by whichever
	// caller marked it.
	ExpireChallenges(ctx context.Context) ([]Challenge, error)
}

// CheckChallenge says why c cannot be stored as a new challenge in room
// r with that limit, as an ErrInvalid, or returns nil.
func CheckChallenge(c *Challenge, r *Room, maxOpen int) error {
	if c == nil {
		return fmt.Errorf("challenge: none given: %w", ErrInvalid)
	}
	if err := r.Validate(); err != nil {
		return err
	}
	for _, k := range []struct{ what, value string }{{"challenge id", c.ID}, {"challenger", c.From}, {"challenged player", c.To}} {
		if err := CheckKey(k.what, k.value); err != nil {
			return fmt.Errorf("challenge: %w", err)
		}
	}
	where := fmt.Sprintf("challenge %q", c.ID)
	switch {
	case c.From == c.To:
		return fmt.Errorf("%s: a player cannot challenge itself: %w", where, ErrInvalid)
	case c.Room != r.ID:
		return fmt.Errorf("%s: room %q, made in room %q: %w", where, c.Room, r.ID, ErrInvalid)
	case c.Seat < 0 || c.Seat >= len(r.Seats):
		return fmt.Errorf("%s: seat %d of %d: %w", where, c.Seat+1, len(r.Seats), ErrInvalid)
	case c.State != ChallengeOpen:
		return fmt.Errorf("%s: a new challenge is %q, not %q: %w", where, ChallengeOpen, c.State, ErrInvalid)
	case c.Expires.IsZero():
		return fmt.Errorf("%s: no expiry time: %w", where, ErrInvalid)
	case maxOpen < 1:
		return fmt.Errorf("%s: at most %d open challenges allowed: %w", where, maxOpen, ErrInvalid)
	}
	return nil
}

// CheckAnswer says why an open challenge cannot be moved to state, as an
// ErrInvalid, or returns nil.
func CheckAnswer(id, state string) error {
	if err := CheckKey("challenge id", id); err != nil {
		return err
	}
	switch state {
	case ChallengeAccepted, ChallengeDeclined, ChallengeCancelled:
		return nil
	}
	return fmt.Errorf("challenge %q: answer %q, want %q, %q or %q: %w", id, state, ChallengeAccepted, ChallengeDeclined, ChallengeCancelled, ErrInvalid)
}

// TooManyChallenges is CreateChallenge's refusal of a challenger with
// maxOpen open challenges out.
func TooManyChallenges(c *Challenge, maxOpen int) error {
	return fmt.Errorf("challenge %q: the challenger has %d open challenges already: %w", c.ID, maxOpen, ErrLimit)
}

// ChallengeRefused is AnswerChallenge's refusal of a challenge stored in
// state, with that expiry time, at now.
func ChallengeRefused(id, state string, expires, now time.Time) error {
	if state == ChallengeOpen && !expires.After(now) {
		state = ChallengeExpired
	}
	return fmt.Errorf("challenge %q is %s: %w", id, state, ErrConflict)
}
