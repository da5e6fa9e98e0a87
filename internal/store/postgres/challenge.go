package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"menagerie/internal/store"
	"menagerie/internal/store/internal/sqlrow"
)

// CreateChallenge implements store.Store in one transaction, which holds
// a lock on the challenger's id so that two challenges made at once are
// counted one after the other.
func (s *Store) CreateChallenge(ctx context.Context, c *store.Challenge, r *store.Room, maxOpen int) error {
	if err := store.CheckChallenge(c, r, maxOpen); err != nil {
		return err
	}
	now := s.now()
	created, expires := sqlrow.ChallengeTimes(c, now)
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("challenge %q: %w", c.ID, err)
	}
	defer tx.Rollback(ctx)
	var out int
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('challenger:' || $1))`, c.From); err != nil {
		return fmt.Errorf("challenge %q: %w", c.ID, err)
	}
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM challenges WHERE challenger = $1 AND state = $2 AND expires > $3`,
		c.From, store.ChallengeOpen, now).Scan(&out); err != nil {
		return fmt.Errorf("challenge %q: %w", c.ID, err)
	}
	if out >= maxOpen {
		return store.TooManyChallenges(c, maxOpen)
	}
	if err := s.insertRoom(ctx, tx, r); err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `INSERT INTO challenges (`+sqlrow.ChallengeColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		c.ID, c.From, c.To, c.Room, c.Seat, c.State, created, expires)
	if err := sqlrow.CreateChallengeResult(c, err, isCode(err, uniqueViolation)); err != nil {
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("challenge %q: %w", c.ID, err)
	}
	c.Created, c.Expires = created, expires
	return nil
}

// Challenge implements store.Store.
func (s *Store) Challenge(ctx context.Context, id string) (*store.Challenge, error) {
	if err := store.CheckKey("challenge id", id); err != nil {
		return nil, err
	}
	c, err := sqlrow.ScanChallenge(s.pool.QueryRow(ctx, `SELECT `+sqlrow.ChallengeColumns+` FROM challenges WHERE id = $1`, id))
	return sqlrow.ChallengeResult(id, c, err)
}

// PlayerChallenges implements store.Store.
func (s *Store) PlayerChallenges(ctx context.Context, player string, since time.Time) ([]store.Challenge, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+sqlrow.ChallengeColumns+` FROM challenges
		WHERE (challenger = $1 OR challenged = $1) AND created >= $2 ORDER BY created DESC, id DESC LIMIT $3`,
		player, sqlrow.Time(since), store.MaxListedChallenges)
	return sqlrow.All(fmt.Sprintf("player %q: challenges", player), rows, err, sqlrow.ScanChallenge)
}

// AnswerChallenge implements store.Store in one statement.
func (s *Store) AnswerChallenge(ctx context.Context, id, state string) error {
	if err := store.CheckAnswer(id, state); err != nil {
		return err
	}
	now := s.now()
	var done bool
	err := s.pool.QueryRow(ctx, `UPDATE challenges SET state = $1 WHERE id = $2 AND state = $3 AND expires > $4 RETURNING true`,
		state, id, store.ChallengeOpen, now).Scan(&done)
	if err == nil {
		return nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("challenge %q: %w", id, err)
	}
	var have string
	var expires time.Time
	err = s.pool.QueryRow(ctx, `SELECT state, expires FROM challenges WHERE id = $1`, id).Scan(&have, &expires)
	return sqlrow.AnswerRefused(id, have, expires, now, err)
}

// ExpireChallenges implements store.Store in one statement.
func (s *Store) ExpireChallenges(ctx context.Context) ([]store.Challenge, error) {
	rows, err := s.pool.Query(ctx, `UPDATE challenges SET state = $1
		WHERE state = $2 AND expires <= $3 RETURNING `+sqlrow.ChallengeColumns,
		store.ChallengeExpired, store.ChallengeOpen, s.now())
	return sqlrow.All("expire challenges", rows, err, sqlrow.ScanChallenge)
}
