package dojo

import (
	"strconv"
	"testing"

	"menagerie/game"
)

// TestOptionTypes checks that each rule option's declared type says what
// the engine accepts: every declared value and both ends of a range are
// taken, values just past the range refused.
func TestOptionTypes(t *testing.T) {
	for _, o := range RuleOptions {
		var good, bad []string
		switch o.Type {
		case game.ChoiceOption:
			good, bad = o.Values, []string{"other"}
		case game.BoolOption:
			good, bad = []string{"true", "false"}, []string{"yes"}
		case game.IntOption:
			good = []string{strconv.Itoa(o.Min), strconv.Itoa(o.Max)}
			bad = []string{strconv.Itoa(o.Min - 1), strconv.Itoa(o.Max + 1)}
		default:
			t.Errorf("option %s: type %q, want choice, bool or int", o.Name, o.Type)
		}
		for _, v := range good {
			if _, err := New(nil, game.Options{o.Name: v}); err != nil {
				t.Errorf("option %s=%s, a declared value, is refused: %v", o.Name, v, err)
			}
		}
		for _, v := range bad {
			if _, err := New(nil, game.Options{o.Name: v}); err == nil {
				t.Errorf("option %s=%s, not a declared value, is taken", o.Name, v)
			}
		}
	}
}
