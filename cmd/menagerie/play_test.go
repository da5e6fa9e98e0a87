package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/registry"
)

// scriptedPerson plays "menagerie play" as a person would: it reads the
// prompt last printed and answers it. Plain choices get "1", exercises
// and passing the screen get Enter; in Card Battle the first
// shop menu that offers selling opens the sell dialog, where it selects a
// pet, undoes, selects it again and confirms; the first deck order moves
// the top card down, undoes, swaps the first two cards and confirms; later
// deck orders are confirmed as proposed.
type scriptedPerson struct {
	t       *testing.T
	out     *bytes.Buffer
	pending []byte
	queue   []string
	mark    int // where the output stood at the last answer
	answers int
	// sold and arranged say whether the scripted sale and deck moves were
	// played.
	sold, arranged bool
	// info, when set, is asked first at the first menu ("i NAME").
	info string
	// typeAhead types ahead as an impatient person at a terminal does:
	// "u" right after "best" at the first deck order, while the best order
	// is computed, and Enter twice at every "Enter: " prompt.
	typeAhead, typedBest bool
}

// sellEntry finds the number of the sell entry of a menu.
var sellEntry = regexp.MustCompile(`(?m)^  (\d+)\) sell pets`)

func (p *scriptedPerson) Read(b []byte) (int, error) {
	if len(p.pending) == 0 {
		if p.answers > 5000 {
			p.t.Error("the game did not end after 5000 answers")
			return 0, io.EOF
		}
		since := p.out.String()[p.mark:]
		prompt := since[strings.LastIndex(since, "\n")+1:]
		answer, ok := p.answer(prompt, since)
		if !ok {
			p.t.Errorf("unexpected prompt %q after:\n%s", prompt, since)
			return 0, io.EOF
		}
		p.answers++
		p.mark = p.out.Len()
		p.pending = []byte(answer + "\n")
	}
	n := copy(b, p.pending)
	p.pending = p.pending[n:]
	return n, nil
}

func (p *scriptedPerson) answer(prompt, since string) (string, bool) {
	if len(p.queue) > 0 {
		a := p.queue[0]
		p.queue = p.queue[1:]
		return a, true
	}
	switch {
	case prompt == "deck> " && p.typeAhead && !p.typedBest:
		p.typedBest = true
		return "best\ru", true
	case strings.HasPrefix(prompt, "Enter: ") && p.typeAhead:
		return "\r", true
	case strings.HasPrefix(prompt, "choose 1-") && p.info != "":
		info := p.info
		p.info = ""
		return info, true
	case strings.HasPrefix(prompt, "choose 1-"):
		if m := sellEntry.FindStringSubmatch(since); m != nil && !p.sold {
			p.sold = true
			p.queue = []string{"1", "u", "1", "ok"}
			return m[1], true
		}
		return "1", true
	case prompt == "sell> ":
		// A later, forced sale: sell the first pet.
		p.queue = []string{"ok"}
		return "1", true
	case prompt == "deck> " && !p.arranged:
		p.arranged = true
		p.queue = []string{"u", "m 1 2", "ok"}
		return "d 1", true
	case prompt == "deck> ":
		return "ok", true
	case strings.HasPrefix(prompt, "Pass the screen to P"), prompt == "exercise> ", strings.HasPrefix(prompt, "Enter: "):
		return "", true
	}
	return "", false
}

// playScripted runs "menagerie play" with args against a scriptedPerson.
func playScripted(t *testing.T, args ...string) (cliResult, *scriptedPerson) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	p := &scriptedPerson{t: t, out: &stdout}
	code := run(args, p, &stdout, &stderr)
	return cliResult{code: code, stdout: stdout.String(), stderr: stderr.String()}, p
}

// deckLists returns the deck orders printed by the deck dialog, in order.
func deckLists(out string) [][]string {
	var lists [][]string
	for _, block := range strings.Split(out, "Your battle deck, top card first")[1:] {
		var names []string
		for _, line := range strings.Split(block, "\n")[1:] {
			m := regexp.MustCompile(`^\s+\d+\. (.+?) \(`).FindStringSubmatch(line)
			if m == nil {
				break
			}
			names = append(names, m[1])
		}
		lists = append(lists, names)
	}
	return lists
}

func TestPlayWholeGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	r, p := playScripted(t, "play", "cardbattle", "--vs", "random", "--seed", "3", "--record", path)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s\nstdout tail:\n%s", r.code, r.stderr, tail(r.stdout))
	}
	if !p.sold || !p.arranged {
		t.Fatalf("the game never offered a sale (%v) or a deck order (%v)", p.sold, p.arranged)
	}
	for _, want := range []string{"Card Battle, seed 3: you are P1, random plays P2", "== round 6 ==", "\nfinal trophies: P1 ", "\nresult: "} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if !regexp.MustCompile(`\nYou (win!|lose\.)\n|\nIt's a draw\.\n`).MatchString(r.stdout) {
		t.Errorf("no verdict at the end:\n%s", tail(r.stdout))
	}
	// The screens show the hats; each attack of a battle follows both
	// active pets' power and damage (the step mark between is dropped from
	// plain output once the player pages battles).
	if !strings.Contains(r.stdout, " ◆") || !regexp.MustCompile(`\n  P1 \D+ \d+/\d+ dmg.*  vs  P2 \D+ \d+/\d+ dmg.*\n(\f\n)?attack: `).MatchString(r.stdout) {
		t.Errorf("no hat or no power and damage before an attack:\n%s", tail(r.stdout))
	}

	// The sale: select pet 1, undo, select it again, confirm.
	first := r.stdout[strings.Index(r.stdout, "Sell pets for an Apple each"):]
	pet := regexp.MustCompile(`  1\) \[ \] (.+?) \(`).FindStringSubmatch(first)
	if pet == nil {
		t.Fatalf("no pet listed in the sell dialog:\n%s", first)
	}
	for _, want := range []string{"  1) [x] " + pet[1], "sell> u\n", "sell> ok\n", "P1 sells " + pet[1] + " for an Apple"} {
		if !strings.Contains(first, want) {
			t.Errorf("sell dialog lacks %q", want)
		}
	}

	// The first deck order: move down, undo, move, confirm; the battle
	// must use the confirmed order.
	lists := deckLists(r.stdout)
	if len(lists) < 4 {
		t.Fatalf("want at least 4 deck listings, got %d", len(lists))
	}
	proposed, moved, undone, swapped := lists[0], lists[1], lists[2], lists[3]
	want := append([]string{proposed[1], proposed[0]}, proposed[2:]...)
	if strings.Join(undone, ",") != strings.Join(proposed, ",") || strings.Join(swapped, ",") != strings.Join(want, ",") ||
		strings.Join(moved, ",") != strings.Join(want, ",") {
		t.Errorf("deck listings: proposed %v, after d 1 %v, after u %v, after m 1 2 %v", proposed, moved, undone, swapped)
	}
	if line := "P1's deck (top first): " + strings.Join(swapped, ", ") + "\n"; !strings.Contains(r.stdout, line) {
		t.Errorf("the first battle does not use the confirmed order %q", line)
	}

	// The record replays, and says the same result.
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	rr := runCLI(t, "", "replay", "--seat", "0", path)
	result := regexp.MustCompile(`\nresult: .*\n`).FindString(r.stdout)
	if rr.code != exitOK || !strings.Contains(rr.stdout, result) {
		t.Errorf("replay: exit code %d, lacks %q; stderr: %s", rr.code, result, rr.stderr)
	}
}

func TestPlayToTheEnd(t *testing.T) {
	tests := []struct{ seed, seat, vs string }{
		// P2 arranges last; the battle needs no roll and P2 opens round 2.
		{"1", "1", "heuristic"},
		{"2", "0", "heuristic"},
		{"5", "1", "random"},
	}
	for _, tt := range tests {
		t.Run(strings.Join([]string{tt.seed, tt.seat, tt.vs}, " "), func(t *testing.T) {
			r, _ := playScripted(t, "play", "cardbattle", "--seed", tt.seed, "--seat", tt.seat, "--vs", tt.vs)
			if r.code != exitOK || !strings.Contains(r.stdout, "\nresult: ") {
				t.Errorf("exit code %d; stderr: %s\nstdout tail:\n%s", r.code, r.stderr, tail(r.stdout))
			}
		})
	}
}

func TestPlayHotseat(t *testing.T) {
	r, _ := playScripted(t, "play", "cardbattle", "--hotseat", "--seed", "4")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s\nstdout tail:\n%s", r.code, r.stderr, tail(r.stdout))
	}
	separator := strings.Repeat("\n", 40)
	for _, want := range []string{separator + "Pass the screen to P1", separator + "Pass the screen to P2", "---- P2", "\nresult: "} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q", strings.TrimLeft(want, "\n"))
		}
	}
	if strings.Contains(r.stdout, "You win!") || strings.Contains(r.stdout, "You lose.") {
		t.Error("a hotseat game speaks to one person at the end")
	}
}

// TestPlayEveryGame plays each game to the end through a pipe, against
// bots and hotseat, for several player counts: the result is shown, the
// person (alone) gets a verdict, hotseat passes the screen to every seat,
// and the record replays to the end.
func TestPlayEveryGame(t *testing.T) {
	tests := []struct {
		game   string
		args   []string
		people int
		want   []string
	}{
		{"cardbattle", []string{"--players", "4", "--vs", "random", "--seat", "2", "--seed", "1"}, 1,
			[]string{"you are P3, random plays P1, P2, P4", "---- P3", "\nfinal trophies: "}},
		{"tableau", []string{"--vs", "random", "--seed", "2"}, 1,
			[]string{"Tableau, seed 2: you are P1, random plays P2", "your turn: draft 1 of 5", "\nRound 1 of 6", "== round 2 ==", "\nfinal VP: "}},
		{"tableau", []string{"--players", "3", "--seat", "1", "--seed", "1"}, 1,
			[]string{"you are P2, heuristic plays P1, P3", "P2 (you)", "\nfinal VP: "}},
		{"tableau", []string{"--hotseat", "--seed", "1"}, 2, []string{"2 people take turns", "\nfinal VP: "}},
		{"tableau", []string{"--hotseat", "--players", "3", "--seed", "1"}, 3, []string{"3 people take turns", "---- P3", "\nfinal VP: "}},
		{"dojo", []string{"--vs", "random", "--seed", "5"}, 1, []string{"*** ", "Cancel: choose again", "workout summary:"}},
		{"dojo", []string{"--players", "1", "--seed", "5"}, 1, []string{"you play alone", "\nsolo mission: 27 animals defeated, 0 missed\n", "workout summary:"}},
		{"dojo", []string{"--hotseat", "--rules", "exercise=off", "--seed", "1"}, 2, []string{"2 people take turns", "\nresult: "}},
	}
	for _, tt := range tests {
		t.Run(tt.game+" "+strings.Join(tt.args, " "), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.json")
			r, _ := playScripted(t, append([]string{"play", tt.game, "--record", path}, tt.args...)...)
			if r.code != exitOK {
				t.Fatalf("exit code %d; stderr: %s\nstdout tail:\n%s", r.code, r.stderr, tail(r.stdout))
			}
			for _, want := range tt.want {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("output lacks %q", want)
				}
			}
			verdict := regexp.MustCompile(`\n(You win!|You lose\.|It's a draw\.|You share the victory\.)\n`).MatchString(r.stdout)
			if alone := tt.people == 1 && !strings.Contains(r.stdout, "you play alone"); verdict != alone {
				t.Errorf("a verdict (%v) at the end, want one only for one person against bots:\n%s", verdict, tail(r.stdout))
			}
			if tt.people > 1 {
				for p := 1; p <= tt.people; p++ {
					if want := fmt.Sprintf("Pass the screen to P%d", p); !strings.Contains(r.stdout, want) {
						t.Errorf("output lacks %q", want)
					}
				}
			}
			if st := replayRecordFile(t, path, tt.game); !st.IsTerminal() {
				t.Error("the record does not replay to the end")
			}
		})
	}
}

// replayRecordFile reads the record of a game of name from path and
// replays it through the registry.
func replayRecordFile(t *testing.T, path, name string) game.State {
	t.Helper()
	rec := parseRecordFile(t, path)
	e, g, err := registry.ForRecord(rec, nil)
	if err != nil || e.Name != name {
		t.Fatalf("the record is for %q, want %q: %v", rec.Game, name, err)
	}
	st, err := game.Replay(g, rec)
	if err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	return st
}

func TestPlayEndsEarly(t *testing.T) {
	tests := []struct {
		name, game, stdin, want string
	}{
		{"input ends", "cardbattle", "1\n1\n", "menagerie: play cardbattle: the input ended; the game is not finished\n"},
		{"empty input", "cardbattle", "", "the input ended; the game is not finished"},
		{"quit", "cardbattle", "1\nq\n", "menagerie: play cardbattle: you quit; the game is not finished\n"},
		{"quit in the sell dialog", "cardbattle", "1\n1\n7\nquit\n", "you quit; the game is not finished"},
		{"input ends", "tableau", "1\n1\n", "menagerie: play tableau: the input ended; the game is not finished\n"},
		{"quit", "dojo", strings.Repeat("1\n", 20) + "q\n", "menagerie: play dojo: you quit; the game is not finished\n"},
	}
	for _, tt := range tests {
		t.Run(tt.game+" "+tt.name, func(t *testing.T) {
			// A game that is quit may be saved in the current directory.
			t.Chdir(t.TempDir())
			path := filepath.Join(t.TempDir(), "partial.json")
			r := runCLI(t, tt.stdin, "play", tt.game, "--vs", "random", "--seed", "3", "--record", path)
			if r.code != exitFailure || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit code %d, want 1; stderr lacks %q:\n%s", r.code, tt.want, r.stderr)
			}
			// The unfinished game is kept, and replays up to where it stopped.
			if st := replayRecordFile(t, path, tt.game); st.IsTerminal() {
				t.Error("the partial record replays to the end")
			}
		})
	}
}

func TestPlayInvalidInput(t *testing.T) {
	tests := []struct {
		name, stdin, want string
	}{
		{"not a number", "x\n", `"x" is not a choice: type a number from 1 to 6, h for help or q to quit`},
		{"out of range", "9\n", `"9" is not a choice`},
		{"help", "h\n", "i NAME     describe a card"},
		{"card info", "i ant\n", "Ant: pet, tier 1, power 1. Faint: put 1 Apple on top of your deck."},
		{"unknown card", "i unicorn\n", `no card is called "unicorn"`},
		{"empty sale", "1\n1\n7\nok\n", "No pet is selected"},
		{"undo nothing", "1\n1\n7\nu\n", "Nothing to undo."},
		{"cancel sale", "1\n1\n7\nc\n", "Nothing sold."},
		{"not a pet", "1\n1\n7\n5\n", `"5" is not a pet`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runCLI(t, tt.stdin, "play", "cardbattle", "--vs", "random", "--seed", "3")
			if r.code != exitFailure || !strings.Contains(r.stdout, tt.want) {
				t.Errorf("exit code %d; output lacks %q:\n%s", r.code, tt.want, tail(r.stdout))
			}
			if strings.Count(r.stdout, "choose 1-")+strings.Count(r.stdout, "sell> ") < strings.Count(tt.stdin, "\n")+1 {
				t.Errorf("not re-prompted after each answer:\n%s", tail(r.stdout))
			}
		})
	}
}

func TestPlayUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--seat", "2"}, "--seat 2: want 0 (P1) to 1 (P2)"},
		{[]string{"--vs", "bogus"}, `--vs: seat P2: bot "bogus": unknown kind "bogus"`},
		{[]string{"--hotseat", "--vs", "random"}, "--hotseat seats only people"},
		{[]string{"--rules", "dice=9"}, "--rules"},
		{[]string{"--seed", "-1"}, "--seed"},
		{[]string{"tableau", "--players", "3", "--seat", "3"}, "--seat 3: want 0 (P1) to 2 (P3)"},
		{[]string{"tableau", "--players", "9"}, "--players"},
		{[]string{"dojo", "--hotseat", "--seat", "1"}, "--hotseat seats only people"},
		{[]string{"dojo", "--players", "1", "--vs", "random"}, "--vs: a game of 1 player has no other seat"},
		{[]string{"--seat", "0,0"}, "--seat 0 is given twice"},
		{[]string{"--seat", "one"}, `invalid argument "one" for "--seat"`},
		{[]string{"--seat", "0,1", "--vs", "random"}, "every seat is a person's"},
		{[]string{"--players", "4", "--vs", "random", "--vs", "heuristic"}, "--vs is given 2 times for 3 bot seats (P2, P3, P4)"},
		{[]string{"tableau", "--players", "4", "--seat", "1,3", "--vs", "random", "--vs", "bogus"}, `--vs: seat P3: bot "bogus"`},
		{[]string{"--resume", "x.save.json", "--seed", "3"}, "--resume goes on with the saved game as it was: leave out --seed"},
		{[]string{"--resume", "x.save.json", "--vs", "random"}, "leave out --vs"},
		{[]string{"--resume", "x.save.json", "--packs", "golden"}, "leave out --packs"},
		{[]string{"tableau", "--resume", "x.save.json", "--players", "3"}, "leave out --players"},
		{[]string{"--resume", "-"}, "--resume -: the input is for playing"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			args := append([]string{"play", "cardbattle"}, tt.args...)
			if tt.args[0] == "tableau" || tt.args[0] == "dojo" {
				args = append([]string{"play"}, tt.args...)
			}
			r := runCLI(t, "", args...)
			if r.code != exitUsage || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit code %d, want 2; stderr lacks %q:\n%s", r.code, tt.want, r.stderr)
			}
		})
	}
}

func TestPlayRefusesToOverwriteRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(path, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "1\n", "play", "cardbattle", "--seed", "3", "--record", path)
	if r.code != exitFailure || !strings.Contains(r.stderr, "already exists; refusing to overwrite it") {
		t.Errorf("exit code %d; stderr:\n%s", r.code, r.stderr)
	}
	if r.stdout != "" {
		t.Errorf("the game started:\n%s", r.stdout)
	}
	if data, _ := os.ReadFile(path); string(data) != "keep me" {
		t.Errorf("the file was changed to %q", data)
	}
}

// tail returns the end of a long output, for failure messages.
func tail(s string) string {
	if len(s) > 3000 {
		return "..." + s[len(s)-3000:]
	}
	return s
}

func TestHelpListsPlaySimReplay(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"--help"}, []string{"play cardbattle", "sim cardbattle", "replay FILE", "menagerie sim cardbattle --bots heuristic,random --games 200"}},
		{[]string{"play", "cardbattle", "--help"}, []string{"--vs", "--hotseat", "--record", "m FROM TO"}},
		{[]string{"sim", "cardbattle", "--help"}, []string{"--bots", "--records", "--progress", "--max-actions", "ismcts:iters=500,c=0.5,heuristic"}},
		{[]string{"replay", "--help"}, []string{"--seat", "--full", "--all", "--cards"}},
		{[]string{"play", "tableau", "--help"}, []string{"--vs", "--seat", "--players", "--hotseat", "--record", "--seed"}},
		{[]string{"play", "dojo", "--help"}, []string{"exercise=honor", "--players 1 plays the solo"}},
		{[]string{"play"}, []string{"cardbattle", "tableau", "dojo"}},
		{[]string{"sim"}, []string{"cardbattle"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			if r.code != exitOK {
				t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
			}
			for _, want := range tt.want {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("help lacks %q", want)
				}
			}
		})
	}
}

// TestQuitSavesAndResumes: a person who quits and confirms gets the game
// saved in the current directory; play --resume goes on from there to the
// end, and the finished game's record begins with the saved actions.
func TestQuitSavesAndResumes(t *testing.T) {
	for _, name := range []string{"cardbattle", "tableau", "dojo"} {
		t.Run(name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			r := runCLI(t, "1\n1\nq\ny\n", "play", name, "--vs", "random", "--seed", "4")
			save := name + "-4.save.json"
			// The command to go on is on a line of its own, whole.
			if r.code != exitFailure || !strings.Contains(r.stdout, "The game is saved in "+save) || !strings.Contains(r.stdout, "\n  menagerie play --resume "+save+"\n") {
				t.Fatalf("exit code %d; stdout does not tell of %s:\n%s\nstderr: %s", r.code, save, tail(r.stdout), r.stderr)
			}
			data, err := os.ReadFile(save)
			if err != nil {
				t.Fatal(err)
			}
			_, saved, err := parseSave(data)
			if err != nil {
				t.Fatal(err)
			}
			rec := filepath.Join(t.TempDir(), "game.json")
			r, _ = playScripted(t, "play", "--resume", save, "--record", rec)
			if r.code != exitOK {
				t.Fatalf("resuming: exit code %d; stderr: %s\nstdout tail:\n%s", r.code, r.stderr, tail(r.stdout))
			}
			if st := replayRecordFile(t, rec, name); !st.IsTerminal() {
				t.Error("the resumed game did not end")
			}
			whole := parseRecordFile(t, rec)
			n := len(saved.Actions)
			if n == 0 || len(whole.Actions) <= n || !slices.Equal(whole.Actions[:n], saved.Actions) {
				t.Errorf("the finished record (%d actions) does not begin with the %d saved actions", len(whole.Actions), n)
			}
		})
	}
}
