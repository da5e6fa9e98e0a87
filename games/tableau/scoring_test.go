package tableau

import (
	"fmt"
	"slices"
	"testing"

	"menagerie/game"
)

// TestAwards (C2, C3): 4 VP for the most power and 2 for the second; ties
// by the ties option; second place by second_place_min_players.
func TestAwards(t *testing.T) {
	for _, tc := range []struct {
		opts  []string
		power []int16
		want  []int16
	}{
		{nil, []int16{5, 3}, []int16{4, 2}},
		{nil, []int16{0, 0}, []int16{4, 4}},
		{nil, []int16{3, 5, 1}, []int16{2, 4, 0}},
		{nil, []int16{5, 5, 3}, []int16{4, 4, 0}},
		{nil, []int16{5, 3, 3}, []int16{4, 2, 2}},
		{nil, []int16{5, 3, 3, 1}, []int16{4, 2, 2, 0}},
		{nil, []int16{7, 7, 7, 2}, []int16{4, 4, 4, 0}},
		{[]string{"ties=dense"}, []int16{5, 5, 3}, []int16{4, 4, 2}},
		{[]string{"ties=dense"}, []int16{5, 3, 3, 1}, []int16{4, 2, 2, 0}},
		{[]string{"ties=split"}, []int16{5, 5, 3}, []int16{3, 3, 0}},
		{[]string{"ties=split"}, []int16{5, 3, 3}, []int16{4, 1, 1}},
		{[]string{"ties=split"}, []int16{5, 5, 5}, []int16{2, 2, 2}},
		{[]string{"ties=split"}, []int16{5, 5}, []int16{3, 3}},
		{[]string{"second_place_min_players=3"}, []int16{5, 3}, []int16{4, 0}},
		{[]string{"second_place_min_players=3"}, []int16{5, 3, 1}, []int16{4, 2, 0}},
	} {
		name := fmt.Sprint(tc.opts, tc.power)
		t.Run(name, func(t *testing.T) {
			s := newTestState(t, append([]string{fmt.Sprintf("players=%d", len(tc.power))}, tc.opts...)...)
			copy(s.power[:], tc.power)
			got := s.awards()
			if !slices.Equal(got[:len(tc.power)], tc.want) {
				t.Errorf("awards %v, want %v", got[:len(tc.power)], tc.want)
			}
		})
	}
}

// TestNextFirstPlayer (C4): the least power is next round's first player;
// among tied players the fewest VP (unless first_player_tiebreak=
// clockwise), then the nearest clockwise after the current first player.
func TestNextFirstPlayer(t *testing.T) {
	for _, tc := range []struct {
		opts  []string
		first int8
		power []int16
		vp    []int16
		want  int
	}{
		{nil, 0, []int16{5, 3}, []int16{0, 0}, 1},
		{nil, 0, []int16{3, 3}, []int16{10, 5}, 1},
		{nil, 1, []int16{3, 3}, []int16{5, 10}, 0},
		{nil, 0, []int16{3, 3}, []int16{5, 5}, 1},
		{nil, 1, []int16{3, 3}, []int16{5, 5}, 0},
		{nil, 2, []int16{2, 2, 5}, []int16{0, 0, 0}, 0},
		{nil, 0, []int16{2, 5, 2}, []int16{4, 0, 9}, 0},
		{[]string{"first_player_tiebreak=clockwise"}, 0, []int16{2, 5, 2}, []int16{4, 0, 9}, 2},
		{nil, 3, []int16{1, 1, 1, 1}, []int16{3, 3, 2, 2}, 2},
	} {
		t.Run(fmt.Sprint(tc.opts, tc.first, tc.power, tc.vp), func(t *testing.T) {
			s := newTestState(t, append([]string{fmt.Sprintf("players=%d", len(tc.power))}, tc.opts...)...)
			s.first = tc.first
			copy(s.power[:], tc.power)
			copy(s.vp[:], tc.vp)
			if got := s.nextFirst(); got != tc.want {
				t.Errorf("next first player %d, want %d", got, tc.want)
			}
		})
	}
}

// TestCombatScoring plays a combat through: powers, awards, the new first
// player and healed wounds (C5).
func TestCombatScoring(t *testing.T) {
	s := newTestState(t, "players=3")
	setTab(t, s, 0, "Bison Pig3")
	setTab(t, s, 1, "Pig2+Sushi")
	setTab(t, s, 2, "Pig")
	fight(s)
	if fmt.Sprint(s.power[:3]) != "[2 5 1]" || fmt.Sprint(s.vp[:3]) != "[2 4 0]" {
		t.Errorf("power %v, VP %v", s.power[:3], s.vp[:3])
	}
	if s.first != 2 || s.round != 2 || s.tab[0][1].wounded() {
		t.Errorf("first player %d, round %d, %s", s.first, s.round, tabString(s, 0))
	}
}

// TestWoundedStillActs (A7): a wounded stack still uses its pre-combat
// ability.
func TestWoundedStillActs(t *testing.T) {
	s := newTestState(t)
	setTab(t, s, 0, "Bison Bee")
	fight(s)
	if s.phase != phaseMayWound || !s.tab[0][1].wounded() {
		t.Fatalf("phase %s, %s; want the wounded Bee to be asked", phaseNames[s.phase], tabString(s, 0))
	}
	do(t, s, actWound)
	if s.power[0] != 0 {
		t.Errorf("power %d, want 0", s.power[0])
	}
}

// TestWoundedBonus (A8): a wounded stack gives no power, what it is given
// included; with wounded_bonus=true it still counts what it is given.
func TestWoundedBonus(t *testing.T) {
	for _, tc := range []struct {
		opt   string
		power int
	}{{"wounded_bonus=false", 0}, {"wounded_bonus=true", 2}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, tc.opt)
			setTab(t, s, 0, "Monkey Pig!")
			if got := s.powerOf(0); got != tc.power {
				t.Errorf("power %d, want %d", got, tc.power)
			}
		})
	}
}

// TestNeighbours (A9): Horse's neighbours are the adjacent slots; with
// neighbours=skip_gaps the nearest stack on each side.
func TestNeighbours(t *testing.T) {
	for _, tc := range []struct {
		opt   string
		power int
	}{{"neighbours=adjacent", 1 + 1 + 1}, {"neighbours=skip_gaps", 1 + 2 + 1}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, tc.opt)
			setTab(t, s, 0, "Pig - Horse Pig")
			if got := s.powerOf(0); got != tc.power {
				t.Errorf("power %d, want %d", got, tc.power)
			}
		})
	}
}

// TestScorpionSelf (A4): Scorpion spares itself; with column_wound_self=true it
// wounds itself too.
func TestScorpionSelf(t *testing.T) {
	runCombat(t, combatCase{tabs: []string{"Scorpion", "Pig"}, wounds: []string{"P2.1"}, power: []int{2, 0}})
	runCombat(t, combatCase{opts: []string{"column_wound_self=true"}, tabs: []string{"Scorpion", "Pig"}, wounds: []string{"P1.1", "P2.1"}, power: []int{0, 0}})
}

// TestMosquitoOptions (A5): rolled_wound_levels=exact wounds only stacks of the
// Mosquito's level; rolled_wound_self=false spares the Mosquito.
func TestMosquitoOptions(t *testing.T) {
	tabs := []string{"- Mosquito2", "- Pig", "- Pig2"}
	roll2 := []game.Action{actRoll + 1}
	runCombat(t, combatCase{tabs: tabs, actions: roll2, wounds: []string{"P1.2", "P2.2", "P3.2"}, power: []int{0, 0, 0}})
	runCombat(t, combatCase{opts: []string{"rolled_wound_levels=exact"}, tabs: tabs, actions: roll2, wounds: []string{"P1.2", "P3.2"}, power: []int{0, 1, 0}})
	runCombat(t, combatCase{opts: []string{"rolled_wound_self=false"}, tabs: tabs, actions: roll2, wounds: []string{"P2.2", "P3.2"}, power: []int{1, 0, 0}})
}

// TestPreCombatOrder (A10): pre-combat abilities resolve player by player
// from the first player, rear to front; with ability_order=
// slot_then_player slot by slot.
func TestPreCombatOrder(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want string
	}{{"ability_order=player_then_slot", "[P2.1 P2.4 P1.2]"}, {"ability_order=slot_then_player", "[P2.1 P1.2 P2.4]"}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, tc.opt, "first_player=1")
			setTab(t, s, 0, "- Bison Pig")
			setTab(t, s, 1, "Bison Pig - Bison Pig")
			var order []string
			flush := onEvents(s, func(e Event) {
				if e.Kind == EventAbility {
					order = append(order, fmt.Sprintf("P%d.%d", e.Seat+1, e.Slot+1))
				}
			})
			fight(s)
			flush()
			if got := fmt.Sprint(order); got != tc.want {
				t.Errorf("order %s, want %s", got, tc.want)
			}
		})
	}
}

// TestFinalSale (E1): after the last round every stack is sold, When-sold
// VP included and bonus drafts not; with final_sale=none nothing is sold.
func TestFinalSale(t *testing.T) {
	for _, tc := range []struct {
		opt string
		vp  string
	}{{"final_sale=auto", "[13 11]"}, {"final_sale=none", "[2 4]"}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := newTestState(t, tc.opt)
			s.round = 6
			setTab(t, s, 0, "Cat3 Pig2")
			setTab(t, s, 1, "Pig3 Dog")
			fight(s)
			if !s.IsTerminal() || fmt.Sprint(s.vp[:2]) != tc.vp {
				t.Errorf("terminal %v, VP %v, want %s", s.IsTerminal(), s.vp[:2], tc.vp)
			}
		})
	}
}

// TestWinners (E2): the most VP wins; a tie is a shared victory, or with
// tiebreak=last_power goes to the most power in the last combat.
func TestWinners(t *testing.T) {
	for _, tc := range []struct {
		opt     string
		vp      []int16
		power   []int16
		winners string
		returns string
	}{
		{"tiebreak=shared", []int16{10, 12, 9}, []int16{0, 0, 0}, "[1]", "[-1 1 -1]"},
		{"tiebreak=shared", []int16{12, 12, 9}, []int16{3, 5, 0}, "[0 1]", "[0 0 -1]"},
		{"tiebreak=last_power", []int16{12, 12, 9}, []int16{3, 5, 9}, "[1]", "[-1 1 -1]"},
		{"tiebreak=last_power", []int16{12, 12, 9}, []int16{5, 5, 9}, "[0 1]", "[0 0 -1]"},
	} {
		t.Run(fmt.Sprint(tc.opt, tc.vp, tc.power), func(t *testing.T) {
			s := newTestState(t, "players=3", tc.opt)
			copy(s.vp[:], tc.vp)
			copy(s.power[:], tc.power)
			if r := s.Returns(nil); fmt.Sprint(r) != "[0 0 0]" || s.Winners() != nil {
				t.Errorf("before the end: returns %v, winners %v", r, s.Winners())
			}
			s.stage, s.phase = stageOver, phaseOver
			if got := fmt.Sprint(s.Winners()); got != tc.winners {
				t.Errorf("winners %s, want %s", got, tc.winners)
			}
			if got := fmt.Sprint(s.Returns(nil)); got != tc.returns {
				t.Errorf("returns %s, want %s", got, tc.returns)
			}
		})
	}
}

// TestFrontFriends: Monkey's "front friend" and Flamingo's "two friends in
// front" are the nearest stacks toward the front, past empty slots ("Players
// may leave empty spaces in their tableau"); with front_friends=adjacent an
// empty slot stops them, as "immediately in front" does for Bison.
func TestFrontFriends(t *testing.T) {
	for _, tc := range []struct {
		opt, tab string
		power    int
	}{
		{"front_friends=skip_gaps", "Monkey - Pig", 1 + 2},
		{"front_friends=adjacent", "Monkey - Pig", 1},
		{"front_friends=adjacent", "Monkey Pig", 1 + 2},
		{"front_friends=skip_gaps", "Flamingo! - Pig - Pig", 2 * (1 + 1)},
		{"front_friends=adjacent", "Flamingo! - Pig - Pig", 2},
		{"front_friends=adjacent", "Flamingo! Pig - Pig", 1 + 1 + 1},
		{"front_friends=adjacent", "Flamingo! Pig Pig", 2 * (1 + 1)},
	} {
		t.Run(tc.opt+" "+tc.tab, func(t *testing.T) {
			s := newTestState(t, tc.opt)
			setTab(t, s, 0, tc.tab)
			if got := s.powerOf(0); got != tc.power {
				t.Errorf("power %d, want %d", got, tc.power)
			}
		})
	}
}
