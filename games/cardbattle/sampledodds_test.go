package cardbattle

import (
	"math"
	"testing"

	"menagerie/game"
)

// TestSampledOddsNearExact: in battles where no choice of order arises, the
// share of each result in many sampled battles is close to the exact odds,
// and the same seed gives the same estimate.
func TestSampledOddsNearExact(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{
		`{"first_player": 0, "round": 1, "decks": [["Mosquito", "Ant"], ["Fish", "Cricket"]]}`,
		`{"first_player": 1, "round": 3, "decks": [["Dolphin", "Camel"], ["Dolphin", "Peacock"]], "trumpets": [1, 0]}`,
	} {
		sc, err := ParseScenario([]byte(text), g)
		if err != nil {
			t.Fatal(err)
		}
		exact, err := g.ExactOdds(sc)
		if err != nil {
			t.Fatal(err)
		}
		if len(exact.Choices) > 0 {
			t.Fatalf("%s: a choice of order arises", text)
		}
		const n = 20000
		rng := game.NewRNG(5)
		got := g.SampledOdds(sc, n, &rng)
		// Five standard errors of a share of n battles at most.
		tol := 5 * math.Sqrt(0.25/n)
		for i, d := range []float64{got.Win[0] - exact.Win[0], got.Win[1] - exact.Win[1], got.Draw - exact.Draw} {
			if math.Abs(d) > tol {
				t.Errorf("%s: result %d sampled %+v, exact %+v", text, i, got, exact)
			}
		}
		again := game.NewRNG(5)
		if o := g.SampledOdds(sc, n, &again); o.Win != got.Win || o.Draw != got.Draw {
			t.Errorf("%s: the same seed gave another estimate", text)
		}
		if zero := g.SampledOdds(sc, 0, &again); zero.Win != [2]float64{} || zero.Draw != 0 {
			t.Errorf("no battle gave %+v", zero)
		}
	}
}
