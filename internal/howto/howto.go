// Package howto holds each game's short how-to-play, printed by
// `menagerie rules GAME`. The hints a person is shown the first times each
// kind of decision comes up are the ones each game declares for its phases
// (game.Schema).
package howto

import (
	"embed"
	"strings"
)

// texts holds one how-to-play per game, named after the game.
//
//go:embed texts/*.txt
var texts embed.FS

// Text returns the how-to-play of the named game; ok is false for a game
// without one.
func Text(game string) (text string, ok bool) {
	if strings.ContainsAny(game, "/.") || game == "" {
		return "", false
	}
	data, err := texts.ReadFile("texts/" + game + ".txt")
	if err != nil {
		return "", false
	}
	return string(data), true
}
