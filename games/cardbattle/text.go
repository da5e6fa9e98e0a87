package cardbattle

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

// EventText renders an event as one sentence, as its receiver may know it;
// a deck event, data for programs that the battle's plays tell in words,
// has none ("").
func (g *Game) EventText(d game.Event) string {
	e := eventOf(d)
	if e.Kind == EventDeck {
		return ""
	}
	if !d.Redacted {
		return e.Describe(g.set)
	}
	who := "P" + strconv.Itoa(e.Seat+1)
	switch e.Kind {
	case EventBuyBlind:
		return who + " buys the top card of the shop deck"
	case EventKeep:
		return who + " keeps one of the two cards drawn"
	case EventPlace:
		return who + " places their card number " + strconv.Itoa(e.N) + " in their deck"
	}
	return who + ": something hidden happens (" + e.Kind.String() + ")"
}

// ObservationText renders what o shows: trophies, gold and the shop while
// shopping, the battle in progress, the seat's hand and the other seats'
// public cards with their hidden cards counted per tier.
func (g *Game) ObservationText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok {
		return fmt.Sprintf("(a %T is not a Card Battle observation)\n", obs)
	}
	cs := g.set
	var b strings.Builder
	first := fmt.Sprintf("First Player: P%d", o.FirstPlayer+1)
	if o.FirstPlayer < 0 {
		first = fmt.Sprintf("First Shopper: P%d; you battle P%d", o.FirstShopper+1, o.Opponent+1)
	}
	fmt.Fprintf(&b, "trophies:  %s   (%s)\n", perSeat(o, func(p int) string { return fmt.Sprint(o.Trophies[p]) }), first)
	if len(o.RoundWinners) > 0 {
		parts := make([]string, len(o.RoundWinners))
		for i, s := range o.RoundWinners {
			parts[i] = fmt.Sprintf("%d: %s", i+1, seatOrDraw(s))
		}
		fmt.Fprintf(&b, "rounds won: %s\n", strings.Join(parts, ", "))
	}
	if o.Phase == "shop" || o.Phase == "selling" || o.Phase == "triple_keep" {
		fmt.Fprintf(&b, "gold:      %s\n", perSeat(o, func(p int) string {
			if o.Passed[p] {
				return fmt.Sprintf("%d (passed)", o.Gold[p])
			}
			return fmt.Sprint(o.Gold[p])
		}))
		slots := make([]string, len(o.Display))
		for i, name := range o.Display {
			if name == "" {
				name = "(empty)"
			} else {
				name = cs.Label(name)
			}
			slots[i] = fmt.Sprintf("[%d] %s", i+1, name)
		}
		fmt.Fprintf(&b, "shop:      %s; %d cards left in the shop deck\n", strings.Join(slots, "  "), o.TierDecks[o.Round-1])
	}
	if o.Battle != nil {
		fmt.Fprintf(&b, "battle:    %s\n", battleLine(o))
	}
	if o.Seat >= 0 {
		fmt.Fprintf(&b, "your hand: %s\n", cs.LabelList(o.Hand))
	}
	for _, pv := range o.Players {
		if pv.Seat != o.Seat {
			fmt.Fprintf(&b, "P%d's hand: %s\n", pv.Seat+1, otherHand(cs, o, pv))
		}
	}
	return b.String()
}

// ResultText gives every seat's trophies and the result (a winner, a
// shared victory or a draw), or "" before the end.
func (g *Game) ResultText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok || o.Phase != phaseNames[phaseOver] {
		return ""
	}
	return fmt.Sprintf("final trophies: %s\nresult: %s", contract.PerSeat(o.Trophies), resultText(o.Winners, len(o.Trophies)))
}

// resultText names the winners: one, several sharing the victory, or all
// of them (a draw).
func resultText(winners []int, players int) string {
	switch {
	case len(winners) == 1:
		return fmt.Sprintf("P%d wins the game", winners[0]+1)
	case len(winners) == 0 || len(winners) == players:
		return "draw"
	}
	return strings.Join(contract.SeatNames(winners), " and ") + " share the victory"
}

// otherHand describes another seat's hand: its known cards and how many
// hidden cards of each tier it holds.
func otherHand(cs *CardSet, o *Observation, pv PlayerView) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d cards", pv.HandSize)
	if len(pv.KnownHand) > 0 {
		fmt.Fprintf(&b, ": %s", cs.LabelList(pv.KnownHand))
	}
	var hidden []string
	total := 0
	for t, n := range pv.HiddenByTier {
		if n > 0 {
			hidden = append(hidden, fmt.Sprintf("%d of tier %d", n, t+1))
			total += n
		}
	}
	if total > 0 {
		fmt.Fprintf(&b, "; %d hidden (%s)", total, strings.Join(hidden, ", "))
	}
	if o.Phase == "arrange" {
		fmt.Fprintf(&b, "; %d placed in their battle deck", pv.Arranged)
	}
	return b.String()
}

// perSeat writes "P1 (you) 2, P2 1" with f giving each seat's value.
func perSeat(o *Observation, f func(p int) string) string {
	parts := make([]string, len(o.Players))
	for p := range o.Players {
		you := ""
		if p == o.Seat {
			you = " (you)"
		}
		parts[p] = fmt.Sprintf("P%d%s %s", p+1, you, f(p))
	}
	return strings.Join(parts, ", ")
}

func seatOrDraw(seats []int) string {
	if len(seats) == 0 {
		return "draw"
	}
	return strings.Join(contract.SeatNames(seats), "+")
}

// LabelList lists card names with their labels, copies grouped ("Apple
// (+1) x3"), or says "none".
func (cs *CardSet) LabelList(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	var out []string
	for i := 0; i < len(names); {
		j := i + 1
		for j < len(names) && names[j] == names[i] {
			j++
		}
		label := cs.Label(names[i])
		if j-i > 1 {
			label += fmt.Sprintf(" x%d", j-i)
		}
		out = append(out, label)
		i = j
	}
	return strings.Join(out, ", ")
}

// Label is a card's name with what matters in a battle: a pet's power
// "Ant (1)", a food's bonus "Apple (+1)", or "Honey (perk)".
func (cs *CardSet) Label(name string) string {
	id, ok := cs.Lookup(name)
	if !ok {
		return name
	}
	c := cs.Card(id)
	switch {
	case c.Kind == KindPet:
		return fmt.Sprintf("%s (%d)", c.Name, c.Power)
	case c.Perk:
		return c.Name + " (perk)"
	case c.Kind == KindFood:
		return fmt.Sprintf("%s (+%d)", c.Name, c.Power)
	}
	return c.Name
}

// battleLine describes the active pets of the battle in progress.
func battleLine(o *Observation) string {
	b := o.Battle
	var parts []string
	for side, sv := range b.Sides {
		who := fmt.Sprintf("P%d's", b.Seats[side]+1)
		if b.Seats[side] == o.Seat {
			who = "your"
		}
		pet := "no pet"
		if sv.Active != "" {
			pet = fmt.Sprintf("%s (power %d, damage %d", sv.Active, sv.Power, sv.Damage)
			if sv.Fainted {
				pet += ", fainted"
			}
			pet += ")"
		}
		parts = append(parts, fmt.Sprintf("%s %s, %d cards left", who, pet, len(sv.Deck)))
	}
	return strings.Join(parts, " against ")
}
