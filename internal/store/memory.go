package store

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"menagerie/game"
)

// Memory is a Store that keeps everything in memory: for tests and for a
// server whose games need not outlive it. Rooms go in and out as copies,
// so a caller never shares memory with the store.
type Memory struct {
	mu     sync.Mutex
	rooms  map[string]*memoryRoom
	codes  map[string]string // code -> id
	closed bool
}

// memoryRoom is one stored room, its actions and its lease.
type memoryRoom struct {
	room    Room
	actions []game.Action
	owner   string
	until   time.Time
}

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory {
	return &Memory{rooms: map[string]*memoryRoom{}, codes: map[string]string{}}
}

// copyRoom returns a deep copy of r.
func copyRoom(r *Room) *Room {
	c := *r
	c.Options = make(game.Options, len(r.Options))
	for k, v := range r.Options {
		c.Options[k] = v
	}
	c.Seats = copySeats(r.Seats)
	if r.Outcome != nil {
		o := *r.Outcome
		o.Returns = slices.Clone(r.Outcome.Returns)
		c.Outcome = &o
	}
	return &c
}

// copySeats returns a deep copy of seats.
func copySeats(seats []Seat) []Seat {
	c := make([]Seat, len(seats))
	for i, s := range seats {
		c[i] = s
		c[i].TokenHash = slices.Clone(s.TokenHash)
	}
	return c
}

// room returns the stored room with that id; the caller holds mu.
func (m *Memory) room(id string) (*memoryRoom, error) {
	if m.closed {
		return nil, fmt.Errorf("room %q: the store is closed", id)
	}
	r, ok := m.rooms[id]
	if !ok {
		return nil, fmt.Errorf("room %q: %w", id, ErrNotFound)
	}
	return r, nil
}

// CreateRoom stores a new room with no actions.
func (m *Memory) CreateRoom(_ context.Context, r *Room) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return fmt.Errorf("room %q: the store is closed", r.ID)
	}
	if _, taken := m.rooms[r.ID]; taken {
		return fmt.Errorf("room id %q: %w", r.ID, ErrConflict)
	}
	if _, taken := m.codes[r.Code]; taken {
		return fmt.Errorf("room code %q: %w", r.Code, ErrConflict)
	}
	c := copyRoom(r)
	c.Version = 0
	m.rooms[r.ID] = &memoryRoom{room: *c}
	m.codes[r.Code] = r.ID
	return nil
}

// Room returns the room with that id.
func (m *Memory) Room(_ context.Context, id string) (*Room, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(id)
	if err != nil {
		return nil, err
	}
	return copyRoom(&r.room), nil
}

// RoomByCode returns the room with that code.
func (m *Memory) RoomByCode(_ context.Context, code string) (*Room, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	id, ok := m.codes[code]
	if !ok {
		return nil, fmt.Errorf("room code %q: %w", code, ErrNotFound)
	}
	r, err := m.room(id)
	if err != nil {
		return nil, err
	}
	return copyRoom(&r.room), nil
}

// Actions returns the room's actions from index from on.
func (m *Memory) Actions(_ context.Context, id string, from int) ([]game.Action, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(id)
	if err != nil {
		return nil, err
	}
	if from < 0 || from > len(r.actions) {
		return nil, fmt.Errorf("room %q: actions from %d: the room has %d", id, from, len(r.actions))
	}
	return slices.Clone(r.actions[from:]), nil
}

// Append stores action number version of the room if it has exactly
// version actions.
func (m *Memory) Append(_ context.Context, id string, version int, a game.Action, c Change) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(id)
	if err != nil {
		return err
	}
	if version != len(r.actions) {
		return fmt.Errorf("room %q: action %d: the room has %d actions: %w", id, version, len(r.actions), ErrConflict)
	}
	r.actions = append(r.actions, a)
	r.room.Version = len(r.actions)
	if c.Seats != nil {
		r.room.Seats = copySeats(c.Seats)
	}
	if c.Over {
		r.room.Over = true
		if c.Outcome != nil {
			o := *c.Outcome
			o.Returns = slices.Clone(c.Outcome.Returns)
			r.room.Outcome = &o
		}
	}
	r.room.Updated = time.Now()
	return nil
}

// SetSeats replaces the room's seats.
func (m *Memory) SetSeats(_ context.Context, id string, seats []Seat) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(id)
	if err != nil {
		return err
	}
	r.room.Seats = copySeats(seats)
	r.room.Updated = time.Now()
	return nil
}

// SetRematch records the room that replays this one's set-up.
func (m *Memory) SetRematch(_ context.Context, id, rematch string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(id)
	if err != nil {
		return err
	}
	r.room.Rematch = rematch
	r.room.Updated = time.Now()
	return nil
}

// List returns the rooms the filter selects, newest first.
func (m *Memory) List(_ context.Context, f Filter) ([]*Room, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, fmt.Errorf("list rooms: the store is closed")
	}
	limit := f.Limit
	if limit <= 0 {
		limit = 100
	}
	var out []*Room
	for _, r := range m.rooms {
		if r.room.Over == f.Over && (f.Game == "" || r.room.Game == f.Game) {
			out = append(out, copyRoom(&r.room))
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].Created.Equal(out[j].Created) {
			return out[i].Created.After(out[j].Created)
		}
		return out[i].ID > out[j].ID
	})
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Unfinished returns the ids of every room whose game is not over.
func (m *Memory) Unfinished(_ context.Context) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, fmt.Errorf("unfinished rooms: the store is closed")
	}
	var ids []string
	for id, r := range m.rooms {
		if !r.room.Over {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids, nil
}

// Lease makes owner the room's owner until now+ttl when it is free, run
// out or owner's already.
func (m *Memory) Lease(_ context.Context, id, owner string, ttl time.Duration) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(id)
	if err != nil {
		return false, err
	}
	now := time.Now()
	if r.owner != "" && r.owner != owner && now.Before(r.until) {
		return false, nil
	}
	r.owner, r.until = owner, now.Add(ttl)
	return true, nil
}

// Release gives up owner's lease on the room, if it holds it.
func (m *Memory) Release(_ context.Context, id, owner string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(id)
	if err != nil {
		return err
	}
	if r.owner == owner {
		r.owner, r.until = "", time.Time{}
	}
	return nil
}

// Close makes every later call fail.
func (m *Memory) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closed = true
	return nil
}

var _ Store = (*Memory)(nil)
