//go:build unix

package server

import (
	"fmt"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
)

// BenchmarkBroadcast measures a room's owner playing one seat's action and
// telling it to every seat (the session's views, the messages' encoding),
// with each protocol version, over games played to their ends with
// seeded random actions; the clients' writers are left out. Besides the
// time, it reports the process's CPU time per action (cpu-ns/op), which
// other work on a shared machine moves less.
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
				var cpu time.Duration
				for b.Loop() {
					if r == nil || r.sess.Over() {
						b.StopTimer()
						seed++
						r, clients = listenedRoom(b, srv, name, seed, protocol)
						b.StartTimer()
					}
					began := processCPU(b)
					seat := r.sess.ToAct()
					legal = r.sess.Legal(legal[:0])
					r.handle(actRequest{client: clients[seat], version: r.sess.Version(), action: legal[rng.IntN(len(legal))]})
					for _, c := range clients {
						for len(c.out) > 0 {
							(<-c.out).release() // as the client's writer does
						}
					}
					cpu += processCPU(b) - began
				}
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
			})
		}
	}
}
