package tui

import (
	"strings"
	"testing"
)

// TestFit: a line too long is cut between words, never inside a word or a
// number, ends with "…" and closes a colour it cut through.
func TestFit(t *testing.T) {
	red := style{terminal: true}.paint(bad, "takes 25 damage")
	tests := []struct {
		in    string
		width int
		want  string
	}{
		{"short", 10, "short"},
		{"exactly ten", 11, "exactly ten"},
		{"P2's Bee takes 2 (2 damage, power 3)", 30, "P2's Bee takes 2 (2 damage,…"},
		{"P2's Bee takes 2 (2 damage, power 3)", 28, "P2's Bee takes 2 (2 damage,…"},
		{"P2's Bee takes 2 (2 damage, power 3)", 26, "P2's Bee takes 2 (2…"},
		{"the word ends at the cut here", 18, "the word ends at…"},
		{"abcdefghijklmnop", 8, "abcdefg…"},
		{"Ant " + red, 13, "Ant \x1b[31mtakes 25…\x1b[0m"},
		{"Ant " + red, 12, "Ant \x1b[31mtakes…\x1b[0m"},
	}
	for _, tt := range tests {
		got := fit(tt.in, tt.width)
		if got != tt.want {
			t.Errorf("fit(%q, %d) = %q, want %q", tt.in, tt.width, got, tt.want)
		}
		if w := visibleWidth(got); w > tt.width {
			t.Errorf("fit(%q, %d) is %d columns", tt.in, tt.width, w)
		}
	}
}

// TestWrap: lines break at spaces only, each at most the width unless a
// single word is wider, and every word comes through whole and in order.
func TestWrap(t *testing.T) {
	tests := []struct {
		in    string
		width int
		want  []string
	}{
		{"", 10, nil},
		{"Perk. Its pet deals 1 extra damage when attacking.", 20, []string{"Perk. Its pet deals", "1 extra damage when", "attacking."}},
		{"one\ntwo three", 5, []string{"one", "two", "three"}},
		{"cardbattle-383607.save.json is long", 10, []string{"cardbattle-383607.save.json", "is long"}},
	}
	for _, tt := range tests {
		got := wrap(tt.in, tt.width)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("wrap(%q, %d) = %q, want %q", tt.in, tt.width, got, tt.want)
		}
		if strings.Join(strings.Fields(strings.Join(got, " ")), " ") != strings.Join(strings.Fields(tt.in), " ") {
			t.Errorf("wrap(%q, %d) lost or split a word: %q", tt.in, tt.width, got)
		}
	}
}

// TestWrapLine: a line keeps its indentation and goes on two columns
// further in; an empty line stays.
func TestWrapLine(t *testing.T) {
	tests := []struct {
		in    string
		width int
		want  []string
	}{
		{"", 20, []string{""}},
		{"  P1's Ant attacks P2's Bee", 16, []string{"  P1's Ant", "    attacks P2's", "    Bee"}},
		{"P2's Bee takes 2 damage", 80, []string{"P2's Bee takes 2 damage"}},
	}
	for _, tt := range tests {
		if got := wrapLine(tt.in, tt.width); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("wrapLine(%q, %d) = %q, want %q", tt.in, tt.width, got, tt.want)
		}
	}
}
