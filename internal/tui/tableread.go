package tui

import "menagerie/game"

// tableRead reads a seat's table view by the ids its game's model
// declares: what the panels draw, the generic one and the per-game skins
// over the same data alike. A counter, zone or number the view does not
// hold reads as 0 or no cards.
type tableRead struct {
	s *game.Schema
	t *game.TableView
}

// players is how many seats the view's seat counters count.
func (r tableRead) players() int {
	for _, c := range r.s.Counters {
		if tally, ok := r.t.Counter(c.ID); ok && c.Scope == game.SeatScope {
			return len(tally.Values)
		}
	}
	return 0
}

// count returns counter id's value for seat p (any p for a table
// counter).
func (r tableRead) count(id string, p int) int {
	tally, ok := r.t.Counter(id)
	switch {
	case !ok || len(tally.Values) == 0:
		return 0
	case len(tally.Values) == 1:
		return tally.Values[0]
	case p < 0 || p >= len(tally.Values):
		return 0
	}
	return tally.Values[p]
}

// cards returns zone id's list of seat p (any p for a table zone).
func (r tableRead) cards(id string, p int) []game.Card {
	z, ok := r.t.Zone(id)
	if l, in := zoneList(z, p); ok && in {
		return z.Cards[l]
	}
	return nil
}

// stat returns number stat of place i of zone id's list of seat p (any p
// for a table zone).
func (r tableRead) stat(id, stat string, p, i int) int {
	decl, ok := r.s.Zone(id)
	_, j := decl.Stat(stat)
	z, _ := r.t.Zone(id)
	l, in := zoneList(z, p)
	if !ok || j < 0 || !in {
		return 0
	}
	if nums := z.Place(l, i, len(decl.Stats)); nums != nil {
		return nums[j]
	}
	return 0
}

// zoneList returns the index of seat p's list of z (its one list for a table
// zone), and whether it has one.
func zoneList(z game.ZoneCards, p int) (int, bool) {
	if len(z.Cards) == 1 {
		return 0, true
	}
	return p, p >= 0 && p < len(z.Cards)
}

// shownNames returns the names of the cards of a list that are shown.
func shownNames(list []game.Card, name func(game.Card) string) []string {
	var out []string
	for _, c := range shown(list) {
		out = append(out, name(c))
	}
	return out
}

// shown returns the cards of a list that are neither hidden nor empty
// places.
func shown(list []game.Card) []game.Card {
	var out []game.Card
	for _, c := range list {
		if c > 0 {
			out = append(out, c)
		}
	}
	return out
}
