package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/rating"
	"menagerie/internal/store"
	"menagerie/internal/store/internal/sqlrow"
	"menagerie/internal/store/storetest"
)

// opener opens stores of durability d in fresh temporary directories.
func opener(d Durability) storetest.Open {
	return func(t testing.TB) store.Store {
		s, err := Open(context.Background(), t.TempDir(), d)
		if err != nil {
			t.Fatalf("Open: %v", err)
		}
		return s
	}
}

func TestStore(t *testing.T) {
	storetest.Run(t, opener(SurvivePowerLoss))
}

// TestReopen checks, for each durability, that what one store wrote is
// there when the database is opened again, that the connections have
// their pragmas, that opening migrates nothing twice, and that a database
// from a newer program is refused.
func TestReopen(t *testing.T) {
	tests := []struct {
		durability  Durability
		synchronous int // PRAGMA synchronous: 1 NORMAL, 2 FULL
	}{
		{SurvivePowerLoss, 2},
		{SurviveCrash, 1},
	}
	for _, tt := range tests {
		ctx := context.Background()
		dir := t.TempDir()
		s, err := Open(ctx, dir, tt.durability)
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

		s, err = Open(ctx, dir, tt.durability)
		if err != nil {
			t.Fatalf("Open again: %v", err)
		}
		got, err := s.Actions(ctx, "r1", 0)
		if err != nil || len(got) != 1 || got[0] != 9 {
			t.Errorf("durability %d: Actions after reopening = %v, %v; want [9]", tt.durability, got, err)
		}
		var migrations, synchronous int
		var journal string
		var foreignKeys, queryOnly bool
		for _, q := range []struct {
			query string
			dst   any
		}{
			{`SELECT count(*) FROM schema_migrations`, &migrations},
			{`PRAGMA journal_mode`, &journal},
			{`PRAGMA synchronous`, &synchronous},
			{`PRAGMA foreign_keys`, &foreignKeys},
		} {
			if err := s.write.QueryRowContext(ctx, q.query).Scan(q.dst); err != nil {
				t.Fatalf("%s: %v", q.query, err)
			}
		}
		if err := s.read.QueryRowContext(ctx, `PRAGMA query_only`).Scan(&queryOnly); err != nil {
			t.Fatal(err)
		}
		files, err := sqlrow.Migrations(migrationFiles, "migrations")
		if err != nil {
			t.Fatal(err)
		}
		if migrations != len(files) || journal != "wal" || synchronous != tt.synchronous || !foreignKeys || !queryOnly {
			t.Errorf("durability %d after two opens: %d migrations, journal %q, synchronous %d, foreign keys %v, readers query-only %v; want %d, wal, %d, true, true",
				tt.durability, migrations, journal, synchronous, foreignKeys, queryOnly, len(files), tt.synchronous)
		}
		if _, err := s.write.ExecContext(ctx, `INSERT INTO schema_migrations VALUES (99, '099_future.sql', 0)`); err != nil {
			t.Fatal(err)
		}
		s.Close()
		if s, err := Open(ctx, dir, tt.durability); err == nil {
			s.Close()
			t.Error("Open of a database at schema version 99: no error")
		}
	}
}

func TestOpenBadArguments(t *testing.T) {
	if _, err := Open(context.Background(), "", SurvivePowerLoss); err == nil {
		t.Error("Open with no directory: no error")
	}
	if _, err := Open(context.Background(), t.TempDir(), Durability(7)); err == nil {
		t.Error("Open with durability 7: no error")
	}
}

// TestOpenRefusesForeignFiles puts a file that is not a menagerie
// database where the database goes: Open must refuse it, naming the file
// and what is wrong, and leave it as it was.
func TestOpenRefusesForeignFiles(t *testing.T) {
	tests := []struct {
		name   string
		tables []string // the file is an SQLite database with these tables
		bytes  string   // else the file holds these bytes
		want   string
	}{
		{name: "zero bytes", want: "is empty (0 bytes, no tables), not a menagerie database"},
		{name: "text", bytes: "rooms: none\n", want: "is not an SQLite database"},
		{name: "long text", bytes: strings.Repeat("not a database ", 1000), want: "is not an SQLite database"},
		{name: "empty SQLite", tables: []string{}, want: "is empty ("},
		{name: "another program's", tables: []string{"users"}, want: `another program's SQLite database, not menagerie's: it has the table "users" and no rooms`},
		{name: "its own migrations", tables: []string{"schema_migrations", "posts"}, want: `it has the 2 tables "posts", "schema_migrations" and no rooms`},
		{name: "many tables", tables: []string{"a", "b", "c", "d", "e", "f", "g"}, want: `it has the 7 tables "a", "b", "c", "d", "e" and 2 more and no rooms`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, FileName)
			if tt.tables != nil {
				writeSQLite(t, file, tt.tables)
			} else if err := os.WriteFile(file, []byte(tt.bytes), 0o600); err != nil {
				t.Fatal(err)
			}
			before, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			s, err := Open(context.Background(), dir, SurvivePowerLoss)
			if err == nil {
				s.Close()
				t.Fatalf("Open: no error; want one containing %q", tt.want)
			}
			if !strings.Contains(err.Error(), file) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Open: %v; want an error naming %s and containing %q", err, file, tt.want)
			}
			if after, err := os.ReadFile(file); err != nil || !bytes.Equal(after, before) {
				t.Errorf("the refused file changed: %d bytes before, %d after (%v)", len(before), len(after), err)
			}
			// The refusal lets the directory go.
			if err := os.Remove(file); err != nil {
				t.Fatal(err)
			}
			s, err = Open(context.Background(), dir, SurvivePowerLoss)
			if err != nil {
				t.Fatalf("Open once the file is removed: %v", err)
			}
			s.Close()
		})
	}
}

// writeSQLite makes file an SQLite database with the tables.
func writeSQLite(t *testing.T, file string, tables []string) {
	t.Helper()
	db, err := sql.Open("sqlite", file)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`PRAGMA user_version = 1`); err != nil {
		t.Fatal(err)
	}
	for _, table := range tables {
		if _, err := db.Exec(`CREATE TABLE ` + table + ` (x)`); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOpenLocksTheDirectory opens a store and checks that a second Open
// of its directory is refused with a sentence naming this process until
// the first is closed.
func TestOpenLocksTheDirectory(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir, SurviveCrash)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	want := fmt.Sprintf("%s is in use: process %d on host ", dir, os.Getpid())
	if second, err := Open(ctx, dir, SurviveCrash); err == nil || !strings.Contains(err.Error(), want) {
		if err == nil {
			second.Close()
		}
		t.Errorf("a second Open of the directory: %v; want an error containing %q", err, want)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	s, err = Open(ctx, dir, SurviveCrash)
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	s.Close()
}

func BenchmarkStore(b *testing.B) {
	b.Run("SurvivePowerLoss", func(b *testing.B) { storetest.Bench(b, opener(SurvivePowerLoss)) })
	b.Run("SurviveCrash", func(b *testing.B) { storetest.Bench(b, opener(SurviveCrash)) })
}

// TestAppendWhileClosing has rooms append while the store closes: every
// append either returns nil and is stored, or returns an error, and the
// store opened again holds exactly the appends that returned nil.
func TestAppendWhileClosing(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir, SurviveCrash)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	const rooms = 8
	for i := range rooms {
		r := &store.Room{ID: fmt.Sprintf("r%d", i), Code: fmt.Sprintf("C%d", i), Game: "dojo", Seats: make([]store.Seat, 2)}
		if err := s.CreateRoom(ctx, r); err != nil {
			t.Fatalf("CreateRoom: %v", err)
		}
	}
	stored := make([]int, rooms) // appends that returned nil, per room
	var wg sync.WaitGroup
	for i := range rooms {
		wg.Go(func() {
			for v := 0; ; v++ {
				if err := s.Append(ctx, fmt.Sprintf("r%d", i), v, game.Action(v), store.Change{}); err != nil {
					return
				}
				stored[i]++
			}
		})
	}
	time.Sleep(50 * time.Millisecond)
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	wg.Wait()

	s, err = Open(ctx, dir, SurviveCrash)
	if err != nil {
		t.Fatalf("Open again: %v", err)
	}
	defer s.Close()
	for i := range rooms {
		actions, err := s.Actions(ctx, fmt.Sprintf("r%d", i), 0)
		if err != nil {
			t.Fatalf("Actions: %v", err)
		}
		if len(actions) != stored[i] {
			t.Errorf("room r%d: %d appends returned nil, %d are stored", i, stored[i], len(actions))
		}
	}
	if stored[0] == 0 {
		t.Error("no append went through before Close: the test proved nothing")
	}
}

// TestClosedMigration opens a database written before rooms could be
// closed (a challenge's room closed by a failure), and checks that the
// migration marks closed the rooms of challenges not taken, and only
// those: a bug's failure in an accepted challenge's game stays one.
func TestClosedMigration(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir, SurviveCrash)
	if err != nil {
		t.Fatal(err)
	}
	rooms := []struct {
		id, answer, failure string
		closed              bool
	}{
		{"declined", store.ChallengeDeclined, "the challenge was declined", true},
		{"cancelled", store.ChallengeCancelled, "the challenge was cancelled", true},
		{"accepted", store.ChallengeAccepted, "the game stopped on an internal error at version 0", false},
		{"open", "", "", false},
	}
	for i, r := range rooms {
		room := &store.Room{ID: "room-" + r.id, Code: fmt.Sprintf("CODE%d", i), Game: "dojo", Seats: make([]store.Seat, 2)}
		c := &store.Challenge{ID: r.id, From: "ann", To: "bob", Room: room.ID, Seat: 1, State: store.ChallengeOpen, Expires: time.Now().Add(time.Hour)}
		if err := s.CreateChallenge(ctx, c, room, len(rooms)); err != nil {
			t.Fatal(err)
		}
		if r.answer != "" {
			if err := s.AnswerChallenge(ctx, r.id, r.answer); err != nil {
				t.Fatal(err)
			}
		}
		if r.failure != "" {
			if err := s.SetFailure(ctx, room.ID, r.failure); err != nil {
				t.Fatal(err)
			}
		}
	}
	files, err := sqlrow.Migrations(migrationFiles, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	version := 0
	for _, m := range files {
		if m.Name == "008_closed.sql" {
			version = m.Version
		}
	}
	// As the database was before the migration that adds the column.
	if _, err := s.write.ExecContext(ctx, `ALTER TABLE rooms DROP COLUMN closed`); err != nil {
		t.Fatal(err)
	}
	if _, err := s.write.ExecContext(ctx, `DELETE FROM schema_migrations WHERE version >= ?`, version); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s, err = Open(ctx, dir, SurviveCrash); err != nil {
		t.Fatalf("Open after the migration: %v", err)
	}
	defer s.Close()
	for _, r := range rooms {
		got, err := s.Room(ctx, "room-"+r.id)
		if err != nil {
			t.Fatal(err)
		}
		if got.Closed != r.closed || got.Failure != r.failure {
			t.Errorf("room of the %s challenge: closed %v, failure %q; want %v, %q", r.id, got.Closed, got.Failure, r.closed, r.failure)
		}
	}
}

// TestUnplayed checks that SQLite lists no rating that rests on no game.
func TestUnplayed(t *testing.T) {
	storetest.Unplayed(t, opener(SurvivePowerLoss), func(t testing.TB, s store.Store, player, game, class string, r rating.Rating) {
		_, err := s.(*Store).write.ExecContext(context.Background(), `INSERT INTO ratings
			(player, game, class, rating, deviation, volatility, games, updated) VALUES (?, ?, ?, ?, ?, ?, 0, 0)`,
			player, game, class, r.Rating, r.Deviation, r.Volatility)
		if err != nil {
			t.Fatalf("a rating of no games: %v", err)
		}
	})
}
