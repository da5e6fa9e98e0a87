package dojo

import (
	"strconv"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Labels appends a label for each legal action of the seat to act. Cards
// are the seat's own (a discard names exactly the cards it selects, a
// Rope's swap the Rope, a dojo's upgrade the Dojo card and the next level,
// an attack its attacker and the defender) or public; Slots are zone
// positions (col*rows+row) or columns.
func (s *State) Labels(dst []game.Label) []game.Label {
	var buf [256]game.Action
	return contract.Labels(dst, s.LegalActions(buf[:0]), s.ActionString, s.label)
}

// label gives a legal action's kind and the cards and slots it names.
func (s *State) label(a game.Action, parts *contract.LabelParts) game.Label {
	cs := s.g.set
	var l game.Label
	nf := game.Action(len(cs.Families))
	switch {
	case a == actNothing:
		l.Kind = "pass"
	case a > actNothing && a < actDiscard+32:
		l.Kind = "discard"
		h := &s.p[s.seat].hand
		var cards [len(h.c)]game.Card
		n := 0
		for i := 0; i < int(h.n); i++ {
			if int(a-actDiscard)&(1<<i) != 0 {
				cards[n] = game.Card(h.c[i])
				n++
			}
		}
		l.Cards = parts.Cards(cards[:n]...)
	case a >= actAnimal && a < actAnimal+nf*NumCols:
		l.Kind = "animal"
		l.Cards, l.Slots = s.familyColumn(int(a-actAnimal), parts)
	case a >= actPlace && a < actPlace+nf*NumCols:
		l.Kind = "place"
		l.Cards, l.Slots = s.familyColumn(int(a-actPlace), parts)
	case a >= actCard && a < actCard+game.Action(len(cs.Cards)*NumPos):
		k := int(a - actCard)
		l.Kind = "play"
		l.Cards = parts.Cards(game.Card(k / NumPos))
		l.Slots = parts.Slots(k % NumPos)
	case a >= actSwap && a < actSwap+NumPos*NumPos:
		k := int(a - actSwap)
		l.Kind, l.Slots = "swap", parts.Slots(k/NumPos, k%NumPos)
		l.Cards = parts.Cards(game.Card(s.g.playedCard(a, s.p[s.seat].hand.slice())))
	case a >= actDojo && a < actDojo+NumPos:
		pos := int(a - actDojo)
		l.Kind, l.Slots = "dojo", parts.Slots(pos)
		l.Cards = parts.Cards(game.Card(s.g.playedCard(a, s.p[s.seat].hand.slice())), game.Card(s.nextLevelAt(int(s.seat), pos)))
	case a >= actAttack && a < actAttack+NumPos*NumCols:
		k := int(a - actAttack)
		l.Kind, l.Slots = "attack", parts.Slots(k/NumCols, k%NumCols)
	default:
		l.Kind = [...]string{0: "no_attack", actDone - actSkip: "done", actFail - actSkip: "fail",
			actCancel - actSkip: "cancel", actDodge - actSkip: "respond", actNoDodge - actSkip: "no_response",
			actUpgrade - actSkip: "upgrade", actNoUpgrade - actSkip: "no_upgrade"}[a-actSkip]
	}
	return l
}

// familyColumn names the level 1 card of family k/NumCols and column
// k%NumCols, as adding and placing actions encode them.
func (s *State) familyColumn(k int, parts *contract.LabelParts) ([]game.Card, []int) {
	return parts.Cards(game.Card(s.g.set.Families[k/NumCols].Cards[0])), parts.Slots(k % NumCols)
}

// ActionString describes an action for people as the seat to act knows it:
// cards and animals by name and place, an attack's damage with its strong
// or weak modifier, and the stay card a play would discard (rule 9.2).
func (s *State) ActionString(a game.Action) string {
	var buf [128]byte
	b := s.appendActionText(buf[:0], a)
	if old := s.replaced(a); old != 0 {
		b = append(append(append(b, " (replaces your "...), s.g.set.Name(old)...), ')')
	}
	return string(b)
}

// appendActionText appends ActionString without the replaced card.
func (s *State) appendActionText(b []byte, a game.Action) []byte {
	cs := s.g.set
	q := int(s.seat)
	nf := game.Action(len(cs.Families))
	switch {
	case a == actNothing:
		return append(b, "play nothing"...)
	case a > actNothing && a < actDiscard+32:
		b = s.appendMaskNames(append(b, "discard "...), int(a-actDiscard))
		return append(b, " and draw again"...)
	case a >= actAnimal && a < actAnimal+nf*NumCols:
		k := int(a - actAnimal)
		b = append(append(b, "add "...), cs.Name(cs.Families[k/NumCols].Cards[0])...)
		return strconv.AppendInt(append(b, " to column "...), int64(k%NumCols+1), 10)
	case a >= actCard && a < actCard+game.Action(len(cs.Cards)*NumPos):
		k := int(a - actCard)
		c := cs.Card(CardID(k / NumPos))
		b = append(append(b, "play "...), c.Name...)
		switch c.Effect {
		case EffectBoost:
			return b
		case EffectSweep:
			what := [2]string{"health stay card", "item stay card"}[k%NumPos&1]
			if old := s.p[1-q].stay[k%NumPos&1]; old != 0 {
				what = cs.Name(old)
			}
			return append(append(b, " on the opponent's "...), what...)
		}
		return s.appendPlaceName(append(b, " on "...), q, k%NumPos)
	case a >= actSwap && a < actSwap+NumPos*NumPos:
		k := int(a - actSwap)
		b = s.appendPlaceName(append(b, "Rope: swap "...), q, k/NumPos)
		return s.appendPlaceName(append(b, " and "...), q, k%NumPos)
	case a >= actDojo && a < actDojo+NumPos:
		pos := int(a - actDojo)
		if next := s.nextLevelAt(q, pos); next != 0 {
			b = s.appendPlaceName(append(b, "dojo: upgrade "...), q, pos)
			return append(append(b, " to "...), cs.Name(next)...)
		}
		return appendPlaceWords(append(b, "dojo: upgrade the animal at "...), pos)
	case a >= actAttack && a < actAttack+NumPos*NumCols:
		k := int(a - actAttack)
		return s.appendAttackText(b, q, k/NumCols, k%NumCols)
	case a == actSkip:
		return append(b, "no attack"...)
	case a == actDone:
		return append(b, "exercise done"...)
	case a == actFail:
		return append(b, "exercise failed"...)
	case a == actCancel:
		return append(b, "cancel the exercise"...)
	case a == actDodge:
		return append(b, "respond: dodge"...)
	case a == actNoDodge:
		return append(b, "no response"...)
	case a == actUpgrade:
		if s.attacker >= 0 {
			if next := s.nextLevelAt(q, int(s.attacker)); next != 0 {
				b = append(append(b, "upgrade "...), cs.Name(s.p[q].zone[s.attacker].card)...)
				return append(append(b, " to "...), cs.Name(next)...)
			}
		}
		return append(b, "upgrade the attacker"...)
	case a == actNoUpgrade:
		return append(b, "no upgrade"...)
	case a >= actPlace && a < actPlace+nf*NumCols:
		k := int(a - actPlace)
		b = append(append(b, "place "...), cs.Name(cs.Families[k/NumCols].Cards[0])...)
		return strconv.AppendInt(append(b, " in column "...), int64(k%NumCols+1), 10)
	}
	return strconv.AppendInt(append(b, "unknown action "...), int64(a), 10)
}

// appendAttackText appends "Tiger attacks Bear (column 2): 3 damage,
// strong": q's animal at pos against the first animal of the opponent's
// column col (the only one that can be attacked), with the damage it would
// deal and why it differs from the printed damage.
func (s *State) appendAttackText(b []byte, q, pos, col int) []byte {
	cs := s.g.set
	atk, def := s.p[q].zone[pos].card, s.p[1-q].zone[col*NumRows].card
	if atk == 0 || def == 0 {
		b = appendPlaceWords(append(b, "attack with the animal at "...), pos)
		return strconv.AppendInt(append(b, " the front of column "...), int64(col+1), 10)
	}
	d, mod := s.attackDamage(q, pos, col)
	b = append(append(append(append(b, cs.Name(atk)...), " attacks "...), cs.Name(def)...), " (column "...)
	b = strconv.AppendInt(b, int64(col+1), 10)
	b = strconv.AppendInt(append(b, "): "...), int64(d), 10)
	b = append(b, " damage"...)
	switch mod {
	case 1:
		b = append(b, ", strong"...)
	case -1:
		b = append(b, ", weak"...)
	}
	if s.boost > 0 {
		b = append(strconv.AppendInt(append(b, ", +"...), int64(s.boost), 10), " boost"...)
	}
	if s.p[1-q].zone[col*NumRows].att&attShield != 0 {
		b = append(b, ", shielded"...)
	}
	return b
}

// appendPlaceName appends q's animal at pos ("Bear Cub"), with its place
// when another animal of q's zone has the same name ("Bear Cub (column 1,
// row 2)"); an empty place by its place.
func (s *State) appendPlaceName(b []byte, q, pos int) []byte {
	zone := &s.p[q].zone
	id := zone[pos].card
	if id == 0 {
		return appendPlaceWords(b, pos)
	}
	b = append(b, s.g.set.Name(id)...)
	for i := range zone {
		if i != pos && zone[i].card == id {
			return append(appendPlaceWords(append(b, " ("...), pos), ')')
		}
	}
	return b
}

// appendPlaceWords appends a zone position: "front of column 1", "column
// 2, row 3".
func appendPlaceWords(b []byte, pos int) []byte {
	if pos%NumRows == 0 {
		return strconv.AppendInt(append(b, "front of column "...), int64(pos/NumRows+1), 10)
	}
	b = strconv.AppendInt(append(b, "column "...), int64(pos/NumRows+1), 10)
	return strconv.AppendInt(append(b, ", row "...), int64(pos%NumRows+1), 10)
}

// nextLevelAt is nextLevel for a position that may be empty (0 then).
func (s *State) nextLevelAt(q, pos int) CardID {
	if s.p[q].zone[pos].card == 0 {
		return 0
	}
	return s.nextLevel(q, pos)
}

// replaced returns the stay card of the seat to act that action a would
// discard by taking a card into play (rule 9.2, as displaces reads it), or 0.
func (s *State) replaced(a game.Action) CardID {
	pl := &s.p[s.seat]
	id := s.g.playedCard(a, pl.hand.slice())
	if id == 0 {
		return 0
	}
	c := s.g.set.Card(id)
	if old := pl.stay[c.category()]; s.g.displaces(old, c) {
		return old
	}
	return 0
}

// Replaced names the seat's own stay card that the labelled action would
// discard from play as t, the seat's table view, shows it (rule 9.2: a
// card of the same category enters play), or "" when it discards none.
// Interfaces warn before such a play.
func (g *Game) Replaced(t *game.TableView, seat game.Player, a game.Action) string {
	id := g.viewedPlay(t, seat, a)
	if id == 0 {
		return ""
	}
	c := g.set.Card(id)
	var old CardID
	if stay := seatList(t, "stay", seat); int(c.category()) < len(stay) && stay[c.category()] > 0 {
		old = CardID(stay[c.category()])
	}
	if !g.displaces(old, c) {
		return ""
	}
	return g.set.Name(old)
}

// Played names the card of the seat's hand, as t, the seat's table view,
// shows it, that the labelled action takes into play (as playedCard finds
// it), or "" for an action that plays none. Interfaces gather the plays
// of one card.
func (g *Game) Played(t *game.TableView, seat game.Player, a game.Action) string {
	if id := g.viewedPlay(t, seat, a); id != 0 {
		return g.set.Name(id)
	}
	return ""
}

// viewedPlay is playedCard over the hand t shows the seat.
func (g *Game) viewedPlay(t *game.TableView, seat game.Player, a game.Action) CardID {
	cards := seatList(t, "hand", seat)
	hand := make([]CardID, 0, len(cards))
	for _, c := range cards {
		if c > 0 {
			hand = append(hand, CardID(c))
		}
	}
	return g.playedCard(a, hand)
}

// seatList returns seat's list of the seat zone id in t, or nil.
func seatList(t *game.TableView, id string, seat game.Player) []game.Card {
	z, ok := t.Zone(id)
	if !ok || seat < 0 || int(seat) >= len(z.Cards) {
		return nil
	}
	return z.Cards[seat]
}

// playedCard returns the card from hand that action a takes into play (a
// health or item card, the Rope of a swap, the dojo of an upgrade, the
// response card of a dodge), or 0 for an action that plays none.
func (g *Game) playedCard(a game.Action, hand []CardID) CardID {
	cs := g.set
	find := func(match func(c *Card) bool) CardID {
		for _, id := range hand {
			if match(cs.Card(id)) {
				return id
			}
		}
		return 0
	}
	switch {
	case a >= actCard && a < actCard+game.Action(len(cs.Cards)*NumPos):
		return CardID(int(a-actCard) / NumPos)
	case a >= actSwap && a < actSwap+NumPos*NumPos:
		return find(func(c *Card) bool { return c.Effect == EffectSwap })
	case a >= actDojo && a < actDojo+NumPos:
		return find(func(c *Card) bool { return c.Kind == KindDojo })
	case a == actDodge:
		return find(func(c *Card) bool { return c.Response })
	}
	return 0
}

// appendMaskNames appends the names of the cards of the hand of the seat to
// act that discard mask m selects: "[Berries, Rope]", or "cards 101" when
// it selects none.
func (s *State) appendMaskNames(b []byte, m int) []byte {
	h := &s.p[s.seat].hand
	if m&(1<<h.n-1) == 0 {
		return strconv.AppendInt(append(b, "cards "...), int64(m), 2)
	}
	b = append(b, '[')
	first := true
	for i := 0; i < int(h.n); i++ {
		if m&(1<<i) != 0 {
			if !first {
				b = append(b, ", "...)
			}
			b, first = append(b, s.g.set.Name(h.c[i])...), false
		}
	}
	return append(b, ']')
}
