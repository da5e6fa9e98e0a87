package session_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
	"menagerie/games/tableau"
	"menagerie/session"
)

// games returns one configured game of each engine, by name.
func games(t testing.TB) map[string]game.Game {
	t.Helper()
	cb, err := cardbattle.New(nil, game.Options{"players": "4", "packs": "classic,golden"})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := tableau.New(nil, game.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	dj, err := dojo.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return map[string]game.Game{"cardbattle": cb, "tableau": tb, "dojo": dj}
}

// bots puts a random bot in every seat.
func bots(g game.Game) []agent.Agent {
	b := make([]agent.Agent, g.NumPlayers())
	for i := range b {
		b[i] = agent.Random{}
	}
	return b
}

// playTo steps s until n actions were applied or no step is possible.
func playTo(t *testing.T, s *session.Session, n int) {
	t.Helper()
	for s.Version() < n {
		_, ok, err := s.Step()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			return
		}
	}
}

// hash replays a session's record and returns the state's hash.
func hash(t *testing.T, g game.Game, s *session.Session) uint64 {
	t.Helper()
	st, err := game.Replay(g, s.Record())
	if err != nil {
		t.Fatal(err)
	}
	return st.Hash()
}

func TestErrors(t *testing.T) {
	g := games(t)["cardbattle"]
	people := func() *session.Session {
		s, err := session.New(session.Config{Game: g, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	over, err := session.New(session.Config{Game: g, Seed: 3, Bots: bots(g)})
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, over, 1<<20)
	tests := []struct {
		name string
		run  func() error
		want error  // matched with errors.Is, or nil
		text string // in the message
	}{
		{"not your turn", func() error { s := people(); _, err := s.Apply(s.ToAct()+1, 0, 0); return err }, session.ErrNotYourTurn, "not P2"},
		{"stale version", func() error { s := people(); _, err := s.Apply(s.ToAct(), 0, 5); return err }, session.ErrStale, "chosen at version 5"},
		{"over", func() error { _, err := over.Apply(0, 0, over.Version()); return err }, session.ErrOver, "over"},
		{"illegal action", func() error { s := people(); _, err := s.Apply(s.ToAct(), 1<<20, 0); return err }, game.ErrIllegalAction, "cannot play action 1048576 now"},
		{"no game", func() error { _, err := session.New(session.Config{}); return err }, nil, "no game"},
		{"bots for the wrong seats", func() error { _, err := session.New(session.Config{Game: g, Bots: []agent.Agent{nil}}); return err }, nil, "1 bots for 4 seats"},
		{"negative limit", func() error { _, err := session.New(session.Config{Game: g, MaxActions: -1}); return err }, nil, "negative"},
		{"runaway game", func() error {
			s, _ := session.New(session.Config{Game: g, Bots: bots(g), MaxActions: 10})
			for {
				if _, ok, err := s.Step(); err != nil || !ok {
					return err
				}
			}
		}, nil, "not over after 10 actions"},
		{"record of another game", func() error {
			rec := over.Record()
			rec.Game = "tableau"
			_, err := session.Load(session.Config{Game: g}, rec)
			return err
		}, nil, `the record is for game "tableau"`},
		{"record of other rules", func() error {
			rec := over.Record()
			rec.RulesVersion = "cardbattle/0"
			_, err := session.Load(session.Config{Game: g}, rec)
			return err
		}, nil, "rules version"},
		{"record of another card set", func() error {
			rec := over.Record()
			rec.CardSetHash = "0"
			_, err := session.Load(session.Config{Game: g}, rec)
			return err
		}, nil, "card set"},
		{"a seat outside the game", func() error { _, err := people().View(4); return err }, nil, "no seat 4"},
		{"nobody's view", func() error { _, err := people().View(game.Nobody); return err }, nil, "no seat -4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.run()
			switch {
			case err == nil:
				t.Fatalf("no error; want one containing %q", tc.text)
			case tc.want != nil && !errors.Is(err, tc.want):
				t.Errorf("%v is not %v", err, tc.want)
			case !strings.Contains(err.Error(), tc.text):
				t.Errorf("%q does not contain %q", err, tc.text)
			}
		})
	}
}

// TestLoadGoesOnIdentically: a record saved mid-game and loaded goes on as
// if the game had never stopped (chance included): 100 actions later both
// games have the same record and the same state.
func TestLoadGoesOnIdentically(t *testing.T) {
	for name, g := range games(t) {
		t.Run(name, func(t *testing.T) {
			cfg := session.Config{Game: g, Seed: 11, Bots: bots(g), Events: true}
			whole, err := session.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			playTo(t, whole, 40)
			loaded, err := session.Load(cfg, whole.Record())
			if err != nil {
				t.Fatal(err)
			}
			if loaded.Queued() != 40 {
				t.Fatalf("%d actions queued, want 40", loaded.Queued())
			}
			playTo(t, whole, 140)
			playTo(t, loaded, 140)
			if !slices.Equal(whole.Record().Actions, loaded.Record().Actions) {
				t.Fatal("the loaded game went on differently")
			}
			if hash(t, g, whole) != hash(t, g, loaded) {
				t.Fatal("the loaded game reached another state")
			}
		})
	}
}

// TestBotTurnThenApplyEqualsStep: answering BotTurn through Apply, as a
// server's worker does, plays the same game as Step.
func TestBotTurnThenApplyEqualsStep(t *testing.T) {
	for name, g := range games(t) {
		t.Run(name, func(t *testing.T) {
			cfg := session.Config{Game: g, Seed: 5, Bots: bots(g)}
			stepped, _ := session.New(cfg)
			playTo(t, stepped, 1<<20)
			answered, _ := session.New(cfg)
			for !answered.Over() {
				bt, ok := answered.BotTurn()
				if !ok {
					if _, _, err := answered.Step(); err != nil {
						t.Fatal(err)
					}
					continue
				}
				a, err := bt.Bot.Act(bt.View, bt.Seed)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := answered.Apply(bt.Seat, a, bt.Version); err != nil {
					t.Fatal(err)
				}
			}
			if !slices.Equal(stepped.Record().Actions, answered.Record().Actions) {
				t.Fatal("BotTurn and Apply played another game than Step")
			}
		})
	}
}

// TestSeenHidesOtherSeatsPrivateEvents plays whole games and checks that no
// event a seat (or the spectator) is given names a card of another seat's
// private event, and that each seat is told its own in full.
func TestSeenHidesOtherSeatsPrivateEvents(t *testing.T) {
	for name, g := range games(t) {
		t.Run(name, func(t *testing.T) {
			private := 0
			for seed := uint64(1); seed <= 5; seed++ {
				s, _ := session.New(session.Config{Game: g, Seed: seed, Bots: bots(g), Events: true})
				var seen []game.Event
				check := func(u session.Update) {
					for _, receiver := range append(seats(g), game.Spectator) {
						seen = u.Seen(receiver, seen[:0])
						for i, e := range seen {
							full := u.Events[i]
							if full.Private == 0 {
								continue
							}
							private++
							mine := full.Private.Has(receiver)
							named := e.Cause > 0 || slices.ContainsFunc(e.Cards[:], func(c game.Card) bool { return c > 0 })
							if mine != (e == full) || !mine && (named || !e.Redacted) {
								t.Fatalf("seed %d: %s is given %+v of %+v", seed, who(receiver), e, full)
							}
						}
						if _, err := json.Marshal(seen); err != nil {
							t.Fatal(err)
						}
					}
				}
				check(s.Opening())
				for {
					u, ok, err := s.Step()
					if err != nil {
						t.Fatal(err)
					}
					if !ok {
						break
					}
					check(u)
				}
			}
			if name != "tableau" && private == 0 {
				t.Errorf("no private event in 5 games of %s", name)
			}
		})
	}
}

func seats(g game.Game) []game.Player {
	out := make([]game.Player, g.NumPlayers())
	for i := range out {
		out[i] = game.Player(i)
	}
	return out
}

func who(p game.Player) string {
	if p == game.Spectator {
		return "the spectator"
	}
	return fmt.Sprintf("P%d", p+1)
}

// TestViews: each seat sees its observation and the table view in its
// phase; only the seat to act gets its labels, which match the legal
// actions.
func TestViews(t *testing.T) {
	for name, g := range games(t) {
		t.Run(name, func(t *testing.T) {
			s, _ := session.New(session.Config{Game: g, Seed: 2})
			for _, p := range append(seats(g), game.Spectator) {
				v, err := s.View(p)
				if err != nil {
					t.Fatal(err)
				}
				if v.Observation.ObservingSeat() != p || v.Seat != p || v.ToAct != s.ToAct() {
					t.Errorf("P%d's view: %+v", p+1, v)
				}
				if (p == s.ToAct()) != (len(v.Actions) > 0) {
					t.Errorf("P%d gets %d labels while P%d is to act", p+1, len(v.Actions), s.ToAct()+1)
				}
				if o, ok := v.Observation.(game.Phased); !ok || v.Table == nil || v.Table.Phase != o.PhaseID() {
					t.Errorf("%s's view has the table view %+v beside the observation %+v", who(p), v.Table, v.Observation)
				}
				for i, l := range v.Actions {
					if legal := s.Legal(nil); l.Action != legal[i] {
						t.Errorf("label %d is for action %d, legal action %d", i, l.Action, legal[i])
					}
				}
				if _, err := json.Marshal(v); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestViewParts: a view is built with the parts asked for, and the table
// view asked alone stands in for the observation.
func TestViewParts(t *testing.T) {
	cases := []struct {
		parts              session.ViewParts
		observation, table bool
	}{
		{session.ViewObservation, true, false},
		{session.ViewTable, false, true},
		{session.ViewObservation | session.ViewTable, true, true},
	}
	for name, g := range games(t) {
		s, _ := session.New(session.Config{Game: g, Seed: 3})
		for _, c := range cases {
			for _, p := range append(seats(g), game.Spectator) {
				v, err := s.ViewOf(p, c.parts)
				if err != nil {
					t.Fatal(err)
				}
				if (v.Observation != nil) != c.observation || (v.Table != nil) != c.table {
					t.Errorf("%s, %s's view of parts %b: observation %v, table %v; want %v, %v", name, who(p), c.parts, v.Observation != nil, v.Table != nil, c.observation, c.table)
				}
				if (p == s.ToAct()) != (len(v.Actions) > 0) {
					t.Errorf("%s, %s's view of parts %b has %d labels while P%d is to act", name, who(p), c.parts, len(v.Actions), s.ToAct()+1)
				}
			}
		}
	}
}
