package main

import (
	"slices"
	"strings"
	"testing"
)

func TestSeatPlan(t *testing.T) {
	const p = personSeat
	tests := []struct {
		name string
		n    int
		req  seatRequest
		want []string
		err  string
	}{
		{"default", 2, seatRequest{}, []string{p, "heuristic"}, ""},
		{"one bot everywhere", 4, seatRequest{vs: []string{"random"}, vsGiven: true}, []string{p, "random", "random", "random"}, ""},
		{"seat 1", 2, seatRequest{people: []int{1}, peopleGiven: true}, []string{"heuristic", p}, ""},
		{"two people, bots in seat order", 4, seatRequest{people: []int{0, 2}, peopleGiven: true, vs: []string{"random", "ismcts:iters=50,c=0.5"}, vsGiven: true},
			[]string{p, "random", p, "ismcts:iters=50,c=0.5"}, ""},
		{"people in any order", 3, seatRequest{people: []int{2, 0}, peopleGiven: true}, []string{p, "heuristic", p}, ""},
		{"every seat by --seat", 2, seatRequest{people: []int{0, 1}, peopleGiven: true}, []string{p, p}, ""},
		{"hotseat", 3, seatRequest{hotseat: true}, []string{p, p, p}, ""},
		{"solo", 1, seatRequest{}, []string{p}, ""},
		{"hotseat alone", 1, seatRequest{hotseat: true}, []string{p}, ""},
		{"hotseat and --seat", 2, seatRequest{hotseat: true, people: []int{0}, peopleGiven: true}, nil, "--hotseat seats only people: leave out --vs and --seat"},
		{"hotseat and --vs", 2, seatRequest{hotseat: true, vs: []string{"random"}, vsGiven: true}, nil, "--hotseat seats only people"},
		{"seat too high", 2, seatRequest{people: []int{2}, peopleGiven: true}, nil, "--seat 2: want 0 (P1) to 1 (P2)"},
		{"seat negative", 4, seatRequest{people: []int{0, -1}, peopleGiven: true}, nil, "--seat -1: want 0 (P1) to 3 (P4)"},
		{"seat twice", 4, seatRequest{people: []int{1, 1}, peopleGiven: true}, nil, "--seat 1 is given twice"},
		{"no seat", 2, seatRequest{people: []int{}, peopleGiven: true}, nil, "--seat: give at least one seat"},
		{"--vs alone", 1, seatRequest{vs: []string{"random"}, vsGiven: true}, nil, "--vs: a game of 1 player has no other seat for a bot"},
		{"--vs with every seat a person", 2, seatRequest{people: []int{0, 1}, peopleGiven: true, vs: []string{"random"}, vsGiven: true}, nil, "every seat is a person's"},
		{"too many bots", 4, seatRequest{people: []int{0, 1}, peopleGiven: true, vs: []string{"random", "random", "random"}, vsGiven: true}, nil,
			"--vs is given 3 times for 2 bot seats (P3, P4): give one bot for them all, or one per bot seat in seat order"},
		{"too few bots", 6, seatRequest{vs: []string{"random", "heuristic"}, vsGiven: true}, nil, "--vs is given 2 times for 5 bot seats (P2, P3, P4, P5, P6)"},
		{"empty bot", 2, seatRequest{vs: []string{" "}, vsGiven: true}, nil, `--vs " ": want a bot`},
		{"a person is no bot", 2, seatRequest{vs: []string{"person"}, vsGiven: true}, nil, `--vs "person": want a bot`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.req.plan(tt.n)
			switch {
			case tt.err == "" && (err != nil || !slices.Equal(got, tt.want)):
				t.Errorf("got %q, %v; want %q", got, err, tt.want)
			case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
				t.Errorf("got %q, %v; want an error with %q", got, err, tt.err)
			case tt.err != "" && !isUsageError(err):
				t.Errorf("%v is not a usage error", err)
			}
		})
	}
}

// isUsageError reports whether err is a mistake in how a command was
// called.
func isUsageError(err error) bool {
	_, ok := err.(usageError)
	return ok
}

func TestDescribeSeats(t *testing.T) {
	const p = personSeat
	tests := []struct {
		seats []string
		want  string
	}{
		{[]string{p}, "you play alone"},
		{[]string{p, p, p}, "3 people take turns at this screen"},
		{[]string{"heuristic", p}, "you are P2, heuristic plays P1"},
		{[]string{p, "random", "random", "random"}, "you are P1, random plays P2, P3, P4"},
		{[]string{p, "random", p, "heuristic", "random", p}, "P1, P3, P6 take turns at this screen, random plays P2, P5, heuristic plays P4"},
	}
	for _, tt := range tests {
		if got := describeSeats(tt.seats); got != tt.want {
			t.Errorf("describeSeats(%q) = %q, want %q", tt.seats, got, tt.want)
		}
	}
}
