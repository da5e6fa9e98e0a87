package game

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Options are a game's rule options as key=value strings, e.g. "dice" ->
// "0,0,1,1,2,2". Engines parse and validate them and fill in defaults.
type Options map[string]string

// ParseOptions reads "key=value" pairs separated by commas or given as
// separate strings; a value may itself hold commas when quoted by the next
// pair's key (e.g. "dice=0,1,2,first_player=1" is split at "first_player=").
func ParseOptions(args []string) (Options, error) {
	opts := Options{}
	for _, arg := range args {
		for _, pair := range splitPairs(arg) {
			key, value, ok := strings.Cut(pair, "=")
			key = strings.TrimSpace(key)
			if !ok || key == "" {
				return nil, fmt.Errorf("option %s: want key=value", Quote(pair))
			}
			if _, dup := opts[key]; dup {
				return nil, fmt.Errorf("option %s given twice", Quote(key))
			}
			opts[key] = strings.TrimSpace(value)
		}
	}
	return opts, nil
}

// splitPairs splits "a=1,2,b=3" into "a=1,2" and "b=3": a comma starts a new
// pair only when the text after it contains '=' before the next comma.
func splitPairs(s string) []string {
	parts := strings.Split(s, ",")
	var out []string
	for _, p := range parts {
		if len(out) > 0 && !strings.Contains(p, "=") {
			out[len(out)-1] += "," + p
			continue
		}
		out = append(out, p)
	}
	return out
}

// Keys returns the option names in sorted order.
func (o Options) Keys() []string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// String renders the options as sorted key=value pairs joined by spaces.
func (o Options) String() string {
	var b strings.Builder
	for i, k := range o.Keys() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(o[k])
	}
	return b.String()
}

// Unknown returns an error naming the first option not in known.
func (o Options) Unknown(known ...string) error {
	for _, k := range o.Keys() {
		found := false
		for _, want := range known {
			if k == want {
				found = true
				break
			}
		}
		if !found {
			return fmt.Errorf("unknown option %s (known: %s)", Quote(k), strings.Join(known, ", "))
		}
	}
	return nil
}

// RuleOption describes one rule option of a game: its name, default and
// meaning for people, and the older names it is still given by.
type RuleOption struct {
	Name, Default, Help string
	// Aliases are former names of the option: WithDefaults reads them as
	// Name, so that old records and command lines keep working.
	Aliases []string
	// Type says what values the option takes, for a client's controls
	// (default: TextOption); the engine still reads and checks the value.
	Type OptionType
	// Values are a ChoiceOption's values, or the elements a ListOption's
	// comma-separated values are drawn from (empty: any).
	Values []string
	// Min and Max bound an IntOption's value.
	Min, Max int
}

// OptionType says what values a rule option takes.
type OptionType string

// Types of rule options.
const (
	// TextOption: any text the engine reads.
	TextOption OptionType = "text"
	// ChoiceOption: one of the option's Values.
	ChoiceOption OptionType = "choice"
	// BoolOption: true or false.
	BoolOption OptionType = "bool"
	// IntOption: a whole number from Min to Max.
	IntOption OptionType = "int"
	// ListOption: comma-separated values, each one of Values when given.
	ListOption OptionType = "list"
)

// WithDefaults checks opts against a game's rule options (an unknown name
// is an error) and returns them with every missing option at its default.
// An option given by an alias is returned under its name; giving an option
// twice (by its name and an alias, or by two aliases) is an error.
func WithDefaults(opts Options, rules []RuleOption) (Options, error) {
	eff := Options{}
	var known []string
	for _, o := range rules {
		eff[o.Name] = o.Default
		known = append(known, o.Name)
		known = append(known, o.Aliases...)
	}
	if err := opts.Unknown(known...); err != nil {
		return nil, err
	}
	for _, o := range rules {
		given := ""
		for _, k := range append([]string{o.Name}, o.Aliases...) {
			v, ok := opts[k]
			if !ok {
				continue
			}
			if given != "" {
				return nil, fmt.Errorf("options %q and %q are both %s (formerly %s); give it once", given, k, o.Name, strings.Join(o.Aliases, ", "))
			}
			given = k
			eff[o.Name] = v
		}
	}
	return eff, nil
}

// Help lists rule options one per line, as "  name (default D): meaning",
// with "  name (default D; formerly old): meaning" for an option with
// aliases.
func Help(rules []RuleOption) string {
	var b strings.Builder
	for i, o := range rules {
		if i > 0 {
			b.WriteByte('\n')
		}
		if len(o.Aliases) > 0 {
			fmt.Fprintf(&b, "  %s (default %s; formerly %s): %s", o.Name, o.Default, strings.Join(o.Aliases, ", "), o.Help)
			continue
		}
		fmt.Fprintf(&b, "  %s (default %s): %s", o.Name, o.Default, o.Help)
	}
	return b.String()
}

// OptionReader reads typed values out of effective options, keeping the
// first problem in Err so that a parser can read every option and check
// once.
type OptionReader struct {
	Opts Options
	Err  error
}

// Int reads a whole number from lo to hi (see ParseWhole).
func (r *OptionReader) Int(key string, lo, hi int) int {
	v, err := ParseWhole(r.Opts[key], lo, hi)
	switch {
	case r.Err != nil:
	case errors.Is(err, ErrNotWhole):
		r.Err = fmt.Errorf("option %s=%s: want a whole number from %d to %d", key, Quote(r.Opts[key]), lo, hi)
	case err != nil:
		r.Err = fmt.Errorf("option %s=%s: %w", key, Quote(r.Opts[key]), err)
	}
	return v
}

// Choice returns the index of the option's value among values.
func (r *OptionReader) Choice(key string, values ...string) int {
	for i, v := range values {
		if r.Opts[key] == v {
			return i
		}
	}
	if r.Err == nil {
		r.Err = fmt.Errorf("option %s=%s: want %s", key, Quote(r.Opts[key]), strings.Join(values, " or "))
	}
	return 0
}

// Bool reads false or true.
func (r *OptionReader) Bool(key string) bool { return r.Choice(key, "false", "true") == 1 }

// Ints reads whole numbers from lo to hi separated by commas: either one
// number, or n of them (nil on an error). A single number comes back as one
// element; the caller decides what it stands for.
func (r *OptionReader) Ints(key string, n, lo, hi int) []int {
	parts := strings.Split(r.Opts[key], ",")
	out := make([]int, 0, len(parts))
	var bad error
	for _, p := range parts {
		v, err := ParseWhole(strings.TrimSpace(p), lo, hi)
		if err != nil {
			bad = err
			if !errors.Is(err, ErrNotWhole) {
				bad = fmt.Errorf("%s is %w", Quote(strings.TrimSpace(p)), err)
			}
			break
		}
		out = append(out, v)
	}
	if bad == nil && len(out) != 1 && len(out) != n {
		bad = ErrNotWhole
	}
	switch {
	case bad == nil:
		return out
	case r.Err != nil:
	case errors.Is(bad, ErrNotWhole):
		r.Err = fmt.Errorf("option %s=%s: want one whole number from %d to %d, or %d of them separated by commas", key, Quote(r.Opts[key]), lo, hi, n)
	default:
		r.Err = fmt.Errorf("option %s=%s: %w", key, Quote(r.Opts[key]), bad)
	}
	return nil
}
