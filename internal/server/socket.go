package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// serveSocket plays a room over one WebSocket: it reads, checks and rate-
// limits the client's messages and posts them to the room's owner, which
// answers through the client's writer. A socket beyond the caps is
// refused before it is upgraded, and one that says no hello in time is
// closed. The room is the one open when the client says hello; one that
// closes after that (a shutdown, a failed store write) ends the
// connection, and the client reconnects.
func (s *Server) serveSocket(w http.ResponseWriter, req *http.Request) {
	addr := clientAddr(req)
	if err := s.sockets.acquire(addr); err != nil {
		refuseSocket(w, err)
		return
	}
	defer s.sockets.release(addr)
	id := req.PathValue("id")
	rm, err := s.room(req.Context(), id)
	if err != nil {
		s.writeError(w, err)
		return
	}
	conn, err := acceptSocket(w, req)
	if err != nil {
		return // Accept has answered the request
	}
	conn.SetReadLimit(MaxMessage)
	c := newClient(conn, s.cfg.Outbox, writeTimeout)
	go c.write()
	if !s.track(c) {
		c.kick(websocket.StatusGoingAway, "the server is shutting down: reconnect in a moment")
		return
	}
	defer s.untrack(c)
	defer func() { rm.postPatiently(goneRequest{client: c}) }()
	c.hello = time.AfterFunc(s.cfg.HelloTimeout, func() {
		c.kick(CloseHelloTimeout, fmt.Sprintf("no hello seated or watching within %s: say hello first, with a token of the room's", s.cfg.HelloTimeout))
	})
	defer c.hello.Stop()
	limit := newRateLimiter(s.cfg.MessagesPerSecond, s.cfg.Burst, time.Now())
	ctx := req.Context()
	var in inbound
	for {
		typ, data, err := in.read(conn)
		if err != nil {
			// A closed connection, or an oversized message: the library
			// closes it with 1009 and the limit in the reason.
			c.kick(websocket.StatusNormalClosure, "")
			return
		}
		if now := time.Now(); !limit.allow(now) {
			s.refuseRateLimited(c, rm, limit.wait(now))
			continue
		}
		if typ != websocket.MessageText {
			s.refuse(c, rm, CodeBadMessage, "messages are JSON text, not binary")
			continue
		}
		m, err := parseClientMessage(data)
		if err != nil {
			s.refuse(c, rm, CodeBadMessage, err.Error())
			continue
		}
		var r request
		switch m.Type {
		case MsgHello:
			var hash []byte
			if m.Token != "" {
				hash = hashToken(m.Token)
			}
			r = helloRequest{client: c, hash: hash, protocol: protocolOf(m), parts: m.viewParts()}
		case MsgAct:
			r = actRequest{client: c, version: *m.Version, action: *m.Action}
		case MsgSync:
			r = syncRequest{client: c, from: *m.From}
		}
		if m.Type == MsgHello {
			// Until a hello seats it, the connection holds nothing in the
			// room: a room that closed meanwhile is rebuilt for it.
			var next *room
			if next, err = s.post(ctx, id, r); next != nil {
				rm = next
			}
		} else {
			err = rm.post(r)
		}
		switch {
		case errors.Is(err, errBusy):
			s.refuse(c, rm, CodeBusy, err.Error())
		case errors.As(err, new(failedRoom)):
			s.refuse(c, rm, CodeInternal, err.Error())
			c.kick(websocket.StatusInternalError, err.Error())
			return
		case errors.As(err, new(closedRoom)):
			s.refuse(c, rm, CodeClosed, err.Error())
			c.kick(CloseRoomClosed, err.Error())
			return
		case err != nil:
			s.refuse(c, rm, CodeUnavailable, "the room has closed: reconnect to reopen it")
			c.kick(websocket.StatusTryAgainLater, "the room has closed: reconnect to reopen it")
			return
		}
	}
}

// refuse answers a client's message with an error at the room's version;
// a client whose outbox is full is disconnected.
func (s *Server) refuse(c *client, rm *room, code, text string) {
	s.refuseWith(c, errorMessage(int(rm.version.Load()), code, text))
}

// refuseRateLimited answers a message past the connection's rate limit
// with the time to wait before sending it again.
func (s *Server) refuseRateLimited(c *client, rm *room, wait time.Duration) {
	ms := int(wait.Milliseconds()) + 1
	m := errorMessage(int(rm.version.Load()), CodeRateLimited, fmt.Sprintf(
		"more than %g messages a second: this one was ignored; send it again in %d ms", s.cfg.MessagesPerSecond, ms))
	m.RetryAfter = ms
	s.refuseWith(c, m)
}

// refuseWith sends a refusal; a client whose outbox is full is
// disconnected.
func (s *Server) refuseWith(c *client, m ServerMessage) {
	b, _ := json.Marshal(m)
	f := frameOf(b)
	defer f.release()
	if !c.queue(f) {
		c.kick(websocket.StatusTryAgainLater, "too slow to read the game's messages: reconnect and sync")
	}
}

// inbound holds a connection's last message read, in a buffer kept from
// one message to the next unless a large one grew it.
type inbound struct{ buf bytes.Buffer }

// maxKeptInbound bounds the buffer a connection keeps between messages.
const maxKeptInbound = 4 << 10

// read reads the connection's next message, valid until the next read.
// The read is not bound to a context: the connection is closed from
// elsewhere when it must end (a kick, a hello timeout, a shutdown), which
// ends the read, and a context that can end costs the library a callback
// registered for each message.
func (in *inbound) read(conn *websocket.Conn) (websocket.MessageType, []byte, error) {
	if in.buf.Cap() > maxKeptInbound {
		in.buf = bytes.Buffer{}
	}
	in.buf.Reset()
	typ, r, err := conn.Reader(context.Background())
	if err != nil {
		return typ, nil, err
	}
	_, err = in.buf.ReadFrom(r)
	return typ, in.buf.Bytes(), err
}
