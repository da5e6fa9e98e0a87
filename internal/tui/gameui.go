package tui

import (
	"fmt"
	"io"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
	"menagerie/registry"
	"menagerie/session"
)

// gameUI is what a game may add to the line player: its own play-by-play,
// its own dialogs for some decisions, and help. plainUI serves any game
// from the engine's texts and labels.
type gameUI interface {
	// narrator returns the writer of seat's play-by-play to w; it is fed
	// only the events as seat may see them.
	narrator(w io.Writer, seat game.Player) narrator
	// decide asks for a decision the game's own way; asked is false when
	// the label menu should ask instead.
	decide(v session.SeatView) (acts []game.Action, asked bool, err error)
	// help is the game's lines for the menu's help ("" for none).
	help() string
	// info describes a card a person names ("i NAME"), or with no name
	// ("i") the cards on offer; ok is false when the game offers no such
	// description.
	info(name string) (text string, ok bool)
	// panel draws the seat's view for its screen: at most st.rows() lines
	// of at most st.panelCols() columns, styled by st.
	panel(v session.SeatView, st style) []string
	// status says in a few words what the seat is asked to decide, e.g.
	// "shop: buy, sell or pass".
	status(v session.SeatView) string
}

// The rows a panel may take on a screen of 24 rows, leaving rows for the
// header, the latest events, the choices and the prompt; a taller screen
// gives it more (style.rows), a wider one more columns (style.panelCols).
const panelRows = 14

// stepMark is a line a narrator writes between two steps of a sequence a
// person follows step by step (a battle's attacks): on a terminal the
// screen waits for Enter there, unless the person asked for everything at
// once; elsewhere the mark is dropped.
const stepMark = "\f"

// narrator writes a play-by-play from batches of events already redacted
// for its reader.
type narrator interface {
	Events(batch []game.Event)
}

// gameUIs are the games with a UI of their own, by name, with the text
// that `play GAME --help` adds and the rule options play sets unless given.
var gameUIs = map[string]struct {
	newUI    func(g game.Game, p *player) gameUI
	help     string
	defaults []string
	// exercises marks a game whose people are asked to do exercises,
	// scaled by Config.Level.
	exercises bool
	// battles marks a game whose narrator paces battles step by step
	// (Config.Fast shows them at once).
	battles bool
}{
	cardbattle.Name: {newUI: newCardBattleUI, help: cardBattlePlayHelp, battles: true},
	dojo.Name:       {newUI: newDojoUI, help: dojoPlayHelp, defaults: dojoDefaults, exercises: true},
	tableau.Name:    {newUI: newTableauUI, help: tableauPlayHelp},
}

// uiFor returns g's own UI, or the plain one.
func uiFor(g game.Game, p *player) gameUI {
	if u, ok := gameUIs[g.Name()]; ok {
		return u.newUI(g, p)
	}
	return plainUI{g: g}
}

// Help describes what playing the named game at the terminal adds to the
// numbered menu ("" when nothing).
func Help(name string) string { return gameUIs[name].help }

// HasExercises reports whether people playing the named game are asked to
// do exercises, whose amounts Config.Level scales.
func HasExercises(name string) bool { return gameUIs[name].exercises }

// HasBattles reports whether the named game's battles are shown step by
// step on a terminal, which Config.Fast turns off.
func HasBattles(name string) bool { return gameUIs[name].battles }

// Defaults are the rule options (key=value) that playing the named game
// sets unless the player gives them, such as Dojo's exercises.
func Defaults(name string) []string { return gameUIs[name].defaults }

// plainUI plays any game with the engine's texts: every event's sentence
// under round headers, and the label menu for every decision.
type plainUI struct {
	g game.Game
	// round names the game's Event.Round for headers ("" : "round").
	round string
}

func (u plainUI) narrator(w io.Writer, seat game.Player) narrator {
	word := u.round
	if word == "" {
		word = "round"
	}
	return &eventLines{w: w, g: u.g, word: word}
}

func (plainUI) decide(session.SeatView) ([]game.Action, bool, error) { return nil, false, nil }

func (plainUI) help() string { return "" }

func (plainUI) info(string) (string, bool) { return "", false }

// panel draws the seat's table view from the game's declared model
// (tablePanel); a game that lays out no table view or declares no model
// gets the engine's text of the observation, line by line.
func (u plainUI) panel(v session.SeatView, st style) []string {
	if e, err := registry.Lookup(u.g.Name()); err == nil && e.Schema != nil && v.Table != nil {
		return tablePanel(e.Schema, v.Table, v.Seat, u.g.CardName, st)
	}
	return strings.Split(strings.TrimRight(u.g.ObservationText(v.Observation), "\n"), "\n")
}

func (plainUI) status(session.SeatView) string { return "" }

// eventLines writes each event's sentence, with a header when the round
// changes.
type eventLines struct {
	w     io.Writer
	g     game.Game
	word  string
	round int32
}

// Events writes the batch's sentences.
func (n *eventLines) Events(batch []game.Event) {
	for _, e := range batch {
		text := n.g.EventText(e)
		if text == "" {
			continue
		}
		if e.Round != n.round && e.Round > 0 {
			fmt.Fprintf(n.w, "\n== %s %d ==\n", n.word, e.Round)
			n.round = e.Round
		}
		fmt.Fprintln(n.w, text)
	}
}
