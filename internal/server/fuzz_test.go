package server

import (
	"bytes"
	"context"
	"slices"
	"testing"

	"menagerie/internal/store"
)

// fuzzToken claims seat 1 of the fuzzed rooms.
const fuzzToken = "0123456789abcdef0123456789abcdef"

// FuzzClientMessages hands a room's owner any sequence of messages (one a
// line) from one connection, as the socket would after parsing them, and
// requires that nothing panics, that every refused message is answered,
// that an action read without the decoder is read as the decoder reads
// it, and that the store holds exactly the actions the game played.
func FuzzClientMessages(f *testing.F) {
	for _, seed := range []string{
		`{"type":"hello","token":"` + fuzzToken + `"}` + "\n" + `{"type":"act","version":0,"action":0}` + "\n" + `{"type":"act","version":1,"action":264}`,
		`{"type":"hello"}` + "\n" + `{"type":"act","version":0,"action":0}`,
		`{"type":"act","version":0,"action":0}`,
		`{"type":"sync","from":0}` + "\n" + `{"type":"hello","token":"x"}` + "\n" + `{"type":"sync","from":99}`,
		`{"type":"hello","token":"` + fuzzToken + `"}` + "\n" + `{"type":"act","version":0,"action":-1}` + "\n" + `{"type":"act","version":-5,"action":2147483647}`,
		"{\"type\":\"act\"}\n[]\nnull\n\x00",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, st := dealtRoom(t, func(meta *store.Room) { meta.Seats[0].TokenHash = hashToken(fuzzToken) })
		meta := r.meta
		c := &client{out: make(chan *frame, 4096), done: make(chan struct{})}
		for _, line := range bytes.Split(data, []byte("\n")) {
			if m, ok := parseAct(line); ok {
				checkParsedAsDecoded(t, line, m)
			}
			m, err := parseClientMessage(line)
			if err != nil {
				if err.Error() == "" {
					t.Fatalf("message %q refused without a reason", line)
				}
				continue
			}
			sent := len(c.out)
			switch m.Type {
			case MsgHello:
				var hash []byte
				if m.Token != "" {
					hash = hashToken(m.Token)
				}
				r.handle(helloRequest{client: c, hash: hash})
			case MsgAct:
				r.handle(actRequest{client: c, version: *m.Version, action: *m.Action})
			case MsgSync:
				r.handle(syncRequest{client: c, from: *m.From})
			}
			if len(c.out) == sent {
				t.Fatalf("message %s got no answer", line)
			}
		}
		stored, err := st.Actions(context.Background(), meta.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		if played := r.sess.Record().Actions; !slices.Equal(stored, played) || r.stopped {
			t.Fatalf("the store holds %v, the game played %v (room stopped: %v)", stored, played, r.stopped)
		}
	})
}
