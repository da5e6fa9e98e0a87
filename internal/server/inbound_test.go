package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/coder/websocket"
)

// TestInboundKeepsSmallBuffers checks that a connection's messages are
// read whole, one after another, into a buffer that is kept between them
// only while it is small.
func TestInboundKeepsSmallBuffers(t *testing.T) {
	sent := []string{"short", strings.Repeat("y", 3*maxKeptInbound), "after", ""}
	type got struct {
		msg  string
		kept int // the buffer's size once the next message is read
	}
	reads := make(chan got, len(sent))
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		conn, err := websocket.Accept(w, req, nil)
		if err != nil {
			t.Error(err)
			return
		}
		defer conn.CloseNow()
		conn.SetReadLimit(MaxMessage)
		var in inbound
		for range sent {
			_, data, err := in.read(conn)
			if err != nil {
				t.Error(err)
				return
			}
			reads <- got{msg: string(data), kept: in.buf.Cap()}
		}
	}))
	defer hs.Close()
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, strings.Replace(hs.URL, "http://", "ws://", 1), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	for _, m := range sent {
		if err := conn.Write(ctx, websocket.MessageText, []byte(m)); err != nil {
			t.Fatal(err)
		}
	}
	for i, want := range sent {
		g := <-reads
		if g.msg != want {
			t.Errorf("message %d: read %d bytes %.20q, want %d bytes %.20q", i, len(g.msg), g.msg, len(want), want)
		}
		if i > 0 && len(sent[i-1]) > maxKeptInbound && g.kept > maxKeptInbound {
			t.Errorf("message %d: the buffer of %d bytes grown by the message before was kept", i, g.kept)
		}
	}
}
