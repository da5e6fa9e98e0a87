package tableau

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"menagerie/game"
)

// combatCase is one combat: the tableaus (seat 0 first; the number of
// tableaus is the number of players, P1 first player), the decisions taken
// during pre-combat, and what must happen: the stacks wounded, in order
// ("P2.3" is P2's slot 3, slots counted from 1 at the rear), each seat's
// power and, optionally, the tableaus after the round.
type combatCase struct {
	name    string
	opts    []string
	tabs    []string
	actions []game.Action
	wounds  []string
	power   []int
	after   []string
}

func runCombat(t *testing.T, tc combatCase) {
	t.Helper()
	s := newTestState(t, append([]string{fmt.Sprintf("players=%d", len(tc.tabs))}, tc.opts...)...)
	for p, spec := range tc.tabs {
		setTab(t, s, p, spec)
	}
	wounds := []string{}
	power := make([]int, len(tc.tabs))
	flush := onEvents(s, func(e Event) {
		switch e.Kind {
		case EventWound:
			wounds = append(wounds, fmt.Sprintf("P%d.%d", e.Seat+1, e.Slot+1))
		case EventPower:
			power[e.Seat] = e.N
		}
	})
	fight(s)
	do(t, s, tc.actions...)
	flush()
	if s.round != 2 {
		t.Fatalf("combat not over after the given decisions; waiting for %s\n%s", phaseNames[s.phase], s)
	}
	if tc.wounds == nil {
		tc.wounds = []string{}
	}
	if !slices.Equal(wounds, tc.wounds) {
		t.Errorf("wounded %v, want %v", wounds, tc.wounds)
	}
	if !slices.Equal(power, tc.power) {
		t.Errorf("power %v, want %v", power, tc.power)
	}
	for p, want := range tc.after {
		if got := tabString(s, p); got != want {
			t.Errorf("P%d's tableau after the round: %s, want %s", p+1, got, want)
		}
	}
}

// perLevel makes one case per level from a template: %d in the tableaus is
// replaced by the level, and f fills in what the level changes.
func perLevel(name string, tabs []string, f func(l int, tc *combatCase)) []combatCase {
	var out []combatCase
	for l := 1; l <= MaxLevel; l++ {
		tc := combatCase{name: fmt.Sprintf("%s/L%d", name, l)}
		for _, spec := range tabs {
			tc.tabs = append(tc.tabs, strings.ReplaceAll(spec, "%d", fmt.Sprint(l)))
		}
		f(l, &tc)
		out = append(out, tc)
	}
	return out
}

// lv picks a level's value from a triple.
func lv(l int, v [3]int) int { return v[l-1] }

// Pig has no combat ability: it is the plain stack of these tests, with
// power 1/2/4.
var pigPower = [3]int{1, 2, 4}

// TestCombatAbilities checks every classic card's combat and pre-combat
// ability, and its power, at every level.
func TestCombatAbilities(t *testing.T) {
	var cases []combatCase
	add := func(cs ...combatCase) { cases = append(cases, cs...) }
	add(perLevel("Bison wounds its front stack", []string{"Bison%d Pig", "Pig"}, func(l int, tc *combatCase) {
		tc.wounds, tc.power = []string{"P1.2"}, []int{lv(l, [3]int{2, 4, 6}), 1}
	})...)
	add(perLevel("Bison at the front wounds nothing", []string{"- - - - Bison%d", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, [3]int{2, 4, 6}), 0}
	})...)
	add(perLevel("Bison leaves a gap alone", []string{"Bison%d - Pig", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, [3]int{2, 4, 6}) + 1, 0}
	})...)
	add(perLevel("Flamingo wounded boosts two friends in front", []string{"Flamingo%d! Pig - Pig Pig", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{3 + 2*l, 0}
	})...)
	add(perLevel("Flamingo unwounded boosts nobody", []string{"Flamingo%d Pig - Pig Pig", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, [3]int{0, 1, 2}) + 3, 0}
	})...)
	add(perLevel("Flamingo wounded by a Bison behind it", []string{"Bison Flamingo%d Pig", "-"}, func(l int, tc *combatCase) {
		tc.wounds, tc.power = []string{"P1.2"}, []int{2 + 1 + l, 0}
	})...)
	add(perLevel("Monkey boosts its front friend across a gap", []string{"Monkey%d - Pig Pig", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, [3]int{0, 1, 2}) + 2 + 2*l, 0}
	})...)
	add(perLevel("Monkey wounded still gives", []string{"Monkey%d! Pig", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{1 + 2*l, 0}
	})...)
	add(perLevel("Pig's power", []string{"Pig%d", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, pigPower), 0}
	})...)
	add(perLevel("Scorpion wounds its column in every tableau but not itself", []string{"- - Scorpion%d", "Pig Pig Pig", "- - Pig2 Pig"}, func(l int, tc *combatCase) {
		tc.wounds, tc.power = []string{"P2.3", "P3.3"}, []int{lv(l, [3]int{2, 4, 6}), 2, 1}
	})...)
	add(perLevel("Carrion counts wounded friends", []string{"Carrion%d Pig! Pig! Pig", "Carrion!"}, func(l int, tc *combatCase) {
		tc.power = []int{l + 2*l + 1, 0}
	})...)
	add(perLevel("Carrion wounded gives nothing", []string{"Carrion%d! Pig! Pig", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{1, 0}
	})...)
	add(perLevel("Horse counts unwounded adjacent stacks", []string{"Pig Horse%d Pig!", "Pig - Horse%d Pig"}, func(l int, tc *combatCase) {
		base := lv(l, [3]int{0, 1, 2})
		tc.power = []int{1 + base + l, 1 + base + l + 1}
	})...)
	add(perLevel("Dog counts empty slots", []string{"Dog%d Pig", "Dog%d Pig Pig Pig Pig"}, func(l int, tc *combatCase) {
		base := lv(l, [3]int{0, 1, 2})
		tc.power = []int{base + 3*l + 1, base + 4}
	})...)
	add(perLevel("Bee wounds behind when its owner wants", []string{"Pig Bee%d", "-"}, func(l int, tc *combatCase) {
		tc.actions = []game.Action{actWound}
		tc.wounds, tc.power = []string{"P1.1"}, []int{lv(l, [3]int{2, 3, 4}), 0}
	})...)
	add(perLevel("Bee may leave the stack behind alone", []string{"Pig Bee%d", "-"}, func(l int, tc *combatCase) {
		tc.actions = []game.Action{actNoWound}
		tc.power = []int{1 + lv(l, [3]int{2, 3, 4}), 0}
	})...)
	add(perLevel("Bee at the rear asks nothing", []string{"Bee%d Pig", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, [3]int{2, 3, 4}) + 1, 0}
	})...)
	add(perLevel("Mosquito wounds its rolled column up to its level", []string{"- Mosquito%d", "- Pig", "- Pig2", "- Pig3"}, func(l int, tc *combatCase) {
		tc.actions = []game.Action{actRoll + 1} // the die shows 2: column 2
		tc.wounds = []string{"P1.2", "P2.2", "P3.2", "P4.2"}[:l+1]
		tc.power = []int{0, 0, 2, 4}
		for p := 2; p <= l; p++ {
			tc.power[p] = 0
		}
	})...)
	add(perLevel("Mosquito on a 6 lets its owner choose", []string{"Mosquito%d - - Pig", "- - - Pig"}, func(l int, tc *combatCase) {
		tc.actions = []game.Action{actRoll + 5, actColumn + 3}
		tc.wounds, tc.power = []string{"P1.4", "P2.4"}, []int{lv(l, [3]int{0, 1, 2}), 0}
	})...)
	add(perLevel("Mosquito misses an empty column", []string{"Mosquito%d", "Pig"}, func(l int, tc *combatCase) {
		tc.actions = []game.Action{actRoll + 4}
		tc.power = []int{lv(l, [3]int{0, 1, 2}), 1}
	})...)
	add(perLevel("Frog's power", []string{"Frog%d", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{l, 0}
	})...)
	add(perLevel("Cat's power", []string{"Cat%d", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{l - 1, 0}
	})...)
	add(perLevel("Puffin's power", []string{"Puffin%d", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{l - 1, 0}
	})...)
	add(perLevel("Sushi adds 3", []string{"Pig%d+Sushi", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, pigPower) + 3, 0}
	})...)
	add(perLevel("Melon adds 1 and stops a Bison", []string{"Bison Pig%d+Melon", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{2 + lv(l, pigPower) + 1, 0}
	})...)
	add(perLevel("Melon stops a Scorpion", []string{"Scorpion", "Pig%d+Melon"}, func(l int, tc *combatCase) {
		tc.power = []int{2, lv(l, pigPower) + 1}
	})...)
	add(perLevel("Melon stops a Mosquito", []string{"Mosquito3", "Pig%d+Melon"}, func(l int, tc *combatCase) {
		tc.actions = []game.Action{actRoll}
		tc.wounds, tc.power = []string{"P1.1"}, []int{0, lv(l, pigPower) + 1}
	})...)
	add(combatCase{name: "Chocolate makes a level 1 stack level 2", tabs: []string{"Pig2c1", "Pig"}, power: []int{2, 1}},
		combatCase{name: "Chocolate makes a level 2 stack level 3", tabs: []string{"Pig3c1", "Pig2c2"}, power: []int{4, 2}})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { runCombat(t, tc) })
	}
}

// TestDesignedCards checks every card of the designed extension at every
// level.
func TestDesignedCards(t *testing.T) {
	var cases []combatCase
	add := func(cs ...combatCase) {
		for i := range cs {
			cs[i].opts = append(cs[i].opts, "extension=true")
		}
		cases = append(cases, cs...)
	}
	add(perLevel("Otter frontmost", []string{"Pig Otter%d", "Otter%d Pig"}, func(l int, tc *combatCase) {
		tc.power = []int{1 + 2*l, l + 1}
	})...)
	add(perLevel("Ox behind a wounded stack", []string{"Ox%d Pig!", "Ox%d Pig"}, func(l int, tc *combatCase) {
		base := lv(l, [3]int{2, 3, 4})
		tc.power = []int{2 * base, base + 1}
	})...)
	add(perLevel("Crab counts wounded stacks in its column", []string{"Crab%d", "Pig!", "Pig! Crab%d"}, func(l int, tc *combatCase) {
		tc.power = []int{l + 2*l, 0, l}
	})...)
	add(perLevel("Snail while first player", []string{"Snail%d", "Snail%d"}, func(l int, tc *combatCase) {
		base := lv(l, [3]int{0, 1, 2})
		tc.power = []int{base + 2*l, base}
	})...)
	add(perLevel("Turtle protects the stack behind it", []string{"Bison Pig Turtle%d", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{2 + 1 + l, 0}
	})...)
	add(perLevel("Turtle protects only behind", []string{"Turtle%d Bison Pig", "-"}, func(l int, tc *combatCase) {
		tc.wounds, tc.power = []string{"P1.3"}, []int{l + 2, 0}
	})...)
	add(perLevel("Apple adds by level", []string{"Pig%d+Apple", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, pigPower) + l, 0}
	})...)
	add(perLevel("Garlic stops column wounds", []string{"Scorpion", "Pig%d+Garlic"}, func(l int, tc *combatCase) {
		tc.power = []int{2, lv(l, pigPower)}
	})...)
	add(perLevel("Garlic does not stop a Bison", []string{"Bison Pig%d+Garlic", "-"}, func(l int, tc *combatCase) {
		tc.wounds, tc.power = []string{"P1.2"}, []int{2, 0}
	})...)
	add(perLevel("Mushroom stops one wound and is used up", []string{"Bison Pig%d+Mushroom", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{2 + lv(l, pigPower), 0}
		tc.after = []string{fmt.Sprintf("Bison Pig%s - - -", map[int]string{1: "", 2: "2", 3: "3"}[l])}
	})...)
	add(perLevel("Cupcake adds 4 for one round", []string{"Pig%d+Cupcake", "-"}, func(l int, tc *combatCase) {
		tc.power = []int{lv(l, pigPower) + 4, 0}
		tc.after = []string{fmt.Sprintf("Pig%s - - - -", map[int]string{1: "", 2: "2", 3: "3"}[l])}
	})...)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { runCombat(t, tc) })
	}
}
