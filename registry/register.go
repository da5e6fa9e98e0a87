package registry

import (
	"fmt"
	"slices"
	"sync"
)

// mu guards entries against Register; entries is never changed in place,
// so a slice read under mu stays valid after it is released.
var mu sync.RWMutex

// current returns the list of games as it is now.
func current() []*Entry {
	mu.RLock()
	defer mu.RUnlock()
	return entries
}

// Register adds a game at the end of the list until unregister removes it:
// for tests that need a game of their own, such as a deliberately broken
// engine or bot. A name already taken is an error.
func Register(e *Entry) (unregister func(), err error) {
	mu.Lock()
	defer mu.Unlock()
	if slices.ContainsFunc(entries, func(o *Entry) bool { return o.Name == e.Name }) {
		return nil, fmt.Errorf("registry: game %q is registered already", e.Name)
	}
	entries = append(slices.Clip(entries), e)
	return func() {
		mu.Lock()
		defer mu.Unlock()
		entries = slices.DeleteFunc(slices.Clone(entries), func(o *Entry) bool { return o == e })
	}, nil
}
