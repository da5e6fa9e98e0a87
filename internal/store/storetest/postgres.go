package storetest

import (
	"context"
	"crypto/rand"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
)

// PostgresVariable is the environment variable that names the PostgreSQL
// database tests may use (a URL or key=value pairs); without it they are
// skipped.
const PostgresVariable = "MENAGERIE_TEST_POSTGRES"

// PostgresSchema creates a schema of the test's own in the database that
// PostgresVariable names, dropped when the test ends, and returns a
// connection string that uses it; it skips the test when the variable is
// not set.
func PostgresSchema(t testing.TB) string {
	t.Helper()
	conn := os.Getenv(PostgresVariable)
	if conn == "" {
		t.Skipf("%s is not set: no PostgreSQL to test against", PostgresVariable)
	}
	ctx := context.Background()
	admin, err := pgxpool.New(ctx, conn) // a pool: conn may hold pool_ settings
	if err != nil {
		t.Fatalf("connect to %s: %v", PostgresVariable, err)
	}
	schema := "storetest_" + strings.ToLower(rand.Text())
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		if _, err := admin.Exec(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
		admin.Close()
	})
	if u, err := url.Parse(conn); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return conn + " search_path=" + schema
}
