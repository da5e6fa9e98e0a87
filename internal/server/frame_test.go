package server

import (
	"testing"

	"menagerie/internal/store"
)

// TestFramesHeldByTheirQueues checks that after an action is told, each
// message is held once by each queue it waits in and by nothing else
// (the room has let go of it), two spectators sharing one, and that a
// client whose outbox is full holds nothing.
func TestFramesHeldByTheirQueues(t *testing.T) {
	srv, err := New(Config{Store: store.NewMemory(), WatchLive: true})
	if err != nil {
		t.Fatal(err)
	}
	r, seats := listenedRoom(t, srv, "tableau", 3, ProtocolUpdate)
	var watchers []*client
	for range 2 {
		c := &client{out: make(chan *frame, 4), done: make(chan struct{})}
		r.handle(helloRequest{client: c, protocol: ProtocolUpdate})
		(<-c.out).release()
		watchers = append(watchers, c)
	}
	full := &client{out: make(chan *frame, 1), done: make(chan struct{})}
	r.handle(helloRequest{client: full, protocol: ProtocolUpdate}) // its state fills its outbox
	held := (<-full.out)
	full.out <- held
	seat := r.sess.ToAct()
	r.handle(actRequest{client: seats[seat], version: r.sess.Version(), action: r.sess.Legal(nil)[0]})
	if got := held.refs.Load(); got != 1 {
		t.Errorf("the full client's state is held %d times, want 1 (its queue)", got)
	}
	queued := map[*frame]int32{}
	for _, c := range append(append([]*client(nil), seats...), watchers...) {
		if len(c.out) != 1 {
			t.Fatalf("a client has %d messages queued, want 1", len(c.out))
		}
		queued[<-c.out]++
	}
	if len(queued) != len(seats)+1 {
		t.Errorf("%d messages for %d seats and 2 spectators, want one a seat and one for both spectators", len(queued), len(seats))
	}
	for f, queues := range queued {
		if got := f.refs.Load(); got != queues {
			t.Errorf("a message in %d queues is held %d times", queues, got)
		}
		for range queues {
			f.release()
		}
		if got := f.refs.Load(); got != 0 {
			t.Errorf("a message released by its every queue is still held %d times", got)
		}
	}
}
