package sqlrow

import (
	"database/sql"
	"errors"
	"fmt"
	"time"

	"menagerie/internal/store"
)

// QueueColumns are a queue entry's columns, in the order the stores scan
// them (joined, room and seen by each store's own types).
const QueueColumns = `ticket, queue, player, name, player_bot, bot, rated, token_hash, joined, room, seat, seen`

// EntryFields are the scan targets of QueueColumns for e, with joined,
// room and seen read into the store's own.
func EntryFields(e *store.QueueEntry, joined, room, seen any) []any {
	return []any{&e.Ticket, &e.Queue, &e.Player, &e.Name, &e.PlayerBot, &e.Bot, &e.Rated, &e.TokenHash, joined, room, &e.Seat, seen}
}

// JoinedSeen are the times Enqueue stores for e: joined, which it gives
// when e.Joined is zero, and e.Seen, or joined when that is zero, both to
// the microsecond.
func JoinedSeen(e *store.QueueEntry, joined time.Time) (time.Time, time.Time) {
	joined = Time(joined)
	if e.Seen.IsZero() {
		return joined, joined
	}
	return joined, Time(e.Seen)
}

// EntryResult gives the answer of reading the entry of a ticket.
func EntryResult(ticket string, e *store.QueueEntry, err error) (*store.QueueEntry, error) {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("queue entry %q: %w", ticket, store.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("queue entry %q: %w", ticket, err)
	}
	return e, nil
}

// EnqueueResult gives Enqueue's answer from its insert's error and
// whether that error is the ticket's being taken.
func EnqueueResult(e *store.QueueEntry, err error, taken bool) error {
	switch {
	case taken:
		return fmt.Errorf("queue entry %q: the ticket is taken: %w", e.Ticket, store.ErrConflict)
	case err != nil:
		return fmt.Errorf("queue entry %q: %w", e.Ticket, err)
	}
	return nil
}

// DequeueResult gives Dequeue's answer when no waiting entry was deleted:
// err is the error of reading whether the ticket is matched.
func DequeueResult(ticket string, err error) error {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("queue entry %q: %w", ticket, store.ErrNotFound)
	case err != nil:
		return fmt.Errorf("queue entry %q: %w", ticket, err)
	}
	return fmt.Errorf("queue entry %q: matched already: %w", ticket, store.ErrConflict)
}

// QueueLeaseResult gives LeaseQueue's answer from its statement's error:
// no row means another owner holds the lease.
func QueueLeaseResult(err error) (bool, error) {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("queue lease: %w", err)
	}
	return true, nil
}

// MatchRefused says that a ticket of a match is no longer waiting.
func MatchRefused(room, ticket string) error {
	return fmt.Errorf("match in room %q: queue entry %q is matched or gone: %w", room, ticket, store.ErrConflict)
}
