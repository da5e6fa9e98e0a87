package tableau

import (
	"menagerie/game"
	"menagerie/games/internal/numeric"
)

// Scales divide counts and amounts in the numeric observation so that
// usual values fall in [0, 1].
const (
	scaleVP    = 20 // victory points, combat power
	scaleLevel = 3  // a stack's level and Chocolates, a wound's level
	scaleSmall = 5  // drafts, refills, passes, operations, bonus drafts, draws
)

// numPhases is the number of phases, for the phase's one-hot field.
const numPhases = len(phaseNames)

// ObservationMax is the largest value of each position of the numeric
// observation (game.Numeric).
func (g *Game) ObservationMax() []float32 { return g.ceil }

// ObservationSize is the length of the numeric observation: see
// docs/numeric.md for its layout.
func (g *Game) ObservationSize() int {
	n, k, r := g.r.players, len(g.set.Cards)-1, &g.r
	head := r.rounds + numPhases + 1 + (n + 2) + n + n + 1
	seat := 5 + NumSlots*stackSize(k)
	return head + n*seat + r.rows*r.cols*k + 1 + 2*k + stackSize(k) + 5 + 3*NumSlots + 3
}

// stackSize is the length of one stack's part of the observation.
func stackSize(k int) int { return 2*k + 4 }

// EncodeObservation writes what seat knows as numbers, in the layout of
// docs/numeric.md: seats are counted from seat (itself first), cards are
// fields of one value per card of the set. Only the deck's order is hidden
// in Tableau, and the deck appears as counts.
func (s *State) EncodeObservation(seat game.Player, dst []float32) { s.encode(seat, dst, s.g.ceil) }

// encode is EncodeObservation, each value held to ceil (nil: none); it
// returns the number of values its layout has, for tests to compare with
// ObservationSize.
func (s *State) encode(seat game.Player, dst, ceil []float32) int {
	w := numeric.NewWriter(dst, ceil)
	r := &s.g.r
	me, n, k := int(seat), r.players, len(s.g.set.Cards)-1
	rel := func(p int) int { return (p - me + n) % n }

	w.OneHot(int(s.round)-1, r.rounds)
	w.OneHot(int(s.phase), numPhases)
	w.Bool(s.stage >= stagePreCombat)
	w.Actor(s.CurrentPlayer(), me, n)
	w.OneHot(rel(int(s.first)), n)
	w.OneHot(rel(int(s.turn)), n)
	w.Scaled(int(s.passes), scaleSmall)

	for j := 0; j < n; j++ {
		p := (me + j) % n
		w.Scaled(int(s.vp[p]), scaleVP)
		w.Scaled(int(s.power[p]), scaleVP)
		w.Scaled(int(s.drafts[p]), scaleSmall)
		w.Scaled(int(s.refills[p]), scaleSmall)
		w.Bool(s.out[p])
		for i := range s.tab[p] {
			encodeStack(&w, &s.tab[p][i], k)
		}
	}
	for i := 0; i < r.rows*r.cols; i++ {
		w.OneHot(int(s.market[i])-1, k)
	}
	w.Scaled(int(s.deck.n), MaxDeck)
	countCards(&w, s.deck.slice(), k)
	countCards(&w, s.discard.slice(), k)

	encodeStack(&w, &s.item, k)
	w.Bool(s.item.card != 0 && s.lifted)
	w.Bool(s.item.card != 0 && s.drafted)
	w.Scaled(int(s.ops), scaleSmall)
	w.Scaled(int(s.bonus), scaleSmall)
	w.Scaled(int(s.drawsLeft), scaleSmall)
	w.OneHot(int(s.protect), NumSlots)
	w.OneHot(int(s.swapSlot), NumSlots)
	acting, level := -1, 0
	switch s.phase {
	case phaseHoney, phaseMayWound:
		acting = int(s.actSlot)
	case phaseRoll, phaseColumn:
		acting, level = int(s.actSlot), int(s.actMax)
	}
	w.OneHot(acting, NumSlots)
	w.Scaled(level, scaleLevel)
	w.Scaled(r.drafts, scaleSmall)
	w.Scaled(r.rounds, scaleSmall)
	return w.Len()
}

// encodeStack writes one stack: its animal and food (one-hot), its level
// and Chocolates, whether it is wounded and whether a Honey sale waits.
func encodeStack(w *numeric.Writer, st *stack, k int) {
	if st.empty() {
		w.Field(stackSize(k))
		return
	}
	w.OneHot(int(st.card)-1, k)
	w.OneHot(int(st.food)-1, k)
	w.Scaled(int(st.n), scaleLevel)
	w.Scaled(int(st.choc), scaleLevel)
	w.Bool(st.wounded())
	w.Bool(st.flags&fHoney != 0)
}

// countCards writes a field of k counts, one per card of the set.
func countCards(w *numeric.Writer, ids []CardID, k int) {
	at := w.Field(k)
	for _, id := range ids {
		w.Add(at, int(id)-1, 1)
	}
}
