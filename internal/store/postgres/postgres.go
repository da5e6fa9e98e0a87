// Package postgres keeps a server's rooms in a PostgreSQL database, which
// several server processes may share: a room's lease says which of them
// applies its actions, by the database's clock.
package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/internal/store/internal/sqlrow"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migrationLock is the advisory lock that keeps two processes starting at
// once from migrating the same database together.
const migrationLock = 0x6d656e61676572 // "menager"

// PostgreSQL's error codes the store tells apart.
const (
	uniqueViolation     = "23505"
	foreignKeyViolation = "23503"
)

// Store is a store.Store in a PostgreSQL database.
type Store struct {
	pool *pgxpool.Pool
	// now is the clock for Created and Updated; leases use the
	// database's.
	now func() time.Time
	// channel is the bus's LISTEN/NOTIFY channel (bus.go).
	channel string
}

var _ store.Store = (*Store)(nil)

// defaultMaxConns is the pool's size unless the connection string sets
// pool_max_conns. PostgreSQL lets commits in flight together share one
// sync of its log, so rooms appending at once gain from more connections
// than pgx's default (4 on this machine): 64 rooms appended four times as
// fast through 16 (BENCHMARKS.md).
const defaultMaxConns = 16

// Open connects to the database that conn names (a URL such as
// postgres://user@host/db, or key=value pairs; search_path=schema picks
// the schema, pool_max_conns the most connections, 16 by default) and
// brings its schema up to date.
func Open(ctx context.Context, conn string) (*Store, error) {
	config, err := pgxpool.ParseConfig(conn)
	if err != nil {
		return nil, fmt.Errorf("postgres store: %w", err)
	}
	if !strings.Contains(conn, "pool_max_conns") {
		config.MaxConns = defaultMaxConns
	}
	pool, err := pgxpool.NewWithConfig(ctx, config)
	if err != nil {
		return nil, fmt.Errorf("postgres store: %w", err)
	}
	s := &Store{pool: pool, now: time.Now}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres store: %w", err)
	}
	var schema string
	if err := pool.QueryRow(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres store: %w", err)
	}
	s.channel = channelOf(schema)
	return s, nil
}

// migrate applies the migrations the database lacks, all in one
// transaction under an advisory lock, recording each in
// schema_migrations.
func (s *Store) migrate(ctx context.Context) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrationLock)); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version integer PRIMARY KEY, name text NOT NULL, applied timestamptz NOT NULL DEFAULT now())`); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	var version int
	if err := tx.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&version); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	err = sqlrow.Migrate(migrationFiles, "migrations", version, func(m sqlrow.Migration) error {
		if _, err := tx.Exec(ctx, m.SQL); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, m.Version, m.Name)
		return err
	})
	if err != nil {
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	return nil
}

// CreateRoom implements store.Store.
func (s *Store) CreateRoom(ctx context.Context, r *store.Room) error {
	return s.insertRoom(ctx, s.pool, r)
}

// execer runs a statement: the pool, or a transaction.
type execer interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

// insertRoom stores the new room r through ex.
func (s *Store) insertRoom(ctx context.Context, ex execer, r *store.Room) error {
	w, err := sqlrow.NewRow(r, s.now())
	if err != nil {
		return err
	}
	_, err = ex.Exec(ctx, `INSERT INTO rooms (`+sqlrow.Columns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
		w.ID, w.Code, w.Game, w.RulesVersion, w.Options, w.CardSetHash, w.Seed, w.Players,
		w.Seats, w.TurnTimer, w.OnTimeout, w.Version, w.Over, nil, w.Rematch, w.Public, w.Failure, w.Closed, w.Rated, w.ForfeitAfter, w.Created, w.Updated)
	return sqlrow.CreateResult(r, err, isCode(err, uniqueViolation))
}

// Room implements store.Store.
func (s *Store) Room(ctx context.Context, id string) (*store.Room, error) {
	return s.roomBy(ctx, "id", id)
}

// RoomByCode implements store.Store.
func (s *Store) RoomByCode(ctx context.Context, code string) (*store.Room, error) {
	return s.roomBy(ctx, "code", code)
}

// roomBy reads the room whose column key (id or code) is value.
func (s *Store) roomBy(ctx context.Context, key, value string) (*store.Room, error) {
	if err := store.CheckKey("room "+key, value); err != nil {
		return nil, err
	}
	r, err := sqlrow.ScanRoom(s.pool.QueryRow(ctx, `SELECT `+sqlrow.Columns+` FROM rooms WHERE `+key+` = $1`, value))
	return sqlrow.RoomResult(key, value, r, err)
}

// Actions implements store.Store. One statement reads the version and
// the actions, so that they agree.
func (s *Store) Actions(ctx context.Context, id string, from int) ([]game.Action, error) {
	if err := sqlrow.CheckActions(id, from); err != nil {
		return nil, err
	}
	var version int
	var actions []game.Action
	err := s.pool.QueryRow(ctx, `SELECT r.version,
			coalesce((SELECT array_agg(a.action ORDER BY a.idx) FROM actions a WHERE a.room = r.id AND a.idx >= $2), '{}')
		FROM rooms r WHERE r.id = $1`, id, from).Scan(&version, &actions)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return nil, fmt.Errorf("room %q: %w", id, store.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("room %q: actions: %w", id, err)
	case from > version:
		return nil, fmt.Errorf("room %q has %d actions, asked from %d: %w", id, version, from, store.ErrInvalid)
	}
	return actions, nil
}

// Append implements store.Store in one statement: it moves the room's
// version from version to version+1 only if it was version (and its seats
// c.Was when c sets them), and stores the action.
func (s *Store) Append(ctx context.Context, id string, version int, a game.Action, c store.Change) error {
	seats, was, outcome, err := sqlrow.AppendColumns(id, version, c)
	if err != nil {
		return err
	}
	// The notice of the new version is sent in the append's own
	// transaction: every process hears of it once it is committed, and
	// the append costs one commit, not two.
	tag, err := s.pool.Exec(ctx, `WITH moved AS (
			UPDATE rooms SET version = version + 1, seats = coalesce($4::jsonb, seats),
				over = over OR $5, outcome = coalesce($6::jsonb, outcome), updated = $7
			WHERE id = $1 AND version = $2 AND ($4::jsonb IS NULL OR (players = $8 AND seats = $9::jsonb))
			RETURNING id, version)
		INSERT INTO actions (room, idx, action)
			SELECT moved.id, $2, $3 FROM moved, LATERAL (SELECT pg_notify($10, moved.id || ':' || moved.version)) notice`,
		id, version, a, seats, c.Over, outcome, sqlrow.Time(s.now()), len(c.Seats), was, s.channel)
	if err != nil {
		return fmt.Errorf("room %q: append: %w", id, err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	var have, players int
	err = s.pool.QueryRow(ctx, `SELECT version, players FROM rooms WHERE id = $1`, id).Scan(&have, &players)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return fmt.Errorf("room %q: %w", id, store.ErrNotFound)
	case err != nil:
		return fmt.Errorf("room %q: append: %w", id, err)
	}
	return sqlrow.AppendRefused(id, version, len(c.Seats), have, players)
}

// SetSeats implements store.Store: the update's condition compares the
// stored seats with old, and is checked again on the row a concurrent
// writer left, so that of two racing writers one stores.
func (s *Store) SetSeats(ctx context.Context, id string, old, seats []store.Seat) error {
	oldCol, b, err := sqlrow.SeatsColumns(id, old, seats)
	if err != nil {
		return err
	}
	tag, err := s.pool.Exec(ctx, `UPDATE rooms SET seats = $2::jsonb, updated = $3
		WHERE id = $4 AND players = $1 AND seats = $5::jsonb`, len(seats), b, sqlrow.Time(s.now()), id, oldCol)
	if err != nil {
		return fmt.Errorf("room %q: set seats: %w", id, err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	var players int
	err = s.pool.QueryRow(ctx, `SELECT players FROM rooms WHERE id = $1`, id).Scan(&players)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return fmt.Errorf("room %q: %w", id, store.ErrNotFound)
	case err != nil:
		return fmt.Errorf("room %q: set seats: %w", id, err)
	}
	return sqlrow.SetSeatsRefused(id, len(seats), players)
}

// SetRematch implements store.Store.
func (s *Store) SetRematch(ctx context.Context, id, rematch string) error {
	if err := sqlrow.CheckRematch(id, rematch); err != nil {
		return err
	}
	var have string
	err := s.pool.QueryRow(ctx, `UPDATE rooms SET rematch = coalesce(rematch, $1),
			updated = CASE WHEN rematch IS NULL THEN $2 ELSE updated END
		WHERE id = $3 RETURNING rematch`, rematch, sqlrow.Time(s.now()), id).Scan(&have)
	return sqlrow.SetRematchResult(id, rematch, have, err, isCode(err, foreignKeyViolation))
}

// SetFailure implements store.Store.
func (s *Store) SetFailure(ctx context.Context, id, reason string) error {
	return s.setFailure(ctx, id, reason, false)
}

// CloseRoom implements store.Store.
func (s *Store) CloseRoom(ctx context.Context, id, reason string) error {
	return s.setFailure(ctx, id, reason, true)
}

// setFailure stores why the room cannot go on, and whether it was closed,
// unless a reason is stored already.
func (s *Store) setFailure(ctx context.Context, id, reason string, closed bool) error {
	if err := store.CheckFailure(id, reason); err != nil {
		return err
	}
	var have string
	err := s.pool.QueryRow(ctx, `UPDATE rooms SET failure = CASE WHEN failure = '' THEN $1 ELSE failure END,
			closed = CASE WHEN failure = '' THEN $2 ELSE closed END,
			updated = CASE WHEN failure = '' THEN $3 ELSE updated END
		WHERE id = $4 RETURNING failure`, reason, closed, sqlrow.Time(s.now()), id).Scan(&have)
	return sqlrow.FailureResult(id, err)
}

// List implements store.Store.
func (s *Store) List(ctx context.Context, f store.Filter) ([]*store.Room, error) {
	limit, err := f.Size()
	if err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT `+sqlrow.Columns+` FROM rooms
		WHERE over = $1 AND ($2 = '' OR game = $2) AND (NOT $3 OR public)
		ORDER BY created DESC, id DESC LIMIT $4`, f.Over, f.Game, f.Public, limit)
	return sqlrow.Rooms("list rooms", rows, err)
}

// Unfinished implements store.Store; the oldest room comes first.
func (s *Store) Unfinished(ctx context.Context) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT id FROM rooms WHERE NOT over AND failure = '' ORDER BY created, id`)
	return sqlrow.All("unfinished rooms", rows, err, sqlrow.ScanID)
}

// Lease implements store.Store in one statement: it inserts the room's
// lease, or takes it over when it has run out or owner holds it, by the
// database's clock.
func (s *Store) Lease(ctx context.Context, id, owner string, ttl time.Duration) (bool, error) {
	if err := sqlrow.CheckLease(id, owner, ttl); err != nil {
		return false, err
	}
	var holder string
	err := s.pool.QueryRow(ctx, `INSERT INTO leases (room, owner, expires)
			VALUES ($1, $2, clock_timestamp() + $3 * interval '1 microsecond')
		ON CONFLICT (room) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
		WHERE leases.owner = excluded.owner OR leases.expires <= clock_timestamp()
		RETURNING owner`, id, owner, ttl.Microseconds()).Scan(&holder)
	return sqlrow.LeaseResult(id, err, isCode(err, foreignKeyViolation))
}

// Release implements store.Store.
func (s *Store) Release(ctx context.Context, id, owner string) error {
	if err := sqlrow.CheckRelease(id, owner); err != nil {
		return err
	}
	var exists bool
	err := s.pool.QueryRow(ctx, `WITH gone AS (DELETE FROM leases WHERE room = $1 AND owner = $2)
		SELECT true FROM rooms WHERE id = $1`, id, owner).Scan(&exists)
	return sqlrow.ReleaseResult(id, err)
}

// Close implements store.Store: it waits for the queries under way and
// closes every connection.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// isCode reports whether err is PostgreSQL's error with that code.
func isCode(err error, code string) bool {
	var e *pgconn.PgError
	return errors.As(err, &e) && e.Code == code
}
