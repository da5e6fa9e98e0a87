package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/sim"
)

func TestSplitBotSpecs(t *testing.T) {
	tests := []struct {
		values []string
		want   []string
	}{
		{[]string{"heuristic,random"}, []string{"heuristic", "random"}},
		{[]string{"ismcts:iters=500,c=0.5,heuristic"}, []string{"ismcts:iters=500,c=0.5", "heuristic"}},
		{[]string{"heuristic", "ismcts:iters=2000,workers=1"}, []string{"heuristic", "ismcts:iters=2000,workers=1"}},
		{[]string{" random , heuristic "}, []string{"random", "heuristic"}},
		{[]string{"ismcts:iters=5,ismcts:iters=6,c=1"}, []string{"ismcts:iters=5", "ismcts:iters=6,c=1"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.values, " "), func(t *testing.T) {
			got, err := splitBotSpecs(tt.values)
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("splitBotSpecs(%q) = %q, %v; want %q", tt.values, got, err, tt.want)
			}
		})
	}
}

func TestSimJSON(t *testing.T) {
	r := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "6", "--seed", "5", "--json")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	if r.stderr != "" {
		t.Errorf("stderr is not empty without a terminal or --progress:\n%s", r.stderr)
	}
	var raw map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &raw); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, r.stdout)
	}
	for _, key := range []string{"bots", "seats", "games"} {
		if _, ok := raw[key]; !ok {
			t.Errorf("report lacks %q", key)
		}
	}
	bots, _ := raw["bots"].([]any)
	if len(bots) != 2 {
		t.Fatalf("want 2 bots, got %v", raw["bots"])
	}
	for _, b := range bots {
		bot, _ := b.(map[string]any)
		for _, key := range []string{"name", "games", "wins", "losses", "draws", "win_rate", "ci95", "by_seat", "elo"} {
			if _, ok := bot[key]; !ok {
				t.Errorf("bot %v lacks %q", bot["name"], key)
			}
		}
	}
	var rep struct {
		Bots []struct {
			Name   string `json:"name"`
			Games  int    `json:"games"`
			Wins   int    `json:"wins"`
			BySeat []struct {
				Games int `json:"games"`
			} `json:"by_seat"`
		} `json:"bots"`
		Seats []struct {
			Seat  int `json:"seat"`
			Games int `json:"games"`
			Wins  int `json:"wins"`
		} `json:"seats"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Bots[0].Name != "heuristic" || rep.Bots[1].Name != "random" {
		t.Errorf("bot names %q, %q", rep.Bots[0].Name, rep.Bots[1].Name)
	}
	for _, b := range rep.Bots {
		// Seats rotate: each bot plays each seat in half of the games.
		if b.Games != 6 || len(b.BySeat) != 2 || b.BySeat[0].Games != 3 || b.BySeat[1].Games != 3 {
			t.Errorf("bot %s: %d games, by seat %+v; want 6 games, 3 in each seat", b.Name, b.Games, b.BySeat)
		}
	}
	if len(rep.Seats) != 2 || rep.Seats[0].Seat != 0 || rep.Seats[1].Seat != 1 || rep.Seats[0].Games != 6 {
		t.Errorf("seats %+v; want seats 0 and 1 with 6 games each", rep.Seats)
	}
}

func TestSimSameSeedAnyWorkers(t *testing.T) {
	args := []string{"sim", "cardbattle", "--bots", "heuristic,random,random", "--games", "9", "--seed", "11", "--json"}
	one := runCLI(t, "", append(args, "--workers", "1")...)
	two := runCLI(t, "", append(args, "--workers", "2")...)
	if one.code != exitOK || two.code != exitOK {
		t.Fatalf("exit codes %d and %d; stderr: %s%s", one.code, two.code, one.stderr, two.stderr)
	}
	if one.stdout != two.stdout {
		t.Errorf("--workers 1 and --workers 2 differ:\n%s\n---\n%s", one.stdout, two.stdout)
	}
	// More workers than games: only as many as there are games play.
	most := runCLI(t, "", append(args, "--workers", "1024")...)
	if most.code != exitOK || most.stdout != one.stdout {
		t.Errorf("--workers 1024 for 9 games: exit code %d, stderr %s, output differs from --workers 1:\n%s", most.code, most.stderr, most.stdout)
	}
}

func TestSimCSV(t *testing.T) {
	r := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic", "--bots", "random", "--games", "4", "--csv")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	const header = "row,bot,seat,games,wins,losses,draws,win_rate,ci95_low,ci95_high,avg_actions,elo"
	if lines[0] != header {
		t.Errorf("header %q, want %q", lines[0], header)
	}
	// 2 bots + 2 seats + 2x2 bot-seat rows.
	if len(lines) != 1+2+2+4 {
		t.Errorf("%d lines, want 9:\n%s", len(lines), r.stdout)
	}
	for _, prefix := range []string{"bot,heuristic,,4,", "bot,random,,4,", "seat,,0,4,", "seat,,1,4,", "bot_seat,heuristic,1,2,"} {
		if !strings.Contains(r.stdout, "\n"+prefix) {
			t.Errorf("no row starting %q:\n%s", prefix, r.stdout)
		}
	}
}

// TestSimSeatWithoutGames: a bot that never sat in a seat has no win rate
// there: "-" in the tables, empty cells in the CSV, never "0.0%".
func TestSimSeatWithoutGames(t *testing.T) {
	text := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "1")
	csv := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "1", "--csv")
	if text.code != exitOK || csv.code != exitOK {
		t.Fatalf("exit codes %d, %d; stderr: %s%s", text.code, csv.code, text.stderr, csv.stderr)
	}
	for _, want := range []string{"heuristic  P2    0      0     0       0      -         -\n", "random     P1    0      0     0       0      -         -\n"} {
		if !strings.Contains(text.stdout, want) {
			t.Errorf("tables lack %q:\n%s", want, text.stdout)
		}
	}
	for _, want := range []string{"bot_seat,heuristic,1,0,0,0,0,,,,,\n", "bot_seat,random,0,0,0,0,0,,,,,\n"} {
		if !strings.Contains(csv.stdout, want) {
			t.Errorf("CSV lacks %q:\n%s", want, csv.stdout)
		}
	}
}

func TestSimTables(t *testing.T) {
	tests := []struct {
		bots    string
		want    []string
		notWant string
	}{
		{"heuristic,random", []string{"BOT ", "AVG ACTIONS", "SEAT ", "95% CI", "\nP1 ", "\nheuristic  P2 ", "average game: "}, "ELO"},
		{"heuristic,random,random", []string{"ELO", "random#1", "random#2"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.bots, func(t *testing.T) {
			r := runCLI(t, "", "sim", "cardbattle", "--bots", tt.bots, "--games", "6")
			if r.code != exitOK {
				t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
			}
			for _, want := range tt.want {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("output lacks %q:\n%s", want, r.stdout)
				}
			}
			if tt.notWant != "" && strings.Contains(r.stdout, tt.notWant) {
				t.Errorf("output has %q:\n%s", tt.notWant, r.stdout)
			}
		})
	}
}

func TestSimProgress(t *testing.T) {
	r := runCLI(t, "", "sim", "cardbattle", "--bots", "random,random", "--games", "5", "--json", "--progress")
	if r.code != exitOK || !strings.Contains(r.stderr, "100%") || !strings.Contains(r.stderr, "(5/5") {
		t.Errorf("exit code %d; stderr lacks a finished progress bar:\n%q", r.code, r.stderr)
	}
	if !json.Valid([]byte(r.stdout)) {
		t.Errorf("stdout is not JSON:\n%s", r.stdout)
	}
}

func TestSimRecords(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "records")
	r := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "3", "--records", dir)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 3 {
		t.Fatalf("%d files in %s, want 3", len(entries), dir)
	}
	before := map[string]string{}
	for i := 1; i <= 3; i++ {
		path := filepath.Join(dir, fmt.Sprintf("game-%05d.json", i))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		before[path] = string(data)
		rec, err := game.ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		g, err := cardbattle.New(nil, rec.Options)
		if err != nil {
			t.Fatal(err)
		}
		s, err := game.Replay(g, rec)
		if err != nil || !s.IsTerminal() {
			t.Errorf("%s does not replay to the end: %v", path, err)
		}
		if rr := runCLI(t, "", "replay", path); rr.code != exitOK || !strings.Contains(rr.stdout, "\nresult: ") {
			t.Errorf("replay %s: exit code %d; stderr: %s", path, rr.code, rr.stderr)
		}
	}

	// A second run into the same directory must not touch the records.
	again := runCLI(t, "", "sim", "cardbattle", "--bots", "random,random", "--games", "5", "--records", dir)
	if again.code != exitFailure || !strings.Contains(again.stderr, "game-00001.json already exists; refusing to overwrite it") {
		t.Errorf("exit code %d; stderr:\n%s", again.code, again.stderr)
	}
	for path, want := range before {
		if data, _ := os.ReadFile(path); string(data) != want {
			t.Errorf("%s was changed", path)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 3 {
		t.Errorf("%d files in %s after the refused run, want 3", len(entries), dir)
	}
}

func TestSimUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--bots", "heuristic,bogus"}, `bot "bogus": unknown kind "bogus"`},
		{[]string{"--bots", "ismcts:iters=0,random"}, `iters="0" is too small: at least 1`},
		{[]string{"--bots", "random:x=1,random"}, "random takes no parameters"},
		{[]string{"--bots", "heuristic,random", "--players", "4", "--packs", "classic,golden"}, "want at least 4 bots, got 2"},
		{[]string{"--bots", "random", "--players", "4", "--rules", "players=6"}, `--players 4 and --rules players="6" disagree`},
		{[]string{"--bots", "random", "--players", "3"}, "option players=\"3\": want 2, 4 or 6"},
		{[]string{"--bots", "random", "--players", "7"}, `invalid argument "7" for "--players" flag: want a whole number from 1 to 6`},
		{[]string{"--bots", "random", "--packs", "golden", "--rules", "packs=magic"}, "give the packs once"},
		{[]string{}, "want at least 2 bots, got 0"},
		{[]string{"--bots", "c=0.5,heuristic"}, `parameter "c=0.5" comes before any bot`},
		{[]string{"--bots", "heuristic,,random"}, "empty bot spec"},
		{[]string{"--bots", "heuristic,random", "--json", "--csv"}, "--json and --csv cannot be used together"},
		{[]string{"--bots", "heuristic,random", "--games", "0"}, `invalid argument "0" for "--games" flag: want a whole number from 1 to 1000000000`},
		{[]string{"--bots", "heuristic,random", "--games", "-1"}, `invalid argument "-1" for "--games" flag: want a whole number from 1 to 1000000000`},
		{[]string{"--bots", "heuristic,random", "--games", "1000000001"}, `"--games" flag: want a whole number from 1 to 1000000000`},
		{[]string{"--bots", "heuristic,random", "--games", "9223372036854775807"}, `"--games" flag: want a whole number from 1 to 1000000000`},
		{[]string{"--bots", "heuristic,random", "--games", "1e6"}, `"--games" flag: want a whole number from 1 to 1000000000`},
		{[]string{"--bots", "heuristic,random", "--workers", "-1"}, `invalid argument "-1" for "--workers" flag: want a whole number from 1 to 1024`},
		{[]string{"--bots", "heuristic,random", "--workers", "0"}, `invalid argument "0" for "--workers" flag: want a whole number from 1 to 1024`},
		{[]string{"--bots", "heuristic,random", "--workers", "100000000", "--games", "2"}, `"--workers" flag: want a whole number from 1 to 1024`},
		{[]string{"--bots", "heuristic,random", "--seed", "-1"}, `invalid argument "-1" for "--seed" flag: want a whole number from 0 to 18446744073709551615`},
		{[]string{"--bots", "heuristic,random", "--seed", "18446744073709551616"}, `"--seed" flag: want a whole number from 0 to 18446744073709551615`},
		{[]string{"--bots", "heuristic,random", "--max-actions", "-1"}, `invalid argument "-1" for "--max-actions" flag: want a whole number from 0 to`},
		{[]string{"--bots", strings.Repeat("random,", 1000) + "random"}, "--bots: want at most 1000 bots, got 1001"},
		{[]string{"--bots", "heuristic,random", "--rules", "colour=red"}, `unknown option "colour"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", append([]string{"sim", "cardbattle"}, tt.args...)...)
			if r.code != exitUsage || !strings.HasPrefix(r.stderr, "menagerie: ") || !strings.Contains(r.stderr, tt.want) ||
				strings.Count(r.stderr, "\n") != 2 {
				t.Errorf("exit code %d, want %d; stderr is not one line with %q and the help hint:\n%s", r.code, exitUsage, tt.want, r.stderr)
			}
		})
	}
}

func TestSimChart(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "strength.png")
	r := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "4", "--chart", path)
	if r.code != exitOK {
		t.Fatalf("exit code %d: %s", r.code, r.stderr)
	}
	data, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Fatalf("no PNG chart written: %v", err)
	}
	again := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "4", "--chart", path)
	if again.code != exitFailure || !strings.Contains(again.stderr, "already exists; refusing to overwrite it") {
		t.Errorf("an existing chart must not be overwritten: exit %d, %s", again.code, again.stderr)
	}
	bad := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "4", "--chart", filepath.Join(dir, "x.jpg"))
	if bad.code != exitUsage {
		t.Errorf("a .jpg chart should be a usage error, exit %d", bad.code)
	}
}

// executeContext runs the command line args with ctx, as run does without
// one, and returns what it printed and its error.
func executeContext(ctx context.Context, args ...string) (stdout, stderr string, err error) {
	var out, errOut bytes.Buffer
	root := newRootCmd()
	root.SetArgs(args)
	root.SetIn(strings.NewReader(""))
	root.SetOut(&out)
	root.SetErr(&errOut)
	_, err = root.ExecuteContextC(ctx)
	return out.String(), errOut.String(), err
}

func TestSimCancelledContextPrintsAnEmptyPartialReport(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := filepath.Join(t.TempDir(), "records")
	tests := []struct {
		format string
		check  func(t *testing.T, stdout string)
	}{
		{"text", func(t *testing.T, stdout string) {
			if !strings.HasPrefix(stdout, "partial report: interrupted after 0 of 50 games\n0 games of cardbattle, seed 1,") {
				t.Errorf("report not labelled as partial:\n%s", stdout)
			}
		}},
		{"--json", func(t *testing.T, stdout string) {
			var rep struct {
				Games        int  `json:"games"`
				Interrupted  bool `json:"interrupted"`
				PlannedGames int  `json:"planned_games"`
				Bots         []struct {
					Games int `json:"games"`
				} `json:"bots"`
			}
			if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
				t.Fatalf("not JSON: %v\n%s", err, stdout)
			}
			if rep.Games != 0 || !rep.Interrupted || rep.PlannedGames != 50 || len(rep.Bots) != 2 {
				t.Errorf("report %+v; want 0 games of 2 bots, interrupted, 50 planned", rep)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.format, func(t *testing.T) {
			args := []string{"sim", "cardbattle", "--bots", "random,random", "--games", "50", "--records", dir}
			if tc.format != "text" {
				args = append(args, tc.format)
			}
			stdout, stderr, err := executeContext(ctx, args...)
			if !errors.Is(err, context.Canceled) || err.Error() != "sim cardbattle: interrupted after 0 of 50 games" {
				t.Errorf("error %v; want an interruption after 0 of 50 games", err)
			}
			if !strings.Contains(stderr, "0 game records written to ") {
				t.Errorf("stderr does not count the records written:\n%s", stderr)
			}
			tc.check(t, stdout)
		})
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("%d records written by a batch cancelled before it started", len(entries))
	}
}

// simChildArgs names the environment variable that makes
// TestSimCtrlCPrintsPartialReport run the command line it holds (arguments
// one per line) as the program, in a process of its own.
const simChildArgs = "MENAGERIE_TEST_SIM_ARGS"

func TestSimCtrlCPrintsPartialReport(t *testing.T) {
	if args := os.Getenv(simChildArgs); args != "" {
		os.Exit(run(strings.Split(args, "\n"), os.Stdin, os.Stdout, os.Stderr))
	}
	dir := filepath.Join(t.TempDir(), "records")
	args := []string{"sim", "cardbattle", "--bots", "random,random", "--games", "1000000", "--workers", "2", "--progress", "--records", dir}
	child := exec.Command(os.Args[0], "-test.run=^TestSimCtrlCPrintsPartialReport$")
	child.Env = append(os.Environ(), simChildArgs+"="+strings.Join(args, "\n"))
	var stdout bytes.Buffer
	child.Stdout = &stdout
	stderrPipe, err := child.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(time.Minute, func() { child.Process.Kill() })
	defer timer.Stop()
	// Press Ctrl-C once the progress bar shows some games done.
	var stderr bytes.Buffer
	counted := regexp.MustCompile(`\(([1-9][0-9]*)/1000000,`)
	buf := make([]byte, 4096)
	signalled := false
	for {
		n, err := stderrPipe.Read(buf)
		stderr.Write(buf[:n])
		if !signalled && counted.Match(stderr.Bytes()) {
			if err := child.Process.Signal(os.Interrupt); err != nil {
				child.Process.Kill()
				child.Wait()
				t.Skipf("cannot send Ctrl-C here: %v", err)
			}
			signalled = true
		}
		if err != nil {
			break
		}
	}
	err = child.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != exitInterrupted {
		t.Fatalf("exit %v, want code %d; stderr:\n%s", err, exitInterrupted, stderr.String())
	}
	m := regexp.MustCompile(`^partial report: interrupted after ([0-9]+) of 1000000 games; the report counts games 1 to ([0-9]+)\n([0-9]+) games of cardbattle`).FindStringSubmatch(stdout.String())
	if m == nil || m[1] != m[2] || m[1] != m[3] || m[1] == "0" {
		t.Fatalf("stdout does not start with a partial report of the games done:\n%s", stdout.String())
	}
	done, _ := strconv.Atoi(m[1])
	for _, want := range []string{
		fmt.Sprintf("\n%d game records written to %s\n", done, dir),
		fmt.Sprintf("\nmenagerie: sim cardbattle: interrupted after %d of 1000000 games; the report counts games 1 to %d\n", done, done),
	} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != done || entries[done-1].Name() != fmt.Sprintf("game-%05d.json", done) {
		t.Errorf("%d records in %s (%v); want the %d games of the report", len(entries), dir, err, done)
	}
}

func TestRecordIndex(t *testing.T) {
	tests := []struct {
		name  string
		index int
		ok    bool
	}{
		{"game-00001.json", 0, true},
		{"game-12345.json", 12344, true},
		{"game-1000000000.json", 999_999_999, true},
		{"game-00000.json", 0, false},
		{"game-1.json", 0, false},
		{"game-000001.json", 0, false},
		{"game-00001.json.tmp", 0, false},
		{"game--0001.json", 0, false},
		{"notes.txt", 0, false},
	}
	for _, tc := range tests {
		if i, ok := recordIndex(tc.name); i != tc.index || ok != tc.ok {
			t.Errorf("recordIndex(%q) = %d, %v; want %d, %v", tc.name, i, ok, tc.index, tc.ok)
		}
	}
}

func TestPrepareRecordDirLooksOnlyAtExistingFiles(t *testing.T) {
	tests := []struct {
		files []string
		games int
		want  string // "" when the directory is fine
	}{
		{nil, sim.MaxGames, ""},
		{[]string{"notes.txt", "game-7.json", "game-00009.json"}, 8, ""},
		{[]string{"notes.txt", "game-00009.json"}, sim.MaxGames, "game-00009.json already exists; refusing to overwrite it (choose an empty directory)"},
		{[]string{"game-1000000000.json"}, sim.MaxGames, "game-1000000000.json already exists"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.files, ","), func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "records")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			for _, name := range tc.files {
				if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			err := prepareRecordDir(dir, tc.games)
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("prepareRecordDir(%d games) = %v; want %q", tc.games, err, tc.want)
			}
		})
	}
}

// TestSimEveryGame plays a short batch of each registered game at its
// largest player count, with one bot spec filling every seat.
func TestSimEveryGame(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"cardbattle", "--players", "6"}, "games of cardbattle, seed 1, classic+golden+magic pack,"},
		{[]string{"tableau", "--players", "4"}, "games of tableau, seed 1, classic set,"},
		{[]string{"tableau", "--players", "3", "--rules", "extension=true"}, "games of tableau, seed 1, classic+designed set,"},
		{[]string{"dojo", "--players", "2"}, "games of dojo, seed 1, starter set,"},
		{[]string{"dojo", "--rules", "modifiers=off,animals_only=true,turn_cap=40"}, "games of dojo, seed 1, starter set,"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", append([]string{"sim"}, append(tt.args, "--bots", "random", "--games", "2", "--workers", "1")...)...)
			if r.code != exitOK || !strings.Contains(r.stdout, tt.want) || !strings.Contains(r.stdout, "random#1") {
				t.Errorf("exit code %d; stdout lacks %q or random#1:\n%s%s", r.code, tt.want, r.stdout, r.stderr)
			}
		})
	}
}

// TestSimUsageErrorsEveryGame checks the rule and bot errors of the games
// other than Card Battle (TestSimUsageErrors has Card Battle's).
func TestSimUsageErrorsEveryGame(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"tableau", "--bots", "heuristic,random", "--rules", "players=3"}, "want at least 3 bots, got 2"},
		{[]string{"tableau", "--bots", "heuristic,random", "--rules", "players=5"}, "option players"},
		{[]string{"tableau", "--bots", "heuristic,random", "--rules", "colour=red"}, `unknown option "colour"`},
		{[]string{"tableau", "--bots", "heuristic,bogus"}, `unknown kind "bogus"`},
		{[]string{"tableau", "--bots", "heuristic,random", "--cards", "../../games/tableau/data/designed.yaml", "--rules", "extension=true"},
			`--rules: extension=true cannot add the designed extension to card set designed: card "Otter" of set designed is also in set designed`},
		{[]string{"dojo", "--bots", "heuristic,random", "--rules", "colour=red"}, `unknown option "colour"`},
		{[]string{"dojo", "--bots", "random", "--players", "3"}, "--players"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", append([]string{"sim"}, tt.args...)...)
			if r.code != exitUsage || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit code %d, want %d; stderr lacks %q:\n%s", r.code, exitUsage, tt.want, r.stderr)
			}
		})
	}
}
