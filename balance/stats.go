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
func wilson(p, n float64) [2]float64 { return wilsonZ(p, n, z95) }

// wilsonZ is the Wilson score interval of a proportion p out of n for the
// normal quantile z.
func wilsonZ(p, n, z float64) [2]float64 {
	den := 1 + z*z/n
	center := (p + z*z/(2*n)) / den
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / den
	lo, hi := math.Max(0, center-half), math.Min(1, center+half)
	if p == 0 {
		lo = 0 // exactly, whatever the rounding
	}
	if p == 1 {
		hi = 1
	}
	return [2]float64{lo, hi}
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

// z975 is the normal quantile of a two-sided 97.5% interval: an effect's
// interval joins two of them, so that both hold together at least 95% of
// the time (Bonferroni).
const z975 = 2.241402727604947

// MinDiscordant is the fewest discordant pairs (takers whose result the
// change turned) a counterfactual needs before it is flagged: below it,
// the card changed too few games to judge.
const MinDiscordant = 10

// Effect is a counterfactual: the takers' win rate in the games as played
// (With) and in the same games with the card changed (Without), and the
// difference with its 95% interval, paired taker by taker. Discordant
// counts the pairs whose result differs.
type Effect struct {
	Games      int        `json:"games"`
	Takers     int        `json:"takers"`
	Discordant int        `json:"discordant"`
	With       float64    `json:"with"`
	Without    float64    `json:"without"`
	Effect     float64    `json:"effect"`
	CI95       [2]float64 `json:"ci95"`
}

// effectOf computes the effect from the paired counts. It is the share of
// takers whose result the card turned (the discordance, in wins: a win
// turned into a draw counts half) times the balance of those turns (2q-1,
// q being the share of the turned half-wins that the card gained): (gained
// - lost) / 2 per taker. Its interval joins a 97.5% Wilson interval for
// each factor and takes the effect's extremes over both, so that it stays
// honest at small counts: with no discordant pair it is -d to +d, d being
// the upper bound of the discordance, never a point. Takers are taken as
// independent pairs.
func effectOf(p *Paired) *Effect {
	if p == nil || p.Takers == 0 {
		return nil
	}
	n := float64(p.Takers)
	out := &Effect{Games: p.Games, Takers: p.Takers, Discordant: p.Discordant,
		With: float64(p.HalfWinsA) / (2 * n), Without: float64(p.HalfWinsB) / (2 * n),
		Effect: float64(p.Gained-p.Lost) / (2 * n)}
	turned := float64(p.Gained+p.Lost) / 2 // in wins
	d := wilsonZ(turned/n, n, z975)
	q := [2]float64{0, 1}
	if turned > 0 {
		q = wilsonZ(float64(p.Gained)/float64(p.Gained+p.Lost), turned, z975)
	}
	out.CI95 = [2]float64{extreme(d, 2*q[0]-1, math.Min), extreme(d, 2*q[1]-1, math.Max)}
	return out
}

// extreme is pick (min or max) of d·balance over d's interval.
func extreme(d [2]float64, balance float64, pick func(a, b float64) float64) float64 {
	return pick(d[0]*balance, d[1]*balance)
}

// sqrtPos is the square root of x, or 0 when rounding made x negative.
func sqrtPos(x float64) float64 { return math.Sqrt(math.Max(0, x)) }
