package server

import (
	"context"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// writeTimeout bounds writing one message to a client.
const writeTimeout = 10 * time.Second

// client is one WebSocket connection: its room's owner queues messages
// for it without waiting, and its writer sends them in order.
type client struct {
	conn   *websocket.Conn
	out    chan []byte
	done   chan struct{} // closed by kick: the writer flushes, then closes
	once   sync.Once
	status websocket.StatusCode
	reason string
}

func newClient(conn *websocket.Conn, outbox int) *client {
	return &client{conn: conn, out: make(chan []byte, outbox), done: make(chan struct{})}
}

// queue hands the writer a message; false when the client is gone or its
// outbox is full.
func (c *client) queue(b []byte) bool {
	select {
	case <-c.done:
		return false
	default:
	}
	select {
	case c.out <- b:
		return true
	default:
		return false
	}
}

// kick ends the connection with a status and a reason (at most 123
// bytes), after the messages already queued.
func (c *client) kick(status websocket.StatusCode, reason string) {
	c.once.Do(func() {
		c.status, c.reason = status, reason
		close(c.done)
	})
}

// write sends the queued messages in order; once kicked, it sends what is
// still queued and closes the connection.
func (c *client) write() {
	for {
		select {
		case b := <-c.out:
			if !c.writeOne(b) {
				c.kick(websocket.StatusInternalError, "write failed")
				c.conn.CloseNow()
				return
			}
		case <-c.done:
			for flushed := false; !flushed; {
				select {
				case b := <-c.out:
					flushed = !c.writeOne(b)
				default:
					flushed = true
				}
			}
			c.conn.Close(c.status, c.reason)
			return
		}
	}
}

// writeOne sends one message; false when it could not.
func (c *client) writeOne(b []byte) bool {
	ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
	defer cancel()
	return c.conn.Write(ctx, websocket.MessageText, b) == nil
}
