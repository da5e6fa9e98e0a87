package session_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/session"
)

// TestAdviceView: the person to act gets a view of their own seat whose
// samples look, to that seat, like the game itself; other seats, bots and
// seats outside the game get an error.
func TestAdviceView(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(session.Config{Game: g, Seed: 3, Bots: []agent.Agent{nil, agent.Random{}}})
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, s, 1000)
	if s.ToAct() != 0 {
		t.Fatalf("P%d to act, want the person, P1", s.ToAct()+1)
	}
	v, err := s.AdviceView(0)
	if err != nil {
		t.Fatal(err)
	}
	seen, err := s.View(0)
	if err != nil {
		t.Fatal(err)
	}
	want := jsonOf(t, seen.Observation)
	if v.Seat() != 0 || jsonOf(t, v.Observation()) != want {
		t.Errorf("advice view of P%d sees %s, want %s", v.Seat()+1, jsonOf(t, v.Observation()), want)
	}
	for seed := uint64(0); seed < 4; seed++ {
		if got := jsonOf(t, v.Sample(seed).Observe(0)); got != want {
			t.Errorf("sample %d looks different to P1: %s", seed, got)
		}
	}
	for _, tc := range []struct {
		seat game.Player
		want string
	}{
		{1, "P2 is not to act"},
		{2, "no seat 2"},
		{-1, "no seat -1"},
	} {
		if _, err := s.AdviceView(tc.seat); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("AdviceView(%d): %v, want an error saying %q", tc.seat, err, tc.want)
		}
	}
	bots, err := session.New(session.Config{Game: g, Seed: 3, Bots: []agent.Agent{agent.Random{}, agent.Random{}}})
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, bots, 3)
	if _, err := bots.AdviceView(bots.ToAct()); err == nil || !strings.Contains(err.Error(), "played by a bot") {
		t.Errorf("a bot's seat: %v, want an error", err)
	}
	playTo(t, bots, 100000)
	if _, err := bots.AdviceView(0); !errors.Is(err, session.ErrOver) {
		t.Errorf("after the end: %v, want ErrOver", err)
	}
}

// TestAdviceViewIsACopy: the advice view stays as it was while the game
// goes on, so that advice may be computed beside it.
func TestAdviceViewIsACopy(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(session.Config{Game: g, Seed: 3, Bots: []agent.Agent{nil, agent.Random{}}})
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, s, 1000)
	v, err := s.AdviceView(0)
	if err != nil {
		t.Fatal(err)
	}
	before := jsonOf(t, v.Observation())
	if _, err := s.Apply(0, v.Legal()[0], s.Version()); err != nil {
		t.Fatal(err)
	}
	playTo(t, s, 1000)
	if after := jsonOf(t, v.Observation()); after != before {
		t.Errorf("the advice view changed as the game went on:\n%s\nthen\n%s", before, after)
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
