package store

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"
)

// memoryQueue is the Memory store's quick-match entries, by ticket, and
// the queue's lease.
type memoryQueue struct {
	entries map[string]*QueueEntry
	owner   string
	until   time.Time
}

// copyEntry returns a deep copy of e.
func copyEntry(e *QueueEntry) *QueueEntry {
	c := *e
	c.TokenHash = slices.Clone(e.TokenHash)
	return &c
}

// Enqueue stores a new waiting entry.
func (m *Memory) Enqueue(ctx context.Context, e *QueueEntry) error {
	if err := CheckQueueEntry(e); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return fmt.Errorf("queue entry %q: %w", e.Ticket, err)
	}
	if _, taken := m.queue.entries[e.Ticket]; taken {
		return fmt.Errorf("queue entry %q: the ticket is taken: %w", e.Ticket, ErrConflict)
	}
	if e.Joined.IsZero() {
		e.Joined = time.Now()
	}
	e.Joined = storedTime(e.Joined)
	if e.Seen.IsZero() {
		e.Seen = e.Joined
	}
	e.Seen = storedTime(e.Seen)
	m.queue.entries[e.Ticket] = copyEntry(e)
	return nil
}

// entry returns the stored entry with that ticket; m.mu is held.
func (m *Memory) entry(ctx context.Context, ticket string) (*QueueEntry, error) {
	if err := CheckKey("ticket", ticket); err != nil {
		return nil, err
	}
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("queue entry %q: %w", ticket, err)
	}
	e, ok := m.queue.entries[ticket]
	if !ok {
		return nil, fmt.Errorf("queue entry %q: %w", ticket, ErrNotFound)
	}
	return e, nil
}

// QueueEntry returns the entry with that ticket.
func (m *Memory) QueueEntry(ctx context.Context, ticket string) (*QueueEntry, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.entry(ctx, ticket)
	if err != nil {
		return nil, err
	}
	return copyEntry(e), nil
}

// SeeQueueEntry records that the waiting entry's holder asked for it at t.
func (m *Memory) SeeQueueEntry(ctx context.Context, ticket string, t time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.entry(ctx, ticket)
	switch {
	case errors.Is(err, ErrNotFound):
		return nil
	case err != nil:
		return err
	}
	if e.Room == "" {
		e.Seen = storedTime(t)
	}
	return nil
}

// DropUnseen removes the waiting entries last seen before t.
func (m *Memory) DropUnseen(ctx context.Context, before time.Time) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return 0, fmt.Errorf("drop unseen entries: %w", err)
	}
	n := 0
	for t, e := range m.queue.entries {
		if e.Room == "" && e.Seen.Before(before) {
			delete(m.queue.entries, t)
			n++
		}
	}
	return n, nil
}

// Dequeue removes the waiting entry with that ticket.
func (m *Memory) Dequeue(ctx context.Context, ticket string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.entry(ctx, ticket)
	if err != nil {
		return err
	}
	if e.Room != "" {
		return fmt.Errorf("queue entry %q: matched already: %w", ticket, ErrConflict)
	}
	delete(m.queue.entries, ticket)
	return nil
}

// Waiting returns the waiting entries, oldest first.
func (m *Memory) Waiting(ctx context.Context) ([]QueueEntry, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("waiting entries: %w", err)
	}
	var out []QueueEntry
	for _, e := range m.queue.entries {
		if e.Room == "" {
			out = append(out, *copyEntry(e))
		}
	}
	slices.SortFunc(out, func(a, b QueueEntry) int {
		return cmp.Or(a.Joined.Compare(b.Joined), cmp.Compare(a.Ticket, b.Ticket))
	})
	return out, nil
}

// Match stores the room and seats the entries in it, all or nothing.
func (m *Memory) Match(ctx context.Context, r *Room, tickets []string, seats []int) error {
	if err := CheckMatch(r, tickets, seats); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return fmt.Errorf("match in room %q: %w", r.ID, err)
	}
	for _, t := range tickets {
		if e, ok := m.queue.entries[t]; !ok || e.Room != "" {
			return fmt.Errorf("match in room %q: queue entry %q is matched or gone: %w", r.ID, t, ErrConflict)
		}
	}
	if err := m.createRoom(r); err != nil {
		return err
	}
	for i, t := range tickets {
		e := m.queue.entries[t]
		e.Room, e.Seat = r.ID, seats[i]
	}
	return nil
}

// LeaseQueue makes owner the one that forms matches until now+ttl when
// the lease is free, run out or owner's already.
func (m *Memory) LeaseQueue(ctx context.Context, owner string, ttl time.Duration) (bool, error) {
	if err := CheckLease(owner, ttl); err != nil {
		return false, fmt.Errorf("queue: %w", err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return false, fmt.Errorf("queue lease: %w", err)
	}
	t := time.Now()
	if m.queue.owner != "" && m.queue.owner != owner && t.Before(m.queue.until) {
		return false, nil
	}
	m.queue.owner, m.queue.until = owner, t.Add(ttl)
	return true, nil
}

// PurgeQueue removes the entries that joined before t.
func (m *Memory) PurgeQueue(ctx context.Context, before time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return fmt.Errorf("purge queue: %w", err)
	}
	for t, e := range m.queue.entries {
		if e.Joined.Before(before) {
			delete(m.queue.entries, t)
		}
	}
	return nil
}
