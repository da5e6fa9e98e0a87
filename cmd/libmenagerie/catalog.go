//go:build cgo

package main

import (
	"encoding/json"

	"menagerie/registry"
)

// catalogJSON lists every registered game, in menu order, as JSON.
func catalogJSON() (string, error) {
	var games []registry.Info
	for _, e := range registry.Games() {
		games = append(games, e.Info())
	}
	data, err := json.Marshal(games)
	return string(data), err
}
