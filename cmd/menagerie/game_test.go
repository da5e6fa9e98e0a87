package main

import (
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/registry"
)

func TestGameRecordReplays(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	r := runCLI(t, "", "game", "cardbattle", "--seed", "7", "--record", path)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	rec, g := readRecord(t, path)
	if rec.Seed != 7 || len(rec.Actions) == 0 {
		t.Errorf("record has seed %d and %d actions", rec.Seed, len(rec.Actions))
	}
	s, err := game.Replay(g, rec)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if !s.IsTerminal() {
		t.Fatal("the replayed game is not over")
	}
	if want := game.OutcomeOf(s); !reflect.DeepEqual(rec.Outcome, want) {
		t.Errorf("the record claims the outcome %v; its replay reaches %v", rec.Outcome, want)
	}
	for _, want := range []string{
		"== round 1 ==", "== round 6 ==", "round 6 battle",
		"\n" + g.ResultText(s.Observe(0)) + "\n",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
}

func TestGameSameSeedSameOutput(t *testing.T) {
	tests := [][]string{
		{"game", "cardbattle", "--seed", "7"},
		{"game", "cardbattle", "--seed", "7", "--quiet"},
		{"game", "cardbattle", "--seed", "3", "--rules", "dice=0,1,1,2,2,3", "--rules", "first_player=random"},
	}
	if testing.Short() {
		tests = tests[1:2]
	}
	for _, args := range tests {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			a, b := runCLI(t, "", args...), runCLI(t, "", args...)
			if a.code != exitOK || a.stdout != b.stdout {
				t.Errorf("exit code %d; two runs differ:\n%s\n---\n%s", a.code, a.stdout, b.stdout)
			}
		})
	}
}

func TestGameQuiet(t *testing.T) {
	r := runCLI(t, "", "game", "cardbattle", "--seed", "7", "--quiet")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != exitOK || len(lines) != 5 || lines[1] != "P1: heuristic, P2: heuristic" || !strings.HasPrefix(lines[3], "final trophies: P1 ") {
		t.Errorf("exit code %d; want a header, the bots, the trophies and the result:\n%s", r.code, r.stdout)
	}
}

func TestGameBots(t *testing.T) {
	tests := []struct {
		bots string
		code int
		want string
	}{
		{"random,heuristic", exitOK, "P1: random, P2: heuristic"},
		{"ismcts:iters=50,c=0.5,random", exitOK, "P1: ismcts:iters=50,c=0.5, P2: random"},
		{"random", exitOK, "P1: random, P2: random"},
		{"random,random,heuristic", exitUsage, "want exactly 2 bots"},
		{"random,dragon", exitUsage, "unknown kind"},
	}
	for _, tc := range tests {
		t.Run(tc.bots, func(t *testing.T) {
			r := runCLI(t, "", "game", "cardbattle", "--quiet", "--bots", tc.bots)
			if r.code != tc.code || !strings.Contains(r.stdout+r.stderr, tc.want) {
				t.Errorf("exit code %d (want %d); output lacks %q:\n%s%s", r.code, tc.code, tc.want, r.stdout, r.stderr)
			}
		})
	}
}

func TestGameBadRecordPath(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "missing-dir")
	r := runCLI(t, "", "game", "cardbattle", "--quiet", "--record", filepath.Join(dir, "game.json"))
	if r.code != exitFailure || !strings.Contains(r.stderr, "game cardbattle: --record: directory "+dir+": no such file or directory") {
		t.Errorf("exit code %d; stderr:\n%s", r.code, r.stderr)
	}
	if r.stdout != "" {
		t.Errorf("the game was played before the refusal:\n%s", r.stdout)
	}
}

// TestGameEveryGame plays one game of every game at every player count,
// checks what it prints and that its record replays to the same end.
func TestGameEveryGame(t *testing.T) {
	wants := map[string][]string{
		"cardbattle": {"== round 1 ==", "== round 6 ==", "round 6 battle", "\nfinal trophies: P1 "},
		"tableau":    {"== round 1 ==", "round 6 combat", "\nfinal VP: P1 "},
		"dojo":       {"-- turn 1: P", "attacks", "\nresult: P"},
	}
	for _, e := range registry.Games() {
		for _, n := range e.Players {
			t.Run(fmt.Sprintf("%s %d players", e.Name, n), func(t *testing.T) {
				path := filepath.Join(t.TempDir(), "game.json")
				args := []string{"game", e.Name, "--players", fmt.Sprint(n), "--seed", "3", "--bots", "random", "--record", path}
				r := runCLI(t, "", args...)
				if r.code != exitOK {
					t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
				}
				head := fmt.Sprintf("%s, seed 3, ", e.Title)
				if !strings.HasPrefix(r.stdout, head) || !strings.Contains(r.stdout, fmt.Sprintf("P%d: random\n", n)) {
					t.Errorf("output lacks the header %q and the bots:\n%s", head, r.stdout)
				}
				for _, want := range wants[e.Name] {
					if !strings.Contains(r.stdout, want) && (e.Name != "dojo" || n > 1) {
						t.Errorf("output lacks %q", want)
					}
				}
				rec, g := readRecord(t, path)
				s, err := game.Replay(g, rec)
				if err != nil || !s.IsTerminal() {
					t.Fatalf("the record does not replay to the end: %v", err)
				}
				if end := "\n\n" + g.ResultText(s.Observe(0)) + "\n"; !strings.HasSuffix(r.stdout, end) {
					t.Errorf("output does not end with the replayed result %q", end)
				}
				quiet := runCLI(t, "", append(args[:len(args)-2], "--quiet")...)
				if quiet.code != exitOK || !strings.HasSuffix(r.stdout, strings.SplitN(quiet.stdout, "\n\n", 2)[1]) {
					t.Errorf("--quiet with the same seed gives another result:\n%s", quiet.stdout)
				}
			})
		}
	}
	solo := runCLI(t, "", "game", "dojo", "--rules", "mode=solo", "--bots", "heuristic", "--quiet")
	if solo.code != exitOK || !strings.Contains(solo.stdout, "solo mission: 27 animals defeated, 0 missed") {
		t.Errorf("solo: exit code %d:\n%s%s", solo.code, solo.stdout, solo.stderr)
	}
	bad := runCLI(t, "", "game", "tableau", "--bots", "heuristic,random,random")
	if bad.code != exitUsage || !strings.Contains(bad.stderr, "want exactly 2 bots") {
		t.Errorf("exit code %d: %s", bad.code, bad.stderr)
	}
}

// TestDojoTurnsHaveNoRoundHeaders: Dojo opens each turn with a line of its
// own ("-- turn 3: P2"), so neither the game nor its replay adds a round
// header; the games that count rounds keep theirs.
func TestDojoTurnsHaveNoRoundHeaders(t *testing.T) {
	for _, tc := range []struct {
		game    string
		headers bool
	}{{"dojo", false}, {"tableau", true}, {"cardbattle", true}} {
		path := filepath.Join(t.TempDir(), "game.json")
		played := runCLI(t, "", "game", tc.game, "--seed", "3", "--record", path)
		replayed := runCLI(t, "", "replay", "--all", path)
		for name, r := range map[string]cliResult{"game": played, "replay": replayed} {
			if r.code != exitOK {
				t.Fatalf("%s %s: exit code %d; stderr: %s", name, tc.game, r.code, r.stderr)
			}
			if got := strings.Contains(r.stdout, "\n== round 1 ==\n"); got != tc.headers {
				t.Errorf("%s %s: round header printed: %v, want %v", name, tc.game, got, tc.headers)
			}
			if turns := strings.Count(r.stdout, "\n-- turn "); tc.game == "dojo" && turns < 2 {
				t.Errorf("%s dojo: %d turn lines, want one a turn", name, turns)
			}
		}
	}
}
