package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestInputsReadAtMostTheirLimit feeds every command that reads a whole
// file one byte more than it accepts, and checks the clear refusal.
func TestInputsReadAtMostTheirLimit(t *testing.T) {
	tests := []struct {
		args  []string
		limit int
		what  string
	}{
		{[]string{"cards", "validate", "-"}, maxCardFileRead, "a card file"},
		{[]string{"battle", "-"}, maxScenarioRead, "a battle scenario"},
		{[]string{"replay", "-"}, maxRecordRead, "a game record"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, strings.Repeat(" ", tt.limit+1), tt.args...)
			want := fmt.Sprintf("%s: more than %d bytes: far too big for %s", strings.Join(tt.args, " "), tt.limit, tt.what)
			if r.code != exitFailure || !strings.Contains(r.stderr, want) {
				t.Errorf("exit code %d, want %d; stderr lacks %q:\n%s", r.code, exitFailure, want, tail(r.stderr))
			}
		})
	}
}
