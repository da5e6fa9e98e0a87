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
	_, err := s.write.ExecContext(ctx, `INSERT INTO queue_entries (`+sqlrow.QueueColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0, ?)`,
		e.Ticket, e.Queue, e.Player, e.Name, e.PlayerBot, e.Bot, e.Rated, e.TokenHash, joined.UnixMicro(), seen.UnixMicro())
	if err := sqlrow.EnqueueResult(e, err, isCode(err, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY)); err != nil {
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
	e, err := sqlrow.ScanEntry(s.read.QueryRowContext(ctx, `SELECT `+sqlrow.QueueColumns+` FROM queue_entries WHERE ticket = ?`, ticket))
	return sqlrow.EntryResult(ticket, e, err)
}

// SeeQueueEntry implements store.Store.
func (s *Store) SeeQueueEntry(ctx context.Context, ticket string, t time.Time) error {
	if err := store.CheckKey("ticket", ticket); err != nil {
		return err
	}
	if _, err := s.write.ExecContext(ctx, `UPDATE queue_entries SET seen = ? WHERE ticket = ? AND room IS NULL`,
		sqlrow.Time(t).UnixMicro(), ticket); err != nil {
		return fmt.Errorf("queue entry: seen: %w", err)
	}
	return nil
}

// DropUnseen implements store.Store.
func (s *Store) DropUnseen(ctx context.Context, before time.Time) (int, error) {
	res, err := s.write.ExecContext(ctx, `DELETE FROM queue_entries WHERE room IS NULL AND seen < ?`, sqlrow.Time(before).UnixMicro())
	n := int64(0)
	if err == nil {
		n, err = res.RowsAffected()
	}
	if err != nil {
		return 0, fmt.Errorf("drop unseen entries: %w", err)
	}
	return int(n), nil
}

// Dequeue implements store.Store.
func (s *Store) Dequeue(ctx context.Context, ticket string) error {
	if err := store.CheckKey("ticket", ticket); err != nil {
		return err
	}
	var gone bool
	err := s.write.QueryRowContext(ctx, `DELETE FROM queue_entries WHERE ticket = ? AND room IS NULL RETURNING true`, ticket).Scan(&gone)
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		err = s.write.QueryRowContext(ctx, `SELECT true FROM queue_entries WHERE ticket = ?`, ticket).Scan(&gone)
	}
	return sqlrow.DequeueResult(ticket, err)
}

// Waiting implements store.Store.
func (s *Store) Waiting(ctx context.Context) ([]store.QueueEntry, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+sqlrow.QueueColumns+` FROM queue_entries
		WHERE room IS NULL ORDER BY joined, ticket`)
	return sqlrow.All("waiting entries", rows, err, sqlrow.ScanEntry)
}

// Match implements store.Store in one write transaction, which SQLite
// runs alone.
func (s *Store) Match(ctx context.Context, r *store.Room, tickets []string, seats []int) error {
	if err := store.CheckMatch(r, tickets, seats); err != nil {
		return err
	}
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("match in room %q: %w", r.ID, err)
	}
	defer tx.Rollback()
	if err := s.insertRoom(ctx, tx, r); err != nil {
		return err
	}
	for i, t := range tickets {
		res, err := tx.ExecContext(ctx, `UPDATE queue_entries SET room = ?, seat = ? WHERE ticket = ? AND room IS NULL`, r.ID, seats[i], t)
		n := int64(0)
		if err == nil {
			n, err = res.RowsAffected()
		}
		if err != nil {
			return fmt.Errorf("match in room %q: %w", r.ID, err)
		}
		if n == 0 {
			return sqlrow.MatchRefused(r.ID, t)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("match in room %q: %w", r.ID, err)
	}
	return nil
}

// LeaseQueue implements store.Store in one statement, as Lease.
func (s *Store) LeaseQueue(ctx context.Context, owner string, ttl time.Duration) (bool, error) {
	if err := store.CheckLease(owner, ttl); err != nil {
		return false, fmt.Errorf("queue: %w", err)
	}
	now := s.now().UnixMicro()
	var holder string
	err := s.write.QueryRowContext(ctx, `INSERT INTO queue_lease (id, owner, expires) VALUES (1, ?1, ?2)
		ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
		WHERE queue_lease.owner = excluded.owner OR queue_lease.expires <= ?3
		RETURNING owner`, owner, now+ttl.Microseconds(), now).Scan(&holder)
	return sqlrow.QueueLeaseResult(err)
}

// PurgeQueue implements store.Store.
func (s *Store) PurgeQueue(ctx context.Context, before time.Time) error {
	if _, err := s.write.ExecContext(ctx, `DELETE FROM queue_entries WHERE joined < ?`, sqlrow.Time(before).UnixMicro()); err != nil {
		return fmt.Errorf("purge queue: %w", err)
	}
	return nil
}
