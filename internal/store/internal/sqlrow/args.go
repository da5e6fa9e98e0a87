package sqlrow

import (
	"database/sql"
	"errors"
	"fmt"
	"time"

	"menagerie/internal/store"
)

// Columns are the columns of a room's row, in the order of Row.Fields.
const Columns = `id, code, game, rules_version, options, card_set_hash, seed, players, seats,
	turn_timer, on_timeout, version, over, outcome, rematch, public, failure, closed, rated, forfeit_after, created, updated`

// Fields returns where to scan a row of Columns into w; created and
// updated take the last two columns, since each database keeps times its
// own way.
func (w *Row) Fields(created, updated any) []any {
	return []any{&w.ID, &w.Code, &w.Game, &w.RulesVersion, &w.Options, &w.CardSetHash, &w.Seed,
		&w.Players, &w.Seats, &w.TurnTimer, &w.OnTimeout, &w.Version, &w.Over, &w.Outcome, &w.Rematch,
		&w.Public, &w.Failure, &w.Closed, &w.Rated, &w.ForfeitAfter, created, updated}
}

// NewRow checks r as a new room, sets its Created (to now when it has
// none) and Updated as the stores keep times, and encodes it.
func NewRow(r *store.Room, now time.Time) (Row, error) {
	if err := r.Validate(); err != nil {
		return Row{}, err
	}
	if r.Created.IsZero() {
		r.Created = now
	}
	r.Created = Time(r.Created)
	r.Updated = r.Created
	return FromRoom(r)
}

// CreateResult gives CreateRoom's answer for r from its insert's error
// and whether that error is a unique key's (the id or the code taken).
func CreateResult(r *store.Room, err error, taken bool) error {
	if taken {
		return fmt.Errorf("create room %q (code %q): the id or the code is taken: %w", r.ID, r.Code, store.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("create room %q: %w", r.ID, err)
	}
	return nil
}

// CheckActions says why Actions of room id from from cannot be read, or
// returns nil.
func CheckActions(id string, from int) error {
	if err := store.CheckKey("room id", id); err != nil {
		return err
	}
	if err := store.CheckVersion("actions from", from); err != nil {
		return fmt.Errorf("room %q: %w", id, err)
	}
	return nil
}

// AppendColumns checks an Append to room id at version and encodes its
// change: the seats column and the seats it replaces (both nil when the
// seats stay) and the outcome column (nil when there is none).
func AppendColumns(id string, version int, c store.Change) (seats, was, outcome []byte, err error) {
	if err := store.CheckKey("room id", id); err != nil {
		return nil, nil, nil, err
	}
	if err := store.CheckVersion("append at version", version); err != nil {
		return nil, nil, nil, fmt.Errorf("room %q: %w", id, err)
	}
	if c.Seats != nil {
		if err := store.CheckSeats(len(c.Seats), c.Seats); err != nil {
			return nil, nil, nil, fmt.Errorf("room %q: append: %w", id, err)
		}
		if seats, err = EncodeSeats(c.Seats); err != nil {
			return nil, nil, nil, fmt.Errorf("room %q: append: %w", id, err)
		}
		if was, err = EncodeSeats(c.Was); err != nil {
			return nil, nil, nil, fmt.Errorf("room %q: append: %w", id, err)
		}
	}
	if outcome, err = EncodeOutcome(c.Outcome); err != nil {
		return nil, nil, nil, fmt.Errorf("room %q: append: %w", id, err)
	}
	return seats, was, outcome, nil
}

// AppendRefused says why an Append to room id at version, giving given
// seats (0: the seats stay), changed nothing, from the version and number
// of players the room has.
func AppendRefused(id string, version, given, have, players int) error {
	switch {
	case have != version:
		return fmt.Errorf("room %q: append at version %d, the room is at %d: %w", id, version, have, store.ErrConflict)
	case given != players:
		return fmt.Errorf("room %q: append: %d seats given, the room has %d: %w", id, given, players, store.ErrInvalid)
	}
	return fmt.Errorf("room %q: append at version %d: the seats changed since they were read: %w", id, version, store.ErrConflict)
}

// SeatsColumns checks SetSeats' arguments and encodes the seats it
// expects (old) and those it stores.
func SeatsColumns(id string, old, seats []store.Seat) (oldCol, seatsCol []byte, err error) {
	if err := store.CheckKey("room id", id); err != nil {
		return nil, nil, err
	}
	if len(seats) == 0 {
		return nil, nil, fmt.Errorf("room %q: set seats: none given: %w", id, store.ErrInvalid)
	}
	if err := store.CheckSeats(len(seats), seats); err != nil {
		return nil, nil, fmt.Errorf("room %q: set seats: %w", id, err)
	}
	if oldCol, err = EncodeSeats(old); err != nil {
		return nil, nil, fmt.Errorf("room %q: set seats: %w", id, err)
	}
	if seatsCol, err = EncodeSeats(seats); err != nil {
		return nil, nil, fmt.Errorf("room %q: set seats: %w", id, err)
	}
	return oldCol, seatsCol, nil
}

// SetSeatsRefused says why SetSeats stored nothing in a room with that
// many players: the wrong number of seats, or seats that changed since
// the caller read them.
func SetSeatsRefused(id string, given, players int) error {
	if players != given {
		return fmt.Errorf("room %q: set seats: %d given, the room has %d: %w", id, given, players, store.ErrInvalid)
	}
	return fmt.Errorf("room %q: set seats: the seats changed since they were read: %w", id, store.ErrConflict)
}

// CheckRematch says why rematch cannot be set as room id's rematch, or
// returns nil.
func CheckRematch(id, rematch string) error {
	if err := store.CheckKey("room id", id); err != nil {
		return err
	}
	if err := store.CheckKey("rematch room id", rematch); err != nil {
		return fmt.Errorf("room %q: %w", id, err)
	}
	if id == rematch {
		return fmt.Errorf("room %q: a room cannot be its own rematch: %w", id, store.ErrInvalid)
	}
	return nil
}

// SetRematchResult gives SetRematch's answer from its update's error,
// whether that error is the rematch room's missing (a foreign key's), and
// the rematch the room has after it.
func SetRematchResult(id, rematch, have string, err error, noRematchRoom bool) error {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("room %q: %w", id, store.ErrNotFound)
	case noRematchRoom:
		return fmt.Errorf("room %q: rematch room %q: %w", id, rematch, store.ErrNotFound)
	case err != nil:
		return fmt.Errorf("room %q: set rematch: %w", id, err)
	case have != rematch:
		return fmt.Errorf("room %q: rematch is %q already, not %q: %w", id, have, rematch, store.ErrConflict)
	}
	return nil
}

// CheckLease says why owner cannot lease room id for ttl, or returns nil.
func CheckLease(id, owner string, ttl time.Duration) error {
	if err := store.CheckKey("room id", id); err != nil {
		return err
	}
	if err := store.CheckLease(owner, ttl); err != nil {
		return fmt.Errorf("room %q: %w", id, err)
	}
	return nil
}

// LeaseResult gives Lease's answer from its statement's error and whether
// that error is the room's missing (a foreign key's): no row means another
// owner holds the lease.
func LeaseResult(id string, err error, noRoom bool) (bool, error) {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return false, nil
	case noRoom:
		return false, fmt.Errorf("lease of room %q: %w", id, store.ErrNotFound)
	case err != nil:
		return false, fmt.Errorf("lease of room %q: %w", id, err)
	}
	return true, nil
}

// CheckRelease says why owner cannot release room id, or returns nil.
func CheckRelease(id, owner string) error {
	if err := store.CheckKey("room id", id); err != nil {
		return err
	}
	if err := store.CheckKey("lease owner", owner); err != nil {
		return fmt.Errorf("room %q: %w", id, err)
	}
	return nil
}

// ReleaseResult gives Release's answer from the error of reading the
// room.
func ReleaseResult(id string, err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("release room %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("release room %q: %w", id, err)
	}
	return nil
}

// RoomResult gives the answer of reading the room whose column key is
// value, from the read's room and error.
func RoomResult(key, value string, r *store.Room, err error) (*store.Room, error) {
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("room with %s %q: %w", key, value, store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("room with %s %q: %w", key, value, err)
	}
	return r, nil
}

// FailureResult gives SetFailure's answer for room id from its update's
// error.
func FailureResult(id string, err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("room %q: %w", id, store.ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("room %q: set failure: %w", id, err)
	}
	return nil
}

// CreatePlayerResult gives CreatePlayer's answer for p from its insert's
// error and whether that error is a unique key's.
func CreatePlayerResult(p *store.Player, err error, taken bool) error {
	if taken {
		return fmt.Errorf("create player %q: the name, the id or the key is taken: %w", p.Name, store.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("create player %q: %w", p.Name, err)
	}
	return nil
}

// PlayerResult gives a player read's answer: the player, or ErrNotFound
// for what when there is no row.
func PlayerResult(what string, p *store.Player, err error) (*store.Player, error) {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("%s: %w", what, store.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return p, nil
}

// UpdatePlayerResult gives UpdatePlayer's answer for p from the rows its
// update changed, its error and whether that error is a unique key's.
func UpdatePlayerResult(p *store.Player, changed int64, err error, taken bool) error {
	switch {
	case taken:
		return fmt.Errorf("rename player to %q: the name is taken: %w", p.Name, store.ErrConflict)
	case err != nil:
		return fmt.Errorf("player %q: update: %w", p.ID, err)
	case changed == 0:
		return fmt.Errorf("player %q: %w", p.ID, store.ErrNotFound)
	}
	return nil
}
