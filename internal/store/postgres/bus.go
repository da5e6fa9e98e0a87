package postgres

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"menagerie/game"
	"menagerie/internal/store"
)

// channelPrefix begins the LISTEN/NOTIFY channel of every server process
// sharing the store: "menagerie." and the schema, so that stores in other
// schemas of the database hear nothing of it. A notice's payload is
// "room:version" when the room has that many actions, "room:forwarded"
// when an action was forwarded to its owner, "room:seated" when its seats
// changed, "room:refused.seat.version.code" when its owner refused a
// forwarded action.
const channelPrefix = "menagerie."

// maxChannel is the longest channel name PostgreSQL takes (NAMEDATALEN-1).
const maxChannel = 63

// channelOf names the channel of the stores in a schema.
func channelOf(schema string) string {
	c := channelPrefix + schema
	if len(c) > maxChannel {
		c = c[:maxChannel]
	}
	return c
}

// The ends of the notices of a forwarded action, of changed seats and of
// a closed room.
const (
	forwardedPayload = "forwarded"
	seatedPayload    = "seated"
	closedPayload    = "closed"
	refusedPayload   = "refused."
)

// relisten is how long Listen waits before connecting again after its
// connection failed.
const relisten = time.Second

var _ store.Bus = (*Store)(nil)

// Seated implements store.Bus.
func (s *Store) Seated(ctx context.Context, id string) error {
	if _, err := s.pool.Exec(ctx, `SELECT pg_notify($1, $2)`, s.channel, id+":"+seatedPayload); err != nil {
		return fmt.Errorf("room %q: notify seats: %w", id, err)
	}
	return nil
}

// Closed implements store.Bus.
func (s *Store) Closed(ctx context.Context, id string) error {
	if _, err := s.pool.Exec(ctx, `SELECT pg_notify($1, $2)`, s.channel, id+":"+closedPayload); err != nil {
		return fmt.Errorf("room %q: notify its closing: %w", id, err)
	}
	return nil
}

// Refused implements store.Bus.
func (s *Store) Refused(ctx context.Context, id string, r store.Refusal) error {
	if !validCode(r.Code) || r.Seat < 0 || r.Version < 0 {
		return fmt.Errorf("room %q: notify a refusal: seat %d, version %d, code %q: %w", id, r.Seat, r.Version, r.Code, store.ErrInvalid)
	}
	payload := fmt.Sprintf("%s:%s%d.%d.%s", id, refusedPayload, r.Seat, r.Version, r.Code)
	if _, err := s.pool.Exec(ctx, `SELECT pg_notify($1, $2)`, s.channel, payload); err != nil {
		return fmt.Errorf("room %q: notify a refusal: %w", id, err)
	}
	return nil
}

// validCode reports whether code is a refusal's code: lower-case letters
// and underscores, so that it cannot break the payload.
func validCode(code string) bool {
	return code != "" && len(code) <= 32 && strings.Trim(code, "abcdefghijklmnopqrstuvwxyz_") == ""
}

// Forward implements store.Bus: one statement stores the action and
// notifies, so that the owner finds it when told.
func (s *Store) Forward(ctx context.Context, f store.Forwarded) error {
	_, err := s.pool.Exec(ctx, `WITH kept AS (
			INSERT INTO forwarded (room, seat, version, action) VALUES ($1, $2, $3, $4) RETURNING room)
		SELECT pg_notify($5, room || ':' || $6) FROM kept`,
		f.Room, int(f.Seat), f.Version, int(f.Action), s.channel, forwardedPayload)
	if err != nil {
		return fmt.Errorf("room %q: forward seat %d's action: %w", f.Room, f.Seat, err)
	}
	return nil
}

// Forwarded implements store.Bus.
func (s *Store) Forwarded(ctx context.Context, id string) ([]store.Forwarded, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, seat, version, action FROM forwarded WHERE room = $1 ORDER BY id`, id)
	if err != nil {
		return nil, fmt.Errorf("room %q: forwarded actions: %w", id, err)
	}
	fs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (store.Forwarded, error) {
		f := store.Forwarded{Room: id}
		var seat, action int
		err := row.Scan(&f.Seq, &seat, &f.Version, &action)
		f.Seat, f.Action = game.Player(seat), game.Action(action)
		return f, err
	})
	if err != nil {
		return nil, fmt.Errorf("room %q: forwarded actions: %w", id, err)
	}
	return fs, nil
}

// Handled implements store.Bus.
func (s *Store) Handled(ctx context.Context, id string, seq int64) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM forwarded WHERE room = $1 AND id <= $2`, id, seq); err != nil {
		return fmt.Errorf("room %q: forget forwarded actions: %w", id, err)
	}
	return nil
}

// Renew implements store.Bus in one statement, by the database's clock.
func (s *Store) Renew(ctx context.Context, owner string, ids []string, ttl time.Duration) ([]store.Renewal, error) {
	if err := store.CheckLease(owner, ttl); err != nil {
		return nil, err
	}
	for _, id := range ids {
		if err := store.CheckKey("room id", id); err != nil {
			return nil, err
		}
	}
	rows, err := s.pool.Query(ctx, `UPDATE leases SET expires = clock_timestamp() + $3 * interval '1 microsecond'
		WHERE owner = $1 AND room = ANY($2)
		RETURNING room, EXISTS (SELECT 1 FROM forwarded f WHERE f.room = leases.room)`, owner, ids, ttl.Microseconds())
	if err != nil {
		return nil, fmt.Errorf("renew %d leases: %w", len(ids), err)
	}
	renewed, err := pgx.CollectRows(rows, pgx.RowToStructByPos[store.Renewal])
	if err != nil {
		return nil, fmt.Errorf("renew %d leases: %w", len(ids), err)
	}
	return renewed, nil
}

// Orphans implements store.Bus, by the database's clock.
func (s *Store) Orphans(ctx context.Context) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT r.id FROM rooms r JOIN leases l ON l.room = r.id
		WHERE NOT r.over AND r.failure = '' AND l.expires <= clock_timestamp() ORDER BY r.created, r.id`)
	if err != nil {
		return nil, fmt.Errorf("orphaned rooms: %w", err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("orphaned rooms: %w", err)
	}
	return ids, nil
}

// Listen implements store.Bus on a connection of its own, outside the
// pool, connecting again a second after a failure.
func (s *Store) Listen(ctx context.Context, notice func(store.Notice), hearing func(), failed func(error)) error {
	for {
		err := s.listenOnce(ctx, notice, hearing)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		failed(err)
		select {
		case <-time.After(relisten):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// listenOnce listens on one connection until it fails or ctx ends.
func (s *Store) listenOnce(ctx context.Context, notice func(store.Notice), hearing func()) error {
	conn, err := pgx.ConnectConfig(ctx, s.pool.Config().ConnConfig.Copy())
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, `LISTEN `+pgx.Identifier{s.channel}.Sanitize()); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	hearing()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return fmt.Errorf("listen: %w", err)
		}
		if nt, ok := parseNotice(n.Payload); ok {
			notice(nt)
		}
	}
}

// parseNotice reads a notice's payload; ok is false for one this store
// does not send.
func parseNotice(payload string) (n store.Notice, ok bool) {
	i := strings.LastIndexByte(payload, ':')
	if i <= 0 {
		return store.Notice{}, false
	}
	n.Room = payload[:i]
	switch payload[i+1:] {
	case forwardedPayload:
		n.Forwarded = true
		return n, true
	case seatedPayload:
		n.Seated = true
		return n, true
	case closedPayload:
		n.Closed = true
		return n, true
	}
	if rest, ok := strings.CutPrefix(payload[i+1:], refusedPayload); ok {
		return parseRefusal(n, rest)
	}
	v, err := strconv.Atoi(payload[i+1:])
	if err != nil || v < 0 {
		return store.Notice{}, false
	}
	n.Version = v
	return n, true
}

// parseRefusal reads the "seat.version.code" of a refusal's notice.
func parseRefusal(n store.Notice, rest string) (store.Notice, bool) {
	parts := strings.Split(rest, ".")
	if len(parts) != 3 || !validCode(parts[2]) {
		return store.Notice{}, false
	}
	seat, err1 := strconv.Atoi(parts[0])
	version, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil || seat < 0 || version < 0 {
		return store.Notice{}, false
	}
	n.Refused = &store.Refusal{Seat: game.Player(seat), Version: version, Code: parts[2]}
	return n, true
}
