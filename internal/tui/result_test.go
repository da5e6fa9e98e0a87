package tui

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
