package dojo

import (
	"math"

	"menagerie/game"
	"menagerie/games/internal/numeric"
)

// Scales divide counts and amounts in the numeric observation so that
// usual values fall in [0, 1].
const (
	scaleHealth  = 10  // health, damage
	scaleSmall   = 5   // hand size, rest, boost, animals placed
	scaleAmount  = 50  // an exercise's amount
	scaleWorkout = 500 // units of one exercise done in a game
	scaleCount   = 20  // exercises done, solo progress
)

// numAnimalVals is the number of values of an animal besides its card:
// health, rest, regen, shield and damage.
const numAnimalVals = 5

// numPhases is the number of phases, for the phase's one-hot field.
const numPhases = len(phaseNames)

// ObservationMax is the largest value of each position of the numeric
// observation (game.Numeric).
func (g *Game) ObservationMax() []float32 { return g.ceil }

// ObservationSize is the length of the numeric observation: see
// docs/numeric.md for its layout.
func (g *Game) ObservationSize() int {
	n, k, f := g.dims()
	head := numPhases + (n + 2) + n + n + n + 3 + k
	return head + 2*k + n*seatSize(k, f) + NumPos + NumCols + 2 + k + 3
}

// dims returns what the numeric observation's size depends on: the number
// of players, of card types and of families.
func (g *Game) dims() (n, k, f int) {
	return g.r.players, len(g.set.Cards) - 1, len(g.set.Families)
}

// seatSize is the length of one seat's part of the numeric observation
// with k card types and f families.
func seatSize(k, f int) int { return 5 + 4*k + NumPos*(k+numAnimalVals) + f }

// numericSegments name the runs of the numeric observation, in the order
// encode writes them (Schema.Numeric).
var numericSegments = []game.Segment{
	{Name: "phase", Size: fixed(numPhases), Max: numeric.UpTo(1), Meaning: "the phase, one-hot in the order of Schema.Phases"},
	{Name: "to_act", Size: sized(func(n, _, _ int) int { return n + 2 }), Max: numeric.UpTo(1),
		Meaning: "the seat to act, one-hot: relative seats, then chance, then the end of the game"},
	{Name: "first_player", Size: perPlayer, Max: numeric.UpTo(1), Meaning: "the first player, one-hot by relative seat"},
	{Name: "active", Size: perPlayer, Max: numeric.UpTo(1), Meaning: "the player whose turn it is, one-hot by relative seat"},
	{Name: "winner", Size: perPlayer, Max: numeric.UpTo(1), Meaning: "the winner, one-hot by relative seat; all zero before the end and for a draw"},
	{Name: "turn", Size: fixed(1), Max: func(g game.Game) float32 { return math.MaxInt16 / float32(max(g.(*Game).r.turnCap, 1)) }, Meaning: "the turn / the turn cap"},
	{Name: "boost", Size: fixed(1), Max: numeric.UpTo(float32(math.MaxInt8) / scaleSmall), Meaning: "the extra damage of this turn's attack / 5"},
	{Name: "draw", Size: fixed(1), Max: numeric.UpTo(1), Meaning: "1 when the game ended in a draw"},
	{Name: "played", Size: perCard, Max: numeric.UpTo(1), Meaning: "the non-stay card played this turn, one-hot by card"},
	{Name: "hand", Size: perCard, Max: numeric.UpTo(MaxDeck), Meaning: "the observer's hand, a count per card"},
	{Name: "deck", Size: perCard, Max: numeric.UpTo(MaxDeck), Meaning: "the observer's deck, a count per card (its order is hidden)"},
	{Name: "seats", Size: sized(func(n, k, f int) int { return n * seatSize(k, f) }), Max: numeric.UpTo(float32(math.MaxUint16) / scaleCount),
		Meaning: "per relative seat: animals placed / 5, hand size / 5, deck size / 60, exercises done / 20, " +
			"zone hidden; discard and defeated counts per card; the 2 stay cards, one-hot by card; the 9 zone " +
			"positions (column by column, front first), each an animal one-hot by card, health / 10, rest / 5, " +
			"regen, shield, damage / 10; units of each family's exercise done / 500"},
	{Name: "attacker", Size: fixed(NumPos), Max: numeric.UpTo(1), Meaning: "the attacking animal's position, one-hot"},
	{Name: "target_column", Size: fixed(NumCols), Max: numeric.UpTo(1), Meaning: "the attacked column, one-hot"},
	{Name: "attack_damage", Size: fixed(1), Max: numeric.UpTo(float32(maxDamage+1+math.MaxInt8) / scaleHealth), Meaning: "the damage the attack deals if not answered / 10"},
	{Name: "exercise_amount", Size: fixed(1), Max: numeric.UpTo(float32(maxAmount) / scaleAmount), Meaning: "the amount of the exercise to do / 50"},
	{Name: "flipped", Size: perCard, Max: numeric.UpTo(1), Meaning: "solo mission: the animal turned over, one-hot by card"},
	{Name: "solo_defeated", Size: fixed(1), Max: numeric.UpTo(float32(math.MaxInt8) / scaleCount), Meaning: "solo mission: animals defeated / 20"},
	{Name: "solo_missed", Size: fixed(1), Max: numeric.UpTo(float32(math.MaxInt8) / scaleCount), Meaning: "solo mission: animals missed / 20"},
	{Name: "solo", Size: fixed(1), Max: numeric.UpTo(1), Meaning: "1 in the solo mission"},
}

// Sizes of numeric segments.
var (
	perPlayer = sized(func(n, _, _ int) int { return n })
	perCard   = sized(func(_, k, _ int) int { return k })
)

// fixed is the size of a segment of the same length in every game.
func fixed(size int) func(game.Game) int { return func(game.Game) int { return size } }

// sized is the size of a segment that depends on the game's players n,
// card types k and families f (see dims); 0 for a game of another engine.
func sized(size func(n, k, f int) int) func(game.Game) int {
	return func(g game.Game) int {
		d, ok := g.(*Game)
		if !ok {
			return 0
		}
		return size(d.dims())
	}
}

// EncodeObservation writes what seat knows as numbers, in the layout of
// docs/numeric.md: seats are counted from seat (itself first), cards are
// fields of one value per card of the set. The seat's own hand and deck
// appear as counts, the opponent's only as sizes, and its zone stays empty
// while it is placed in secret.
func (s *State) EncodeObservation(seat game.Player, dst []float32) { s.encode(seat, dst, s.g.ceil) }

// encode is EncodeObservation, each value held to ceil (nil: none); it
// returns the number of values its layout has, for tests to compare with
// ObservationSize.
func (s *State) encode(seat game.Player, dst, ceil []float32) int {
	w := numeric.NewWriter(dst, ceil)
	cs := s.g.set
	me, n, k := int(seat), s.g.r.players, len(cs.Cards)-1
	rel := func(p int) int { return (p - me + n) % n }

	w.OneHot(int(s.phase), numPhases)
	if cp := s.CurrentPlayer(); cp == game.Terminal {
		w.OneHot(n+1, n+2)
	} else {
		w.OneHot(rel(int(cp)), n+2)
	}
	w.OneHot(rel(int(s.first)), n)
	w.OneHot(rel(int(s.active)), n)
	if s.winner >= 0 {
		w.OneHot(rel(int(s.winner)), n)
	} else {
		w.Field(n)
	}
	w.Scaled(int(s.turn), float32(max(s.g.r.turnCap, 1)))
	w.Scaled(int(s.boost), scaleSmall)
	w.Bool(s.phase == phaseOver && s.winner < 0)
	w.OneHot(int(s.played)-1, k)

	own := &s.p[me]
	countCards(&w, own.hand.slice(), k)
	countCards(&w, own.deck.slice(), k)
	for j := 0; j < n; j++ {
		q := (me + j) % n
		s.encodeSeat(&w, q, q != me && s.phase == phaseSetup, k)
	}

	attack := s.phase == phaseExercise || s.phase == phaseDodge || s.phase == phaseUpgrade
	if attack {
		w.OneHot(int(s.attacker), NumPos)
		w.OneHot(int(s.target), NumCols)
	} else {
		w.Field(NumPos + NumCols)
	}
	dmg, amount := 0, 0
	if attack && s.phase != phaseUpgrade {
		dmg = s.damage()
	}
	switch {
	case s.phase == phaseExercise:
		_, amount = s.exerciseOf(s.p[s.active].zone[s.attacker].card)
	case s.phase == phaseSolo && s.soloCard != 0:
		_, amount = s.exerciseOf(s.soloCard)
	}
	w.Scaled(dmg, scaleHealth)
	w.Scaled(amount, scaleAmount)
	w.OneHot(int(s.soloCard)-1, k)
	w.Scaled(int(s.soloDone), scaleCount)
	w.Scaled(int(s.soloMiss), scaleCount)
	w.Bool(s.g.r.solo)
	return w.Len()
}

// encodeSeat writes player q's public side: sizes, piles, stay cards, the
// workout and, unless secret (its setup hidden from the seat), its zone.
func (s *State) encodeSeat(w *numeric.Writer, q int, secret bool, k int) {
	cs := s.g.set
	pl := &s.p[q]
	w.Scaled(int(pl.placed), scaleSmall)
	w.Scaled(int(pl.hand.n), scaleSmall)
	w.Scaled(int(pl.deck.n), MaxDeck)
	w.Scaled(int(pl.exercises), scaleCount)
	w.Bool(secret)
	countCards(w, pl.discard.slice(), k)
	countCards(w, pl.defeated.slice(), k)
	for _, id := range pl.stay {
		w.OneHot(int(id)-1, k)
	}
	for pos := 0; pos < NumPos; pos++ {
		a := &pl.zone[pos]
		if secret || a.card == 0 {
			w.Field(k + numAnimalVals)
			continue
		}
		c := cs.Card(a.card)
		w.OneHot(int(a.card)-1, k)
		w.Scaled(int(a.hp), scaleHealth)
		w.Scaled(int(a.rest), scaleSmall)
		w.Bool(a.att&attRegen != 0)
		w.Bool(a.att&attShield != 0)
		w.Scaled(cs.Families[c.Family].Damage[c.Level-1], scaleHealth)
	}
	for f := range cs.Families {
		w.Scaled(int(pl.workout[f]), scaleWorkout)
	}
}

// countCards writes a field of k counts, one per card of the set.
func countCards(w *numeric.Writer, ids []CardID, k int) {
	at := w.Field(k)
	for _, id := range ids {
		w.Add(at, int(id)-1, 1)
	}
}
