package purity

import (
	"slices"
	"testing"
)

// TestEnginesArePure runs the check on this module's engines: game and every
// package under games/.
func TestEnginesArePure(t *testing.T) {
	r, err := Check("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"menagerie/game", "menagerie/games/cardbattle", "menagerie/games/dojo",
		"menagerie/games/internal/yamlfile", "menagerie/games/tableau"} {
		if !slices.Contains(r.Packages, want) {
			t.Errorf("the check did not judge %s; it judged %v", want, r.Packages)
		}
	}
	for _, v := range r.Violations {
		t.Error(v)
	}
}
