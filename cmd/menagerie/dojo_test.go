package main

import (
	"strings"
	"testing"
)

func TestPlayDojo(t *testing.T) {
	r := runCLI(t, strings.Repeat("\n", 27), "play", "dojo", "--rules", "mode=solo", "--seed", "5")
	if r.code != exitOK || !strings.Contains(r.stdout, "solo mission over: 27 defeated, 0 missed") || !strings.Contains(r.stdout, "workout summary:") {
		t.Errorf("exit code %d:\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runCLI(t, strings.Repeat("1\n", 3000), "play", "dojo", "--seed", "5", "--vs", "random")
	if r.code != exitOK || !strings.Contains(r.stdout, "*** ") || !strings.Contains(r.stdout, "workout summary:") {
		t.Errorf("duel: exit code %d:\n%s", r.code, r.stderr)
	}
	r = runCLI(t, "q\n", "play", "dojo", "--seed", "5")
	if r.code != exitFailure || !strings.Contains(r.stderr, "stopped before its end") {
		t.Errorf("quit: exit code %d: %s", r.code, r.stderr)
	}
	r = runCLI(t, "", "play", "dojo", "--exercise", "sensor")
	if r.code != exitUsage {
		t.Errorf("--exercise sensor: exit code %d", r.code)
	}
}
