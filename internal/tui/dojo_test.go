package tui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"menagerie/agent"
	"menagerie/agent/dojobot"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/session"
)

// stepClock advances by step at every reading.
type stepClock struct {
	t    time.Time
	step time.Duration
}

func (c *stepClock) Now() time.Time {
	c.t = c.t.Add(c.step)
	return c.t
}

func newDojo(t *testing.T, opts game.Options) *dojo.Game {
	t.Helper()
	g, err := dojo.New(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// dojoBots makes a bot of spec in every seat but person's.
func dojoBots(t *testing.T, g *dojo.Game, spec string, person int) []agent.Agent {
	t.Helper()
	bots := make([]agent.Agent, g.NumPlayers())
	for p := range bots {
		if p == person {
			continue
		}
		b, err := agent.New(spec, g, dojobot.Bots())
		if err != nil {
			t.Fatal(err)
		}
		bots[p] = b
	}
	return bots
}

// TestDojoSoloTimed: answers within the limit defeat each animal; answers
// after it (the injected clock jumps) are timeouts, and so missed. The
// solo mission has no Cancel: its answers are 1) Done and 2) I could not
// finish, numbered without a gap.
func TestDojoSoloTimed(t *testing.T) {
	for _, tc := range []struct {
		name     string
		step     time.Duration
		input    string
		defeated string
	}{
		{"in time", time.Second, strings.Repeat("\n", 27), "27 animals defeated, 0 missed"},
		{"too slow", 10 * time.Minute, strings.Repeat("1\n", 27), "0 animals defeated, 27 missed"},
		{"could not finish", time.Second, strings.Repeat("2\n", 27), "0 animals defeated, 27 missed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			rec, err := Play(Config{Game: newDojo(t, game.Options{"mode": "solo", "exercise": "timed"}), Seed: 1,
				Bots: make([]agent.Agent, 1), In: strings.NewReader(tc.input), Out: &out, Clock: &stepClock{step: tc.step}})
			if err != nil {
				t.Fatal(err)
			}
			text := out.String()
			if len(rec.Actions) < 27 || !strings.Contains(text, "solo mission: "+tc.defeated) {
				t.Errorf("%d actions; output lacks %q:\n%s", len(rec.Actions), tc.defeated, text)
			}
			if !strings.Contains(text, "  1) Done (or Enter)\n  2) I could not finish\n") || strings.Contains(text, "3)") {
				t.Errorf("the answers are not 1) Done and 2) I could not finish:\n%s", text)
			}
			if tc.step > time.Minute != strings.Contains(text, "time is up") {
				t.Errorf("a timeout message only when too slow:\n%s", text)
			}
			if !strings.Contains(text, "workout summary:\n  P1: ") || !strings.Contains(text, "you have ") {
				t.Errorf("output:\n%s", text)
			}
		})
	}
}

// TestDojoDuelHonor: a person who takes the first choice everywhere (Done
// at every exercise) plays a whole duel against the heuristic, shown
// through the label menu and the exercise prompt.
func TestDojoDuelHonor(t *testing.T) {
	g := newDojo(t, game.Options{"exercise": "honor"})
	var out bytes.Buffer
	input := strings.Repeat("1\n", 5000)
	rec, err := Play(Config{Game: g, Bots: dojoBots(t, g, "heuristic", 0), Seed: 4,
		In: strings.NewReader(input), Out: &out, Clock: &stepClock{step: time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"---- P1, your turn: ", "column 1", "*** ", "Cancel: choose again", "workout summary:", "== turn 2 =="} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	s, err := game.Replay(g, rec)
	if err != nil || !s.IsTerminal() || s.(*dojo.State).Exercises(0) == 0 {
		t.Errorf("the record does not replay to the end with exercises done: %v", err)
	}
}

// TestDojoStops: q or the end of the input stops the game, at the menu and
// at the exercise prompt, which answers h with its help.
func TestDojoStops(t *testing.T) {
	for _, tc := range []struct {
		input string
		want  error
		shows string
	}{
		{"q\n", ErrQuit, ""},
		{"", ErrInputClosed, ""},
		{"9\nx\n", ErrInputClosed, "type a number from 1 to 2, or q"},
		{"h\nq\n", ErrQuit, "before starting: choose again (not in the solo mission)"},
	} {
		var out bytes.Buffer
		_, err := Play(Config{Game: newDojo(t, game.Options{"mode": "solo", "exercise": "honor"}), Bots: make([]agent.Agent, 1),
			In: strings.NewReader(tc.input), Out: &out})
		if !errors.Is(err, tc.want) || !strings.Contains(out.String(), tc.shows) {
			t.Errorf("input %q: %v, want %v and %q in:\n%s", tc.input, err, tc.want, tc.shows, out.String())
		}
	}
}

// TestDojoFirstPlayerShown: rule 2.1 ("Rock, Paper, Scissors to determine
// who goes first") is told before the first decision: the throws, or the
// first player set by the rule option.
func TestDojoFirstPlayerShown(t *testing.T) {
	for _, tc := range []struct {
		opts game.Options
		seat int
		want string
	}{
		{game.Options{}, 0, "rock, paper, scissors"},
		{game.Options{"first_player": "1"}, 0, "P2 goes first (the first_player rule option)"},
		{game.Options{"first_player": "1"}, 1, "P2 goes first (the first_player rule option)"},
	} {
		g := newDojo(t, tc.opts)
		var out bytes.Buffer
		_, err := Play(Config{Game: g, Bots: dojoBots(t, g, "random", tc.seat), Seed: 2, In: strings.NewReader(""), Out: &out})
		if !errors.Is(err, ErrInputClosed) {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(strings.TrimLeft(out.String(), "\n"), "\n---- ")
		if !strings.Contains(first, tc.want) || !strings.Contains(first, " goes first") {
			t.Errorf("%v seat %d: before the first decision %q, want %q", tc.opts, tc.seat, first, tc.want)
		}
	}
}

// dojoSeat gives a Dojo UI over a session of g in which random bots play
// every seat, as a person's screen would see it.
func dojoSeat(t *testing.T, g *dojo.Game, seed uint64, terminal bool) (*dojoUI, *session.Session) {
	t.Helper()
	bots := dojoBots(t, g, "random", -1)
	sess, err := session.New(session.Config{Game: g, Seed: seed, Bots: bots})
	if err != nil {
		t.Fatal(err)
	}
	p := &player{cfg: Config{Game: g, Bots: bots, Out: io.Discard}, sess: sess, style: style{terminal: terminal}}
	p.ui = newDojoUI(g, p)
	return p.ui.(*dojoUI), sess
}

// TestDojoPanelFits: at every decision of whole games (the default rules,
// the free layout's full columns, the solo mission), each seat's panel
// fits its space on an 80x24 screen, plainly and on a terminal, and the
// plain one writes no escape sequence.
func TestDojoPanelFits(t *testing.T) {
	for _, opts := range []game.Options{{}, {"setup": "random"}, {"mode": "solo", "exercise": "honor"}, {"exercise": "honor", "front_row_only": "true"}} {
		for seed := uint64(1); seed <= 3; seed++ {
			g := newDojo(t, opts)
			for _, terminal := range []bool{false, true} {
				u, sess := dojoSeat(t, g, seed, terminal)
				for n := 0; !sess.Over(); n++ {
					if n > 5000 {
						t.Fatalf("%v seed %d: no end", opts, seed)
					}
					for q := 0; q < g.NumPlayers(); q++ {
						v, err := sess.View(game.Player(q))
						if err != nil {
							t.Fatal(err)
						}
						lines := u.panel(v, u.style())
						if len(lines) > panelRows {
							t.Fatalf("%v seed %d: %d panel lines:\n%s", opts, seed, len(lines), strings.Join(lines, "\n"))
						}
						for _, l := range lines {
							if visibleWidth(l) > (style{}).panelCols() || !terminal && strings.Contains(l, "\x1b") {
								t.Fatalf("%v seed %d: line %q (%d columns)", opts, seed, l, visibleWidth(l))
							}
						}
					}
					if _, _, err := sess.Step(); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

// TestDojoDiscardAction: every selection of cards of a hand maps to the
// one discard that discards exactly those cards, whatever the most cards a
// discard may take; a selection of none or of too many maps to none. The
// hands include one with two equal cards.
func TestDojoDiscardAction(t *testing.T) {
	equal := false
	for _, tc := range []struct {
		maxDiscard string
		seed       uint64
	}{
		{"1", 1}, {"2", 2}, {"3", 3}, {"4", 4}, {"5", 5}, {"2", 47}, {"5", 52}, // 47 and 52 deal two Berries
	} {
		g := newDojo(t, game.Options{"max_discard": tc.maxDiscard, "setup": "random"})
		s := g.NewState(tc.seed).(*dojo.State)
		seat := int(s.CurrentPlayer())
		labels := s.Labels(nil)
		o := s.Observation(seat)
		hand := make([]dojo.CardID, len(o.Hand))
		for i, name := range o.Hand {
			hand[i], _ = g.Cards().Lookup(name)
		}
		most, _ := strconv.Atoi(tc.maxDiscard)
		for i := 1; i < len(hand); i++ {
			equal = equal || hand[i] == hand[i-1]
		}
		for mask := 0; mask < 1<<len(hand); mask++ {
			selected := make([]bool, len(hand))
			var want []string
			for i := range hand {
				if selected[i] = mask&(1<<i) != 0; selected[i] {
					want = append(want, o.Hand[i])
				}
			}
			a, ok := discardAction(labels, hand, selected)
			if ok != (len(want) > 0 && len(want) <= most) {
				t.Fatalf("max %s, hand %v, selection %v: ok %v", tc.maxDiscard, o.Hand, want, ok)
			}
			if !ok {
				continue
			}
			after := s.Clone().(*dojo.State)
			if err := after.Apply(a); err != nil {
				t.Fatal(err)
			}
			got := append([]string(nil), after.Observation(seat).Players[seat].Discard...)
			sort.Strings(got)
			sort.Strings(want)
			if strings.Join(got, ", ") != strings.Join(want, ", ") {
				t.Errorf("max %s, hand %v: selecting %v discards %v", tc.maxDiscard, o.Hand, want, got)
			}
		}
	}
	if !equal {
		t.Error("no hand held two equal cards")
	}
}

// TestDojoDiscardDialog: the discard entry opens the dialog, where cards
// are selected, unselected, undone, refused when too many, and confirmed;
// the game records the one discard of the selected cards.
func TestDojoDiscardDialog(t *testing.T) {
	g := newDojo(t, game.Options{"setup": "random", "first_player": "0", "max_discard": "2"})
	s := g.NewState(7).(*dojo.State)
	hand := s.Observation(0).Hand
	var out bytes.Buffer
	// 2 opens the dialog; select 1, 2 and 3, ok is refused (3 > 2), u
	// undoes 3, 2 unselects the second, 3 selects the third, ok.
	input := "2\nx\nok\n1\n2\n3\nok\nu\n2\n3\nok\nq\n"
	rec, err := Play(Config{Game: g, Bots: dojoBots(t, g, "random", 0), Seed: 7, In: strings.NewReader(input), Out: &out})
	if !errors.Is(err, ErrQuit) {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"discard cards and draw again (choose which)", "Discard up to 2 cards", "No card is selected",
		"3 cards are selected; you may discard at most 2", "[x] " + hand[0], `"x" is not a card`} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if len(rec.Actions) == 0 {
		t.Fatal("nothing played")
	}
	want := "discard [" + hand[0] + ", " + hand[2] + "] and draw again"
	if got := s.ActionString(rec.Actions[0]); got != want {
		t.Errorf("played %q, want %q", got, want)
	}
}

// TestDojoConfirmsReplacement: a play that would replace the person's card
// in play asks first; n goes back to the choices, y plays it.
func TestDojoConfirmsReplacement(t *testing.T) {
	g := newDojo(t, game.Options{"setup": "random"})
	for seed := uint64(1); seed < 200; seed++ {
		u, sess := dojoSeat(t, g, seed, false)
		for !sess.Over() {
			q := sess.ToAct()
			v, err := sess.View(q)
			if err != nil {
				t.Fatal(err)
			}
			k := -1
			for i, l := range v.Actions {
				if g.Replaced(v.Table, v.Seat, l.Action) != "" && l.Kind != "discard" {
					k = i
				}
			}
			if k < 0 || v.Table.Phase != "play" {
				if _, _, err := sess.Step(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			// The entry's number among the choices: the discards count once.
			n, discards := 0, false
			for _, l := range v.Actions[:k+1] {
				if l.Kind != "discard" || !discards {
					n++
				}
				discards = discards || l.Kind == "discard"
			}
			var out bytes.Buffer
			u.p.cfg.Out = &out
			u.p.ask = newPrompter(strings.NewReader(fmt.Sprintf("%d\nmaybe\nn\n%d\ny\n", n, n)), &out, true)
			v.Observation = nil // the dialog reads the table view alone
			a, err := u.choices(v)
			if err != nil {
				t.Fatal(err)
			}
			old := g.Replaced(v.Table, v.Seat, v.Actions[k].Action)
			if a != v.Actions[k].Action || strings.Count(out.String(), "This replaces your "+old+" in play: y/n?") != 3 {
				t.Errorf("seed %d: played %d, want %d (%s):\n%s", seed, a, v.Actions[k].Action, v.Actions[k].Text, out.String())
			}
			return
		}
	}
	t.Fatal("no game offered a play that replaces a card in play")
}

// TestDojoHotseat: two people play a whole duel at one screen through a
// pipe, each taking the first choice and doing every exercise; the screen
// is passed between them and the workout summary lists both.
func TestDojoHotseat(t *testing.T) {
	g := newDojo(t, game.Options{"exercise": "honor"})
	var out bytes.Buffer
	rec, err := Play(Config{Game: g, Bots: make([]agent.Agent, 2), Seed: 3, In: strings.NewReader(strings.Repeat("1\n", 20000)),
		Out: &out, Echo: true, Level: LevelChildren})
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Replay(g, rec)
	if err != nil || !s.IsTerminal() {
		t.Fatalf("the record does not replay to the end: %v", err)
	}
	text := out.String()
	for _, want := range []string{"Pass the screen to P1", "Pass the screen to P2", "---- P2, your turn: place your starting animals",
		"workout summary:\n  P1: ", "\n  P2: ", "\nresult: "} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// TestDojoWorkoutPeopleOnly: against a bot, the summary lists the person's
// exercises at their level and never the bot's, though the bot did some.
func TestDojoWorkoutPeopleOnly(t *testing.T) {
	for _, seat := range []int{0, 1} {
		g := newDojo(t, game.Options{"exercise": "honor"})
		var out bytes.Buffer
		rec, err := Play(Config{Game: g, Bots: dojoBots(t, g, "heuristic", seat), Seed: 4,
			In: strings.NewReader(strings.Repeat("1\n", 5000)), Out: &out, Clock: &stepClock{step: time.Second}})
		if err != nil {
			t.Fatal(err)
		}
		s, _ := game.Replay(g, rec)
		bot := 1 - seat
		if s.(*dojo.State).Exercises(bot) == 0 {
			t.Fatalf("seat %d: the bot did no exercise; the test shows nothing", seat)
		}
		_, summary, _ := strings.Cut(out.String(), "workout summary:")
		person := fmt.Sprintf("\n  P%d: %d exercises: ", seat+1, s.(*dojo.State).Exercises(seat))
		if !strings.Contains(summary, person) || strings.Contains(summary, fmt.Sprintf("P%d:", bot+1)) {
			t.Errorf("seat %d: summary %q, want %q and nothing of P%d", seat, summary, person, bot+1)
		}
	}
}

// TestDojoInfo: i NAME describes any card from its data, at the menu and in
// the discard dialog, wrapped to the screen; an unknown name says so.
func TestDojoInfo(t *testing.T) {
	g := newDojo(t, game.Options{"setup": "random", "first_player": "0"})
	var out bytes.Buffer
	_, err := Play(Config{Game: g, Bots: dojoBots(t, g, "random", 0), Seed: 7,
		In: strings.NewReader("i bear cub\ni unicorn\n2\ni shield\nq\n"), Out: &out})
	if !errors.Is(err, ErrQuit) {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Bear Cub: Bear level 1 of 3 (tank), health 11, damage 1, strong against Cheetah (+1), weak against Penguin (-1). Exercise: 5 steps of Bear crawl (seated: Seated paw punches). Upgrades to Brown Bear.",
		`no card is called "unicorn"`,
		"Shield (item, stays in play): Stay. Put it on one of your animals",
	} {
		// The descriptions are wrapped to the screen's width.
		if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// TestDojoAttackReachesEveryAction: at every attack decision of whole
// games (the default rules, the free layout's full columns, front row
// only), each entry of the first menu (an attacker, no attack) and of its
// second menu (a target) plays the action it names, every legal action is
// reached exactly once, going back from a second menu returns to the
// first, every screen drawn on a terminal fits 80x24 with every entry
// whole and both zones shown; long lists are asked by attacker. Through a
// pipe the list is whole and plain.
func TestDojoAttackReachesEveryAction(t *testing.T) {
	byAttacker, whole := 0, 0
	for _, tc := range []struct {
		opts game.Options
		seed uint64
	}{
		{game.Options{}, 1},
		{game.Options{"setup": "random"}, 2},
		{game.Options{"setup": "random"}, 3},
		{game.Options{"front_row_only": "true"}, 4},
	} {
		g := newDojo(t, tc.opts)
		st := style{terminal: true}
		for k, v := range decisionViews(t, g, tc.seed) {
			if v.Table.Phase != "attack" {
				continue
			}
			u, _ := hintedPerson[*dojoUI](t, g, newDojoUI, "", st)
			entries, texts := dojoEntries(v.Actions)
			groups, index := u.attackGroups(v, entries, texts, !u.menu.fits(v, texts))
			reached := map[game.Action]int{}
			for i, g := range groups {
				if len(g.texts) > 1 {
					byAttacker++
					if !strings.Contains(g.text, "targets") || !strings.Contains(g.note, "Which animal does") {
						t.Fatalf("%v decision %d: group %q, %q", tc.opts, k, g.text, g.note)
					}
				}
				for _, e := range index[i] {
					reached[entries[e].label.Action]++
				}
			}
			if len(groups) == len(entries) {
				whole++
			}
			for _, l := range v.Actions {
				if reached[l.Action] != 1 {
					t.Fatalf("%v decision %d: %q reached %d times", tc.opts, k, l.Text, reached[l.Action])
				}
			}
			where := fmt.Sprintf("%v decision %d", tc.opts, k)
			// Through a pipe the list is whole, in plain text.
			last := len(entries) - 1
			plain, out := hintedPerson[*dojoUI](t, g, newDojoUI, fmt.Sprintf("%d\n", last+1), style{})
			acts, _, err := plain.decide(v)
			if text := out.String(); err != nil || len(acts) != 1 || acts[0] != entries[last].label.Action ||
				!strings.Contains(text, fmt.Sprintf("\n  %d) %s\n", last+1, texts[last])) || strings.Contains(text, "\x1b") {
				t.Fatalf("%s: through a pipe, played %v (%v), want %q, in:\n%s", where, acts, err, texts[last], text)
			}
			walkTwoStep(t, where, groups, func(at, input string, i, j int) string {
				u, out := hintedPerson[*dojoUI](t, g, newDojoUI, input, st)
				acts, asked, err := u.decide(v)
				if l := entries[index[i][j]].label; err != nil || !asked || len(acts) != 1 || acts[0] != l.Action {
					t.Fatalf("%s: played %v (asked %v, %v), want %d (%s)", at, acts, asked, err, l.Action, l.Text)
				}
				for _, screen := range strings.Split(out.String(), clearScreen)[1:] {
					if !strings.Contains(screen, "(opponent): ") || !strings.Contains(screen, "(you): ") {
						t.Fatalf("%s: a screen without both zones:\n%s", at, screen)
					}
				}
				return out.String()
			})
		}
	}
	if byAttacker == 0 || whole == 0 {
		t.Errorf("%d attackers with several targets, %d attack lists asked whole: want some of each", byAttacker, whole)
	}
}

// TestDojoPlayedOnTerminal: a person who takes the first entry everywhere
// plays whole duels against the heuristic on an 80x24 terminal, the long
// attack lists asked by attacker; every screen fits and the record replays
// to the end.
func TestDojoPlayedOnTerminal(t *testing.T) {
	byAttacker := false
	for _, tc := range []struct {
		opts game.Options
		seed uint64
	}{
		{game.Options{"exercise": "honor"}, 1},
		{game.Options{"exercise": "honor", "setup": "random"}, 2},
	} {
		g := newDojo(t, tc.opts)
		var out bytes.Buffer
		rec, err := Play(Config{Game: g, Bots: dojoBots(t, g, "heuristic", 0), Seed: tc.seed, Terminal: true, Fast: true,
			In: &responder{out: &out}, Out: &out, Clock: &stepClock{step: time.Second}})
		if err != nil {
			t.Fatalf("%v: %v", tc.opts, err)
		}
		text := out.String()
		checkScreens(t, fmt.Sprint(tc.opts), text)
		byAttacker = byAttacker || strings.Contains(text, " targets\n")
		if s, err := game.Replay(g, rec); err != nil || !s.IsTerminal() {
			t.Errorf("%v: the record does not replay to the end: %v", tc.opts, err)
		}
	}
	if !byAttacker {
		t.Error("no attack asked by attacker")
	}
}
