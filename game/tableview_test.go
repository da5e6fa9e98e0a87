package game_test

import (
	"encoding/json"
	"slices"
	"testing"

	"menagerie/game"
)

// TestTableViewLaysOut: a view laid out counter by counter and zone by zone
// finds each by id and marshals as clients read it.
func TestTableViewLaysOut(t *testing.T) {
	s := &game.Schema{Counters: []game.Counter{{ID: "round"}, {ID: "gold"}}, Zones: []game.Zone{{ID: "hand"}, {ID: "grid"}}}
	v := game.NewTableView(s, "shop")
	v.Count("round", 2)
	v.Count("gold", 3, 0)
	v.Lay("hand", []game.Card{4}, []game.Card{game.Hidden})
	v.LayGrid("grid", 2, []game.Card{1, 0}, []game.Card{game.Hidden})
	v.Measure([]int{5, 1, 0, 0}, []int{0, 0})
	if c, ok := v.Counter("gold"); !ok || len(c.Values) != 2 || c.Values[0] != 3 {
		t.Errorf("Counter(gold) = %+v, %v", c, ok)
	}
	if g, _ := v.Zone("grid"); !slices.Equal(g.Place(0, 0, 2), []int{5, 1}) || g.Place(1, 1, 2) != nil {
		t.Errorf("grid's places: %v and %v, want [5 1] and none", g.Place(0, 0, 2), g.Place(1, 1, 2))
	}
	if _, ok := v.Zone("deck"); ok {
		t.Error("Zone(deck) found a zone never laid out")
	}
	got, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"phase":"shop","counters":[{"id":"round","values":[2]},{"id":"gold","values":[3,0]}],` +
		`"zones":[{"id":"hand","cards":[[4],[-1]]},{"id":"grid","cards":[[1,0],[-1]],"width":2,"stats":[[5,1,0,0],[0,0]]}]}`
	if string(got) != want {
		t.Errorf("JSON %s\nwant %s", got, want)
	}
}
