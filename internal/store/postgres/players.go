package postgres

import (
	"context"
	"fmt"
	"slices"

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
	_, err := s.pool.Exec(ctx, `INSERT INTO players (id, name, name_key, key_hash, bot, created)
		VALUES ($1, $2, $3, $4, $5, $6)`, p.ID, p.Name, store.NameKey(p.Name), p.KeyHash, p.Bot, created)
	if err := sqlrow.CreatePlayerResult(p, err, isCode(err, uniqueViolation)); err != nil {
		return err
	}
	p.Created = created
	return nil
}

// Player implements store.Store.
func (s *Store) Player(ctx context.Context, id string) (*store.Player, error) {
	p, err := sqlrow.ScanPlayer(s.pool.QueryRow(ctx, `SELECT `+sqlrow.PlayerColumns+` FROM players WHERE id = $1`, id))
	return sqlrow.PlayerResult(fmt.Sprintf("player %q", id), p, err)
}

// PlayerByKey implements store.Store.
func (s *Store) PlayerByKey(ctx context.Context, keyHash []byte) (*store.Player, error) {
	p, err := sqlrow.ScanPlayer(s.pool.QueryRow(ctx, `SELECT `+sqlrow.PlayerColumns+` FROM players WHERE key_hash = $1`, keyHash))
	return sqlrow.PlayerResult("player of that key", p, err)
}

// PlayerByName implements store.Store.
func (s *Store) PlayerByName(ctx context.Context, name string) (*store.Player, error) {
	p, err := sqlrow.ScanPlayer(s.pool.QueryRow(ctx, `SELECT `+sqlrow.PlayerColumns+` FROM players WHERE name_key = $1`, store.NameKey(name)))
	return sqlrow.PlayerResult(fmt.Sprintf("player %q", name), p, err)
}

// UpdatePlayer implements store.Store.
func (s *Store) UpdatePlayer(ctx context.Context, p *store.Player) error {
	if err := store.CheckPlayerName(p.Name); err != nil {
		return err
	}
	tag, err := s.pool.Exec(ctx, `UPDATE players SET name = $1, name_key = $2, bot = $3 WHERE id = $4`,
		p.Name, store.NameKey(p.Name), p.Bot, p.ID)
	return sqlrow.UpdatePlayerResult(p, tag.RowsAffected(), err, isCode(err, uniqueViolation))
}

// ApplyResult implements store.Store in one transaction: the room's row
// in rated_games makes a second try wait for the first and then fail,
// and the players' rating rows are locked in the order of their IDs, so
// that two games sharing players apply one after the other.
func (s *Store) ApplyResult(ctx context.Context, g store.RatedGame, rate store.RateFunc) error {
	if err := store.CheckRatedGame(g); err != nil {
		return err
	}
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("rated game %q: %w", g.Room, err)
	}
	defer tx.Rollback(ctx)
	_, err = tx.Exec(ctx, `INSERT INTO rated_games (room, applied) VALUES ($1, $2)`, g.Room, sqlrow.Time(s.now()))
	if isCode(err, uniqueViolation) {
		return fmt.Errorf("rated game %q: the result is applied already: %w", g.Room, store.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("rated game %q: %w", g.Room, err)
	}
	at := sqlrow.Time(g.At)
	start := rating.New()
	ordered := slices.Clone(g.Players)
	slices.Sort(ordered)
	for _, id := range ordered {
		_, err := tx.Exec(ctx, `INSERT INTO ratings (player, game, class, rating, deviation, volatility, games, updated)
			VALUES ($1, $2, $3, $4, $5, $6, 0, $7) ON CONFLICT DO NOTHING`,
			id, g.Game, g.Class, start.Rating, start.Deviation, start.Volatility, at)
		if isCode(err, foreignKeyViolation) {
			return fmt.Errorf("rated game %q: player %q: %w", g.Room, id, store.ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("rated game %q: %w", g.Room, err)
		}
	}
	before := make([]rating.Rating, len(g.Players))
	for i, id := range g.Players {
		if err := tx.QueryRow(ctx, `SELECT rating, deviation, volatility FROM ratings
			WHERE player = $1 AND game = $2 AND class = $3 FOR UPDATE`, id, g.Game, g.Class).
			Scan(&before[i].Rating, &before[i].Deviation, &before[i].Volatility); err != nil {
			return fmt.Errorf("rated game %q: %w", g.Room, err)
		}
	}
	after := rate(before)
	if err := store.CheckRated(g.Room, len(g.Players), after); err != nil {
		return err
	}
	for i, id := range g.Players {
		r := after[i]
		if _, err := tx.Exec(ctx, `UPDATE ratings SET rating = $4, deviation = $5, volatility = $6,
				games = games + 1, updated = $7
			WHERE player = $1 AND game = $2 AND class = $3`, id, g.Game, g.Class, r.Rating, r.Deviation, r.Volatility, at); err != nil {
			return fmt.Errorf("rated game %q: %w", g.Room, err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO rating_history
			(player, room, game, class, place, players, lost_on_time, rating, deviation, volatility, at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`, id, g.Room, g.Game, g.Class, g.Places[i], g.Seats, g.LostOnTimeAt(i),
			r.Rating, r.Deviation, r.Volatility, at); err != nil {
			return fmt.Errorf("rated game %q: %w", g.Room, err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("rated game %q: %w", g.Room, err)
	}
	return nil
}

// Unrated implements store.Store; the oldest room comes first.
func (s *Store) Unrated(ctx context.Context) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT id FROM rooms
		WHERE over AND rated AND id NOT IN (SELECT room FROM rated_games) ORDER BY created, id`)
	return sqlrow.All("unrated rooms", rows, err, sqlrow.ScanID)
}

// Ratings implements store.Store.
func (s *Store) Ratings(ctx context.Context, player string) ([]store.Standing, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+sqlrow.StandingColumns+`
		FROM ratings r JOIN players p ON p.id = r.player WHERE r.player = $1 AND r.games > 0 ORDER BY r.game, r.class`, player)
	return sqlrow.All(fmt.Sprintf("player %q: ratings", player), rows, err, sqlrow.ScanStanding)
}

// Leaderboard implements store.Store.
func (s *Store) Leaderboard(ctx context.Context, f store.LadderFilter) ([]store.Standing, error) {
	limit, err := f.Size()
	if err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT `+sqlrow.StandingColumns+`
		FROM ratings r JOIN players p ON p.id = r.player
		WHERE r.game = $1 AND r.class = $2 AND p.bot = $3 AND ($4 = 0 OR r.deviation <= $4) AND r.games > 0
		ORDER BY r.rating DESC, p.name COLLATE "C" LIMIT $5`, f.Game, f.Class, f.Bots, f.MaxDeviation, limit)
	return sqlrow.All("leaderboard", rows, err, sqlrow.ScanStanding)
}

// History implements store.Store.
func (s *Store) History(ctx context.Context, player string, limit int) ([]store.RatingPoint, error) {
	n, err := store.Filter{Limit: limit}.Size()
	if err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT `+sqlrow.HistoryColumns+`
		FROM rating_history WHERE player = $1 ORDER BY at DESC, room DESC LIMIT $2`, player, n)
	return sqlrow.All(fmt.Sprintf("player %q: history", player), rows, err, sqlrow.ScanRatingPoint)
}
