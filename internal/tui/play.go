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
	Game game.Game
	Seed uint64
	// Bots holds one entry per seat: the bot that plays it, or nil for a
	// person. With two people or more the game is played hotseat.
	Bots []agent.Agent
	In   io.Reader
	Out  io.Writer
	// Echo repeats each answer read, for input that is not typed at a
	// terminal (which echoes it), so that the transcript shows it.
	Echo bool
	// ClearScreen clears a terminal when the screen passes from one person
	// to another; otherwise blank lines push the last hand out of view.
	ClearScreen bool
	// Clock times the exercises of timed games; nil: the system clock.
	Clock Clock
	// Names holds each seat's team name ("" or missing: none).
	Names []string
	// PickNames lets each person pick the words of their team name from
	// the rows the dice rolled for them, at the start (pickNames); the
	// names picked replace theirs in Names, the caller's slice, so that a
	// save made later sees them.
	PickNames bool
	// Hints, when set, gives a hint at each new kind of decision.
	Hints *HintMemory
	// Save, when set, is offered to a person who quits: it saves the game
	// so far and returns where, for the message that says how to resume.
	Save func(*game.Record) (string, error)
	// Resume continues the game this record was saved from (its seed
	// replaces Seed).
	Resume *game.Record
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
	sess, err := session.New(session.Config{Game: g, Seed: cfg.Seed, Bots: cfg.Bots, Events: true})
	if err != nil {
		return nil, err
	}
	p := &player{
		cfg:    cfg,
		sess:   sess,
		ask:    newPrompter(cfg.In, cfg.Out, cfg.Echo),
		holder: -1,
		buf:    make([]*bytes.Buffer, len(cfg.Bots)),
		tell:   make([]narrator, len(cfg.Bots)),
	}
	p.ui = uiFor(g, p)
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
	err = p.run()
	return sess.Record(), err
}

// player is one game in progress at this terminal.
type player struct {
	cfg  Config
	sess *session.Session
	ask  *prompter
	ui   gameUI
	// people lists the seats played by people; buf[seat] holds what has
	// happened since that person last saw the screen, written by
	// tell[seat] from the events that seat may see.
	people []game.Player
	buf    []*bytes.Buffer
	tell   []narrator
	seen   []game.Event // one seat's events of the last update, reused
	// holder is the seat of the person now at the screen (-1: nobody yet).
	holder game.Player
}

func (p *player) hotseat() bool { return len(p.people) > 1 }

func (p *player) run() error {
	p.feed(p.sess.Opening())
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

// flush shows a person what has happened since they last looked.
func (p *player) flush(seat game.Player) {
	io.Copy(p.cfg.Out, p.buf[seat])
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
	p.flush(seat)
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
		// is automatic, so the rest of the order is already placed.
		if i > 0 && p.sess.Check(seat, a, p.sess.Version()) != nil {
			break
		}
		u, err := p.sess.Apply(seat, a, p.sess.Version())
		if err != nil {
			return err
		}
		p.feed(u)
	}
	p.flush(seat)
	return nil
}

// passScreen hides the screen and waits for the next person.
func (p *player) passScreen(seat game.Player) error {
	if p.cfg.ClearScreen {
		// Clear the scrollback too, then the screen, and go home.
		fmt.Fprint(p.cfg.Out, "\x1b[3J\x1b[H\x1b[2J")
	} else {
		fmt.Fprint(p.cfg.Out, strings.Repeat("\n", 60))
	}
	_, err := p.ask.ask(fmt.Sprintf("Pass the screen to P%d, press Enter ", seat+1))
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
	p.flush(seat)
	v, err := p.sess.View(seat)
	if err != nil {
		return err
	}
	out := p.cfg.Out
	fmt.Fprintf(out, "\n%s\n", p.cfg.Game.ResultText(v.Observation))
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
