package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
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
		{[]string{"--bots", "ismcts:iters=0,random"}, `iters="0" is not valid`},
		{[]string{"--bots", "random:x=1,random"}, "random takes no parameters"},
		{[]string{"--bots", "heuristic"}, "want at least 2 bots, got 1"},
		{[]string{}, "want at least 2 bots, got 0"},
		{[]string{"--bots", "c=0.5,heuristic"}, `parameter "c=0.5" comes before any bot`},
		{[]string{"--bots", "heuristic,,random"}, "empty bot spec"},
		{[]string{"--bots", "heuristic,random", "--json", "--csv"}, "--json and --csv cannot be used together"},
		{[]string{"--bots", "heuristic,random", "--games", "0"}, "want at least 1 game"},
		{[]string{"--bots", "heuristic,random", "--workers", "-1"}, "--workers -1"},
		{[]string{"--bots", "heuristic,random", "--rules", "colour=red"}, `unknown option "colour"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", append([]string{"sim", "cardbattle"}, tt.args...)...)
			if r.code != exitUsage || !strings.HasPrefix(r.stderr, "menagerie: ") || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit code %d, want %d; stderr lacks %q:\n%s", r.code, exitUsage, tt.want, r.stderr)
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
	if again.code != exitFailure || !strings.Contains(again.stderr, "not overwriting") {
		t.Errorf("an existing chart must not be overwritten: exit %d, %s", again.code, again.stderr)
	}
	bad := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "4", "--chart", filepath.Join(dir, "x.jpg"))
	if bad.code != exitUsage {
		t.Errorf("a .jpg chart should be a usage error, exit %d", bad.code)
	}
}
