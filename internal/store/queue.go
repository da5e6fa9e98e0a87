package store

import (
	"context"
	"fmt"
	"time"
)

// QueueEntry is a person waiting in a quick-match queue, or matched
// already: it stays, with its room, until PurgeQueue removes it.
type QueueEntry struct {
	// Ticket is the entry's unguessable identifier.
	Ticket string
	// Queue names the queue (the game, its player count and its pack
	// set, as the server writes them): entries of one queue are seated
	// together.
	Queue string
	// Player is the registered player's ID ("": a guest); Name is then
	// the player's name and PlayerBot the player's bot mark, and else the
	// guest's name for the seat ("": the seat's team name).
	Player    string
	Name      string
	PlayerBot bool
	// Bot is the bot level for the seats no person takes ("": people
	// only, never matched with bots).
	Bot string
	// Rated asks for a rated game.
	Rated bool
	// TokenHash is the SHA-256 of the seat token the entry's holder was
	// given on joining: the seat the match gives is claimed by it.
	TokenHash []byte
	// Joined is when the entry joined the queue, to the microsecond in
	// UTC.
	Joined time.Time
	// Seen is when the entry's holder last asked for it (Joined at
	// first), to the microsecond in UTC: an entry nobody asks for is
	// dropped, so that a person gone is never seated.
	Seen time.Time
	// Room is the room made for the entry ("" while it waits) and Seat
	// its seat there, counted from 0.
	Room string
	Seat int
}

// Queue keeps the quick-match queues. Several server processes may share
// it: one at a time (the holder of LeaseQueue) forms matches, and Match
// makes a room and takes its entries out of the queue in one write, so
// that a process that stops at any point loses nobody's place and seats
// nobody twice.
type Queue interface {
	// Enqueue stores a new waiting entry (ErrConflict when its ticket is
	// taken; ErrInvalid when CheckQueueEntry refuses it). It sets
	// e.Joined (to now when zero) and e.Seen (to e.Joined when zero) as
	// stored.
	Enqueue(ctx context.Context, e *QueueEntry) error
	// QueueEntry returns the entry with that ticket, waiting or matched.
	QueueEntry(ctx context.Context, ticket string) (*QueueEntry, error)
	// SeeQueueEntry records that the holder of the waiting entry with
	// that ticket asked for it at t; a matched or unknown ticket is left
	// as it is.
	SeeQueueEntry(ctx context.Context, ticket string, t time.Time) error
	// DropUnseen removes the waiting entries last seen before t and
	// returns how many it removed.
	DropUnseen(ctx context.Context, before time.Time) (int, error)
	// Dequeue removes the waiting entry with that ticket: ErrNotFound
	// when there is none, ErrConflict when it is matched already (and
	// stays so).
	Dequeue(ctx context.Context, ticket string) error
	// Waiting returns the waiting entries, oldest first (by Joined, then
	// by Ticket).
	Waiting(ctx context.Context) ([]QueueEntry, error)
	// Match stores the new room r (as CreateRoom) and, in the same write,
	// gives the entry of tickets[i] the room and seat seats[i]: when any
	// of them is no longer waiting it stores nothing and returns
	// ErrConflict.
	Match(ctx context.Context, r *Room, tickets []string, seats []int) error
	// LeaseQueue makes owner the one that forms matches until now+ttl if
	// nobody is, the lease has run out or owner holds it already; it
	// reports whether owner holds the lease.
	LeaseQueue(ctx context.Context, owner string, ttl time.Duration) (bool, error)
	// PurgeQueue removes the entries, waiting or matched, that joined
	// before t.
	PurgeQueue(ctx context.Context, before time.Time) error
}

// CheckQueueEntry says why e cannot be stored as a new waiting entry, as
// an ErrInvalid, or returns nil.
func CheckQueueEntry(e *QueueEntry) error {
	if e == nil {
		return fmt.Errorf("queue entry: none given: %w", ErrInvalid)
	}
	if err := CheckKey("ticket", e.Ticket); err != nil {
		return fmt.Errorf("queue entry: %w", err)
	}
	where := fmt.Sprintf("queue entry %q", e.Ticket)
	if err := checkText("queue", e.Queue, MaxText, false); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := CheckName("name", e.Name); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := checkText("player", e.Player, MaxKey, true); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := checkText("bot", e.Bot, MaxText, true); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	switch {
	case len(e.TokenHash) != tokenHashSize:
		return fmt.Errorf("%s: token hash of %d bytes, want %d (SHA-256): %w", where, len(e.TokenHash), tokenHashSize, ErrInvalid)
	case e.Room != "":
		return fmt.Errorf("%s: a new entry has no room: %w", where, ErrInvalid)
	}
	return nil
}

// CheckMatch says why a match of these tickets to these seats of r cannot
// be stored, as an ErrInvalid, or returns nil.
func CheckMatch(r *Room, tickets []string, seats []int) error {
	if err := r.Validate(); err != nil {
		return err
	}
	if len(tickets) == 0 || len(tickets) != len(seats) || len(tickets) > len(r.Seats) {
		return fmt.Errorf("match in room %q: %d tickets, %d seats of %d: %w", r.ID, len(tickets), len(seats), len(r.Seats), ErrInvalid)
	}
	taken := map[int]bool{}
	named := map[string]bool{}
	for i, t := range tickets {
		if err := CheckKey("ticket", t); err != nil {
			return fmt.Errorf("match in room %q: %w", r.ID, err)
		}
		if named[t] || seats[i] < 0 || seats[i] >= len(r.Seats) || taken[seats[i]] {
			return fmt.Errorf("match in room %q: ticket %q twice, or seat %d taken or out of %d: %w", r.ID, t, seats[i]+1, len(r.Seats), ErrInvalid)
		}
		named[t], taken[seats[i]] = true, true
	}
	return nil
}
