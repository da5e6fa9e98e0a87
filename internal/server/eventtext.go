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

// textCache keeps the sentences of events a room has told, by the event
// as its receiver saw it: the receivers of one action see most of its
// events alike, and each is then put in words once. The sentence depends
// on the event alone, so a kept one is never stale.
type textCache map[game.Event]string

// maxCachedTexts bounds a room's textCache: past it, the cache starts
// again.
const maxCachedTexts = 1024

// texts is eventTexts through the cache.
func (c textCache) texts(g game.Game, events []game.Event) []string {
	if len(c) > maxCachedTexts {
		clear(c)
	}
	texts := make([]string, len(events))
	for i, e := range events {
		t, ok := c[e]
		if !ok {
			t = g.EventText(e)
			c[e] = t
		}
		texts[i] = t
	}
	return texts
}
