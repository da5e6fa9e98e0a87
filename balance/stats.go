package balance

import "math"

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Rate is a proportion with its 95% interval and its sample size.
type Rate struct {
	N    int        `json:"n"`
	Rate float64    `json:"rate"`
	CI95 [2]float64 `json:"ci95"`
}

// proportion is k out of n (k may count halves, as half-wins do) with its
// Wilson score interval; it is empty when n is 0.
func proportion(k float64, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	p := k / float64(n)
	return Rate{N: n, Rate: p, CI95: wilson(p, float64(n))}
}

// winRate is the share of c's seat-games won, a draw counting half.
func winRate(c Count) Rate { return proportion(float64(c.halfWins())/2, c.N) }

// wilson is the 95% Wilson score interval of a proportion p out of n.
func wilson(p, n float64) [2]float64 {
	den := 1 + z95*z95/n
	center := (p + z95*z95/(2*n)) / den
	half := z95 * math.Sqrt(p*(1-p)/n+z95*z95/(4*n*n)) / den
	return [2]float64{math.Max(0, center-half), math.Min(1, center+half)}
}

// Change is a difference between two rates (a - b) with its 95% interval.
type Change struct {
	Change float64    `json:"change"`
	CI95   [2]float64 `json:"ci95"`
}

// difference is a - b with Newcombe's interval, which combines the two
// Wilson intervals (the two samples taken as independent); it is empty
// when either rate has no sample.
func difference(a, b Rate) *Change {
	if a.N == 0 || b.N == 0 {
		return nil
	}
	d := a.Rate - b.Rate
	lo := d - math.Sqrt(sq(a.Rate-a.CI95[0])+sq(b.CI95[1]-b.Rate))
	hi := d + math.Sqrt(sq(a.CI95[1]-a.Rate)+sq(b.Rate-b.CI95[0]))
	return &Change{Change: d, CI95: [2]float64{lo, hi}}
}

func sq(x float64) float64 { return x * x }

// Effect is a counterfactual: the holders' win rate in the games as
// played (With) and in the same games with the card changed (Without),
// and the difference with its 95% interval, paired by game.
type Effect struct {
	Games   int        `json:"games"`
	Holders int        `json:"holders"`
	With    float64    `json:"with"`
	Without float64    `json:"without"`
	Effect  float64    `json:"effect"`
	CI95    [2]float64 `json:"ci95"`
}

// effectOf computes the effect from the paired sums. The estimate is a
// ratio, total difference over total holders; its variance is the
// ratio estimator's, from the per-game residuals d_i - e·n_i (games are
// the independent units: holders in one game are not), with the small
// sample factor G/(G-1). With one game the interval is all of -1 to 1.
func effectOf(p *Paired) *Effect {
	if p == nil || p.Holders == 0 {
		return nil
	}
	n := float64(p.Holders)
	diff := float64(p.HalfWinsA - p.HalfWinsB)
	e := diff / n // in half-wins per holder
	out := &Effect{Games: p.Games, Holders: p.Holders, With: float64(p.HalfWinsA) / (2 * n),
		Without: float64(p.HalfWinsB) / (2 * n), Effect: e / 2}
	out.CI95 = [2]float64{-1, 1} // one game tells nothing of the spread
	if p.Games > 1 {
		resid := float64(p.DiffSq) - 2*e*float64(p.DiffHolders) + e*e*float64(p.HoldersSq)
		g := float64(p.Games)
		se := math.Sqrt(math.Max(0, resid)*g/(g-1)) / n / 2
		out.CI95 = [2]float64{out.Effect - z95*se, out.Effect + z95*se}
	}
	return out
}

// sqrtPos is the square root of x, or 0 when rounding made x negative.
func sqrtPos(x float64) float64 { return math.Sqrt(math.Max(0, x)) }
