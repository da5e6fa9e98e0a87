package cardbattle

import (
	"testing"

	"menagerie/gametest"
)

// TestLabelsAllocations: labelling a position allocates each label's text
// and a few lists, not several allocations a label.
func TestLabelsAllocations(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		gametest.LabelAllocations(t, g, seed)
	}
}
