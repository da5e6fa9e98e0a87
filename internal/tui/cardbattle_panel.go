package tui

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// The marks a card line starts with when its hat counts towards a Triple
// (three pets with one hat in the hand).
const (
	markTriple   = "▲" // with this card the hand holds a Triple
	markOneShort = "△" // with this card the hand is one pet short of one
	tripleLegend = markTriple + " Triple with this card  " + markOneShort + " one pet short"
)

// cardPanel draws one seat's Card Battle table view for its screen.
type cardPanel struct {
	cs *cardbattle.CardSet
	r  tableRead
	// seat is the viewer (game.Spectator too), phase the view's.
	seat  int
	phase string
	// hand is the seat's own hand (none for the spectator).
	hand []cardbattle.CardID
	st   style
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

// drawCardPanel draws seat's table view t within st.panelCols() columns
// and st.rows() lines: the round and every seat's gold and trophies, the
// shop or the battle, the seat's hand with its Triples marked, and the
// other seats' public cards.
func drawCardPanel(cs *cardbattle.CardSet, t *game.TableView, seat game.Player, st style) []string {
	r := tableRead{s: cardbattle.Schema, t: t}
	p := &cardPanel{cs: cs, r: r, seat: int(seat), phase: t.Phase, hand: ids(r.cards("hand", int(seat))), st: st, hat: make([]int, len(cs.Hats))}
	for _, id := range p.hand {
		if p.phase != "shop" && p.phase != "selling" && p.phase != "triple_keep" {
			break // Triples are made in the shop only
		}
		if c := cs.Card(id); c.IsPet() && c.Hat >= 0 && c.Hat < len(p.hat) {
			p.hat[c.Hat]++
		}
	}
	top := []string{p.roundLine(), p.seatsLine()}
	if one := top[0] + " · " + top[1]; visibleWidth(one) <= p.st.panelCols() {
		top = []string{one}
	}
	top = append(top, p.middle()...)
	others := p.others()
	room := p.st.rows() - len(top) - len(others) - 1
	hand := p.handLines(room)
	title := "your hand (" + plural(len(p.hand), "card") + ")"
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

// ids returns the cards of a list that are shown, as Card Battle's ids.
func ids(list []game.Card) []cardbattle.CardID {
	var out []cardbattle.CardID
	for _, c := range shown(list) {
		out = append(out, cardbattle.CardID(c))
	}
	return out
}

// roundLine names the round, who plays first and, with more than two
// players, the seat's opponent (the screen's header says what the seat
// decides).
func (p *cardPanel) roundLine() string {
	round := p.st.bold(fmt.Sprintf("Round %d of %d", p.r.count("round", 0), cardbattle.NumRounds))
	first := p.r.count("first_player", 0)
	if p.r.players() == 2 {
		return fmt.Sprintf("%s · First Player P%d", round, first+1)
	}
	opponent := -1 // the spectator battles nobody
	if p.seat >= 0 {
		opponent = p.r.count("opponent", p.seat)
	}
	return fmt.Sprintf("%s · you battle P%d · P%d shops first", round, opponent+1, first+1)
}

// seatsLine gives every seat's gold and trophies, and the seat's own
// Trumpets and Mana when it holds some (the other seats' are on their
// lines).
func (p *cardPanel) seatsLine() string {
	cells := make([]string, p.r.players())
	for s := range cells {
		who := fmt.Sprintf("P%d", s+1)
		if s == p.seat {
			who = p.st.bold(who + " (you)")
		}
		cells[s] = fmt.Sprintf("%s %s/%d", who, p.st.paint(warn, fmt.Sprint(p.r.count("gold", s))), p.r.count("trophies", s))
		if s == p.seat {
			cells[s] += p.resources(s)
		}
	}
	return "gold/trophies  " + strings.Join(cells, "  ")
}

// resources are seat's Trumpets and Mana, when it holds some.
func (p *cardPanel) resources(seat int) string {
	var b strings.Builder
	if n := p.r.count("trumpets", seat); n > 0 {
		fmt.Fprintf(&b, " %d Tr", n)
	}
	if n := p.r.count("mana", seat); n > 0 {
		fmt.Fprintf(&b, " %d Mana", n)
	}
	return b.String()
}

// middle is what the phase is about: the shop while shopping, the cards a
// Triple drew, the battle in progress, or the deck placed so far.
func (p *cardPanel) middle() []string {
	drawn := p.r.cards("triple_draw", p.seat)
	triple := ids(drawn)
	switch {
	case p.r.count("battle_first", 0) >= 0:
		return p.battle()
	case len(triple) > 0:
		lines := []string{p.st.rule("the Triple drew: keep one", p.st.panelCols())}
		for _, id := range triple {
			lines = append(lines, p.cardLine(id, 1, false, nameWidth(shownNames(drawn, p.name))))
		}
		return lines
	case p.phase == "arrange":
		return []string{p.st.rule("your battle deck so far (top first)", p.st.panelCols()), p.nameList(ids(p.r.cards("battle_deck", p.seat)), true)}
	case p.phase == "prep_order":
		return []string{p.st.rule("Battle Prep abilities waiting", p.st.panelCols()), strings.Join(waitingAbilities(p.cs, p.r), ", ")}
	}
	round, left := p.r.count("round", 0), 0
	for i := range p.r.cards("tier_decks", 0) {
		if p.r.stat("tier_decks", "tier", 0, i) == round {
			left++
		}
	}
	lines := []string{p.st.rule(fmt.Sprintf("shop (%d cards left in the deck)", left), p.st.panelCols())}
	display := p.r.cards("display", 0)
	names := make([]string, len(display))
	for i, c := range display {
		if c > 0 {
			names[i] = p.name(c)
		}
	}
	width := nameWidth(names)
	for i, c := range display {
		if c <= 0 {
			lines = append(lines, p.st.paint(faint, fmt.Sprintf("[%d]   (empty)", i+1)))
			continue
		}
		lead := p.st.paint(faint, fmt.Sprintf("[%d] ", i+1))
		if p.st.rows() > panelRows {
			// A taller screen has the rows for the abilities whole.
			lines = append(lines, p.cardLines(lead, cardbattle.CardID(c), 1, true, width)...)
		} else {
			lines = append(lines, lead+p.cardLine(cardbattle.CardID(c), 1, true, width))
		}
	}
	if selling := ids(p.r.cards("selling", 0)); len(selling) > 0 {
		lines = append(lines, "selling: "+p.nameList(selling, false))
	}
	return lines
}

// waitingAbilities names the abilities waiting to be ordered.
func waitingAbilities(cs *cardbattle.CardSet, r tableRead) []string {
	cards := r.cards("waiting", 0)
	out := make([]string, len(cards))
	for i, c := range cards {
		trigger, later := r.stat("waiting", "trigger", 0, i), r.stat("waiting", "later", 0, i)
		out[i] = cardbattle.AbilityName(cs, cardbattle.CardID(c), cardbattle.Trigger(trigger), later > 0)
	}
	return out
}

// battle shows both sides of the battle in progress: the active pet with
// its power and damage, its perk, and the cards left.
func (p *cardPanel) battle() []string {
	var seats [2]int
	for s := range p.r.players() {
		if side := p.r.count("battle_side", s); side == 1 || side == 2 {
			seats[side-1] = s
		}
	}
	lines := []string{p.st.rule(fmt.Sprintf("battle: P%d against P%d, First Player P%d", seats[0]+1, seats[1]+1, p.r.count("battle_first", 0)+1), p.st.panelCols())}
	for _, s := range seats {
		active := p.r.cards("active", s)
		pet := p.st.paint(faint, "no active pet")
		if len(active) == 2 && active[0] > 0 {
			pet = fmt.Sprintf("%s %s/%s dmg", p.st.paint(info, p.name(active[0])),
				p.st.paint(good, fmt.Sprint(p.r.count("power", s))), p.st.paint(bad, fmt.Sprint(p.r.count("damage", s))))
			if active[1] > 0 {
				pet += " " + p.st.paint(special, "+"+p.name(active[1]))
			}
			if p.r.stat("active", "fainted", s, 0) > 0 {
				pet += " " + p.st.paint(bad, "fainted")
			}
		}
		deck := ids(p.r.cards("battle_deck", s))
		lines = append(lines, fmt.Sprintf("P%d %s · %d fainted · deck %d: %s", s+1, pet, p.r.count("fainted_pets", s), len(deck), p.nameList(deck, false)))
	}
	return lines
}

// handLines draws the seat's hand in at most room lines: a line per card
// with its ability when it fits, else two cards a line without it, cut
// short with a count of the cards left out.
func (p *cardPanel) handLines(room int) []string {
	groups := p.groups(p.hand)
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
	for s := range p.r.players() {
		if s != p.seat {
			cells = append(cells, p.other(s))
		}
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

// other is seat s: its hand size, the cards it holds face up, its hidden
// cards counted by the tiers on their backs, and its battle deck once it
// is public.
func (p *cardPanel) other(s int) string {
	var b strings.Builder
	b.WriteString(p.st.bold(fmt.Sprintf("P%d", s+1)) + p.resources(s))
	if p.r.count("passed", s) > 0 && p.phase == "shop" {
		b.WriteString(p.st.paint(faint, " (passed)"))
	}
	hand := p.r.cards("hand", s)
	fmt.Fprintf(&b, " %s", plural(len(hand), "card"))
	if known := ids(hand); len(known) > 0 {
		fmt.Fprintf(&b, ": %s", p.nameList(known, true))
	}
	var byTier [cardbattle.NumRounds]int
	for i, c := range hand {
		if t := p.r.stat("hand", "tier", s, i); c == game.Hidden && t >= 1 && t <= len(byTier) {
			byTier[t-1]++
		}
	}
	var hidden []string
	for t, n := range byTier {
		if n > 0 {
			hidden = append(hidden, fmt.Sprintf("%d t%d", n, t+1))
		}
	}
	if len(hidden) > 0 {
		fmt.Fprintf(&b, "; %s", p.st.paint(faint, "hidden "+strings.Join(hidden, ", ")))
	}
	deck := p.r.cards("battle_deck", s)
	if p.phase == "arrange" {
		fmt.Fprintf(&b, "; %d placed", len(deck))
	}
	if last := ids(deck); len(last) > 0 && p.phase != "arrange" && p.r.count("battle_first", 0) < 0 {
		fmt.Fprintf(&b, "; last deck: %s", p.nameList(last, false))
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

// groups gathers equal cards, in order, into cards with their copies.
func (p *cardPanel) groups(cards []cardbattle.CardID) []cardGroup {
	var out []cardGroup
	for _, id := range cards {
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
func (p *cardPanel) nameList(cards []cardbattle.CardID, withHat bool) string {
	if len(cards) == 0 {
		return p.st.paint(faint, "none")
	}
	groups := p.groups(cards)
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

// name names a card of the table view.
func (p *cardPanel) name(c game.Card) string { return p.cs.Name(cardbattle.CardID(c)) }

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
