package store_test

import (
	"testing"

	"menagerie/internal/rating"
	"menagerie/internal/store"
	"menagerie/internal/store/storetest"
)

// TestMemoryConformance holds the memory store to the suite every store
// passes.
func TestMemoryConformance(t *testing.T) {
	storetest.Run(t, func(testing.TB) store.Store { return store.NewMemory() })
}

// TestMemoryUnplayed checks that the memory store lists no rating that
// rests on no game.
func TestMemoryUnplayed(t *testing.T) {
	storetest.Unplayed(t, func(testing.TB) store.Store { return store.NewMemory() },
		func(_ testing.TB, s store.Store, player, game, class string, r rating.Rating) {
			s.(*store.Memory).PutUnplayed(player, game, class, r)
		})
}
