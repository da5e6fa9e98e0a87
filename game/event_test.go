package game_test

import (
	"errors"
	"testing"

	"menagerie/game"
)

func TestEventFor(t *testing.T) {
	blind := game.Event{Kind: "buy_blind", Seat: 1, Target: game.Nobody, Cause: 7, Cards: [4]game.Card{12, 0, 3},
		Values: [6]int32{4, 5}, Private: game.SeatSet(1), Secret: 1 << 1}
	redacted := blind
	redacted.Cards, redacted.Cause, redacted.Values[1], redacted.Redacted = [4]game.Card{game.Hidden, 0, game.Hidden}, game.Hidden, 0, true
	public := game.Event{Kind: "pass", Seat: 0, Cards: [4]game.Card{5}}
	tests := []struct {
		name     string
		e        game.Event
		receiver game.Player
		want     game.Event
	}{
		{"a public event, to anyone", public, 1, public},
		{"a public event, to the spectator", public, game.Spectator, public},
		{"a private event, to its seat", blind, 1, blind},
		{"a private event, to another seat", blind, 0, redacted},
		{"a private event, to the spectator", blind, game.Spectator, redacted},
		{"a private event, to nobody", blind, game.Nobody, redacted},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.e.For(tc.receiver); got != tc.want {
				t.Errorf("For(%d) = %+v, want %+v", tc.receiver, got, tc.want)
			}
		})
	}
}

func TestSeats(t *testing.T) {
	s := game.SeatSet(0, 3)
	for _, tc := range []struct {
		p    game.Player
		want bool
	}{{0, true}, {1, false}, {3, true}, {game.Spectator, false}, {game.Nobody, false}, {game.Chance, false}, {16, false}} {
		if got := s.Has(tc.p); got != tc.want {
			t.Errorf("Has(%d) = %v, want %v", tc.p, got, tc.want)
		}
	}
}

func TestEventLog(t *testing.T) {
	var log game.EventLog
	log.Add(game.Event{Kind: "lost"})
	if got := log.Drain(nil); len(got) != 0 || log.On() {
		t.Fatalf("a zero log recorded %v", got)
	}
	log.SetOn(true)
	log.Add(game.Event{Kind: "a"})
	log.Add(game.Event{Kind: "b"})
	got := log.Drain([]game.Event{{Kind: "before"}})
	if len(got) != 3 || got[1].Kind != "a" || got[2].Kind != "b" {
		t.Fatalf("Drain = %+v", got)
	}
	if again := log.Drain(nil); len(again) != 0 {
		t.Errorf("a second Drain returned %+v", again)
	}
	log.Add(game.Event{Kind: "c"})
	log.SetOn(false)
	log.SetOn(true)
	if got := log.Drain(nil); len(got) != 0 {
		t.Errorf("turning recording off kept %+v", got)
	}
	buf := make([]game.Event, 0, 4)
	allocs := testing.AllocsPerRun(100, func() {
		var off game.EventLog
		off.Add(game.Event{Kind: "x"})
		log.Add(game.Event{Kind: "x"})
		buf = log.Drain(buf[:0])
	})
	if allocs != 0 {
		t.Errorf("recording into a warm log allocates %v times", allocs)
	}
}

func TestIllegalActionError(t *testing.T) {
	tests := []struct {
		err  *game.IllegalActionError
		want string
	}{
		{&game.IllegalActionError{Action: 1, Seat: 0, What: "buy Ant (display slot 2)", Why: "you have no gold"}, "P1 cannot buy Ant (display slot 2) now: you have no gold"},
		{&game.IllegalActionError{Action: 9, Seat: game.Terminal, Why: "the game is over"}, "nobody cannot play action 9 now: the game is over"},
		{&game.IllegalActionError{Action: 3, Seat: game.Chance, Why: "it is no outcome of this roll"}, "chance cannot play action 3 now: it is no outcome of this roll"},
	}
	for _, tc := range tests {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
		var err error = tc.err
		if !errors.Is(err, game.ErrIllegalAction) {
			t.Errorf("%q is not ErrIllegalAction", err)
		}
	}
}

func TestRNGHashTo(t *testing.T) {
	a, b := game.NewRNG(1), game.NewRNG(1)
	b.Uint64()
	ha, hb := game.NewHasher(), game.NewHasher()
	a.HashTo(&ha)
	b.HashTo(&hb)
	if ha.Sum() == hb.Sum() {
		t.Error("generators at different positions hash alike")
	}
	c := game.NewRNG(1)
	hc := game.NewHasher()
	c.HashTo(&hc)
	fresh := game.NewRNG(1)
	if hc.Sum() != ha.Sum() || c.Uint64() != fresh.Uint64() {
		t.Error("HashTo is not repeatable or moved the generator")
	}
}
