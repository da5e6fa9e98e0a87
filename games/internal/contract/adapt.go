package contract

import "menagerie/game"

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
