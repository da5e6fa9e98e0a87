package dojo

import (
	"fmt"

	"menagerie/game"
)

// NumCols and NumRows shape a zone; a position is col*NumRows+row, row 0
// being the front (the first card of the column).
const (
	NumCols = 3
	NumRows = 3
	NumPos  = NumCols * NumRows
)

// phase is the kind of decision the state waits for.
type phase uint8

const (
	phaseSetup    phase = iota // the seat places its next starting animal
	phasePlay                  // the seat makes its play
	phaseAttack                // the seat attacks or skips
	phaseExercise              // the attacker does the exercise: Done, Fail or Cancel
	phaseDodge                 // the defender may play a response card
	phaseUpgrade               // the attacker may upgrade after a defeat
	phaseSolo                  // solo mission: the flipped animal's exercise
	phaseOver                  // the game has ended
)

var phaseNames = [...]string{"setup", "play", "attack", "exercise", "response", "upgrade", "solo", "over"}

// Attachment bits of an animal: the stay cards sitting on it.
const (
	attRegen  uint8 = 1 << iota // the health stay (Honeycomb)
	attShield                   // the item stay (Shield)
)

// animal is one zone position.
type animal struct {
	card CardID // 0: empty
	hp   int8
	rest int8 // own turns it still rests; it attacks only at 0
	att  uint8
}

// pile is an ordered pile of cards; the top is the last.
type pile struct {
	c [MaxDeck]CardID
	n uint8
}

func (p *pile) push(id CardID)  { p.c[p.n] = id; p.n++ }
func (p *pile) pop() CardID     { p.n--; return p.c[p.n] }
func (p *pile) slice() []CardID { return p.c[:p.n] }
func (p *pile) removeAt(i int) CardID {
	id := p.c[i]
	copy(p.c[i:p.n-1], p.c[i+1:p.n])
	p.n--
	return id
}

// insertSorted adds a card keeping the pile in id order (hands are sorted
// so that equal hands list equal actions).
func (p *pile) insertSorted(id CardID) {
	i := int(p.n)
	for i > 0 && p.c[i-1] > id {
		p.c[i] = p.c[i-1]
		i--
	}
	p.c[i] = id
	p.n++
}

func (p *pile) index(id CardID) int {
	for i := 0; i < int(p.n); i++ {
		if p.c[i] == id {
			return i
		}
	}
	return -1
}

// player is one seat's zone and piles.
type player struct {
	zone     [NumPos]animal
	hand     pile
	deck     pile
	discard  pile
	defeated pile
	// stay holds the stay card in play per rule 9.1 category (health,
	// item or dojo), or 0.
	stay [2]CardID
	// dead marks the families an animal of which was defeated (rule 6.2).
	dead uint16
	// pending marks, during setup, the level 1 animals not placed yet.
	pending uint16
	placed  int8
	// workout counts the units of exercise done per family and the
	// exercises done.
	workout   [MaxFamilies]uint16
	exercises uint16
}

// State is a Dojo position. It is a plain value: Clone copies it.
type State struct {
	g   *Game
	rng game.RNG

	phase
	seat   int8 // the seat to act (the defender during a response)
	active int8 // whose turn it is
	first  int8
	turn   int16 // turns begun, 1-based
	p      [2]player

	// throws are the last rock, paper, scissors throws of P1 and P2 (rule
	// 2.1), -1 when an option set the first player; ties counts the tied
	// throws before them.
	throws [2]int8
	ties   int8
	// firstText is FirstPlayerReason's sentence, once the first player
	// is chosen.
	firstText string
	// begun is set by the first action: recording turned on before it
	// first records how the first player was chosen.
	begun bool

	played   CardID // the non-stay card played this turn, discarded at its end
	boost    int8   // extra damage for this turn's attack
	attacker int8   // the attacking position, or -1
	target   int8   // the attacked column
	winner   int8   // the winner, or -1 (a draw when the game is over)

	// Solo mission: the flipped card, and how many were defeated and
	// missed.
	soloCard           CardID
	soloDone, soloMiss int8

	// log records events when a session asks; it is not game state.
	log game.EventLog
}

func (g *Game) newState(seed uint64) *State {
	s := &State{g: g, rng: game.NewRNG(seed), attacker: -1, winner: -1}
	if g.r.solo {
		for _, id := range g.deck {
			s.p[0].deck.push(id)
		}
		s.shuffle(&s.p[0].deck)
		s.flip()
		return s
	}
	s.chooseFirst()
	all := uint16(1)<<len(g.set.Families) - 1
	for q := range s.p {
		s.p[q].pending = all
	}
	if g.r.pickSetup {
		s.phase, s.seat, s.active = phaseSetup, s.first, s.first
		return s
	}
	var order [MaxFamilies]int8
	for q := 0; q < 2; q++ {
		n := len(g.set.Families)
		for i := 0; i < n; i++ {
			order[i] = int8(i)
		}
		s.rng.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
		for k := 0; k < StartAnimals; k++ {
			s.place(q, int(order[k]), s.randomSetupCol(q))
		}
	}
	s.startGame()
	return s
}

// setupCol is the column of q's next starting animal with the two_rows
// layout: rows 1 and 2, left to right (two per column).
func (s *State) setupCol(q int) int { return int(s.p[q].placed) % NumCols }

// randomSetupCol is the column the seed gives q's next starting animal:
// any column with room with the free layout.
func (s *State) randomSetupCol(q int) int {
	if !s.g.r.freeLayout {
		return s.setupCol(q)
	}
	cols, n := s.openCols(q)
	return cols[s.rng.IntN(n)]
}

// openCols lists q's columns with room for another animal.
func (s *State) openCols(q int) (cols [NumCols]int, n int) {
	for c := 0; c < NumCols; c++ {
		if s.colCount(q, c) < NumRows {
			cols[n] = c
			n++
		}
	}
	return cols, n
}

// place puts family f's level 1 animal at the back of q's column col and
// returns its position.
func (s *State) place(q, f, col int) int {
	pl := &s.p[q]
	fam := &s.g.set.Families[f]
	pos := col*NumRows + s.colCount(q, col)
	pl.zone[pos] = animal{card: fam.Cards[0], hp: int8(fam.Health[0])}
	pl.placed++
	pl.pending &^= 1 << f
	return pos
}

// startGame builds each deck from the cards not in play, shuffles it, deals
// the hands and starts the first player's turn.
func (s *State) startGame() {
	for q := range s.p {
		pl := &s.p[q]
		for _, id := range s.g.deck {
			c := s.g.set.Card(id)
			if c.IsAnimal() && c.Level == 1 && pl.pending&(1<<c.Family) == 0 {
				continue // in the zone
			}
			pl.deck.push(id)
		}
		pl.pending = 0
		s.shuffle(&pl.deck)
		// A card left out of this seat's cards leaves the deck after the
		// shuffle, so that every other card comes in the printed order.
		if left := s.g.left[q]; left != 0 {
			for i := pl.deck.index(left); i >= 0; i = pl.deck.index(left) {
				pl.deck.removeAt(i)
			}
		}
	}
	for _, q := range [2]int{int(s.first), 1 - int(s.first)} {
		s.refill(q)
	}
	s.startTurn(s.first)
}

func (s *State) shuffle(d *pile) {
	s.rng.Shuffle(int(d.n), func(i, j int) { d.c[i], d.c[j] = d.c[j], d.c[i] })
}

// draw moves the top card of q's deck to the hand, reshuffling the discard
// pile into an empty deck (rule 10) and sending cards of defeated animals
// to the defeated pile (rule 6.2). It reports false when no card is left.
func (s *State) draw(q int) bool {
	pl := &s.p[q]
	for {
		if pl.deck.n == 0 {
			if pl.discard.n == 0 {
				return false
			}
			pl.deck, pl.discard.n = pl.discard, 0
			s.shuffle(&pl.deck)
			s.emit(Event{Kind: EventReshuffle, Seat: q, N: int(pl.deck.n)})
		}
		id := pl.deck.pop()
		if c := s.g.set.Card(id); c.IsAnimal() && pl.dead&(1<<c.Family) != 0 {
			pl.defeated.push(id)
			s.emit(Event{Kind: EventBurn, Seat: q, Card: id})
			continue
		}
		pl.hand.insertSorted(id)
		return true
	}
}

// refill draws up to a full hand (rule 3); the hand stays short only when
// the deck and discard pile are both empty.
func (s *State) refill(q int) {
	for s.p[q].hand.n < HandSize && s.draw(q) {
	}
}

// startTurn begins seat q's turn: the turn cap, then regenerating stay cards.
func (s *State) startTurn(q int8) {
	s.turn++
	s.active, s.seat, s.attacker = q, q, -1
	if cap := s.g.r.turnCap; cap > 0 && int(s.turn) > cap {
		s.endByCap()
		return
	}
	pl := &s.p[q]
	if st := pl.stay[0]; st != 0 {
		amount := s.g.set.Card(st).Amount
		for i := range pl.zone {
			if pl.zone[i].att&attRegen != 0 {
				s.heal(int(q), i, amount)
			}
		}
	}
	s.emit(Event{Kind: EventTurn, Seat: int(q), N: int(s.turn)})
	s.phase = phasePlay
}

// endTurn discards the turn's non-stay card, takes rest markers one turn
// down (rule 5.4) and passes the turn.
func (s *State) endTurn() {
	q := s.active
	pl := &s.p[q]
	if s.played != 0 {
		pl.discard.push(s.played)
		s.played = 0
	}
	s.boost = 0
	for i := range pl.zone {
		if pl.zone[i].rest > 0 {
			pl.zone[i].rest--
		}
	}
	s.startTurn(1 - q)
}

// endByCap ends a game at the turn cap: most total health left, then most
// animals, else a draw.
func (s *State) endByCap() {
	var hp, n [2]int
	for q := range s.p {
		hp[q], n[q] = s.zoneLeft(q)
	}
	switch {
	case hp[0] != hp[1]:
		s.winner = int8(b2i(hp[1] > hp[0]))
	case n[0] != n[1]:
		s.winner = int8(b2i(n[1] > n[0]))
	}
	s.emit(Event{Kind: EventCap, Seat: int(s.winner), N: int(s.turn) - 1})
	s.phase = phaseOver
}

// heal adds up to amount health to q's animal at pos (capped at the card's
// health unless overheal).
func (s *State) heal(q, pos, amount int) {
	a := &s.p[q].zone[pos]
	c := s.g.set.Card(a.card)
	hp := int(a.hp) + amount
	if m := s.g.set.Families[c.Family].Health[c.Level-1]; !s.g.r.overheal && hp > m {
		hp = m
	}
	if hp > 99 {
		hp = 99
	}
	if hp > int(a.hp) {
		s.emit(Event{Kind: EventHeal, Seat: q, Pos: pos, Card: a.card, N: hp - int(a.hp)})
	}
	a.hp = int8(hp)
}

// colCount returns the number of animals in q's column col.
func (s *State) colCount(q, col int) int {
	n := 0
	for r := 0; r < NumRows; r++ {
		if s.p[q].zone[col*NumRows+r].card != 0 {
			n++
		}
	}
	return n
}

// nextLevel returns the card one level above the animal at q's pos, or 0.
func (s *State) nextLevel(q, pos int) CardID {
	c := s.g.set.Card(s.p[q].zone[pos].card)
	if c.Level >= MaxLevel {
		return 0
	}
	return s.g.set.Families[c.Family].Cards[c.Level]
}

// upgrade replaces q's animal at pos with its next level from the hand
// (rules 7.1-7.3): the old card goes to the defeated pile, the stay cards
// on it carry over, and health resets (or keeps its damage).
func (s *State) upgrade(q, pos int) {
	pl := &s.p[q]
	a := &pl.zone[pos]
	next := s.nextLevel(q, pos)
	pl.hand.removeAt(pl.hand.index(next))
	old := s.g.set.Card(a.card)
	fam := &s.g.set.Families[old.Family]
	hp := fam.Health[old.Level]
	if s.g.r.carryDamage {
		hp = max(hp-(fam.Health[old.Level-1]-int(a.hp)), 1)
	}
	pl.defeated.push(a.card)
	s.emit(Event{Kind: EventUpgrade, Seat: q, Pos: pos, Card: next, Other: a.card})
	a.card, a.hp = next, int8(hp)
}

// defeat removes q's animal at pos (rule 6): it goes to the defeated pile
// with the copies of its animal in hand (replaced by draws), the stay cards
// on it are discarded, and the animals behind it move up.
func (s *State) defeat(q, pos int) {
	pl := &s.p[q]
	a := pl.zone[pos]
	c := s.g.set.Card(a.card)
	s.emit(Event{Kind: EventDefeat, Seat: q, Pos: pos, Card: a.card})
	pl.defeated.push(a.card)
	for k := range pl.stay {
		if a.att&(1<<k) != 0 {
			pl.discard.push(pl.stay[k])
			pl.stay[k] = 0
		}
	}
	col, row := pos/NumRows, pos%NumRows
	for r := row; r < NumRows-1; r++ {
		pl.zone[col*NumRows+r] = pl.zone[col*NumRows+r+1]
	}
	pl.zone[col*NumRows+NumRows-1] = animal{}
	pl.dead |= 1 << c.Family
	for i := int(pl.hand.n) - 1; i >= 0; i-- {
		if h := s.g.set.Card(pl.hand.c[i]); h.IsAnimal() && h.Family == c.Family {
			pl.defeated.push(pl.hand.removeAt(i))
			s.emit(Event{Kind: EventBurn, Seat: q, Card: h.ID})
		}
	}
	s.refill(q)
}

// zoneEmpty reports whether q has no animal left.
func (s *State) zoneEmpty(q int) bool {
	for c := 0; c < NumCols; c++ {
		if s.p[q].zone[c*NumRows].card != 0 {
			return false
		}
	}
	return true
}

// damage is what the attack in progress deals.
func (s *State) damage() int {
	d, _ := s.attackDamage(int(s.active), int(s.attacker), int(s.target))
	return d
}

// attackDamage is what q's animal at pos would deal to the first animal of
// the opponent's column col: the printed damage, the strong/weak modifier
// (rule 5.3), the turn's boost, less the target's
// shield, at least the minimum. mod is the modifier: +1 strong, -1 weak.
func (s *State) attackDamage(q, pos, col int) (d, mod int) {
	atk := s.g.set.Card(s.p[q].zone[pos].card)
	def := &s.p[1-q].zone[col*NumRows]
	dc := s.g.set.Card(def.card)
	fam := &s.g.set.Families[atk.Family]
	if s.g.r.modifiers {
		if fam.Strong == dc.Family {
			mod++
		}
		if fam.Weak == dc.Family {
			mod--
		}
	}
	d = fam.Damage[atk.Level-1] + mod + int(s.boost)
	if def.att&attShield != 0 {
		d -= s.g.set.Card(s.p[1-q].stay[1]).Amount
	}
	return max(d, s.g.r.minDamage), mod
}

// exerciseOf returns the exercise the animal card asks for, and its amount.
func (s *State) exerciseOf(id CardID) (*Exercise, int) {
	c := s.g.set.Card(id)
	ex := &s.g.set.Families[c.Family].Exercise
	return ex, ex.Amount[c.Level-1]
}

// exerciseDone records a completed exercise in the workout.
func (s *State) exerciseDone(q int, id CardID) {
	_, amount := s.exerciseOf(id)
	pl := &s.p[q]
	pl.workout[s.g.set.Card(id).Family] += uint16(amount)
	pl.exercises++
	s.emit(Event{Kind: EventExercise, Seat: q, Card: id, N: amount})
}

// flip turns the next card of the solo mission face up, or ends it.
func (s *State) flip() {
	d := &s.p[0].deck
	if d.n == 0 {
		s.soloCard, s.phase = 0, phaseOver
		return
	}
	s.soloCard, s.phase = d.pop(), phaseSolo
	s.emit(Event{Kind: EventFlip, Card: s.soloCard})
}

// RecordEvents turns event recording on or off (off forgets the events
// not yet drained). Clones and samples start with it off. Turned on
// before the first action, it first records what the deal did: in a duel
// how the first player was chosen (with a random setup, the starting
// animals and the first turn too), in the solo mission its first flip.
func (s *State) RecordEvents(on bool) {
	was := s.log.On()
	s.log.SetOn(on)
	switch {
	case !on || was || s.begun:
	case s.g.r.solo && s.phase == phaseSolo:
		// The mission's first card was flipped as the game was dealt.
		s.emit(Event{Kind: EventFlip, Card: s.soloCard})
	case !s.g.r.solo:
		s.emit(s.firstEvent())
		if !s.g.r.pickSetup {
			s.emitDeal()
		}
	}
}

// emitDeal records what a random setup dealt before any recording: each
// seat's starting animals where they stand, the first player's first, in
// the open as the setup is, then the first turn.
func (s *State) emitDeal() {
	for _, q := range [2]int{int(s.first), 1 - int(s.first)} {
		for pos, a := range s.p[q].zone {
			if a.card != 0 {
				s.emit(Event{Kind: EventPlace, Seat: q, Pos: pos, Card: a.card})
			}
		}
	}
	s.emit(Event{Kind: EventTurn, Seat: int(s.active), N: int(s.turn)})
}

// DrainEvents appends the events recorded since the last drain to dst.
func (s *State) DrainEvents(dst []game.Event) []game.Event { return s.log.Drain(dst) }

func (s *State) emit(e Event) {
	if s.log.On() {
		e.Turn = int(s.turn)
		s.log.Add(e.data())
	}
}

// Game returns the configured game.
func (s *State) Game() game.Game { return s.g }

// CurrentPlayer returns the seat to act, or game.Terminal at the end.
func (s *State) CurrentPlayer() game.Player {
	if s.phase == phaseOver {
		return game.Terminal
	}
	return game.Player(s.seat)
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == phaseOver }

// Clone returns an independent copy that records no events.
func (s *State) Clone() game.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.log = game.EventLog{}
	return &c
}

// Returns appends each seat's result: +1 win, -1 loss, 0 draw (zeros
// before the end). The solo mission scores (defeated-missed)/flipped.
func (s *State) Returns(dst []float64) []float64 {
	if s.g.r.solo {
		v := 0.0
		if n := int(s.soloDone) + int(s.soloMiss); s.phase == phaseOver && n > 0 {
			v = float64(int(s.soloDone)-int(s.soloMiss)) / float64(n)
		}
		return append(dst, v)
	}
	for q := int8(0); q < 2; q++ {
		switch {
		case s.phase != phaseOver || s.winner < 0:
			dst = append(dst, 0)
		case s.winner == q:
			dst = append(dst, 1)
		default:
			dst = append(dst, -1)
		}
	}
	return dst
}

// Winner returns the winning seat, or -1 (before the end, or a draw).
func (s *State) Winner() int { return int(s.winner) }

// Phase returns the name of the decision the state waits for.
func (s *State) Phase() string { return phaseNames[s.phase] }

// Turn returns the number of turns begun.
func (s *State) Turn() int { return int(s.turn) }

// FirstPlayer returns the seat that played first.
func (s *State) FirstPlayer() int { return int(s.first) }

// Exercises returns the number of exercises seat q completed.
func (s *State) Exercises(q int) int { return int(s.p[q].exercises) }

func (s *State) String() string {
	cs := s.g.set
	b := fmt.Sprintf("turn %d, %s, seat to act P%d\n", s.turn, phaseNames[s.phase], s.seat+1)
	for q := 0; q < s.g.r.players; q++ {
		pl := &s.p[q]
		b += fmt.Sprintf("P%d hand %s deck %s discard %d defeated %d\n", q+1, names(cs, pl.hand.slice()), names(cs, pl.deck.slice()), pl.discard.n, pl.defeated.n)
		for r := 0; r < NumRows; r++ {
			b += "  "
			for c := 0; c < NumCols; c++ {
				b += fmt.Sprintf("%-26s", s.describe(q, c*NumRows+r))
			}
			b += "\n"
		}
	}
	if s.soloCard != 0 {
		b += "solo: " + cs.Name(s.soloCard) + "\n"
	}
	return b
}

// describe renders an animal as "Brown Bear 9/13 (resting)" or "-".
func (s *State) describe(q, pos int) string {
	a := &s.p[q].zone[pos]
	if a.card == 0 {
		return "-"
	}
	c := s.g.set.Card(a.card)
	out := fmt.Sprintf("%s %d/%d", c.Name, a.hp, s.g.set.Families[c.Family].Health[c.Level-1])
	if a.rest > 0 {
		out += " (rest)"
	}
	return out
}

func names(cs *CardSet, ids []CardID) string {
	out := "["
	for i, id := range ids {
		if i > 0 {
			out += ", "
		}
		out += cs.Name(id)
	}
	return out + "]"
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Animal returns the animal at q's position pos: its card (0 for an empty
// place), health and rest marker.
func (s *State) Animal(q, pos int) (id CardID, hp, rest int) {
	a := &s.p[q].zone[pos]
	return a.card, int(a.hp), int(a.rest)
}

// Cards returns the card set in use.
func (s *State) Cards() *CardSet { return s.g.set }
