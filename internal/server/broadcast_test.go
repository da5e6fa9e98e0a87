package server

import (
	"context"
	"fmt"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
)

// BenchmarkBroadcast measures a room's owner playing one seat's action and
// telling it to every seat (the session's views, the messages' encoding),
// with each protocol version, over games played to their ends with
// seeded random actions; the clients' writers are left out.
func BenchmarkBroadcast(b *testing.B) {
	for _, name := range actionCPUGames {
		for _, protocol := range []int{ProtocolSplit, ProtocolUpdate} {
			b.Run(fmt.Sprintf("%s/protocol=%d", name, protocol), func(b *testing.B) {
				srv, err := New(Config{Store: store.NewMemory()})
				if err != nil {
					b.Fatal(err)
				}
				rng := game.NewRNG(1)
				var (
					r       *room
					clients []*client
					legal   []game.Action
					seed    uint64
				)
				b.ReportAllocs()
				for b.Loop() {
					if r == nil || r.sess.Over() {
						b.StopTimer()
						seed++
						r, clients = listenedRoom(b, srv, name, seed, protocol)
						b.StartTimer()
					}
					seat := r.sess.ToAct()
					legal = r.sess.Legal(legal[:0])
					r.handle(actRequest{client: clients[seat], version: r.sess.Version(), action: legal[rng.IntN(len(legal))]})
					for _, c := range clients {
						for len(c.out) > 0 {
							<-c.out
						}
					}
				}
			})
		}
	}
}

// listenedRoom is a room of a game with a seed, stored in srv's store and
// started, every seat's client having said hello for a protocol version.
func listenedRoom(b *testing.B, srv *Server, name string, seed uint64, protocol int) (*room, []*client) {
	meta, err := newRoom(Setup{Game: name}, time.Now())
	if err != nil {
		b.Fatal(err)
	}
	meta.Seed = seed
	hashes := make([][]byte, len(meta.Seats))
	for i := range meta.Seats {
		hashes[i] = hashToken(newToken())
		meta.Seats[i].TokenHash = hashes[i]
	}
	if err := srv.cfg.Store.CreateRoom(context.Background(), meta); err != nil {
		b.Fatal(err)
	}
	r, err := loadRoom(srv, meta, nil)
	if err != nil {
		b.Fatal(err)
	}
	r.advance(nil)
	clients := make([]*client, len(hashes))
	for i, hash := range hashes {
		clients[i] = &client{out: make(chan []byte, 64), done: make(chan struct{})}
		r.handle(helloRequest{client: clients[i], hash: hash, protocol: protocol})
		<-clients[i].out
	}
	return r, clients
}
