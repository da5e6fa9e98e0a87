package main

import (
	"fmt"
	"slices"
	"strings"

	"menagerie/agent"
	"menagerie/game"
)

// personSeat is what a seat played by a person is called in a seat plan
// and a saved game; no bot spec is spelled so.
const personSeat = "person"

// seatRequest is how the flags of `play GAME` ask for seats: --seat (the
// people's seats), --vs (the bots, one for every bot seat or one per bot
// seat in seat order) and --hotseat (every seat a person).
type seatRequest struct {
	people      []int
	peopleGiven bool
	vs          []string
	vsGiven     bool
	hotseat     bool
}

// plan gives each of n seats personSeat or a bot spec, or a usage error
// saying what is wrong with the request.
func (r seatRequest) plan(n int) ([]string, error) {
	seats := make([]string, n)
	if r.hotseat {
		if r.peopleGiven || r.vsGiven {
			return nil, usagef("--hotseat seats only people: leave out --vs and --seat")
		}
		for i := range seats {
			seats[i] = personSeat
		}
		return seats, nil
	}
	people := r.people
	if !r.peopleGiven {
		people = []int{0}
	}
	if len(people) == 0 {
		return nil, usagef("--seat: give at least one seat for a person, e.g. --seat 0")
	}
	for i, s := range people {
		switch {
		case s < 0 || s >= n:
			return nil, usagef("--seat %d: want 0 (P1) to %d (P%d)", s, n-1, n)
		case slices.Contains(people[:i], s):
			return nil, usagef("--seat %d is given twice", s)
		}
		seats[s] = personSeat
	}
	var botSeats []string
	for i, s := range seats {
		if s == "" {
			botSeats = append(botSeats, fmt.Sprintf("P%d", i+1))
		}
	}
	vs := r.vs
	switch {
	case !r.vsGiven:
		vs = []string{"heuristic"}
	case len(botSeats) == 0 && n == 1:
		return nil, usagef("--vs: a game of 1 player has no other seat for a bot")
	case len(botSeats) == 0:
		return nil, usagef("--vs: every seat is a person's, so no seat is left for a bot: leave out --vs")
	case len(vs) != 1 && len(vs) != len(botSeats):
		return nil, usagef("--vs is given %d times for %d bot seats (%s): give one bot for them all, or one per bot seat in seat order",
			len(vs), len(botSeats), strings.Join(botSeats, ", "))
	}
	next := 0
	for i, s := range seats {
		if s != "" {
			continue
		}
		spec := vs[min(next, len(vs)-1)]
		if strings.TrimSpace(spec) == "" || spec == personSeat {
			return nil, usagef("--vs %s: want a bot: easy, medium, hard, learned, random, heuristic or ismcts[:iters=N,...]", game.Quote(spec))
		}
		seats[i] = spec
		next++
	}
	return seats, nil
}

// seatAgents makes the bots of a seat plan for g: nil for a person.
func seatAgents(seats []string, g game.Game) ([]agent.Agent, error) {
	bots := make([]agent.Agent, len(seats))
	for i, spec := range seats {
		if spec == personSeat {
			continue
		}
		b, err := newBot(spec, g)
		if err != nil {
			return nil, fmt.Errorf("seat P%d: %w", i+1, err)
		}
		bots[i] = b
	}
	return bots, nil
}

// describeSeats says who plays which seat, for the line that opens a
// game: "you are P2, heuristic plays P1, P3".
func describeSeats(seats []string) string {
	var people, bots []string
	botSeats := map[string][]string{}
	for i, spec := range seats {
		p := fmt.Sprintf("P%d", i+1)
		if spec == personSeat {
			people = append(people, p)
			continue
		}
		if botSeats[spec] == nil {
			bots = append(bots, spec)
		}
		botSeats[spec] = append(botSeats[spec], p)
	}
	var parts []string
	switch {
	case len(seats) == 1:
		return "you play alone"
	case len(people) == len(seats):
		return fmt.Sprintf("%d people take turns at this screen", len(people))
	case len(people) == 1:
		parts = append(parts, "you are "+people[0])
	default:
		parts = append(parts, strings.Join(people, ", ")+" take turns at this screen")
	}
	for _, spec := range bots {
		parts = append(parts, spec+" plays "+strings.Join(botSeats[spec], ", "))
	}
	return strings.Join(parts, ", ")
}
