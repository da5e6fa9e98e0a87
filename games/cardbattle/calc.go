package cardbattle

import (
	"fmt"

	"menagerie/game"
)

// BattleOutcome is the result of one calculated battle.
type BattleOutcome struct {
	// Winner is the winning seat, or -1 for a draw.
	Winner int
	// Events is the play-by-play.
	Events []Event
}

// Odds are exact probabilities of a battle's results over every rock roll.
type Odds struct {
	Win  [2]float64
	Draw float64
	// Positions is the number of distinct rock-roll positions evaluated.
	Positions int
}

// maxExactNodes bounds the positions ExactOdds evaluates.
const maxExactNodes = 2_000_000

// battleFor sets up a scenario's battle.
func (g *Game) battleFor(b *battle, sc *Scenario) {
	b.reset(g, sc.Round, sc.FirstPlayer, sc.Cards, sc.Trumpets, sc.Mana)
}

// RunScenario plays the scenario's battle once. Rock totals come from the
// scenario's rocks (faces used in order; running out is an error) or, when it
// has none, from dice rolled with seed.
func (g *Game) RunScenario(sc *Scenario, seed uint64) (*BattleOutcome, error) {
	out := &BattleOutcome{}
	var b battle
	b.sink = func(e Event) { out.Events = append(out.Events, e) }
	g.battleFor(&b, sc)
	rng := game.NewRNG(seed)
	used := 0
	throws := 0
	for b.run(); !b.over(); b.run() {
		n := int(b.dice)
		throws++
		total := 0
		if sc.Rocks != nil {
			faces := *sc.Rocks
			if used+n > len(faces) {
				return nil, fmt.Errorf("rocks ran out: throw %d needs %s but only %s left", throws, plural(n, "die", "dice"), plural(len(faces)-used, "face is", "faces are"))
			}
			for _, f := range faces[used : used+n] {
				total += f
			}
			used += n
		} else {
			total = g.roll(&rng, n)
		}
		b.rolled(total)
	}
	out.Winner = b.winnerSeat()
	return out, nil
}

// SimulateBattle plays one battle between two decks (top card first) with
// rock dice rolled from rng and returns the winner, or -1 for a draw. It does
// not allocate, so search and bots can call it in their inner loops.
func (g *Game) SimulateBattle(decks [2][]CardID, first, round int, rng *game.RNG) int {
	var b battle
	b.reset(g, round, first, decks, [2]int{}, [2]int{})
	for b.run(); !b.over(); b.run() {
		b.rolled(g.roll(rng, int(b.dice)))
	}
	return b.winnerSeat()
}

// roll throws n rock dice.
func (g *Game) roll(rng *game.RNG, n int) int {
	total := 0
	for i := 0; i < n; i++ {
		total += g.dice[rng.IntN(len(g.dice))]
	}
	return total
}

// ExactOdds enumerates every rock roll of the scenario's battle (its rocks
// list, if any, is ignored) and returns the exact probability of each result.
func (g *Game) ExactOdds(sc *Scenario) (*Odds, error) {
	var b battle
	g.battleFor(&b, sc)
	e := exact{g: g, memo: map[uint64][3]float64{}}
	r, err := e.eval(b)
	if err != nil {
		return nil, err
	}
	return &Odds{Win: [2]float64{r[0], r[1]}, Draw: r[2], Positions: len(e.memo)}, nil
}

type exact struct {
	g    *Game
	memo map[uint64][3]float64
}

// eval returns [P(seat 0 wins), P(seat 1 wins), P(draw)] from b, memoizing
// positions where dice are about to be rolled.
func (e *exact) eval(b battle) ([3]float64, error) {
	b.run()
	if b.over() {
		var r [3]float64
		if w := b.winnerSeat(); w >= 0 {
			r[w] = 1
		} else {
			r[2] = 1
		}
		return r, nil
	}
	h := game.NewHasher()
	b.hash(&h)
	key := h.Sum()
	if r, ok := e.memo[key]; ok {
		return r, nil
	}
	if len(e.memo) >= maxExactNodes {
		return [3]float64{}, fmt.Errorf("more than %d rock-roll positions: too many to enumerate exactly; sample with a seed instead", maxExactNodes)
	}
	e.memo[key] = [3]float64{} // reserve, so the bound counts this node
	var r [3]float64
	for _, o := range e.g.RockOutcomes(int(b.dice)) {
		c := b
		c.rolled(int(o.Action - actRockBase))
		sub, err := e.eval(c)
		if err != nil {
			return r, err
		}
		for i := range r {
			r[i] += o.Prob * sub[i]
		}
	}
	e.memo[key] = r
	return r, nil
}
