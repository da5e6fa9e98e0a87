package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	sqlite3 "modernc.org/sqlite/lib"

	"menagerie/internal/rating"
	"menagerie/internal/store"
	"menagerie/internal/store/internal/sqlrow"
)

// CreatePlayer implements store.Store.
func (s *Store) CreatePlayer(ctx context.Context, p *store.Player) error {
	if err := store.CheckPlayer(p); err != nil {
		return err
	}
	created := sqlrow.Time(s.now())
	_, err := s.write.ExecContext(ctx, `INSERT INTO players (id, name, name_key, key_hash, bot, created)
		VALUES (?, ?, ?, ?, ?, ?)`, p.ID, p.Name, store.NameKey(p.Name), p.KeyHash, p.Bot, created.UnixMicro())
	if err := sqlrow.CreatePlayerResult(p, err, isCode(err, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY, sqlite3.SQLITE_CONSTRAINT_UNIQUE)); err != nil {
		return err
	}
	p.Created = created
	return nil
}

// Player implements store.Store.
func (s *Store) Player(ctx context.Context, id string) (*store.Player, error) {
	p, err := sqlrow.ScanPlayer(s.read.QueryRowContext(ctx, `SELECT `+sqlrow.PlayerColumns+` FROM players WHERE id = ?`, id))
	return sqlrow.PlayerResult(fmt.Sprintf("player %q", id), p, err)
}

// PlayerByKey implements store.Store.
func (s *Store) PlayerByKey(ctx context.Context, keyHash []byte) (*store.Player, error) {
	p, err := sqlrow.ScanPlayer(s.read.QueryRowContext(ctx, `SELECT `+sqlrow.PlayerColumns+` FROM players WHERE key_hash = ?`, keyHash))
	return sqlrow.PlayerResult("player of that key", p, err)
}

// PlayerByName implements store.Store.
func (s *Store) PlayerByName(ctx context.Context, name string) (*store.Player, error) {
	p, err := sqlrow.ScanPlayer(s.read.QueryRowContext(ctx, `SELECT `+sqlrow.PlayerColumns+` FROM players WHERE name_key = ?`, store.NameKey(name)))
	return sqlrow.PlayerResult(fmt.Sprintf("player %q", name), p, err)
}

// UpdatePlayer implements store.Store.
func (s *Store) UpdatePlayer(ctx context.Context, p *store.Player) error {
	if err := store.CheckPlayerName(p.Name); err != nil {
		return err
	}
	res, err := s.write.ExecContext(ctx, `UPDATE players SET name = ?, name_key = ?, bot = ? WHERE id = ?`,
		p.Name, store.NameKey(p.Name), p.Bot, p.ID)
	n := int64(0)
	if err == nil {
		n, err = res.RowsAffected()
	}
	return sqlrow.UpdatePlayerResult(p, n, err, isCode(err, sqlite3.SQLITE_CONSTRAINT_UNIQUE))
}

// ApplyResult implements store.Store in one write transaction, which
// SQLite runs alone.
func (s *Store) ApplyResult(ctx context.Context, g store.RatedGame, rate store.RateFunc) error {
	if err := store.CheckRatedGame(g); err != nil {
		return err
	}
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("rated game %q: %w", g.Room, err)
	}
	defer tx.Rollback()
	at := sqlrow.Time(g.At).UnixMicro()
	_, err = tx.ExecContext(ctx, `INSERT INTO rated_games (room, applied) VALUES (?, ?)`, g.Room, sqlrow.Time(s.now()).UnixMicro())
	if isCode(err, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY) {
		return fmt.Errorf("rated game %q: the result is applied already: %w", g.Room, store.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("rated game %q: %w", g.Room, err)
	}
	before := make([]rating.Rating, len(g.Players))
	for i, id := range g.Players {
		var exists bool
		err := tx.QueryRowContext(ctx, `SELECT true FROM players WHERE id = ?`, id).Scan(&exists)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("rated game %q: player %q: %w", g.Room, id, store.ErrNotFound)
		}
		before[i] = rating.New()
		if err == nil {
			err = tx.QueryRowContext(ctx, `SELECT rating, deviation, volatility FROM ratings
				WHERE player = ? AND game = ? AND class = ?`, id, g.Game, g.Class).
				Scan(&before[i].Rating, &before[i].Deviation, &before[i].Volatility)
		}
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("rated game %q: %w", g.Room, err)
		}
	}
	after := rate(before)
	if err := store.CheckRated(g.Room, len(g.Players), after); err != nil {
		return err
	}
	for i, id := range g.Players {
		r := after[i]
		if _, err := tx.ExecContext(ctx, `INSERT INTO ratings (player, game, class, rating, deviation, volatility, games, updated)
			VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, ?7)
			ON CONFLICT (player, game, class) DO UPDATE SET rating = ?4, deviation = ?5, volatility = ?6,
				games = games + 1, updated = ?7`, id, g.Game, g.Class, r.Rating, r.Deviation, r.Volatility, at); err != nil {
			return fmt.Errorf("rated game %q: %w", g.Room, err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO rating_history
			(player, room, game, class, place, players, lost_on_time, rating, deviation, volatility, at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, id, g.Room, g.Game, g.Class, g.Places[i], g.Seats, g.LostOnTimeAt(i),
			r.Rating, r.Deviation, r.Volatility, at); err != nil {
			return fmt.Errorf("rated game %q: %w", g.Room, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("rated game %q: %w", g.Room, err)
	}
	return nil
}

// Unrated implements store.Store; the oldest room comes first.
func (s *Store) Unrated(ctx context.Context) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id FROM rooms
		WHERE over AND rated AND id NOT IN (SELECT room FROM rated_games) ORDER BY created, id`)
	return sqlrow.All("unrated rooms", rows, err, sqlrow.ScanID)
}

// Ratings implements store.Store.
func (s *Store) Ratings(ctx context.Context, player string) ([]store.Standing, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+sqlrow.StandingColumns+`
		FROM ratings r JOIN players p ON p.id = r.player WHERE r.player = ? AND r.games > 0 ORDER BY r.game, r.class`, player)
	return sqlrow.All(fmt.Sprintf("player %q: ratings", player), rows, err, sqlrow.ScanStanding)
}

// Leaderboard implements store.Store.
func (s *Store) Leaderboard(ctx context.Context, f store.LadderFilter) ([]store.Standing, error) {
	limit, err := f.Size()
	if err != nil {
		return nil, err
	}
	rows, err := s.read.QueryContext(ctx, `SELECT `+sqlrow.StandingColumns+`
		FROM ratings r JOIN players p ON p.id = r.player
		WHERE r.game = ?1 AND r.class = ?2 AND p.bot = ?3 AND (?4 = 0 OR r.deviation <= ?4) AND r.games > 0
		ORDER BY r.rating DESC, p.name LIMIT ?5`, f.Game, f.Class, f.Bots, f.MaxDeviation, limit)
	return sqlrow.All("leaderboard", rows, err, sqlrow.ScanStanding)
}

// History implements store.Store.
func (s *Store) History(ctx context.Context, player string, limit int) ([]store.RatingPoint, error) {
	n, err := store.Filter{Limit: limit}.Size()
	if err != nil {
		return nil, err
	}
	rows, err := s.read.QueryContext(ctx, `SELECT `+sqlrow.HistoryColumns+`
		FROM rating_history WHERE player = ? ORDER BY at DESC, room DESC LIMIT ?`, player, n)
	return sqlrow.All(fmt.Sprintf("player %q: history", player), rows, err, sqlrow.ScanRatingPoint)
}
