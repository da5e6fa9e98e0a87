package store

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"slices"

	"menagerie/internal/rating"
)

// memoryPlayers is what a Memory keeps of players; its mu guards it.
type memoryPlayers struct {
	players map[string]*Player       // by id
	ratings map[ratingKey]*Standing  // Name and Bot unset: read from players
	history map[string][]RatingPoint // by player, oldest first
	applied map[string]bool          // rooms whose result is applied
}

// ratingKey is one player's rating in one game and class.
type ratingKey struct{ player, game, class string }

// copyPlayer returns a deep copy of p.
func copyPlayer(p *Player) *Player {
	c := *p
	c.KeyHash = slices.Clone(p.KeyHash)
	return &c
}

// playerWhere returns the first player that match selects, or
// ErrNotFound for what; the caller holds mu.
func (m *Memory) playerWhere(ctx context.Context, what string, match func(*Player) bool) (*Player, error) {
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	for _, p := range m.players.players {
		if match(p) {
			return p, nil
		}
	}
	return nil, fmt.Errorf("%s: %w", what, ErrNotFound)
}

// nameTaken reports whether a player other than id has name in any case;
// the caller holds mu.
func (m *Memory) nameTaken(id, name string) bool {
	for _, p := range m.players.players {
		if p.ID != id && NameKey(p.Name) == NameKey(name) {
			return true
		}
	}
	return false
}

// CreatePlayer stores a new player.
func (m *Memory) CreatePlayer(ctx context.Context, p *Player) error {
	if err := CheckPlayer(p); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return fmt.Errorf("create player %q: %w", p.Name, err)
	}
	_, taken := m.players.players[p.ID]
	for _, o := range m.players.players {
		taken = taken || bytes.Equal(o.KeyHash, p.KeyHash)
	}
	if taken || m.nameTaken(p.ID, p.Name) {
		return fmt.Errorf("create player %q: the name, the id or the key is taken: %w", p.Name, ErrConflict)
	}
	p.Created = now()
	m.players.players[p.ID] = copyPlayer(p)
	return nil
}

// Player returns the player with that id.
func (m *Memory) Player(ctx context.Context, id string) (*Player, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	p, err := m.playerWhere(ctx, fmt.Sprintf("player %q", id), func(p *Player) bool { return p.ID == id })
	if err != nil {
		return nil, err
	}
	return copyPlayer(p), nil
}

// PlayerByKey returns the player whose key has that hash.
func (m *Memory) PlayerByKey(ctx context.Context, keyHash []byte) (*Player, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	p, err := m.playerWhere(ctx, "player of that key", func(p *Player) bool { return bytes.Equal(p.KeyHash, keyHash) })
	if err != nil {
		return nil, err
	}
	return copyPlayer(p), nil
}

// PlayerByName returns the player with that name, in any case.
func (m *Memory) PlayerByName(ctx context.Context, name string) (*Player, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	p, err := m.playerWhere(ctx, fmt.Sprintf("player %q", name), func(p *Player) bool { return NameKey(p.Name) == NameKey(name) })
	if err != nil {
		return nil, err
	}
	return copyPlayer(p), nil
}

// UpdatePlayer stores p's name and bot mark.
func (m *Memory) UpdatePlayer(ctx context.Context, p *Player) error {
	if err := CheckPlayerName(p.Name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	have, err := m.playerWhere(ctx, fmt.Sprintf("player %q", p.ID), func(o *Player) bool { return o.ID == p.ID })
	if err != nil {
		return err
	}
	if m.nameTaken(p.ID, p.Name) {
		return fmt.Errorf("rename player to %q: the name is taken: %w", p.Name, ErrConflict)
	}
	have.Name, have.Bot = p.Name, p.Bot
	return nil
}

// ApplyResult applies a rated game's result once.
func (m *Memory) ApplyResult(ctx context.Context, g RatedGame, rate RateFunc) error {
	if err := CheckRatedGame(g); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return fmt.Errorf("rated game %q: %w", g.Room, err)
	}
	if m.players.applied[g.Room] {
		return fmt.Errorf("rated game %q: the result is applied already: %w", g.Room, ErrConflict)
	}
	before := make([]rating.Rating, len(g.Players))
	for i, id := range g.Players {
		if _, ok := m.players.players[id]; !ok {
			return fmt.Errorf("rated game %q: player %q: %w", g.Room, id, ErrNotFound)
		}
		before[i] = rating.New()
		if s, ok := m.players.ratings[ratingKey{id, g.Game, g.Class}]; ok {
			before[i] = s.Rating
		}
	}
	after := rate(before)
	if err := CheckRated(g.Room, len(g.Players), after); err != nil {
		return err
	}
	at := storedTime(g.At)
	for i, id := range g.Players {
		k := ratingKey{id, g.Game, g.Class}
		s, ok := m.players.ratings[k]
		if !ok {
			s = &Standing{Player: id, Game: g.Game, Class: g.Class}
			m.players.ratings[k] = s
		}
		s.Rating, s.Games, s.Updated = after[i], s.Games+1, at
		m.players.history[id] = append(m.players.history[id], RatingPoint{Room: g.Room, Game: g.Game, Class: g.Class,
			Place: g.Places[i], Players: g.Seats, LostOnTime: g.LostOnTimeAt(i), Rating: after[i], At: at})
	}
	m.players.applied[g.Room] = true
	return nil
}

// Unrated returns the finished rated rooms whose result is not applied.
func (m *Memory) Unrated(ctx context.Context) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("unrated rooms: %w", err)
	}
	var rooms []*Room
	for _, r := range m.rooms {
		if r.room.Over && r.room.Rated && !m.players.applied[r.room.ID] {
			rooms = append(rooms, &r.room)
		}
	}
	slices.SortFunc(rooms, func(a, b *Room) int {
		return cmp.Or(a.Created.Compare(b.Created), cmp.Compare(a.ID, b.ID))
	})
	ids := make([]string, len(rooms))
	for i, r := range rooms {
		ids[i] = r.ID
	}
	return ids, nil
}

// standing is s with its player's name and bot mark; the caller holds mu.
func (m *Memory) standing(s *Standing) Standing {
	c := *s
	p := m.players.players[s.Player]
	c.Name, c.Bot = p.Name, p.Bot
	return c
}

// Ratings returns the player's ratings, by game and class.
func (m *Memory) Ratings(ctx context.Context, player string) ([]Standing, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("player %q: ratings: %w", player, err)
	}
	var out []Standing
	for k, s := range m.players.ratings {
		if k.player == player && s.Games > 0 {
			out = append(out, m.standing(s))
		}
	}
	slices.SortFunc(out, func(a, b Standing) int { return cmp.Or(cmp.Compare(a.Game, b.Game), cmp.Compare(a.Class, b.Class)) })
	return out, nil
}

// History returns the player's rating points, newest first.
func (m *Memory) History(ctx context.Context, player string, limit int) ([]RatingPoint, error) {
	n, err := Filter{Limit: limit}.Size()
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("player %q: history: %w", player, err)
	}
	h := slices.Clone(m.players.history[player])
	slices.SortStableFunc(h, func(a, b RatingPoint) int { return -cmp.Or(a.At.Compare(b.At), cmp.Compare(a.Room, b.Room)) })
	return h[:min(n, len(h))], nil
}

// Leaderboard returns the ratings the filter selects, highest first.
func (m *Memory) Leaderboard(ctx context.Context, f LadderFilter) ([]Standing, error) {
	n, err := f.Size()
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("leaderboard: %w", err)
	}
	var out []Standing
	for k, s := range m.players.ratings {
		if k.game == f.Game && k.class == f.Class && m.players.players[k.player].Bot == f.Bots &&
			(f.MaxDeviation == 0 || s.Rating.Deviation <= f.MaxDeviation) && s.Games > 0 {
			out = append(out, m.standing(s))
		}
	}
	slices.SortFunc(out, func(a, b Standing) int {
		return cmp.Or(-cmp.Compare(a.Rating.Rating, b.Rating.Rating), cmp.Compare(a.Name, b.Name))
	})
	return out[:min(n, len(out))], nil
}

// newMemoryPlayers returns an empty memoryPlayers.
func newMemoryPlayers() memoryPlayers {
	return memoryPlayers{players: map[string]*Player{}, ratings: map[ratingKey]*Standing{},
		history: map[string][]RatingPoint{}, applied: map[string]bool{}}
}
