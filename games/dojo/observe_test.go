package dojo

import (
	"testing"

	"menagerie/gametest"
)

// TestObserveAllocations holds an observation to a few allocations (one
// for the observation and its parts, one a backing array of each type of
// list), whatever the number of cards it names.
func TestObserveAllocations(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		gametest.ObserveAllocations(t, g, seed, 6)
	}
}
