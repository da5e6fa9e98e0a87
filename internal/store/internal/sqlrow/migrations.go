package sqlrow

import (
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// Migration is one step of a store's schema: the SQL that takes the
// database from Version-1 to Version.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Migrations reads the migrations in dir of fsys: files named
// "NNN_what.sql", numbered from 1 without gaps, returned in order.
func Migrations(fsys fs.FS, dir string) ([]Migration, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("migrations: %w", err)
	}
	var ms []Migration
	for _, e := range entries { // fs.ReadDir sorts by name
		name := e.Name()
		number, _, ok := strings.Cut(name, "_")
		version, err := strconv.Atoi(number)
		if !ok || err != nil || !strings.HasSuffix(name, ".sql") || e.IsDir() {
			return nil, fmt.Errorf("migrations: %s: want a file named NNN_what.sql", name)
		}
		if version != len(ms)+1 {
			return nil, fmt.Errorf("migrations: %s: number %d, want %d (numbered from 1 without gaps)", name, version, len(ms)+1)
		}
		b, err := fs.ReadFile(fsys, path.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("migrations: %w", err)
		}
		ms = append(ms, Migration{Version: version, Name: name, SQL: string(b)})
	}
	if len(ms) == 0 {
		return nil, fmt.Errorf("migrations: none in %s", dir)
	}
	return ms, nil
}

// Pending returns the migrations after version, the schema's version in a
// database, or an error when the database is newer than the program.
func Pending(ms []Migration, version int) ([]Migration, error) {
	if version > len(ms) {
		return nil, fmt.Errorf("the database's schema is at version %d, newer than this program's %d: run a newer program", version, len(ms))
	}
	return ms[version:], nil
}

// Migrate applies to a database whose schema is at version the
// migrations in dir of fsys that it lacks, in order, through apply, which
// runs one migration and records it.
func Migrate(fsys fs.FS, dir string, version int, apply func(Migration) error) error {
	ms, err := Migrations(fsys, dir)
	if err != nil {
		return err
	}
	pending, err := Pending(ms, version)
	if err != nil {
		return err
	}
	for _, m := range pending {
		if err := apply(m); err != nil {
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
	}
	return nil
}
