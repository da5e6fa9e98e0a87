package main

import (
	"strings"
	"testing"

	"menagerie/game"
)

// TestReplayForfeits replays a record cut short by a forfeit: the replay
// tells who lost on time, where, and who won; a forfeit of a seat the
// game does not have is refused in words.
func TestReplayForfeits(t *testing.T) {
	path, _ := recordGame(t, 7)
	rec, g := readRecord(t, path)
	short := game.NewRecord(g, rec.Seed)
	short.Actions = rec.Actions[:40]
	short.Forfeits = []game.Forfeit{{Seat: 1, Version: 40}}
	if err := short.Seal(); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "", "replay", writeRecordFile(t, short))
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	for _, want := range []string{"P2 lost on time", "P1 wins: every other seat lost on time (returns [1 -1])"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("the replay lacks %q:\n%s", want, r.stdout[max(0, len(r.stdout)-400):])
		}
	}
	short.Forfeits = []game.Forfeit{{Seat: 4, Version: 40}}
	short.Outcome = nil
	if r := runCLI(t, "", "replay", writeRecordFile(t, short)); r.code == exitOK || !strings.Contains(r.stderr, "seat 4 is not a seat of the game of 2 players") {
		t.Errorf("a forfeit of seat 4: exit code %d; stderr: %s", r.code, r.stderr)
	}
}
