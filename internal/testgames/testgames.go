// Package testgames holds the games only tests play: High Card, which
// shows that the browser's and the terminal's generic views play a game
// from its declared model alone. No program lists them unless it asks:
// the menagerie command built with the testgames tag, or a test calling
// Register.
package testgames

import (
	"menagerie/agent/highcardbot"
	"menagerie/games/highcard"
	"menagerie/registry"
)

// Entries returns the test-only games with their bots.
func Entries() []*registry.Entry {
	return []*registry.Entry{{Definition: highcard.Definition(), Bots: highcardbot.Bots()}}
}

// Register adds each test-only game the registry does not list yet, and
// returns what removes the ones it added.
func Register() (unregister func(), err error) {
	var added []func()
	unregister = func() {
		for _, u := range added {
			u()
		}
	}
	for _, e := range Entries() {
		if _, err := registry.Lookup(e.Name); err == nil {
			continue
		}
		u, err := registry.Register(e)
		if err != nil {
			unregister()
			return nil, err
		}
		added = append(added, u)
	}
	return unregister, nil
}
