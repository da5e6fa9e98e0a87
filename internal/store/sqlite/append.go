package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/internal/store/internal/sqlrow"
)

// maxBatch is the most appends committed in one transaction.
const maxBatch = 256

// errClosed is what an append gets after Close.
var errClosed = errors.New("sqlite store: closed")

// appendRequest is one Append waiting for the appender, encoded.
type appendRequest struct {
	ctx     context.Context
	id      string
	version int
	action  game.Action
	seats   []byte // nil: unchanged
	was     []byte // the seats the room must have when seats is set
	players int    // how many seats the room must have when seats is set
	over    bool
	outcome []byte // nil: unchanged
	updated int64
	done    chan error
}

// Append implements store.Store. Appends from every room go to one
// goroutine, which commits those waiting together in one transaction:
// one sync of the disk then serves a batch, where each append alone would
// wait for its own. Each append still moves its room
// from version to version+1 only if it was version, or changes nothing,
// and returns only when its transaction is committed.
func (s *Store) Append(ctx context.Context, id string, version int, a game.Action, c store.Change) error {
	seats, was, outcome, err := sqlrow.AppendColumns(id, version, c)
	if err != nil {
		return err
	}
	r := &appendRequest{ctx: ctx, id: id, version: version, action: a, seats: seats, was: was, players: len(c.Seats),
		over: c.Over, outcome: outcome, updated: sqlrow.Time(s.now()).UnixMicro(), done: make(chan error, 1)}
	select {
	case s.appends <- r:
	case <-s.stop:
		return fmt.Errorf("room %q: append: %w", id, errClosed)
	case <-ctx.Done():
		return fmt.Errorf("room %q: append: %w", id, ctx.Err())
	}
	// Once handed over, the append is committed or refused before done
	// is answered; the caller waits for the answer whatever ctx does, so
	// that it never takes a committed action for a lost one.
	return <-r.done
}

// appender commits the appends it is handed, in batches of those waiting,
// until Close.
func (s *Store) appender() {
	defer close(s.appenderDone)
	batch := make([]*appendRequest, 0, maxBatch)
	for {
		select {
		case r := <-s.appends:
			batch = append(batch[:0], r)
		case <-s.stop:
			return
		}
	gather:
		for len(batch) < maxBatch {
			select {
			case r := <-s.appends:
				batch = append(batch, r)
			default:
				break gather
			}
		}
		s.commit(batch)
		clear(batch)
	}
}

// commit applies the batch in one transaction and answers each append.
// An append that is refused (another version, no such room) changes
// nothing and the others go on; an error of the database itself rolls
// back the whole batch, and every append of it is told.
func (s *Store) commit(batch []*appendRequest) {
	refused := make([]error, len(batch))
	err := s.inTransaction(func(tx *sql.Tx) error {
		st := appendStatements{update: tx.Stmt(s.updateRoom), insert: tx.Stmt(s.insertAction)}
		for i, r := range batch {
			var err error
			if refused[i], err = st.apply(tx, r); err != nil {
				return fmt.Errorf("room %q: append: %w", r.id, err)
			}
		}
		return nil
	})
	for i, r := range batch {
		if err != nil {
			r.done <- fmt.Errorf("room %q: append: nothing stored: %w", r.id, err)
		} else {
			r.done <- refused[i]
		}
	}
}

// inTransaction runs f in a write transaction, committed if f returns nil.
func (s *Store) inTransaction(f func(tx *sql.Tx) error) error {
	// A batch is not stopped halfway by one caller's context: each
	// append's is checked before it is applied.
	tx, err := s.write.BeginTx(context.Background(), nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		return errors.Join(err, tx.Rollback())
	}
	return tx.Commit()
}

// The statements of an append.
const (
	updateRoomSQL = `UPDATE rooms SET version = version + 1,
			seats = coalesce(?1, seats), over = over OR ?2, outcome = coalesce(?3, outcome), updated = ?4
		WHERE id = ?5 AND version = ?6 AND (?1 IS NULL OR (players = ?7 AND seats = ?8))`
	insertActionSQL = `INSERT INTO actions (room, idx, action) VALUES (?, ?, ?)`
)

// prepare prepares the statements of an append on the write connection.
func (s *Store) prepare(ctx context.Context) error {
	var err error
	if s.updateRoom, err = s.write.PrepareContext(ctx, updateRoomSQL); err != nil {
		return err
	}
	s.insertAction, err = s.write.PrepareContext(ctx, insertActionSQL)
	return err
}

// appendStatements are an append's prepared statements in one transaction.
type appendStatements struct {
	update, insert *sql.Stmt
}

// apply moves the room from r.version to r.version+1 and stores the
// action, or changes nothing and says why it refuses; err is an error of
// the database.
func (st appendStatements) apply(tx *sql.Tx, r *appendRequest) (refused, err error) {
	if err := r.ctx.Err(); err != nil {
		return fmt.Errorf("room %q: append: %w", r.id, err), nil
	}
	res, err := st.update.Exec(nullText(r.seats), r.over, nullText(r.outcome), r.updated, r.id, r.version, r.players, nullText(r.was))
	if err != nil {
		return nil, err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return nil, err
	}
	if n != 1 {
		return whyNot(tx, r)
	}
	_, err = st.insert.Exec(r.id, r.version, r.action)
	return nil, err
}

// whyNot says why an append changed no row: no such room, another
// version, another number of seats, or seats changed meanwhile.
func whyNot(tx *sql.Tx, r *appendRequest) (refused, err error) {
	var have, players int
	err = tx.QueryRow(`SELECT version, players FROM rooms WHERE id = ?`, r.id).Scan(&have, &players)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("room %q: %w", r.id, store.ErrNotFound), nil
	case err != nil:
		return nil, err
	}
	return sqlrow.AppendRefused(r.id, r.version, r.players, have, players), nil
}
