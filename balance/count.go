package balance

// Count is a number of seat-games and their results: wins, draws and, by
// difference, losses. A draw counts as half a win in every rate. Counts
// are integers, so adding them in any order gives the same total.
type Count struct {
	N     int `json:"n"`
	Wins  int `json:"wins"`
	Draws int `json:"draws"`
}

// add counts one seat-game with return r (+ win, - loss, 0 draw).
func (c *Count) add(r float64) {
	c.N++
	switch {
	case r > 0:
		c.Wins++
	case r == 0:
		c.Draws++
	}
}

// merge adds o's seat-games.
func (c *Count) merge(o Count) {
	c.N += o.N
	c.Wins += o.Wins
	c.Draws += o.Draws
}

// sound reports whether the counts can be: none negative, no more wins
// and draws than seat-games.
func (c Count) sound() bool { return c.Wins >= 0 && c.Draws >= 0 && c.Wins+c.Draws <= c.N }

// halfWins is the number of wins counted in halves: 2 a win, 1 a draw.
func (c Count) halfWins() int { return 2*c.Wins + c.Draws }

// halfWinsOf is a return counted in halves: 2 a win, 1 a draw, 0 a loss.
func halfWinsOf(r float64) int {
	switch {
	case r > 0:
		return 2
	case r == 0:
		return 1
	}
	return 0
}

// Moments sums a quantity over games: enough for its mean, spread and
// range, and mergeable.
type Moments struct {
	N     int `json:"n"`
	Sum   int `json:"sum"`
	SumSq int `json:"sum_sq"`
	Min   int `json:"min"`
	Max   int `json:"max"`
}

// add counts one game's value.
func (m *Moments) add(v int) {
	if m.N == 0 || v < m.Min {
		m.Min = v
	}
	if m.N == 0 || v > m.Max {
		m.Max = v
	}
	m.N++
	m.Sum += v
	m.SumSq += v * v
}

// merge adds o's games.
func (m *Moments) merge(o Moments) {
	if o.N == 0 {
		return
	}
	if m.N == 0 || o.Min < m.Min {
		m.Min = o.Min
	}
	if m.N == 0 || o.Max > m.Max {
		m.Max = o.Max
	}
	m.N += o.N
	m.Sum += o.Sum
	m.SumSq += o.SumSq
}
