// Package tableaubot holds the computer players' knowledge of Tableau: how
// to value a position (VP, what the tableau would sell for, the combat
// awards its power should bring), a heuristic player that looks one
// decision ahead on a sampled state, and a fast playout policy for search.
// It reads only observations, legal actions and sampled states.
package tableaubot

import (
	"math"
	"strconv"

	"menagerie/game"
	tb "menagerie/games/tableau"
)

// valuer scores positions for one game.
type valuer struct {
	g *tb.Game
	// soldVP[id][l] is a card's When-sold VP at level l+1; bonusDrafts[id][l]
	// its When-sold bonus drafts.
	soldVP      [][tb.MaxLevel]float64
	bonusDrafts [][tb.MaxLevel]float64
	// prize[k] is the combat award with k players ahead.
	prize [tb.MaxSeats]float64
	// denyWeight is how much of the next seat's gain a draft turn counts
	// against itself: all of it with two players (the next seat is the
	// only rival), an equal share of it with more.
	denyWeight float64
	// drafts is how many cards each player drafts per round.
	drafts int
}

// Weights of the evaluation.
const (
	futureRounds = 0.6  // weight of each later round's award against this round's
	spread       = 1.5  // power difference that makes a comparison clear-cut
	draftWorth   = 1.5  // VP a pending bonus draft is worth
	saleWeight   = 0.9  // VP a stack's sale value is worth before the end
	tempo        = 0.05 // VP per point of power beyond the awards
)

var saleVP = [tb.MaxLevel + 1]float64{0, 1, 3, 6}

func newValuer(g *tb.Game) *valuer {
	cs := g.Cards()
	v := &valuer{g: g, soldVP: make([][tb.MaxLevel]float64, len(cs.Cards)), bonusDrafts: make([][tb.MaxLevel]float64, len(cs.Cards))}
	for _, id := range cs.IDs() {
		c := cs.Card(id)
		if c.Ability.Trigger != tb.TriggerWhenSold {
			continue
		}
		for _, e := range c.Ability.Effects {
			for l := 0; l < tb.MaxLevel; l++ {
				switch e.Kind {
				case tb.EffectBonusVP:
					v.soldVP[id][l] = float64(e.Amount[l])
				case tb.EffectBonusDrafts:
					v.bonusDrafts[id][l] = float64(e.Amount[l])
				}
			}
		}
	}
	n := g.NumPlayers()
	v.denyWeight = 1 / float64(n-1)
	v.drafts, _ = strconv.Atoi(g.Options()["drafts"])
	v.prize[0] = 4
	if n >= secondPlaceMin(g) {
		v.prize[1] = 2
	}
	return v
}

// secondPlaceMin reads the second_place_min_players option.
func secondPlaceMin(g *tb.Game) int {
	if g.Options()["second_place_min_players"] == "3" {
		return 3
	}
	return 2
}

// eval scores s for seat me: its score minus the best opponent's, where a
// seat's score is its VP, what its tableau would sell for, and the combat
// awards its projected power should bring this round and (discounted) in
// the rounds left.
func (v *valuer) eval(s *tb.State, me int) float64 {
	n := v.g.NumPlayers()
	if s.IsTerminal() {
		best := math.Inf(-1)
		for q := 0; q < n; q++ {
			if q != me {
				best = max(best, float64(s.VP(q)))
			}
		}
		return float64(s.VP(me)) - best
	}
	power := s.ProjectedPowers()
	rounds := float64(v.g.Rounds() - s.Round())
	var score [tb.MaxSeats]float64
	for q := 0; q < n; q++ {
		x := float64(s.VP(q)) + saleWeight*v.sale(s, q)
		ahead := 0.0
		for r := 0; r < n; r++ {
			if r != q {
				ahead += sigmoid(float64(power[r]-power[q]) / spread)
			}
		}
		x += (1 + futureRounds*rounds) * (v.award(ahead) + tempo*float64(power[q]))
		score[q] = x
	}
	if s.Phase() == "bonus_draft" && int(s.CurrentPlayer()) >= 0 {
		score[s.CurrentPlayer()] += draftWorth * float64(s.BonusDrafts())
	}
	best := math.Inf(-1)
	for q := 0; q < n; q++ {
		if q != me {
			best = max(best, score[q])
		}
	}
	return score[me] - best
}

// sale is what seat q's tableau would sell for now.
func (v *valuer) sale(s *tb.State, q int) float64 {
	total := 0.0
	for i := 0; i < tb.NumSlots; i++ {
		st := s.Stack(q, i)
		if st.Card == 0 {
			continue
		}
		total += saleVP[st.Level] + v.soldVP[st.Card][st.Level-1] + draftWorth*v.bonusDrafts[st.Card][st.Level-1]
	}
	return total
}

// award interpolates the combat award with ahead (fractional) players
// ahead.
func (v *valuer) award(ahead float64) float64 {
	k := int(ahead)
	if k >= tb.MaxSeats-1 {
		return v.prize[tb.MaxSeats-1]
	}
	f := ahead - float64(k)
	return (1-f)*v.prize[k] + f*v.prize[k+1]
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// isOp reports whether a placement action sells or merges (making room)
// rather than placing the card.
func isOp(a game.Action) bool {
	m, _ := tb.DecodeAction(a)
	return m.Kind == tb.MoveSell || m.Kind == tb.MoveMerge
}
