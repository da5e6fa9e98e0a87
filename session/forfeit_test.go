package session_test

import (
	"errors"
	"reflect"
	"testing"

	"menagerie/game"
	"menagerie/games/tableau"
	"menagerie/session"
)

func TestForfeit(t *testing.T) {
	four, err := tableau.New(nil, game.Options{"players": "4"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		g        game.Game
		wantOver bool
	}{
		{"a game of two ends", games(t)["dojo"], true},
		{"a game of four goes on", four, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := session.New(session.Config{Game: tt.g, Seed: 3, Bots: bots(tt.g)})
			if err != nil {
				t.Fatal(err)
			}
			playTo(t, s, 10)
			if err := s.Forfeit(1); err != nil {
				t.Fatalf("Forfeit: %v", err)
			}
			if err := s.Forfeit(1); err == nil && !tt.wantOver {
				t.Error("a second forfeit of seat 2 was taken")
			}
			if s.Over() != tt.wantOver {
				t.Fatalf("Over() = %v; want %v", s.Over(), tt.wantOver)
			}
			if ret := s.Returns(); ret[1] >= ret[0] {
				t.Errorf("returns %v: the seat out is not below seat 1", ret)
			}
			if tt.wantOver {
				if v, err := s.View(0); err != nil || s.ToAct() != game.Terminal || v.ToAct != game.Terminal {
					t.Errorf("ToAct() = %d, view's %d (%v) after the end; want Terminal", s.ToAct(), v.ToAct, err)
				}
				if _, ok, err := s.Step(); ok || err != nil {
					t.Errorf("Step after the end: %v, %v; want nothing played", ok, err)
				}
				if _, err := s.Apply(s.ToAct(), 0, s.Version()); !errors.Is(err, session.ErrOver) {
					t.Errorf("Apply after the end: %v; want ErrOver", err)
				}
			} else {
				playTo(t, s, 20)
				if s.Version() != 20 {
					t.Fatalf("the game stopped at version %d after the forfeit", s.Version())
				}
			}
			rec := s.Record()
			if want := []game.Forfeit{{Seat: 1, Version: 10}}; !reflect.DeepEqual(rec.Forfeits, want) {
				t.Fatalf("record's forfeits %v; want %v", rec.Forfeits, want)
			}
			back, err := session.Load(session.Config{Game: tt.g}, rec)
			if err != nil {
				t.Fatal(err)
			}
			for back.Queued() > 0 {
				if back.Version() < 10 && len(back.Forfeits()) != 0 {
					t.Errorf("the forfeit at version 10 counts at version %d already", back.Version())
				}
				if _, _, err := back.Step(); err != nil {
					t.Fatal(err)
				}
			}
			if back.Over() != s.Over() || !reflect.DeepEqual(back.Returns(), s.Returns()) {
				t.Errorf("loaded: over %v, returns %v; want %v, %v", back.Over(), back.Returns(), s.Over(), s.Returns())
			}
		})
	}
}

func TestLoadRefusesBadForfeits(t *testing.T) {
	g := games(t)["dojo"]
	rec := game.NewRecord(g, 1)
	rec.Forfeits = []game.Forfeit{{Seat: 5, Version: 0}}
	if _, err := session.Load(session.Config{Game: g}, rec); err == nil {
		t.Error("Load took a forfeit of seat 6 in a game of 2")
	}
}
