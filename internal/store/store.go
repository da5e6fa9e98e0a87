// Package store keeps a game server's rooms: how each game was set up and
// every action it accepted, in order. It is the source of truth: a server
// tells nobody of an action before the store has it, and after a restart
// it rebuilds every unfinished game from the store.
package store

import (
	"context"
	"errors"
	"time"

	"menagerie/game"
)

// Errors a Store returns, wrapped with what was asked.
var (
	// ErrNotFound: no room has that id or code, or no player that id,
	// key or name.
	ErrNotFound = errors.New("not found")
	// ErrConflict: the room's id or code is taken (a player's id, name
	// or key, for CreatePlayer and UpdatePlayer; ApplyResult: the game's
	// result was applied already), (Append) the room
	// does not have the number of actions the caller expected, or
	// (SetSeats) its seats are not those the caller read: someone else
	// wrote first.
	ErrConflict = errors.New("conflict")
	// ErrInvalid: the request itself is wrong (an empty id, a negative
	// version, a seat list of the wrong length, ...), whatever is stored.
	ErrInvalid = errors.New("invalid request")
	// ErrLimit: (CreateChallenge) the challenger has as many open
	// challenges as allowed.
	ErrLimit = errors.New("limit reached")
)

// Room is one game on a server: its set-up, its seats and where it stands.
// Its actions are stored apart (Actions, Append).
type Room struct {
	// ID is the room's unguessable identifier, used in links.
	ID string
	// Code is the short code people type to join (unique among rooms).
	Code string
	// Game, RulesVersion, Options, CardSetHash and Seed are the record's:
	// with the actions they replay the game.
	Game         string
	RulesVersion string
	Options      game.Options
	CardSetHash  string
	Seed         uint64
	// Seats holds one entry per seat.
	Seats []Seat
	// TurnTimer is how long a person's turn may last (0: no limit);
	// OnTimeout says what then happens: "bot" (a bot plays the move) or
	// "pass" (the seat's default move).
	TurnTimer time.Duration
	OnTimeout string
	// ForfeitAfter is how many of a seat's turns in a row may run out
	// before it loses on time (0: never).
	ForfeitAfter int
	// Version is the number of actions stored.
	Version int
	// Over is set with the action that ends the game; Outcome then holds
	// where it ended.
	Over    bool
	Outcome *game.Outcome
	// Rematch is the ID of the room that replays this one's set-up, if any.
	Rematch string
	// Public rooms are listed in the lobby; the others are reached by
	// their id or code only.
	Public bool
	// Rated rooms change their players' ratings when the game ends.
	Rated bool
	// Failure says why the room's game cannot go on ("" while it can go
	// on): a bug stopped it (SetFailure), or, with Closed set, the room
	// was closed before its game went on, its challenge not taken
	// (CloseRoom). Such a room is not resumed.
	Failure string
	Closed  bool
	// Created and Updated are kept to the microsecond, in UTC.
	Created time.Time
	Updated time.Time
}

// Seat is who plays one seat of a room.
type Seat struct {
	// Bot is the bot spec that plays the seat ("" : a person).
	Bot string
	// Name is the seat's team name.
	Name string
	// TokenHash is the SHA-256 of the token that claims the seat (nil:
	// nobody has claimed it). The token itself is never stored.
	TokenHash []byte
	// Deadline is when the seat's current turn runs out (zero: no timer
	// running); stored so that timers survive a restart.
	Deadline time.Time
	// Player is the ID of the registered player who claimed the seat
	// ("": none), PlayerName its name then and PlayerBot its bot mark.
	Player     string
	PlayerName string
	PlayerBot  bool
	// Timeouts counts the seat's turns in a row that ran out.
	Timeouts int
	// Forfeited is set once the seat lost on time, after ForfeitVersion
	// actions.
	Forfeited      bool
	ForfeitVersion int
}

// Change is what an appended action changes in its room besides its
// version: the seats' deadlines, and the end of the game.
type Change struct {
	// Seats replaces the room's seats (nil: unchanged) only if they are
	// still Was (SameSeats), the seats the caller read; otherwise the
	// append stores nothing and returns ErrConflict, so that a deadline
	// never erases a join made meanwhile.
	Seats   []Seat
	Was     []Seat
	Over    bool
	Outcome *game.Outcome
}

// Filter selects rooms to list.
type Filter struct {
	// Over lists finished rooms when true, unfinished ones when false.
	Over bool
	// Game limits the list to one game ("" : all).
	Game string
	// Public limits the list to public rooms.
	Public bool
	// Limit caps the number listed (0: DefaultLimit; at most MaxLimit),
	// newest first.
	Limit int
}

// Store keeps rooms, players, the quick-match queues and the challenges.
// Every method is safe for concurrent use; every write is atomic and
// durable when it returns.
type Store interface {
	Players
	Queue
	Challenges
	// CreateRoom stores a new room with no actions (ErrConflict when its
	// ID or Code is taken; ErrInvalid when Validate refuses it). It sets
	// r.Created (to now when zero) and r.Updated as they are stored.
	CreateRoom(ctx context.Context, r *Room) error
	// Room returns the room with that id.
	Room(ctx context.Context, id string) (*Room, error)
	// RoomByCode returns the room with that code.
	RoomByCode(ctx context.Context, code string) (*Room, error)
	// Actions returns the room's actions from index from (0: all) on;
	// from beyond the room's version is ErrInvalid.
	Actions(ctx context.Context, id string, from int) ([]game.Action, error)
	// Append stores action number version (0-based) of the room, with its
	// change, only if the room has exactly version actions and, when the
	// change sets seats, its seats are still the change's Was; otherwise
	// it stores nothing and returns ErrConflict.
	Append(ctx context.Context, id string, version int, a game.Action, c Change) error
	// SetSeats replaces the room's seats old with seats (a claim, a bot
	// taking over, a turn's deadline) only if the stored seats still equal
	// old (SameSeats); otherwise it stores nothing and returns ErrConflict,
	// so that of two processes claiming one seat at once one wins. The
	// number of seats never changes (ErrInvalid).
	SetSeats(ctx context.Context, id string, old, seats []Seat) error
	// SetRematch records the room that replays this one's set-up, which
	// must exist (ErrNotFound). Once recorded it stays: another rematch is
	// ErrConflict, so that of two players asking at once one wins.
	SetRematch(ctx context.Context, id, rematch string) error
	// List returns the rooms the filter selects, newest first (by
	// Created, then by ID).
	List(ctx context.Context, f Filter) ([]*Room, error)
	// Unfinished returns the ids of every room whose game is not over and
	// has not failed.
	Unfinished(ctx context.Context) ([]string, error)
	// SetFailure marks the room as stopped by a bug, saying why (printable
	// text of at most MaxText bytes): it is no longer resumed. The first
	// reason stays; a later one is ignored, as is a later CloseRoom.
	SetFailure(ctx context.Context, id, reason string) error
	// CloseRoom marks the room as closed before its game went on (its
	// challenge declined, cancelled or expired), saying why as SetFailure
	// does, with Closed set. The first reason stays, a bug's or a closing's.
	CloseRoom(ctx context.Context, id, reason string) error
	// Lease makes owner the room's owner until now+ttl if the room has no
	// owner, its lease has run out, or owner holds it already; it reports
	// whether owner holds the lease. Several server processes sharing a
	// store use it so that one at a time applies a room's actions.
	Lease(ctx context.Context, id, owner string, ttl time.Duration) (bool, error)
	// Release gives up owner's lease on the room, if it holds it.
	Release(ctx context.Context, id, owner string) error
	// Close releases the store's resources.
	Close() error
}
