package sqlrow

import (
	"database/sql"
	"fmt"
	"time"

	"menagerie/internal/store"
)

// Scanner reads one row: database/sql's *sql.Row and *sql.Rows, pgx's
// Row and Rows.
type Scanner interface {
	Scan(dest ...any) error
}

// Rows are the rows of a query as either store's driver gives them.
type Rows interface {
	Scanner
	Next() bool
	Err() error
}

// All reads every row of a query with scan and closes the rows; err is
// the error of running the query, and what names the query in the error
// returned.
func All[T any](what string, rows Rows, err error, scan func(Scanner) (*T, error)) ([]T, error) {
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	defer closeRows(rows)
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		out = append(out, *v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return out, nil
}

// closeRows closes rows, whose Close returns an error in database/sql
// (one Err reports already) and nothing in pgx.
func closeRows(rows Rows) {
	switch r := rows.(type) {
	case interface{ Close() error }:
		_ = r.Close()
	case interface{ Close() }:
		r.Close()
	}
}

// Instant is a time column as either store keeps it, read in UTC:
// SQLite's microseconds since 1970, PostgreSQL's timestamptz.
type Instant struct{ T time.Time }

// Scan implements database/sql's Scanner, which both drivers call.
func (i *Instant) Scan(src any) error {
	switch v := src.(type) {
	case int64:
		i.T = time.UnixMicro(v).UTC()
	case time.Time:
		i.T = v.UTC()
	default:
		return fmt.Errorf("a time column holds %T", src)
	}
	return nil
}

// ScanRoom reads one row of Columns.
func ScanRoom(sc Scanner) (*store.Room, error) {
	var w Row
	var created, updated Instant
	if err := sc.Scan(w.Fields(&created, &updated)...); err != nil {
		return nil, err
	}
	w.Created, w.Updated = created.T, updated.T
	return w.Room()
}

// Rooms reads every room of a query of Columns, as All does.
func Rooms(what string, rows Rows, err error) ([]*store.Room, error) {
	rooms, err := All(what, rows, err, ScanRoom)
	if err != nil {
		return nil, err
	}
	out := make([]*store.Room, len(rooms))
	for i := range rooms {
		out[i] = &rooms[i]
	}
	return out, nil
}

// ScanChallenge reads one row of ChallengeColumns.
func ScanChallenge(sc Scanner) (*store.Challenge, error) {
	var c store.Challenge
	var created, expires Instant
	if err := sc.Scan(ChallengeFields(&c, &created, &expires)...); err != nil {
		return nil, err
	}
	c.Created, c.Expires = created.T, expires.T
	return &c, nil
}

// ScanEntry reads one row of QueueColumns.
func ScanEntry(sc Scanner) (*store.QueueEntry, error) {
	var e store.QueueEntry
	var joined, seen Instant
	var room sql.NullString
	if err := sc.Scan(EntryFields(&e, &joined, &room, &seen)...); err != nil {
		return nil, err
	}
	e.Joined, e.Room, e.Seen = joined.T, room.String, seen.T
	return &e, nil
}

// PlayerColumns are a player's columns, in the order ScanPlayer reads.
const PlayerColumns = `id, name, key_hash, bot, created`

// ScanPlayer reads one row of PlayerColumns.
func ScanPlayer(sc Scanner) (*store.Player, error) {
	var p store.Player
	var created Instant
	if err := sc.Scan(&p.ID, &p.Name, &p.KeyHash, &p.Bot, &created); err != nil {
		return nil, err
	}
	p.Created = created.T
	return &p, nil
}

// StandingColumns are a standing's columns, ratings joined with players
// as r and p, in the order ScanStanding reads.
const StandingColumns = `r.player, p.name, p.bot, r.game, r.class, r.rating, r.deviation, r.volatility, r.games, r.updated`

// ScanStanding reads one row of StandingColumns.
func ScanStanding(sc Scanner) (*store.Standing, error) {
	var st store.Standing
	var updated Instant
	if err := sc.Scan(&st.Player, &st.Name, &st.Bot, &st.Game, &st.Class,
		&st.Rating.Rating, &st.Rating.Deviation, &st.Rating.Volatility, &st.Games, &updated); err != nil {
		return nil, err
	}
	st.Updated = updated.T
	return &st, nil
}

// HistoryColumns are a rating history point's columns, in the order
// ScanRatingPoint reads.
const HistoryColumns = `room, game, class, place, players, lost_on_time, rating, deviation, volatility, at`

// ScanRatingPoint reads one row of HistoryColumns.
func ScanRatingPoint(sc Scanner) (*store.RatingPoint, error) {
	var p store.RatingPoint
	var at Instant
	if err := sc.Scan(&p.Room, &p.Game, &p.Class, &p.Place, &p.Players, &p.LostOnTime,
		&p.Rating.Rating, &p.Rating.Deviation, &p.Rating.Volatility, &at); err != nil {
		return nil, err
	}
	p.At = at.T
	return &p, nil
}

// ScanID reads a row of one text column, an id.
func ScanID(sc Scanner) (*string, error) {
	var id string
	return &id, sc.Scan(&id)
}
