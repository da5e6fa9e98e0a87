// Package dojobot holds a heuristic Dojo player.
package dojobot

import (
	"fmt"
	"math"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/dojo"
)

// Heuristic is a sensible Dojo player. It plays on states sampled from its
// view (the opponent's hand and the deck orders are unknown): it tries each
// legal action, follows its own next decisions of the turn greedily (the
// attack after a play, the upgrade after a defeat), lets the opponent
// answer an attack with its response, and takes the action whose position
// values best on average over playSamples samples: the strength of its zone
// and hand less the opponent's (see eval). Equal values are drawn among
// with the seed. It places its starting animals by layoutValue, drawing
// among placements close in value, and always does its exercises.
type Heuristic struct {
	spec string
}

// Settings of the heuristic.
const (
	// playSamples is how many samples of the hidden cards each decision of
	// the game proper is averaged over: a discard draws unknown cards.
	playSamples = 4
	// setupMargin, setupTemperature and setupChoices shape the draw among
	// starting placements (see layoutValue): only placements within
	// setupMargin of the best, the setupChoices best of them, by a softmax.
	setupMargin      = 3
	setupTemperature = 1.5
	setupChoices     = 12
)

// NewHeuristic makes the heuristic player for g.
func NewHeuristic(spec string, _ *dojo.Game) *Heuristic { return &Heuristic{spec: spec} }

// Name returns the spec the player was created with.
func (h *Heuristic) Name() string { return h.spec }

// Act chooses a legal action from the view.
func (h *Heuristic) Act(view *game.View, seed uint64) (game.Action, error) {
	legal := view.Legal()
	switch len(legal) {
	case 0:
		return 0, fmt.Errorf("%s: no legal action", h.spec)
	case 1:
		return legal[0], nil
	}
	a, _, err := h.Choose(view, seed)
	return a, err
}

// Choose returns Act's action with the values it chose from: a starting
// animal drawn among the best few, any other action the best.
func (h *Heuristic) Choose(view *game.View, seed uint64) (game.Action, []float64, error) {
	legal := view.Legal()
	values, setup, err := h.values(view, seed)
	if err != nil {
		return 0, nil, err
	}
	if !setup {
		return legal[agent.Best(values, seed)], values, nil
	}
	best := math.Inf(-1)
	for _, x := range values {
		best = max(best, x)
	}
	near := make([]float64, len(values))
	for i, x := range values {
		near[i] = x
		if x < best-setupMargin {
			near[i] = math.Inf(-1)
		}
	}
	rng := game.NewRNG(seed)
	return legal[agent.Softmax(near, setupChoices, setupTemperature, &rng)], values, nil
}

// Values returns the worth of each of the view's legal actions, in the
// order of view.Legal(): for a starting animal its layoutValue, for the
// exercise Done above the rest, otherwise the mean value over playSamples
// samples.
func (h *Heuristic) Values(view *game.View, seed uint64) ([]float64, error) {
	values, _, err := h.values(view, seed)
	return values, err
}

// values is Values, also saying whether the decision is a starting
// placement.
func (h *Heuristic) values(view *game.View, seed uint64) ([]float64, bool, error) {
	legal := view.Legal()
	values := make([]float64, len(legal))
	s, ok := view.Sample(seed).(*dojo.State)
	if !ok {
		return nil, false, fmt.Errorf("%s plays Dojo only", h.spec)
	}
	me := int(view.Seat())
	switch s.Phase() {
	case "setup":
		frontOnly := view.Game().Options()["front_row_only"] == "true"
		for i, a := range legal {
			c := s.Clone().(*dojo.State)
			c.ApplyUnchecked(a)
			values[i] = layoutValue(c, me, frontOnly)
		}
		return values, true, nil
	case "exercise", "solo":
		for i, a := range legal {
			if a != dojo.ActionDone {
				values[i] = math.Inf(-1)
			}
		}
		return values, false, nil
	}
	for k := range playSamples {
		if k > 0 {
			s = view.Sample(seed + uint64(k)).(*dojo.State)
		}
		for i, a := range legal {
			values[i] += value(s, a, me, 2) / playSamples
		}
	}
	return values, false, nil
}

// layoutValue values q's starting layout, one placement at a time: the
// first animal of a column takes the hits and hits back, so it is worth its
// health and its damage; an animal behind it attacks from safety, so it is
// worth three times its damage. With front_row_only only first animals
// attack: they are worth their damage three times, and those behind half
// their health (they will step up). With the starter set this puts tanks
// (11) in front and strikers (9) behind them, the balanced animals (8 in
// front, 6 behind) within setupMargin of both: the setup is secret and the
// archetypes beat one another in a cycle (tanks strikers, strikers
// balanced, balanced tanks), so Act draws among close placements by a
// softmax rather than always fielding the same six.
func layoutValue(s *dojo.State, q int, frontOnly bool) float64 {
	cs := s.Cards()
	v := 0.0
	for pos := 0; pos < dojo.NumPos; pos++ {
		id, hp, _ := s.Animal(q, pos)
		if id == 0 {
			continue
		}
		c := cs.Card(id)
		dmg := float64(cs.Families[c.Family].Damage[c.Level-1])
		switch front := pos%dojo.NumRows == 0; {
		case front && frontOnly:
			v += float64(hp) + 3*dmg
		case front:
			v += float64(hp) + dmg
		case frontOnly:
			v += float64(hp) / 2
		default:
			v += 3 * dmg
		}
	}
	return v
}
