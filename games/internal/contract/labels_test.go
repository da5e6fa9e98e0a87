package contract

import (
	"fmt"
	"reflect"
	"testing"

	"menagerie/game"
)

func TestLabels(t *testing.T) {
	text := func(a game.Action) string { return fmt.Sprint("action ", a) }
	describe := func(a game.Action, parts *LabelParts) game.Label {
		l := game.Label{Kind: testKinds[1+a%2]}
		if a == 3 {
			l.Slots = parts.Slots(2)
		}
		l.Text = "replaced"
		return l
	}
	for _, tc := range []struct {
		name  string
		dst   []game.Label
		legal []game.Action
		want  []game.Label
	}{
		{"none", nil, nil, nil},
		{"in order, after what dst holds", []game.Label{{Kind: "old"}}, []game.Action{2, 3}, []game.Label{
			{Kind: "old"},
			{Action: 2, Kind: "buy", Text: "action 2"},
			{Action: 3, Kind: "sell", Slots: []int{2}, Text: "action 3"},
		}},
	} {
		if got := Labels(tc.dst, tc.legal, text, describe); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: Labels = %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestLabelsAllocations: labelling allocates what the engine's describe
// does, dst's growth and the list's one LabelParts.
func TestLabelsAllocations(t *testing.T) {
	legal := []game.Action{1, 2, 3}
	dst := make([]game.Label, 0, len(legal))
	text := func(game.Action) string { return "text" }
	describe := func(a game.Action, _ *LabelParts) game.Label { return game.Label{Kind: testKinds[1+a%2]} }
	if n := testing.AllocsPerRun(100, func() { dst = Labels(dst[:0], legal, text, describe) }); n != 1 {
		t.Errorf("Labels allocates %v times a run", n)
	}
}
