package registry

import "menagerie/game"

// Info is what a front-end shows of a game for setting one up: its names,
// rules version, the version of its declared model (0: none declared),
// player counts (the default first) and rule options.
type Info struct {
	Name          string       `json:"name"`
	Title         string       `json:"title"`
	Summary       string       `json:"summary"`
	RulesVersion  string       `json:"rules_version"`
	SchemaVersion int          `json:"schema_version"`
	Players       []int        `json:"players"`
	Options       []OptionInfo `json:"options"`
}

// OptionInfo is one rule option: its name, default and what it does, and
// the values it takes (game.RuleOption), for a client's controls.
type OptionInfo struct {
	Name    string          `json:"name"`
	Default string          `json:"default"`
	Help    string          `json:"help"`
	Type    game.OptionType `json:"type,omitempty"`
	Values  []string        `json:"values,omitempty"`
	Min     int             `json:"min,omitempty"`
	Max     int             `json:"max,omitempty"`
}

// Info describes the game; Options is empty, never nil, when it has none.
func (e *Entry) Info() Info {
	in := Info{Name: e.Name, Title: e.Title, Summary: e.Summary, RulesVersion: e.RulesVersion,
		Players: e.Players, Options: make([]OptionInfo, 0, len(e.Options))}
	if e.Schema != nil {
		in.SchemaVersion = e.Schema.Version
	}
	for _, o := range e.Options {
		in.Options = append(in.Options, OptionInfo{Name: o.Name, Default: o.Default, Help: o.Help,
			Type: o.Type, Values: o.Values, Min: o.Min, Max: o.Max})
	}
	return in
}
