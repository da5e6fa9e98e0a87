package sqlite

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"

	sqlite3 "modernc.org/sqlite/lib"
)

// maxTablesNamed is how many of a foreign database's tables its refusal
// names.
const maxTablesNamed = 5

// checkSchema refuses the database file unless it is menagerie's: an
// SQLite database with the tables schema_migrations and rooms, or one
// with no tables that Open has just made. was is the file as it was
// before Open, nil when it was missing. It changes nothing in the file.
func (s *Store) checkSchema(ctx context.Context, file string, was os.FileInfo) error {
	rows, err := s.write.QueryContext(ctx, `SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`)
	if err != nil {
		return schemaError(file, err)
	}
	defer rows.Close()
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return schemaError(file, err)
		}
		tables = append(tables, name)
	}
	if err := rows.Err(); err != nil {
		return schemaError(file, err)
	}
	switch {
	case len(tables) == 0 && was != nil:
		return fmt.Errorf("sqlite store: %s is empty (%d bytes, no tables), not a menagerie database: remove it to start with no rooms", file, was.Size())
	case len(tables) > 0 && !(slices.Contains(tables, "schema_migrations") && slices.Contains(tables, "rooms")):
		return fmt.Errorf("sqlite store: %s is another program's SQLite database, not menagerie's: it has %s and no rooms and schema_migrations tables", file, tableList(tables))
	}
	return nil
}

// schemaError says what reading the file's tables met.
func schemaError(file string, err error) error {
	if isCode(err, sqlite3.SQLITE_NOTADB) {
		return fmt.Errorf("sqlite store: %s is not an SQLite database: move it away, or give another data directory", file)
	}
	return fmt.Errorf("sqlite store %s: tables: %w", file, err)
}

// tableList names the tables, up to maxTablesNamed of them.
func tableList(tables []string) string {
	named := make([]string, 0, maxTablesNamed)
	for _, t := range tables[:min(len(tables), maxTablesNamed)] {
		named = append(named, fmt.Sprintf("%q", t))
	}
	list := strings.Join(named, ", ")
	if len(tables) > maxTablesNamed {
		list += fmt.Sprintf(" and %d more", len(tables)-maxTablesNamed)
	}
	if len(tables) == 1 {
		return "the table " + list
	}
	return fmt.Sprintf("the %d tables %s", len(tables), list)
}
