package store_test

import (
	"testing"

	"menagerie/internal/store"
	"menagerie/internal/store/storetest"
)

// TestMemoryConformance holds the memory store to the suite every store
// passes.
func TestMemoryConformance(t *testing.T) {
	storetest.Run(t, func(testing.TB) store.Store { return store.NewMemory() })
}
