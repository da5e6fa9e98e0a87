package tui

import (
	"fmt"
	"strings"

	"menagerie/games/cardbattle"
)

// The marks a card line starts with when its hat counts towards a Triple
// (three pets with one hat in the hand).
const (
	markTriple   = "▲" // with this card the hand holds a Triple
	markOneShort = "△" // with this card the hand is one pet short of one
	tripleLegend = markTriple + " Triple with this card  " + markOneShort + " one pet short"
)

// cardPanel draws one seat's Card Battle observation for its screen.
type cardPanel struct {
	cs *cardbattle.CardSet
	o  *cardbattle.Observation
	st style
	// hat counts the pets in the seat's hand per hat while it shops (all
	// zero in other phases: no Triple is made there).
	hat []int
	// marked says whether a line carries a Triple mark (the legend is
	// shown then).
	marked bool
}

// cardGroup is one line of cards: a card and how many copies of it.
type cardGroup struct {
	id cardbattle.CardID
	n  int
}

// drawCardPanel draws o within st.panelCols() columns and st.rows() lines:
// the round and every seat's gold and trophies, the shop or the battle,
// the seat's hand with its Triples marked, and the other seats' public
// cards.
func drawCardPanel(cs *cardbattle.CardSet, o *cardbattle.Observation, st style) []string {
	p := &cardPanel{cs: cs, o: o, st: st, hat: make([]int, len(cs.Hats))}
	for _, name := range o.Hand {
		if o.Phase != "shop" && o.Phase != "selling" && o.Phase != "triple_keep" {
			break // Triples are made in the shop only
		}
		if id, ok := cs.Lookup(name); ok {
			if c := cs.Card(id); c.IsPet() && c.Hat >= 0 && c.Hat < len(p.hat) {
				p.hat[c.Hat]++
			}
		}
	}
	top := []string{p.roundLine(), p.seatsLine()}
	if one := top[0] + " · " + top[1]; visibleWidth(one) <= p.st.panelCols() {
		top = []string{one}
	}
	top = append(top, p.middle()...)
	others := p.others()
	room := p.st.rows() - len(top) - len(others) - 1
	hand := p.hand(room)
	title := "your hand (" + plural(len(o.Hand), "card") + ")"
	if p.marked {
		title += " · " + tripleLegend
	}
	lines := append(top, p.st.rule(title, p.st.panelCols()))
	lines = append(lines, hand...)
	lines = append(lines, others...)
	for i, l := range lines {
		lines[i] = fit(l, p.st.panelCols())
	}
	return lines[:min(len(lines), p.st.rows())]
}

// roundLine names the round, who plays first and, with more than two
// players, the seat's opponent (the screen's header says what the seat
// decides).
func (p *cardPanel) roundLine() string {
	o := p.o
	round := p.st.bold(fmt.Sprintf("Round %d of %d", o.Round, cardbattle.NumRounds))
	if o.FirstPlayer >= 0 {
		return fmt.Sprintf("%s · First Player P%d", round, o.FirstPlayer+1)
	}
	return fmt.Sprintf("%s · you battle P%d · P%d shops first", round, o.Opponent+1, o.FirstShopper+1)
}

// seatsLine gives every seat's gold and trophies, and the seat's own
// Trumpets and Mana when it holds some (the other seats' are on their
// lines).
func (p *cardPanel) seatsLine() string {
	o := p.o
	cells := make([]string, len(o.Players))
	for s := range o.Players {
		who := fmt.Sprintf("P%d", s+1)
		if s == o.Seat {
			who = p.st.bold(who + " (you)")
		}
		cells[s] = fmt.Sprintf("%s %s/%d", who, p.st.paint(warn, fmt.Sprint(o.Gold[s])), o.Trophies[s])
		if s == o.Seat {
			cells[s] += resources(o, s)
		}
	}
	return "gold/trophies  " + strings.Join(cells, "  ")
}

// resources are seat's Trumpets and Mana, when it holds some.
func resources(o *cardbattle.Observation, seat int) string {
	var b strings.Builder
	if n := o.Trumpets[seat]; n > 0 {
		fmt.Fprintf(&b, " %d Tr", n)
	}
	if n := o.Mana[seat]; n > 0 {
		fmt.Fprintf(&b, " %d Mana", n)
	}
	return b.String()
}

// middle is what the phase is about: the shop while shopping, the cards a
// Triple drew, the battle in progress, or the deck placed so far.
func (p *cardPanel) middle() []string {
	o := p.o
	switch {
	case o.Battle != nil:
		return p.battle()
	case len(o.TripleChoice) > 0:
		lines := []string{p.st.rule("the Triple drew: keep one", p.st.panelCols())}
		for _, name := range o.TripleChoice {
			lines = append(lines, p.cardLine(p.id(name), 1, false, nameWidth(o.TripleChoice)))
		}
		return lines
	case o.Phase == "arrange":
		return []string{p.st.rule("your battle deck so far (top first)", p.st.panelCols()), p.nameList(o.Deck, true)}
	case o.Phase == "prep_order":
		return []string{p.st.rule("Battle Prep abilities waiting", p.st.panelCols()), strings.Join(o.PrepChoices, ", ")}
	}
	left := 0
	if o.Round >= 1 && o.Round <= len(o.TierDecks) {
		left = o.TierDecks[o.Round-1]
	}
	lines := []string{p.st.rule(fmt.Sprintf("shop (%d cards left in the deck)", left), p.st.panelCols())}
	width := nameWidth(o.Display)
	for i, name := range o.Display {
		if name == "" {
			lines = append(lines, p.st.paint(faint, fmt.Sprintf("[%d]   (empty)", i+1)))
			continue
		}
		lead := p.st.paint(faint, fmt.Sprintf("[%d] ", i+1))
		if p.st.rows() > panelRows {
			// A taller screen has the rows for the abilities whole.
			lines = append(lines, p.cardLines(lead, p.id(name), 1, true, width)...)
		} else {
			lines = append(lines, lead+p.cardLine(p.id(name), 1, true, width))
		}
	}
	if len(o.Selling) > 0 {
		lines = append(lines, "selling: "+p.nameList(o.Selling, false))
	}
	return lines
}

// battle shows both sides of the battle in progress: the active pet with
// its power and damage, its perk, and the cards left.
func (p *cardPanel) battle() []string {
	b := p.o.Battle
	lines := []string{p.st.rule(fmt.Sprintf("battle: P%d against P%d, First Player P%d", b.Seats[0]+1, b.Seats[1]+1, b.First+1), p.st.panelCols())}
	for side, sv := range b.Sides {
		pet := p.st.paint(faint, "no active pet")
		if sv.Active != "" {
			pet = fmt.Sprintf("%s %s/%s dmg", p.st.paint(info, sv.Active), p.st.paint(good, fmt.Sprint(sv.Power)), p.st.paint(bad, fmt.Sprint(sv.Damage)))
			if sv.Perk != "" {
				pet += " " + p.st.paint(special, "+"+sv.Perk)
			}
			if sv.Fainted {
				pet += " " + p.st.paint(bad, "fainted")
			}
		}
		lines = append(lines, fmt.Sprintf("P%d %s · %d fainted · deck %d: %s", b.Seats[side]+1, pet, sv.FaintedPets, len(sv.Deck), p.nameList(sv.Deck, false)))
	}
	return lines
}

// hand draws the seat's hand in at most room lines: a line per card with
// its ability when it fits, else two cards a line without it, cut short
// with a count of the cards left out.
func (p *cardPanel) hand(room int) []string {
	groups := p.groups(p.o.Hand)
	names := make([]string, len(groups))
	for i, g := range groups {
		names[i] = p.cs.Name(g.id)
	}
	width := nameWidth(names) + 3 // room for " ×2"
	if len(groups) <= room {
		lines := make([]string, len(groups))
		var wrapped []string
		for i, g := range groups {
			lines[i] = p.cardLine(g.id, g.n, false, width)
			wrapped = append(wrapped, p.cardLines("", g.id, g.n, false, width)...)
		}
		if len(wrapped) <= room {
			// The abilities whole, on more lines, when the rows allow.
			lines = wrapped
		}
		if len(lines) == 0 {
			lines = append(lines, p.st.paint(faint, "(no cards)"))
		}
		return lines
	}
	cells := make([]string, len(groups))
	for i, g := range groups {
		cells[i] = p.cardCell(g.id, g.n, false, width)
	}
	colWidth := p.st.panelCols() / 2
	lines := columns(cutCells(cells, colWidth), colWidth, p.st.panelCols())
	if room > 0 && len(lines) > room {
		left := len(cells) - 2*(room-1) - 1
		last := []string{cells[2*(room-1)], p.st.paint(faint, fmt.Sprintf("… %d more", left))}
		lines = append(lines[:room-1], columns(cutCells(last, colWidth), colWidth, p.st.panelCols())...)
	}
	return lines[:min(len(lines), max(room, 0))]
}

// others describes every other seat's public cards briefly, two seats a
// line when more than two others play, or on a taller screen each seat's
// whole on lines of its own.
func (p *cardPanel) others() []string {
	var cells []string
	for _, pv := range p.o.Players {
		if pv.Seat == p.o.Seat {
			continue
		}
		cells = append(cells, p.other(pv))
	}
	switch {
	case p.st.rows() > panelRows:
		// A taller screen has the rows for each seat's cards whole.
		var lines []string
		for _, c := range cells {
			lines = append(lines, wrapLine(c, p.st.panelCols())...)
		}
		return lines
	case len(cells) <= 2:
		return cells
	}
	return columns(cutCells(cells, p.st.panelCols()/2), p.st.panelCols()/2, p.st.panelCols())
}

// other is one other seat: its hand size, the cards it holds face up, its
// hidden cards counted by tier, and its battle deck once it is public.
func (p *cardPanel) other(pv cardbattle.PlayerView) string {
	var b strings.Builder
	b.WriteString(p.st.bold(fmt.Sprintf("P%d", pv.Seat+1)) + resources(p.o, pv.Seat))
	if p.o.Passed[pv.Seat] && p.o.Phase == "shop" {
		b.WriteString(p.st.paint(faint, " (passed)"))
	}
	fmt.Fprintf(&b, " %s", plural(pv.HandSize, "card"))
	if len(pv.KnownHand) > 0 {
		fmt.Fprintf(&b, ": %s", p.nameList(pv.KnownHand, true))
	}
	var hidden []string
	for t, n := range pv.HiddenByTier {
		if n > 0 {
			hidden = append(hidden, fmt.Sprintf("%d t%d", n, t+1))
		}
	}
	if len(hidden) > 0 {
		fmt.Fprintf(&b, "; %s", p.st.paint(faint, "hidden "+strings.Join(hidden, ", ")))
	}
	if p.o.Phase == "arrange" {
		fmt.Fprintf(&b, "; %d placed", pv.Arranged)
	}
	if len(pv.BattleDeck) > 0 && p.o.Battle == nil {
		fmt.Fprintf(&b, "; last deck: %s", p.nameList(pv.BattleDeck, false))
	}
	return b.String()
}

// cardLine is a card with its ability: "▲ Ant ×2  1 ◆bow t1 Faint: ...".
// A shop card's Triple mark counts it as bought.
func (p *cardPanel) cardLine(id cardbattle.CardID, n int, shop bool, width int) string {
	c := p.cs.Card(id)
	return p.cardCell(id, n, shop, width) + "  " + abilityText(c)
}

// cardLines is cardLine with its ability wrapped under itself when the
// line is wider than the panel, lead going before it (a shop slot's
// number).
func (p *cardPanel) cardLines(lead string, id cardbattle.CardID, n int, shop bool, width int) []string {
	cell := lead + p.cardCell(id, n, shop, width) + "  "
	indent := visibleWidth(cell)
	ability := wrap(abilityText(p.cs.Card(id)), max(p.st.panelCols()-indent, 20))
	if len(ability) == 0 {
		return []string{cell}
	}
	lines := []string{cell + ability[0]}
	for _, l := range ability[1:] {
		lines = append(lines, strings.Repeat(" ", indent)+l)
	}
	return lines
}

// cardCell is a card without its ability: its Triple mark, name and copies,
// power, hat and tier.
func (p *cardPanel) cardCell(id cardbattle.CardID, n int, shop bool, width int) string {
	c := p.cs.Card(id)
	name := c.Name
	if n > 1 {
		name += fmt.Sprintf(" ×%d", n)
	}
	hat := ""
	if c.Hat >= 0 && c.Hat < len(p.cs.Hats) {
		hat = "◆" + p.cs.Hats[c.Hat]
	}
	return fmt.Sprintf("%s %s %s %s %s", p.mark(c, shop), p.st.paint(info, pad(name, width)),
		pad(powerText(c), 4), p.st.paint(special, pad(hat, 7)), tierText(c))
}

// mark is the Triple mark of a pet: how many pets with its hat the hand
// holds with it (a shop card counted as bought).
func (p *cardPanel) mark(c *cardbattle.Card, shop bool) string {
	if !c.IsPet() || c.Hat < 0 || c.Hat >= len(p.hat) {
		return " "
	}
	n := p.hat[c.Hat]
	if shop {
		n++
	}
	switch {
	case n >= 3:
		p.marked = true
		return p.st.paint(good, markTriple)
	case n == 2:
		p.marked = true
		return p.st.paint(warn, markOneShort)
	}
	return " "
}

// groups gathers equal names, in order, into cards with their copies.
func (p *cardPanel) groups(names []string) []cardGroup {
	var out []cardGroup
	for _, name := range names {
		id := p.id(name)
		if len(out) > 0 && out[len(out)-1].id == id {
			out[len(out)-1].n++
			continue
		}
		out = append(out, cardGroup{id: id, n: 1})
	}
	return out
}

// nameList lists cards by name, copies counted, with their power (and hat
// when withHat), or says "none".
func (p *cardPanel) nameList(names []string, withHat bool) string {
	if len(names) == 0 {
		return p.st.paint(faint, "none")
	}
	groups := p.groups(names)
	parts := make([]string, len(groups))
	for i, g := range groups {
		c := p.cs.Card(g.id)
		part := p.st.paint(info, c.Name) + " " + powerText(c)
		if withHat && c.Hat >= 0 && c.Hat < len(p.cs.Hats) {
			part += p.st.paint(special, "◆"+p.cs.Hats[c.Hat])
		}
		if g.n > 1 {
			part += fmt.Sprintf(" ×%d", g.n)
		}
		parts[i] = part
	}
	return strings.Join(parts, ", ")
}

// id looks a card up by the name an observation gives (0 if unknown).
func (p *cardPanel) id(name string) cardbattle.CardID {
	id, _ := p.cs.Lookup(name)
	return id
}

// cutCells cuts each cell to leave at least two spaces before the next
// column.
func cutCells(cells []string, colWidth int) []string {
	for i, c := range cells {
		cells[i] = fit(c, colWidth-2)
	}
	return cells
}

// plural writes "1 card" or "3 cards".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// nameWidth is the widest of the names.
func nameWidth(names []string) int {
	w := 0
	for _, name := range names {
		w = max(w, visibleWidth(name))
	}
	return w
}

// powerText is what a card adds in a battle: a pet's power, a food's
// bonus, "perk" for a perk food.
func powerText(c *cardbattle.Card) string {
	switch {
	case c.IsPet() && c.PowerFromTrumpets:
		return "=Tr"
	case c.IsPet():
		return fmt.Sprint(c.Power)
	case c.Perk:
		return "perk"
	case c.Kind == cardbattle.KindFood:
		return fmt.Sprintf("+%d", c.Power)
	}
	return ""
}

// tierText is a card's tier, "t1" to "t6", or "★" for a supply card.
func tierText(c *cardbattle.Card) string {
	if c.Supply() {
		return "★ "
	}
	return fmt.Sprintf("t%d", c.Tier)
}

// abilityText is a card's text from its card file in fewer words: the
// phrases every card repeats are shortened and the final stop dropped.
// "i NAME" gives the text in full.
func abilityText(c *cardbattle.Card) string {
	return strings.TrimSuffix(abilityShort.Replace(c.Text), ".")
}

// abilityShort shortens the phrases card texts share.
var abilityShort = strings.NewReplacer(
	"Battle Prep:", "Prep:",
	" on top of your deck", " atop your deck",
	"the enemy pet", "the enemy",
	" this battle", "",
	"if this pet has not fainted, ", "if alive, ",
	" into your hand", " to your hand",
	" from the supply", "",
)
