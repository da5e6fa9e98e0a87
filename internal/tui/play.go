package tui

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
)

// Config describes a game that people play at this terminal, against bots
// or each other.
type Config struct {
	Game *cardbattle.Game
	Seed uint64
	// Bots holds one entry per seat: the bot that plays it, or nil for a
	// person. With two people the game is played hotseat.
	Bots []agent.Agent
	In   io.Reader
	Out  io.Writer
	// Echo repeats each answer read, for input that is not typed at a
	// terminal (which echoes it), so that the transcript shows it.
	Echo bool
	// ClearScreen clears a terminal when the screen passes from one person
	// to the other; otherwise blank lines push the last hand out of view.
	ClearScreen bool
}

// Play plays one game, printing its end (trophies and winner), and returns
// its record. When a person quits (ErrQuit) or the input ends
// (ErrInputClosed) before the end, the record holds the actions so far,
// which replay the unfinished game.
func Play(cfg Config) (*game.Record, error) {
	g := cfg.Game
	if len(cfg.Bots) != g.NumPlayers() {
		return nil, fmt.Errorf("%d players for %d seats", len(cfg.Bots), g.NumPlayers())
	}
	st, ok := g.NewState(cfg.Seed).(*cardbattle.State)
	if !ok {
		return nil, fmt.Errorf("the engine returned an unexpected state type")
	}
	s := &session{
		cfg:    cfg,
		cs:     g.Cards(),
		st:     st,
		rec:    game.NewRecord(g, cfg.Seed),
		ask:    newPrompter(cfg.In, cfg.Out, cfg.Echo),
		chance: game.NewRNG(game.Mix(cfg.Seed, 1<<40)),
		holder: -1,
		buf:    make([]*bytes.Buffer, len(cfg.Bots)),
	}
	var narrators []*Narrator
	for seat, b := range cfg.Bots {
		if b == nil {
			s.buf[seat] = new(bytes.Buffer)
			s.people = append(s.people, seat)
			narrators = append(narrators, NewNarrator(s.buf[seat], st, seat, false))
		}
	}
	if len(s.people) == 0 {
		return nil, fmt.Errorf("no seat is played by a person")
	}
	s.narrators = narrators
	st.RecordEvents(true)
	err := s.run()
	return s.rec, err
}

// session is one game in progress.
type session struct {
	cfg       Config
	cs        *cardbattle.CardSet
	st        *cardbattle.State
	rec       *game.Record
	ask       *prompter
	chance    game.RNG
	narrators []*Narrator
	events    []game.Event // the last action's events, reused
	// people lists the seats played by people; buf[seat] holds what has
	// happened since that person last saw the screen.
	people []int
	buf    []*bytes.Buffer
	// holder is the seat of the person now at the screen (-1: nobody yet).
	holder int
}

func (s *session) hotseat() bool { return len(s.people) > 1 }

func (s *session) run() error {
	var outs []game.ChanceOutcome
	for !s.st.IsTerminal() {
		p := s.st.CurrentPlayer()
		switch {
		case p == game.Chance:
			outs = s.st.ChanceOutcomes(outs[:0])
			if err := s.apply(outs[s.chance.Pick(outs)].Action); err != nil {
				return err
			}
		case s.cfg.Bots[p] != nil:
			bot := s.cfg.Bots[p]
			a, err := bot.Act(game.NewView(s.st), game.Mix(s.cfg.Seed, uint64(len(s.rec.Actions))))
			if err != nil {
				return fmt.Errorf("%s (P%d): %w", bot.Name(), p+1, err)
			}
			if err := s.apply(a); err != nil {
				return fmt.Errorf("%s (P%d): %w", bot.Name(), p+1, err)
			}
		default:
			if err := s.personTurn(int(p)); err != nil {
				return err
			}
		}
	}
	s.finish()
	return nil
}

// apply narrates and plays one action and records it.
func (s *session) apply(a game.Action) error {
	for _, n := range s.narrators {
		n.Action(a)
	}
	if err := s.st.Apply(a); err != nil {
		return err
	}
	s.events = s.st.DrainEvents(s.events[:0])
	for _, n := range s.narrators {
		n.Events(s.events)
	}
	s.rec.Actions = append(s.rec.Actions, a)
	return nil
}

// flush shows a person what has happened since they last looked.
func (s *session) flush(seat int) {
	io.Copy(s.cfg.Out, s.buf[seat])
}

// personTurn hands the screen to the person in seat if needed, shows what
// happened and their view, and plays what they choose.
func (s *session) personTurn(seat int) error {
	if s.hotseat() && s.holder != seat {
		if err := s.passScreen(seat); err != nil {
			return err
		}
	}
	s.holder = seat
	s.flush(seat)
	acts, err := s.decide(seat)
	if err != nil {
		return err
	}
	arranging, round := s.st.Phase() == "arrange", s.st.Round()
	for _, a := range acts {
		// Placing the last distinct cards is automatic: once the engine
		// has moved on (to the other seat, the battle or even the next
		// round), the rest of the order has been placed for us.
		if arranging && (s.st.Phase() != "arrange" || s.st.CurrentPlayer() != game.Player(seat) || s.st.Round() != round) {
			break
		}
		if err := s.apply(a); err != nil {
			return err
		}
	}
	s.flush(seat)
	return nil
}

// passScreen hides the screen and waits for the next person.
func (s *session) passScreen(seat int) error {
	if s.cfg.ClearScreen {
		// Clear the scrollback too, then the screen, and go home.
		fmt.Fprint(s.cfg.Out, "\x1b[3J\x1b[H\x1b[2J")
	} else {
		fmt.Fprint(s.cfg.Out, strings.Repeat("\n", 60))
	}
	_, err := s.ask.ask(fmt.Sprintf("Pass the screen to P%d, press Enter ", seat+1))
	return err
}

// decide asks the person in seat for their next decision and returns the
// engine actions it stands for.
func (s *session) decide(seat int) ([]game.Action, error) {
	v := game.NewView(s.st)
	obs := s.st.Observation(seat)
	switch obs.Phase {
	case "shop":
		return s.shopTurn(v, obs)
	case "arrange":
		return s.arrangeTurn(obs)
	case "ability_order":
		return s.abilityOrderTurn(v, obs, obs.Battle.Choices)
	case "prep_order":
		return s.abilityOrderTurn(v, obs, obs.PrepChoices)
	}
	var choices []choice
	for _, a := range v.Legal() {
		choices = append(choices, choice{text: v.ActionString(a), acts: []game.Action{a}})
	}
	c, err := s.menu(obs, "", choices)
	return c.acts, err
}

// abilityOrderTurn asks which of the person's simultaneous abilities (in
// a battle or in Battle Prep), named by names, resolves next.
func (s *session) abilityOrderTurn(v *game.View, obs *cardbattle.Observation, names []string) ([]game.Action, error) {
	var choices []choice
	for i, a := range v.Legal() {
		choices = append(choices, choice{text: names[i], acts: []game.Action{a}})
	}
	c, err := s.menu(obs, "Your abilities trigger at the same time. Which one resolves first?", choices)
	return c.acts, err
}

// finish shows the end of the game: the last battle and the result.
func (s *session) finish() {
	if s.holder >= 0 {
		s.flush(s.holder)
	} else {
		s.flush(s.people[0])
	}
	out := s.cfg.Out
	fmt.Fprintf(out, "\n%s\n", Summary(s.st))
	w := s.st.Winner()
	if !s.hotseat() {
		switch me := s.people[0]; {
		case w < 0 && s.st.Returns(nil)[me] > 0:
			fmt.Fprintln(out, "You share the victory.")
		case w < 0:
			fmt.Fprintln(out, "It's a draw.")
		case w == me:
			fmt.Fprintln(out, "You win!")
		default:
			fmt.Fprintln(out, "You lose.")
		}
	}
}
