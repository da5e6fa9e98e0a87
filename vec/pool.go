package vec

import (
	"sync"
	"sync/atomic"
)

// poolChunk is how many slots a worker takes at a time: small enough that
// games of uneven cost (a battle, a new game) even out between workers,
// large enough that taking one is rare.
const poolChunk = 8

// pool runs a function over size slots in chunks of poolChunk, on the
// calling goroutine and helpers-many persistent goroutines that take the
// next chunk as they finish one, so that a step starts no goroutine,
// allocates nothing, and no worker waits while another has a long queue.
type pool struct {
	size  int
	fn    func(lo, hi int)
	next  atomic.Int64
	start []chan struct{}
	wg    sync.WaitGroup
}

// newPool makes a pool of workers goroutines in all, the caller's included,
// that call fn(lo, hi) over chunks of size slots at each run.
func newPool(workers, size int, fn func(lo, hi int)) *pool {
	p := &pool{size: size, fn: fn, start: make([]chan struct{}, workers-1)}
	for w := range p.start {
		ch := make(chan struct{})
		p.start[w] = ch
		go func() {
			for range ch {
				p.work()
				p.wg.Done()
			}
		}()
	}
	return p
}

// run covers every slot once and returns when all chunks are done.
func (p *pool) run() {
	p.next.Store(0)
	p.wg.Add(len(p.start))
	for _, ch := range p.start {
		ch <- struct{}{}
	}
	p.work()
	p.wg.Wait()
}

// work takes chunks until none is left.
func (p *pool) work() {
	for {
		lo := int(p.next.Add(poolChunk)) - poolChunk
		if lo >= p.size {
			return
		}
		p.fn(lo, min(lo+poolChunk, p.size))
	}
}

// close stops the helpers.
func (p *pool) close() {
	for _, ch := range p.start {
		close(ch)
	}
}
