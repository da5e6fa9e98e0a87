package session_test

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/gametest"
	"menagerie/session"
)

// midGame returns the record of a game of g played by people, always the
// first legal action, to its 30th action or the first seat's turn after.
func midGame(t *testing.T, g game.Game) *game.Record {
	t.Helper()
	s, err := session.New(session.Config{Game: g, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for s.Version() < 30 || s.ToAct() < 0 {
		if s.Over() {
			t.Fatal("the game ended before its 30th action")
		}
		if s.ToAct() == game.Chance {
			if _, _, err := s.Step(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := s.Apply(s.ToAct(), s.Legal(nil)[0], s.Version()); err != nil {
			t.Fatal(err)
		}
	}
	return s.Record()
}

// resumed loads rec with extra actions queued after it, replays rec's
// own, and returns the session at the seat's turn rec ends at.
func resumed(t *testing.T, cfg session.Config, rec *game.Record, extra ...game.Action) *session.Session {
	t.Helper()
	rec.Actions = append(slices.Clone(rec.Actions), extra...)
	s, err := session.Load(cfg, rec)
	if err != nil {
		t.Fatal(err)
	}
	for s.Queued() > len(extra) {
		if _, _, err := s.Step(); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// notLegal is the first action number from 0 up that is not legal in s.
func notLegal(s *session.Session) game.Action {
	legal := s.Legal(nil)
	a := game.Action(0)
	for slices.Contains(legal, a) {
		a++
	}
	return a
}

// fixedBot plays the action it is given, legal or not.
type fixedBot struct{ a game.Action }

// Name is the bot's name.
func (b *fixedBot) Name() string { return "fixed" }

// Act plays the bot's action.
func (b *fixedBot) Act(*game.View, uint64) (game.Action, error) { return b.a, nil }

// TestIllegalActionRefusedWithStateUnchanged: Apply refuses an illegal
// action with the error Check gives, and the game is as it was: same
// version, record, view and legal actions, and the legal action plays.
func TestIllegalActionRefusedWithStateUnchanged(t *testing.T) {
	for name, g := range games(t) {
		rec := midGame(t, g)
		for _, kind := range []string{"not legal now", "out of range", "negative"} {
			t.Run(name+"/"+kind, func(t *testing.T) {
				s := resumed(t, session.Config{Game: g, Events: true}, rec)
				seat := s.ToAct()
				a := map[string]game.Action{"not legal now": notLegal(s), "out of range": 1 << 20, "negative": -1}[kind]
				snapshot := func() string {
					v, err := s.View(seat)
					if err != nil {
						t.Fatal(err)
					}
					b, err := json.Marshal([]any{s.Version(), s.Record().Actions, v, s.Legal(nil)})
					if err != nil {
						t.Fatal(err)
					}
					return string(b)
				}
				before := snapshot()
				checked := s.Check(seat, a, s.Version())
				_, err := s.Apply(seat, a, s.Version())
				switch {
				case !errors.Is(err, game.ErrIllegalAction):
					t.Fatalf("Apply of action %d: %v, want an illegal action", a, err)
				case checked == nil || err.Error() != checked.Error():
					t.Errorf("Apply refused with %q, Check with %v", err, checked)
				}
				if after := snapshot(); after != before {
					t.Errorf("the refused action changed the game:\nbefore %s\nafter  %s", before, after)
				}
				if _, err := s.Apply(seat, s.Legal(nil)[0], s.Version()); err != nil {
					t.Errorf("a legal action after the refusal: %v", err)
				}
			})
		}
	}
}

// TestOneLegalityCheckPerAction counts the engine's legality checks
// (LegalActions and the checked Apply at a seat's turn) that playing or
// checking one action costs: one, whoever acts, legal or not; a bot's
// illegal action costs the list it chose from, then the engine's Apply
// that says why it is refused.
func TestOneLegalityCheckPerAction(t *testing.T) {
	tests := []struct {
		name    string
		bot     bool
		queued  bool // the legal action is recorded, to be replayed
		do      func(s *session.Session, bot *fixedBot, seat game.Player, legal, illegal game.Action) error
		illegal bool // the action is refused
		checks  int  // the legality checks it costs: one unless said
	}{
		{name: "a person's legal action", do: func(s *session.Session, _ *fixedBot, seat game.Player, legal, _ game.Action) error {
			_, err := s.Apply(seat, legal, s.Version())
			return err
		}},
		{name: "a person's illegal action", illegal: true, do: func(s *session.Session, _ *fixedBot, seat game.Player, _, illegal game.Action) error {
			_, err := s.Apply(seat, illegal, s.Version())
			return err
		}},
		{name: "a legal action checked", do: func(s *session.Session, _ *fixedBot, seat game.Player, legal, _ game.Action) error {
			return s.Check(seat, legal, s.Version())
		}},
		{name: "a bot's legal action", bot: true, do: func(s *session.Session, bot *fixedBot, _ game.Player, legal, _ game.Action) error {
			bot.a = legal
			_, _, err := s.Step()
			return err
		}},
		{name: "a bot's illegal action", bot: true, illegal: true, checks: 2, do: func(s *session.Session, bot *fixedBot, _ game.Player, _, illegal game.Action) error {
			bot.a = illegal
			_, _, err := s.Step()
			return err
		}},
		{name: "a recorded action", queued: true, do: func(s *session.Session, _ *fixedBot, _ game.Player, _, _ game.Action) error {
			_, _, err := s.Step()
			return err
		}},
	}
	for name, inner := range games(t) {
		g := gametest.Counting(inner)
		rec := midGame(t, g)
		at := resumed(t, session.Config{Game: g}, rec)
		legal, illegal := at.Legal(nil)[0], notLegal(at)
		for _, tc := range tests {
			t.Run(name+"/"+tc.name, func(t *testing.T) {
				bot := &fixedBot{}
				cfg := session.Config{Game: g, Events: true}
				if tc.bot {
					cfg.Bots = make([]agent.Agent, g.NumPlayers())
					for i := range cfg.Bots {
						cfg.Bots[i] = bot
					}
				}
				var extra []game.Action
				if tc.queued {
					extra = append(extra, legal)
				}
				s := resumed(t, cfg, rec, extra...)
				version, before := s.Version(), g.Checks()
				err := tc.do(s, bot, s.ToAct(), legal, illegal)
				checks := g.Checks() - before
				switch {
				case tc.illegal && !errors.Is(err, game.ErrIllegalAction):
					t.Fatalf("%v, want an illegal action", err)
				case tc.illegal && s.Version() != version:
					t.Fatalf("the refused action moved the game from version %d to %d", version, s.Version())
				case !tc.illegal && err != nil:
					t.Fatal(err)
				}
				if want := max(tc.checks, 1); checks != want {
					t.Errorf("%d legality checks, want %d", checks, want)
				}
			})
		}
	}
}
