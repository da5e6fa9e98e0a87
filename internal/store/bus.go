package store

import (
	"context"
	"time"

	"menagerie/game"
)

// Bus carries notices between server processes that share a store: that a
// room has new actions, and seats' actions forwarded to the process that
// owns the room (holds its lease). A store that several processes share
// can be one; its Append then tells every process of the room's new
// version once the append is committed.
type Bus interface {
	// Seated tells every process that the room's seats changed (a
	// join, a seat handed to a bot).
	Seated(ctx context.Context, id string) error
	// Closed tells every process that the room was closed (CloseRoom).
	Closed(ctx context.Context, id string) error
	// Forward keeps a seat's action for the room's owner, durably until
	// taken, and tells every process.
	Forward(ctx context.Context, f Forwarded) error
	// Forwarded returns the room's forwarded actions, oldest first.
	Forwarded(ctx context.Context, id string) ([]Forwarded, error)
	// Refused tells every process that the room's owner refused a
	// forwarded action (another came first, or it is no longer legal), so
	// that the process the seat is connected to tells it why.
	Refused(ctx context.Context, id string, r Refusal) error
	// Handled removes the room's forwarded actions up to Seq seq, once
	// its owner has played or refused them. An owner that dies before
	// leaves them to the next, which refuses those it finds played: their
	// version is stale.
	Handled(ctx context.Context, id string, seq int64) error
	// Renew extends owner's leases of the rooms ids to ttl from now, by
	// the store's clock, all at once, and returns those it still held
	// (it lost the others), each saying whether forwarded actions wait
	// for it.
	Renew(ctx context.Context, owner string, ids []string, ttl time.Duration) ([]Renewal, error)
	// Orphans returns the unfinished rooms, not failed, whose lease ran
	// out instead of being released: their owner died, and no process has
	// taken them over yet.
	Orphans(ctx context.Context) ([]string, error)
	// Listen calls notice for every notice of any process, itself
	// included, until ctx ends; hearing each time it starts to hear them
	// (once connected, and again after a reconnection); and failed when
	// its connection fails (it connects again). It returns ctx's error.
	// Notices may be lost while its connection is down: a process also
	// looks at the store now and then, and at once when it hears again.
	Listen(ctx context.Context, notice func(Notice), hearing func(), failed func(error)) error
}

// Renewal is a room whose lease Renew extended, and whether forwarded
// actions wait for its owner.
type Renewal struct {
	Room      string
	Forwarded bool
}

// Notice is what a Bus tells every process about a room.
type Notice struct {
	Room string
	// Forwarded is set when an action was forwarded to the room's
	// owner, Seated when its seats changed, Closed when it was closed,
	// Refused when the owner refused a forwarded action; otherwise the
	// room has Version actions.
	Forwarded bool
	Seated    bool
	Closed    bool
	Refused   *Refusal
	Version   int
}

// Refusal is a forwarded action its room's owner refused: the seat that
// chose it, the version it was chosen at, and the protocol's error code
// for why (a short word of lower-case letters and underscores).
type Refusal struct {
	Seat    game.Player
	Version int
	Code    string
}

// Forwarded is a seat's action sent to the room's owner by a process
// the seat is connected to: the seat chose Action at Version.
type Forwarded struct {
	// Seq orders a room's forwarded actions; the bus sets it.
	Seq     int64
	Room    string
	Seat    game.Player
	Version int
	Action  game.Action
}
