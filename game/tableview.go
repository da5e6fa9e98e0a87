package game

// TableView is what one seat may see of a game in the terms its model
// declares: the phase, each declared counter and each declared zone by
// id, cards by id. A client that knows nothing of the game draws it from
// the schema and the game's card catalog alone; the game's own
// observation stays for the clients (bots, the per-game panels) that know
// the game.
type TableView struct {
	// Phase is the id of the declared phase the game is in.
	Phase string `json:"phase"`
	// Counters holds every declared counter once, in declaration order.
	Counters []Tally `json:"counters"`
	// Zones holds every declared zone once, in declaration order.
	Zones []ZoneCards `json:"zones"`
}

// Tally is a counter's values: one per seat for a seat counter, a single
// one for a table counter.
type Tally struct {
	ID     string `json:"id"`
	Values []int  `json:"values"`
}

// ZoneCards is a zone's cards: one list per seat for a seat zone, a
// single list for a table zone. In a list, Hidden stands for a card the
// viewer may not see (so the list's length is how many cards lie there)
// and 0 for an empty place of a slotted or grid zone. A grid's list holds
// whole rows, or only Hidden cards: how many lie there, not where.
type ZoneCards struct {
	ID    string   `json:"id"`
	Cards [][]Card `json:"cards"`
	// Width is a grid zone's places per row (0 for other layouts).
	Width int `json:"width,omitempty"`
	// Stats holds, for a zone that declares numbers (Zone.Stats), one
	// list per list of Cards: each place's numbers in declared order, so
	// that place i's number j of k declared is Stats[list][i*k+j]. An
	// empty place's numbers are 0, and so are a hidden card's but those
	// declared shown on its back. Nil for a zone that declares none.
	Stats [][]int `json:"stats,omitempty"`
}

// Place returns the numbers of place i of list (k declared), or nil for
// a zone without numbers.
func (z *ZoneCards) Place(list, i, k int) []int {
	if list >= len(z.Stats) || (i+1)*k > len(z.Stats[list]) {
		return nil
	}
	return z.Stats[list][i*k : (i+1)*k]
}

// TableViewer is a state that can lay out what a seat may see as a
// TableView. The session core sends it with every view; the conformance
// suite checks it against the schema and against worlds that differ only
// in what the seat may not see.
type TableViewer interface {
	// TableView returns what seat (or Spectator) may see, in declared
	// terms.
	TableView(seat Player) TableView
}

// NewTableView returns a view in phase with room for the counters and
// zones s declares, to be laid out with Count, Lay and LayGrid.
func NewTableView(s *Schema, phase string) TableView {
	return TableView{Phase: phase, Counters: make([]Tally, 0, len(s.Counters)), Zones: make([]ZoneCards, 0, len(s.Zones))}
}

// Count appends a counter with its values (one per seat, or one).
func (t *TableView) Count(id string, values ...int) {
	t.Counters = append(t.Counters, Tally{ID: id, Values: values})
}

// Lay appends a zone with its cards (one list per seat, or one list).
func (t *TableView) Lay(id string, cards ...[]Card) {
	t.Zones = append(t.Zones, ZoneCards{ID: id, Cards: cards})
}

// LayGrid appends a grid zone of width places per row, each list read row
// by row (one list per seat, or one list).
func (t *TableView) LayGrid(id string, width int, cards ...[]Card) {
	t.Zones = append(t.Zones, ZoneCards{ID: id, Cards: cards, Width: width})
}

// Measure gives the zone laid out last its places' numbers: one list per
// list of cards, each place's numbers in declared order one after another.
func (t *TableView) Measure(stats ...[]int) {
	t.Zones[len(t.Zones)-1].Stats = stats
}

// Counter returns the counter with that id.
func (t *TableView) Counter(id string) (Tally, bool) {
	return declared(t.Counters, func(c Tally) bool { return c.ID == id })
}

// Zone returns the zone with that id.
func (t *TableView) Zone(id string) (ZoneCards, bool) {
	return declared(t.Zones, func(z ZoneCards) bool { return z.ID == id })
}
