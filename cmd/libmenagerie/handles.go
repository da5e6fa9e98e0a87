//go:build cgo

package main

import (
	"fmt"
	"sync"
)

// handles are the batches the caller holds, by the numbers it was given
// for them; a number is never given twice.
var handles = struct {
	sync.RWMutex
	next    int64
	batches map[int64]*batch
}{batches: map[int64]*batch{}}

// register keeps b and returns its handle, a number above 0.
func register(b *batch) int64 {
	handles.Lock()
	defer handles.Unlock()
	handles.next++
	handles.batches[handles.next] = b
	return handles.next
}

// lookup returns the batch of handle h.
func lookup(h int64) (*batch, error) {
	handles.RLock()
	b := handles.batches[h]
	handles.RUnlock()
	if b == nil {
		return nil, fmt.Errorf("no batch with handle %d (closed, or never made)", h)
	}
	return b, nil
}

// release forgets handle h and stops its batch's workers.
func release(h int64) error {
	handles.Lock()
	b := handles.batches[h]
	delete(handles.batches, h)
	handles.Unlock()
	if b == nil {
		return fmt.Errorf("no batch with handle %d (closed, or never made)", h)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.b.Close()
	return nil
}

// with runs fn on handle h's batch under its lock.
func with(h int64, fn func(b *batch) error) error {
	b, err := lookup(h)
	if err != nil {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return fn(b)
}
