package server

import (
	"bytes"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/coder/websocket"
)

// TestSocketWritesAMessageAtOnce: a message that fits the socket's write
// buffer reaches the connection in one write, its frame's header with it
// (the HTTP server's 4 KiB buffer took two for one past its size).
func TestSocketWritesAMessageAtOnce(t *testing.T) {
	for _, tc := range []struct {
		name   string
		size   int
		writes int64
	}{
		{"small", 100, 1},
		{"past 4 KiB", 10 << 10, 1},
		{"just under the buffer", socketWriteBuffer - 16, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var writes atomic.Int64
			got := make(chan int64, 1)
			hs := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
				conn, err := acceptSocket(w, req)
				if err != nil {
					t.Error(err)
					return
				}
				defer conn.CloseNow()
				before := writes.Load()
				if err := conn.Write(req.Context(), websocket.MessageText, bytes.Repeat([]byte("x"), tc.size)); err != nil {
					t.Error(err)
				}
				got <- writes.Load() - before
			}))
			hs.Listener = countingListener{hs.Listener, &writes}
			hs.Start()
			defer hs.Close()
			ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
			defer cancel()
			conn, _, err := websocket.Dial(ctx, strings.Replace(hs.URL, "http://", "ws://", 1), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.CloseNow()
			conn.SetReadLimit(socketWriteBuffer)
			if _, b, err := conn.Read(ctx); err != nil || len(b) != tc.size {
				t.Fatalf("read %d bytes, %v; want %d", len(b), err, tc.size)
			}
			if n := <-got; n != tc.writes {
				t.Errorf("a message of %d bytes took %d writes, want %d", tc.size, n, tc.writes)
			}
		})
	}
}

// countingListener counts the writes to the connections it accepts.
type countingListener struct {
	net.Listener
	writes *atomic.Int64
}

func (l countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	return countingConn{c, l.writes}, err
}

// countingConn counts its writes.
type countingConn struct {
	net.Conn
	writes *atomic.Int64
}

func (c countingConn) Write(b []byte) (int, error) {
	c.writes.Add(1)
	return c.Conn.Write(b)
}
