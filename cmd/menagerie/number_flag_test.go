package main

import (
	"strings"
	"testing"
)

// TestSeedFlagsTakeWholeNumbers: every command's --seed refuses what is not
// a seed with one clear line and a usage error, before anything runs,
// among them any other way of writing a number than card files take.
func TestSeedFlagsTakeWholeNumbers(t *testing.T) {
	commands := [][]string{
		{"game", "cardbattle"}, {"game", "tableau"}, {"game", "dojo"},
		{"play", "cardbattle"}, {"play", "dojo"},
		{"sim", "cardbattle", "--bots", "random"},
		{"battle", "../../examples/auto-battle-b.json"},
	}
	for _, cmd := range commands {
		for _, bad := range []string{"-1", "18446744073709551616", "999999999999999999999", "7x", "+-7", "07", "0x7", "7_0", "7e0"} {
			t.Run(strings.Join(cmd, " ")+" --seed "+bad, func(t *testing.T) {
				r := runCLI(t, "", append(cmd, "--seed", bad)...)
				want := `invalid argument "` + bad + `" for "--seed" flag: want a whole number from 0 to 18446744073709551615`
				if r.code != exitUsage || !strings.Contains(r.stderr, want) || r.stdout != "" {
					t.Errorf("exit code %d, want %d; stdout %q; stderr lacks %q:\n%s", r.code, exitUsage, r.stdout, want, r.stderr)
				}
			})
		}
	}
}
