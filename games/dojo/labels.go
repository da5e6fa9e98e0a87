package dojo

import (
	"fmt"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Labels appends a label for each legal action of the seat to act. Cards
// are the seat's own (a discard names exactly the cards it selects, an
// attack its attacker and the defender) or public; Slots are zone
// positions (col*rows+row) or columns.
func (s *State) Labels(dst []game.Label) []game.Label {
	var buf [256]game.Action
	return contract.Labels(dst, s.LegalActions(buf[:0]), s.ActionString, s.label)
}

// label gives a legal action's kind and the cards and slots it names.
func (s *State) label(a game.Action) game.Label {
	cs := s.g.set
	var l game.Label
	nf := game.Action(len(cs.Families))
	switch {
	case a == actNothing:
		l.Kind = "pass"
	case a > actNothing && a < actDiscard+32:
		l.Kind = "discard"
		h := &s.p[s.seat].hand
		for i := 0; i < int(h.n); i++ {
			if int(a-actDiscard)&(1<<i) != 0 {
				l.Cards = append(l.Cards, game.Card(h.c[i]))
			}
		}
	case a >= actAnimal && a < actAnimal+nf*NumCols:
		l.Kind = "animal"
		l.Cards, l.Slots = s.familyColumn(int(a - actAnimal))
	case a >= actPlace && a < actPlace+nf*NumCols:
		l.Kind = "place"
		l.Cards, l.Slots = s.familyColumn(int(a - actPlace))
	case a >= actCard && a < actCard+game.Action(len(cs.Cards)*NumPos):
		k := int(a - actCard)
		l.Kind = "play"
		l.Cards = []game.Card{game.Card(k / NumPos)}
		l.Slots = []int{k % NumPos}
	case a >= actSwap && a < actSwap+NumPos*NumPos:
		k := int(a - actSwap)
		l.Kind, l.Slots = "swap", []int{k / NumPos, k % NumPos}
	case a >= actDojo && a < actDojo+NumPos:
		l.Kind, l.Slots = "dojo", []int{int(a - actDojo)}
	case a >= actAttack && a < actAttack+NumPos*NumCols:
		k := int(a - actAttack)
		l.Kind, l.Slots = "attack", []int{k / NumCols, k % NumCols}
	default:
		l.Kind = [...]string{0: "no_attack", actDone - actSkip: "done", actFail - actSkip: "fail",
			actCancel - actSkip: "cancel", actDodge - actSkip: "respond", actNoDodge - actSkip: "no_response",
			actUpgrade - actSkip: "upgrade", actNoUpgrade - actSkip: "no_upgrade"}[a-actSkip]
	}
	return l
}

// familyColumn names the level 1 card of family k/NumCols and column
// k%NumCols, as adding and placing actions encode them.
func (s *State) familyColumn(k int) ([]game.Card, []int) {
	return []game.Card{game.Card(s.g.set.Families[k/NumCols].Cards[0])}, []int{k % NumCols}
}

// ActionString describes an action for people as the seat to act knows it:
// cards and animals by name and place, an attack's damage with its strong
// or weak modifier, and the stay card a play would discard (rule 9.2).
func (s *State) ActionString(a game.Action) string {
	text := s.actionText(a)
	if old := s.replaced(a); old != 0 {
		text += fmt.Sprintf(" (replaces your %s)", s.g.set.Name(old))
	}
	return text
}

// actionText is ActionString without the replaced card.
func (s *State) actionText(a game.Action) string {
	cs := s.g.set
	q := int(s.seat)
	nf := game.Action(len(cs.Families))
	switch {
	case a == actNothing:
		return "play nothing"
	case a > actNothing && a < actDiscard+32:
		return fmt.Sprintf("discard %s and draw again", s.maskNames(int(a-actDiscard)))
	case a >= actAnimal && a < actAnimal+nf*NumCols:
		k := int(a - actAnimal)
		return fmt.Sprintf("add %s to column %d", cs.Name(cs.Families[k/NumCols].Cards[0]), k%NumCols+1)
	case a >= actCard && a < actCard+game.Action(len(cs.Cards)*NumPos):
		k := int(a - actCard)
		c := cs.Card(CardID(k / NumPos))
		switch c.Effect {
		case EffectBoost:
			return "play " + c.Name
		case EffectSweep:
			what := [2]string{"health stay card", "item stay card"}[k%NumPos&1]
			if old := s.p[1-q].stay[k%NumPos&1]; old != 0 {
				what = cs.Name(old)
			}
			return fmt.Sprintf("play %s on the opponent's %s", c.Name, what)
		}
		return fmt.Sprintf("play %s on %s", c.Name, s.placeName(q, k%NumPos))
	case a >= actSwap && a < actSwap+NumPos*NumPos:
		k := int(a - actSwap)
		return fmt.Sprintf("Rope: swap %s and %s", s.placeName(q, k/NumPos), s.placeName(q, k%NumPos))
	case a >= actDojo && a < actDojo+NumPos:
		pos := int(a - actDojo)
		if next := s.nextLevelAt(q, pos); next != 0 {
			return fmt.Sprintf("dojo: upgrade %s to %s", s.placeName(q, pos), cs.Name(next))
		}
		return "dojo: upgrade the animal at " + placeWords(pos)
	case a >= actAttack && a < actAttack+NumPos*NumCols:
		k := int(a - actAttack)
		return s.attackText(q, k/NumCols, k%NumCols)
	case a == actSkip:
		return "no attack"
	case a == actDone:
		return "exercise done"
	case a == actFail:
		return "exercise failed"
	case a == actCancel:
		return "cancel the exercise"
	case a == actDodge:
		return "respond: dodge"
	case a == actNoDodge:
		return "no response"
	case a == actUpgrade:
		if s.attacker >= 0 {
			if next := s.nextLevelAt(q, int(s.attacker)); next != 0 {
				return fmt.Sprintf("upgrade %s to %s", cs.Name(s.p[q].zone[s.attacker].card), cs.Name(next))
			}
		}
		return "upgrade the attacker"
	case a == actNoUpgrade:
		return "no upgrade"
	case a >= actPlace && a < actPlace+nf*NumCols:
		k := int(a - actPlace)
		return fmt.Sprintf("place %s in column %d", cs.Name(cs.Families[k/NumCols].Cards[0]), k%NumCols+1)
	}
	return fmt.Sprintf("unknown action %d", a)
}

// attackText reads "Tiger attacks Bear (column 2): 3 damage, strong": q's
// animal at pos against the first animal of the opponent's column col (the
// only one that can be attacked), with the damage it would deal and why it differs from the
// printed damage.
func (s *State) attackText(q, pos, col int) string {
	cs := s.g.set
	atk, def := s.p[q].zone[pos].card, s.p[1-q].zone[col*NumRows].card
	if atk == 0 || def == 0 {
		return fmt.Sprintf("attack with the animal at %s the front of column %d", placeWords(pos), col+1)
	}
	d, mod := s.attackDamage(q, pos, col)
	text := fmt.Sprintf("%s attacks %s (column %d): %d damage", cs.Name(atk), cs.Name(def), col+1, d)
	switch mod {
	case 1:
		text += ", strong"
	case -1:
		text += ", weak"
	}
	if s.boost > 0 {
		text += fmt.Sprintf(", +%d boost", s.boost)
	}
	if s.p[1-q].zone[col*NumRows].att&attShield != 0 {
		text += ", shielded"
	}
	return text
}

// placeName names q's animal at pos ("Bear Cub"), with its place when
// another animal of q's zone has the same name ("Bear Cub (column 1, row
// 2)"); an empty place by its place.
func (s *State) placeName(q, pos int) string {
	zone := &s.p[q].zone
	id := zone[pos].card
	if id == 0 {
		return placeWords(pos)
	}
	for i := range zone {
		if i != pos && zone[i].card == id {
			return fmt.Sprintf("%s (%s)", s.g.set.Name(id), placeWords(pos))
		}
	}
	return s.g.set.Name(id)
}

// placeWords names a zone position: "front of column 1", "column 2, row 3".
func placeWords(pos int) string {
	if pos%NumRows == 0 {
		return fmt.Sprintf("front of column %d", pos/NumRows+1)
	}
	return fmt.Sprintf("column %d, row %d", pos/NumRows+1, pos%NumRows+1)
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
// discard from play as o shows it (rule 9.2: a card of the same category
// enters play), or "" when it discards none. Interfaces warn before such a
// play.
func (g *Game) Replaced(o *Observation, a game.Action) string {
	if o.Seat < 0 || o.Seat >= len(o.Players) {
		return ""
	}
	id := g.observedPlay(o, a)
	if id == 0 {
		return ""
	}
	c := g.set.Card(id)
	old := o.Players[o.Seat].Stay[c.category()]
	if stay, _ := g.set.Lookup(old); !g.displaces(stay, c) {
		return ""
	}
	return old
}

// Played names the card of the seat's hand, as o shows it, that the
// labelled action takes into play (as playedCard finds it), or "" for an
// action that plays none. Interfaces gather the plays of one card.
func (g *Game) Played(o *Observation, a game.Action) string {
	if id := g.observedPlay(o, a); id != 0 {
		return g.set.Name(id)
	}
	return ""
}

// observedPlay is playedCard over the hand o shows.
func (g *Game) observedPlay(o *Observation, a game.Action) CardID {
	hand := make([]CardID, 0, len(o.Hand))
	for _, name := range o.Hand {
		if id, ok := g.set.Lookup(name); ok {
			hand = append(hand, id)
		}
	}
	return g.playedCard(a, hand)
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

func (s *State) maskNames(m int) string {
	h := &s.p[s.seat].hand
	var ids []CardID
	for i := 0; i < int(h.n); i++ {
		if m&(1<<i) != 0 {
			ids = append(ids, h.c[i])
		}
	}
	if len(ids) == 0 {
		return fmt.Sprintf("cards %b", m)
	}
	return names(s.g.set, ids)
}
