package game

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// TestParseWhole: one way to write a number, and a number out of range
// said to be too large or too small with the limit, never read as another.
func TestParseWhole(t *testing.T) {
	tests := []struct {
		s       string
		lo, hi  int64
		want    int64
		wantErr string // "": no error
	}{
		{"0", 0, 9, 0, ""},
		{"7", 0, 9, 7, ""},
		{"-3", -9, 9, -3, ""},
		{"99", 0, 99, 99, ""},
		{"-9223372036854775808", math.MinInt64, math.MaxInt64, math.MinInt64, ""},
		{"9223372036854775807", math.MinInt64, math.MaxInt64, math.MaxInt64, ""},
		{"100", 0, 99, 0, "too large: at most 99"},
		{"99999999999999999999", 0, 99, 0, "too large: at most 99"},
		{"9223372036854775808", 0, math.MaxInt64, 0, "too large: at most 9223372036854775807"},
		{"18446744073709551615", 0, 99, 0, "too large: at most 99"},
		{strings.Repeat("9", 5000), 0, 99, 0, "too large: at most 99"},
		{"-1", 0, 99, 0, "too small: at least 0"},
		{"-99999999999999999999", -9, 9, 0, "too small: at least -9"},
		{"-9223372036854775809", math.MinInt64, 0, 0, "too small: at least -9223372036854775808"},
		{"3", 4, 9, 0, "too small: at least 4"},
		{"-3", -9, -4, 0, "too large: at most -4"},
		{"", 0, 9, 0, ErrNotWhole.Error()},
		{"-", 0, 9, 0, ErrNotWhole.Error()},
		{"+5", 0, 9, 5, ""},
		{"+0", 0, 9, 0, ""},
		{"+", 0, 9, 0, ErrNotWhole.Error()},
		{"+-5", -9, 9, 0, ErrNotWhole.Error()},
		{"-+5", -9, 9, 0, ErrNotWhole.Error()},
		{"+05", 0, 9, 0, ErrNotWhole.Error()},
		{"05", 0, 9, 0, ErrNotWhole.Error()},
		{"-0", 0, 9, 0, ""},
		{"00", 0, 9, 0, ErrNotWhole.Error()},
		{"0x1F", 0, 99, 0, ErrNotWhole.Error()},
		{"0o17", 0, 99, 0, ErrNotWhole.Error()},
		{"0b11", 0, 99, 0, ErrNotWhole.Error()},
		{"1_000", 0, 9999, 0, ErrNotWhole.Error()},
		{"1e3", 0, 9999, 0, ErrNotWhole.Error()},
		{"5.0", 0, 9, 0, ErrNotWhole.Error()},
		{" 5", 0, 9, 0, ErrNotWhole.Error()},
		{"5 ", 0, 9, 0, ErrNotWhole.Error()},
		{"٣", 0, 9, 0, ErrNotWhole.Error()},
		{"--5", -9, 9, 0, ErrNotWhole.Error()},
		{"++5", -9, 9, 0, ErrNotWhole.Error()},
	}
	for _, tt := range tests {
		got, err := ParseWhole(tt.s, tt.lo, tt.hi)
		if tt.wantErr == "" {
			if err != nil || got != tt.want {
				t.Errorf("ParseWhole(%q, %d, %d) = %d, %v; want %d", tt.s, tt.lo, tt.hi, got, err, tt.want)
			}
			continue
		}
		if err == nil || err.Error() != tt.wantErr || got != 0 {
			t.Errorf("ParseWhole(%q, %d, %d) = %d, %v; want 0 and %q", tt.s, tt.lo, tt.hi, got, err, tt.wantErr)
		}
		if (tt.wantErr == ErrNotWhole.Error()) != errors.Is(err, ErrNotWhole) {
			t.Errorf("ParseWhole(%q): errors.Is(%v, ErrNotWhole) = %v", tt.s, err, errors.Is(err, ErrNotWhole))
		}
	}
}

// TestParseWholeTypes reads the bounds of int and uint64 too.
func TestParseWholeTypes(t *testing.T) {
	if got, err := ParseWhole[uint64]("18446744073709551615", 0, math.MaxUint64); err != nil || got != math.MaxUint64 {
		t.Errorf("uint64 maximum: %d, %v", got, err)
	}
	if _, err := ParseWhole[uint64]("18446744073709551616", 0, math.MaxUint64); err == nil || err.Error() != "too large: at most 18446744073709551615" {
		t.Errorf("beyond the uint64 maximum: %v", err)
	}
	if _, err := ParseWhole[uint64]("-1", 0, math.MaxUint64); err == nil || err.Error() != "too small: at least 0" {
		t.Errorf("uint64 -1: %v", err)
	}
	if got, err := ParseWhole("-12", -20, 20); err != nil || got != -12 {
		t.Errorf("int -12: %d, %v", got, err)
	}
}

// TestQuote: short values are quoted whole; long ones are cut at a
// character, with their length.
func TestQuote(t *testing.T) {
	tests := []struct{ s, want string }{
		{"", `""`},
		{"players=9", `"players=9"`},
		{"a\x1b[2Jb", `"a\x1b[2Jb"`},
		{strings.Repeat("x", maxQuoted), `"` + strings.Repeat("x", maxQuoted) + `"`},
		{strings.Repeat("x", 5000), `"` + strings.Repeat("x", maxQuoted) + `"... (5000 characters)`},
		{strings.Repeat("é", 100), `"` + strings.Repeat("é", maxQuoted) + `"... (100 characters)`},
	}
	for _, tt := range tests {
		if got := Quote(tt.s); got != tt.want {
			t.Errorf("Quote(%.50q) = %s; want %s", tt.s, got, tt.want)
		}
	}
}
