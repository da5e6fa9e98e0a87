package tableau

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Observation is what one seat sees. In Tableau everything is face up but
// the deck's order, so every seat sees the same things: the market, every
// tableau, the discard pile, the scores and which cards the deck holds (but
// not in what order).
type Observation struct {
	Seat          int    `json:"seat"`
	Round         int    `json:"round"`
	Rounds        int    `json:"rounds"`
	Phase         string `json:"phase"`
	CurrentPlayer int    `json:"current_player"`
	FirstPlayer   int    `json:"first_player"`
	// Turn is whose draft turn it is during the market phase.
	Turn int `json:"turn"`
	// Combat is true from the start of the combat phase.
	Combat    bool  `json:"combat"`
	VP        []int `json:"vp"`
	LastPower []int `json:"last_power"`
	// Drafts are the cards each seat drafted this round (of DraftsPerRound).
	Drafts         []int  `json:"drafts"`
	DraftsPerRound int    `json:"drafts_per_round"`
	RefillsLeft    []int  `json:"refills_left"`
	Out            []bool `json:"out"`
	Passes         int    `json:"passes"`
	// Market holds the card names row by row ("" for an empty cell).
	Market   [][]string  `json:"market"`
	DeckSize int         `json:"deck_size"`
	Deck     []CardCount `json:"deck"`
	Discard  []CardCount `json:"discard"`
	// Tableaus[seat][slot], slot 0 being the rear.
	Tableaus [][]StackView `json:"tableaus"`
	// Placing is the card (or stack moved by a Frog) the seat to act places.
	Placing     *StackView `json:"placing,omitempty"`
	Moved       bool       `json:"moved,omitempty"`
	FromMarket  bool       `json:"from_market,omitempty"`
	OpsUsed     int        `json:"ops_used,omitempty"`
	Protected   int        `json:"protected"`
	SwapSlot    int        `json:"swap_slot"`
	BonusDrafts int        `json:"bonus_drafts,omitempty"`
	DrawsLeft   int        `json:"draws_left,omitempty"`
	// ActingSlot is the slot of the seat to act's stack whose pre-combat
	// ability (or Honey) awaits a decision or the die; WoundLevel the
	// level the Mosquito wounds up to (or exactly).
	ActingSlot int `json:"acting_slot"`
	WoundLevel int `json:"wound_level,omitempty"`
	// Winners are the winning seats (several for a shared victory), set
	// once the game is over.
	Winners []int `json:"winners,omitempty"`
}

// StackView is one tableau slot.
type StackView struct {
	Card       string `json:"card,omitempty"`
	Level      int    `json:"level,omitempty"`
	Chocolates int    `json:"chocolates,omitempty"`
	Food       string `json:"food,omitempty"`
	Wounded    bool   `json:"wounded,omitempty"`
	// HoneyPending: wounded with Honey, its owner not yet asked to sell.
	HoneyPending bool `json:"honey_pending,omitempty"`
}

// CardCount is a number of copies of a card.
type CardCount struct {
	Card  string `json:"card"`
	Count int    `json:"count"`
}

// ObservingSeat returns the seat of the observation.
func (o *Observation) ObservingSeat() game.Player { return game.Player(o.Seat) }

// PhaseID returns the phase the game is in, one of Schema's.
func (o *Observation) PhaseID() string { return o.Phase }

// Observe returns what seat knows; game.Spectator gets what is public.
func (s *State) Observe(seat game.Player) game.Observation { return s.Observation(int(seat)) }

// observation holds an observation and the stack it points to, so that
// they cost one allocation.
type observation struct {
	o       Observation
	placing StackView
}

// Observation returns what seat knows, as the concrete type.
func (s *State) Observation(seat int) *Observation {
	cs := s.g.set
	r := &s.g.r
	n := r.players
	var deck, discard [MaxCardTypes + 1]int
	tally(&deck, s.deck.slice())
	tally(&discard, s.discard.slice())
	cardCounts := contract.NewSlab[CardCount](kinds(&deck) + kinds(&discard))
	ints := contract.NewSlab[int](4 * n)
	b := &observation{}
	o := &b.o
	*o = Observation{
		Seat: seat, Round: int(s.round), Rounds: r.rounds, Phase: phaseNames[s.phase],
		CurrentPlayer: int(s.CurrentPlayer()), FirstPlayer: int(s.first), Turn: int(s.turn),
		Combat: s.stage >= stagePreCombat, DraftsPerRound: r.drafts, Passes: int(s.passes),
		DeckSize: int(s.deck.n), Deck: cardCountList(&cardCounts, cs, &deck), Discard: cardCountList(&cardCounts, cs, &discard),
		OpsUsed: int(s.ops), Protected: int(s.protect), SwapSlot: int(s.swapSlot),
		BonusDrafts: int(s.bonus), DrawsLeft: int(s.drawsLeft), ActingSlot: -1,
		VP: ints.Take(n), LastPower: ints.Take(n), Drafts: ints.Take(n), RefillsLeft: ints.Take(n),
		Out: make([]bool, n), Tableaus: make([][]StackView, n),
	}
	stacks := contract.NewSlab[StackView](n * NumSlots)
	for p := 0; p < n; p++ {
		o.VP[p] = int(s.vp[p])
		o.LastPower[p] = int(s.power[p])
		o.Drafts[p] = int(s.drafts[p])
		o.RefillsLeft[p] = int(s.refills[p])
		o.Out[p] = s.out[p]
		row := stacks.Take(NumSlots)
		for i := range s.tab[p] {
			row[i] = s.tab[p][i].view(cs)
		}
		o.Tableaus[p] = row
	}
	o.Market = make([][]string, r.rows)
	cells := contract.NewSlab[string](r.rows * r.cols)
	for i := range o.Market {
		line := cells.Take(r.cols)
		for c := range line {
			if id := s.market[i*r.cols+c]; id != 0 {
				line[c] = cs.Name(id)
			}
		}
		o.Market[i] = line
	}
	if s.item.card != 0 {
		b.placing = s.item.view(cs)
		o.Placing, o.Moved, o.FromMarket = &b.placing, s.lifted, s.drafted
	}
	switch s.phase {
	case phaseHoney, phaseMayWound, phaseRoll, phaseColumn:
		o.ActingSlot = int(s.actSlot)
	}
	if s.phase == phaseRoll || s.phase == phaseColumn {
		o.WoundLevel = int(s.actMax)
	}
	if s.phase == phaseOver {
		o.Winners = s.Winners()
	}
	return o
}

func (st *stack) view(cs *CardSet) StackView {
	if st.empty() {
		return StackView{}
	}
	v := StackView{Card: cs.Name(st.card), Level: int(st.n), Chocolates: int(st.choc),
		Wounded: st.wounded(), HoneyPending: st.flags&fHoney != 0}
	if st.food != 0 {
		v.Food = cs.Name(st.food)
	}
	return v
}

// tally counts the copies of each card of ids.
func tally(n *[MaxCardTypes + 1]int, ids []CardID) {
	for _, id := range ids {
		n[id]++
	}
}

// kinds counts the cards n holds at least one copy of.
func kinds(n *[MaxCardTypes + 1]int) int {
	k := 0
	for _, c := range n {
		if c > 0 {
			k++
		}
	}
	return k
}

// cardCountList lists the cards n counts, in card id order, taken from
// counts.
func cardCountList(counts *contract.Slab[CardCount], cs *CardSet, n *[MaxCardTypes + 1]int) []CardCount {
	out := counts.Take(kinds(n))[:0]
	for id, k := range n {
		if k > 0 {
			out = append(out, CardCount{Card: cs.Name(CardID(id)), Count: k})
		}
	}
	return out
}
