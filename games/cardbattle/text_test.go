package cardbattle

import "testing"

func TestResultText(t *testing.T) {
	tests := []struct {
		winners []int
		players int
		want    string
	}{
		{[]int{1}, 2, "P2 wins the game"},
		{[]int{0, 1}, 2, "draw"},
		{nil, 2, "draw"},
		{[]int{0, 2}, 4, "P1 and P3 share the victory"},
	}
	for _, tc := range tests {
		if got := resultText(tc.winners, tc.players); got != tc.want {
			t.Errorf("resultText(%v, %d) = %q, want %q", tc.winners, tc.players, got, tc.want)
		}
	}
}

func TestLabelList(t *testing.T) {
	cs := Classic()
	tests := []struct {
		names []string
		want  string
	}{
		{nil, "none"},
		{[]string{"Apple", "Apple", "Ant", "Honey"}, "Apple (+1) x2, Ant (1), Honey (perk)"},
		{[]string{"Five Apples", "Bee"}, "Five Apples (+5), Bee (1)"},
	}
	for _, tt := range tests {
		if got := cs.LabelList(tt.names); got != tt.want {
			t.Errorf("LabelList(%q) = %q, want %q", tt.names, got, tt.want)
		}
	}
}
