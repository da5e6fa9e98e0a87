package contract

import (
	"testing"

	"menagerie/game"
)

var testKinds = []string{"", "buy", "sell"}

func TestHeadRoundTrips(t *testing.T) {
	for _, tc := range []struct {
		name string
		h    Head
		want game.Event
	}{
		{"the table's event", Head{Kind: 1, Round: 3, Seat: -1},
			game.Event{Kind: "buy", Round: 3, Seat: game.Nobody, Target: game.Nobody}},
		{"a seat's event", Head{Kind: 2, Round: 1, Seat: 2},
			game.Event{Kind: "sell", Round: 1, Seat: 2, Target: game.Nobody}},
		{"private to its seat", Head{Kind: 1, Seat: 1, Private: true},
			game.Event{Kind: "buy", Seat: 1, Target: game.Nobody, Private: game.SeatSet(1)}},
		{"private to the last seat a set holds", Head{Kind: 1, Seat: 15, Private: true},
			game.Event{Kind: "buy", Seat: 15, Target: game.Nobody, Private: game.SeatSet(15)}},
		{"a choice", Head{Kind: 2, Seat: 0, Choice: true},
			game.Event{Kind: "sell", Seat: 0, Target: game.Nobody, Choice: true}},
	} {
		// Put leaves what the engine wrote before alone.
		d := game.Event{Cards: [4]game.Card{4, 5}, Values: [6]int32{7}}
		tc.want.Cards, tc.want.Values = d.Cards, d.Values
		tc.h.Put(&d, testKinds)
		if d != tc.want {
			t.Errorf("%s: Put gives %+v, want %+v", tc.name, d, tc.want)
		}
		if back := HeadOf(d, testKinds); back != tc.h {
			t.Errorf("%s: HeadOf = %+v, want %+v", tc.name, back, tc.h)
		}
	}
}

// TestHeadPrivateIsSeatSet: Put's private seats are game.SeatSet's for
// every seat, those a set cannot hold included.
func TestHeadPrivateIsSeatSet(t *testing.T) {
	for _, seat := range []int{-4, -1, 0, 5, 15, 16, 64, 1000} {
		var d game.Event
		Head{Seat: seat, Private: true}.Put(&d, testKinds)
		if want := game.SeatSet(game.Player(seat)); d.Private != want {
			t.Errorf("seat %d: private %b, want %b", seat, d.Private, want)
		}
	}
}

func TestKindName(t *testing.T) {
	for _, tc := range []struct {
		kind int
		want string
	}{{1, "buy"}, {2, "sell"}, {0, "unknown"}, {3, "unknown"}, {-1, "unknown"}} {
		if got := KindName(testKinds, tc.kind); got != tc.want {
			t.Errorf("KindName(%d) = %q, want %q", tc.kind, got, tc.want)
		}
	}
	if h := HeadOf(game.Event{Kind: "trade"}, testKinds); h.Kind != 0 {
		t.Errorf("an unknown kind decodes to %d, want 0", h.Kind)
	}
}

// TestHeadAllocatesNothing: the engines encode every event they record
// through Head, so it must not allocate.
func TestHeadAllocatesNothing(t *testing.T) {
	h := Head{Kind: 1, Round: 2, Seat: 1, Private: true}
	var d game.Event
	if n := testing.AllocsPerRun(100, func() { h.Put(&d, testKinds); h = HeadOf(d, testKinds) }); n != 0 {
		t.Errorf("Put and HeadOf allocate %v times a run", n)
	}
}
