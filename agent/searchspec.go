package agent

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"menagerie/game"
)

// searchConfig is what an ismcts spec sets: the search's budget, workers,
// root width and constants, its playouts, and whether it borrows the
// heuristic's prior and expert.
type searchConfig struct {
	Iterations   int
	Milliseconds int // a time budget in place of Iterations; 0: none
	Workers      int
	Width        int
	C, Z         float64
	Rollout      string
	Expert       bool
}

// paramKind is the values a spec parameter takes.
type paramKind int

const (
	wholeParam  paramKind = iota // a whole number from lo to hi (see game.ParseWhole)
	realParam                    // a number from lo to hi (strconv.ParseFloat)
	boolParam                    // true or false (strconv.ParseBool)
	choiceParam                  // one of choices
)

// param is one parameter of an ismcts spec: its name, the values it takes,
// its default, a line of help and where it goes in the search's config.
type param struct {
	name    string
	kind    paramKind
	lo, hi  float64  // the range of a whole or real parameter
	choices []string // the values of a choice
	def     string   // the default as a spec writes it; "" for none
	help    string
	// not names a parameter this one may not be given with.
	not string
	// at is the config's field: an *int for a whole parameter, a *float64
	// for a real one, a *bool and a *string.
	at func(c *searchConfig) any
}

// searchParams are the ismcts spec's parameters, in the order the help
// lists them.
var searchParams = []param{
	{name: "iters", kind: wholeParam, lo: 1, hi: 100_000_000, def: "1000",
		help: "iterations a decision (reproducible)",
		at:   func(c *searchConfig) any { return &c.Iterations }},
	{name: "ms", kind: wholeParam, lo: 1, hi: 3_600_000, not: "iters",
		help: "milliseconds a decision in place of iters (not reproducible)",
		at:   func(c *searchConfig) any { return &c.Milliseconds }},
	{name: "workers", kind: wholeParam, lo: 1, hi: 256, def: "1",
		help: "goroutines searching the root's moves",
		at:   func(c *searchConfig) any { return &c.Workers }},
	{name: "width", kind: wholeParam, lo: 0, hi: 100_000, def: "0",
		help: "search only the N moves the heuristic values most (0: all)",
		at:   func(c *searchConfig) any { return &c.Width }},
	{name: "c", kind: realParam, lo: 0, hi: 100, def: "0.7",
		help: "the exploration constant of the tree's UCB formula",
		at:   func(c *searchConfig) any { return &c.C }},
	{name: "z", kind: realParam, lo: 0, hi: 100, def: "2",
		help: "standard errors by which another move must beat the heuristic's",
		at:   func(c *searchConfig) any { return &c.Z }},
	{name: "rollout", kind: choiceParam, choices: []string{"random", "heuristic"}, def: "heuristic",
		help: "the playouts' moves (heuristic where the game has one)",
		at:   func(c *searchConfig) any { return &c.Rollout }},
	{name: "expert", kind: boolParam, def: "true",
		help: "borrow the heuristic's move to beat and its expert decisions",
		at:   func(c *searchConfig) any { return &c.Expert }},
}

// searchDefaults is the config of a spec that gives no parameter.
var searchDefaults = func() searchConfig {
	var c searchConfig
	for _, p := range searchParams {
		if p.def == "" {
			continue
		}
		if err := p.set(&c, p.def); err != nil {
			panic(fmt.Sprintf("agent: the default of ismcts parameter %s: %v", p.name, err))
		}
	}
	return c
}()

// parseSearch reads an ismcts spec's parameters into a config, starting
// from the defaults.
func parseSearch(params []specParam) (searchConfig, error) {
	c := searchDefaults
	given := func(name string) bool {
		return slices.ContainsFunc(params, func(q specParam) bool { return q.key == name })
	}
	for _, kv := range params {
		i := slices.IndexFunc(searchParams, func(p param) bool { return p.name == kv.key })
		if i < 0 {
			return c, fmt.Errorf("unknown parameter %s (%s)", game.Quote(kv.key), strings.Join(searchParamNames(), ", "))
		}
		p := searchParams[i]
		if p.not != "" && given(p.not) {
			return c, fmt.Errorf("give %s or %s, not both", p.not, p.name)
		}
		if err := p.set(&c, kv.value); err != nil {
			return c, err
		}
	}
	return c, nil
}

// searchParamNames lists the parameters' names.
func searchParamNames() []string {
	names := make([]string, len(searchParams))
	for i, p := range searchParams {
		names[i] = p.name
	}
	return names
}

// set reads v, as a spec writes it, into p's field of c.
func (p param) set(c *searchConfig, v string) error {
	invalid := fmt.Errorf("%s=%s is not valid: %s", p.name, game.Quote(v), p.values())
	switch p.kind {
	case wholeParam:
		n, err := game.ParseWhole(v, int(p.lo), int(p.hi))
		switch {
		case errors.Is(err, game.ErrNotWhole):
			return invalid
		case err != nil:
			return fmt.Errorf("%s=%s is %w", p.name, game.Quote(v), err)
		}
		*p.at(c).(*int) = n
	case realParam:
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || !(f >= p.lo && f <= p.hi) {
			return invalid
		}
		*p.at(c).(*float64) = f
	case boolParam:
		b, err := strconv.ParseBool(v)
		if err != nil {
			return invalid
		}
		*p.at(c).(*bool) = b
	case choiceParam:
		if !slices.Contains(p.choices, v) {
			return invalid
		}
		*p.at(c).(*string) = v
	}
	return nil
}

// values says which values p takes.
func (p param) values() string {
	switch p.kind {
	case wholeParam:
		return "a whole number from " + p.rangeText()
	case realParam:
		return "a number from " + p.rangeText()
	case boolParam:
		return "true or false"
	}
	return strings.Join(p.choices, " or ")
}

// rangeText is the range of a whole or real parameter: "1 to 256".
func (p param) rangeText() string {
	return strconv.FormatFloat(p.lo, 'f', -1, 64) + " to " + strconv.FormatFloat(p.hi, 'f', -1, 64)
}

// form is how p is written in a spec: "iters=N", "rollout=random|heuristic".
func (p param) form() string {
	switch p.kind {
	case wholeParam:
		return p.name + "=N"
	case realParam:
		return p.name + "=F"
	case boolParam:
		return p.name + "=true|false"
	}
	return p.name + "=" + strings.Join(p.choices, "|")
}

// usage is p's line of help: its form, its help, its range and its
// default.
func (p param) usage() string {
	s := p.form() + ", " + p.help
	if p.kind == wholeParam || p.kind == realParam {
		s += ", " + p.rangeText()
	}
	if p.def != "" {
		s += ", default " + p.def
	}
	return s
}

// searchHelp lists the ismcts spec's parameters.
func searchHelp() string {
	lines := make([]string, len(searchParams))
	for i, p := range searchParams {
		lines[i] = p.usage()
	}
	return strings.Join(lines, "; ")
}
