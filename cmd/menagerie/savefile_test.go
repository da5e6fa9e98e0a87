package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/registry"
	"menagerie/session"
)

// gameSoFar plays the first steps of a game of name between random bots
// (every step to the end when steps is negative) and returns its record.
func gameSoFar(t *testing.T, name string, seed uint64, steps int) *game.Record {
	t.Helper()
	e, err := registry.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := e.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]agent.Agent, g.NumPlayers())
	for i := range bots {
		if bots[i], err = e.NewBot("random", g); err != nil {
			t.Fatal(err)
		}
	}
	s, err := session.New(session.Config{Game: g, Seed: seed, Bots: bots})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i != steps && !s.Over(); i++ {
		if _, ok, err := s.Step(); err != nil || !ok {
			t.Fatalf("the game stopped early: %v", err)
		}
	}
	if steps >= 0 && s.Over() {
		t.Fatalf("the game ended within %d steps", steps)
	}
	return s.Record()
}

// TestSaveRoundTrip saves games of each game and reads them back: the
// same record, seats, names and play options.
func TestSaveRoundTrip(t *testing.T) {
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			dir := t.TempDir()
			rec := gameSoFar(t, e.Name, 11, 25)
			seats := []string{personSeat, "ismcts:iters=50,c=0.5"}
			names := []string{"The Fizzy Robots", "The Rude Bagels"}
			options := map[string]string{"no-hints": "true"}
			path, err := saveGame(dir, rec, seats, names, options)
			if err != nil {
				t.Fatal(err)
			}
			if want := filepath.Join(dir, e.Name+"-11.save.json"); path != want {
				t.Errorf("saved to %s, want %s", path, want)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			r, err := decodeSave(data, nil)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case r.entry != e:
				t.Errorf("a saved game of %s, want %s", r.entry.Name, e.Name)
			case !slices.Equal(r.rec.Actions, rec.Actions) || r.rec.Seed != 11:
				t.Errorf("the record changed: %d actions from seed %d", len(r.rec.Actions), r.rec.Seed)
			case !slices.Equal(r.save.Seats, seats) || !slices.Equal(r.save.TeamNames, names):
				t.Errorf("seats %q, names %q", r.save.Seats, r.save.TeamNames)
			case len(r.save.Options) != 1 || r.save.Options["no-hints"] != "true":
				t.Errorf("play options %v", r.save.Options)
			}
			// The session goes on from the saved game.
			s, err := session.Load(session.Config{Game: r.game}, r.rec)
			if err != nil {
				t.Fatal(err)
			}
			if s.Queued() != len(rec.Actions) {
				t.Errorf("%d actions to replay, want %d", s.Queued(), len(rec.Actions))
			}
		})
	}
}

// TestSaveNeverOverwrites checks that a save takes the next free name,
// and leaves alone what was there, a symbolic link included.
func TestSaveNeverOverwrites(t *testing.T) {
	dir := t.TempDir()
	taken := filepath.Join(dir, "tableau-5.save.json")
	if err := os.WriteFile(taken, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "target")
	if err := os.Symlink(target, filepath.Join(dir, "tableau-5-2.save.json")); err != nil {
		t.Fatal(err)
	}
	rec := gameSoFar(t, "tableau", 5, 10)
	var paths []string
	for range 2 {
		path, err := saveGame(dir, rec, []string{personSeat, "random"}, []string{"A", "B"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, filepath.Base(path))
	}
	if want := []string{"tableau-5-3.save.json", "tableau-5-4.save.json"}; !slices.Equal(paths, want) {
		t.Errorf("saved to %v, want %v", paths, want)
	}
	if data, _ := os.ReadFile(taken); string(data) != "keep me" {
		t.Errorf("the file there was changed to %q", data)
	}
	if _, err := os.Lstat(target); !os.IsNotExist(err) {
		t.Errorf("a save was written through the symbolic link: %v", err)
	}
}

// editSave saves a game of Card Battle and returns the file's JSON as a
// map, to be edited.
func editSave(t *testing.T) map[string]any {
	t.Helper()
	rec := gameSoFar(t, "cardbattle", 3, 30)
	data, err := encodeSave(rec, []string{personSeat, "heuristic"}, []string{"The Fizzy Robots", "The Rude Bagels"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestDamagedSaveRefused checks that a saved game that is damaged or was
// edited is refused, with what is wrong, both read alone and by `play
// --resume`, whose error names the file.
func TestDamagedSaveRefused(t *testing.T) {
	rec := func(m map[string]any) map[string]any { return m["record"].(map[string]any) }
	tests := []struct {
		name string
		edit func(m map[string]any)
		raw  string
		want string
	}{
		{name: "not JSON", raw: "{\"format\": 1,", want: "not a saved game"},
		{name: "a game record", raw: `{"game": "cardbattle", "seed": 1, "actions": []}`, want: `not a saved game: json: unknown field "game"`},
		{name: "trailing data", raw: `{"format": 1} {}`, want: "trailing data"},
		{name: "other format", edit: func(m map[string]any) { m["format"] = 7 }, want: "saved game format 7: this program reads format 1"},
		{name: "no record", edit: func(m map[string]any) { delete(m, "record") }, want: "the saved game has no record"},
		{name: "action changed", edit: func(m map[string]any) {
			acts := rec(m)["actions"].([]any)
			acts[len(acts)-1], acts[len(acts)-2] = acts[len(acts)-2], acts[len(acts)-1]
		}, want: "its seed, options or actions were changed after it was written"},
		{name: "seed changed", edit: func(m map[string]any) { rec(m)["seed"] = 4 }, want: "changed after it was written"},
		{name: "not sealed", edit: func(m map[string]any) { delete(rec(m), "outcome") }, want: "the game record is not sealed"},
		{name: "other rules", edit: func(m map[string]any) { rec(m)["rules_version"] = "cardbattle/1" }, want: `rules version "cardbattle/1"`},
		{name: "unknown game", edit: func(m map[string]any) { rec(m)["game"] = "chess" }, want: `"chess"`},
		{name: "seats missing", edit: func(m map[string]any) { m["seats"] = []any{"person"} }, want: "seats: 1 for a game of 2 players"},
		{name: "a bot unknown", edit: func(m map[string]any) { m["seats"] = []any{"person", "genius"} }, want: `seats: seat P2: bot "genius"`},
		{name: "no person", edit: func(m map[string]any) { m["seats"] = []any{"random", "random"} }, want: "seats: no seat is played by a person"},
		{name: "one name", edit: func(m map[string]any) { m["team_names"] = []any{"A"} }, want: "team_names: 1 names for 2 sides"},
		{name: "same names", edit: func(m map[string]any) { m["team_names"] = []any{"A", "A"} }, want: `team_names: "A" names two sides`},
		{name: "empty name", edit: func(m map[string]any) { m["team_names"] = []any{"A", " "} }, want: "team_names: seat P2 has no name"},
		{name: "long name", edit: func(m map[string]any) { m["team_names"] = []any{strings.Repeat("x", 41), "B"} }, want: "longer than 40"},
		{name: "escape in a name", edit: func(m map[string]any) { m["team_names"] = []any{"A\x1b[2J", "B"} }, want: "cannot be shown"},
		{name: "unknown option", edit: func(m map[string]any) { m["play_options"] = map[string]any{"turbo": "true"} }, want: `play_options: "turbo" is not a play option`},
		{name: "a rule as option", edit: func(m map[string]any) { m["play_options"] = map[string]any{"packs": "golden"} }, want: `play_options: "packs" is not a play option`},
		{name: "bad option value", edit: func(m map[string]any) { m["play_options"] = map[string]any{"no-hints": "maybe"} }, want: "play_options: --no-hints maybe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := []byte(tt.raw)
			if tt.edit != nil {
				m := editSave(t)
				tt.edit(m)
				var err error
				if data, err = json.Marshal(m); err != nil {
					t.Fatal(err)
				}
			}
			path := filepath.Join(t.TempDir(), "edited.save.json")
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			for _, args := range [][]string{{"play", "cardbattle", "--resume", path}, {"play", "--resume", path}} {
				r := runCLI(t, "", args...)
				if r.code != exitFailure || !strings.Contains(r.stderr, tt.want) || !strings.Contains(r.stderr, "--resume "+path+": ") {
					t.Errorf("%s: exit code %d, want 1; stderr lacks the file and %q:\n%s", strings.Join(args[:2], " "), r.code, tt.want, r.stderr)
				}
				if r.stdout != "" {
					t.Errorf("the game started:\n%s", r.stdout)
				}
			}
		})
	}
}

// TestResumeRefusals checks the saved games that cannot go on: another
// game's, one already over, and files that cannot be read.
func TestResumeRefusals(t *testing.T) {
	dir := t.TempDir()
	tableauSave, err := saveGame(dir, gameSoFar(t, "tableau", 2, 10), []string{personSeat, "random"}, []string{"A", "B"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	over := gameSoFar(t, "dojo", 1, -1)
	overSave, err := saveGame(dir, over, []string{personSeat, "random"}, []string{"A", "B"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.save.json")
	if err := os.WriteFile(big, make([]byte, maxRecordRead+1), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"play", "cardbattle", "--resume", tableauSave}, "this is a saved game of Tableau: go on with menagerie play tableau --resume " + tableauSave},
		{[]string{"play", "dojo", "--resume", overSave}, "the saved game is over"},
		{[]string{"play", "--resume", filepath.Join(dir, "none.save.json")}, "no such file or directory"},
		{[]string{"play", "--resume", big}, "far too big for a saved game"},
		{[]string{"play", "tableau", "--resume", tableauSave, "--record", tableauSave}, "--record: " + tableauSave + " already exists"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			if r.code != exitFailure || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit code %d, want 1; stderr lacks %q:\n%s", r.code, tt.want, r.stderr)
			}
		})
	}
}

// TestResumeStarts checks that a good saved game is accepted, by the
// game's command and by `play --resume`, and goes on with its seats.
func TestResumeStarts(t *testing.T) {
	dir := t.TempDir()
	path, err := saveGame(dir, gameSoFar(t, "cardbattle", 3, 30), []string{"random", personSeat}, []string{"A", "B"}, map[string]string{"no-hints": "true"})
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"play", "cardbattle", "--resume", path}, {"play", "--resume", path}} {
		r := runCLI(t, "", args...)
		want := "Card Battle, seed 3, resumed after 30 actions: you are P2, random plays P1. Type h for help.\n"
		if !strings.HasPrefix(r.stdout, want) || !strings.Contains(r.stderr, "the input ended") {
			t.Errorf("%s: exit code %d; stdout does not start with %q:\n%s\nstderr: %s", strings.Join(args[:2], " "), r.code, want, tail(r.stdout), r.stderr)
		}
	}
}

func TestPlayResumeUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"play", "--cards", "pack.yaml"}, "--cards without --resume"},
		{[]string{"play", "--resume", "-"}, "--resume -: the input is for playing"},
		{[]string{"play", "chess", "--resume", "x.save.json"}, `unknown command "chess" for "menagerie play"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			if r.code != exitUsage || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit code %d, want 2; stderr lacks %q:\n%s", r.code, tt.want, r.stderr)
			}
		})
	}
}
