package contract

import (
	"menagerie/game"
	"menagerie/games/internal/yamlfile"
)

// Reader adapts an engine's card-file parser to game.CardFormat.Read. A
// failed parse gives a nil game.CardSet, never the parser's typed nil
// inside the interface.
func Reader[S game.CardSet](parse func(file string, data []byte) (S, error)) func(string, []byte) (game.CardSet, error) {
	return func(file string, data []byte) (game.CardSet, error) {
		set, err := parse(file, data)
		if err != nil {
			return nil, err
		}
		return set, nil
	}
}

// Constructor adapts an engine's constructor to game.Definition.New. A set
// of another engine's type, or none, reaches build as S's zero value (the
// built-in cards); a failed build gives a nil game.Game, never a typed nil
// inside the interface.
func Constructor[S game.CardSet, G game.Game](build func(set S, opts game.Options) (G, error)) func(game.CardSet, game.Options) (game.Game, error) {
	return func(cards game.CardSet, opts game.Options) (game.Game, error) {
		set, _ := cards.(S)
		g, err := build(set, opts)
		if err != nil {
			return nil, err
		}
		return g, nil
	}
}

// Detector is game.CardFormat.Detect for the engine called name: a card
// file is its when the file's game key names it.
func Detector(name string) func([]byte) bool {
	return func(data []byte) bool { return yamlfile.GameKey(data) == name }
}

// InUse is game.CardFormat.InUse for an engine whose games of type G hold
// card sets of type S.
func InUse[G interface{ Cards() S }, S game.CardSet](g game.Game) game.CardSet {
	return g.(G).Cards()
}

// OneFile returns a game's built-in card files (CardFormat.BuiltInFiles)
// when it is read from one file, whatever its options: name, with the
// content data returns.
func OneFile(name string, data func() []byte) func(game.Options) ([]game.CardFile, error) {
	return func(game.Options) ([]game.CardFile, error) { return []game.CardFile{{Name: name, Data: data()}}, nil }
}
