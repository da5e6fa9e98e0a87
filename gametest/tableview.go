package gametest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"menagerie/game"
)

// TableErrors says where the table view s lays out for seat (or
// game.Spectator) departs from the declared model or from what the seat's
// observation shows: a phase other than the observation's or undeclared;
// a counter or zone undeclared, missing, given twice or out of order; a
// counter's values or a zone's lists not one per seat (seat scope) or one
// (table scope); a grid without a width or a list of it not whole rows;
// a hidden card in a public zone; a card the observation does not name,
// in any zone but one of kinds (Zone.Kinds): so a secret zone, or another
// seat's zone of its owner's, shows only hidden cards but those the
// observation reveals; a zone of kinds not public, or holding a kind
// twice in a list; numbers of
// a zone that declares none, or not as many per place as it declares,
// or on an empty place, or on a hidden card but those its back shows. A state
// that lays out no table view (game.TableViewer) is an error when the
// schema declares counters or zones.
func TableErrors(g game.Game, schema *game.Schema, s game.State, seat game.Player) []error {
	tv, ok := s.(game.TableViewer)
	if !ok {
		if len(schema.Counters) > 0 || len(schema.Zones) > 0 {
			return []error{fmt.Errorf("the state %T lays out no table view (game.TableViewer), though the schema declares counters and zones", s)}
		}
		return nil
	}
	return tableErrors(schema, g.NumPlayers(), seat, s.Observe(seat), g.CardName, tv.TableView(seat))
}

// tableErrors checks t, seat's table view, against the schema and o,
// seat's observation, whose text names a card as name does.
func tableErrors(schema *game.Schema, players int, seat game.Player, o game.Observation, name func(game.Card) string, t game.TableView) []error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s's table view: %s", who(seat), fmt.Sprintf(format, args...)))
	}
	if p, ok := o.(game.Phased); ok && p.PhaseID() != t.Phase {
		bad("phase %q, but the observation's is %q", t.Phase, p.PhaseID())
	}
	if _, ok := schema.Phase(t.Phase); !ok {
		bad("phase %q is not declared", t.Phase)
	}
	counters := inDeclaredOrder("counter", ids(schema.Counters, func(c game.Counter) string { return c.ID }),
		ids(t.Counters, func(c game.Tally) string { return c.ID }))
	zones := inDeclaredOrder("zone", ids(schema.Zones, func(z game.Zone) string { return z.ID }),
		ids(t.Zones, func(z game.ZoneCards) string { return z.ID }))
	for _, err := range append(counters, zones...) {
		bad("%v", err)
	}
	lists := func(s game.Scope) int {
		if s == game.SeatScope {
			return players
		}
		return 1
	}
	for _, c := range schema.Counters {
		if got, ok := t.Counter(c.ID); ok && len(got.Values) != lists(c.Scope) {
			bad("counter %q has %d values; a %s counter of %d players has %d", c.ID, len(got.Values), c.Scope, players, lists(c.Scope))
		}
	}
	if got, ok := t.Counter(schema.FirstSeat); ok && len(got.Values) == 1 && (got.Values[0] < 0 || got.Values[0] >= players) {
		bad("counter %q names the seat going first, but holds %d in a game of %d players", schema.FirstSeat, got.Values[0], players)
	}
	revealed := namedCards(o, name)
	for _, z := range schema.Zones {
		got, ok := t.Zone(z.ID)
		if !ok {
			continue
		}
		if len(got.Cards) != lists(z.Scope) {
			bad("zone %q has %d lists; a %s zone of %d players has %d", z.ID, len(got.Cards), z.Scope, players, lists(z.Scope))
			continue
		}
		if z.Kinds && z.Visibility != game.Public {
			bad("zone %q of kinds is %s, not public", z.ID, z.Visibility)
		}
		if (z.Layout == game.Grid) != (got.Width > 0) {
			bad("zone %q, laid out as a %s, has width %d", z.ID, z.Layout, got.Width)
		}
		for i, cards := range got.Cards {
			whose := "the table's"
			if z.Scope == game.SeatScope {
				whose = fmt.Sprintf("seat %d's", i)
			}
			if got.Width > 0 && len(cards)%got.Width != 0 && slices.ContainsFunc(cards, func(c game.Card) bool { return c != game.Hidden }) {
				bad("%s %q holds %d places, not whole rows of %d", whose, z.ID, len(cards), got.Width)
			}
			for i, c := range cards {
				switch {
				case c < game.Hidden:
					bad("%s %q holds %d, which is no card", whose, z.ID, c)
				case c == game.Hidden && z.Visibility == game.Public:
					bad("%s %q is public but hides a card", whose, z.ID)
				case z.Kinds && slices.Contains(cards[:i], c):
					bad("%s %q of kinds holds %s twice", whose, z.ID, name(c))
				case c > 0 && !z.Kinds && !revealed(c):
					bad("%s %q (%s) shows %s, which the observation does not name", whose, z.ID, z.Visibility, name(c))
				}
			}
		}
		for _, err := range statErrors(z, got) {
			bad("%v", err)
		}
	}
	return errs
}

// statErrors says where a zone's numbers depart from the numbers z
// declares: numbers where it declares none, a list for each list of cards
// but not as many numbers as its places need, a number on an empty place,
// or on a hidden card one its back does not show.
func statErrors(z game.Zone, got game.ZoneCards) []error {
	k := len(z.Stats)
	switch {
	case k == 0 && got.Stats != nil:
		return []error{fmt.Errorf("zone %q carries numbers but declares none", z.ID)}
	case k == 0:
		return nil
	case len(got.Stats) != len(got.Cards):
		return []error{fmt.Errorf("zone %q has %d lists of numbers for %d lists of cards", z.ID, len(got.Stats), len(got.Cards))}
	}
	var errs []error
	for l, cards := range got.Cards {
		if len(got.Stats[l]) != len(cards)*k {
			errs = append(errs, fmt.Errorf("zone %q's list %d has %d numbers for %d places of %d each", z.ID, l, len(got.Stats[l]), len(cards), k))
			continue
		}
		for i, c := range cards {
			for j, v := range got.Place(l, i, k) {
				switch {
				case v != 0 && c == 0:
					errs = append(errs, fmt.Errorf("zone %q's list %d: empty place %d has %s %d", z.ID, l, i, z.Stats[j].ID, v))
				case v != 0 && c == game.Hidden && !z.Stats[j].Back:
					errs = append(errs, fmt.Errorf("zone %q's list %d: place %d hides its card but shows its %s, %d", z.ID, l, i, z.Stats[j].ID, v))
				}
			}
		}
	}
	return errs
}

// ids returns the id of each of all.
func ids[T any](all []T, id func(T) string) []string {
	out := make([]string, len(all))
	for i, x := range all {
		out[i] = id(x)
	}
	return out
}

// inDeclaredOrder says where got departs from declared: an id not
// declared, one given twice, one missing, or all of them out of order.
func inDeclaredOrder(what string, declared, got []string) []error {
	var errs []error
	seen := map[string]bool{}
	for _, id := range got {
		switch {
		case !slices.Contains(declared, id):
			errs = append(errs, fmt.Errorf("%s %q is not declared", what, id))
		case seen[id]:
			errs = append(errs, fmt.Errorf("%s %q is given twice", what, id))
		}
		seen[id] = true
	}
	for _, id := range declared {
		if !seen[id] {
			errs = append(errs, fmt.Errorf("declared %s %q is missing", what, id))
		}
	}
	if len(errs) == 0 && !slices.Equal(declared, got) {
		errs = append(errs, fmt.Errorf("%ss %v are not in the declared order %v", what, got, declared))
	}
	return errs
}

// namedCards returns whether o names a card: whether its JSON holds the
// card's name as a string or, for an observation that lists cards by id,
// the card's id as a number in one of its lists. It encodes o only when
// first asked.
func namedCards(o game.Observation, name func(game.Card) string) func(game.Card) bool {
	var data []byte
	var listed map[float64]bool
	return func(c game.Card) bool {
		if data == nil {
			data, _ = json.Marshal(o) // nil, so naming nothing, if o is not JSON
			var v any
			if json.Unmarshal(data, &v) == nil {
				listed = map[float64]bool{}
				listedNumbers(v, false, listed)
			}
		}
		quoted, err := json.Marshal(name(c))
		return (err == nil && bytes.Contains(data, quoted)) || listed[float64(c)]
	}
}

// listedNumbers adds to out the numbers found in the lists of a decoded
// JSON value (inList: v is an element of one).
func listedNumbers(v any, inList bool, out map[float64]bool) {
	switch v := v.(type) {
	case float64:
		if inList {
			out[v] = true
		}
	case []any:
		for _, e := range v {
			listedNumbers(e, true, out)
		}
	case map[string]any:
		for _, e := range v {
			listedNumbers(e, false, out)
		}
	}
}
