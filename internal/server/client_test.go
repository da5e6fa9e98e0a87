package server

import (
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestStalledWriteCloses checks that a client whose peer stops reading is
// closed once a write has waited longer than the client's timeout, and
// that its writer then ends.
func TestStalledWriteCloses(t *testing.T) {
	const timeout = 200 * time.Millisecond
	ended := make(chan time.Duration, 1)
	// The dialled end is never read: the server's writes stall.
	socketPair(t, func(conn *websocket.Conn) {
		c := newClient(conn, 64, timeout)
		msg := frameOf([]byte(`"` + strings.Repeat("x", 1<<20) + `"`))
		for c.queue(msg) {
		}
		start := time.Now()
		c.write()
		ended <- time.Since(start)
	})
	select {
	case took := <-ended:
		if took < timeout {
			t.Errorf("the writer ended after %s, before its timeout of %s", took, timeout)
		}
	case <-time.After(waitLimit):
		t.Fatalf("the writer still waits %s after its peer stopped reading (timeout %s)", waitLimit, timeout)
	}
}
