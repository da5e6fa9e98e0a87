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

// AnswerRefused gives the answer of an answer to challenge id that
// changed nothing, from the read of its state and expiry time at now.
func AnswerRefused(id, state string, expires, now time.Time, err error) error {
	if _, err := ChallengeResult(id, nil, err); err != nil {
		return err
	}
	return store.ChallengeRefused(id, state, expires, now)
}
