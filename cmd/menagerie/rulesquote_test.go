package main

import (
	"strings"
	"testing"
)

// TestLongRulesValueQuotedShort: an error about a long --rules value, or
// another long flag value, quotes its start and says how long it is,
// whichever check refuses it.
func TestLongRulesValueQuotedShort(t *testing.T) {
	long := strings.Repeat("9", 5000)
	tests := [][]string{
		{"game", "tableau", "--rules", long},
		{"game", "tableau", "--rules", "rounds=" + long},
		{"game", "tableau", "--rules", "market=" + long + "x3"},
		{"game", "cardbattle", "--rules", "dice=0,0," + long},
		{"game", "cardbattle", "--rules", "first_player=" + long},
		{"game", "dojo", "--rules", "players=2,mode=" + long},
		{"sim", "tableau", "--bots", "random", "--players", "2", "--rules", "players=" + long},
		{"sim", "tableau", "--bots", "ismcts:" + long + "=1,random"},
		{"sim", "tableau", "--bots", long + ",random"},
		{"play", "tableau", "--vs", long},
		{"play", "dojo", "--level", long},
	}
	for _, args := range tests {
		r := runCLI(t, "", args...)
		if r.code != exitUsage || len(r.stderr) > 400 || !strings.Contains(r.stderr, `"... (`) {
			t.Errorf("%.80q: exit code %d, want %d; want a short quote in stderr of %d bytes:\n%.500s", args, r.code, exitUsage, len(r.stderr), r.stderr)
		}
	}
}
