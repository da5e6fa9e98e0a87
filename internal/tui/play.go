package tui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/session"
)

// Config describes a game that people play at this terminal, against bots
// or each other.
type Config struct {
	// Game is the game to play, with its rules and cards.
	Game game.Game
	// Seed deals the game, rolls its chance outcomes and seeds the bots.
	Seed uint64
	// Bots holds one entry per seat: the bot that plays it, or nil for a
	// person. With two people or more the game is played hotseat.
	Bots []agent.Agent
	// In gives the people's answers, a line each; Out shows them the game.
	In  io.Reader
	Out io.Writer
	// Echo repeats each answer read, for input that is not typed at a
	// terminal (which echoes it), so that the transcript shows it.
	Echo bool
	// Terminal draws each decision as a screen on a cleared terminal, with
	// colour and boxes, and paces long play-by-play (Enter for the next
	// step of a battle or page); otherwise everything is plain text written
	// in order, for pipes and files.
	Terminal bool
	// Width and Height are the terminal's columns and rows (0: 80 and
	// 24, also the least a screen takes): lines are wrapped to the width.
	Width, Height int
	// Fast shows battles all at once on a terminal instead of step by step.
	Fast bool
	// Title is the game's name for people (default: its id).
	Title string
	// Names holds each seat's team name ("" or missing: none).
	Names []string
	// Resume continues the game this record was saved from (its seed
	// replaces Seed).
	Resume *game.Record
	// Hints, when set, gives a hint at each new kind of decision.
	Hints Hints
	// Save, when set, is offered to a person who quits: it saves the game
	// so far into the file or directory where names ("": the default
	// place) and returns the file written, for the message that says how
	// to resume. When it fails, the person is told why and may give
	// another place or go on playing.
	Save func(rec *game.Record, where string) (string, error)
	// Clock times the exercises of timed games; nil: the system clock.
	Clock Clock
	// Level scales the exercises people are asked to do in Dojo:
	// LevelChildren (half, rounded up, at least 1) or LevelAdults (the
	// card's amount; "" too).
	Level string
	// PickNames lets each person pick the words of their team name from
	// the rows the dice rolled for them, at the start (pickNames); the
	// names picked replace theirs in Names, the caller's slice, so that a
	// save made later sees them.
	PickNames bool
}

// Clock tells the time; tests inject a fake one to drive time limits.
type Clock interface {
	Now() time.Time
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now returns the current time.
func (SystemClock) Now() time.Time { return time.Now() }

// Play plays one game through a session, printing each person's
// play-by-play and decisions and then the end, and returns its record.
// Everything a person is shown comes from the session: their seat's view
// and the events as their seat may see them. When a person quits (ErrQuit)
// or the input ends (ErrInputClosed) before the end, the record holds the
// actions so far, which replay the unfinished game.
func Play(cfg Config) (*game.Record, error) {
	g := cfg.Game
	if g == nil {
		return nil, errors.New("no game to play")
	}
	if len(cfg.Bots) != g.NumPlayers() {
		return nil, fmt.Errorf("%d players for %d seats", len(cfg.Bots), g.NumPlayers())
	}
	if cfg.Clock == nil {
		cfg.Clock = SystemClock{}
	}
	scfg := session.Config{Game: g, Seed: cfg.Seed, Bots: cfg.Bots, Events: true}
	var sess *session.Session
	var err error
	if cfg.Resume != nil {
		sess, err = session.Load(scfg, cfg.Resume)
	} else {
		sess, err = session.New(scfg)
	}
	if err != nil {
		return nil, err
	}
	p := &player{
		cfg:    cfg,
		sess:   sess,
		style:  style{terminal: cfg.Terminal, width: cfg.Width, height: cfg.Height},
		ask:    newPrompter(cfg.In, cfg.Out, cfg.Echo),
		holder: -1,
		buf:    make([]*bytes.Buffer, len(cfg.Bots)),
		tell:   make([]narrator, len(cfg.Bots)),
	}
	p.ui = uiFor(g, p)
	p.ask.style = p.style
	p.ask.quitQuestion = "Stop the game here?"
	if cfg.Save != nil {
		p.ask.quitQuestion = "Stop the game here? It is saved so that you can resume it."
		p.ask.save = func(where string) (string, error) { return cfg.Save(sess.Record(), where) }
	}
	for seat, b := range cfg.Bots {
		if b == nil {
			p.buf[seat] = new(bytes.Buffer)
			p.people = append(p.people, game.Player(seat))
			p.tell[seat] = p.ui.narrator(p.buf[seat], game.Player(seat))
		}
	}
	if len(p.people) == 0 {
		return nil, errors.New("no seat is played by a person")
	}
	if cfg.Resume == nil {
		err = pickNames(cfg, p.people, p.askName)
	}
	if err == nil {
		err = p.run()
	}
	return sess.Record(), err
}

// player is one game in progress at this terminal.
type player struct {
	cfg   Config
	sess  *session.Session
	style style
	ask   *prompter
	ui    gameUI
	// people lists the seats played by people; buf[seat] holds what has
	// happened since that person last saw the screen, written by
	// tell[seat] from the events that seat may see.
	people []game.Player
	buf    []*bytes.Buffer
	tell   []narrator
	seen   []game.Event // one seat's events of the last update, reused
	// holder is the seat of the person now at the screen (-1: nobody yet).
	holder game.Player
	// recent holds the play-by-play lines the person at the screen saw
	// last, for the screen's latest-events lines.
	recent []string
	// hinted holds the hints shown at version hintAt, by phase, so that a
	// redrawn screen shows its hint again.
	hinted map[string]string
	hintAt int
	// rest says that the person asked for the rest of a battle at once
	// (f at one of its steps): no step or page waits until it ends.
	rest bool
	// whole draws the next screen whole, below what came before, however
	// many rows it takes (v asks for it).
	whole bool
}

// askName shows the person in seat the team-name question and returns
// their answer.
func (p *player) askName(seat game.Player, note string, question []string) (string, error) {
	fmt.Fprintf(p.cfg.Out, "\n%s:\n", p.style.bold(fmt.Sprintf("P%d", seat+1)))
	if note != "" {
		p.ask.say(p.style.paint(bad, note))
	}
	writeLines(p.cfg.Out, question)
	return p.ask.ask("name> ")
}

func (p *player) hotseat() bool { return len(p.people) > 1 }

func (p *player) run() error {
	p.feed(p.sess.Opening())
	if p.sess.Queued() > 0 {
		if err := p.catchUp(); err != nil {
			return err
		}
	}
	for {
		u, ok, err := p.sess.Step()
		if err != nil {
			return err
		}
		if ok {
			p.feed(u)
			continue
		}
		if p.sess.Over() {
			return p.finish()
		}
		if err := p.personTurn(p.sess.ToAct()); err != nil {
			return err
		}
	}
}

// feed hands each person the update's events as their seat may see them.
func (p *player) feed(u session.Update) {
	for _, seat := range p.people {
		p.seen = u.Seen(seat, p.seen[:0])
		p.tell[seat].Events(p.seen)
	}
}

// catchUp replays a resumed game's recorded actions without telling them
// again: each person is shown where the game stands at their next turn.
func (p *player) catchUp() error {
	for p.sess.Queued() > 0 {
		u, ok, err := p.sess.Step()
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		p.feed(u)
	}
	for _, seat := range p.people {
		p.buf[seat].Reset()
	}
	return nil
}

// personTurn hands the screen to the person in seat if needed, shows what
// happened, asks for their decision and plays it.
func (p *player) personTurn(seat game.Player) error {
	if p.hotseat() && p.holder != seat {
		if err := p.passScreen(seat); err != nil {
			return err
		}
	}
	p.holder = seat
	if err := p.flush(seat); err != nil {
		return err
	}
	v, err := p.sess.View(seat)
	if err != nil {
		return err
	}
	acts, asked, err := p.ui.decide(v)
	if err == nil && !asked {
		acts, err = p.labelMenu(v)
	}
	if err != nil {
		return err
	}
	for i, a := range acts {
		// A decision of several actions (a sale, a deck order) stops where
		// the game has moved on: placing the last distinct cards of a deck
		// is automatic, so the rest of the order is already placed, and
		// Apply refuses the next with the game unchanged.
		u, err := p.sess.Apply(seat, a, p.sess.Version())
		if err != nil && i > 0 {
			break
		}
		if err != nil {
			return err
		}
		p.feed(u)
	}
	if !p.style.terminal {
		// A transcript tells an action's consequences at once; a terminal
		// shows them on the person's next screen.
		return p.flush(seat)
	}
	return nil
}

// passScreen hides the screen and waits for the next person.
func (p *player) passScreen(seat game.Player) error {
	if p.style.terminal {
		fmt.Fprint(p.cfg.Out, clearScreen)
	} else {
		fmt.Fprint(p.cfg.Out, strings.Repeat("\n", 60))
	}
	_, err := p.ask.ask(fmt.Sprintf("Pass the screen to %s, press Enter ", p.name(seat)))
	return err
}

// finish shows the end of the game as the last person at the screen sees
// it: what happened since their last turn and the result, and, when one
// person plays against bots, their verdict.
func (p *player) finish() error {
	seat := p.holder
	if seat < 0 {
		seat = p.people[0]
	}
	if err := p.flush(seat); err != nil {
		return err
	}
	v, err := p.sess.View(seat)
	if err != nil {
		return err
	}
	out := p.cfg.Out
	result := strings.Split(strings.TrimRight(p.cfg.Game.ResultText(v.Observation), "\n"), "\n")
	fmt.Fprintln(out)
	writeLines(out, p.style.box("the end", result, p.style.cols()))
	if p.hotseat() || p.cfg.Game.NumPlayers() < 2 {
		return nil
	}
	returns := p.sess.Returns()
	me, best, winners := returns[seat], returns[seat], 0
	for _, r := range returns {
		best = max(best, r)
	}
	for _, r := range returns {
		if r == best {
			winners++
		}
	}
	switch {
	case me < best:
		fmt.Fprintln(out, "You lose.")
	case winners == 1:
		fmt.Fprintln(out, "You win!")
	case winners == len(returns):
		fmt.Fprintln(out, "It's a draw.")
	default:
		fmt.Fprintln(out, "You share the victory.")
	}
	return nil
}
