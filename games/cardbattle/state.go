package cardbattle

import (
	"fmt"
	"strings"

	"menagerie/game"
)

// numSeats is the number of players (two for now).
const numSeats = 2

// displaySize is the number of face-up shop cards.
const displaySize = 4

// startGold is each player's gold per Shop Phase.
const startGold = 3

// maxPets is the most pets a player may hold when passing.
const maxPets = 5

// allSeats is the "known" mask of a card every seat has seen.
const allSeats uint8 = 1<<numSeats - 1

// phase is where the game is within a round.
type phase uint8

const (
	phaseShop       phase = iota // a seat takes a shop action
	phaseSelling                 // a seat is revealing pets for one Sell action
	phaseTripleKeep              // a seat keeps one of two drawn cards
	phaseArrange                 // a seat orders its battle deck
	phaseBattle                  // the auto battle waits for a rock roll
	phaseOver                    // the game has ended
)

var phaseNames = [...]string{"shop", "selling", "triple_keep", "arrange", "battle", "over"}

// State is a Card Battle position. It is a plain value: Clone copies it.
type State struct {
	g   *Game
	rng game.RNG

	round int8 // 1-6
	phase
	first int8 // holder of the First Player token
	seat  int8 // seat to act in shop, selling, triple_keep and arrange

	passed      [numSeats]bool
	gold        [numSeats]int8
	trumpets    [numSeats]int16 // Golden Pack: in the play area until the Trophy Phase
	mana        [numSeats]int16 // Magic Pack: in the play area until spent
	trophies    [numSeats]int8
	roundWinner [NumRounds + 1]int8 // seat, -1 for a draw; index by round

	decks   [NumRounds + 1]pile // tier decks by tier
	discard [NumRounds + 1]pile // discarded cards by tier
	display [displaySize]CardID
	hands   [numSeats]hand

	// One Sell action in progress.
	selling  bag
	sellLast CardID
	// One Triple in progress: the drawn cards and the deck they came from.
	tripleDraw [2]CardID
	tripleTier int8

	// Battle Prep: each seat's deck as ordered so far (top card first) and
	// the cards still to place.
	order   [numSeats]bag
	ordered [numSeats]uint8
	toPlace [numSeats]bag

	b battle

	sink func(Event)
}

func (g *Game) newState(seed uint64) *State {
	s := &State{g: g, rng: game.NewRNG(seed), round: 1}
	for i := range s.roundWinner {
		s.roundWinner[i] = -1
	}
	for tier := 1; tier <= NumRounds; tier++ {
		d := &s.decks[tier]
		for _, id := range g.tierCards[tier] {
			d.push(id, 0)
		}
		s.rng.Shuffle(int(d.n), func(i, j int) { d.c[i], d.c[j] = d.c[j], d.c[i] })
	}
	switch g.firstPlayer {
	case -1:
		s.first = int8(s.rng.IntN(numSeats))
	default:
		s.first = int8(g.firstPlayer)
	}
	s.startShop()
	return s
}

// SetEventSink makes the state report what happens (battle play-by-play,
// shop actions) to fn; nil turns reporting off. Clones do not inherit it.
func (s *State) SetEventSink(fn func(Event)) { s.sink = fn }

func (s *State) emit(e Event) {
	if s.sink != nil {
		e.Round = int(s.round)
		s.sink(e)
	}
}

// Game returns the configured game.
func (s *State) Game() game.Game { return s.g }

// CurrentPlayer returns the seat to act, game.Chance during a battle's rock
// roll, or game.Terminal at the end.
func (s *State) CurrentPlayer() game.Player {
	switch s.phase {
	case phaseBattle:
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

// Returns appends +1 for the winner and -1 for the loser, or zeros for a
// draw or an unfinished game.
func (s *State) Returns(dst []float64) []float64 {
	w := -1
	if s.phase == phaseOver {
		w = s.Winner()
	}
	for p := 0; p < numSeats; p++ {
		switch {
		case w < 0:
			dst = append(dst, 0)
		case w == p:
			dst = append(dst, 1)
		default:
			dst = append(dst, -1)
		}
	}
	return dst
}

// Winner returns the seat with the most trophies, ties going to whoever won
// a trophy most recently; -1 for a draw (or before the end).
func (s *State) Winner() int {
	if s.phase != phaseOver {
		return -1
	}
	switch {
	case s.trophies[0] > s.trophies[1]:
		return 0
	case s.trophies[1] > s.trophies[0]:
		return 1
	}
	for r := NumRounds; r >= 1; r-- {
		if s.roundWinner[r] >= 0 {
			return int(s.roundWinner[r])
		}
	}
	return -1
}

// Trophies returns a seat's trophies.
func (s *State) Trophies(seat int) int { return int(s.trophies[seat]) }

// Clone returns an independent copy (without the event sink).
func (s *State) Clone() game.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.sink = nil
	return &c
}

// Apply plays an action after checking that it is legal here.
func (s *State) Apply(a game.Action) error {
	if s.phase == phaseOver {
		return fmt.Errorf("the game is over; no action applies")
	}
	if !s.isLegal(a) {
		return fmt.Errorf("illegal action %d (%s) for %s in round %d, phase %s", a, s.ActionString(a), s.who(), s.round, phaseNames[s.phase])
	}
	s.ApplyUnchecked(a)
	return nil
}

func (s *State) who() string {
	if s.phase == phaseBattle {
		return "chance"
	}
	return fmt.Sprintf("seat %d", s.seat)
}

func (s *State) isLegal(a game.Action) bool {
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

// ApplyUnchecked plays an action known to be legal.
func (s *State) ApplyUnchecked(a game.Action) {
	switch s.phase {
	case phaseShop, phaseSelling, phaseTripleKeep:
		s.applyShop(a)
	case phaseArrange:
		s.applyPlace(CardID(a - actPlaceBase))
	case phaseBattle:
		s.b.rolled(int(a - actRockBase))
		s.continueBattle()
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
	}
	return dst
}

// ChanceOutcomes lists the rock totals of the pending throw.
func (s *State) ChanceOutcomes(dst []game.ChanceOutcome) []game.ChanceOutcome {
	if s.phase != phaseBattle {
		return dst
	}
	return append(dst, s.g.RockOutcomes(int(s.b.dice))...)
}

// PendingDice returns how many rock dice the pending throw rolls (0 when no
// throw is pending).
func (s *State) PendingDice() int {
	if s.phase != phaseBattle {
		return 0
	}
	return int(s.b.dice)
}

// String renders the whole state, hidden cards included.
func (s *State) String() string {
	cs := s.g.set
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %s, first player %d, trophies %d-%d\n", s.round, phaseNames[s.phase], s.first, s.trophies[0], s.trophies[1])
	fmt.Fprintf(&b, "display: %s | shop deck %d cards\n", names(cs, s.display[:]), s.decks[s.round].n)
	for p := 0; p < numSeats; p++ {
		var buf [handCap]CardID
		fmt.Fprintf(&b, "seat %d: gold %d, passed %v, hand %s\n", p, s.gold[p], s.passed[p], names(cs, s.hands[p].all(buf[:0])))
	}
	if s.phase == phaseBattle {
		b.WriteString(s.b.describe(cs))
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

// Gold returns a seat's unspent gold.
func (s *State) Gold(seat int) int { return int(s.gold[seat]) }

// TripleDraw returns the two cards a Triple drew, while the seat to act
// chooses one (hidden from the other seat).
func (s *State) TripleDraw() [2]CardID { return s.tripleDraw }

// Phase names the current phase: shop, selling, triple_keep, arrange,
// battle or over.
func (s *State) Phase() string { return phaseNames[s.phase] }

// FirstPlayer returns the seat holding the First Player token.
func (s *State) FirstPlayer() int { return int(s.first) }
