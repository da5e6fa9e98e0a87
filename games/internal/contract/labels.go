package contract

import "menagerie/game"

// Labels appends a label for each of legal, the legal actions of the seat
// to act: what describe gives (the move's kind and the cards, slots and
// seats it names) with the action and its text.
func Labels(dst []game.Label, legal []game.Action, text func(game.Action) string, describe func(game.Action) game.Label) []game.Label {
	for _, a := range legal {
		l := describe(a)
		l.Action, l.Text = a, text(a)
		dst = append(dst, l)
	}
	return dst
}
