package cardbattle

import (
	"math/bits"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

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

// observation holds an observation and the parts it points to, so that
// they cost one allocation.
type observation struct {
	o       Observation
	players [maxSeats]PlayerView
	battle  BattleView
	sides   [2]SideView
}

// Observation returns what seat knows, as the concrete type.
func (s *State) Observation(seat int) *Observation {
	cs := s.g.set
	n := int(s.n)
	discarded := s.seenDiscards(seat)
	names := contract.NewSlab[string](s.namesSeen(seat, &discarded))
	played := 0
	for r := 1; r <= NumRounds; r++ {
		if r < int(s.round) || s.phase == phaseOver {
			played++
		}
	}
	ints := contract.NewSlab[int](NumRounds + 4*n + n*NumRounds + s.roundWinnerCount())
	b := &observation{}
	o := &b.o
	*o = Observation{
		Seat:          seat,
		Round:         int(s.round),
		Phase:         phaseNames[s.phase],
		CurrentPlayer: int(s.CurrentPlayer()),
		FirstPlayer:   int(s.first),
		FirstShopper:  int(s.first),
		Opponent:      s.opponent(seat),
		Display:       names.Take(displaySize),
		TierDecks:     ints.Take(NumRounds),
		Trophies:      ints.Take(n),
		Gold:          ints.Take(n),
		Trumpets:      ints.Take(n),
		Mana:          ints.Take(n),
		Passed:        make([]bool, n),
		Players:       b.players[:n:n],
	}
	if s.n > 2 {
		o.FirstPlayer = -1
	}
	if pairs := Pairings(n, int(s.round)); len(pairs) > 0 {
		o.Pairings = make([][2]int, len(pairs))
		for i, pair := range pairs {
			o.Pairings[i] = [2]int{int(pair[0]), int(pair[1])}
		}
	}
	if s.phase == phaseOver {
		o.Winners = s.Winners()
	}
	if played > 0 {
		o.RoundWinners = make([][]int, 0, played)
	}
	for r := 1; r <= played; r++ {
		winners := ints.Take(bits.OnesCount8(s.roundWins[r]))[:0]
		for p := 0; p < n; p++ {
			if s.roundWins[r]&(1<<p) != 0 {
				winners = append(winners, p)
			}
		}
		o.RoundWinners = append(o.RoundWinners, winners)
	}
	for p := 0; p < n; p++ {
		o.Trophies[p] = int(s.trophies[p])
		o.Gold[p] = int(s.gold[p])
		o.Trumpets[p] = int(s.trumpets[p])
		o.Mana[p] = int(s.mana[p])
		o.Passed[p] = s.passed[p]
		h := &s.hands[p]
		pv := &o.Players[p]
		*pv = PlayerView{Seat: p, HandSize: h.size(), KnownHand: nameList(&names, cs, h.pub.slice()), HiddenByTier: ints.Take(NumRounds), Arranged: int(s.ordered[p])}
		for _, id := range h.hid.slice() {
			pv.HiddenByTier[cs.Cards[id].Tier-1]++
		}
		if s.phase != phaseArrange {
			pv.BattleDeck = nameList(&names, cs, s.order[p].slice())
		}
	}
	for i, id := range s.display {
		o.Display[i] = nameOrEmpty(cs, id)
	}
	if k := s.knownInDecks(seat); k > 0 {
		o.KnownInDecks = make([]KnownCard, 0, k)
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
	o.Discarded = nameList(&names, cs, discarded.slice())
	o.Selling = nameList(&names, cs, s.selling.slice())
	if s.battleShown() {
		o.Battle = s.b.view(&b.battle, &b.sides, &names, cs)
	}
	if seat < 0 {
		return o // the spectator has no hand, draw or deck of its own
	}
	var buf [handCap]CardID
	o.Hand = nameList(&names, cs, s.hands[seat].all(buf[:0]))
	if s.tripleShown(seat) {
		o.TripleChoice = nameList(&names, cs, s.tripleDraw[:])
	}
	if s.phase == phasePrepOrder {
		var buf [handCap]game.Action
		for _, a := range s.prepOptions(buf[:0]) {
			m, _ := DecodeAction(a)
			o.PrepChoices = append(o.PrepChoices, AbilityName(cs, m.Card, m.Trigger, m.Later))
		}
	}
	if s.phase == phaseArrange {
		o.Deck = nameList(&names, cs, s.order[seat].slice())
	}
	return o
}

// tripleShown reports whether seat chooses which of two drawn cards to
// keep, and so sees them.
func (s *State) tripleShown(seat int) bool { return s.phase == phaseTripleKeep && int(s.seat) == seat }

// namesSeen counts the card names seat's observation lists.
func (s *State) namesSeen(seat int, discarded *bag) int {
	k := displaySize + int(discarded.n) + int(s.selling.n)
	for p := 0; p < int(s.n); p++ {
		k += int(s.hands[p].pub.n)
		if s.phase != phaseArrange {
			k += int(s.order[p].n)
		}
	}
	if s.battleShown() {
		for p := range s.b.s {
			k += int(s.b.s[p].n) + int(s.b.s[p].asideN)
		}
	}
	if seat >= 0 {
		k += s.hands[seat].size()
		if s.tripleShown(seat) {
			k += len(s.tripleDraw)
		}
		if s.phase == phaseArrange {
			k += int(s.order[seat].n)
		}
	}
	return k
}

// roundWinnerCount counts the winners of the rounds played, over all
// rounds.
func (s *State) roundWinnerCount() int {
	k := 0
	for r := 1; r <= NumRounds; r++ {
		k += bits.OnesCount8(s.roundWins[r])
	}
	return k
}

// knownInDecks counts the tier decks' cards seat has seen.
func (s *State) knownInDecks(seat int) int {
	k := 0
	for t := 1; t <= NumRounds; t++ {
		d := &s.decks[t]
		for i := 0; i < int(d.n); i++ {
			if knows(seat, d.known[i]) {
				k++
			}
		}
	}
	return k
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

// view fills v with the battle's public state, its sides in sides and
// its lists taken from names.
func (b *battle) view(v *BattleView, sides *[2]SideView, names *contract.Slab[string], cs *CardSet) *BattleView {
	*v = BattleView{Seats: [2]int{int(b.seats[0]), int(b.seats[1])}, First: int(b.seats[b.first]),
		PendingDice: int(b.dice), DiceTarget: int(b.seats[b.diceTarget]), Attacks: int(b.attacks), Streak: int(b.streak),
		Sides: sides[:]}
	if b.asking {
		var buf [queueCap]game.Action
		for _, a := range b.orderOptions(buf[:0]) {
			m, _ := DecodeAction(a)
			v.Choices = append(v.Choices, AbilityName(cs, m.Card, m.Trigger, m.Later))
		}
	}
	for p := range sides {
		sd := &b.s[p]
		deck := names.Take(int(sd.n))
		for i := range deck {
			deck[i] = cs.Name(sd.deck[int(sd.n)-1-i])
		}
		f := &sd.act
		sides[p] = SideView{
			Deck: deck, Active: nameOrEmpty(cs, f.card), Perk: nameOrEmpty(cs, f.perk),
			Power: int(f.power), Damage: int(f.damage), Fainted: f.fainted,
			FaintedPets: int(sd.faintedPets), FaintedCards: int(sd.faintedCards),
			SetAside: nameList(names, cs, sd.aside[:sd.asideN]),
			Exposed:  int(f.hitExtra), Spooked: int(f.attackLess),
			Trumpets: int(sd.trumpets), Mana: int(sd.mana),
		}
	}
	return v
}

// nameList gives the names of ids, taken from names.
func nameList(names *contract.Slab[string], cs *CardSet, ids []CardID) []string {
	out := names.Take(len(ids))
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
