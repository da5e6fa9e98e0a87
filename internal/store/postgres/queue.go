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

// Enqueue implements store.Store.
func (s *Store) Enqueue(ctx context.Context, e *store.QueueEntry) error {
	if err := store.CheckQueueEntry(e); err != nil {
		return err
	}
	joined := e.Joined
	if joined.IsZero() {
		joined = s.now()
	}
	joined, seen := sqlrow.JoinedSeen(e, joined)
	_, err := s.pool.Exec(ctx, `INSERT INTO queue_entries (`+sqlrow.QueueColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL, 0, $10)`,
		e.Ticket, e.Queue, e.Player, e.Name, e.PlayerBot, e.Bot, e.Rated, e.TokenHash, joined, seen)
	if err := sqlrow.EnqueueResult(e, err, isCode(err, uniqueViolation)); err != nil {
		return err
	}
	e.Joined, e.Seen = joined, seen
	return nil
}

// QueueEntry implements store.Store.
func (s *Store) QueueEntry(ctx context.Context, ticket string) (*store.QueueEntry, error) {
	if err := store.CheckKey("ticket", ticket); err != nil {
		return nil, err
	}
	e, err := sqlrow.ScanEntry(s.pool.QueryRow(ctx, `SELECT `+sqlrow.QueueColumns+` FROM queue_entries WHERE ticket = $1`, ticket))
	return sqlrow.EntryResult(ticket, e, err)
}

// SeeQueueEntry implements store.Store.
func (s *Store) SeeQueueEntry(ctx context.Context, ticket string, t time.Time) error {
	if err := store.CheckKey("ticket", ticket); err != nil {
		return err
	}
	if _, err := s.pool.Exec(ctx, `UPDATE queue_entries SET seen = $1 WHERE ticket = $2 AND room IS NULL`, sqlrow.Time(t), ticket); err != nil {
		return fmt.Errorf("queue entry: seen: %w", err)
	}
	return nil
}

// DropUnseen implements store.Store.
func (s *Store) DropUnseen(ctx context.Context, before time.Time) (int, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM queue_entries WHERE room IS NULL AND seen < $1`, sqlrow.Time(before))
	if err != nil {
		return 0, fmt.Errorf("drop unseen entries: %w", err)
	}
	return int(tag.RowsAffected()), nil
}

// Dequeue implements store.Store.
func (s *Store) Dequeue(ctx context.Context, ticket string) error {
	if err := store.CheckKey("ticket", ticket); err != nil {
		return err
	}
	var gone bool
	err := s.pool.QueryRow(ctx, `DELETE FROM queue_entries WHERE ticket = $1 AND room IS NULL RETURNING true`, ticket).Scan(&gone)
	if err == nil {
		return nil
	}
	if errors.Is(err, pgx.ErrNoRows) {
		err = s.pool.QueryRow(ctx, `SELECT true FROM queue_entries WHERE ticket = $1`, ticket).Scan(&gone)
	}
	return sqlrow.DequeueResult(ticket, err)
}

// Waiting implements store.Store.
func (s *Store) Waiting(ctx context.Context) ([]store.QueueEntry, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+sqlrow.QueueColumns+` FROM queue_entries
		WHERE room IS NULL ORDER BY joined, ticket`)
	return sqlrow.All("waiting entries", rows, err, sqlrow.ScanEntry)
}

// Match implements store.Store in one transaction: each entry's update
// waits for a transaction seating it elsewhere, then finds it matched and
// refuses.
func (s *Store) Match(ctx context.Context, r *store.Room, tickets []string, seats []int) error {
	if err := store.CheckMatch(r, tickets, seats); err != nil {
		return err
	}
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("match in room %q: %w", r.ID, err)
	}
	defer tx.Rollback(ctx)
	if err := s.insertRoom(ctx, tx, r); err != nil {
		return err
	}
	for i, t := range tickets {
		tag, err := tx.Exec(ctx, `UPDATE queue_entries SET room = $1, seat = $2 WHERE ticket = $3 AND room IS NULL`, r.ID, seats[i], t)
		if err != nil {
			return fmt.Errorf("match in room %q: %w", r.ID, err)
		}
		if tag.RowsAffected() == 0 {
			return sqlrow.MatchRefused(r.ID, t)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("match in room %q: %w", r.ID, err)
	}
	return nil
}

// LeaseQueue implements store.Store in one statement, by the database's
// clock, as Lease.
func (s *Store) LeaseQueue(ctx context.Context, owner string, ttl time.Duration) (bool, error) {
	if err := store.CheckLease(owner, ttl); err != nil {
		return false, fmt.Errorf("queue: %w", err)
	}
	var holder string
	err := s.pool.QueryRow(ctx, `INSERT INTO queue_lease (id, owner, expires)
			VALUES (1, $1, clock_timestamp() + $2 * interval '1 microsecond')
		ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
		WHERE queue_lease.owner = excluded.owner OR queue_lease.expires <= clock_timestamp()
		RETURNING owner`, owner, ttl.Microseconds()).Scan(&holder)
	return sqlrow.QueueLeaseResult(err)
}

// PurgeQueue implements store.Store.
func (s *Store) PurgeQueue(ctx context.Context, before time.Time) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM queue_entries WHERE joined < $1`, sqlrow.Time(before)); err != nil {
		return fmt.Errorf("purge queue: %w", err)
	}
	return nil
}
