package postgres

import (
	"context"
	"strings"
	"testing"
	"time"

	"menagerie/internal/rating"
	"menagerie/internal/store"
	"menagerie/internal/store/internal/sqlrow"
	"menagerie/internal/store/storetest"
)

// open is a store in a fresh schema.
func open(t testing.TB) store.Store {
	s, err := Open(context.Background(), storetest.PostgresSchema(t))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	return s
}

func TestStore(t *testing.T) {
	storetest.Run(t, open)
}

// TestReopen checks that a second store on the same schema (another
// server process) sees the first one's rooms and respects its lease until
// it runs out, that opening migrates nothing twice, and that a schema from
// a newer program is refused.
func TestReopen(t *testing.T) {
	ctx := context.Background()
	conn := storetest.PostgresSchema(t)
	first, err := Open(ctx, conn)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer first.Close()
	if got := first.pool.Config().MaxConns; got != defaultMaxConns && !strings.Contains(conn, "pool_max_conns") {
		t.Errorf("pool of %d connections, want %d when the connection string does not say", got, defaultMaxConns)
	}
	r := &store.Room{ID: "r1", Code: "ABCD", Game: "dojo", Seats: make([]store.Seat, 2)}
	if err := first.CreateRoom(ctx, r); err != nil {
		t.Fatalf("CreateRoom: %v", err)
	}
	if ok, err := first.Lease(ctx, "r1", "process-1", time.Minute); err != nil || !ok {
		t.Fatalf("Lease = %v, %v", ok, err)
	}

	second, err := Open(ctx, conn)
	if err != nil {
		t.Fatalf("Open again: %v", err)
	}
	defer second.Close()
	if _, err := second.Room(ctx, "r1"); err != nil {
		t.Errorf("Room from the second store: %v", err)
	}
	if ok, err := second.Lease(ctx, "r1", "process-2", time.Minute); err != nil || ok {
		t.Errorf("second process's Lease of a room the first holds = %v, %v; want false", ok, err)
	}
	// The first process stops renewing (it died): the second takes over
	// once the lease has run out, and the first cannot take it back.
	if ok, err := first.Lease(ctx, "r1", "process-1", 100*time.Millisecond); err != nil || !ok {
		t.Fatalf("first process's short renewal = %v, %v", ok, err)
	}
	time.Sleep(250 * time.Millisecond)
	if ok, err := second.Lease(ctx, "r1", "process-2", time.Minute); err != nil || !ok {
		t.Errorf("second process's Lease after the first's ran out = %v, %v; want true", ok, err)
	}
	if ok, err := first.Lease(ctx, "r1", "process-1", time.Minute); err != nil || ok {
		t.Errorf("first process's Lease after the takeover = %v, %v; want false", ok, err)
	}
	var migrations int
	if err := second.pool.QueryRow(ctx, `SELECT count(*) FROM schema_migrations`).Scan(&migrations); err != nil {
		t.Fatal(err)
	}
	files, err := sqlrow.Migrations(migrationFiles, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	if migrations != len(files) {
		t.Errorf("%d migrations recorded after two opens, want %d", migrations, len(files))
	}
	if _, err := second.pool.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES (99, '099_future.sql')`); err != nil {
		t.Fatal(err)
	}
	if s, err := Open(ctx, conn); err == nil {
		s.Close()
		t.Error("Open of a schema at version 99: no error")
	}
}

func TestOpenBadConnection(t *testing.T) {
	for _, conn := range []string{"postgres://%zz", "host=/nonexistent/socket/dir user=nobody connect_timeout=1"} {
		if s, err := Open(context.Background(), conn); err == nil {
			s.Close()
			t.Errorf("Open(%q): no error", conn)
		} else if !strings.Contains(err.Error(), "postgres store") {
			t.Errorf("Open(%q): error %q does not say which store", conn, err)
		}
	}
}

func BenchmarkStore(b *testing.B) {
	storetest.Bench(b, open)
}

// TestUnplayed checks that PostgreSQL lists no rating that rests on no
// game.
func TestUnplayed(t *testing.T) {
	storetest.Unplayed(t, open, func(t testing.TB, s store.Store, player, game, class string, r rating.Rating) {
		_, err := s.(*Store).pool.Exec(context.Background(), `INSERT INTO ratings
			(player, game, class, rating, deviation, volatility, games, updated) VALUES ($1, $2, $3, $4, $5, $6, 0, $7)`,
			player, game, class, r.Rating, r.Deviation, r.Volatility, time.Unix(0, 0))
		if err != nil {
			t.Fatalf("a rating of no games: %v", err)
		}
	})
}
