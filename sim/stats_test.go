package sim

import (
	"testing"
)

func TestStatsCountEveryView(t *testing.T) {
	st := NewStats([]string{"a", "b", "c"}, 2)
	st.Add(&GameResult{Seats: []int{0, 1}, Returns: []float64{1, -1}, Actions: 10})
	st.Add(&GameResult{Seats: []int{2, 0}, Returns: []float64{0, 0}, Actions: 20})
	st.Add(&GameResult{Seats: []int{1, 2}, Returns: []float64{-1, 1}, Actions: 30})
	r := st.Report()
	tests := []struct {
		name string
		got  Tally
		want [4]int // games, wins, losses, draws
	}{
		{"bot a", r.Bots[0].Tally, [4]int{2, 1, 0, 1}},
		{"bot b", r.Bots[1].Tally, [4]int{2, 0, 2, 0}},
		{"bot c", r.Bots[2].Tally, [4]int{2, 1, 0, 1}},
		{"bot a in P2", r.Bots[0].BySeat[1], [4]int{1, 0, 0, 1}},
		{"bot c in P1", r.Bots[2].BySeat[0], [4]int{1, 0, 0, 1}},
		{"P1", r.Seats[0].Tally, [4]int{3, 1, 1, 1}},
		{"P2", r.Seats[1].Tally, [4]int{3, 1, 1, 1}},
	}
	for _, tc := range tests {
		got := [4]int{tc.got.Games, tc.got.Wins, tc.got.Losses, tc.got.Draws}
		if got != tc.want {
			t.Errorf("%s: games, wins, losses, draws = %v, want %v", tc.name, got, tc.want)
		}
	}
	if r.Games != 3 || r.AvgActions != 20 || r.Bots[0].AvgActions != 15 || r.Bots[2].AvgActions != 25 {
		t.Errorf("games %d, average length %v, per bot %v %v; want 3, 20, 15 and 25",
			r.Games, r.AvgActions, r.Bots[0].AvgActions, r.Bots[2].AvgActions)
	}
	if r.Bots[0].WinRate != 0.75 {
		t.Errorf("bot a's win rate %v, want 0.75 (a draw is half a win)", r.Bots[0].WinRate)
	}
}

func TestStatsAddDoesNotAllocate(t *testing.T) {
	st := NewStats([]string{"a", "b", "c", "d"}, 4)
	g := &GameResult{Seats: []int{3, 1, 0, 2}, Returns: []float64{1, -1, 0, 0}, Actions: 50}
	if allocs := testing.AllocsPerRun(100, func() { st.Add(g) }); allocs != 0 {
		t.Errorf("Stats.Add allocates %v times per game, want 0", allocs)
	}
	if st.Games() != 101 {
		t.Errorf("%d games counted, want 101", st.Games())
	}
}
