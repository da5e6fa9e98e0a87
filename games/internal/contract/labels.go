package contract

import (
	"slices"

	"menagerie/game"
)

// Labels appends a label for each of legal, the legal actions of the seat
// to act: what describe gives (the move's kind and the cards, slots and
// seats it names, taken from parts) with the action and its text. dst
// grows at most once.
func Labels(dst []game.Label, legal []game.Action, text func(game.Action) string, describe func(a game.Action, parts *LabelParts) game.Label) []game.Label {
	dst = slices.Grow(dst, len(legal))
	parts := LabelParts{chunk: 2 * len(legal)} // most labels name a card or two
	for _, a := range legal {
		l := describe(a, &parts)
		l.Action, l.Text = a, text(a)
		dst = append(dst, l)
	}
	return dst
}
