package server

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"menagerie/internal/store"
)

// TestIdleSocketsAreBounded opens sockets that never say hello up to the
// caps per address and in all: one more is refused with 503, Retry-After
// and a sentence before it is upgraded, while /healthz and room creation
// still answer; once the hello deadline passes the idle sockets are
// closed with CloseHelloTimeout, a socket that said hello stays open, and
// new sockets are taken again.
func TestIdleSocketsAreBounded(t *testing.T) {
	const perAddress, total = 3, 5
	const helloTimeout = 2 * time.Second
	ts := startServer(t, store.NewMemory(), Config{MaxConnsPerAddress: perAddress, MaxConns: total, HelloTimeout: helloTimeout})
	room := ts.create(t, Setup{Game: "tableau"})
	start := time.Now()
	greeted := ts.dial(t, room.ID)
	greeted.hello("")
	var idle []*player
	for range perAddress - 1 {
		idle = append(idle, ts.dial(t, room.ID))
	}
	// A hello the room refuses is no hello: its socket is closed as well.
	idle[0].send(ClientMessage{Type: MsgHello, Token: "not-a-token"})
	if m := idle[0].expect(MsgError); m.Code != CodeBadToken {
		t.Fatalf("a hello with a bad token: %s, want %s", m.Code, CodeBadToken)
	}
	refused := func(local, want string) {
		t.Helper()
		_, resp, err := ts.dialFrom(t, room.ID, local)
		if err == nil {
			t.Fatalf("a socket from %s beyond the cap was opened", local)
		}
		if resp == nil || resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
			t.Fatalf("a socket from %s beyond the cap: %v, answer %+v; want 503 with Retry-After", local, err, resp)
		}
		body, _ := io.ReadAll(resp.Body)
		if !strings.Contains(string(body), want) {
			t.Errorf("a socket from %s beyond the cap: answer %s, want it to say %q", local, body, want)
		}
	}
	refused("127.0.0.1", "this address has 3 connections open")
	for range total - perAddress {
		p, _, err := ts.dialFrom(t, room.ID, "127.0.0.2")
		if err != nil {
			t.Fatalf("a socket from another address under the caps: %v", err)
		}
		idle = append(idle, p)
	}
	refused("127.0.0.3", "the server has 5 connections open")
	if status := ts.get(t, "/healthz", nil); status != http.StatusOK {
		t.Errorf("/healthz with every socket taken: status %d", status)
	}
	ts.create(t, Setup{Game: "dojo"})

	for i, p := range idle {
		err := p.closed()
		if websocket.CloseStatus(err) != CloseHelloTimeout || !strings.Contains(err.Error(), "no hello seated or watching within 2s") {
			t.Errorf("idle socket %d ended with %v, want %d saying why", i, err, CloseHelloTimeout)
		}
	}
	if waited := time.Since(start); waited < helloTimeout {
		t.Errorf("idle sockets closed after %s, before the hello deadline of %s", waited, helloTimeout)
	}
	greeted.send(ClientMessage{Type: MsgSync, From: new(int)})
	greeted.expect(MsgEvents)
	for waited := time.Duration(0); ; waited += 10 * time.Millisecond {
		if _, _, err := ts.dialFrom(t, room.ID, "127.0.0.1"); err == nil {
			break
		} else if waited > waitLimit {
			t.Fatalf("no socket taken once the idle ones closed: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestTrickledRequestIsCut sends a request's headers, or its body, one
// byte a second on a raw connection: the server cuts it off within its
// read timeout (400 for headers, 408 for a body), where it used to wait
// for as long as the client kept trickling.
func TestTrickledRequestIsCut(t *testing.T) {
	const readTimeout = 2 * time.Second
	ts := startServer(t, store.NewMemory(), Config{ReadTimeout: readTimeout})
	body := `{"game":"tableau","seats":[{"name":"Ann"},{"name":"Bo"}]}`
	head := "POST /api/rooms HTTP/1.1\r\nHost: menagerie\r\nContent-Type: application/json\r\nContent-Length: " +
		strconv.Itoa(len(body)) + "\r\n\r\n"
	tests := []struct {
		name           string
		sent, trickled string
		answer         string // the status line's start
	}{
		{"headers", "", head + body, "HTTP/1.1 400"},
		{"body", head, body, "HTTP/1.1 408"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", strings.TrimPrefix(ts.url, "http://"))
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			start := time.Now()
			if _, err := io.WriteString(conn, tt.sent); err != nil {
				t.Fatal(err)
			}
			go func() {
				for i := range len(tt.trickled) {
					if _, err := io.WriteString(conn, tt.trickled[i:i+1]); err != nil {
						return
					}
					time.Sleep(time.Second)
				}
			}()
			_ = conn.SetReadDeadline(time.Now().Add(readTimeout + waitLimit))
			line, err := bufio.NewReader(conn).ReadString('\n')
			cut := time.Since(start)
			var timeout net.Error
			if errors.As(err, &timeout) && timeout.Timeout() {
				t.Fatalf("still open after %s", cut)
			}
			if !strings.HasPrefix(line, tt.answer) {
				t.Errorf("answered %q (%v), want %q", line, err, tt.answer)
			}
			if cut > readTimeout+time.Second {
				t.Errorf("cut after %s, want within the read timeout of %s", cut.Round(time.Millisecond), readTimeout)
			}
			t.Logf("cut after %s: %q", cut.Round(time.Millisecond), line)
		})
	}
}

// TestSocketOutlivesReadTimeout keeps a seated WebSocket quiet for three
// read timeouts and then plays on it: the HTTP server's read deadline
// must not reach a connection once upgraded.
func TestSocketOutlivesReadTimeout(t *testing.T) {
	const readTimeout = 300 * time.Millisecond
	ts := startServer(t, store.NewMemory(), Config{ReadTimeout: readTimeout, HelloTimeout: readTimeout})
	room := ts.create(t, Setup{Game: "tableau"})
	token := ts.join(t, room.ID, 1).Token
	p := ts.dial(t, room.ID)
	p.hello(token)
	time.Sleep(3 * readTimeout)
	p.send(ClientMessage{Type: MsgSync, From: new(int)})
	p.expect(MsgEvents)
	if v := p.view(p.expect(MsgState)); v.Seat != 0 {
		t.Errorf("the quiet socket plays seat %d, want 0", v.Seat)
	}
}

func TestDefaultMaxConnsLeavesFilesForTheLobby(t *testing.T) {
	tests := []struct{ limit, want int }{
		{0, 10000}, {1024, 768}, {1 << 20, 10000}, {1, 1},
	}
	for _, tt := range tests {
		if got := defaultMaxConns(tt.limit); got != tt.want {
			t.Errorf("defaultMaxConns(%d) = %d, want %d", tt.limit, got, tt.want)
		}
	}
}

func TestClientAddrCountsAnIPv6NetworkAsOne(t *testing.T) {
	tests := []struct{ remote, want string }{
		{"192.0.2.7:4000", "192.0.2.7"},
		{"[::ffff:192.0.2.7]:4000", "192.0.2.7"},
		{"[2001:db8:1:2:aaaa::1]:4000", "2001:db8:1:2::"},
		{"[2001:db8:1:2:bbbb::9]:4000", "2001:db8:1:2::"},
		{"[2001:db8:1:3::1]:4000", "2001:db8:1:3::"},
		{"[::1]:4000", "::1"},
	}
	for _, tt := range tests {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.RemoteAddr = tt.remote
		if got := clientAddr(r).String(); got != tt.want {
			t.Errorf("clientAddr(%s) = %s, want %s", tt.remote, got, tt.want)
		}
	}
}
