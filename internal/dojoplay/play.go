// Package dojoplay lets a person play Dojo in a terminal, line by line,
// against a bot, or the solo mission alone. It says who goes first and why
// (rule 2.1's rock, paper, scissors), asks for each exercise
// (honor: Done or Cancel; timed: Done within the time limit, read from an
// injected Clock) and ends with the workout summary.
package dojoplay

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/dojo"
)

// Clock tells the time; tests inject a fake one to drive timeouts.
type Clock interface {
	Now() time.Time
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now returns the current time.
func (SystemClock) Now() time.Time { return time.Now() }

// ErrQuit is returned when the person stops the game (q) or the input ends.
var ErrQuit = errors.New("the game was stopped before its end")

// Config describes one game in the terminal.
type Config struct {
	Game *dojo.Game
	// Bot plays the other seat of a duel (unused in the solo mission).
	Bot agent.Agent
	// Seat is the person's seat in a duel.
	Seat  int
	Seed  uint64
	In    io.Reader
	Out   io.Writer
	Clock Clock
}

// Play runs a whole game and returns the final state and every action; on
// ErrQuit the state and actions are those reached so far.
func Play(cfg Config) (*dojo.State, []game.Action, error) {
	if cfg.Clock == nil {
		cfg.Clock = SystemClock{}
	}
	s, ok := cfg.Game.NewState(cfg.Seed).(*dojo.State)
	if !ok {
		return nil, nil, fmt.Errorf("dojoplay: unexpected state type")
	}
	p := &player{cfg: cfg, in: bufio.NewScanner(cfg.In), s: s}
	s.RecordEvents(true)
	p.tell()
	var actions []game.Action
	for n := 0; !s.IsTerminal(); n++ {
		var a game.Action
		var err error
		if cfg.Game.Solo() || int(s.CurrentPlayer()) == cfg.Seat {
			a, err = p.ask()
		} else {
			a, err = cfg.Bot.Act(game.NewView(s), game.Mix(cfg.Seed, uint64(n)))
		}
		if err != nil {
			return s, actions, err
		}
		if err := s.Apply(a); err != nil {
			return s, actions, err
		}
		p.tell()
		actions = append(actions, a)
	}
	p.summary()
	return s, actions, nil
}

type player struct {
	cfg    Config
	in     *bufio.Scanner
	s      *dojo.State
	events []game.Event // the last action's events, reused
}

// tell prints the events recorded since the last call as the person's seat
// may see them. The opponent's secret setup is left out, as are the
// choices the person just made.
func (p *player) tell() {
	p.events = p.s.DrainEvents(p.events[:0])
	for _, d := range p.events {
		d = d.For(game.Player(p.cfg.Seat))
		switch {
		case d.Redacted || d.Choice:
			continue
		case d.Kind == "first_player":
			who := "the bot goes first"
			if d.Seat == game.Player(p.cfg.Seat) {
				who = "you go first"
			}
			p.printf("%s (you are P%d: %s)\n", p.cfg.Game.EventText(d), p.cfg.Seat+1, who)
			continue
		}
		p.printf("%s\n", p.cfg.Game.EventText(d))
	}
}

func (p *player) printf(format string, args ...any) { fmt.Fprintf(p.cfg.Out, format, args...) }

// line reads one answer; q or the end of the input stops the game.
func (p *player) line() (string, error) {
	if !p.in.Scan() {
		return "", ErrQuit
	}
	t := strings.TrimSpace(p.in.Text())
	if t == "q" {
		return "", ErrQuit
	}
	return t, nil
}

// ask shows the person's view and returns the chosen action.
func (p *player) ask() (game.Action, error) {
	seat := p.cfg.Seat
	if p.cfg.Game.Solo() {
		seat = 0
	}
	o := p.s.Observation(seat)
	if o.Exercise != nil {
		return p.exercise(o)
	}
	p.show(o)
	legal := p.s.LegalActions(nil)
	for i, a := range legal {
		p.printf("  %d  %s\n", i+1, p.s.ActionString(a))
	}
	for {
		p.printf("your choice (1-%d, q to stop): ", len(legal))
		t, err := p.line()
		if err != nil {
			return 0, err
		}
		if k, err := strconv.Atoi(t); err == nil && k >= 1 && k <= len(legal) {
			return legal[k-1], nil
		}
		p.printf("type a number from 1 to %d\n", len(legal))
	}
}

// exercise prompts for the exercise and times it in timed mode: Done after
// the limit counts as a timeout (a failure).
func (p *player) exercise(o *dojo.Observation) (game.Action, error) {
	ex := o.Exercise
	p.printf("\n*** %s: do %d %s of %s! ***\n", ex.Animal, ex.Amount, ex.Unit, ex.Name)
	if ex.Seated != "" {
		p.printf("    (seated: %s)\n", ex.Seated)
	}
	if ex.Mode == dojo.ExerciseTimed {
		p.printf("    you have %d seconds\n", ex.Seconds)
	}
	cancel := o.Mode != "solo"
	if cancel {
		p.printf("  1  Done (or Enter)\n  2  Cancel: choose again\n  3  I could not finish\n")
	} else {
		p.printf("  1  Done (or Enter)\n  3  I could not finish\n")
	}
	start := p.cfg.Clock.Now()
	for {
		p.printf("> ")
		t, err := p.line()
		if err != nil {
			return 0, err
		}
		switch {
		case t == "" || t == "1":
			if ex.Mode == dojo.ExerciseTimed && p.cfg.Clock.Now().Sub(start) > time.Duration(ex.Seconds)*time.Second {
				p.printf("time is up: the exercise is not done in time\n")
				return dojo.ActionFail, nil
			}
			return dojo.ActionDone, nil
		case t == "2" && cancel:
			return dojo.ActionCancel, nil
		case t == "3":
			return dojo.ActionFail, nil
		}
		p.printf("type 1, 3%s or q\n", map[bool]string{true: ", 2", false: ""}[cancel])
	}
}

// show prints what the seat knows.
func (p *player) show(o *dojo.Observation) {
	p.printf("\n== turn %d, %s: your move (P%d) ==\n", o.Turn, o.Phase, o.Seat+1)
	p.printf("%s", p.cfg.Game.ObservationText(o))
}

// summary prints the result as the person's seat sees it, then every
// player's workout.
func (p *player) summary() {
	o := p.s.Observation(0)
	switch {
	case o.Solo != nil:
		p.printf("\nsolo mission over: %d defeated, %d missed\n", o.Solo.Defeated, o.Solo.Missed)
	case p.s.Winner() == p.cfg.Seat:
		p.printf("\nyou win in %d turns!\n", p.s.Turn())
	case p.s.Winner() >= 0:
		p.printf("\nyou lose in %d turns\n", p.s.Turn())
	default:
		p.printf("\na draw after %d turns\n", p.s.Turn())
	}
	_, workout, _ := strings.Cut(p.cfg.Game.ResultText(o), "\n")
	p.printf("%s\n", workout)
}
