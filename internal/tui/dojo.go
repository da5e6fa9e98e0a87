package tui

import (
	"fmt"
	"time"

	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/session"
)

// dojoPlayHelp is what Dojo's exercise prompt adds to `play --help`.
const dojoPlayHelp = `Each of your attacks asks for its animal's exercise: with --rules
exercise=honor (the default here) answer 1 (or Enter) when done, 2 to cancel
and choose again, 3 if you could not finish; with --rules exercise=timed,
Done must come within the time limit shown, else it counts as a failure;
exercise=off makes every exercise succeed. --players 1 plays the solo
mission: every animal is flipped in turn and defeated by its exercise.`

// dojoDefaults: a person at the terminal does the exercises on their honor
// unless they choose otherwise.
var dojoDefaults = []string{"exercise=" + dojo.ExerciseHonor}

// dojoUI keeps Dojo's exercise prompt and its clock; every other decision
// is the label menu's.
type dojoUI struct {
	plainUI
	p *player
}

func newDojoUI(g game.Game, p *player) gameUI {
	return dojoUI{plainUI: plainUI{g: g, round: "turn"}, p: p}
}

// decide asks for the exercise when the seat's observation shows one.
func (u dojoUI) decide(v session.SeatView) ([]game.Action, bool, error) {
	o, ok := v.Observation.(*dojo.Observation)
	if !ok || o.Exercise == nil {
		return nil, false, nil
	}
	a, err := u.exercise(o)
	return []game.Action{a}, true, err
}

// exercise prompts for the exercise and times it in timed mode: Done after
// the limit counts as a failure.
func (u dojoUI) exercise(o *dojo.Observation) (game.Action, error) {
	out, ex := u.p.cfg.Out, o.Exercise
	fmt.Fprintf(out, "\n*** %s: do %d %s of %s! ***\n", ex.Animal, ex.Amount, ex.Unit, ex.Name)
	if ex.Seated != "" {
		fmt.Fprintf(out, "    (seated: %s)\n", ex.Seated)
	}
	if ex.Mode == dojo.ExerciseTimed {
		fmt.Fprintf(out, "    you have %d seconds\n", ex.Seconds)
	}
	cancel := o.Mode != "solo"
	fmt.Fprintln(out, "  1) Done (or Enter)")
	again := "type 1, 3 or q"
	if cancel {
		fmt.Fprintln(out, "  2) Cancel: choose again")
		again = "type 1, 2, 3 or q"
	}
	fmt.Fprintln(out, "  3) I could not finish")
	start := u.p.cfg.Clock.Now()
	for {
		t, err := u.p.ask.ask("exercise> ")
		if err != nil {
			return 0, err
		}
		switch {
		case t == "" || t == "1":
			if ex.Mode == dojo.ExerciseTimed && u.p.cfg.Clock.Now().Sub(start) > time.Duration(ex.Seconds)*time.Second {
				fmt.Fprintln(out, "time is up: the exercise is not done in time")
				return dojo.ActionFail, nil
			}
			return dojo.ActionDone, nil
		case t == "2" && cancel:
			return dojo.ActionCancel, nil
		case t == "3":
			return dojo.ActionFail, nil
		}
		fmt.Fprintln(out, again)
	}
}
