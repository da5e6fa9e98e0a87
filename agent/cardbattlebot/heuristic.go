package cardbattlebot

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// Heuristic is a sensible Card Battle player: it buys and sells by card
// value, triples when the expected card is worth more than the three pets,
// orders its deck by simulating battles against samples of what it knows
// of the opponent's hand, and orders its simultaneous battle abilities by
// looking ahead with the battle calculator.
type Heuristic struct {
	spec string
	g    *cb.Game
	v    *values
	// Samples is the number of opponent hands sampled when ordering a deck.
	Samples int
	// Rolls is the number of battles simulated per sample and candidate.
	Rolls int
	// ModelOpponent predicts the opponent's deck order as the best reply to
	// a plain order of this hand, instead of assuming a plain order.
	ModelOpponent bool
	// Shortlist, when positive, bounds the work of ordering a large hand:
	// with more than four times this many candidate orders, each plays a
	// quarter of its battles and only this many best play them all.
	Shortlist int
	// plans holds the deck plans of recent arrangements (see arrangement).
	plans planStore
}

// NewHeuristic makes the heuristic player for g.
func NewHeuristic(spec string, g *cb.Game) *Heuristic {
	mean := 0.0
	for _, f := range g.Dice() {
		mean += float64(f)
	}
	mean /= float64(len(g.Dice()))
	return &Heuristic{spec: spec, g: g, v: newValues(g.Cards(), mean), Samples: 4, Rolls: 3}
}

// Name returns the spec the player was created with.
func (h *Heuristic) Name() string { return h.spec }

// Act chooses a legal action from the observation.
func (h *Heuristic) Act(view *game.View, seed uint64) (game.Action, error) {
	legal := view.Legal()
	if len(legal) == 0 {
		return 0, fmt.Errorf("%s: no legal action", h.spec)
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	obs, ok := view.Observation().(*cb.Observation)
	if !ok {
		return 0, fmt.Errorf("%s plays Card Battle only", h.spec)
	}
	switch obs.Phase {
	case "shop":
		return h.shop(obs, legal), nil
	case "selling":
		return h.sell(obs, legal), nil
	case "triple_keep":
		hand := h.ids(obs.Hand)
		a, b := h.id(obs.TripleChoice[0]), h.id(obs.TripleChoice[1])
		if h.v.team(append(hand, b)) > h.v.team(append(hand, a)) {
			return cb.Move{Kind: cb.MoveKeep, Slot: 1}.Action(), nil
		}
		return cb.Move{Kind: cb.MoveKeep, Slot: 0}.Action(), nil
	case "arrange":
		return h.arrange(view, obs, legal), nil
	case "ability_order":
		return abilityOrder(view, seed)
	case "prep_order":
		return h.prepOrder(view, seed), nil
	}
	return legal[0], nil
}

func (h *Heuristic) id(name string) cb.CardID {
	id, _ := h.g.Cards().Lookup(name)
	return id
}

func (h *Heuristic) ids(names []string) []cb.CardID {
	out := make([]cb.CardID, 0, len(names)+4)
	for _, n := range names {
		out = append(out, h.id(n))
	}
	return out
}

// passWorth is the least gain that a buy must bring to beat passing.
const passWorth = 0.01

// shop values every legal action by the team it leaves and takes the best;
// it passes when nothing helps, and sells its weakest pets when it must.
func (h *Heuristic) shop(obs *cb.Observation, legal []game.Action) game.Action {
	gains := h.shopGains(obs, legal)
	best := -1
	for i, g := range gains {
		if g > passWorth && (best < 0 || g > gains[best]) {
			best = i
		}
	}
	if best >= 0 {
		return legal[best]
	}
	for _, a := range legal {
		if m, _ := cb.DecodeAction(a); m.Kind == cb.MovePass {
			return a
		}
	}
	return h.sell(obs, legal)
}

// shopGains returns what each shop action adds to the team's value: a buy
// or a triple its gain, a pass passWorth; the others (sales) -Inf.
func (h *Heuristic) shopGains(obs *cb.Observation, legal []game.Action) []float64 {
	hand := h.ids(obs.Hand)
	base := h.v.team(hand)
	gains := make([]float64, len(legal))
	for i, a := range legal {
		m, _ := cb.DecodeAction(a)
		switch m.Kind {
		case cb.MovePass:
			gains[i] = passWorth
		case cb.MoveBuyDisplay:
			gains[i] = h.v.team(h.gained(hand, h.id(obs.Display[m.Slot]), obs.Round)) - base
		case cb.MoveBuyBlind:
			gains[i] = h.expected(hand, obs.Round, obs, nil) - base
		case cb.MoveTriple:
			gains[i] = h.tripleGain(hand, m.Cards, obs) - base
		default:
			gains[i] = math.Inf(-1)
		}
	}
	return gains
}

// Values returns the worth of each of the view's legal actions, in the
// order of view.Legal(): in the shop, when something is worth buying, what
// each buy adds to the team (see shopGains); in arranging the deck, the
// battles won by the best order starting with each card (see
// arrangeValues); elsewhere, or when no order it considers starts with
// the cards placed, the heuristic's choice is worth 0 and every
// other action -Inf, as it has no scale there.
func (h *Heuristic) Values(view *game.View, seed uint64) ([]float64, error) {
	legal := view.Legal()
	if obs, ok := view.Observation().(*cb.Observation); ok && len(legal) > 1 {
		switch obs.Phase {
		case "shop":
			gains := h.shopGains(obs, legal)
			for _, g := range gains {
				if g > passWorth {
					return gains, nil
				}
			}
		case "arrange":
			// No value at all when no order the heuristic considers starts
			// with the cards placed so far (placed by someone else's plan).
			values := h.arrangeValues(view, obs, legal)
			if slices.ContainsFunc(values, func(v float64) bool { return !math.IsInf(v, -1) }) {
				return values, nil
			}
		}
	}
	choice, err := h.Act(view, seed)
	if err != nil {
		return nil, err
	}
	values := make([]float64, len(legal))
	for i, a := range legal {
		if a != choice {
			values[i] = math.Inf(-1)
		}
	}
	return values, nil
}

// gained is the hand after gaining a card, with what its Buy ability adds.
func (h *Heuristic) gained(hand []cb.CardID, id cb.CardID, round int) []cb.CardID {
	out := append(append([]cb.CardID(nil), hand...), id)
	return h.withShopAbility(out, id, cb.TriggerBuy, round)
}

func (h *Heuristic) withShopAbility(hand []cb.CardID, id cb.CardID, trig cb.Trigger, round int) []cb.CardID {
	ab := &h.g.Cards().Cards[id].Ability
	if ab.Trigger != trig || (ab.Cond == cb.CondRoundAtLeast && round < ab.CondArg) {
		return hand
	}
	for _, e := range ab.Effects {
		if e.Kind == cb.EffectAdd {
			for k := 0; k < e.Count; k++ {
				hand = append(hand, e.Card)
			}
		}
	}
	return hand
}

// expected is the team's mean value after gaining one card of a tier deck,
// drawn from the copies this seat has not seen elsewhere.
func (h *Heuristic) expected(hand []cb.CardID, tier int, obs *cb.Observation, bonus func(cb.CardID) float64) float64 {
	seen := map[cb.CardID]int{}
	for _, names := range [][]string{obs.Display, obs.Discarded, obs.Hand} {
		for _, n := range names {
			if n != "" {
				seen[h.id(n)]++
			}
		}
	}
	total, weight := 0.0, 0.0
	cs := h.g.Cards()
	for i := 1; i < len(cs.Cards); i++ {
		c := &cs.Cards[i]
		if c.Tier != tier {
			continue
		}
		left := float64(c.Copies - seen[c.ID])
		if left <= 0 {
			continue
		}
		x := h.v.team(h.gained(hand, c.ID, obs.Round))
		if bonus != nil {
			x += bonus(c.ID)
		}
		total += left * x
		weight += left
	}
	if weight == 0 {
		return h.v.team(hand)
	}
	return total / weight
}

// tripleGain is the team after a Triple: three pets gone, their Triple
// abilities resolved, and the better of two cards from the next tier kept
// (estimated as the mean plus a bonus for the choice), if that deck has any.
func (h *Heuristic) tripleGain(hand []cb.CardID, three [3]cb.CardID, obs *cb.Observation) float64 {
	rest := append([]cb.CardID(nil), hand...)
	for _, id := range three {
		for i, x := range rest {
			if x == id {
				rest = append(rest[:i], rest[i+1:]...)
				break
			}
		}
	}
	gold := 0.0
	for _, id := range three {
		rest = h.withShopAbility(rest, id, cb.TriggerTriple, obs.Round)
		ab := &h.g.Cards().Cards[id].Ability
		if ab.Trigger == cb.TriggerTriple && (ab.Cond != cb.CondRoundAtLeast || obs.Round >= ab.CondArg) {
			for _, e := range ab.Effects {
				if e.Kind == cb.EffectRefreshGold {
					gold += 0.8 * float64(e.Count)
				}
			}
		}
	}
	tier := min(obs.Round+1, cb.NumRounds)
	if obs.TierDecks[tier-1] == 0 {
		return h.v.team(rest) + gold // an empty deck: nothing to draw
	}
	return h.expected(rest, tier, obs, nil) + 0.5 + gold
}

// sell reveals the weakest pets beyond five, in card order, then finishes.
func (h *Heuristic) sell(obs *cb.Observation, legal []game.Action) game.Action {
	all := append(h.ids(obs.Hand), h.ids(obs.Selling)...)
	var pets []cb.CardID
	for _, id := range all {
		if h.g.Cards().Cards[id].Kind == cb.KindPet {
			pets = append(pets, id)
		}
	}
	sort.SliceStable(pets, func(i, j int) bool { return h.v.of[pets[i]] < h.v.of[pets[j]] })
	surplus := max(len(pets)-5, 1)
	toSell := map[cb.CardID]int{}
	for _, id := range pets[:min(surplus, len(pets))] {
		toSell[id]++
	}
	for _, id := range h.ids(obs.Selling) {
		toSell[id]--
	}
	for _, a := range legal {
		m, _ := cb.DecodeAction(a)
		if m.Kind == cb.MoveSell && toSell[m.Card] > 0 {
			return a
		}
	}
	for _, a := range legal {
		if m, _ := cb.DecodeAction(a); m.Kind == cb.MoveSellDone {
			return a
		}
	}
	return legal[0]
}

// DeckOrder takes the ordering decisions of the Battle Phase with the
// battle calculator: the deck's order in Battle Prep and the order of the
// seat's simultaneous abilities in battle; it declines every other
// decision (ok false).
func (h *Heuristic) DeckOrder(view *game.View, seed uint64) (game.Action, bool, error) {
	obs, ok := view.Observation().(*cb.Observation)
	switch {
	case ok && obs.Phase == "arrange":
		return h.arrange(view, obs, view.Legal()), true, nil
	case ok && obs.Phase == "ability_order" && len(view.Legal()) > 1:
		a, err := abilityOrder(view, seed)
		return a, true, err
	}
	return 0, false, nil
}
