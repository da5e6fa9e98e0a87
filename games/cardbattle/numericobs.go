package cardbattle

import (
	"menagerie/game"
	"menagerie/games/internal/numeric"
)

// Scales divide counts and amounts in the numeric observation so that
// usual values fall in [0, 1].
const (
	scaleAmount = 10 // gold, Trumpets, Mana, power, damage, attacks
	scaleCards  = 20 // hand sizes, cards placed, fainted piles
	scalePile   = 40 // tier deck sizes
	scaleDice   = 4  // dice of a pending throw
)

// numPhases is the number of phases, for the phase's one-hot field.
const numPhases = len(phaseNames)

// ObservationMax is the largest value of each position of the numeric
// observation (game.Numeric).
func (g *Game) ObservationMax() []float32 { return g.ceil }

// ObservationSize is the length of the numeric observation: see
// docs/numeric.md for its layout.
func (g *Game) ObservationSize() int {
	n, k := g.players, len(g.set.Cards)-1
	head := NumRounds + numPhases + (n + 2) + n + n
	seat := 7 + NumRounds + NumRounds + 2*k
	shop := displaySize*k + NumRounds + k + k + k + 2*k + k
	return head + n*seat + shop + 2*sideSize(n, k) + 5 + 2*k
}

// sideSize is the length of one battle side's part of the observation.
func sideSize(n, k int) int { return n + 1 + 5*k + 9 }

// EncodeObservation writes what seat knows as numbers, in the layout of
// docs/numeric.md: seats are counted from seat (itself first), cards are
// fields of one value per card of the set, holding a count or a one.
func (s *State) EncodeObservation(seat game.Player, dst []float32) { s.encode(seat, dst, s.g.ceil) }

// encode is EncodeObservation, each value held to ceil (nil: none); it
// returns the number of values its layout has, for tests to compare with
// ObservationSize.
func (s *State) encode(seat game.Player, dst, ceil []float32) int {
	w := numeric.NewWriter(dst, ceil)
	me, n := int(seat), int(s.n)
	rel := func(p int) int { return (p - me + n) % n }
	k := len(s.g.set.Cards) - 1

	w.OneHot(int(s.round)-1, NumRounds)
	w.OneHot(int(s.phase), numPhases)
	w.Actor(s.CurrentPlayer(), me, n)
	w.OneHot(rel(int(s.first)), n)
	if o := s.opponent(me); o >= 0 {
		w.OneHot(rel(o), n)
	} else {
		w.OneHot(-1, n)
	}

	for j := 0; j < n; j++ {
		s.encodeSeat(&w, me, (me+j)%n, k)
	}

	for _, id := range s.display {
		w.OneHot(int(id)-1, k)
	}
	for t := 1; t <= NumRounds; t++ {
		w.Scaled(int(s.decks[t].n), scalePile)
	}
	discarded, seen := w.Field(k), w.Field(k)
	for t := 1; t <= NumRounds; t++ {
		countKnown(&w, discarded, &s.discard[t], me)
		countKnown(&w, seen, &s.decks[t], me)
	}
	countCards(&w, s.selling.slice(), k)
	if s.phase == phaseTripleKeep && int(s.seat) == me {
		w.OneHot(int(s.tripleDraw[0])-1, k)
		w.OneHot(int(s.tripleDraw[1])-1, k)
	} else {
		w.Field(2 * k)
	}
	prep := w.Field(k)
	if s.phase == phasePrepOrder {
		for _, id := range s.prepWait.slice() {
			w.Add(prep, int(id)-1, 1)
		}
	}

	inBattle := s.phase == phaseBattle || s.phase == phaseAbilityOrder
	for p := 0; p < 2; p++ {
		if inBattle {
			s.encodeSide(&w, p, rel, k)
		} else {
			w.Field(sideSize(n, k))
		}
	}
	b := &s.b
	if inBattle {
		w.Scaled(int(b.dice), scaleDice)
		w.OneHot(int(b.diceTarget), 2)
		w.Scaled(int(b.attacks), scaleAmount)
		w.Scaled(int(b.streak), scaleAmount)
	} else {
		w.Field(5)
	}
	choices := w.Field(2 * k)
	if inBattle && b.asking {
		for i := int(b.curAt); i < b.groupEnd(); i++ {
			t := &b.cur[i]
			w.Add(choices, int(b2u(t.later))*k+int(t.card)-1, 1)
		}
	}
	return w.Len()
}

// encodeSeat writes what seat me knows of player p: its counts, the rounds
// it won, its hand (whole for me, the revealed part for others) and its
// battle deck once it lies face up (me's own while it arranges it).
func (s *State) encodeSeat(w *numeric.Writer, me, p, k int) {
	w.Scaled(int(s.trophies[p]), NumRounds)
	w.Scaled(int(s.gold[p]), scaleAmount)
	w.Scaled(int(s.trumpets[p]), scaleAmount)
	w.Scaled(int(s.mana[p]), scaleAmount)
	w.Bool(s.passed[p])
	h := &s.hands[p]
	w.Scaled(h.size(), scaleCards)
	w.Scaled(int(s.ordered[p]), scaleCards)
	for r := 1; r <= NumRounds; r++ {
		w.Bool((r < int(s.round) || s.phase == phaseOver) && s.roundWins[r]&(1<<p) != 0)
	}
	hidden := w.Field(NumRounds)
	for _, id := range h.hid.slice() {
		w.Add(hidden, s.g.set.Cards[id].Tier-1, 1)
	}
	if p == me {
		var buf [handCap]CardID
		countCards(w, h.all(buf[:0]), k)
	} else {
		countCards(w, h.pub.slice(), k)
	}
	if s.phase != phaseArrange || p == me {
		countCards(w, s.order[p].slice(), k)
	} else {
		w.Field(k)
	}
}

// encodeSide writes one side of the battle being fought: whose it is, its
// face-up deck (counts and top card), active pet, perk and set-aside pets.
func (s *State) encodeSide(w *numeric.Writer, p int, rel func(int) int, k int) {
	b := &s.b
	sd := &b.s[p]
	w.OneHot(rel(int(b.seats[p])), int(s.n))
	w.Bool(int(b.first) == p)
	countCards(w, sd.deck[:sd.n], k)
	top := CardID(0)
	if sd.n > 0 {
		top = sd.deck[sd.n-1]
	}
	w.OneHot(int(top)-1, k)
	f := &sd.act
	w.OneHot(int(f.card)-1, k)
	w.OneHot(int(f.perk)-1, k)
	countCards(w, sd.aside[:sd.asideN], k)
	w.Scaled(int(f.power), scaleAmount)
	w.Scaled(int(f.damage), scaleAmount)
	w.Bool(f.fainted)
	w.Scaled(int(sd.faintedPets), scaleCards)
	w.Scaled(int(sd.faintedCards), scaleCards)
	w.Scaled(int(f.hitExtra), 1)
	w.Scaled(int(f.attackLess), 1)
	w.Scaled(int(sd.trumpets), scaleAmount)
	w.Scaled(int(sd.mana), scaleAmount)
}

// countCards writes a field of k counts, one per card of the set.
func countCards(w *numeric.Writer, ids []CardID, k int) {
	at := w.Field(k)
	for _, id := range ids {
		w.Add(at, int(id)-1, 1)
	}
}

// countKnown adds to a card field the cards of a pile seat me has seen.
func countKnown(w *numeric.Writer, at int, pl *pile, me int) {
	mask := uint8(1) << me
	for i, k := range pl.known[:pl.n] {
		if k&mask != 0 {
			w.Add(at, int(pl.c[i])-1, 1)
		}
	}
}
