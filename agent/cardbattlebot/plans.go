package cardbattlebot

import (
	"encoding/binary"
	"sync"

	cb "menagerie/games/cardbattle"
)

// scoredOrder is a candidate deck order and its score in simulated
// battles: battles won, draws counting a half.
type scoredOrder struct {
	cards []cb.CardID
	score float64
}

// maxPlans bounds the plans a heuristic remembers; past it they are all
// forgotten. A game arranges one deck at a time, so a plan is wanted again
// only by the next placements of its deck, and a few dozen cover many games
// played at once.
const maxPlans = 32

// planStore remembers the scored orders of recent arrangements, so that
// the placements after a deck's first follow the plan its first placement
// worked out instead of working it out again. A plan depends on nothing
// but its key (see planKey), so a remembered plan is the one a fresh
// calculation would give, and games are the same with the store or
// without it. A heuristic may play many games at once: the store is
// guarded, and its plans are never changed once stored.
type planStore struct {
	mu    sync.Mutex
	plans map[string][]scoredOrder
}

// get returns the plan stored under key.
func (p *planStore) get(key string) ([]scoredOrder, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	plan, ok := p.plans[key]
	return plan, ok
}

// put stores plan under key, forgetting every plan first when the store
// is full.
func (p *planStore) put(key string, plan []scoredOrder) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.plans == nil || len(p.plans) >= maxPlans {
		p.plans = make(map[string][]scoredOrder, maxPlans)
	}
	p.plans[key] = plan
}

// planKey is everything an arrangement's plan is computed from: the
// heuristic's battles per opponent hand, shortlist and model of the opponent, the
// seats of the battle, its First Player (-1 when a coin decides), the
// round, the seat's hand and the opponent hands sampled, in order.
func (h *Heuristic) planKey(obs *cb.Observation, mine []cb.CardID, theirs [][]cb.CardID) string {
	model := 0
	if h.ModelOpponent {
		model = 1
	}
	var key []byte
	for _, n := range []int{h.Rolls, h.Shortlist, model, obs.Seat, obs.Opponent, obs.FirstPlayer + 1, obs.Round} {
		key = binary.AppendUvarint(key, uint64(n))
	}
	for _, hand := range append([][]cb.CardID{mine}, theirs...) {
		key = binary.AppendUvarint(key, uint64(len(hand)))
		for _, id := range hand {
			key = append(key, byte(id))
		}
	}
	return string(key)
}
