package sim

import (
	"encoding/json"
	"math"
	"testing"

	"menagerie/agent"
	"menagerie/agent/cardbattlebot"
	"menagerie/games/cardbattle"
)

func TestScheduleRotatesSeatsAndGroups(t *testing.T) {
	tests := []struct {
		bots, seats, games int
	}{
		{2, 2, 10},
		{3, 2, 12},
		{4, 2, 24},
	}
	for _, tc := range tests {
		counts := make([][]int, tc.bots)
		for i := range counts {
			counts[i] = make([]int, tc.seats)
		}
		for i := 0; i < tc.games; i++ {
			seating := Schedule(tc.bots, tc.seats, i)
			seen := map[int]bool{}
			for s, b := range seating {
				if seen[b] {
					t.Fatalf("game %d seats bot %d twice: %v", i, b, seating)
				}
				seen[b] = true
				counts[b][s]++
			}
		}
		want := counts[0][0]
		for b := range counts {
			for s := range counts[b] {
				if counts[b][s] != want {
					t.Errorf("%d bots: seat counts %v are not all equal", tc.bots, counts)
				}
			}
		}
	}
}

func TestRunIsTheSameWithAnyNumberOfWorkers(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	var outputs [][]byte
	for _, workers := range []int{1, 2, 3} {
		a, _ := agent.New("heuristic", g, cardbattlebot.Bots())
		b, _ := agent.New("random", g, cardbattlebot.Bots())
		seen := 0
		r, err := Run(Config{Game: g, Bots: []agent.Agent{a, b}, Games: 12, Seed: 5, Workers: workers,
			OnGame: func(gr *GameResult) error {
				if gr.Index != seen {
					t.Errorf("%d workers: OnGame saw game %d after %d games, want games in index order", workers, gr.Index, seen)
				}
				seen++
				return nil
			}})
		if err != nil {
			t.Fatal(err)
		}
		if seen != 12 {
			t.Errorf("%d workers: OnGame saw %d games, want 12", workers, seen)
		}
		data, _ := json.Marshal(r)
		outputs = append(outputs, data)
	}
	for i := 1; i < len(outputs); i++ {
		if string(outputs[i]) != string(outputs[0]) {
			t.Fatalf("report differs with %d workers:\n%s\n%s", i+1, outputs[0], outputs[i])
		}
	}
}

func TestHeuristicBeatsRandom(t *testing.T) {
	g, _ := cardbattle.New(nil, nil)
	a, _ := agent.New("heuristic", g, cardbattlebot.Bots())
	b, _ := agent.New("random", g, cardbattlebot.Bots())
	r, err := Run(Config{Game: g, Bots: []agent.Agent{a, b}, Games: 30, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bots[0].Wins < 27 {
		t.Errorf("heuristic won only %d of 30 games against random", r.Bots[0].Wins)
	}
	if r.Bots[0].BySeat[0].Games != 15 || r.Bots[0].BySeat[1].Games != 15 {
		t.Errorf("seats not rotated: %+v", r.Bots[0].BySeat)
	}
}

func TestWilsonInterval(t *testing.T) {
	tests := []struct {
		p, n   float64
		lo, hi float64
	}{
		{0.5, 100, 0.4038, 0.5962},
		{1, 40, 0.9124, 1},
		{0, 10, 0, 0.2775},
	}
	for _, tc := range tests {
		got := wilson(tc.p, tc.n)
		if math.Abs(got[0]-tc.lo) > 1e-4 || math.Abs(got[1]-tc.hi) > 1e-4 {
			t.Errorf("wilson(%v, %v) = %v, want [%v %v]", tc.p, tc.n, got, tc.lo, tc.hi)
		}
	}
}

func TestEloOrdersBotsByResults(t *testing.T) {
	// Bot 0 beats bot 1 three times in four; bot 1 beats bot 2 likewise.
	var games []*GameResult
	add := func(a, b int, wins, losses int) {
		for i := 0; i < wins; i++ {
			games = append(games, &GameResult{Seats: []int{a, b}, Returns: []float64{1, -1}})
		}
		for i := 0; i < losses; i++ {
			games = append(games, &GameResult{Seats: []int{a, b}, Returns: []float64{-1, 1}})
		}
	}
	add(0, 1, 30, 10)
	add(1, 2, 30, 10)
	r := NewReport([]string{"a", "b", "c"}, 2, games)
	e := []float64{r.Bots[0].Elo, r.Bots[1].Elo, r.Bots[2].Elo}
	if !(e[0] > e[1] && e[1] > e[2]) {
		t.Fatalf("Elo %v not in order", e)
	}
	if mean := (e[0] + e[1] + e[2]) / 3; math.Abs(mean-1500) > 1e-6 {
		t.Errorf("mean Elo %v, want 1500", mean)
	}
	// 3:1 odds are about 191 Elo points.
	if d := e[0] - e[1]; d < 150 || d > 230 {
		t.Errorf("a-b difference %v, want about 191", d)
	}
}
