package server

import (
	"context"
	"encoding/json"
	"testing"

	"menagerie/gametest"
	"menagerie/internal/store"
	"menagerie/session"
)

// forwardingBus keeps the actions a mirror forwards; a mirror's act uses
// no other method of the bus.
type forwardingBus struct {
	store.Bus
	forwarded *[]store.Forwarded
}

// Forward keeps f.
func (b forwardingBus) Forward(_ context.Context, f store.Forwarded) error {
	*b.forwarded = append(*b.forwarded, f)
	return nil
}

// TestActChecksLegalityOnce counts the engine's legality checks a seat's
// action costs in a room: one at the owner, legal or not, and one at a
// mirror that forwards it (whose refusal adds the engine's words); a
// refused action is answered with its code and changes nothing.
func TestActChecksLegalityOnce(t *testing.T) {
	tests := []struct {
		name      string
		mirror    bool
		illegal   bool
		code      string // of the error the seat gets, or "" for none
		checks    int
		forwarded int
	}{
		{name: "a legal action at the owner", checks: 1},
		{name: "an illegal action at the owner", illegal: true, code: CodeIllegal, checks: 1},
		{name: "a legal action at a mirror", mirror: true, checks: 1, forwarded: 1},
		{name: "an illegal action at a mirror", mirror: true, illegal: true, code: CodeIllegal, checks: 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, _ := dealtRoom(t, nil)
			g := gametest.Counting(r.game)
			sess, err := session.Load(session.Config{Game: g, Events: true}, r.sess.Record())
			if err != nil {
				t.Fatal(err)
			}
			for sess.Queued() > 0 {
				if _, _, err := sess.Step(); err != nil {
					t.Fatal(err)
				}
			}
			r.sess = sess
			var forwarded []store.Forwarded
			if tc.mirror {
				r.srv.cfg.Bus = forwardingBus{forwarded: &forwarded}
				r.owner.Store(false)
			}
			p := sess.ToAct()
			token := newToken()
			r.meta.Seats[p].TokenHash = hashToken(token)
			c := &client{out: make(chan *frame, 16), done: make(chan struct{})}
			r.handle(helloRequest{client: c, hash: hashToken(token)})
			<-c.out // the seat's state
			a := sess.Legal(nil)[0]
			if tc.illegal {
				a = 1 << 30
			}
			version, before := sess.Version(), g.Checks()
			r.handle(actRequest{client: c, version: version, action: a})
			if checks := g.Checks() - before; checks != tc.checks {
				t.Errorf("%d legality checks, want %d", checks, tc.checks)
			}
			if len(forwarded) != tc.forwarded {
				t.Errorf("%d actions forwarded, want %d", len(forwarded), tc.forwarded)
			}
			var m wire
			if len(c.out) > 0 {
				if err := json.Unmarshal((<-c.out).b, &m); err != nil {
					t.Fatal(err)
				}
			}
			code := ""
			if m.Type == MsgError {
				code = m.Code
			}
			if code != tc.code {
				t.Errorf("the seat got %q (code %q), want code %q", m.Type, code, tc.code)
			}
			played := sess.Version() > version
			if want := !tc.illegal && !tc.mirror; played != want {
				t.Errorf("the action played: %v, want %v", played, want)
			}
		})
	}
}
