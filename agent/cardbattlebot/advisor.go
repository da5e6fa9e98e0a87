package cardbattlebot

import (
	"errors"
	"fmt"
	"math"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// Odds are a deck order's chances in this round's battle, against what the
// ordering seat knows of its opponent.
type Odds struct {
	Win, Draw, Lose float64
	// Margin is the half-width of a 95% interval around the least certain
	// of the three chances: what sampling the opponent's decks (and any
	// battle too large to enumerate) leaves unknown. It is 0 when Exact.
	Margin float64
	// Exact says every deck the opponent may hold was evaluated over every
	// rock roll, each with its probability.
	Exact bool
	// Worlds is the number of distinct opponent decks evaluated.
	Worlds int
}

// Score is the order's expected trophy balance in the battle, Win - Lose:
// what BestOrder maximizes.
func (o Odds) Score() float64 { return o.Win - o.Lose }

// Battle is this round's battle as the ordering seat knows it.
type Battle struct {
	// Round is 1 to 6.
	Round int
	// Side is the seat's side in the battle (0 or 1, the order of the
	// round's pairing); First is the First Player's side, or -1 when a
	// coin flip decides it.
	Side, First int
	// Trumpets and Mana are what each side starts the battle with.
	Trumpets, Mana [2]int
	// Hand holds the seat's cards: the deck to order.
	Hand []cb.CardID
}

// Bounds on the advisor's work, so that no hand makes it hang.
const (
	// maxWorlds is the number of opponent decks sampled.
	maxWorlds = 64
	// oddsPositions bounds the positions one rating of an order enumerates
	// over all the opponent's decks, and deckPositions (or the deck's
	// share of oddsPositions, if larger) those of a single battle. A
	// battle too large for what is left is estimated from sampledBattles
	// battles instead.
	oddsPositions  = 30_000
	deckPositions  = 6_000
	sampledBattles = 200
	// maxDeckCards is the longest deck a scenario allows.
	maxDeckCards = 32
)

// Advisor rates orders of a seat's deck for this round's battle: each
// opponent deck it assumes is evaluated exactly over the rock rolls by the
// battle calculator, and the results are averaged by the decks' weights.
// It is deterministic: the same knowledge and seed give the same odds.
type Advisor struct {
	g *cb.Game
	b Battle
	// decks are the opponent's decks; complete says they are every
	// possibility (their weights probabilities), otherwise a sample.
	decks    []OpponentDeck
	complete bool
	seed     uint64
	cache    map[string]Odds
}

// NewAdvisor makes an advisor for battle b against the opponent's decks:
// every possibility with its probability when complete, otherwise a sample
// (the odds are then an estimate with a margin). seed drives the battles
// sampled when one is too large to enumerate.
func NewAdvisor(g *cb.Game, b Battle, decks []OpponentDeck, complete bool, seed uint64) (*Advisor, error) {
	switch {
	case b.Round < 1 || b.Round > cb.NumRounds:
		return nil, fmt.Errorf("advisor: round %d; want 1 to %d", b.Round, cb.NumRounds)
	case b.Side != 0 && b.Side != 1:
		return nil, fmt.Errorf("advisor: side %d; want 0 or 1", b.Side)
	case b.First < -1 || b.First > 1:
		return nil, fmt.Errorf("advisor: First Player's side %d; want 0, 1 or -1 (a coin flip)", b.First)
	case len(decks) == 0:
		return nil, fmt.Errorf("advisor: no opponent deck to battle")
	}
	for p := 0; p < 2; p++ {
		if b.Trumpets[p] < 0 || b.Trumpets[p] > 99 || b.Mana[p] < 0 || b.Mana[p] > 99 {
			return nil, fmt.Errorf("advisor: trumpets %v and mana %v; each must be 0 to 99", b.Trumpets, b.Mana)
		}
	}
	if err := checkDeck(g, "hand", b.Hand); err != nil {
		return nil, err
	}
	for i, d := range decks {
		if err := checkDeck(g, fmt.Sprintf("opponent deck %d", i+1), d.Cards); err != nil {
			return nil, err
		}
		if !(d.Weight > 0) || math.IsInf(d.Weight, 0) {
			return nil, fmt.Errorf("advisor: opponent deck %d has weight %v; want a positive number", i+1, d.Weight)
		}
	}
	return &Advisor{g: g, b: b, decks: decks, complete: complete, seed: seed, cache: map[string]Odds{}}, nil
}

// checkDeck refuses a deck that is too long or names no card of the set.
func checkDeck(g *cb.Game, what string, deck []cb.CardID) error {
	if len(deck) > maxDeckCards {
		return fmt.Errorf("advisor: the %s has %d cards; at most %d are allowed", what, len(deck), maxDeckCards)
	}
	n := len(g.Cards().Cards)
	for i, id := range deck {
		if id == 0 || int(id) >= n {
			return fmt.Errorf("advisor: card %d of the %s is %d, not a card of the set", i+1, what, id)
		}
	}
	return nil
}

// Hand returns the seat's cards (a copy).
func (a *Advisor) Hand() []cb.CardID { return append([]cb.CardID(nil), a.b.Hand...) }

// Odds rates a deck order (top card first), which must hold exactly the
// seat's hand.
func (a *Advisor) Odds(order []cb.CardID) (Odds, error) {
	if err := a.checkOrder(order); err != nil {
		return Odds{}, err
	}
	key := string(cardBytes(order))
	if o, ok := a.cache[key]; ok {
		return o, nil
	}
	o, _ := a.evaluate(order, effort{worlds: len(a.decks), positions: oddsPositions, battles: sampledBattles})
	a.cache[key] = o
	return o, nil
}

// checkOrder refuses an order that is not the hand rearranged.
func (a *Advisor) checkOrder(order []cb.CardID) error {
	if len(order) != len(a.b.Hand) {
		return fmt.Errorf("advisor: the order has %d cards but the hand %d", len(order), len(a.b.Hand))
	}
	count := map[cb.CardID]int{}
	for _, id := range a.b.Hand {
		count[id]++
	}
	for i, id := range order {
		if count[id] == 0 {
			return fmt.Errorf("advisor: card %d of the order (%s) is not in the hand, or not that often", i+1, a.g.Cards().Name(id))
		}
		count[id]--
	}
	return nil
}

// deckResult is one opponent deck's result for the seat: win, draw and
// lose chances, the variance each carries from sampled battles, and the
// positions enumerated.
type deckResult struct {
	p, v      [3]float64
	exact     bool
	positions int
}

// effort bounds one rating of an order: the opponent decks it uses (the
// first ones), the positions it may enumerate in all, and the battles it
// samples of an opponent deck too large to enumerate.
type effort struct{ worlds, positions, battles int }

// evaluate rates order against the first opponent decks, each enumerated
// exactly while the positions last, and returns the positions enumerated.
func (a *Advisor) evaluate(order []cb.CardID, e effort) (Odds, int) {
	done := map[string]deckResult{}
	var results []deckResult
	var weights []float64
	positions := 0
	exact := true
	n := min(e.worlds, len(a.decks))
	// A deck may take its share of the positions when that is more than
	// deckPositions: a single known deck may take them all.
	perDeck := max(deckPositions, e.positions/n)
	for _, d := range a.decks[:n] {
		key := string(cardBytes(d.Cards))
		r, ok := done[key]
		if !ok {
			r = a.battle(order, d.Cards, min(perDeck, e.positions-positions), e.battles)
			positions += r.positions
			done[key] = r
		}
		exact = exact && r.exact
		results = append(results, r)
		weights = append(weights, d.Weight)
	}
	whole := a.complete && n == len(a.decks)
	o := combine(results, weights, whole)
	o.Exact = exact && whole
	if o.Exact {
		o.Margin = 0
	}
	o.Worlds = len(done)
	return o, positions
}

// combine averages the decks' results by weight; the margin adds, unless
// the decks are every possibility, the spread between decks, and always
// the variance of sampled battles.
func combine(rs []deckResult, w []float64, whole bool) Odds {
	total := 0.0
	var mean [3]float64
	for i, r := range rs {
		total += w[i]
		for j := range mean {
			mean[j] += w[i] * r.p[j]
		}
	}
	for j := range mean {
		mean[j] /= total
	}
	worst := 0.0
	k := float64(len(rs))
	for j := range mean {
		spread, battles := 0.0, 0.0
		for i, r := range rs {
			d := r.p[j] - mean[j]
			spread += w[i] * w[i] * d * d
			battles += w[i] * w[i] * r.v[j]
		}
		v := battles / (total * total)
		if !whole && k > 1 {
			v += spread / (total * total) * k / (k - 1)
		}
		worst = max(worst, v)
	}
	return Odds{Win: mean[0], Draw: mean[1], Lose: mean[2], Margin: 1.96 * math.Sqrt(worst)}
}

// battle rates order against one opponent deck, for each First Player the
// battle may have: exactly over every rock roll with the battle calculator
// while the maxPositions positions last, otherwise from the given number of
// sampled battles.
func (a *Advisor) battle(order, deck []cb.CardID, maxPositions, battles int) deckResult {
	firsts := []int{a.b.First}
	if a.b.First < 0 {
		firsts = []int{0, 1}
	}
	share := 1 / float64(len(firsts))
	r := deckResult{exact: true}
	me := a.b.Side
	for _, first := range firsts {
		left := maxPositions - r.positions
		sc := cb.Scenario{Round: a.b.Round, FirstPlayer: first, Trumpets: a.b.Trumpets, Mana: a.b.Mana, MaxPositions: left}
		sc.Cards[me], sc.Cards[1-me] = order, deck
		var odds *cb.Odds
		err := errNoPositions
		if left > 0 {
			odds, err = a.g.ExactOdds(&sc)
		}
		var p [3]float64
		if err == nil {
			r.positions += odds.Positions
			p = [3]float64{odds.Win[me], odds.Draw, odds.Win[1-me]}
		} else {
			// The rolls depend on the opponent's deck only, so that
			// orders are compared on the same rolls.
			r.positions += max(left, 0)
			r.exact = false
			rng := game.NewRNG(game.Mix(game.Mix(a.seed, hashIDs(deck)), uint64(first)))
			est := a.g.SampledOdds(&sc, battles, &rng)
			p = [3]float64{est.Win[me], est.Draw, est.Win[1-me]}
			for j := range p {
				r.v[j] += share * share * p[j] * (1 - p[j]) / float64(battles)
			}
		}
		for j := range p {
			r.p[j] += share * p[j]
		}
	}
	return r
}

// errNoPositions stands for an enumeration not tried: no positions are
// left for it.
var errNoPositions = errors.New("no positions left to enumerate")
