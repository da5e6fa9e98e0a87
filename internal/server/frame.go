package server

import (
	"sync"
	"sync/atomic"
)

// frame is one encoded message, queued for each client told it: a room's
// owner encodes it once, into a buffer from framePool, and the buffer goes
// back to the pool once the last of those clients' writers has sent it.
// Each holder (the owner while it delivers, each queue) releases it once;
// a frame a failed writer leaves queued is never released, and is left
// to the garbage collector.
type frame struct {
	b    []byte
	refs atomic.Int32
}

// framePool keeps the buffers of frames sent.
var framePool = sync.Pool{New: func() any { return new(frame) }}

// maxPooledFrame bounds the buffers kept: a larger one (a sync of a long
// game) is left to the garbage collector.
const maxPooledFrame = 64 << 10

// newFrame returns an empty frame from the pool, held once by its caller.
func newFrame() *frame {
	f := framePool.Get().(*frame)
	f.b = f.b[:0]
	f.refs.Store(1)
	return f
}

// frameOf returns a frame of b, held once by its caller.
func frameOf(b []byte) *frame {
	f := &frame{b: b}
	f.refs.Store(1)
	return f
}

// hold adds a holder, before the frame is handed to another goroutine.
func (f *frame) hold() { f.refs.Add(1) }

// release drops a hold; the last one returns the frame to the pool.
func (f *frame) release() {
	if f.refs.Add(-1) == 0 && cap(f.b) <= maxPooledFrame {
		framePool.Put(f)
	}
}

// releaseAll releases each frame.
func releaseAll(frames []*frame) {
	for _, f := range frames {
		f.release()
	}
}
