package server

import (
	"fmt"
	"slices"

	"menagerie/game"
	"menagerie/registry"
)

// CardSets are the card sets a server plays games with in place of their
// built-in cards, by game name; a game not named plays its built-in cards.
// A room keeps the hash of the set it was made with, and a server whose
// set differs refuses the room (otherCards) rather than play it with
// other cards.
type CardSets map[string]game.CardSet

// newGame builds a game of e with opts on the server's cards for it.
func (cs CardSets) newGame(e *registry.Entry, opts game.Options) (game.Game, error) {
	return e.New(cs[e.Name], opts)
}

// forRecord builds the game of a room's record on the server's cards,
// refusing a room made with another set.
func (cs CardSets) forRecord(rec *game.Record) (*registry.Entry, game.Game, error) {
	e, err := registry.Lookup(rec.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("record: %w", err)
	}
	// Another rules version is refused by ForRecord, in its own words.
	if rec.RulesVersion == e.RulesVersion {
		if g, err := cs.newGame(e, rec.Options); err != nil || g.CardSetHash() != rec.CardSetHash {
			return nil, nil, otherCards{game: e.Title, made: rec.CardSetHash, mine: cs.describe(e)}
		}
	}
	return registry.ForRecord(rec, cs[e.Name])
}

// describe names the cards the server plays e with.
func (cs CardSets) describe(e *registry.Entry) string {
	if set := cs[e.Name]; set != nil {
		return fmt.Sprintf("a designer's card file, %s (card set %s)", set.Summary(), set.Hash())
	}
	return e.Cards.BuiltIn
}

// info is what the lobby tells of e's game on the server's cards: with a
// designer's set, the set in one line, and without the options the set
// decides (those whose default it refuses, such as Card Battle's packs).
func (cs CardSets) info(e *registry.Entry) GameInfo {
	in := GameInfo{Info: e.Info(), Bots: offeredBots(e), RatedBots: ratedBots(e)}
	if set := cs[e.Name]; set != nil {
		in.Cards = set.Summary()
		in.Options = slices.DeleteFunc(in.Options, func(o registry.OptionInfo) bool {
			_, err := e.New(set, game.Options{o.Name: o.Default})
			return err != nil
		})
	}
	return in
}

// otherCards refuses a stored room made with another card set than the
// one this server plays its game with: the room is left as it is, for a
// server with its cards.
type otherCards struct {
	game, made, mine string
}

func (e otherCards) Error() string {
	return fmt.Sprintf("this room's %s game was made with card set %s, and this server plays %s with %s: only a server started with the room's cards can go on with it",
		e.game, e.made, e.game, e.mine)
}
