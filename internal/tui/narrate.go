// Package tui is Menagerie's line-oriented terminal interface for Card
// Battle: a play-by-play narrator that shows a game as one seat sees it,
// the interactive game in which people play against bots or each other, and
// the step-by-step replay of a game record. It reads lines and writes plain
// text, so it works as well through a pipe as on a terminal.
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
// of another seat's hidden card a sentence that does not name it. Attach
// Event as the state's event sink and call Action before applying each
// action.
type Narrator struct {
	w      io.Writer
	st     *cardbattle.State
	cs     *cardbattle.CardSet
	viewer int
	// actions makes every seat action print as "> P1: ..." (its
	// ActionString), not only the ones no event describes.
	actions bool
	round   int
	prev    cardbattle.EventKind
}

// NewNarrator narrates st to w for viewer (a seat or Everyone); with
// actions, each seat's choices are printed as well as their consequences.
func NewNarrator(w io.Writer, st *cardbattle.State, viewer int, actions bool) *Narrator {
	return &Narrator{w: w, st: st, cs: st.Game().(*cardbattle.Game).Cards(), viewer: viewer, actions: actions}
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

// Event narrates one event; it is meant as the state's event sink.
func (n *Narrator) Event(e cardbattle.Event) {
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
	if e.Private && !n.sees(e.Seat) {
		n.line("%s", hiddenEvent(e))
		return
	}
	n.line("%s", e.Describe(n.cs))
	if e.Kind == cardbattle.EventBattleStarts {
		// Battle decks are placed face up: from here both orders are public.
		for p := 0; p < n.st.Game().NumPlayers(); p++ {
			n.line("P%d's deck (top first): %s", p+1, cardList(n.cs, n.st.Order(p)))
		}
	}
}

func (n *Narrator) line(format string, args ...any) {
	fmt.Fprintf(n.w, format+"\n", args...)
}

// hiddenEvent describes a private event to a viewer who may not see its
// card.
func hiddenEvent(e cardbattle.Event) string {
	if e.Kind == cardbattle.EventBuyBlind {
		return fmt.Sprintf("P%d buys the top card of the shop deck", e.Seat+1)
	}
	return fmt.Sprintf("P%d: something hidden happens (%s)", e.Seat+1, e.Kind)
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
