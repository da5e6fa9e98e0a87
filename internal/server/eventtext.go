package server

import "menagerie/game"

// eventTexts tells each event in words, as its receiver may know it.
func eventTexts(g game.Game, events []game.Event) []string {
	texts := make([]string, len(events))
	for i, e := range events {
		texts[i] = g.EventText(e)
	}
	return texts
}
