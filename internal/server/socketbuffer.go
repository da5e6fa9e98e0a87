package server

import (
	"bufio"
	"net"
	"net/http"

	"github.com/coder/websocket"
)

// socketWriteBuffer is the size of a WebSocket's write buffer. A message
// that fits goes out in one write system call with its frame's header;
// the HTTP server's own buffer, 4 KiB, split about one message in eight
// (a third of Dojo's) in two.
const socketWriteBuffer = 16 << 10

// acceptSocket upgrades a request to a WebSocket whose frames are
// written through a buffer of socketWriteBuffer bytes.
func acceptSocket(w http.ResponseWriter, req *http.Request) (*websocket.Conn, error) {
	return websocket.Accept(writeBuffered{w}, req, nil)
}

// writeBuffered is a ResponseWriter whose Hijack hands over the
// connection with a write buffer of socketWriteBuffer bytes in place of
// the HTTP server's, which is empty once the response's header is sent.
type writeBuffered struct{ http.ResponseWriter }

// Hijack takes over the connection, as http.Hijacker.
func (w writeBuffered) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	conn, rw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	return conn, bufio.NewReadWriter(rw.Reader, bufio.NewWriterSize(conn, socketWriteBuffer)), nil
}

// Unwrap gives the ResponseWriter it wraps, for http.ResponseController.
func (w writeBuffered) Unwrap() http.ResponseWriter { return w.ResponseWriter }
