package vec

import "sync"

// pool runs a function over contiguous ranges of slots on persistent
// goroutines, one range each, so that a step starts no goroutine and
// allocates nothing.
type pool struct {
	start []chan struct{}
	wg    sync.WaitGroup
}

// newPool starts workers goroutines that split size slots between them and
// call fn(lo, hi) on their range at each run.
func newPool(workers, size int, fn func(lo, hi int)) *pool {
	p := &pool{start: make([]chan struct{}, workers)}
	for w := range p.start {
		lo, hi := w*size/workers, (w+1)*size/workers
		ch := make(chan struct{})
		p.start[w] = ch
		go func() {
			for range ch {
				fn(lo, hi)
				p.wg.Done()
			}
		}()
	}
	return p
}

// run calls every worker's range once and waits for all of them.
func (p *pool) run() {
	p.wg.Add(len(p.start))
	for _, ch := range p.start {
		ch <- struct{}{}
	}
	p.wg.Wait()
}

// close stops the workers.
func (p *pool) close() {
	for _, ch := range p.start {
		close(ch)
	}
}
