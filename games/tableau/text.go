package tableau

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// CardName names a card of the set: "-" for none, "a hidden card" for one
// withheld from the receiver.
func (g *Game) CardName(c game.Card) string {
	return contract.CardName(c, func(id int) string { return g.set.Name(CardID(id)) })
}

// EventText renders an event as one sentence; Tableau's events are public.
func (g *Game) EventText(d game.Event) string { return eventOf(d).Describe(g.set) }

// ObservationText renders what o shows: the round and phase, the VP, the
// market row by row, the deck and discard pile, every tableau from the
// rear and the card being placed.
func (g *Game) ObservationText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok {
		return fmt.Sprintf("(a %T is not a Tableau observation)\n", obs)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "round %d of %d, %s phase; P%d is first player\n", o.Round, o.Rounds, o.Phase, o.FirstPlayer+1)
	fmt.Fprintf(&b, "VP: %s\n", contract.PerSeat(o.VP))
	for r, row := range o.Market {
		cells := make([]string, len(row))
		for c, name := range row {
			cells[c] = orElse(name, "-")
		}
		fmt.Fprintf(&b, "market row %d: %s\n", r+1, strings.Join(cells, " | "))
	}
	fmt.Fprintf(&b, "deck: %d cards; discard pile: %d cards\n", o.DeckSize, cardCount(o.Discard))
	for p, tab := range o.Tableaus {
		slots := make([]string, len(tab))
		for i, st := range tab {
			slots[i] = stackText(st)
		}
		fmt.Fprintf(&b, "P%d's tableau (rear first): %s\n", p+1, strings.Join(slots, " | "))
	}
	if o.Placing != nil {
		fmt.Fprintf(&b, "to place: %s\n", stackText(*o.Placing))
	}
	return b.String()
}

// ResultText gives the final VP and the winners, or "" before the end.
func (g *Game) ResultText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok || o.Phase != phaseNames[phaseOver] {
		return ""
	}
	names := contract.SeatNames(o.Winners)
	result := "shared victory: " + strings.Join(names, ", ")
	if len(names) == 1 {
		result = names[0] + " wins the game"
	}
	return fmt.Sprintf("final VP: %s\nresult: %s", contract.PerSeat(o.VP), result)
}

// stackText describes a slot: "Ant L2 (2 chocolates, Honey, wounded)" or "-".
func stackText(st StackView) string {
	if st.Card == "" {
		return "-"
	}
	var notes []string
	if st.Chocolates > 0 {
		notes = append(notes, fmt.Sprintf("%d chocolates", st.Chocolates))
	}
	if st.Food != "" {
		notes = append(notes, st.Food)
	}
	if st.Wounded {
		notes = append(notes, "wounded")
	}
	text := fmt.Sprintf("%s L%d", st.Card, st.Level)
	if len(notes) > 0 {
		text += " (" + strings.Join(notes, ", ") + ")"
	}
	return text
}

// cardCount adds up the copies.
func cardCount(cards []CardCount) int {
	n := 0
	for _, c := range cards {
		n += c.Count
	}
	return n
}

// orElse returns s, or alt when s is empty.
func orElse(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
