package sqlrow

import (
	"database/sql"
	"errors"
	"fmt"
	"time"

	"menagerie/internal/store"
)

// ChallengeColumns are a challenge's columns, in the order the stores
// scan them.
const ChallengeColumns = `id, challenger, challenged, room, seat, state, created, expires`

// ChallengeFields are the scan targets of ChallengeColumns for c, with
// created and expires as the store keeps times.
func ChallengeFields(c *store.Challenge, created, expires any) []any {
	return []any{&c.ID, &c.From, &c.To, &c.Room, &c.Seat, &c.State, created, expires}
}

// ChallengeResult gives the answer of reading the challenge of an id.
func ChallengeResult(id string, c *store.Challenge, err error) (*store.Challenge, error) {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("challenge %q: %w", id, store.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("challenge %q: %w", id, err)
	}
	return c, nil
}

// ChallengeTimes are the times a new challenge c is stored with, as the
// stores keep times: its Created (now when it has none) and Expires.
func ChallengeTimes(c *store.Challenge, now time.Time) (created, expires time.Time) {
	created = c.Created
	if created.IsZero() {
		created = now
	}
	return Time(created), Time(c.Expires)
}

// CreateChallengeResult gives CreateChallenge's answer for c from its
// insert's error and whether that error is a unique key's.
func CreateChallengeResult(c *store.Challenge, err error, taken bool) error {
	switch {
	case taken:
		return fmt.Errorf("challenge %q: the id is taken: %w", c.ID, store.ErrConflict)
	case err != nil:
		return fmt.Errorf("challenge %q: %w", c.ID, err)
	}
	return nil
}

// AnswerRefused gives the answer of an answer to challenge id that
// changed nothing, from the read of its state and expiry time at now.
func AnswerRefused(id, state string, expires, now time.Time, err error) error {
	if _, err := ChallengeResult(id, nil, err); err != nil {
		return err
	}
	return store.ChallengeRefused(id, state, expires, now)
}
