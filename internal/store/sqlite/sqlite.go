// Package sqlite keeps a server's rooms in one SQLite database file,
// through a pure-Go SQLite (no cgo). It suits one server process: the
// database is a file in a directory of that machine, which an open store
// locks against other processes.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"

	sqlite "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"menagerie/game"
	"menagerie/internal/dirlock"
	"menagerie/internal/store"
	"menagerie/internal/store/internal/sqlrow"
)

// FileName is the database's file in the data directory.
const FileName = "menagerie.db"

// LockFileName is the file in the data directory whose lock an open store
// holds, so that one process at a time uses the directory.
const LockFileName = "menagerie.lock"

// busyTimeout is how long a statement waits for another connection's
// write to finish before it fails.
const busyTimeout = 10 * time.Second

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Durability says what a committed write survives.
type Durability int

const (
	// SurvivePowerLoss syncs every commit to the disk before it returns
	// (synchronous=FULL): it survives a power cut or an operating-system
	// crash.
	SurvivePowerLoss Durability = iota
	// SurviveCrash writes every commit to the operating system before it
	// returns and syncs the disk at checkpoints (synchronous=NORMAL): a
	// commit survives the server being killed, but a power cut may lose
	// the last ones (never the database's consistency). Several times
	// faster per write.
	SurviveCrash
)

// Store is a store.Store in a SQLite database.
type Store struct {
	// write is one connection, which every write uses: SQLite writes one
	// transaction at a time, and writers waiting here queue in order
	// instead of sleeping and retrying on a busy database.
	write *sql.DB
	// read is a pool of read-only connections; in WAL mode they read
	// while a write goes on.
	read *sql.DB
	// updateRoom and insertAction are an append's two statements,
	// prepared once on write: preparing them again for every append cost
	// more than executing them.
	updateRoom, insertAction *sql.Stmt
	// appends takes each Append to the appender, which commits them in
	// batches; stop, closed by Close, ends it, and appenderDone is
	// closed when it has ended.
	appends      chan *appendRequest
	stop         chan struct{}
	appenderDone chan struct{}
	closeOnce    sync.Once
	closeErr     error
	// now is the clock for Created, Updated and leases.
	now func() time.Time
	// lock keeps other processes out of the data directory until Close.
	lock *dirlock.Lock
}

var _ store.Store = (*Store)(nil)

// Open opens (creating it and dir when missing) the database in dir,
// with commits as durable as d says, and brings its schema up to date. It
// takes the lock on dir until Close, refusing a directory another process
// has open, and refuses a file that is not a menagerie database: one that
// is not SQLite, an empty one or one without menagerie's tables.
func Open(ctx context.Context, dir string, d Durability) (*Store, error) {
	if dir == "" {
		return nil, fmt.Errorf("sqlite store: no data directory given")
	}
	sync := map[Durability]string{SurvivePowerLoss: "FULL", SurviveCrash: "NORMAL"}[d]
	if sync == "" {
		return nil, fmt.Errorf("sqlite store: unknown durability %d", d)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("sqlite store: %w", err)
	}
	lock, err := dirlock.Acquire(filepath.Join(dir, LockFileName))
	if err != nil {
		return nil, fmt.Errorf("sqlite store: %s is in use: %w", dir, err)
	}
	s, err := open(ctx, filepath.Join(dir, FileName), sync)
	if err != nil {
		lock.Release()
		return nil, err
	}
	s.lock = lock
	return s, nil
}

// open opens the database file with the synchronous pragma sync, checks
// that it is one of menagerie's and brings its schema up to date.
func open(ctx context.Context, file, sync string) (*Store, error) {
	was, err := os.Stat(file)
	if err != nil {
		was = nil // missing, or SQLite says what is wrong with it
	}
	// Every connection gets the pragmas: the sync level, a busy timeout
	// so that a writer waits for another process's write instead of
	// failing, and foreign keys; write transactions take the write lock
	// when they begin. The journal is set to WAL, so that readers do not
	// wait for the writer, once the file is known to be menagerie's.
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	q.Add("_pragma", "synchronous("+sync+")")
	q.Add("_pragma", "foreign_keys(1)")
	q.Set("_txlock", "immediate")
	dsn := "file:" + (&url.URL{Path: file}).EscapedPath() + "?" + q.Encode()
	write, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite store %s: %w", file, err)
	}
	write.SetMaxOpenConns(1)
	read, err := sql.Open("sqlite", dsn+"&_pragma=query_only(1)")
	if err != nil {
		write.Close()
		return nil, fmt.Errorf("sqlite store %s: %w", file, err)
	}
	s := &Store{
		write: write, read: read, now: time.Now,
		appends: make(chan *appendRequest), stop: make(chan struct{}), appenderDone: make(chan struct{}),
	}
	go s.appender()
	if err := s.checkSchema(ctx, file, was); err != nil {
		s.Close()
		return nil, err
	}
	if _, err := s.write.ExecContext(ctx, `PRAGMA journal_mode = WAL`); err != nil {
		s.Close()
		return nil, fmt.Errorf("sqlite store %s: %w", file, err)
	}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("sqlite store %s: %w", file, err)
	}
	if err := s.prepare(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("sqlite store %s: %w", file, err)
	}
	return s, nil
}

// migrate applies the migrations the database lacks, all in one
// transaction, recording each in schema_migrations.
func (s *Store) migrate(ctx context.Context) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied INTEGER NOT NULL) STRICT`); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	var version int
	if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&version); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	err = sqlrow.Migrate(migrationFiles, "migrations", version, func(m sqlrow.Migration) error {
		if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)`,
			m.Version, m.Name, s.now().UnixMicro())
		return err
	})
	if err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	return nil
}

// CreateRoom implements store.Store.
func (s *Store) CreateRoom(ctx context.Context, r *store.Room) error {
	return s.insertRoom(ctx, s.write, r)
}

// execer runs a statement: the write connection, or a transaction on it.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// insertRoom stores the new room r through ex.
func (s *Store) insertRoom(ctx context.Context, ex execer, r *store.Room) error {
	w, err := sqlrow.NewRow(r, s.now())
	if err != nil {
		return err
	}
	_, err = ex.ExecContext(ctx, `INSERT INTO rooms (`+sqlrow.Columns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		w.ID, w.Code, w.Game, w.RulesVersion, string(w.Options), w.CardSetHash, w.Seed, w.Players,
		string(w.Seats), w.TurnTimer, w.OnTimeout, w.Version, w.Over, nil, w.Rematch, w.Public, w.Failure, w.Closed, w.Rated, w.ForfeitAfter,
		w.Created.UnixMicro(), w.Updated.UnixMicro())
	return sqlrow.CreateResult(r, err, isCode(err, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY, sqlite3.SQLITE_CONSTRAINT_UNIQUE))
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
	r, err := sqlrow.ScanRoom(s.read.QueryRowContext(ctx, `SELECT `+sqlrow.Columns+` FROM rooms WHERE `+key+` = ?`, value))
	return sqlrow.RoomResult(key, value, r, err)
}

// Actions implements store.Store.
func (s *Store) Actions(ctx context.Context, id string, from int) ([]game.Action, error) {
	if err := sqlrow.CheckActions(id, from); err != nil {
		return nil, err
	}
	// One read transaction, so that the version and the actions agree.
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("room %q: actions: %w", id, err)
	}
	defer tx.Rollback()
	var version int
	err = tx.QueryRowContext(ctx, `SELECT version FROM rooms WHERE id = ?`, id).Scan(&version)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("room %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("room %q: actions: %w", id, err)
	}
	if from > version {
		return nil, fmt.Errorf("room %q has %d actions, asked from %d: %w", id, version, from, store.ErrInvalid)
	}
	rows, err := tx.QueryContext(ctx, `SELECT action FROM actions WHERE room = ? AND idx >= ? ORDER BY idx`, id, from)
	if err != nil {
		return nil, fmt.Errorf("room %q: actions: %w", id, err)
	}
	defer rows.Close()
	actions := make([]game.Action, 0, version-from)
	for rows.Next() {
		var a game.Action
		if err := rows.Scan(&a); err != nil {
			return nil, fmt.Errorf("room %q: actions: %w", id, err)
		}
		actions = append(actions, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("room %q: actions: %w", id, err)
	}
	return actions, nil
}

// SetSeats implements store.Store: the update stores only over the seats
// old, as the stored text EncodeSeats wrote.
func (s *Store) SetSeats(ctx context.Context, id string, old, seats []store.Seat) error {
	oldCol, b, err := sqlrow.SeatsColumns(id, old, seats)
	if err != nil {
		return err
	}
	res, err := s.write.ExecContext(ctx, `UPDATE rooms SET seats = ?2, updated = ?3
		WHERE id = ?4 AND players = ?1 AND seats = ?5`, len(seats), string(b), sqlrow.Time(s.now()).UnixMicro(), id, string(oldCol))
	if err != nil {
		return fmt.Errorf("room %q: set seats: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("room %q: set seats: %w", id, err)
	} else if n == 1 {
		return nil
	}
	var players int
	err = s.write.QueryRowContext(ctx, `SELECT players FROM rooms WHERE id = ?1`, id).Scan(&players)
	switch {
	case errors.Is(err, sql.ErrNoRows):
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
	var have sql.NullString
	err := s.write.QueryRowContext(ctx, `UPDATE rooms SET rematch = coalesce(rematch, ?1), updated = iif(rematch IS NULL, ?2, updated)
		WHERE id = ?3 RETURNING rematch`, rematch, sqlrow.Time(s.now()).UnixMicro(), id).Scan(&have)
	return sqlrow.SetRematchResult(id, rematch, have.String, err, isCode(err, sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY))
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
	err := s.write.QueryRowContext(ctx, `UPDATE rooms SET failure = iif(failure = '', ?1, failure),
			closed = iif(failure = '', ?2, closed), updated = iif(failure = '', ?3, updated)
		WHERE id = ?4 RETURNING failure`, reason, closed, sqlrow.Time(s.now()).UnixMicro(), id).Scan(&have)
	return sqlrow.FailureResult(id, err)
}

// List implements store.Store.
func (s *Store) List(ctx context.Context, f store.Filter) ([]*store.Room, error) {
	limit, err := f.Size()
	if err != nil {
		return nil, err
	}
	rows, err := s.read.QueryContext(ctx, `SELECT `+sqlrow.Columns+` FROM rooms
		WHERE over = ?1 AND (?2 = '' OR game = ?2) AND (NOT ?3 OR public)
		ORDER BY created DESC, id DESC LIMIT ?4`, f.Over, f.Game, f.Public, limit)
	return sqlrow.Rooms("list rooms", rows, err)
}

// Unfinished implements store.Store; the oldest room comes first.
func (s *Store) Unfinished(ctx context.Context) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id FROM rooms WHERE NOT over AND failure = '' ORDER BY created, id`)
	return sqlrow.All("unfinished rooms", rows, err, sqlrow.ScanID)
}

// Lease implements store.Store in one statement: it inserts the room's
// lease, or takes it over when it has run out or owner holds it.
func (s *Store) Lease(ctx context.Context, id, owner string, ttl time.Duration) (bool, error) {
	if err := sqlrow.CheckLease(id, owner, ttl); err != nil {
		return false, err
	}
	now := s.now().UnixMicro()
	var holder string
	err := s.write.QueryRowContext(ctx, `INSERT INTO leases (room, owner, expires) VALUES (?1, ?2, ?3)
		ON CONFLICT (room) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
		WHERE leases.owner = excluded.owner OR leases.expires <= ?4
		RETURNING owner`, id, owner, now+ttl.Microseconds(), now).Scan(&holder)
	return sqlrow.LeaseResult(id, err, isCode(err, sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY))
}

// Release implements store.Store.
func (s *Store) Release(ctx context.Context, id, owner string) error {
	if err := sqlrow.CheckRelease(id, owner); err != nil {
		return err
	}
	var exists bool
	err := s.write.QueryRowContext(ctx, `DELETE FROM leases WHERE room = ?1 AND owner = ?2 RETURNING true`, id, owner).Scan(&exists)
	if errors.Is(err, sql.ErrNoRows) {
		// The lease was not owner's, or there was none: the room must
		// exist all the same.
		err = s.read.QueryRowContext(ctx, `SELECT true FROM rooms WHERE id = ?`, id).Scan(&exists)
	}
	return sqlrow.ReleaseResult(id, err)
}

// Close implements store.Store: appends under way are committed (or
// refused), later ones are refused, and the database is closed.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		close(s.stop)
		<-s.appenderDone
		for _, st := range []*sql.Stmt{s.updateRoom, s.insertAction} {
			if st != nil {
				s.closeErr = errors.Join(s.closeErr, st.Close())
			}
		}
		s.closeErr = errors.Join(s.closeErr, s.read.Close(), s.write.Close())
		if s.lock != nil {
			s.closeErr = errors.Join(s.closeErr, s.lock.Release())
		}
	})
	return s.closeErr
}

// nullText is b as a TEXT parameter, NULL when b is nil.
func nullText(b []byte) any {
	if b == nil {
		return nil
	}
	return string(b)
}

// isCode reports whether err is SQLite's error with one of the codes (a
// constraint's failure, say).
func isCode(err error, codes ...int) bool {
	var e *sqlite.Error
	if !errors.As(err, &e) {
		return false
	}
	for _, c := range codes {
		if e.Code() == c {
			return true
		}
	}
	return false
}
