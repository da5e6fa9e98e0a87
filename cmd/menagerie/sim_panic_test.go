package main

import (
	"regexp"
	"testing"

	"menagerie/agent/dojobot"
	"menagerie/games/dojo"
	"menagerie/gametest"
	"menagerie/registry"
)

// TestSimReportsAPanickingGame runs sim on a game whose engine panics: the
// command prints no report and exits with a sentence naming the game that
// failed and its seed.
func TestSimReportsAPanickingGame(t *testing.T) {
	unregister, err := registry.Register(&registry.Entry{Definition: gametest.Faulty(dojo.Definition(), "faulty-dojo", 60), Bots: dojobot.Bots()})
	if err != nil {
		t.Fatal(err)
	}
	defer unregister()
	for _, workers := range []string{"1", "4"} {
		r := runCLI(t, "", "sim", "faulty-dojo", "--bots", "random,random", "--games", "50", "--workers", workers)
		want := regexp.MustCompile(`^menagerie: sim faulty-dojo: game \d+: game with seed \d+: internal error \(a bug, please report it\): faulty-dojo: a deliberate panic at action 61\n$`)
		if r.code != exitFailure || r.stdout != "" || !want.MatchString(r.stderr) {
			t.Errorf("--workers %s: exit code %d, stdout %q, stderr %q; want %d, no report and the game that failed", workers, r.code, r.stdout, r.stderr, exitFailure)
		}
	}
}
