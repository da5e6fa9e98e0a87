// Package sqlrow holds what the SQL stores share: a room as the columns of
// a row, the reading of rows of rooms, challenges, queue entries, players and
// ratings (scan.go), each call's checks and the answers it gives from its
// statement's outcome, and the numbered migrations that create their
// tables.
package sqlrow

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
)

// Row is a room as its table holds it: the set-up, seats and outcome as
// JSON, the seed as the signed integer with the same bits, durations in
// nanoseconds, times to the microsecond in UTC.
type Row struct {
	ID, Code, Game, RulesVersion, CardSetHash, OnTimeout, Failure string
	Options, Seats, Outcome                                       []byte // Outcome nil: none
	Seed                                                          int64
	Players, Version                                              int
	TurnTimer                                                     int64
	ForfeitAfter                                                  int
	Over, Public, Rated, Closed                                   bool
	Rematch                                                       sql.NullString
	Created, Updated                                              time.Time
}

// seat is one seat as the seats column holds it.
type seat struct {
	Bot       string `json:"bot,omitempty"`
	Name      string `json:"name,omitempty"`
	TokenHash []byte `json:"token_hash,omitempty"`
	// Deadline is in microseconds since 1970 (0: no timer running).
	Deadline int64 `json:"deadline,omitempty"`
	// Player, PlayerName and PlayerBot are the registered player's who
	// claimed the seat.
	Player     string `json:"player,omitempty"`
	PlayerName string `json:"player_name,omitempty"`
	PlayerBot  bool   `json:"player_bot,omitempty"`
	// Timeouts, Forfeited and ForfeitVersion are the seat's turns run out
	// in a row, and its loss on time.
	Timeouts       int  `json:"timeouts,omitempty"`
	Forfeited      bool `json:"forfeited,omitempty"`
	ForfeitVersion int  `json:"forfeit_version,omitempty"`
}

// FromRoom encodes r as a row.
func FromRoom(r *store.Room) (Row, error) {
	options, err := json.Marshal(r.Options)
	if err != nil {
		return Row{}, fmt.Errorf("room %q: options: %w", r.ID, err)
	}
	seats, err := EncodeSeats(r.Seats)
	if err != nil {
		return Row{}, fmt.Errorf("room %q: %w", r.ID, err)
	}
	outcome, err := EncodeOutcome(r.Outcome)
	if err != nil {
		return Row{}, fmt.Errorf("room %q: %w", r.ID, err)
	}
	return Row{
		ID: r.ID, Code: r.Code, Game: r.Game, RulesVersion: r.RulesVersion, CardSetHash: r.CardSetHash,
		OnTimeout: r.OnTimeout, Options: options, Seats: seats, Outcome: outcome, Seed: int64(r.Seed),
		Players: len(r.Seats), Version: r.Version, TurnTimer: int64(r.TurnTimer), ForfeitAfter: r.ForfeitAfter, Over: r.Over,
		Rematch: sql.NullString{String: r.Rematch, Valid: r.Rematch != ""},
		Public:  r.Public, Failure: r.Failure, Closed: r.Closed, Rated: r.Rated,
		Created: Time(r.Created), Updated: Time(r.Updated),
	}, nil
}

// Room decodes the row.
func (w *Row) Room() (*store.Room, error) {
	r := &store.Room{
		ID: w.ID, Code: w.Code, Game: w.Game, RulesVersion: w.RulesVersion, CardSetHash: w.CardSetHash,
		OnTimeout: w.OnTimeout, Seed: uint64(w.Seed), TurnTimer: time.Duration(w.TurnTimer), ForfeitAfter: w.ForfeitAfter,
		Version: w.Version, Over: w.Over, Rematch: w.Rematch.String, Public: w.Public, Failure: w.Failure, Closed: w.Closed, Rated: w.Rated,
		Created: Time(w.Created), Updated: Time(w.Updated),
	}
	if err := json.Unmarshal(w.Options, &r.Options); err != nil {
		return nil, fmt.Errorf("room %q: stored options: %w", w.ID, err)
	}
	seats, err := DecodeSeats(w.Seats)
	if err != nil {
		return nil, fmt.Errorf("room %q: %w", w.ID, err)
	}
	r.Seats = seats
	if w.Outcome != nil {
		r.Outcome = new(game.Outcome)
		if err := json.Unmarshal(w.Outcome, r.Outcome); err != nil {
			return nil, fmt.Errorf("room %q: stored outcome: %w", w.ID, err)
		}
	}
	return r, nil
}

// EncodeSeats gives the seats column for seats.
func EncodeSeats(seats []store.Seat) ([]byte, error) {
	stored := make([]seat, len(seats))
	for i, s := range seats {
		stored[i] = seat{Bot: s.Bot, Name: s.Name, TokenHash: s.TokenHash, Player: s.Player, PlayerName: s.PlayerName, PlayerBot: s.PlayerBot,
			Timeouts: s.Timeouts, Forfeited: s.Forfeited, ForfeitVersion: s.ForfeitVersion}
		if !s.Deadline.IsZero() {
			stored[i].Deadline = s.Deadline.UnixMicro()
		}
	}
	b, err := json.Marshal(stored)
	if err != nil {
		return nil, fmt.Errorf("seats: %w", err)
	}
	return b, nil
}

// DecodeSeats reads a seats column.
func DecodeSeats(b []byte) ([]store.Seat, error) {
	var stored []seat
	if err := json.Unmarshal(b, &stored); err != nil {
		return nil, fmt.Errorf("stored seats: %w", err)
	}
	seats := make([]store.Seat, len(stored))
	for i, s := range stored {
		seats[i] = store.Seat{Bot: s.Bot, Name: s.Name, TokenHash: s.TokenHash, Player: s.Player, PlayerName: s.PlayerName, PlayerBot: s.PlayerBot,
			Timeouts: s.Timeouts, Forfeited: s.Forfeited, ForfeitVersion: s.ForfeitVersion}
		if s.Deadline != 0 {
			seats[i].Deadline = time.UnixMicro(s.Deadline).UTC()
		}
	}
	return seats, nil
}

// EncodeOutcome gives the outcome column for o (nil for none).
func EncodeOutcome(o *game.Outcome) ([]byte, error) {
	if o == nil {
		return nil, nil
	}
	b, err := json.Marshal(o)
	if err != nil {
		return nil, fmt.Errorf("outcome: %w", err)
	}
	return b, nil
}

// Time is t as the stores keep it: to the microsecond, in UTC (the zero
// time stays zero).
func Time(t time.Time) time.Time {
	if t.IsZero() {
		return t
	}
	return t.UTC().Truncate(time.Microsecond)
}
