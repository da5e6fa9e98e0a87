package cardbattle

import "menagerie/game"

// Observation is what one seat sees: the public state, its own hand and
// choices, and what it has seen of hidden cards. It never holds another
// seat's hidden cards or unrevealed deck order.
type Observation struct {
	Seat          int    `json:"seat"`
	Round         int    `json:"round"`
	Phase         string `json:"phase"`
	CurrentPlayer int    `json:"current_player"`
	// FirstPlayer holds the First Player token (2 players); -1 with 4 and
	// 6 players, where a coin flip decides each battle's First Player.
	FirstPlayer int `json:"first_player"`
	// FirstShopper shops and arranges first this round.
	FirstShopper int `json:"first_shopper"`
	// Opponent is the seat this seat battles this round; Pairings are all
	// of the round's battles.
	Opponent     int      `json:"opponent"`
	Pairings     [][2]int `json:"pairings"`
	Trophies     []int    `json:"trophies"`
	RoundWinners [][]int  `json:"round_winners"` // winners of each round played
	// Winners are the seats that won the game (every seat for a draw), set
	// once it is over.
	Winners      []int        `json:"winners,omitempty"`
	Gold         []int        `json:"gold"`
	Trumpets     []int        `json:"trumpets"`
	Mana         []int        `json:"mana"`
	Passed       []bool       `json:"passed"`
	Display      []string     `json:"display"`
	TierDecks    []int        `json:"tier_decks"`
	KnownInDecks []KnownCard  `json:"known_in_decks,omitempty"`
	Discarded    []string     `json:"discarded"`
	Hand         []string     `json:"hand"`
	Players      []PlayerView `json:"players"`
	Selling      []string     `json:"selling,omitempty"`
	TripleChoice []string     `json:"triple_choice,omitempty"`
	Deck         []string     `json:"deck,omitempty"`
	// PrepChoices are the Battle Prep abilities the seat to act may
	// resolve next, while it chooses their order (their pets are face up).
	PrepChoices []string    `json:"prep_choices,omitempty"`
	Battle      *BattleView `json:"battle,omitempty"`
}

// KnownCard is a card this seat has seen in a tier deck, counted from the
// bottom (0 is the bottom card).
type KnownCard struct {
	Tier     int    `json:"tier"`
	Position int    `json:"position"`
	Card     string `json:"card"`
}

// PlayerView is what every seat knows about one player's hand.
type PlayerView struct {
	Seat         int      `json:"seat"`
	HandSize     int      `json:"hand_size"`
	KnownHand    []string `json:"known_hand"`
	HiddenByTier []int    `json:"hidden_by_tier"` // unseen cards per tier 1-6
	Arranged     int      `json:"arranged"`       // cards placed in the battle deck so far
	// BattleDeck is the seat's battle deck, top first, from the round's
	// first battle (when every deck lies face up) until the next Battle
	// Prep.
	BattleDeck []string `json:"battle_deck,omitempty"`
}

// BattleView is the public state of a battle in progress.
type BattleView struct {
	// Seats are the players of side 0 and side 1; First is the First
	// Player's seat.
	Seats       [2]int     `json:"seats"`
	First       int        `json:"first"`
	Sides       []SideView `json:"sides"`
	PendingDice int        `json:"pending_dice"`
	DiceTarget  int        `json:"dice_target"`
	Attacks     int        `json:"attacks"`
	Streak      int        `json:"streak"`
	// Choices are the abilities the seat to act may resolve next, while
	// it chooses the order of its simultaneous abilities.
	Choices []string `json:"choices,omitempty"`
}

// SideView is one side of a battle: its face-up deck (top first), active pet
// and fainted pile.
type SideView struct {
	Deck         []string `json:"deck"`
	Active       string   `json:"active,omitempty"`
	Perk         string   `json:"perk,omitempty"`
	Power        int      `json:"power"`
	Damage       int      `json:"damage"`
	Fainted      bool     `json:"fainted"`
	FaintedPets  int      `json:"fainted_pets"`
	FaintedCards int      `json:"fainted_cards"`
	SetAside     []string `json:"set_aside,omitempty"`
	Exposed      int      `json:"exposed,omitempty"`
	Spooked      int      `json:"spooked,omitempty"`
	Trumpets     int      `json:"trumpets"`
	Mana         int      `json:"mana"`
}

// ObservingSeat returns the seat of the observation.
func (o *Observation) ObservingSeat() game.Player { return game.Player(o.Seat) }

// PhaseID returns the phase the game is in, as Schema declares it.
func (o *Observation) PhaseID() string { return o.Phase }

// Observe returns what seat knows; game.Spectator gets what is public.
func (s *State) Observe(seat game.Player) game.Observation { return s.Observation(int(seat)) }

// Observation returns what seat knows, as the concrete type.
func (s *State) Observation(seat int) *Observation {
	cs := s.g.set
	o := &Observation{
		Seat:          seat,
		Round:         int(s.round),
		Phase:         phaseNames[s.phase],
		CurrentPlayer: int(s.CurrentPlayer()),
		FirstPlayer:   int(s.first),
		FirstShopper:  int(s.first),
		Opponent:      s.opponent(seat),
		Display:       make([]string, displaySize),
		TierDecks:     make([]int, NumRounds),
		Discarded:     []string{},
	}
	if s.n > 2 {
		o.FirstPlayer = -1
	}
	for _, pair := range Pairings(int(s.n), int(s.round)) {
		o.Pairings = append(o.Pairings, [2]int{int(pair[0]), int(pair[1])})
	}
	if s.phase == phaseOver {
		o.Winners = s.Winners()
	}
	for r := 1; r <= NumRounds; r++ {
		if r < int(s.round) || s.phase == phaseOver {
			winners := []int{}
			for p := 0; p < int(s.n); p++ {
				if s.roundWins[r]&(1<<p) != 0 {
					winners = append(winners, p)
				}
			}
			o.RoundWinners = append(o.RoundWinners, winners)
		}
	}
	for p := 0; p < int(s.n); p++ {
		o.Trophies = append(o.Trophies, int(s.trophies[p]))
		o.Gold = append(o.Gold, int(s.gold[p]))
		o.Trumpets = append(o.Trumpets, int(s.trumpets[p]))
		o.Mana = append(o.Mana, int(s.mana[p]))
		o.Passed = append(o.Passed, s.passed[p])
		h := &s.hands[p]
		pv := PlayerView{Seat: p, HandSize: h.size(), KnownHand: nameList(cs, h.pub.slice()), HiddenByTier: make([]int, NumRounds), Arranged: int(s.ordered[p])}
		for _, id := range h.hid.slice() {
			pv.HiddenByTier[cs.Cards[id].Tier-1]++
		}
		if s.phase != phaseArrange {
			pv.BattleDeck = nameList(cs, s.order[p].slice())
		}
		o.Players = append(o.Players, pv)
	}
	for i, id := range s.display {
		o.Display[i] = nameOrEmpty(cs, id)
	}
	for t := 1; t <= NumRounds; t++ {
		d := &s.decks[t]
		o.TierDecks[t-1] = int(d.n)
		for i := 0; i < int(d.n); i++ {
			if knows(seat, d.known[i]) {
				o.KnownInDecks = append(o.KnownInDecks, KnownCard{Tier: t, Position: i, Card: cs.Name(d.c[i])})
			}
		}
	}
	discarded := s.seenDiscards(seat)
	o.Discarded = nameList(cs, discarded.slice())
	o.Selling = nameList(cs, s.selling.slice())
	if s.battleShown() {
		o.Battle = s.b.view(cs)
	}
	if seat < 0 {
		return o // the spectator has no hand, draw or deck of its own
	}
	var buf [handCap]CardID
	o.Hand = nameList(cs, s.hands[seat].all(buf[:0]))
	if s.phase == phaseTripleKeep && int(s.seat) == seat {
		o.TripleChoice = []string{cs.Name(s.tripleDraw[0]), cs.Name(s.tripleDraw[1])}
	}
	if s.phase == phasePrepOrder {
		var buf [handCap]game.Action
		for _, a := range s.prepOptions(buf[:0]) {
			m, _ := DecodeAction(a)
			o.PrepChoices = append(o.PrepChoices, AbilityName(cs, m.Card, m.Trigger, m.Later))
		}
	}
	if s.phase == phaseArrange {
		o.Deck = nameList(cs, s.order[seat].slice())
	}
	return o
}

// seenDiscards returns the discarded cards seat has seen.
func (s *State) seenDiscards(seat int) bag {
	var seen bag
	for t := 1; t <= NumRounds; t++ {
		x := &s.discard[t]
		for i := 0; i < int(x.n); i++ {
			if knows(seat, x.known[i]) {
				seen.add(x.c[i])
			}
		}
	}
	return seen
}

// battleShown reports whether a battle is being fought, which every seat
// then sees.
func (s *State) battleShown() bool { return s.phase == phaseBattle || s.phase == phaseAbilityOrder }

func (b *battle) view(cs *CardSet) *BattleView {
	v := &BattleView{Seats: [2]int{int(b.seats[0]), int(b.seats[1])}, First: int(b.seats[b.first]),
		PendingDice: int(b.dice), DiceTarget: int(b.seats[b.diceTarget]), Attacks: int(b.attacks), Streak: int(b.streak)}
	if b.asking {
		var buf [queueCap]game.Action
		for _, a := range b.orderOptions(buf[:0]) {
			m, _ := DecodeAction(a)
			v.Choices = append(v.Choices, AbilityName(cs, m.Card, m.Trigger, m.Later))
		}
	}
	for p := 0; p < 2; p++ {
		sd := &b.s[p]
		deck := make([]string, sd.n)
		for i := 0; i < int(sd.n); i++ {
			deck[i] = cs.Name(sd.deck[int(sd.n)-1-i])
		}
		f := &sd.act
		v.Sides = append(v.Sides, SideView{
			Deck: deck, Active: nameOrEmpty(cs, f.card), Perk: nameOrEmpty(cs, f.perk),
			Power: int(f.power), Damage: int(f.damage), Fainted: f.fainted,
			FaintedPets: int(sd.faintedPets), FaintedCards: int(sd.faintedCards),
			SetAside: nameList(cs, sd.aside[:sd.asideN]),
			Exposed:  int(f.hitExtra), Spooked: int(f.attackLess),
			Trumpets: int(sd.trumpets), Mana: int(sd.mana),
		})
	}
	return v
}

func nameList(cs *CardSet, ids []CardID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = cs.Name(id)
	}
	return out
}

func nameOrEmpty(cs *CardSet, id CardID) string {
	if id == 0 {
		return ""
	}
	return cs.Name(id)
}

// knows reports whether seat has seen a card whose "known" mask is k; the
// spectator (a negative seat) knows only the cards every seat has seen.
func knows(seat int, k uint8) bool {
	if seat < 0 {
		return k == allSeats
	}
	return k&(1<<seat) != 0
}
