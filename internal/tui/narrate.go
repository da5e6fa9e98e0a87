package tui

import (
	"fmt"
	"io"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// seatNarrator writes a Card Battle play-by-play as one seat sees it, from
// the events a session hands that seat (already redacted for it): every
// public event, the seat's own private events and the card it keeps after
// a Triple, and in place of another seat's hidden card a sentence that
// does not name it. A battle is told step by step: before each attack, a
// line with both active pets' power and damage, then a step mark.
type seatNarrator struct {
	w     io.Writer
	g     *cardbattle.Game
	cs    *cardbattle.CardSet
	lines PlayByPlay
	// decks gathers each seat's battle deck from the deck events that
	// follow a battle's start, until the next event prints them.
	decks    [][]cardbattle.CardID
	hasDecks bool
	// fight is the battle being told; fought says that a battle was told
	// since the shop opened (the next battle is a new step).
	fight  fight
	fought bool
}

// fight follows a battle's two active pets from its events.
type fight struct {
	on    bool
	sides [2]fighter
}

// fighter is one side of a battle: its seat and its active pet.
type fighter struct {
	seat          int
	pet           cardbattle.CardID // 0: none in play
	power, damage int
	fainted       bool
}

// newSeatNarrator narrates g to w from the events a seat may see, as a
// session hands them out.
func newSeatNarrator(w io.Writer, g *cardbattle.Game) *seatNarrator {
	return &seatNarrator{w: w, g: g, cs: g.Cards(), lines: PlayByPlay{W: w}, decks: make([][]cardbattle.CardID, g.NumPlayers())}
}

// Events narrates a batch of events as the seat may see them. Choice
// events are left out but for the keep after a Triple, which no other
// event tells.
func (n *seatNarrator) Events(batch []game.Event) {
	for _, d := range batch {
		if d.Choice && cardbattle.EventOf(d).Kind != cardbattle.EventKeep {
			continue
		}
		n.event(d)
	}
	n.printDecks()
}

// event narrates one event.
func (n *seatNarrator) event(d game.Event) {
	e := cardbattle.EventOf(d)
	if e.Kind == cardbattle.EventDeck {
		for _, id := range [...]cardbattle.CardID{e.Card, e.Card2, e.Card3} {
			if id != 0 {
				n.decks[e.Seat] = append(n.decks[e.Seat], id)
			}
		}
		n.hasDecks = true
		return
	}
	n.printDecks()
	switch {
	case e.Kind == cardbattle.EventBattleStarts:
		if n.fought {
			fmt.Fprintln(n.w, stepMark)
		}
		n.fight = fight{on: true, sides: [2]fighter{{seat: e.Seat}, {seat: e.Target}}}
		n.fought = true
	case e.Kind == cardbattle.EventAttack && n.fight.on:
		n.status()
		fmt.Fprintln(n.w, stepMark)
	case e.Kind == cardbattle.EventBattleOver && n.fight.on:
		n.status()
		n.fight.on = false
	case e.Kind == cardbattle.EventShopOpens:
		n.fought = false
	}
	n.fight.follow(e)
	n.lines.Line(e, n.g.EventText(d))
}

// follow updates the active pets from an event of the battle.
func (f *fight) follow(e cardbattle.Event) {
	if !f.on {
		return
	}
	switch e.Kind {
	case cardbattle.EventPlayPet:
		*f.side(e.Seat) = fighter{seat: e.Seat, pet: e.Card, power: e.N}
	case cardbattle.EventRocks, cardbattle.EventEat, cardbattle.EventHeal, cardbattle.EventStrip:
		s := f.side(e.Seat)
		s.power, s.damage = e.Power, e.Damage
	case cardbattle.EventAttack:
		a, b := f.side(e.Seat), f.side(e.Target)
		a.power, a.damage = e.Power, e.Damage
		b.power, b.damage = e.Power2, e.Damage2
	case cardbattle.EventFaint:
		f.side(e.Seat).fainted = true
	}
}

// side is seat's side of the battle.
func (f *fight) side(seat int) *fighter {
	if f.sides[1].seat == seat {
		return &f.sides[1]
	}
	return &f.sides[0]
}

// status writes both active pets' power and damage: "P1 Ant 2/1 dmg  vs
// P2 Fish 3/0 dmg".
func (n *seatNarrator) status() {
	var parts [2]string
	for i, s := range n.fight.sides {
		parts[i] = fmt.Sprintf("P%d no pet", s.seat+1)
		if s.pet != 0 {
			parts[i] = fmt.Sprintf("P%d %s %d/%d dmg", s.seat+1, n.cs.Name(s.pet), s.power, s.damage)
		}
		if s.fainted {
			parts[i] += " fainted"
		}
	}
	fmt.Fprintf(n.w, "  %s  vs  %s\n", parts[0], parts[1])
}

// printDecks prints the decks of the battle's two seats, gathered since it
// started: they are placed face up, so from here every order is public.
func (n *seatNarrator) printDecks() {
	if !n.hasDecks {
		return
	}
	for _, s := range n.fight.sides {
		fmt.Fprintf(n.w, "P%d's deck (top first): %s\n", s.seat+1, cardList(n.cs, n.decks[s.seat]))
	}
	for p := range n.decks {
		n.decks[p] = n.decks[p][:0]
	}
	n.hasDecks = false
}

// cardList joins card names with commas, or says "none".
func cardList(cs *cardbattle.CardSet, ids []cardbattle.CardID) string {
	if len(ids) == 0 {
		return "none"
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = cs.Name(id)
	}
	return strings.Join(names, ", ")
}
