package store

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"

	"menagerie/game"
)

// Memory is a Store that keeps everything in memory: for tests and for a
// server whose games need not outlive it. Rooms go in and out as copies,
// so a caller never shares memory with the store. It checks its input
// with Validate and the Check functions, as every Store does.
type Memory struct {
	mu     sync.Mutex
	rooms  map[string]*memoryRoom
	codes  map[string]string // code -> id
	closed bool
	// players keeps the players and their ratings.
	players memoryPlayers
	// queue keeps the quick-match entries and the queue's lease.
	queue memoryQueue
	// challenges keeps the challenges, by id.
	challenges map[string]*Challenge
}

// memoryRoom is one stored room, its actions and its lease.
type memoryRoom struct {
	room    Room
	actions []game.Action
	owner   string
	until   time.Time
}

// errClosed is returned by every call after Close.
var errClosed = errors.New("the store is closed")

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory {
	return &Memory{rooms: map[string]*memoryRoom{}, codes: map[string]string{}, players: newMemoryPlayers(),
		queue: memoryQueue{entries: map[string]*QueueEntry{}}, challenges: map[string]*Challenge{}}
}

// storedTime is t as the stores keep it: to the microsecond, in UTC (the
// zero time stays zero).
func storedTime(t time.Time) time.Time {
	if t.IsZero() {
		return t
	}
	return t.UTC().Truncate(time.Microsecond)
}

// now is the time to store as a room's Updated.
func now() time.Time {
	return storedTime(time.Now())
}

// copyRoom returns a deep copy of r.
func copyRoom(r *Room) *Room {
	c := *r
	c.Options = maps.Clone(r.Options)
	c.Seats = copySeats(r.Seats)
	c.Outcome = copyOutcome(r.Outcome)
	return &c
}

// copySeats returns a deep copy of seats, their deadlines as stored.
func copySeats(seats []Seat) []Seat {
	c := make([]Seat, len(seats))
	for i, s := range seats {
		c[i] = s
		c[i].TokenHash = slices.Clone(s.TokenHash)
		c[i].Deadline = storedTime(s.Deadline)
	}
	return c
}

// copyOutcome returns a deep copy of o (nil for nil).
func copyOutcome(o *game.Outcome) *game.Outcome {
	if o == nil {
		return nil
	}
	c := *o
	c.Returns = slices.Clone(o.Returns)
	return &c
}

// usable says why the store cannot serve a call under ctx now, or
// returns nil; the caller holds mu.
func (m *Memory) usable(ctx context.Context) error {
	if m.closed {
		return errClosed
	}
	return ctx.Err()
}

// room returns the stored room with that id for a call under ctx; the
// caller holds mu.
func (m *Memory) room(ctx context.Context, id string) (*memoryRoom, error) {
	if err := CheckKey("room id", id); err != nil {
		return nil, err
	}
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("room %q: %w", id, err)
	}
	r, ok := m.rooms[id]
	if !ok {
		return nil, fmt.Errorf("room %q: %w", id, ErrNotFound)
	}
	return r, nil
}

// CreateRoom stores a new room with no actions.
func (m *Memory) CreateRoom(ctx context.Context, r *Room) error {
	if err := r.Validate(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return fmt.Errorf("create room %q: %w", r.ID, err)
	}
	return m.createRoom(r)
}

// createRoom stores a valid new room; m.mu is held.
func (m *Memory) createRoom(r *Room) error {
	if _, taken := m.rooms[r.ID]; taken {
		return fmt.Errorf("create room %q: the id is taken: %w", r.ID, ErrConflict)
	}
	if _, taken := m.codes[r.Code]; taken {
		return fmt.Errorf("create room %q: the code %q is taken: %w", r.ID, r.Code, ErrConflict)
	}
	if r.Created.IsZero() {
		r.Created = time.Now()
	}
	r.Created = storedTime(r.Created)
	r.Updated = r.Created
	m.rooms[r.ID] = &memoryRoom{room: *copyRoom(r)}
	m.codes[r.Code] = r.ID
	return nil
}

// Room returns the room with that id.
func (m *Memory) Room(ctx context.Context, id string) (*Room, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(ctx, id)
	if err != nil {
		return nil, err
	}
	return copyRoom(&r.room), nil
}

// RoomByCode returns the room with that code.
func (m *Memory) RoomByCode(ctx context.Context, code string) (*Room, error) {
	if err := CheckKey("room code", code); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("room with code %q: %w", code, err)
	}
	id, ok := m.codes[code]
	if !ok {
		return nil, fmt.Errorf("room with code %q: %w", code, ErrNotFound)
	}
	return copyRoom(&m.rooms[id].room), nil
}

// Actions returns the room's actions from index from on.
func (m *Memory) Actions(ctx context.Context, id string, from int) ([]game.Action, error) {
	if err := CheckVersion("actions from", from); err != nil {
		return nil, fmt.Errorf("room %q: %w", id, err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(ctx, id)
	if err != nil {
		return nil, err
	}
	if from > len(r.actions) {
		return nil, fmt.Errorf("room %q has %d actions, asked from %d: %w", id, len(r.actions), from, ErrInvalid)
	}
	return slices.Clone(r.actions[from:]), nil
}

// Append stores action number version of the room if it has exactly
// version actions.
func (m *Memory) Append(ctx context.Context, id string, version int, a game.Action, c Change) error {
	if err := CheckVersion("append at version", version); err != nil {
		return fmt.Errorf("room %q: %w", id, err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(ctx, id)
	if err != nil {
		return err
	}
	if c.Seats != nil {
		if err := CheckSeats(len(r.room.Seats), c.Seats); err != nil {
			return fmt.Errorf("room %q: append: %w", id, err)
		}
	}
	if version != len(r.actions) {
		return fmt.Errorf("room %q: append at version %d: the room has %d actions: %w", id, version, len(r.actions), ErrConflict)
	}
	if c.Seats != nil && !SameSeats(r.room.Seats, c.Was) {
		return fmt.Errorf("room %q: append at version %d: the seats changed since they were read: %w", id, version, ErrConflict)
	}
	r.actions = append(r.actions, a)
	r.room.Version = len(r.actions)
	if c.Seats != nil {
		r.room.Seats = copySeats(c.Seats)
	}
	if c.Over {
		r.room.Over = true
		r.room.Outcome = copyOutcome(c.Outcome)
	}
	r.room.Updated = now()
	return nil
}

// SetSeats replaces the room's seats if they are still old.
func (m *Memory) SetSeats(ctx context.Context, id string, old, seats []Seat) error {
	if len(seats) == 0 {
		return fmt.Errorf("room %q: set seats: none given: %w", id, ErrInvalid)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(ctx, id)
	if err != nil {
		return err
	}
	if err := CheckSeats(len(r.room.Seats), seats); err != nil {
		return fmt.Errorf("room %q: set seats: %w", id, err)
	}
	if !SameSeats(r.room.Seats, old) {
		return fmt.Errorf("room %q: set seats: the seats changed since they were read: %w", id, ErrConflict)
	}
	r.room.Seats = copySeats(seats)
	r.room.Updated = now()
	return nil
}

// SetRematch records the room that replays this one's set-up, once.
func (m *Memory) SetRematch(ctx context.Context, id, rematch string) error {
	if err := CheckKey("rematch room id", rematch); err != nil {
		return fmt.Errorf("room %q: %w", id, err)
	}
	if id == rematch {
		return fmt.Errorf("room %q: a room cannot be its own rematch: %w", id, ErrInvalid)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(ctx, id)
	if err != nil {
		return err
	}
	if _, ok := m.rooms[rematch]; !ok {
		return fmt.Errorf("room %q: rematch room %q: %w", id, rematch, ErrNotFound)
	}
	switch r.room.Rematch {
	case rematch:
		return nil
	case "":
		r.room.Rematch = rematch
		r.room.Updated = now()
		return nil
	}
	return fmt.Errorf("room %q: rematch is %q already, not %q: %w", id, r.room.Rematch, rematch, ErrConflict)
}

// SetFailure marks the room as stopped by a bug, keeping the first reason.
func (m *Memory) SetFailure(ctx context.Context, id, reason string) error {
	return m.setFailure(ctx, id, reason, false)
}

// CloseRoom marks the room as closed before its game went on, keeping the
// first reason.
func (m *Memory) CloseRoom(ctx context.Context, id, reason string) error {
	return m.setFailure(ctx, id, reason, true)
}

// setFailure stores why the room cannot go on, and whether it was closed,
// unless a reason is stored already.
func (m *Memory) setFailure(ctx context.Context, id, reason string, closed bool) error {
	if err := CheckFailure(id, reason); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(ctx, id)
	if err != nil {
		return err
	}
	if r.room.Failure == "" {
		r.room.Failure, r.room.Closed = reason, closed
		r.room.Updated = now()
	}
	return nil
}

// List returns the rooms the filter selects, newest first.
func (m *Memory) List(ctx context.Context, f Filter) ([]*Room, error) {
	limit, err := f.Size()
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("list rooms: %w", err)
	}
	var selected []*Room
	for _, r := range m.rooms {
		if r.room.Over == f.Over && (f.Game == "" || r.room.Game == f.Game) && (!f.Public || r.room.Public) {
			selected = append(selected, &r.room)
		}
	}
	slices.SortFunc(selected, func(a, b *Room) int {
		return -cmp.Or(a.Created.Compare(b.Created), cmp.Compare(a.ID, b.ID))
	})
	selected = selected[:min(limit, len(selected))]
	rooms := make([]*Room, len(selected))
	for i, r := range selected {
		rooms[i] = copyRoom(r)
	}
	return rooms, nil
}

// Unfinished returns the ids of every room whose game is not over, the
// oldest room first.
func (m *Memory) Unfinished(ctx context.Context) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("unfinished rooms: %w", err)
	}
	var rooms []*Room
	for _, r := range m.rooms {
		if !r.room.Over && r.room.Failure == "" {
			rooms = append(rooms, &r.room)
		}
	}
	slices.SortFunc(rooms, func(a, b *Room) int {
		return cmp.Or(a.Created.Compare(b.Created), cmp.Compare(a.ID, b.ID))
	})
	ids := make([]string, len(rooms))
	for i, r := range rooms {
		ids[i] = r.ID
	}
	return ids, nil
}

// Lease makes owner the room's owner until now+ttl when it is free, run
// out or owner's already.
func (m *Memory) Lease(ctx context.Context, id, owner string, ttl time.Duration) (bool, error) {
	if err := CheckLease(owner, ttl); err != nil {
		return false, fmt.Errorf("room %q: %w", id, err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(ctx, id)
	if err != nil {
		return false, err
	}
	t := time.Now()
	if r.owner != "" && r.owner != owner && t.Before(r.until) {
		return false, nil
	}
	r.owner, r.until = owner, t.Add(ttl)
	return true, nil
}

// Release gives up owner's lease on the room, if it holds it.
func (m *Memory) Release(ctx context.Context, id, owner string) error {
	if err := CheckKey("lease owner", owner); err != nil {
		return fmt.Errorf("room %q: %w", id, err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, err := m.room(ctx, id)
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
