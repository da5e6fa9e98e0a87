package storetest

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"menagerie/internal/store"
)

// Bench measures Append, the write a server makes for every action: one
// room at a time (the latency a player waits for), and 8 and 64 rooms at
// once, a goroutine each (rooms of a busy server). Each reports the 50th
// and 99th percentile of one append's time besides the mean.
func Bench(b *testing.B, open Open) {
	b.Run("Append", func(b *testing.B) {
		s := open(b)
		defer s.Close()
		benchAppends(b, s, 1)
	})
	for _, rooms := range []int{8, 64} {
		b.Run(fmt.Sprintf("AppendRooms%d", rooms), func(b *testing.B) {
			s := open(b)
			defer s.Close()
			benchAppends(b, s, rooms)
		})
	}
}

// benchAppends has rooms goroutines append to a room each until b.N
// appends are made, and reports the percentiles of their times.
func benchAppends(b *testing.B, s store.Store, rooms int) {
	ctx := context.Background()
	for i := range rooms {
		r := newRoom(fmt.Sprintf("bench%d", i), i)
		if err := s.CreateRoom(ctx, r); err != nil {
			b.Fatalf("CreateRoom: %v", err)
		}
	}
	times := make([]time.Duration, b.N)
	var next atomic.Int64
	var failed atomic.Pointer[error]
	b.ReportAllocs()
	b.ResetTimer()
	var wg sync.WaitGroup
	for i := range rooms {
		id := fmt.Sprintf("bench%d", i)
		wg.Go(func() {
			for version := 0; ; version++ {
				n := next.Add(1) - 1
				if n >= int64(b.N) {
					return
				}
				start := time.Now()
				if err := s.Append(ctx, id, version, 1, store.Change{}); err != nil {
					failed.Store(&err)
					return
				}
				times[n] = time.Since(start)
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	if err := failed.Load(); err != nil {
		b.Fatalf("Append: %v", *err)
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds()), "p99-µs")
}
