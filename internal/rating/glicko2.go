// Package rating rates players with Glicko-2: a rating, how uncertain it
// is (its deviation) and how erratic the player's results are (its
// volatility), updated after each rated game as a rating period of its own.
// A game of more than two players counts as one game between each pair of
// its players, decided by their final places.
package rating

import "math"

// Rating is a player's Glicko-2 rating on the usual scale (a new player
// 1500), its deviation (a 95% interval is about two deviations either
// side) and its volatility.
type Rating struct {
	Rating     float64 `json:"rating"`
	Deviation  float64 `json:"deviation"`
	Volatility float64 `json:"volatility"`
}

// A new player's rating, deviation and volatility.
const (
	StartRating     = 1500
	StartDeviation  = 350
	StartVolatility = 0.06
)

// Tau is the system's constraint on how fast volatility changes; Glicko-2
// suggests 0.3 to 1.2, smaller for games whose results surprise less.
const Tau = 0.5

// ProvisionalDeviation is the deviation above which a rating is marked
// provisional: too few games to say much yet.
const ProvisionalDeviation = 110

// scale converts between the displayed scale and Glicko-2's internal one.
const scale = 173.7178

// convergence is the precision of the volatility's iteration.
const convergence = 1e-6

// New returns a new player's rating.
func New() Rating {
	return Rating{Rating: StartRating, Deviation: StartDeviation, Volatility: StartVolatility}
}

// Provisional reports whether the rating rests on too few games to show
// as settled.
func (r Rating) Provisional() bool { return r.Deviation > ProvisionalDeviation }

// Result is one game's outcome against an opponent as rated before it:
// Score 1 a win, 0.5 a draw, 0 a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// Update returns the rating after a rating period with these results,
// with the system constant tau. With no results only the deviation grows,
// as it does for a player who did not play.
func (r Rating) Update(results []Result, tau float64) Rating {
	mu, phi, sigma := (r.Rating-StartRating)/scale, r.Deviation/scale, r.Volatility
	if len(results) == 0 {
		return Rating{Rating: r.Rating, Deviation: math.Sqrt(phi*phi+sigma*sigma) * scale, Volatility: sigma}
	}
	var inverseV, sum float64
	for _, res := range results {
		muJ, phiJ := (res.Opponent.Rating-StartRating)/scale, res.Opponent.Deviation/scale
		g := 1 / math.Sqrt(1+3*phiJ*phiJ/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-g*(mu-muJ)))
		inverseV += g * g * e * (1 - e)
		sum += g * (res.Score - e)
	}
	v := 1 / inverseV
	delta := v * sum
	sigma = volatility(delta, phi, v, sigma, tau)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phi = 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu += phi * phi * sum
	return Rating{Rating: mu*scale + StartRating, Deviation: phi * scale, Volatility: sigma}
}

// volatility is the new volatility: the root of Glicko-2's f by the
// Illinois method, from the estimated improvement delta, the deviation
// phi and the estimated variance v (internal scale).
func volatility(delta, phi, v, sigma, tau float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	lo := a
	var hi float64
	if delta*delta > phi*phi+v {
		hi = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		hi = a - k*tau
	}
	fLo, fHi := f(lo), f(hi)
	for math.Abs(hi-lo) > convergence {
		mid := lo + (lo-hi)*fLo/(fHi-fLo)
		fMid := f(mid)
		if fMid*fHi <= 0 {
			lo, fLo = hi, fHi
		} else {
			fLo /= 2
		}
		hi, fHi = mid, fMid
	}
	return math.Exp(lo / 2)
}

// Places rates the players of one finished game by their final places
// (1 the winner; equal places a draw): each player's period holds one
// result against every other player, a win over each placed below it, a
// draw with each placed equal and a loss to each placed above, all
// against the ratings as they were before the game.
func Places(before []Rating, places []int, tau float64) []Rating {
	after := make([]Rating, len(before))
	results := make([]Result, 0, len(before))
	for i := range before {
		results = results[:0]
		for j := range before {
			if j == i {
				continue
			}
			score := 0.5
			switch {
			case places[i] < places[j]:
				score = 1
			case places[i] > places[j]:
				score = 0
			}
			results = append(results, Result{Opponent: before[j], Score: score})
		}
		after[i] = before[i].Update(results, tau)
	}
	return after
}
