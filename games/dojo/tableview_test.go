package dojo

import (
	"testing"

	"menagerie/game"
)

// TestTableViewCarriesTheAttackAndExercise: in every state of random
// duels and solo missions, each seat's table view holds what its
// observation shows of the first player and why, whose turn it is, the
// attack in progress, the exercise to do and each seat's workout.
func TestTableViewCarriesTheAttackAndExercise(t *testing.T) {
	for _, opts := range []game.Options{
		{"exercise": ExerciseTimed},
		{"exercise": ExerciseHonor, "first_player": "1"},
		{"mode": "solo", "players": "1", "exercise": ExerciseTimed},
	} {
		g := newGame(t, opts)
		for seed := uint64(1); seed <= 6; seed++ {
			s := g.newState(seed)
			rng := game.NewRNG(seed)
			game.PlayoutUntil(s, &rng, func() bool {
				for seat := -1; seat < g.NumPlayers(); seat++ {
					if err := viewMatches(g, s, seat); err != "" {
						t.Fatalf("%v seed %d, seat %d, phase %s: %s", opts, seed, seat, phaseNames[s.phase], err)
					}
				}
				return false
			}, nil, func(l []game.Action) game.Action { return l[rng.IntN(len(l))] })
		}
	}
}

// viewMatches says where seat's table view departs from its observation
// in what the test above checks, or "".
func viewMatches(g *Game, s *State, seat int) string {
	o, tv := s.Observation(seat), s.TableView(game.Player(seat))
	count := func(id string) int {
		if c, ok := tv.Counter(id); ok && len(c.Values) == 1 {
			return c.Values[0]
		}
		return -2 // a table counter, not laid out
	}
	zone := func(id string) []game.Card {
		if z, ok := tv.Zone(id); ok && len(z.Cards) == 1 {
			return z.Cards[0]
		}
		return []game.Card{-2, -2} // a table zone of two places, not laid out
	}
	name := func(c game.Card) string {
		if c == 0 {
			return ""
		}
		return g.CardName(c)
	}
	if count("first_player") != o.FirstPlayer || count("active") != o.Active {
		return "first player or active seat differs"
	}
	if o.FirstPlayerReason != "" && firstReason(Event{Seat: count("first_player"), N: count("first_throws"), Pos: count("first_ties")}) != o.FirstPlayerReason {
		return "first player's reason differs"
	}
	attack := zone("attack")
	switch a := o.Attack; {
	case a == nil && (attack[0] != 0 || attack[1] != 0 || count("attack_position") != -1 || count("attack_column") != -1):
		return "an attack is laid out where there is none"
	case a != nil && s.phase == phaseUpgrade && attack[1] != 0:
		return "the defeated target is laid out"
	case a != nil && (name(attack[0]) != a.Attacker || (s.phase != phaseUpgrade && name(attack[1]) != a.Target) || count("attack_position") != a.Position ||
		count("attack_column") != a.TargetCol || count("attack_damage") != a.Damage):
		return "the attack differs"
	}
	workout, _ := tv.Zone("workout")
	for q, p := range o.Players {
		if len(workout.Cards) != len(o.Players) || len(workout.Cards[q]) != len(p.Workout) {
			return "the workouts differ"
		}
		for i, line := range p.Workout {
			ex := &g.set.Families[g.set.Card(CardID(workout.Cards[q][i])).Family].Exercise
			if ex.Name != line.Exercise || ex.Unit != line.Unit || workout.Place(q, i, 1)[0] != line.Amount {
				return "the workouts differ"
			}
		}
	}
	ex, ok := tv.Zone("exercise")
	nums := ex.Place(0, 0, 2) // its amount and seconds
	switch e := o.Exercise; {
	case !ok || len(ex.Cards) != 1 || len(ex.Cards[0]) != 1 || len(nums) != 2:
		return "the exercise is not laid out as one place with its numbers"
	case e == nil && (ex.Cards[0][0] != 0 || nums[0] != 0 || nums[1] != 0):
		return "an exercise is laid out where there is none"
	case e != nil && (name(ex.Cards[0][0]) != e.Animal || nums[0] != e.Amount || nums[1] != e.Seconds):
		return "the exercise differs"
	}
	return ""
}
