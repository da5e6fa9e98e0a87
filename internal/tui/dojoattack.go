package tui

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/games/dojo"
	"menagerie/session"
)

// Dojo's attack decision offers every attacker against every target, which
// can be more entries than an 80x24 screen shows beside the zones. It is
// asked through the two-step menu: when the list fits beside both zones,
// as one list (the hand giving way to it); else first the attacker, with
// its place, health and damage and how many targets it has, then the
// target with the damage the attack would deal. The play decision is
// asked the same way, gathered by the card played (dojoplay.go).

// pick asks for one of the entries, whose menu texts are texts, and
// returns its index: the attack and play decisions through the two-step
// menu, any other as one list.
func (u *dojoUI) pick(v session.SeatView, entries []dojoChoice, texts []string) (int, error) {
	var groups func(bool) ([]menuGroup, [][]int)
	switch v.Table.Phase {
	case "attack":
		groups = func(long bool) ([]menuGroup, [][]int) { return u.attackGroups(v, entries, texts, long) }
	case "play":
		groups = func(long bool) ([]menuGroup, [][]int) { return u.playGroups(v, entries, texts, long) }
	default:
		return u.choose(v, "", texts)
	}
	g, index := groups(!u.menu.fits(v, texts))
	i, j, err := u.menu.choose(v, g)
	if err != nil {
		return 0, err
	}
	return index[i][j], nil
}

// attackGroups are the first menu's entries for the attack decision and,
// for each, the indices of the entries it stands for: each entry alone,
// or, byAttacker, the attacks gathered by attacker (other entries, such
// as no attack, stay as they are), in the order of their first entry.
func (u *dojoUI) attackGroups(v session.SeatView, entries []dojoChoice, texts []string, byAttacker bool) ([]menuGroup, [][]int) {
	if !byAttacker {
		return gather(texts, nil)
	}
	return gather(texts, func(k int) entryGroup {
		l := entries[k].label
		if l.Kind != "attack" || len(l.Slots) != 2 {
			return entryGroup{}
		}
		pos := l.Slots[0]
		name, place := u.attackerAt(tableRead{s: dojo.Schema, t: v.Table}, int(v.Seat), pos)
		target := texts[k]
		if rest, ok := strings.CutPrefix(target, name+" attacks "); ok {
			target = rest
		}
		attacker := u.style().paint(info, name) + " (" + place + ")"
		return entryGroup{key: strconv.Itoa(pos), head: attacker, noun: "targets",
			note: fmt.Sprintf("Which animal does %s attack?", attacker), text: target}
	})
}

// attackerAt names seat's animal at zone position pos (column × rows +
// row) and says where it is and how it stands: "column 1, 6/6, 2 damage"
// ("column 2, row 2, ..." behind the front).
func (u *dojoUI) attackerAt(r tableRead, seat, pos int) (name, place string) {
	col, row := pos/dojo.NumRows, pos%dojo.NumRows
	place = fmt.Sprintf("column %d", col+1)
	if row > 0 {
		place += fmt.Sprintf(", row %d", row+1)
	}
	i := row*dojo.NumCols + col // the table view's zone is laid out row by row
	zone := r.cards("zone", seat)
	if i >= len(zone) || zone[i] <= 0 {
		return "", place
	}
	card := u.cs.Card(dojo.CardID(zone[i]))
	fam := &u.cs.Families[card.Family]
	return card.Name, fmt.Sprintf("%s, %d/%d, %d damage", place, r.stat("zone", "health", seat, i), fam.Health[card.Level-1], fam.Damage[card.Level-1])
}
