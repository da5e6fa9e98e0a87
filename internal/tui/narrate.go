// Package tui is Menagerie's line-oriented terminal interface: the game in
// which people play any registered game against bots or each other over a
// session (with Card Battle's and Dojo's own dialogs), Card Battle's
// play-by-play narrator that shows a game as one seat sees it, and the
// step-by-step replay of a Card Battle record. It reads lines and writes
// plain text, so it works as well through a pipe as on a terminal.
package tui

import (
	"fmt"
	"io"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// Everyone is the viewer who sees every card (a full replay); any other
// viewer is a seat and sees only what that seat may know.
const Everyone = -1

// Narrator writes a Card Battle play-by-play as one viewer sees it: every
// public event, the viewer's own private events and choices, and in place
// of another seat's hidden card a sentence that does not name it. Call
// Action before applying each action and Events with what the state
// recorded after it (the narrator redacts them for its viewer).
type Narrator struct {
	w      io.Writer
	st     *cardbattle.State
	g      *cardbattle.Game
	cs     *cardbattle.CardSet
	viewer int
	// actions makes every seat action print as "> P1: ..." (its
	// ActionString), not only the ones no event describes.
	actions bool
	// seen marks a narrator fed only the events its seat may see, as the
	// session redacted them (Action is not called): it tells a Triple's
	// keep from its choice event.
	seen  bool
	round int
	prev  cardbattle.EventKind
	// decks gathers each seat's battle deck from the deck events that
	// follow a battle's start, until the next event prints them.
	decks    [][]cardbattle.CardID
	hasDecks bool
}

// NewNarrator narrates st to w for viewer (a seat or Everyone); with
// actions, each seat's choices are printed as well as their consequences.
func NewNarrator(w io.Writer, st *cardbattle.State, viewer int, actions bool) *Narrator {
	g := st.Game().(*cardbattle.Game)
	return &Narrator{w: w, st: st, g: g, cs: g.Cards(), viewer: viewer, actions: actions,
		decks: make([][]cardbattle.CardID, g.NumPlayers())}
}

// newSeatNarrator narrates g to w for seat from the events seat may see,
// as a session hands them out.
func newSeatNarrator(w io.Writer, g *cardbattle.Game, seat int) *Narrator {
	return &Narrator{w: w, g: g, cs: g.Cards(), viewer: seat, seen: true,
		decks: make([][]cardbattle.CardID, g.NumPlayers())}
}

// sees reports whether the viewer may see seat's hidden cards.
func (n *Narrator) sees(seat int) bool { return n.viewer == Everyone || n.viewer == seat }

// header starts a new round's section when round changes.
func (n *Narrator) header(round int) {
	if round != n.round {
		fmt.Fprintf(n.w, "\n== round %d ==\n", round)
		n.round = round
	}
}

// Action narrates the choice a about to be applied to the state. Chance
// outcomes print nothing: the rock event that follows says what was rolled.
func (n *Narrator) Action(a game.Action) {
	p := int(n.st.CurrentPlayer())
	if p < 0 {
		return
	}
	n.header(n.st.Round())
	m, _ := cardbattle.DecodeAction(a)
	seen := n.sees(p)
	if m.Kind == cardbattle.MovePlace && !seen {
		return // deck orders are secret until the battle shows both decks
	}
	if n.actions {
		text := n.st.ActionString(a)
		if m.Kind == cardbattle.MoveKeep && !seen {
			text = "keep one of the two cards the Triple drew"
		}
		n.line("> P%d: %s", p+1, text)
		return
	}
	// No event reports a keep, so it gets a line of its own.
	switch {
	case m.Kind == cardbattle.MoveKeep && seen:
		n.line("P%d keeps %s", p+1, n.cs.Name(n.st.TripleDraw()[m.Slot]))
	case m.Kind == cardbattle.MoveKeep:
		n.line("P%d keeps one of the two cards the Triple drew", p+1)
	}
}

// Events narrates a batch of events as the state recorded them; each is
// redacted for the viewer first (a seat narrator's come redacted). Choice
// events are left out: Action tells the choices (a seat narrator tells the
// keeps).
func (n *Narrator) Events(batch []game.Event) {
	for _, d := range batch {
		if d.Choice && !(n.seen && cardbattle.EventOf(d).Kind == cardbattle.EventKeep) {
			continue
		}
		if n.viewer != Everyone && !n.seen {
			d = d.For(game.Player(n.viewer))
		}
		n.event(d)
	}
	n.printDecks()
}

// event narrates one event.
func (n *Narrator) event(d game.Event) {
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
	n.header(e.Round)
	switch {
	case e.Kind == cardbattle.EventShopOpens:
		// The round header says it.
		return
	case e.Kind == cardbattle.EventBattleStarts:
		fmt.Fprintln(n.w)
	case isPlay(e.Kind) && !isPlay(n.prev):
		fmt.Fprintln(n.w)
	}
	n.prev = e.Kind
	n.line("%s", n.g.EventText(d))
}

// printDecks prints the battle decks gathered since the battle started:
// they are placed face up, so from here every order is public.
func (n *Narrator) printDecks() {
	if !n.hasDecks {
		return
	}
	for p, d := range n.decks {
		n.line("P%d's deck (top first): %s", p+1, cardList(n.cs, d))
		n.decks[p] = d[:0]
	}
	n.hasDecks = false
}

func (n *Narrator) line(format string, args ...any) {
	fmt.Fprintf(n.w, format+"\n", args...)
}

// isPlay reports whether an event belongs to a battle's Play step, in which
// cards enter an empty active zone.
func isPlay(k cardbattle.EventKind) bool {
	return k == cardbattle.EventPlayFood || k == cardbattle.EventPlayPet || k == cardbattle.EventPerkReplaced
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
