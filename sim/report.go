package sim

import (
	"math"
)

// Report summarizes a batch: per bot and per seat.
type Report struct {
	Bots  []BotStats  `json:"bots"`
	Seats []SeatStats `json:"seats"`
	Games int         `json:"games"`
	// AvgActions is the mean number of actions per game.
	AvgActions float64 `json:"avg_actions"`
}

// Tally counts results; WinRate counts a draw as half a win.
type Tally struct {
	Games   int        `json:"games"`
	Wins    int        `json:"wins"`
	Losses  int        `json:"losses"`
	Draws   int        `json:"draws"`
	WinRate float64    `json:"win_rate"`
	CI95    [2]float64 `json:"ci95"`
}

// BotStats is one bot's record over the batch.
type BotStats struct {
	Name string `json:"name"`
	Tally
	// BySeat[s] is the bot's record in seat s.
	BySeat []Tally `json:"by_seat"`
	// AvgActions is the mean length of this bot's games.
	AvgActions float64 `json:"avg_actions"`
	// Elo is a rating fitted to every result (mean 1500).
	Elo float64 `json:"elo"`
}

// SeatStats is one seat's record, whoever sat there.
type SeatStats struct {
	Seat int `json:"seat"`
	Tally
}

func (t *Tally) add(r float64) {
	t.Games++
	switch {
	case r > 0:
		t.Wins++
	case r < 0:
		t.Losses++
	default:
		t.Draws++
	}
}

func (t *Tally) finish() {
	if t.Games == 0 {
		return
	}
	n := float64(t.Games)
	t.WinRate = (float64(t.Wins) + 0.5*float64(t.Draws)) / n
	t.CI95 = wilson(t.WinRate, n)
}

// wilson is the 95% Wilson score interval of a proportion p out of n.
func wilson(p, n float64) [2]float64 {
	const z = 1.959963984540054
	den := 1 + z*z/n
	center := (p + z*z/(2*n)) / den
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / den
	return [2]float64{math.Max(0, center-half), math.Min(1, center+half)}
}

// NewReport tallies finished games between the named bots.
func NewReport(names []string, seats int, games []*GameResult) *Report {
	st := NewStats(names, seats)
	for _, g := range games {
		st.Add(g)
	}
	return st.Report()
}

// fitElo fits Bradley-Terry strengths to every pair of seats in every game
// (a draw is half a win each way; halfWins[a*n+b] counts bot a's wins over
// bot b in halves) by minorization-maximization, and returns them as Elo
// ratings with mean 1500. A prior of one draw against a 1500-rated
// reference keeps unbeaten bots finite.
func fitElo(n int, halfWins []int) []float64 {
	wins := make([][]float64, n)
	for i := range wins {
		wins[i] = make([]float64, n)
		for j := range wins[i] {
			wins[i][j] = float64(halfWins[i*n+j]) / 2
		}
	}
	strength := make([]float64, n)
	for i := range strength {
		strength[i] = 1
	}
	for iter := 0; iter < 500; iter++ {
		next := make([]float64, n)
		for i := 0; i < n; i++ {
			num, den := 0.5, 1/(strength[i]+1) // prior: half a win, against strength 1
			for j := 0; j < n; j++ {
				if i == j {
					continue
				}
				num += wins[i][j]
				if games := wins[i][j] + wins[j][i]; games > 0 {
					den += games / (strength[i] + strength[j])
				}
			}
			next[i] = num / den
		}
		strength = next
	}
	elo := make([]float64, n)
	mean := 0.0
	for i, s := range strength {
		elo[i] = 400 * math.Log10(s)
		mean += elo[i]
	}
	mean /= float64(n)
	for i := range elo {
		elo[i] += 1500 - mean
	}
	return elo
}
