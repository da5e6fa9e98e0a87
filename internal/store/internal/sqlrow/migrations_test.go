package sqlrow

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestMigrations(t *testing.T) {
	file := &fstest.MapFile{Data: []byte("CREATE TABLE t (x integer);")}
	tests := []struct {
		name    string
		files   []string
		want    []int
		wantErr string
	}{
		{"in order", []string{"001_a.sql", "002_b.sql", "003_c.sql"}, []int{1, 2, 3}, ""},
		{"a gap", []string{"001_a.sql", "003_c.sql"}, nil, "003_c.sql: number 3, want 2"},
		{"not from 1", []string{"002_b.sql"}, nil, "number 2, want 1"},
		{"no number", []string{"001_a.sql", "b.sql"}, nil, "b.sql: want a file named NNN_what.sql"},
		{"not SQL", []string{"001_a.txt"}, nil, "001_a.txt: want a file named"},
		{"none", nil, nil, "none in m"},
	}
	for _, tt := range tests {
		fsys := fstest.MapFS{"m": &fstest.MapFile{Mode: fs.ModeDir | 0o755}}
		for _, f := range tt.files {
			fsys["m/"+f] = file
		}
		ms, err := Migrations(fsys, "m")
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var got []int
		for _, m := range ms {
			got = append(got, m.Version)
			if m.SQL != string(file.Data) {
				t.Errorf("%s: %s holds %q", tt.name, m.Name, m.SQL)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: versions %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestPending(t *testing.T) {
	ms := []Migration{{Version: 1}, {Version: 2}, {Version: 3}}
	for applied, want := range []int{3, 2, 1, 0} {
		got, err := Pending(ms, applied)
		if err != nil || len(got) != want || want > 0 && got[0].Version != applied+1 {
			t.Errorf("Pending after %d = %v, %v; want %d from version %d", applied, got, err, want, applied+1)
		}
	}
	if _, err := Pending(ms, 4); err == nil || !strings.Contains(err.Error(), "newer than this program's 3") {
		t.Errorf("Pending after 4 of 3: error %v, want one saying the database is newer", err)
	}
}
