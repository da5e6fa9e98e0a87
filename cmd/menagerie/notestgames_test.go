//go:build !testgames

package main

import (
	"strings"
	"testing"

	"menagerie/internal/testgames"
)

// TestNoTestGameListed: built without the testgames tag, the command
// lists none of the games only tests play.
func TestNoTestGameListed(t *testing.T) {
	r := runCLI(t, "", "--help")
	for _, e := range testgames.Entries() {
		if strings.Contains(r.stdout, e.Name) {
			t.Errorf("--help lists %s:\n%s", e.Name, r.stdout)
		}
	}
	if r := runCLI(t, "", "game", "highcard"); r.code != exitUsage || !strings.Contains(r.stderr, `unknown command "highcard"`) {
		t.Errorf("game highcard: exit code %d, %s", r.code, r.stderr)
	}
}
