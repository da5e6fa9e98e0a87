package server

import (
	"context"
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
	conn := socketPair(t, func(conn *websocket.Conn) {
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
	})
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
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
