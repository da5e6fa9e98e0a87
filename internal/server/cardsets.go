package server

import (
	"fmt"
	"slices"
	"strconv"

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
	if rec.RulesVersion != e.RulesVersion {
		return registry.ForRecord(rec, cs[e.Name]) // refused in its own words
	}
	// The options of a room of these rules fail only for other cards
	// (Card Battle's packs, on a designer's set).
	g, err := cs.newGame(e, rec.Options)
	if err != nil || g.CardSetHash() != rec.CardSetHash {
		return nil, nil, otherCards{game: e.Title, made: rec.CardSetHash, mine: cs.describe(e)}
	}
	return e, g, nil
}

// describe names the cards the server plays e with.
func (cs CardSets) describe(e *registry.Entry) string {
	if set := cs[e.Name]; set != nil {
		return fmt.Sprintf("a designer's card file, %s (card set %s)", set.Summary(), set.Hash())
	}
	return e.Cards.BuiltIn
}

// info is what the lobby tells of e's game on the server's cards: with a
// designer's set, the set in one line, the player counts it can be played
// by (Card Battle's 4 players need two packs), and without the options the
// set decides (those whose default it refuses, such as Card Battle's
// packs).
func (cs CardSets) info(e *registry.Entry) GameInfo {
	in := GameInfo{Info: e.Info(), Bots: offeredBots(e), RatedBots: ratedBots(e)}
	if set := cs[e.Name]; set != nil {
		in.Cards = set.Summary()
		refused := func(opts game.Options) bool {
			_, err := e.New(set, opts)
			return err != nil
		}
		in.Players = slices.DeleteFunc(slices.Clone(in.Players), func(n int) bool {
			return refused(game.Options{"players": strconv.Itoa(n)})
		})
		in.Options = slices.DeleteFunc(in.Options, func(o registry.OptionInfo) bool {
			return refused(game.Options{o.Name: o.Default})
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
