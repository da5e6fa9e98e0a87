package highcardbot

import (
	"fmt"
	"slices"

	"menagerie/game"
	"menagerie/games/highcard"
)

// Heuristic plays High Card by the ranks it has seen: answering, it takes
// the trick with its lowest card that does, or throws its lowest; leading,
// it plays its lowest card that no unseen card beats, or else its lowest.
type Heuristic struct {
	// Spec is the name the bot was made with.
	Spec string
}

// Name returns the bot's spec.
func (h Heuristic) Name() string { return h.Spec }

// Act plays the legal action of highest value, the first on a tie.
func (h Heuristic) Act(v *game.View, seed uint64) (game.Action, error) {
	values, err := h.Values(v, seed)
	if err != nil {
		return 0, err
	}
	legal := v.Legal()
	best := 0
	for i, x := range values {
		if x > values[best] {
			best = i
		}
	}
	return legal[best], nil
}

// Values gives each legal card its worth: near 1 for a point taken
// cheaply, the more the lower the card spent; below 0 for a card given
// away, the less the higher it is.
func (h Heuristic) Values(v *game.View, _ uint64) ([]float64, error) {
	o, ok := v.Observation().(*highcard.Observation)
	if !ok {
		return nil, fmt.Errorf("%s: the observation %T is not High Card's", h.Spec, v.Observation())
	}
	legal := v.Legal()
	if len(legal) == 0 {
		return nil, fmt.Errorf("%s: no legal action", h.Spec)
	}
	// The highest card not seen yet: the other hand's or the deck's.
	highest := game.Card(0)
	for c := game.Card(highcard.DeckSize); c > 0; c-- {
		if !slices.Contains(o.Hand, c) && !slices.Contains(o.Played, c) && !slices.Contains(o.Discard, c) {
			highest = c
			break
		}
	}
	beat := highest
	if len(o.Played) == 1 {
		beat = o.Played[0]
	}
	values := make([]float64, len(legal))
	for i, a := range legal {
		c := game.Card(a)
		if c > beat {
			values[i] = 1 - float64(c-beat)/(2*highcard.DeckSize)
		} else {
			values[i] = -float64(c) / highcard.DeckSize
		}
	}
	return values, nil
}
