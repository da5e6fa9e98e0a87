package syncbuf

import (
	"strings"
	"sync"
	"testing"
)

// TestBufferWhileWritten reads the buffer while several goroutines write
// to it, and requires every write whole at the end (run with -race to
// check the turns).
func TestBufferWhileWritten(t *testing.T) {
	for _, tc := range []struct {
		writers, writes int
	}{{1, 1}, {1, 100}, {4, 100}} {
		var b Buffer
		var wg sync.WaitGroup
		for range tc.writers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range tc.writes {
					b.Write([]byte("ab\n"))
				}
			}()
		}
		for range tc.writes {
			_ = b.String()
		}
		wg.Wait()
		want := strings.Repeat("ab\n", tc.writers*tc.writes)
		if got := b.String(); got != want {
			t.Errorf("%d writers of %d: got %d bytes, want %d", tc.writers, tc.writes, len(got), len(want))
		}
	}
}
