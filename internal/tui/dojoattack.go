package tui

import (
	"fmt"
	"strings"

	"menagerie/games/dojo"
	"menagerie/session"
)

// Dojo's attack decision offers every attacker against every target, which
// can be more entries than an 80x24 screen shows beside the zones. It is
// asked through the two-step menu: when the list fits beside both zones,
// as one list (the hand giving way to it); else first the attacker, with
// its place, health and damage and how many targets it has, then the
// target with the damage the attack would deal.

// pick asks for one of the entries, whose menu texts are texts, and
// returns its index: the attack decision through the two-step menu, any
// other as one list.
func (u *dojoUI) pick(v session.SeatView, o *dojo.Observation, entries []dojoChoice, texts []string) (int, error) {
	if o.Phase != "attack" {
		return u.choose(v, "", texts)
	}
	groups, index := u.attackGroups(o, entries, texts, false)
	if !u.menu.fits(v, texts) {
		groups, index = u.attackGroups(o, entries, texts, true)
	}
	i, j, err := u.menu.choose(v, groups)
	if err != nil {
		return 0, err
	}
	return index[i][j], nil
}

// attackGroups are the first menu's entries for the attack decision and,
// for each, the indices of the entries it stands for: each entry alone,
// or, byAttacker, the attacks gathered by attacker (other entries, such
// as no attack, stay as they are), in the order of their first entry.
func (u *dojoUI) attackGroups(o *dojo.Observation, entries []dojoChoice, texts []string, byAttacker bool) ([]menuGroup, [][]int) {
	var groups []menuGroup
	var index [][]int
	var attacker []string // each group's attacker as its entry names it ("" : none)
	at := map[int]int{}   // group by attacker's zone position
	for k, e := range entries {
		l := e.label
		if !byAttacker || l.Kind != "attack" || len(l.Slots) != 2 {
			groups = append(groups, menuGroup{text: texts[k], texts: []string{texts[k]}})
			index = append(index, []int{k})
			attacker = append(attacker, "")
			continue
		}
		pos := l.Slots[0]
		name, place := u.attackerAt(o, pos)
		target := texts[k]
		if rest, ok := strings.CutPrefix(target, name+" attacks "); ok {
			target = rest
		}
		i, ok := at[pos]
		if !ok {
			i = len(groups)
			at[pos] = i
			groups = append(groups, menuGroup{text: texts[k]})
			index = append(index, nil)
			attacker = append(attacker, u.style().paint(info, name)+" ("+place+")")
		}
		groups[i].texts = append(groups[i].texts, target)
		index[i] = append(index[i], k)
	}
	for i := range groups {
		if n := len(groups[i].texts); n > 1 {
			groups[i].text = fmt.Sprintf("%s: %d targets", attacker[i], n)
			groups[i].note = fmt.Sprintf("Which animal does %s attack?", attacker[i])
		}
	}
	return groups, index
}

// attackerAt names the seat's animal at zone position pos and says where
// it is and how it stands: "column 1, 6/6, 2 damage" ("column 2, row 2,
// ..." behind the front).
func (u *dojoUI) attackerAt(o *dojo.Observation, pos int) (name, place string) {
	col, row := pos/dojo.NumRows, pos%dojo.NumRows
	place = fmt.Sprintf("column %d", col+1)
	if row > 0 {
		place += fmt.Sprintf(", row %d", row+1)
	}
	if o.Seat < 0 || o.Seat >= len(o.Players) {
		return "", place
	}
	zone := o.Players[o.Seat].Zone
	if col >= len(zone) || row >= len(zone[col]) {
		return "", place
	}
	a := zone[col][row]
	return a.Card, fmt.Sprintf("%s, %d/%d, %d damage", place, a.Health, a.MaxHealth, a.Damage)
}
