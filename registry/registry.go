// Package registry is the one list of Menagerie's games: each engine's
// definition with its bots. Commands, the simulator and front-ends find
// games here by name; a new game is its engine, its bot package and one
// line in entries.
package registry

import (
	"fmt"
	"strings"

	"menagerie/agent"
	"menagerie/agent/cardbattlebot"
	"menagerie/agent/dojobot"
	"menagerie/agent/tableaubot"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
)

// Entry is one game: what its engine declares and its bots.
type Entry struct {
	game.Definition
	Bots agent.GameBots
}

// entries is the one list of games, in menu order.
var entries = []*Entry{
	{Definition: cardbattle.Definition(), Bots: cardbattlebot.Bots()},
	{Definition: tableau.Definition(), Bots: tableaubot.Bots()},
	{Definition: dojo.Definition(), Bots: dojobot.Bots()},
}

// Games returns every game, in menu order.
func Games() []*Entry { return current() }

// Names returns the games' names, in menu order.
func Names() []string {
	games := current()
	names := make([]string, len(games))
	for i, e := range games {
		names[i] = e.Name
	}
	return names
}

// Lookup returns the game called name.
func Lookup(name string) (*Entry, error) {
	for _, e := range current() {
		if e.Name == name {
			return e, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(Names(), ", "))
}

// NewBot makes a bot from a spec for g, a game of this entry, with the
// game's own bots.
func (e *Entry) NewBot(spec string, g game.Game) (agent.Agent, error) {
	return agent.New(spec, g, e.Bots)
}

// DetectCards returns the game whose card file data is, by its game key.
// A file whose key names no game is taken for the first game's (Card
// Battle's, the first card-file format): its reader then reports what is
// wrong with the file, line by line.
func DetectCards(data []byte) *Entry {
	games := current()
	for _, e := range games {
		if e.Cards.Detect(data) {
			return e
		}
	}
	return games[0]
}

// ForRecord builds the game a record was played with, for replaying it:
// the entry its game names, checked against the rules version before the
// options are read (they only make sense for the same rules), then the card
// set (nil: the built-in cards the options name) against the record's hash.
func ForRecord(rec *game.Record, cards game.CardSet) (*Entry, game.Game, error) {
	e, err := Lookup(rec.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("record: %w", err)
	}
	if rec.RulesVersion != e.RulesVersion {
		return nil, nil, fmt.Errorf("record has rules version %q, this engine has %q", rec.RulesVersion, e.RulesVersion)
	}
	g, err := e.New(cards, rec.Options)
	if err != nil {
		return nil, nil, fmt.Errorf("record options: %w", err)
	}
	if rec.CardSetHash != g.CardSetHash() {
		return nil, nil, fmt.Errorf("record's card set %s differs from this game's %s (give the record's card file with --cards)", rec.CardSetHash, g.CardSetHash())
	}
	return e, g, nil
}
