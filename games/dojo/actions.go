package dojo

import (
	"fmt"
	"math/bits"

	"menagerie/game"
)

// Action encoding. Positions are col*NumRows+row.
const (
	actNothing   game.Action = 0   // play nothing
	actDiscard   game.Action = 1   // + hand mask (1-31): discard those cards and draw again
	actAnimal    game.Action = 40  // + family*NumCols+col: add a level 1 animal at the back of col
	actCard      game.Action = 150 // + id*NumPos+target: play a health or item card
	actSwap      game.Action = 750 // + a*NumPos+b (a<b): Rope swaps two of your positions
	actDojo      game.Action = 840 // + pos: upgrade the animal at pos with a dojo
	actAttack    game.Action = 850 // + pos*NumCols+col: your animal at pos attacks the front of col
	actSkip      game.Action = 880 // make no attack
	actDone      game.Action = 881 // the exercise is done
	actFail      game.Action = 882 // the exercise failed or timed out
	actCancel    game.Action = 883 // the exercise is cancelled before starting
	actDodge     game.Action = 884 // play the response card
	actNoDodge   game.Action = 885 // let the attack through
	actUpgrade   game.Action = 886 // upgrade the attacker after its defeat
	actNoUpgrade game.Action = 887 // keep it
	actPlace     game.Action = 890 // + family*NumCols+col: place a starting animal at the back of col
)

// Exported action ids of the exercise decision, for interfaces that time
// it: Done, Fail (a failure or a timeout) and Cancel.
const (
	ActionDone   = actDone
	ActionFail   = actFail
	ActionCancel = actCancel
)

// IsDiscard reports whether a is a discard of the play phase (discard some
// cards and draw again), for bots that handle discards apart.
func IsDiscard(a game.Action) bool { return a >= actDiscard && a < actAnimal }

// LegalActions appends the current seat's legal actions to dst.
func (s *State) LegalActions(dst []game.Action) []game.Action {
	q := int(s.seat)
	switch s.phase {
	case phaseSetup:
		for f := 0; f < len(s.g.set.Families); f++ {
			if s.p[q].pending&(1<<f) == 0 {
				continue
			}
			for col := 0; col < NumCols; col++ {
				if s.g.r.freeLayout && s.colCount(q, col) < NumRows || !s.g.r.freeLayout && col == s.setupCol(q) {
					dst = append(dst, actPlace+game.Action(f*NumCols+col))
				}
			}
		}
	case phasePlay:
		return s.playActions(dst)
	case phaseAttack:
		dst = s.attackActions(dst)
		return append(dst, actSkip)
	case phaseExercise:
		return append(dst, actDone, actFail, actCancel)
	case phaseSolo:
		return append(dst, actDone, actFail)
	case phaseDodge:
		return append(dst, actDodge, actNoDodge)
	case phaseUpgrade:
		return append(dst, actUpgrade, actNoUpgrade)
	}
	return dst
}

func (s *State) attackActions(dst []game.Action) []game.Action {
	q := int(s.active)
	pl := &s.p[q]
	for pos := 0; pos < NumPos; pos++ {
		a := &pl.zone[pos]
		if a.card == 0 || a.rest > 0 || (s.g.r.frontRowOnly && pos%NumRows != 0) {
			continue
		}
		for col := 0; col < NumCols; col++ {
			if s.p[1-q].zone[col*NumRows].card != 0 {
				dst = append(dst, actAttack+game.Action(pos*NumCols+col))
			}
		}
	}
	return dst
}

func (s *State) playActions(dst []game.Action) []game.Action {
	q := int(s.active)
	pl := &s.p[q]
	cs := s.g.set
	dst = append(dst, actNothing)
	for m := 1; m < 1<<pl.hand.n; m++ {
		if bits.OnesCount(uint(m)) <= s.g.r.maxDiscard {
			dst = append(dst, actDiscard+game.Action(m))
		}
	}
	var cols [NumCols]bool
	for col := 0; col < NumCols; col++ {
		cols[col] = pl.zone[col*NumRows+NumRows-1].card == 0
	}
	dojo := false
	prev := CardID(0)
	for _, id := range pl.hand.slice() {
		if id == prev {
			continue
		}
		prev = id
		c := cs.Card(id)
		switch c.Kind {
		case KindAnimal:
			if c.Level == 1 {
				for col := 0; col < NumCols; col++ {
					if cols[col] {
						dst = append(dst, actAnimal+game.Action(c.Family*NumCols+col))
					}
				}
			}
		case KindDojo:
			dojo = true
		default:
			dst = s.cardActions(dst, c)
		}
	}
	if dojo {
		for pos := 0; pos < NumPos; pos++ {
			if pl.zone[pos].card != 0 {
				if next := s.nextLevel(q, pos); next != 0 && pl.hand.index(next) >= 0 {
					dst = append(dst, actDojo+game.Action(pos))
				}
			}
		}
	}
	return dst
}

// cardActions appends the plays of a health or item card.
func (s *State) cardActions(dst []game.Action, c *Card) []game.Action {
	q := int(s.active)
	pl := &s.p[q]
	base := actCard + game.Action(int(c.ID)*NumPos)
	switch c.Effect {
	case EffectHeal:
		for pos := 0; pos < NumPos; pos++ {
			if a := &pl.zone[pos]; a.card != 0 && (s.g.r.overheal || int(a.hp) < s.maxHP(a.card)) {
				dst = append(dst, base+game.Action(pos))
			}
		}
	case EffectRegen, EffectShield:
		for pos := 0; pos < NumPos; pos++ {
			if pl.zone[pos].card != 0 {
				dst = append(dst, base+game.Action(pos))
			}
		}
	case EffectWake:
		for pos := 0; pos < NumPos; pos++ {
			if pl.zone[pos].card != 0 && pl.zone[pos].rest > 0 {
				dst = append(dst, base+game.Action(pos))
			}
		}
	case EffectBoost:
		dst = append(dst, base)
	case EffectSweep:
		for k := 0; k < 2; k++ {
			if s.p[1-q].stay[k] != 0 {
				dst = append(dst, base+game.Action(k))
			}
		}
	case EffectSwap:
		for a := 0; a < NumPos; a++ {
			if pl.zone[a].card == 0 {
				continue
			}
			for b := a + 1; b < NumPos; b++ {
				if pl.zone[b].card != 0 {
					dst = append(dst, actSwap+game.Action(a*NumPos+b))
				}
			}
		}
	}
	return dst
}

func (s *State) maxHP(id CardID) int {
	c := s.g.set.Card(id)
	return s.g.set.Families[c.Family].Health[c.Level-1]
}

// Apply plays an action after checking that it is legal here.
func (s *State) Apply(a game.Action) error {
	if s.phase == phaseOver {
		return &game.IllegalActionError{Action: a, Seat: game.Terminal, Why: "the game is over"}
	}
	var buf [256]game.Action
	for _, l := range s.LegalActions(buf[:0]) {
		if l == a {
			s.ApplyUnchecked(a)
			return nil
		}
	}
	what := s.ActionString(a)
	if a < 0 || what == fmt.Sprintf("unknown action %d", a) {
		what = ""
	}
	return &game.IllegalActionError{Action: a, Seat: s.CurrentPlayer(), What: what,
		Why: fmt.Sprintf("it is not one of the choices of turn %d's %s phase", s.turn, phaseNames[s.phase])}
}

// ApplyUnchecked plays an action known to be legal.
func (s *State) ApplyUnchecked(a game.Action) {
	q := int(s.seat)
	s.begun = true
	switch s.phase {
	case phaseSetup:
		k := int(a - actPlace)
		f := k / NumCols
		pos := s.place(q, f, k%NumCols)
		s.emit(Event{Kind: EventPlace, Seat: q, Pos: pos, Card: s.g.set.Families[f].Cards[0], Private: true})
		if s.p[q].placed == StartAnimals {
			if s.p[1-q].placed == StartAnimals {
				s.startGame()
			} else {
				s.seat, s.active = int8(1-q), int8(1-q)
			}
		}
	case phasePlay:
		if a == actNothing {
			s.emit(Event{Kind: EventPass, Seat: q, N: passPlay, Choice: true})
		}
		s.applyPlay(q, a)
		s.refill(q)
		s.toAttack()
	case phaseAttack:
		if a == actSkip {
			s.emit(Event{Kind: EventPass, Seat: q, N: passAttack, Choice: true})
			s.endTurn()
			return
		}
		k := int(a - actAttack)
		s.attacker, s.target = int8(k/NumCols), int8(k%NumCols)
		s.emit(Event{Kind: EventAttack, Seat: q, Pos: int(s.attacker), Card: s.p[q].zone[s.attacker].card, Other: s.p[1-q].zone[int(s.target)*NumRows].card})
		if s.g.r.exercise == ExerciseOff {
			s.exerciseSucceeded()
		} else {
			s.phase = phaseExercise
		}
	case phaseExercise:
		switch a {
		case actDone:
			s.exerciseSucceeded()
		case actFail, actCancel:
			s.emit(Event{Kind: EventFail, Seat: q, Card: s.p[q].zone[s.attacker].card, N: b2i(a == actCancel)})
			s.attacker = -1
			if a == actFail && s.g.r.failConsumesAttack {
				s.endTurn()
			} else {
				s.phase = phaseAttack
			}
		}
	case phaseDodge:
		if a == actDodge {
			pl, cut := &s.p[q], 0
			for _, id := range pl.hand.slice() {
				if c := s.g.set.Card(id); c.Response {
					pl.hand.removeAt(pl.hand.index(id))
					if s.g.displaces(pl.stay[c.category()], c) {
						s.leavePlay(q, c.category())
					}
					pl.discard.push(id)
					s.emit(Event{Kind: EventDodge, Seat: q, Card: id})
					cut = c.Amount
					break
				}
			}
			s.refill(q)
			s.seat = s.active
			s.hit(cut)
			return
		}
		s.emit(Event{Kind: EventPass, Seat: q, N: passResponse, Choice: true})
		s.seat = s.active
		s.hit(0)
	case phaseUpgrade:
		if a == actUpgrade {
			s.upgrade(q, int(s.attacker))
			s.refill(q)
		} else {
			s.emit(Event{Kind: EventPass, Seat: q, N: passUpgrade, Choice: true})
		}
		s.endTurn()
	case phaseSolo:
		if a == actDone {
			s.soloDone++
			s.exerciseDone(0, s.soloCard)
			s.p[0].defeated.push(s.soloCard)
		} else {
			s.soloMiss++
			s.emit(Event{Kind: EventFail, Card: s.soloCard})
			s.p[0].discard.push(s.soloCard)
		}
		s.flip()
	}
}

// toAttack moves to the attack phase, or ends the turn when no animal can
// attack.
func (s *State) toAttack() {
	var buf [NumPos * NumCols]game.Action
	if len(s.attackActions(buf[:0])) == 0 {
		s.endTurn()
		return
	}
	s.phase = phaseAttack
}

// applyPlay makes seat q's play (rule 4.2).
func (s *State) applyPlay(q int, a game.Action) {
	pl := &s.p[q]
	cs := s.g.set
	switch {
	case a == actNothing:
	case a < actAnimal:
		m := int(a - actDiscard)
		var gone [HandSize]CardID
		n := 0
		for i := int(pl.hand.n) - 1; i >= 0; i-- {
			if m&(1<<i) != 0 {
				gone[n] = pl.hand.removeAt(i)
				pl.discard.push(gone[n])
				n++
			}
		}
		s.emitDiscards(q, gone[:n])
	case a < actCard:
		k := int(a - actAnimal)
		f, col := k/NumCols, k%NumCols
		id := cs.Families[f].Cards[0]
		pl.hand.removeAt(pl.hand.index(id))
		pos := col*NumRows + s.colCount(q, col)
		pl.zone[pos] = animal{card: id, hp: int8(cs.Families[f].Health[0])}
		if s.g.r.newAnimalRests {
			pl.zone[pos].rest = 1
		}
		s.emit(Event{Kind: EventAnimal, Seat: q, Pos: pos, Card: id})
	case a < actSwap:
		k := int(a - actCard)
		s.playCard(q, CardID(k/NumPos), k%NumPos)
	case a < actDojo:
		k := int(a - actSwap)
		x, y := k/NumPos, k%NumPos
		s.playItem(q, Event{Kind: EventPlay, Card: s.findEffect(q, EffectSwap), Pos: -1})
		pl.zone[x], pl.zone[y] = pl.zone[y], pl.zone[x]
		s.emit(Event{Kind: EventSwap, Seat: q, Card: pl.zone[x].card, Pos: x, Other: pl.zone[y].card, N: y})
	default:
		pos := int(a - actDojo)
		s.playItem(q, Event{Kind: EventPlay, Card: s.findKind(q, KindDojo), Pos: -1})
		s.upgrade(q, pos)
		if s.g.r.dojoClearsRest {
			pl.zone[pos].rest = 0
		}
	}
}

func (s *State) findEffect(q int, e Effect) CardID {
	for _, id := range s.p[q].hand.slice() {
		if s.g.set.Card(id).Effect == e {
			return id
		}
	}
	return 0
}

func (s *State) findKind(q int, k Kind) CardID {
	for _, id := range s.p[q].hand.slice() {
		if s.g.set.Card(id).Kind == k {
			return id
		}
	}
	return 0
}

// playItem takes a health, item or dojo card from the hand into play and
// tells it (play, an EventPlay naming the card and its target): the stay
// card of its category it displaces is discarded (rule 9.2), and a
// non-stay card waits for the end of the turn (rule 9.1).
func (s *State) playItem(q int, play Event) {
	pl := &s.p[q]
	id := play.Card
	c := s.g.set.Card(id)
	pl.hand.removeAt(pl.hand.index(id))
	k := c.category()
	if s.g.displaces(pl.stay[k], c) {
		s.leavePlay(q, k)
	}
	if c.Stay {
		pl.stay[k] = id
	} else {
		s.played = id
	}
	play.Seat = q
	s.emit(play)
}

// leavePlay discards q's stay card of category k, if any, as another card
// of its category enters play or a Broom sweeps it (rule 9.2: it "remains
// until it is destroyed or another card of the same type is played. It is
// then discarded").
func (s *State) leavePlay(q, k int) {
	pl := &s.p[q]
	if old := pl.stay[k]; old != 0 {
		pl.discard.push(old)
		pl.stay[k] = 0
		for i := range pl.zone {
			pl.zone[i].att &^= 1 << k
		}
	}
}

// playCard plays a health or item card on target.
func (s *State) playCard(q int, id CardID, target int) {
	pl := &s.p[q]
	c := s.g.set.Card(id)
	play := Event{Kind: EventPlay, Card: id, Pos: -1}
	switch c.Effect {
	case EffectSweep:
		play.Other, play.N = s.p[1-q].stay[target], playSweeps
	case EffectHeal, EffectRegen, EffectShield, EffectWake:
		play.Other, play.Pos = pl.zone[target].card, target
	}
	s.playItem(q, play)
	switch c.Effect {
	case EffectHeal:
		s.heal(q, target, c.Amount)
	case EffectRegen:
		pl.zone[target].att |= attRegen
	case EffectShield:
		pl.zone[target].att |= attShield
	case EffectWake:
		pl.zone[target].rest = 0
	case EffectBoost:
		s.boost += int8(c.Amount)
	case EffectSweep:
		s.leavePlay(1-q, target)
	}
}

// exerciseSucceeded activates the attack (rule 5.1): the defender may
// respond (rule 8), else the damage lands.
func (s *State) exerciseSucceeded() {
	q := int(s.active)
	s.exerciseDone(q, s.p[q].zone[s.attacker].card)
	if s.findResponse(1 - q) {
		s.phase, s.seat = phaseDodge, int8(1-q)
		return
	}
	s.hit(0)
}

func (s *State) findResponse(q int) bool {
	for _, id := range s.p[q].hand.slice() {
		if s.g.set.Card(id).Response {
			return true
		}
	}
	return false
}

// rest puts the attacker's rest marker on (rule 5.4).
func (s *State) rest() {
	if t := s.g.r.restTurns; t > 0 {
		s.p[s.active].zone[s.attacker].rest = int8(t + 1)
	}
}

// hit deals the attack's damage (rules 5.2, 5.3, 6.1), less cut (a
// response's, at least the minimum), then checks the win and offers the
// upgrade of rule 7.1.
func (s *State) hit(cut int) {
	q := int(s.active)
	d := max(s.damage()-cut, s.g.r.minDamage)
	s.rest()
	op := &s.p[1-q]
	pos := int(s.target) * NumRows
	def := &op.zone[pos]
	s.emit(Event{Kind: EventDamage, Seat: 1 - q, Pos: pos, Card: def.card, N: d})
	if int(def.hp) > d {
		def.hp -= int8(d)
		s.endTurn()
		return
	}
	def.hp = 0
	s.defeat(1-q, pos)
	if s.zoneEmpty(1 - q) {
		s.winner, s.phase = int8(q), phaseOver
		s.emit(Event{Kind: EventWin, Seat: q})
		return
	}
	if next := s.nextLevel(q, int(s.attacker)); next != 0 && s.p[q].hand.index(next) >= 0 {
		s.phase = phaseUpgrade
		return
	}
	s.endTurn()
}

// displaces reports whether playing c discards stay, the stay card in play
// of c's category (0: none). Rule 9.2 keeps a stay card "until it is
// destroyed or another card of the same type is played": by default any
// card of its rule 9.1 category; with stay_replaced_by=name only another
// copy of it, or another stay card, since a player has one stay card of a
// category at a time (rule 9.1).
func (g *Game) displaces(stay CardID, c *Card) bool {
	if stay == 0 {
		return false
	}
	return !g.r.stayByName || c.Stay || g.set.Card(stay).Name == c.Name
}

// emitDiscards tells the cards seat q discarded to draw again, four to an
// event (the most an event names).
func (s *State) emitDiscards(q int, gone []CardID) {
	for i := 0; i < len(gone); i += 4 {
		var c [4]CardID
		copy(c[:], gone[i:])
		s.emit(Event{Kind: EventDiscard, Seat: q, Card: c[0], Other: c[1], More: [2]CardID{c[2], c[3]},
			Pos: i, N: len(gone), Private: true})
	}
}
