//go:build cgo

package main

import (
	"encoding/json"

	"menagerie/registry"
)

// catalogGame is what the caller learns about one registered game.
type catalogGame struct {
	Name         string          `json:"name"`
	Title        string          `json:"title"`
	Summary      string          `json:"summary"`
	RulesVersion string          `json:"rules_version"`
	Players      []int           `json:"players"`
	Options      []catalogOption `json:"options"`
}

// catalogOption is one rule option of a game.
type catalogOption struct {
	Name    string `json:"name"`
	Default string `json:"default"`
	Help    string `json:"help"`
}

// catalogJSON lists every registered game, in menu order, as JSON.
func catalogJSON() (string, error) {
	var games []catalogGame
	for _, e := range registry.Games() {
		g := catalogGame{Name: e.Name, Title: e.Title, Summary: e.Summary, RulesVersion: e.RulesVersion, Players: e.Players}
		for _, o := range e.Options {
			g.Options = append(g.Options, catalogOption{Name: o.Name, Default: o.Default, Help: o.Help})
		}
		games = append(games, g)
	}
	data, err := json.Marshal(games)
	return string(data), err
}
