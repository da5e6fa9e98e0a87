package dojo

import (
	"testing"

	"menagerie/game"
)

// duelWithExercise sets up Bear Cub against a Tadpole and declares the
// attack, in the given exercise mode.
func duelWithExercise(t *testing.T, opts game.Options) *State {
	t.Helper()
	s := blank(t, opts)
	put(t, s, 0, 0, "Bear Cub")
	put(t, s, 0, 3, "Eaglet")
	put(t, s, 1, 0, "Tadpole")
	act(t, s, "play nothing")
	act(t, s, "Bear Cub attacks Tadpole (column 1)")
	return s
}

// TestExerciseModes: off activates every attack at once; honor and timed
// ask the attacking seat for Done, Fail (a failure, or a timeout the
// interface reports) or Cancel (B13).
func TestExerciseModes(t *testing.T) {
	t.Run("off", func(t *testing.T) {
		s := duelWithExercise(t, nil)
		want(t, "Tadpole", s.p[1].zone[0].hp, 6)
		if s.Exercises(0) != 1 || len(s.Workout(0)) != 1 || s.Workout(0)[0] != (WorkoutLine{"Bear crawl", "steps", 5}) {
			t.Errorf("workout %v", s.Workout(0))
		}
	})
	t.Run("honor done", func(t *testing.T) {
		s := duelWithExercise(t, game.Options{"exercise": "honor"})
		o := s.Observation(0)
		if s.Phase() != "exercise" || o.Exercise == nil || *o.Exercise != (ExerciseView{Animal: "Bear Cub", Name: "Bear crawl", Unit: "steps", Amount: 5, Seated: "Seated paw punches", Mode: "honor"}) {
			t.Fatalf("phase %s, exercise %+v", s.Phase(), o.Exercise)
		}
		if o.Attack == nil || o.Attack.Damage != 1 || o.Attack.Target != "Tadpole" {
			t.Errorf("attack %+v", o.Attack)
		}
		act(t, s, "exercise done")
		want(t, "Tadpole", s.p[1].zone[0].hp, 6)
		want(t, "rest", s.p[0].zone[0].rest, 1)
		if s.Exercises(0) != 1 {
			t.Errorf("exercise not counted")
		}
	})
	t.Run("honor cancel", func(t *testing.T) {
		s := duelWithExercise(t, game.Options{"exercise": "honor"})
		act(t, s, "cancel the exercise")
		if s.Phase() != "attack" || s.Exercises(0) != 0 {
			t.Fatalf("after a cancel: %s, %d exercises", s.Phase(), s.Exercises(0))
		}
		act(t, s, "Eaglet attacks Tadpole (column 1)")
		act(t, s, "exercise done")
		want(t, "Tadpole after the Eaglet", s.p[1].zone[0].hp, 4)
	})
	t.Run("failure consumes the attack", func(t *testing.T) {
		s := duelWithExercise(t, game.Options{"exercise": "honor"})
		act(t, s, "exercise failed")
		want(t, "Tadpole", s.p[1].zone[0].hp, 7)
		want(t, "rest", s.p[0].zone[0].rest, 0)
		if s.seat != 1 || s.Exercises(0) != 0 {
			t.Errorf("after a failure: seat %d, %d exercises", s.seat, s.Exercises(0))
		}
	})
	t.Run("failure with fail_consumes_attack=false", func(t *testing.T) {
		s := duelWithExercise(t, game.Options{"exercise": "honor", "fail_consumes_attack": "false"})
		act(t, s, "exercise failed")
		if s.Phase() != "attack" || s.seat != 0 {
			t.Errorf("after a failure: %s seat %d", s.Phase(), s.seat)
		}
	})
	t.Run("timed limit and timeout", func(t *testing.T) {
		s := duelWithExercise(t, game.Options{"exercise": "timed", "exercise_seconds": "8", "seconds_per_unit": "3"})
		if o := s.Observation(0); o.Exercise.Mode != "timed" || o.Exercise.Seconds != 8+3*5 {
			t.Errorf("timed exercise %+v", o.Exercise)
		}
		if err := s.Apply(ActionFail); err != nil { // what an interface sends on a timeout
			t.Fatal(err)
		}
		want(t, "Tadpole after a timeout", s.p[1].zone[0].hp, 7)
	})
	t.Run("only the attacker answers", func(t *testing.T) {
		s := duelWithExercise(t, game.Options{"exercise": "honor"})
		if s.CurrentPlayer() != 0 {
			t.Errorf("seat %d answers P1's exercise", s.CurrentPlayer())
		}
		if o := s.Observation(1); o.Exercise == nil || o.CurrentPlayer != 0 {
			t.Errorf("P2 does not see P1's exercise (it is public): %+v", o.Exercise)
		}
	})
}

// TestSolo: the solo mission flips every animal and tells each flip;
// Done defeats it, Fail (or a timeout) misses it; the score is
// (defeated-missed)/flipped.
func TestSolo(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer func(k int) game.Action
		ret    float64
	}{
		{"all done", func(int) game.Action { return ActionDone }, 1},
		{"all missed", func(int) game.Action { return ActionFail }, -1},
		{"two thirds", func(k int) game.Action { return []game.Action{ActionDone, ActionDone, ActionFail}[k%3] }, 1.0 / 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, game.Options{"mode": "solo", "exercise": "timed"})
			if g.NumPlayers() != 1 {
				t.Fatalf("%d players", g.NumPlayers())
			}
			s := g.newState(3)
			s.RecordEvents(true)
			total := 0
			for k := 0; !s.IsTerminal(); k++ {
				o := s.Observation(0)
				if o.Solo == nil || o.Solo.Card == "" || o.Exercise == nil || o.Exercise.Seconds == 0 {
					t.Fatalf("flip %d: %+v", k, o.Solo)
				}
				if err := s.Apply(ActionCancel); err == nil {
					t.Fatalf("a solo exercise was cancelled")
				}
				if err := s.Apply(tc.answer(k)); err != nil {
					t.Fatal(err)
				}
				total++
			}
			if total != 27 {
				t.Errorf("%d flips, want 27 animals", total)
			}
			// Every flip is told, the first (made as the game was dealt)
			// too.
			flips := 0
			for _, e := range s.DrainEvents(nil) {
				if e.Kind == "flip" {
					flips++
				}
			}
			if flips != 27 {
				t.Errorf("%d flip events, want 27", flips)
			}
			if r := s.Returns(nil); len(r) != 1 || r[0] < tc.ret-1e-9 || r[0] > tc.ret+1e-9 {
				t.Errorf("returns %v, want %v", r, tc.ret)
			}
			if tc.ret == 1 {
				steps := 0
				for _, w := range s.Workout(0) {
					if w.Exercise == "Bear crawl" {
						steps = w.Amount
					}
				}
				if steps != 5+8+12 || s.Exercises(0) != 27 {
					t.Errorf("workout: %d bear crawl steps, %d exercises", steps, s.Exercises(0))
				}
			}
		})
	}
}
