package server

import (
	"context"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/coder/websocket"
)

// writeTimeout bounds writing one message to a client.
const writeTimeout = 10 * time.Second

// client is one WebSocket connection: its room's owner queues messages
// for it without waiting, and its writer sends them in order.
type client struct {
	conn   *websocket.Conn
	out    chan *frame
	done   chan struct{} // closed by kick: the writer flushes, then closes
	once   sync.Once
	status websocket.StatusCode
	reason string
	// hello closes the connection unless a hello seats it, or lets it
	// watch, in time (set before its first message is posted).
	hello *time.Timer
	// stall closes the connection when a message's write takes longer
	// than timeout: one timer, set again for each write, where a
	// deadline of its own for each would cost a context and a timer.
	stall   *time.Timer
	timeout time.Duration
}

// greeted stops the hello deadline: the room took the connection's hello.
func (c *client) greeted() {
	if c.hello != nil {
		c.hello.Stop()
	}
}

// newClient makes the client of a connection with room for outbox
// messages, each of whose writes may take up to timeout.
func newClient(conn *websocket.Conn, outbox int, timeout time.Duration) *client {
	c := &client{conn: conn, out: make(chan *frame, outbox), done: make(chan struct{}), timeout: timeout}
	c.stall = time.AfterFunc(timeout, func() { conn.CloseNow() })
	c.stall.Stop()
	return c
}

// queue hands the writer a message, which holds it until written; false
// when the client is gone or its outbox is full.
func (c *client) queue(f *frame) bool {
	select {
	case <-c.done:
		return false
	default:
	}
	f.hold()
	select {
	case c.out <- f:
		return true
	default:
		f.release()
		return false
	}
}

// kick ends the connection with a status and a reason (at most 123
// bytes), after the messages already queued.
func (c *client) kick(status websocket.StatusCode, reason string) {
	c.once.Do(func() {
		c.status, c.reason = status, closeReason(reason)
		close(c.done)
	})
}

// maxCloseReason is the longest reason a close frame carries, in bytes.
const maxCloseReason = 123

// closeReason shortens a reason to what a close frame carries, at a
// character's boundary, ending with "…" when cut: a longer one would make
// the library send no close frame at all.
func closeReason(reason string) string {
	if len(reason) <= maxCloseReason {
		return reason
	}
	const ellipsis = "…"
	cut := maxCloseReason - len(ellipsis)
	for cut > 0 && !utf8.RuneStart(reason[cut]) {
		cut--
	}
	return reason[:cut] + ellipsis
}

// write sends the queued messages in order; once kicked, it sends what is
// still queued and closes the connection.
func (c *client) write() {
	for {
		select {
		case f := <-c.out:
			if !c.writeOne(f) {
				c.kick(websocket.StatusInternalError, "write failed")
				c.conn.CloseNow()
				return
			}
		case <-c.done:
			for flushed := false; !flushed; {
				select {
				case f := <-c.out:
					flushed = !c.writeOne(f)
				default:
					flushed = true
				}
			}
			c.conn.Close(c.status, c.reason)
			return
		}
	}
}

// writeOne sends one message and releases it; false when it could not,
// or not within its timeout (the connection is then closed).
func (c *client) writeOne(f *frame) bool {
	c.stall.Reset(c.timeout)
	err := c.conn.Write(context.Background(), websocket.MessageText, f.b)
	c.stall.Stop()
	f.release()
	return err == nil
}
