package registry

// Info is what a front-end shows of a game for setting one up: its names,
// rules version, player counts (the default first) and rule options.
type Info struct {
	Name         string       `json:"name"`
	Title        string       `json:"title"`
	Summary      string       `json:"summary"`
	RulesVersion string       `json:"rules_version"`
	Players      []int        `json:"players"`
	Options      []OptionInfo `json:"options"`
}

// OptionInfo is one rule option: its name, default and what it does.
type OptionInfo struct {
	Name    string `json:"name"`
	Default string `json:"default"`
	Help    string `json:"help"`
}

// Info describes the game; Options is empty, never nil, when it has none.
func (e *Entry) Info() Info {
	in := Info{Name: e.Name, Title: e.Title, Summary: e.Summary, RulesVersion: e.RulesVersion,
		Players: e.Players, Options: make([]OptionInfo, 0, len(e.Options))}
	for _, o := range e.Options {
		in.Options = append(in.Options, OptionInfo{Name: o.Name, Default: o.Default, Help: o.Help})
	}
	return in
}
