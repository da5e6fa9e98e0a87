package dojo

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

// EventText renders an event as one sentence, as its receiver may know it:
// an opponent's secret placement reads "P2 places a starting animal".
func (g *Game) EventText(d game.Event) string {
	e := eventOf(d)
	if d.Redacted && e.Kind == EventPlace {
		return fmt.Sprintf("P%d places a starting animal", e.Seat+1)
	}
	return e.Describe(g.set)
}

// ObservationText renders what o shows: each player's piles, stay cards
// and zone column by column (front first), then the seat's hand.
func (g *Game) ObservationText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok {
		return fmt.Sprintf("(a %T is not a Dojo observation)\n", obs)
	}
	var b strings.Builder
	for q, pv := range o.Players {
		who := "opponent"
		if q == o.Seat {
			who = "you"
		}
		fmt.Fprintf(&b, "P%d (%s): hand %d, deck %d, discard %d, defeated %d", q+1, who, pv.HandSize, pv.DeckSize, len(pv.Discard), len(pv.Defeated))
		if pv.Stay[0] != "" || pv.Stay[1] != "" {
			fmt.Fprintf(&b, ", in play: %s", strings.TrimSpace(pv.Stay[0]+" "+pv.Stay[1]))
		}
		b.WriteString("\n")
		if pv.Zone == nil {
			fmt.Fprintf(&b, "  (setting up in secret: %d placed)\n", pv.Placed)
			continue
		}
		for c, col := range pv.Zone {
			var parts []string
			for _, a := range col {
				t := fmt.Sprintf("%s %d/%d dmg %d", a.Card, a.Health, a.MaxHealth, a.Damage)
				if a.Rest > 0 {
					t += " resting"
				}
				if a.Shield {
					t += " +Shield"
				}
				if a.Regen {
					t += " +Honeycomb"
				}
				parts = append(parts, t)
			}
			fmt.Fprintf(&b, "  column %d (front first): %s\n", c+1, strings.Join(parts, " | "))
		}
	}
	if o.Seat >= 0 {
		fmt.Fprintf(&b, "your hand: %s\n", strings.Join(o.Hand, ", "))
	}
	return b.String()
}

// ResultText gives the winner (or the solo mission's score) and every
// player's workout, or "" before the end.
func (g *Game) ResultText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok || o.Phase != phaseNames[phaseOver] {
		return ""
	}
	var b strings.Builder
	switch {
	case o.Solo != nil:
		fmt.Fprintf(&b, "solo mission: %d animals defeated, %d missed\n", o.Solo.Defeated, o.Solo.Missed)
	case o.Winner >= 0:
		fmt.Fprintf(&b, "result: P%d wins the game in %d turns\n", o.Winner+1, o.Turn)
	default:
		fmt.Fprintf(&b, "result: a draw after %d turns\n", o.Turn)
	}
	b.WriteString("workout summary:")
	for q, pv := range o.Players {
		var parts []string
		for _, l := range pv.Workout {
			parts = append(parts, fmt.Sprintf("%s %d %s", l.Exercise, l.Amount, l.Unit))
		}
		if len(parts) == 0 {
			parts = []string{"nothing"}
		}
		fmt.Fprintf(&b, "\n  P%d: %d exercises: %s", q+1, pv.Exercises, strings.Join(parts, ", "))
	}
	return b.String()
}
