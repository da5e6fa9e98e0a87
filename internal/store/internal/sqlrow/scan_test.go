package sqlrow

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestInstant reads a time column as each store keeps it, and refuses
// any other value.
func TestInstant(t *testing.T) {
	at := time.Date(2026, 11, 28, 16, 20, 0, 123456000, time.UTC)
	for _, tt := range []struct {
		name string
		src  any
		ok   bool
	}{
		{"SQLite's microseconds", at.UnixMicro(), true},
		{"PostgreSQL's timestamptz", at.In(time.FixedZone("CET", 3600)), true},
		{"text", "2026-11-28", false},
		{"NULL", nil, false},
	} {
		var i Instant
		err := i.Scan(tt.src)
		if tt.ok && (err != nil || !i.T.Equal(at) || i.T.Location() != time.UTC) {
			t.Errorf("%s: %v, %v; want %v in UTC", tt.name, i.T, err, at)
		}
		if !tt.ok && err == nil {
			t.Errorf("%s: read as %v, want an error", tt.name, i.T)
		}
	}
}

// fakeRows are rows of one int column, failing at row fail (-1: never),
// or at the end with err.
type fakeRows struct {
	values   []int
	at, fail int
	err      error
	closed   bool
}

func (r *fakeRows) Next() bool { r.at++; return r.at <= len(r.values) }
func (r *fakeRows) Err() error { return r.err }
func (r *fakeRows) Close()     { r.closed = true }
func (r *fakeRows) Scan(dest ...any) error {
	if r.at-1 == r.fail {
		return errors.New("bad row")
	}
	*dest[0].(*int) = r.values[r.at-1]
	return nil
}

// TestAll reads every row, says which query failed and how, and closes
// the rows whatever happens.
func TestAll(t *testing.T) {
	scan := func(sc Scanner) (*int, error) {
		var v int
		return &v, sc.Scan(&v)
	}
	for _, tt := range []struct {
		name    string
		rows    *fakeRows
		query   error
		want    []int
		wantErr string
	}{
		{"every row", &fakeRows{values: []int{1, 2, 3}, fail: -1}, nil, []int{1, 2, 3}, ""},
		{"no row", &fakeRows{fail: -1}, nil, nil, ""},
		{"a bad row", &fakeRows{values: []int{1, 2}, fail: 1}, nil, nil, "widgets: bad row"},
		{"the rows' error", &fakeRows{values: []int{1}, fail: -1, err: errors.New("cut")}, nil, nil, "widgets: cut"},
		{"the query's error", nil, errors.New("no table"), nil, "widgets: no table"},
	} {
		var rows Rows
		if tt.rows != nil {
			rows = tt.rows
		}
		got, err := All("widgets", rows, tt.query, scan)
		if (err == nil) != (tt.wantErr == "") || (err != nil && !strings.Contains(err.Error(), tt.wantErr)) || !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, %v; want %v, %q", tt.name, got, err, tt.want, tt.wantErr)
		}
		if tt.rows != nil && !tt.rows.closed {
			t.Errorf("%s: the rows were left open", tt.name)
		}
	}
}
