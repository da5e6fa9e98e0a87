package store

import "menagerie/internal/rating"

// PutUnplayed writes a rating of no games for the player in the game and
// class into m, which ApplyResult never does, for the suite's check that
// no store lists one.
func (m *Memory) PutUnplayed(player, game, class string, r rating.Rating) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.players.ratings[ratingKey{player, game, class}] = &Standing{Player: player, Game: game, Class: class, Rating: r}
}
