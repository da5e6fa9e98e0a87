package sqlite

import (
	"context"
	"testing"

	"menagerie/internal/store"
	"menagerie/internal/store/storetest"
)

// open is a store in a fresh temporary directory.
func open(t testing.TB) store.Store {
	s, err := Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	return s
}

func TestStore(t *testing.T) {
	storetest.Run(t, open)
}

// TestReopen checks that what one store wrote is there when the database
// is opened again, that opening migrates nothing twice, and that a
// database from a newer program is refused.
func TestReopen(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	r := &store.Room{ID: "r1", Code: "ABCD", Game: "dojo", Seats: make([]store.Seat, 2)}
	if err := s.CreateRoom(ctx, r); err != nil {
		t.Fatalf("CreateRoom: %v", err)
	}
	if err := s.Append(ctx, "r1", 0, 9, store.Change{}); err != nil {
		t.Fatalf("Append: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}

	s, err = Open(ctx, dir)
	if err != nil {
		t.Fatalf("Open again: %v", err)
	}
	got, err := s.Actions(ctx, "r1", 0)
	if err != nil || len(got) != 1 || got[0] != 9 {
		t.Errorf("Actions after reopening = %v, %v; want [9]", got, err)
	}
	var migrations int
	var journal string
	var foreignKeys bool
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations`).Scan(&migrations); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&journal); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRowContext(ctx, `PRAGMA foreign_keys`).Scan(&foreignKeys); err != nil {
		t.Fatal(err)
	}
	if migrations != 1 || journal != "wal" || !foreignKeys {
		t.Errorf("after two opens: %d migrations recorded, journal %q, foreign keys %v; want 1, wal, true", migrations, journal, foreignKeys)
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO schema_migrations VALUES (99, '099_future.sql', 0)`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if s, err := Open(ctx, dir); err == nil {
		s.Close()
		t.Error("Open of a database at schema version 99: no error")
	}
}

func TestOpenNoDirectory(t *testing.T) {
	if _, err := Open(context.Background(), ""); err == nil {
		t.Error("Open(\"\"): no error")
	}
}
