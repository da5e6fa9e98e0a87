package cardbattle

import (
	"fmt"
	"strings"

	"menagerie/game"
)

// maxSeats is the most players a game may have.
const maxSeats = 6

// displaySize is the number of face-up shop cards.
const displaySize = 4

// startGold is each player's gold per Shop Phase.
const startGold = 3

// maxPets is the most pets a player may hold when passing.
const maxPets = 5

// allSeats is the "known" mask of a card every seat has seen.
const allSeats uint8 = 0xff

// phase is where the game is within a round.
type phase uint8

const (
	phaseShop         phase = iota // a seat takes a shop action
	phaseSelling                   // a seat is revealing pets for one Sell action
	phaseTripleKeep                // a seat keeps one of two drawn cards
	phaseArrange                   // a seat orders its battle deck
	phaseBattle                    // the auto battle waits for a rock roll
	phaseOver                      // the game has ended
	phaseCoin                      // a coin flip decides a battle's First Player (4 and 6 players)
	phaseAbilityOrder              // a seat chooses which of its simultaneous battle abilities resolves next
	phasePrepOrder                 // a seat chooses which of its Battle Prep abilities resolves next
)

var phaseNames = [...]string{"shop", "selling", "triple_keep", "arrange", "battle", "over", "coin", "ability_order", "prep_order"}

// State is a Card Battle position. It is a plain value: Clone copies it.
type State struct {
	g   *Game
	rng game.RNG

	n     int8 // players
	round int8 // 1-6
	phase
	// first holds the First Player token (2 players) or the First Shopper
	// token (4 and 6 players): the seat that shops and arranges first.
	first int8
	seat  int8 // seat to act in shop, selling, triple_keep, prep_order, arrange and ability_order
	// bat is the battle of this round being fought (an index into the
	// round's pairings).
	bat int8

	passed    [maxSeats]bool
	gold      [maxSeats]int8
	trumpets  [maxSeats]int16 // Golden Pack: in the play area until the Trophy Phase
	mana      [maxSeats]int16 // Magic Pack: in the play area until spent
	trophies  [maxSeats]int8
	roundWins [NumRounds + 1]uint8 // seats (bits) that won a battle, by round

	decks   [NumRounds + 1]pile // tier decks by tier
	discard [NumRounds + 1]pile // discarded cards by tier
	display [displaySize]CardID
	hands   [maxSeats]hand

	// One Sell action in progress.
	selling  bag
	sellLast CardID
	// One Triple in progress: the drawn cards and the deck they came from.
	tripleDraw [2]CardID
	tripleTier int8

	// Battle Prep abilities: the seat resolving them (counted from the
	// First Player or First Shopper) and its abilities still waiting.
	prepK    int8
	prepWait bag

	// Battle Prep: each seat's deck as ordered so far (top card first) and
	// the cards still to place.
	order   [maxSeats]bag
	ordered [maxSeats]uint8
	toPlace [maxSeats]bag

	b battle

	// log records events when a session asks; it is not game state.
	log game.EventLog
}

func (g *Game) newState(seed uint64) *State {
	s := &State{g: g, rng: game.NewRNG(seed), round: 1, n: int8(g.players)}
	for tier := 1; tier <= NumRounds; tier++ {
		d := &s.decks[tier]
		for _, id := range g.tierCards[tier] {
			d.push(id, 0)
		}
		s.rng.Shuffle(int(d.n), func(i, j int) { d.c[i], d.c[j] = d.c[j], d.c[i] })
	}
	switch g.firstPlayer {
	case -1:
		s.first = int8(s.rng.IntN(g.players))
	default:
		s.first = int8(g.firstPlayer)
	}
	s.startShop()
	return s
}

// RecordEvents turns event recording on or off (off forgets the events
// not yet drained). Clones and samples start with it off.
func (s *State) RecordEvents(on bool) { s.log.SetOn(on) }

// DrainEvents appends the events recorded since the last drain to dst.
func (s *State) DrainEvents(dst []game.Event) []game.Event { return s.log.Drain(dst) }

func (s *State) emit(e Event) {
	if s.log.On() {
		e.Round = int(s.round)
		s.log.Add(e.data())
	}
}

// Game returns the configured game.
func (s *State) Game() game.Game { return s.g }

// CurrentPlayer returns the seat to act (in a battle, the seat choosing the
// order of its abilities), game.Chance during a battle's rock roll or coin
// flip, or game.Terminal at the end.
func (s *State) CurrentPlayer() game.Player {
	switch s.phase {
	case phaseBattle, phaseCoin:
		return game.Chance
	case phaseOver:
		return game.Terminal
	}
	return game.Player(s.seat)
}

// IsTerminal reports whether six rounds have been played.
func (s *State) IsTerminal() bool { return s.phase == phaseOver }

// Round returns the current round (1-6).
func (s *State) Round() int { return int(s.round) }

// Returns appends +1 for each winner and -1 for everyone else; 0 for
// everyone when all share the victory, and before the end.
func (s *State) Returns(dst []float64) []float64 {
	won := s.winnersMask()
	for p := 0; p < int(s.n); p++ {
		switch {
		case won == 0 || won == 1<<s.n-1:
			dst = append(dst, 0)
		case won&(1<<p) != 0:
			dst = append(dst, 1)
		default:
			dst = append(dst, -1)
		}
	}
	return dst
}

// Winners returns the seats that win (several when they share the victory)
// once the game is over: most trophies; among tied players, the one who
// alone won round 6, else round 5, and so on; players with the same record
// share the victory.
func (s *State) Winners() []int {
	won := s.winnersMask()
	var out []int
	for p := 0; p < int(s.n); p++ {
		if won&(1<<p) != 0 {
			out = append(out, p)
		}
	}
	return out
}

// winnersMask returns the winners as bits (0 before the end).
func (s *State) winnersMask() uint8 {
	if s.phase != phaseOver {
		return 0
	}
	most := int8(-1)
	var tied uint8
	for p := 0; p < int(s.n); p++ {
		switch {
		case s.trophies[p] > most:
			most, tied = s.trophies[p], 1<<p
		case s.trophies[p] == most:
			tied |= 1 << p
		}
	}
	for r := NumRounds; r >= 1 && bitsSet(tied) > 1; r-- {
		if won := tied & s.roundWins[r]; won != 0 {
			tied = won
		}
	}
	return tied
}

// Winner returns the single winning seat, or -1 for a shared victory (a
// draw) or before the end.
func (s *State) Winner() int {
	if won := s.winnersMask(); bitsSet(won) == 1 {
		for p := 0; ; p++ {
			if won&(1<<p) != 0 {
				return p
			}
		}
	}
	return -1
}

func bitsSet(x uint8) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// Trophies returns a seat's trophies.
func (s *State) Trophies(seat int) int { return int(s.trophies[seat]) }

// Clone returns an independent copy that records no events.
func (s *State) Clone() game.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.log = game.EventLog{}
	return &c
}

// Apply plays an action after checking that it is legal here.
func (s *State) Apply(a game.Action) error {
	if s.phase == phaseOver {
		return &game.IllegalActionError{Action: a, Seat: game.Terminal, Why: "the game is over"}
	}
	if !s.isLegal(a) {
		return &game.IllegalActionError{Action: a, Seat: s.CurrentPlayer(), What: s.illegalWhat(a),
			Why: fmt.Sprintf("it is not one of the choices of round %d's %s", s.round, phaseNames[s.phase])}
	}
	s.ApplyUnchecked(a)
	return nil
}

// illegalWhat names a refused action in words when it decodes, else "".
func (s *State) illegalWhat(a game.Action) string {
	if _, ok := DecodeAction(a); !ok {
		return ""
	}
	return s.ActionString(a)
}

func (s *State) isLegal(a game.Action) bool {
	if s.phase == phaseCoin {
		return a == actCoinBase || a == actCoinBase+1
	}
	if s.phase == phaseBattle {
		for _, o := range s.g.RockOutcomes(int(s.b.dice)) {
			if o.Action == a {
				return true
			}
		}
		return false
	}
	var buf [128]game.Action
	for _, l := range s.LegalActions(buf[:0]) {
		if l == a {
			return true
		}
	}
	return false
}

// ApplyUnchecked plays an action known to be legal. A battle records into
// the state's log only while an action is applied: between actions it holds
// no pointer, so a clone's battle cannot write into its original's log.
func (s *State) ApplyUnchecked(a game.Action) {
	if s.log.On() {
		s.b.sink = &s.log
		s.emitChoice(a)
	}
	switch s.phase {
	case phaseShop, phaseSelling, phaseTripleKeep:
		s.applyShop(a)
	case phaseArrange:
		s.applyPlace(CardID(a - actPlaceBase))
	case phaseBattle:
		s.b.rolled(int(a - actRockBase))
		s.continueBattle()
	case phaseAbilityOrder:
		m, _ := DecodeAction(a)
		s.b.pick(m.Card, m.Trigger, m.Later)
		s.continueBattle()
	case phasePrepOrder:
		m, _ := DecodeAction(a)
		s.applyPrepOrder(m.Card)
	case phaseCoin:
		pair := s.pairing()
		s.fight(int(pair[a-actCoinBase]))
	}
	s.b.sink = nil
}

// emitChoice reports the seat's choices that no other event tells: a pet
// revealed for a sale (public), the card kept after a Triple and the card
// placed next in the battle deck (known to the seat alone).
func (s *State) emitChoice(a game.Action) {
	p := int(s.seat)
	m, _ := DecodeAction(a)
	switch {
	case s.phase == phaseArrange:
		s.emit(Event{Kind: EventPlace, Seat: p, Card: m.Card, N: int(s.ordered[p]) + 1, Private: true, Choice: true})
	case m.Kind == MoveSell && s.phase != phaseBattle && s.phase != phaseCoin:
		s.emit(Event{Kind: EventReveal, Seat: p, Card: m.Card, Choice: true})
	case m.Kind == MoveKeep && s.phase == phaseTripleKeep:
		s.emit(Event{Kind: EventKeep, Seat: p, Card: s.tripleDraw[m.Slot], Private: true, Choice: true})
	}
}

// LegalActions appends the current seat's legal actions to dst.
func (s *State) LegalActions(dst []game.Action) []game.Action {
	switch s.phase {
	case phaseShop:
		return s.shopActions(dst)
	case phaseSelling:
		return s.sellActions(dst)
	case phaseTripleKeep:
		dst = append(dst, actKeepFirst)
		if s.tripleDraw[1] != s.tripleDraw[0] {
			dst = append(dst, actKeepSecond)
		}
		return dst
	case phaseArrange:
		return s.placeActions(dst)
	case phaseAbilityOrder:
		return s.b.orderOptions(dst)
	case phasePrepOrder:
		return s.prepOptions(dst)
	}
	return dst
}

// ChanceOutcomes lists the rock totals of the pending throw, or the two
// sides of the coin that decides a battle's First Player.
func (s *State) ChanceOutcomes(dst []game.ChanceOutcome) []game.ChanceOutcome {
	if s.phase == phaseCoin {
		return append(dst, game.ChanceOutcome{Action: actCoinBase, Prob: 0.5}, game.ChanceOutcome{Action: actCoinBase + 1, Prob: 0.5})
	}
	if s.phase != phaseBattle {
		return dst
	}
	return append(dst, s.g.RockOutcomes(int(s.b.dice))...)
}

// String renders the whole state, hidden cards included.
func (s *State) String() string {
	cs := s.g.set
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %s, %d players, first %d, trophies %v\n", s.round, phaseNames[s.phase], s.n, s.first, s.trophies[:s.n])
	fmt.Fprintf(&b, "display: %s | shop deck %d cards\n", names(cs, s.display[:]), s.decks[s.round].n)
	for p := 0; p < int(s.n); p++ {
		var buf [handCap]CardID
		fmt.Fprintf(&b, "seat %d: gold %d, passed %v, hand %s\n", p, s.gold[p], s.passed[p], names(cs, s.hands[p].all(buf[:0])))
	}
	if s.phase == phaseBattle || s.phase == phaseAbilityOrder {
		b.WriteString(s.b.describe(cs))
	}
	if s.phase == phasePrepOrder {
		fmt.Fprintf(&b, "seat %d orders its Battle Prep abilities: %s wait\n", s.seat, names(cs, s.prepWait.slice()))
	}
	return b.String()
}

func names(cs *CardSet, ids []CardID) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = cs.Name(id)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// Hand appends a seat's hand, in card order, to dst. On a real state this is
// hidden information: bots call it only on states sampled with Determinize.
func (s *State) Hand(seat int, dst []CardID) []CardID {
	return s.hands[seat].all(dst)
}

// Display returns the face-up shop cards (0 for an empty slot).
func (s *State) Display() [displaySize]CardID { return s.display }

// TripleDraw returns the two cards a Triple drew, while the seat to act
// chooses one (hidden from the other seat).
func (s *State) TripleDraw() [2]CardID { return s.tripleDraw }

// Phase names the current phase: shop, selling, triple_keep, prep_order,
// arrange, battle, ability_order, coin or over.
func (s *State) Phase() string { return phaseNames[s.phase] }

// FirstPlayer returns the seat holding the First Player token.
func (s *State) FirstPlayer() int { return int(s.first) }
