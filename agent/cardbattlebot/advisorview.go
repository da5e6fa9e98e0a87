package cardbattlebot

import (
	"fmt"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// AdvisorFor makes the advisor for the seat of view, from what that seat
// knows: its hand, the battle it fights this round (its pairing, the First
// Player, both sides' Trumpets and Mana) and the opponent's cards. When the
// opponent's whole hand is public and holds few pets, every order the
// opponent model gives it is evaluated with its probability and the odds
// are exact; otherwise maxWorlds opponent decks are drawn: hidden cards
// sampled from the seat's view (Determinize), each hand ordered at random
// by the model. The same seed gives the same advice for the same
// knowledge.
func AdvisorFor(view *game.View, seed uint64) (*Advisor, error) {
	g, ok := view.Game().(*cb.Game)
	if !ok {
		return nil, fmt.Errorf("advisor: %s is not Card Battle", view.Game().Name())
	}
	obs, ok := view.Observation().(*cb.Observation)
	if !ok {
		return nil, fmt.Errorf("advisor: a %T is not a Card Battle observation", view.Observation())
	}
	b, err := battleOf(obs)
	if err != nil {
		return nil, err
	}
	sample := func(k uint64) *cb.State { return view.Sample(game.Mix(seed, k)).(*cb.State) }
	st := sample(0)
	b.Hand = st.Hand(obs.Seat, nil)
	model := opponentModel{NewHeuristic("advisor", g)}
	if known(obs.Players[obs.Opponent]) {
		if decks, ok := model.every(st.Hand(obs.Opponent, nil)); ok {
			return NewAdvisor(g, b, decks, true, seed)
		}
	}
	decks := make([]OpponentDeck, maxWorlds)
	for k := range decks {
		rng := game.NewRNG(game.Mix(^seed, uint64(k)))
		decks[k] = OpponentDeck{Cards: model.sample(sample(uint64(k)).Hand(obs.Opponent, nil), &rng), Weight: 1}
	}
	return NewAdvisor(g, b, decks, false, seed)
}

// battleOf reads the seat's battle of this round from its observation.
func battleOf(obs *cb.Observation) (Battle, error) {
	seat, opp := obs.Seat, obs.Opponent
	if obs.Round < 1 || obs.Round > cb.NumRounds || opp < 0 || opp >= len(obs.Players) {
		return Battle{}, fmt.Errorf("advisor: P%d has no battle this round", seat+1)
	}
	b := Battle{Round: obs.Round, Side: -1, First: -1}
	for _, pair := range cb.Pairings(len(obs.Players), obs.Round) {
		if int(pair[0]) == seat && int(pair[1]) == opp {
			b.Side = 0
		}
		if int(pair[1]) == seat && int(pair[0]) == opp {
			b.Side = 1
		}
	}
	if b.Side < 0 {
		return Battle{}, fmt.Errorf("advisor: P%d and P%d do not battle in round %d", seat+1, opp+1, obs.Round)
	}
	switch obs.FirstPlayer {
	case seat:
		b.First = b.Side
	case opp:
		b.First = 1 - b.Side
	}
	b.Trumpets[b.Side], b.Trumpets[1-b.Side] = obs.Trumpets[seat], obs.Trumpets[opp]
	b.Mana[b.Side], b.Mana[1-b.Side] = obs.Mana[seat], obs.Mana[opp]
	return b, nil
}

// known reports whether every card of a player's hand is public.
func known(p cb.PlayerView) bool {
	for _, n := range p.HiddenByTier {
		if n > 0 {
			return false
		}
	}
	return true
}
