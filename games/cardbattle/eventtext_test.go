package cardbattle

import (
	"testing"

	"menagerie/gametest"
)

// TestEventTextAllocations: an event's sentence costs an allocation or
// two, not one for each name and number in it.
func TestEventTextAllocations(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	gametest.EventTextAllocations(t, g, 1)
}
