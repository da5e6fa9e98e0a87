package tui

import (
	"fmt"
	"io"
	"strings"

	"menagerie/games/cardbattle"
)

// writeView prints what the observing seat knows at its decision: round and
// phase, trophies, gold, the shop, its own hand and the other seats' public
// information with their hidden cards counted per tier.
func writeView(w io.Writer, cs *cardbattle.CardSet, o *cardbattle.Observation) {
	me := o.Seat
	fmt.Fprintf(w, "\n---- P%d, your turn: round %d of %d, %s ----\n", me+1, o.Round, cardbattle.NumRounds, phaseTitle(o.Phase))
	first := fmt.Sprintf("First Player: P%d", o.FirstPlayer+1)
	if o.FirstPlayer < 0 {
		first = fmt.Sprintf("First Shopper: P%d; you battle P%d", o.FirstShopper+1, o.Opponent+1)
	}
	fmt.Fprintf(w, "trophies:  %s   (%s)\n", perSeat(o, func(p int) string { return fmt.Sprint(o.Trophies[p]) }), first)
	if len(o.RoundWinners) > 0 {
		parts := make([]string, len(o.RoundWinners))
		for i, s := range o.RoundWinners {
			parts[i] = fmt.Sprintf("%d: %s", i+1, seatOrDraw(s))
		}
		fmt.Fprintf(w, "rounds won: %s\n", strings.Join(parts, ", "))
	}
	if o.Phase == "shop" || o.Phase == "selling" || o.Phase == "triple_keep" {
		fmt.Fprintf(w, "gold:      %s\n", perSeat(o, func(p int) string {
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
				name = cardLabel(cs, name)
			}
			slots[i] = fmt.Sprintf("[%d] %s", i+1, name)
		}
		fmt.Fprintf(w, "shop:      %s; %d cards left in the shop deck\n", strings.Join(slots, "  "), o.TierDecks[o.Round-1])
	}
	if o.Battle != nil {
		fmt.Fprintf(w, "battle:    %s\n", battleLine(o))
	}
	fmt.Fprintf(w, "your hand: %s\n", labels(cs, o.Hand))
	for _, pv := range o.Players {
		if pv.Seat == me {
			continue
		}
		fmt.Fprintf(w, "P%d's hand: %s\n", pv.Seat+1, otherHand(cs, o, pv))
	}
}

// otherHand describes another seat's hand: its known cards and how many
// hidden cards of each tier it holds.
func otherHand(cs *cardbattle.CardSet, o *cardbattle.Observation, pv cardbattle.PlayerView) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d cards", pv.HandSize)
	if len(pv.KnownHand) > 0 {
		fmt.Fprintf(&b, ": %s", labels(cs, pv.KnownHand))
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
func perSeat(o *cardbattle.Observation, f func(p int) string) string {
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
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = fmt.Sprintf("P%d", s+1)
	}
	return strings.Join(names, "+")
}

// phaseTitle names a phase for people.
func phaseTitle(phase string) string {
	switch phase {
	case "shop":
		return "shop phase"
	case "selling":
		return "selling"
	case "triple_keep":
		return "keeping a card from a Triple"
	case "arrange":
		return "Battle Prep (order your deck)"
	case "ability_order":
		return "battle (order your abilities)"
	case "prep_order":
		return "Battle Prep (order your abilities)"
	}
	return phase
}

// labels lists card names with their labels, copies grouped ("Apple (+1)
// x3"), or says "none".
func labels(cs *cardbattle.CardSet, names []string) string {
	if len(names) == 0 {
		return "none"
	}
	var out []string
	for i := 0; i < len(names); {
		j := i + 1
		for j < len(names) && names[j] == names[i] {
			j++
		}
		label := cardLabel(cs, names[i])
		if j-i > 1 {
			label += fmt.Sprintf(" x%d", j-i)
		}
		out = append(out, label)
		i = j
	}
	return strings.Join(out, ", ")
}

// cardLabel is a card's name with what matters in a battle: a pet's power
// "Ant (1)", a food's bonus "Apple (+1)", or "Honey (perk)".
func cardLabel(cs *cardbattle.CardSet, name string) string {
	id, ok := cs.Lookup(name)
	if !ok {
		return name
	}
	c := cs.Card(id)
	switch {
	case c.Kind == cardbattle.KindPet:
		return fmt.Sprintf("%s (%d)", c.Name, c.Power)
	case c.Perk:
		return c.Name + " (perk)"
	case c.Kind == cardbattle.KindFood:
		return fmt.Sprintf("%s (+%d)", c.Name, c.Power)
	}
	return c.Name
}

// cardInfo describes a card for the "i NAME" command.
func cardInfo(cs *cardbattle.CardSet, name string) string {
	id, ok := cs.Lookup(name)
	if !ok {
		return fmt.Sprintf("no card is called %q", name)
	}
	c := cs.Card(id)
	tier := fmt.Sprintf("tier %d", c.Tier)
	if c.Supply() {
		tier = "supply card"
	}
	kind := c.Kind.String()
	if c.Perk {
		kind = "perk food"
	}
	return fmt.Sprintf("%s: %s, %s, power %d. %s", c.Name, kind, tier, c.Power, c.Text)
}

// labelLegend explains the labels cardLabel writes.
const labelLegend = `Card labels: "Ant (1)" is a pet with power 1; "Apple (+1)" is food that adds 1 power
to the next pet for this battle; "Honey (perk)" is food that stays with the next pet.`

// battleLine describes the active pets of the battle in progress.
func battleLine(o *cardbattle.Observation) string {
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
