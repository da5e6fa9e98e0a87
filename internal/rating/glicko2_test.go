package rating

import (
	"math"
	"testing"
)

// near reports whether got is within tolerance of want.
func near(got, want, tolerance float64) bool { return math.Abs(got-want) <= tolerance }

// TestGlickmansExample: the worked example of Glicko-2's description: a
// player of 1500 (deviation 200, volatility 0.06) beats a 1400 (30) and
// loses to a 1550 (100) and a 1700 (300), with tau 0.5, and ends at
// 1464.06, deviation 151.52, volatility 0.05999.
func TestGlickmansExample(t *testing.T) {
	r := Rating{Rating: 1500, Deviation: 200, Volatility: 0.06}
	got := r.Update([]Result{
		{Rating{1400, 30, 0.06}, 1},
		{Rating{1550, 100, 0.06}, 0},
		{Rating{1700, 300, 0.06}, 0},
	}, 0.5)
	if !near(got.Rating, 1464.06, 0.01) || !near(got.Deviation, 151.52, 0.01) || !near(got.Volatility, 0.05999, 0.00001) {
		t.Errorf("after the example's period: %+v, want 1464.06, 151.52, 0.05999", got)
	}
}

// TestUpdate: the directions and sizes a rating moves in.
func TestUpdate(t *testing.T) {
	start := New()
	settled := Rating{Rating: 1500, Deviation: 60, Volatility: 0.06}
	cases := []struct {
		name    string
		r       Rating
		results []Result
		check   func(Rating) bool
	}{
		{"no games: only the deviation grows", settled, nil,
			func(a Rating) bool { return a.Rating == 1500 && a.Deviation > 60 && a.Volatility == 0.06 }},
		{"a win over an equal raises the rating and narrows it", start, []Result{{start, 1}},
			func(a Rating) bool { return a.Rating > 1500 && a.Deviation < 350 }},
		{"a loss to an equal lowers it as much", start, []Result{{start, 0}},
			func(a Rating) bool {
				return near(a.Rating, 1500-(start.Update([]Result{{start, 1}}, Tau).Rating-1500), 1e-9)
			}},
		{"a draw with an equal leaves it", start, []Result{{start, 0.5}},
			func(a Rating) bool { return near(a.Rating, 1500, 1e-9) }},
		{"a new player moves further than a settled one", start, []Result{{settled, 1}},
			func(a Rating) bool { return a.Rating-1500 > settled.Update([]Result{{start, 1}}, Tau).Rating-1500 }},
		{"beating a far stronger player counts more than beating an equal", start, []Result{{Rating{1900, 60, 0.06}, 1}},
			func(a Rating) bool { return a.Rating > start.Update([]Result{{settled, 1}}, Tau).Rating }},
	}
	for _, c := range cases {
		if got := c.r.Update(c.results, Tau); !c.check(got) {
			t.Errorf("%s: %+v", c.name, got)
		}
	}
}

// TestPlaces: a game of several players rates each against every other
// by place, a shared place a draw.
func TestPlaces(t *testing.T) {
	a, b, c := New(), Rating{1600, 80, 0.06}, Rating{1400, 120, 0.06}
	got := Places([]Rating{a, b, c}, []int{1, 2, 2}, Tau)
	want := []Rating{
		a.Update([]Result{{b, 1}, {c, 1}}, Tau),
		b.Update([]Result{{a, 0}, {c, 0.5}}, Tau),
		c.Update([]Result{{a, 0}, {b, 0.5}}, Tau),
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("player %d: %+v, want %+v", i+1, got[i], want[i])
		}
	}
	two := Places([]Rating{a, b}, []int{2, 1}, Tau)
	if two[0] != a.Update([]Result{{b, 0}}, Tau) || two[1] != b.Update([]Result{{a, 1}}, Tau) {
		t.Errorf("a two-player game is not one result each: %+v", two)
	}
}

// TestProvisional: a new rating is provisional until its deviation falls
// to ProvisionalDeviation.
func TestProvisional(t *testing.T) {
	r := New()
	games := 0
	for r.Provisional() {
		r = r.Update([]Result{{New(), 0.5}}, Tau)
		games++
		if games > 100 {
			t.Fatal("still provisional after 100 games")
		}
	}
	if games < 3 {
		t.Errorf("settled after %d games", games)
	}
	if (Rating{Deviation: ProvisionalDeviation}).Provisional() {
		t.Error("a deviation of exactly the threshold is provisional")
	}
}
