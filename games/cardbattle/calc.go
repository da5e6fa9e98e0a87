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
	// Choices are the orders of abilities the players chose, in battle
	// order.
	Choices []OrderChoice
}

// Odds are exact probabilities of a battle's results over every rock roll.
type Odds struct {
	Win  [2]float64
	Draw float64
	// Positions is the number of distinct positions evaluated (rock rolls
	// and choices of order).
	Positions int
	// Choices are the choices of order taken, one entry for each distinct
	// set of options and choice, with the number of positions where it
	// was taken.
	Choices []OrderChoice
}

// OrderChoice is one choice of a player's next simultaneous ability, as the
// calculator took it.
type OrderChoice struct {
	Seat int
	// Options name the abilities that could resolve next; Took is the
	// index of the one chosen.
	Options []string
	Took    int
	// Fixed is set when the scenario's choices named it; otherwise it is
	// the option best for Seat: the highest chance to win the battle, then
	// to draw.
	Fixed bool
	// Win and Draw are Seat's exact chances with each option (a single
	// battle only, and only when the calculator chose).
	Win, Draw []float64
	// Positions counts the positions where this choice was taken (exact
	// odds only).
	Positions int
}

// ChoiceOdds are the chances of the seat choosing its order with one
// option, every later choice taken by its player as best for them.
type ChoiceOdds struct {
	Action    game.Action
	Win, Draw float64
}

// MaxExactPositions bounds the positions ExactOdds evaluates: about two
// million, a few seconds of work.
const MaxExactPositions = 2_000_000

// battleFor sets up a scenario's battle.
func (g *Game) battleFor(b *battle, sc *Scenario) {
	b.reset(g, sc.Round, sc.FirstPlayer, [2]int8{0, 1}, sc.Cards, sc.Trumpets, sc.Mana)
}

// RunScenario plays the scenario's battle once. Rock totals come from the
// scenario's rocks (faces used in order; running out is an error) or, when it
// has none, from dice rolled with seed. When a player must choose the order
// of their abilities, the scenario's choices name it (running out is an
// error) or, when it has none, the player takes the option that is best for
// them, computed exactly over every later rock roll and choice.
func (g *Game) RunScenario(sc *Scenario, seed uint64) (*BattleOutcome, error) {
	out := &BattleOutcome{}
	var b battle
	var log game.EventLog
	log.SetOn(true)
	b.sink = &log
	g.battleFor(&b, sc)
	rng := game.NewRNG(seed)
	used := 0
	throws := 0
	for b.run(); !b.over(); b.run() {
		if b.asking {
			c, err := g.chooseOrder(&b, sc, len(out.Choices))
			if err != nil {
				return nil, err
			}
			out.Choices = append(out.Choices, c)
			continue
		}
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
	for _, d := range log.Drain(nil) {
		out.Events = append(out.Events, eventOf(d))
	}
	out.Winner = b.winnerSeat()
	return out, nil
}

// SimulateBattle plays one battle between two decks (top card first) with
// rock dice rolled from rng and returns the winner, or -1 for a draw. It does
// not allocate, so search and bots can call it in their inner loops. Under
// the choose rule it does not ask for orders: each player's simultaneous
// abilities resolve in the order they arose (the pet_first order).
func (g *Game) SimulateBattle(decks [2][]CardID, first, round int, rng *game.RNG) int {
	var b battle
	b.reset(g, round, first, [2]int8{0, 1}, decks, [2]int{}, [2]int{})
	return b.playOut(rng)
}

// playOut finishes b with rock dice rolled from rng, each player's
// simultaneous abilities resolving in the order they arose (no order is
// asked for), and returns the winning side, or -1 for a draw.
func (b *battle) playOut(rng *game.RNG) int {
	b.choose = false
	for b.run(); !b.over(); b.run() {
		b.rolled(b.game.roll(rng, int(b.dice)))
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

// chooseOrder takes the choice of order b waits for: the scenario's next
// fixed choice, or the option best for the choosing side.
func (g *Game) chooseOrder(b *battle, sc *Scenario, k int) (OrderChoice, error) {
	var buf [queueCap]game.Action
	opts := b.orderOptions(buf[:0])
	c := OrderChoice{Seat: b.chooser(), Options: optionNames(g.set, opts)}
	if sc.Choices != nil {
		i, err := fixedChoice(g.set, *sc.Choices, k, opts)
		if err != nil {
			return c, err
		}
		c.Took, c.Fixed = i, true
	} else {
		odds, err := g.orderOdds(b, opts, sc.maxPositions())
		if err != nil {
			return c, fmt.Errorf("choice of order %d, by P%d: %w; name the choices in the scenario's choices list instead", k+1, c.Seat+1, err)
		}
		for _, o := range odds {
			c.Win = append(c.Win, o.Win)
			c.Draw = append(c.Draw, o.Draw)
		}
		c.Took = bestChoice(odds)
	}
	m, _ := DecodeAction(opts[c.Took])
	b.pick(m.Card, m.Trigger, m.Later)
	return c, nil
}

// orderOdds evaluates each option of the choice b waits for exactly, every
// later choice taken by its player as best for them.
func (g *Game) orderOdds(b *battle, opts []game.Action, maxNodes int) ([]ChoiceOdds, error) {
	side := b.chooser()
	e := exact{g: g, memo: map[uint64][3]float64{}, maxNodes: maxNodes}
	out := make([]ChoiceOdds, len(opts))
	for i, a := range opts {
		c := *b
		c.sink = nil
		m, _ := DecodeAction(a)
		c.pick(m.Card, m.Trigger, m.Later)
		r, err := e.eval(c, 0)
		if err != nil {
			return nil, fmt.Errorf("choosing %s's order: %w", sideName(side), err)
		}
		out[i] = ChoiceOdds{Action: a, Win: r[side], Draw: r[2]}
	}
	return out, nil
}

// OrderOdds evaluates each legal choice of the seat choosing the order of
// its abilities (in LegalActions order): its exact chances to win and to
// draw the battle, every later choice taken by its player as best for
// them. It fails if more than maxPositions positions would be evaluated.
func (s *State) OrderOdds(maxPositions int) ([]ChoiceOdds, error) {
	if s.phase != phaseAbilityOrder {
		return nil, fmt.Errorf("no choice of order is pending (phase %s)", phaseNames[s.phase])
	}
	var buf [queueCap]game.Action
	return s.g.orderOdds(&s.b, s.b.orderOptions(buf[:0]), maxPositions)
}

// PlayOutOrder takes a, one of the options of the choice of order pending
// in s, on a copy of the battle and finishes the battle with rolls drawn
// from rng, every later group of simultaneous abilities resolving in the
// order its abilities arose (no further choice, and no check whether one
// would matter): 1 if the choosing player wins the battle, 0 on a draw, -1
// if they lose. s is not changed. It is a fast sample for bots that
// estimate the options when OrderOdds gives up.
func (s *State) PlayOutOrder(a game.Action, rng *game.RNG) (int, error) {
	if s.phase != phaseAbilityOrder {
		return 0, fmt.Errorf("no choice of order is pending (phase %s)", phaseNames[s.phase])
	}
	b := s.b
	b.sink = nil
	side := b.chooser()
	m, ok := DecodeAction(a)
	if !ok || m.Kind != MoveAbility || !b.pick(m.Card, m.Trigger, m.Later) {
		return 0, fmt.Errorf("%s is not an option of the pending choice of order", s.ActionString(a))
	}
	switch b.playOut(rng) {
	case -1:
		return 0, nil
	case side:
		return 1, nil
	}
	return -1, nil
}

// bestChoice returns the option with the highest chance to win, then to
// draw; the earliest on a tie.
func bestChoice(odds []ChoiceOdds) int {
	best := 0
	for i, o := range odds {
		if better(o.Win, o.Draw, odds[best].Win, odds[best].Draw) {
			best = i
		}
	}
	return best
}

// better reports whether chances (win, draw) beat (win2, draw2), ignoring
// rounding differences.
func better(win, draw, win2, draw2 float64) bool {
	const eps = 1e-12
	return win > win2+eps || (win > win2-eps && draw > draw2+eps)
}

func sideName(side int) string { return fmt.Sprintf("P%d", side+1) }

// optionNames names the options of a choice of order.
func optionNames(cs *CardSet, opts []game.Action) []string {
	out := make([]string, len(opts))
	for i, a := range opts {
		m, _ := DecodeAction(a)
		out[i] = AbilityName(cs, m.Card, m.Trigger, m.Later)
	}
	return out
}

// ExactOdds enumerates every rock roll of the scenario's battle (its rocks
// list, if any, is ignored) and returns the exact probability of each
// result. Each choice of order is the scenario's (its choices list applies
// along every sequence of rolls) or, without one, the option best for the
// choosing player. It gives up, with an error, past the scenario's
// position limit.
func (g *Game) ExactOdds(sc *Scenario) (*Odds, error) {
	var b battle
	g.battleFor(&b, sc)
	e := exact{g: g, memo: map[uint64][3]float64{}, maxNodes: sc.maxPositions(), taken: map[string]int{}}
	if sc.Choices != nil {
		e.fixed = *sc.Choices
	}
	r, err := e.eval(b, 0)
	if err != nil {
		return nil, err
	}
	odds := &Odds{Win: [2]float64{r[0], r[1]}, Draw: r[2], Positions: len(e.memo)}
	for _, c := range e.choices {
		c.Positions = e.taken[choiceKey(c)]
		odds.Choices = append(odds.Choices, c)
	}
	return odds, nil
}

// exact evaluates a battle over every rock roll, with memoization.
type exact struct {
	g        *Game
	memo     map[uint64][3]float64
	maxNodes int
	// fixed are the scenario's choices of order, used in turn along each
	// sequence of rolls; nil lets each player take the best option.
	fixed []string
	// choices and taken record the choices made (taken counts positions
	// by choiceKey); nil taken records nothing.
	choices []OrderChoice
	taken   map[string]int
}

// eval returns [P(seat 0 wins), P(seat 1 wins), P(draw)] from b, memoizing
// positions where dice are about to be rolled or an order chosen; k fixed
// choices have been used on the way.
func (e *exact) eval(b battle, k int) ([3]float64, error) {
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
	if e.fixed != nil {
		h.Int(int64(k))
	}
	key := h.Sum()
	if r, ok := e.memo[key]; ok {
		return r, nil
	}
	if len(e.memo) >= e.maxNodes {
		return [3]float64{}, fmt.Errorf("more than %d positions: too many to enumerate exactly; sample with a seed instead", e.maxNodes)
	}
	e.memo[key] = [3]float64{} // reserve, so the bound counts this node
	if b.asking {
		r, err := e.choose(b, k)
		e.memo[key] = r
		return r, err
	}
	var r [3]float64
	for _, o := range e.g.RockOutcomes(int(b.dice)) {
		c := b
		c.rolled(int(o.Action - actRockBase))
		sub, err := e.eval(c, k)
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

// choose evaluates a choice of order: the fixed choice, or the option best
// for the choosing side.
func (e *exact) choose(b battle, k int) ([3]float64, error) {
	var buf [queueCap]game.Action
	opts := b.orderOptions(buf[:0])
	side := b.chooser()
	at := func(i int, k int) ([3]float64, error) {
		c := b
		m, _ := DecodeAction(opts[i])
		c.pick(m.Card, m.Trigger, m.Later)
		return e.eval(c, k)
	}
	if e.fixed != nil {
		i, err := fixedChoice(e.g.set, e.fixed, k, opts)
		if err != nil {
			return [3]float64{}, err
		}
		e.record(OrderChoice{Seat: side, Options: optionNames(e.g.set, opts), Took: i, Fixed: true})
		return at(i, k+1)
	}
	var best [3]float64
	took := 0
	for i := range opts {
		r, err := at(i, k)
		if err != nil {
			return r, err
		}
		if i == 0 || better(r[side], r[2], best[side], best[2]) {
			best, took = r, i
		}
	}
	e.record(OrderChoice{Seat: side, Options: optionNames(e.g.set, opts), Took: took})
	return best, nil
}

// record counts a choice taken at one position.
func (e *exact) record(c OrderChoice) {
	if e.taken == nil {
		return
	}
	key := choiceKey(c)
	if e.taken[key] == 0 {
		e.choices = append(e.choices, c)
	}
	e.taken[key]++
}

// choiceKey identifies a choice by its seat, options and the option taken.
func choiceKey(c OrderChoice) string {
	return fmt.Sprint(c.Seat, c.Options, c.Took)
}
