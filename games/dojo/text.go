package dojo

import (
	"fmt"
	"strconv"
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
	e := EventOf(d)
	switch {
	case d.Redacted && e.Kind == EventPlace:
		return "P" + strconv.Itoa(e.Seat+1) + " places a starting animal"
	case d.Redacted && e.Kind == EventDiscard:
		if n := min(4, e.N-e.Pos); n > 1 {
			return e.discardText(n, strconv.Itoa(n)+" cards")
		}
		return e.discardText(1, "a card")
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

// ResultText gives the winner, or the solo mission's score, or "" before
// the end. The workouts are not in it: an interface tells its people their
// own (a bot's exercises are no one's workout).
func (g *Game) ResultText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok || o.Phase != phaseNames[phaseOver] {
		return ""
	}
	switch {
	case o.Solo != nil:
		return fmt.Sprintf("solo mission: %d animals defeated, %d missed", o.Solo.Defeated, o.Solo.Missed)
	case o.Winner >= 0:
		return fmt.Sprintf("result: P%d wins the game in %d turns", o.Winner+1, o.Turn)
	}
	return fmt.Sprintf("result: a draw after %d turns", o.Turn)
}

// CardText describes a card from its data, for a person who asks: an
// animal's level, health, damage, strong and weak animals and exercise; any
// other card's kind, whether it stays in play or answers out of turn, and
// its text.
func (cs *CardSet) CardText(id CardID) string {
	c := cs.Card(id)
	if !c.IsAnimal() {
		kind := c.Kind.String()
		switch {
		case c.Stay:
			kind += ", stays in play"
		case c.Response:
			kind += ", played out of turn"
		}
		return fmt.Sprintf("%s (%s): %s", c.Name, kind, c.Text)
	}
	f := &cs.Families[c.Family]
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s level %d of 3", c.Name, f.Name, c.Level)
	if f.Archetype != "" {
		fmt.Fprintf(&b, " (%s)", f.Archetype)
	}
	fmt.Fprintf(&b, ", health %d, damage %d", f.Health[c.Level-1], f.Damage[c.Level-1])
	if f.Strong >= 0 {
		fmt.Fprintf(&b, ", strong against %s (+1)", cs.Families[f.Strong].Name)
	}
	if f.Weak >= 0 {
		fmt.Fprintf(&b, ", weak against %s (-1)", cs.Families[f.Weak].Name)
	}
	ex := &f.Exercise
	fmt.Fprintf(&b, ". Exercise: %d %s of %s", ex.Amount[c.Level-1], ex.Unit, ex.Name)
	if ex.Seated != "" {
		fmt.Fprintf(&b, " (seated: %s)", ex.Seated)
	}
	if c.Level < MaxLevel {
		fmt.Fprintf(&b, ". Upgrades to %s", cs.Name(f.Cards[c.Level]))
	}
	return b.String() + "."
}

// CardBrief is a card in a few words for a hand: an animal's level, health
// and damage ("L2 13hp 2dmg"), another card's effect ("heal 2", "stay:
// -1 damage").
func (cs *CardSet) CardBrief(id CardID) string {
	c := cs.Card(id)
	if c.IsAnimal() {
		f := &cs.Families[c.Family]
		return fmt.Sprintf("L%d %dhp %ddmg", c.Level, f.Health[c.Level-1], f.Damage[c.Level-1])
	}
	var what string
	switch c.Effect {
	case EffectNone:
		what = "upgrade an animal"
	case EffectHeal:
		what = fmt.Sprintf("heal %d", c.Amount)
	case EffectRegen:
		what = fmt.Sprintf("heal %d a turn", c.Amount)
	case EffectBoost:
		what = fmt.Sprintf("+%d damage", c.Amount)
	case EffectWake:
		what = "wake an animal"
	case EffectShield:
		what = fmt.Sprintf("-%d damage taken", c.Amount)
	case EffectSwap:
		what = "swap two animals"
	case EffectSweep:
		what = "sweep a stay card"
	case EffectDodge:
		what = fmt.Sprintf("-%d attack damage", c.Amount)
	}
	switch {
	case c.Stay:
		return "stay: " + what
	case c.Response:
		return "response: " + what
	}
	return what
}
