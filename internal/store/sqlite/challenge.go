package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	sqlite3 "modernc.org/sqlite/lib"

	"menagerie/internal/store"
	"menagerie/internal/store/internal/sqlrow"
)

// CreateChallenge implements store.Store in one write transaction, which
// SQLite runs alone: the count of open challenges holds until it commits.
func (s *Store) CreateChallenge(ctx context.Context, c *store.Challenge, r *store.Room, maxOpen int) error {
	if err := store.CheckChallenge(c, r, maxOpen); err != nil {
		return err
	}
	now := s.now()
	created, expires := sqlrow.ChallengeTimes(c, now)
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("challenge %q: %w", c.ID, err)
	}
	defer tx.Rollback()
	var out int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM challenges WHERE challenger = ? AND state = ? AND expires > ?`,
		c.From, store.ChallengeOpen, now.UnixMicro()).Scan(&out); err != nil {
		return fmt.Errorf("challenge %q: %w", c.ID, err)
	}
	if out >= maxOpen {
		return store.TooManyChallenges(c, maxOpen)
	}
	if err := s.insertRoom(ctx, tx, r); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO challenges (`+sqlrow.ChallengeColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		c.ID, c.From, c.To, c.Room, c.Seat, c.State, created.UnixMicro(), expires.UnixMicro())
	if err := sqlrow.CreateChallengeResult(c, err, isCode(err, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY)); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
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
	c, err := sqlrow.ScanChallenge(s.read.QueryRowContext(ctx, `SELECT `+sqlrow.ChallengeColumns+` FROM challenges WHERE id = ?`, id))
	return sqlrow.ChallengeResult(id, c, err)
}

// PlayerChallenges implements store.Store.
func (s *Store) PlayerChallenges(ctx context.Context, player string, since time.Time) ([]store.Challenge, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+sqlrow.ChallengeColumns+` FROM challenges
		WHERE (challenger = ?1 OR challenged = ?1) AND created >= ?2 ORDER BY created DESC, id DESC LIMIT ?3`,
		player, sqlrow.Time(since).UnixMicro(), store.MaxListedChallenges)
	return sqlrow.All(fmt.Sprintf("player %q: challenges", player), rows, err, sqlrow.ScanChallenge)
}

// AnswerChallenge implements store.Store in one statement.
func (s *Store) AnswerChallenge(ctx context.Context, id, state string) error {
	if err := store.CheckAnswer(id, state); err != nil {
		return err
	}
	now := s.now()
	var done bool
	err := s.write.QueryRowContext(ctx, `UPDATE challenges SET state = ? WHERE id = ? AND state = ? AND expires > ? RETURNING true`,
		state, id, store.ChallengeOpen, now.UnixMicro()).Scan(&done)
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("challenge %q: %w", id, err)
	}
	var have string
	var expires int64
	err = s.write.QueryRowContext(ctx, `SELECT state, expires FROM challenges WHERE id = ?`, id).Scan(&have, &expires)
	return sqlrow.AnswerRefused(id, have, time.UnixMicro(expires), now, err)
}

// ExpireChallenges implements store.Store in one statement.
func (s *Store) ExpireChallenges(ctx context.Context) ([]store.Challenge, error) {
	rows, err := s.write.QueryContext(ctx, `UPDATE challenges SET state = ?1
		WHERE state = ?2 AND expires <= ?3 RETURNING `+sqlrow.ChallengeColumns,
		store.ChallengeExpired, store.ChallengeOpen, s.now().UnixMicro())
	return sqlrow.All("expire challenges", rows, err, sqlrow.ScanChallenge)
}
