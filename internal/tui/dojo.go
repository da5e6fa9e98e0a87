package tui

import (
	"fmt"
	"io"

	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/session"
)

// dojoPlayHelp is what Dojo's screens add to `play --help`.
const dojoPlayHelp = `Attacks show the damage they would deal (strong or weak against the
target shown); a list too long for the screen asks first for the
attacking animal, then for its target (c goes back); a play list too
long, first for the card played, then its play. To discard and draw
again, choose that entry and select the cards (u undoes, ok confirms, c
cancels).
A play that replaces one of your cards in play asks first. i NAME
describes any card. Each of your attacks asks for its animal's exercise:
with --rules exercise=honor (the default here) answer 1 (or Enter) when
done, 2 to cancel and choose again, 3 if you could not finish; with
--rules exercise=timed, Done must come within the time limit shown, else
it counts as a failure; exercise=off makes every exercise succeed.
--players 1 plays the solo mission: every animal is flipped in turn and
defeated by its exercise.`

// dojoDefaults: a person at the terminal does the exercises on their honor
// unless they choose otherwise.
var dojoDefaults = []string{"exercise=" + dojo.ExerciseHonor}

// dojoUI draws Dojo's screens and asks for its decisions: the play with
// its discard dialog and the warning before a card in play is replaced,
// the attack, the exercise with its clock, and the people's workout at the
// end.
type dojoUI struct {
	plainUI
	p  *player
	g  *dojo.Game
	cs *dojo.CardSet
	// menu asks the attack in two steps when it is long; the panel draws
	// in its limit's rows.
	menu groupMenu
}

func newDojoUI(g game.Game, p *player) gameUI {
	d := g.(*dojo.Game)
	return &dojoUI{plainUI: plainUI{g: g, round: "turn"}, p: p, g: d, cs: d.Cards(), menu: groupMenu{p: p}}
}

func (u *dojoUI) narrator(w io.Writer, seat game.Player) narrator {
	return &dojoNarrator{eventLines: eventLines{w: w, g: u.g, word: "turn"}, u: u, seat: seat}
}

func (u *dojoUI) help() string {
	return "  i NAME     describe a card, e.g. \"i bear cub\"\n" +
		"  zones: each column's front animal first; 9/10 is health, d1 damage,\n" +
		"  R resting, S Shield, H Honeycomb on it"
}

// info describes any card of the set by name.
func (u *dojoUI) info(name string) (string, bool) {
	if name == "" {
		return "", false
	}
	id, ok := u.cs.Lookup(name)
	if !ok {
		return fmt.Sprintf("no card is called %q", name), true
	}
	return u.cs.CardText(id), true
}

// seatName names a seat for people, with its team name.
func (u *dojoUI) seatName(q int) string { return u.p.name(game.Player(q)) }

// style is how this terminal's screens are drawn.
func (u *dojoUI) style() style { return u.p.style }

// decide asks for every Dojo decision: the exercise prompt when the
// table view shows one, else the seat's choices.
func (u *dojoUI) decide(v session.SeatView) ([]game.Action, bool, error) {
	if v.Table == nil {
		return nil, false, fmt.Errorf("the view holds no table view to decide by")
	}
	if _, err := scaleAmount(u.p.cfg.Level, 1); err != nil {
		return nil, true, err
	}
	r := tableRead{s: dojo.Schema, t: v.Table}
	if ex := r.cards("exercise", 0); len(ex) == 1 && ex[0] > 0 {
		a, err := u.exercise(v, r)
		return []game.Action{a}, true, err
	}
	a, err := u.choices(v)
	return []game.Action{a}, true, err
}

// choose shows the screen with the numbered texts and returns the index of
// the one the person picks.
func (u *dojoUI) choose(v session.SeatView, note string, texts []string) (int, error) {
	lines := make([]string, len(texts))
	widest := 0
	for i, t := range texts {
		lines[i] = fmt.Sprintf("  %d) %s", i+1, t)
		widest = max(widest, visibleWidth(lines[i]))
	}
	if len(lines) > 8 && 2*(widest+2) <= u.p.style.cols() {
		lines = columns(lines, widest+2, u.p.style.cols())
	}
	return u.p.menu(func() { u.p.screen(v, note, lines) }, u.help(), len(texts))
}

// dojoChoice is one numbered entry: a labelled action, or the way into the
// discard dialog.
type dojoChoice struct {
	label   game.Label
	discard bool
}

// dojoEntries are the numbered entries for the labelled actions and
// their texts: the discards gathered into one entry that opens the
// discard dialog, every other action as it is.
func dojoEntries(labels []game.Label) (entries []dojoChoice, texts []string) {
	for _, l := range labels {
		if l.Kind == "discard" {
			if len(entries) == 0 || !entries[len(entries)-1].discard {
				entries = append(entries, dojoChoice{discard: true})
				texts = append(texts, "discard cards and draw again (choose which)")
			}
			continue
		}
		entries = append(entries, dojoChoice{label: l})
		texts = append(texts, l.Text)
	}
	return entries, texts
}

// choices offers the seat's entries (dojoEntries) and confirms a play
// that would replace a card in play.
func (u *dojoUI) choices(v session.SeatView) (game.Action, error) {
	entries, texts := dojoEntries(v.Actions)
	st := u.style()
	for {
		k, err := u.pick(v, entries, texts)
		if err != nil {
			return 0, err
		}
		e := entries[k]
		if e.discard {
			a, ok, err := u.discardDialog(v)
			if err != nil || ok {
				return a, err
			}
			continue
		}
		old := u.g.Replaced(v.Table, v.Seat, e.label.Action)
		if old == "" {
			return e.label.Action, nil
		}
		yes, err := u.confirm(st.paint(warn, fmt.Sprintf("This replaces your %s in play: y/n? ", old)))
		if err != nil || yes {
			return e.label.Action, err
		}
	}
}

// confirm asks a yes-or-no question until it gets y or n.
func (u *dojoUI) confirm(question string) (bool, error) {
	for {
		line, err := u.p.ask.ask(question)
		if err != nil {
			return false, err
		}
		switch line {
		case "y", "yes":
			return true, nil
		case "n", "no":
			return false, nil
		}
		fmt.Fprintln(u.p.cfg.Out, "type y or n")
	}
}

const discardHelp = `Choose the cards to discard; you then draw back up to a full hand.
  N          select card N, or unselect it if it is selected
  u          undo your last selection
  ok         discard the selected cards
  c          cancel: back to your choices
  i NAME     describe a card
  q, quit    stop the game`

// discardDialog lets the person select cards of the hand, undo and
// confirm; it returns the one discard action that discards those cards, or
// ok false when the person cancels.
func (u *dojoUI) discardDialog(v session.SeatView) (a game.Action, ok bool, err error) {
	hand := dojoHand(v)
	most := 0
	for _, l := range v.Actions {
		if l.Kind == "discard" {
			most = max(most, len(l.Cards))
		}
	}
	st := u.style()
	items := make([]string, len(hand))
	for i, id := range hand {
		items[i] = fmt.Sprintf("%s (%s)", st.paint(info, u.cs.Name(id)), u.cs.CardBrief(id))
	}
	selected, ok, err := u.p.selectItems(v, selection{
		note: fmt.Sprintf("Discard up to %d cards and draw again:", most), items: items, noun: "card",
		prompt: "discard> ", help: discardHelp, cancelled: "Nothing discarded.",
		refuse: func(selected []bool) string {
			if _, ok := discardAction(v.Actions, hand, selected); ok {
				return ""
			}
			if n := countSelected(selected); n > 0 {
				return fmt.Sprintf("%d cards are selected; you may discard at most %d: unselect some.", n, most)
			}
			return "No card is selected: type a card's number, or c to cancel."
		},
	})
	if err != nil || !ok {
		return 0, false, err
	}
	a, _ = discardAction(v.Actions, hand, selected)
	return a, true, nil
}

// dojoHand returns the seat's hand as its table view shows it.
func dojoHand(v session.SeatView) []dojo.CardID {
	var hand []dojo.CardID
	for _, c := range shown(tableRead{s: dojo.Schema, t: v.Table}.cards("hand", int(v.Seat))) {
		hand = append(hand, dojo.CardID(c))
	}
	return hand
}

// discardAction finds the discard among labels that discards exactly the
// selected cards of hand (as a multiset: which of two equal cards goes is
// the same play); ok is false when none does (nothing or too many
// selected).
func discardAction(labels []game.Label, hand []dojo.CardID, selected []bool) (game.Action, bool) {
	want := map[game.Card]int{}
	n := 0
	for i, id := range hand {
		if selected[i] {
			want[game.Card(id)]++
			n++
		}
	}
	for _, l := range labels {
		if l.Kind != "discard" || len(l.Cards) != n {
			continue
		}
		got := map[game.Card]int{}
		for _, c := range l.Cards {
			got[c]++
		}
		same := len(got) == len(want)
		for c, k := range want {
			same = same && got[c] == k
		}
		if same {
			return l.Action, true
		}
	}
	return 0, false
}
