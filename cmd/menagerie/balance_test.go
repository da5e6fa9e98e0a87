package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/balance"
)

// TestBalanceShardsMergeLikeOneRun plays a small Dojo run whole and in 3
// shards through the command line, merges the shards, and wants the same
// JSON figures and summary; the HTML report is written too.
func TestBalanceShardsMergeLikeOneRun(t *testing.T) {
	dir := t.TempDir()
	args := []string{"balance", "dojo", "--bots", "random", "--games", "9", "--seed", "4", "--counterfactual-card", "Berries", "--replace", "remove"}
	whole := filepath.Join(dir, "whole.json")
	r := runCLI(t, "", append(args, "--json", whole, "-o", filepath.Join(dir, "whole.html"))...)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	var parts []string
	for _, k := range []string{"1/3", "2/3", "3/3"} {
		part := filepath.Join(dir, "part-"+k[:1]+".json")
		if r := runCLI(t, "", append(args, "--shard", k, "--partial", part)...); r.code != exitOK {
			t.Fatalf("shard %s: exit code %d; stderr: %s", k, r.code, r.stderr)
		}
		parts = append(parts, part)
	}
	merged := filepath.Join(dir, "merged.json")
	m := runCLI(t, "", append([]string{"balance", "merge", "--json", merged}, parts...)...)
	if m.code != exitOK {
		t.Fatalf("merge: exit code %d; stderr: %s", m.code, m.stderr)
	}
	a, errA := os.ReadFile(whole)
	b, errB := os.ReadFile(merged)
	if errA != nil || errB != nil || !bytes.Equal(a, b) {
		t.Errorf("the merged figures differ from one run's (%v, %v)", errA, errB)
	}
	if m.stdout != r.stdout {
		t.Errorf("summaries differ:\n%s\n%s", r.stdout, m.stdout)
	}
	var rep struct {
		Games    int `json:"games"`
		Sections []struct {
			Players int `json:"players"`
			Cards   []struct {
				Name           string          `json:"name"`
				Counterfactual json.RawMessage `json:"counterfactual"`
			} `json:"cards"`
		} `json:"sections"`
	}
	if err := json.Unmarshal(a, &rep); err != nil || rep.Games != 9 || len(rep.Sections) != 1 || rep.Sections[0].Players != 2 {
		t.Fatalf("figures: %v %+v", err, rep)
	}
	for _, c := range rep.Sections[0].Cards {
		if (c.Name == "Berries") != (c.Counterfactual != nil) {
			t.Errorf("%s: counterfactual %s", c.Name, c.Counterfactual)
		}
	}
	if info, err := os.Stat(whole); err != nil || info.Mode().Perm()&0o044 == 0 {
		t.Errorf("%s is readable only by its owner: %v", whole, err)
	}
	html, err := os.ReadFile(filepath.Join(dir, "whole.html"))
	if err != nil || !strings.Contains(string(html), "<svg") || !strings.Contains(string(html), "Berries") {
		t.Errorf("HTML report: %v", err)
	}
	if !strings.Contains(r.stdout, "dojo: 9 games per player count") || !strings.Contains(r.stdout, "First Player") {
		t.Errorf("summary:\n%s", r.stdout)
	}
}

// reportFigures is the part of a balance report's JSON the tests read.
type reportFigures struct {
	Sections []struct {
		Players int `json:"players"`
		Cards   []struct {
			Name           string            `json:"name"`
			Fields         map[string]string `json:"fields"`
			Counterfactual json.RawMessage   `json:"counterfactual"`
		} `json:"cards"`
	} `json:"sections"`
}

// TestBalanceChosenPacks measures Card Battle with built-in packs chosen
// by --packs, a counterfactual changing the chosen pack's file: the cards
// reported are that pack's alone.
func TestBalanceChosenPacks(t *testing.T) {
	figures := filepath.Join(t.TempDir(), "golden.json")
	r := runCLI(t, "", "balance", "cardbattle", "--packs", "golden", "--games", "2", "--workers", "1",
		"--counterfactual-card", "Salmon", "--json", figures)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	data, err := os.ReadFile(figures)
	if err != nil {
		t.Fatal(err)
	}
	var rep reportFigures
	if err := json.Unmarshal(data, &rep); err != nil || len(rep.Sections) != 1 || len(rep.Sections[0].Cards) == 0 {
		t.Fatalf("figures: %v %+v", err, rep)
	}
	for _, c := range rep.Sections[0].Cards {
		if c.Fields["pack"] != "golden" {
			t.Errorf("%s is of pack %q, not golden", c.Name, c.Fields["pack"])
		}
		if (c.Name == "Salmon") != (c.Counterfactual != nil) {
			t.Errorf("%s: counterfactual %s", c.Name, c.Counterfactual)
		}
	}
}

// TestBalanceCardAtSomeCounts: with 4 and 6 players a Magic card (in play
// with 6 only) is measured where it is in play; a card in neither count's
// packs is refused, naming both.
func TestBalanceCardAtSomeCounts(t *testing.T) {
	figures := filepath.Join(t.TempDir(), "magic.json")
	args := []string{"balance", "cardbattle", "--players", "4,6", "--games", "1", "--workers", "1"}
	r := runCLI(t, "", append(args, "--counterfactual-card", "Unicorn", "--json", figures)...)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	data, err := os.ReadFile(figures)
	if err != nil {
		t.Fatal(err)
	}
	var rep reportFigures
	if err := json.Unmarshal(data, &rep); err != nil || len(rep.Sections) != 2 {
		t.Fatalf("figures: %v %+v", err, rep)
	}
	for _, sec := range rep.Sections {
		unicorn := false
		for _, c := range sec.Cards {
			unicorn = unicorn || c.Name == "Unicorn"
			if (c.Name == "Unicorn") != (c.Counterfactual != nil) {
				t.Errorf("%d players, %s: counterfactual %s", sec.Players, c.Name, c.Counterfactual)
			}
		}
		if unicorn != (sec.Players == 6) {
			t.Errorf("%d players: Unicorn in play %v", sec.Players, unicorn)
		}
	}
	r = runCLI(t, "", append(args, "--counterfactual-card", "Joker")...)
	if r.code != exitFailure || !strings.Contains(r.stderr, `no card "Joker" in classic+golden pack or classic+golden+magic pack`) {
		t.Errorf("exit code %d; stderr: %s", r.code, r.stderr)
	}
}

// TestBalanceRefuses refuses bad arguments with a clear message and
// never overwrites a file.
func TestBalanceRefuses(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "old.html")
	if err := os.WriteFile(existing, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	junk := filepath.Join(dir, "junk.json")
	if err := os.WriteFile(junk, []byte(fmt.Sprintf(`{"format": %d}`, balance.PartialFormat)), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"an existing report", []string{"balance", "dojo", "--games", "1", "-o", existing}, exitFailure, "already exists; refusing to overwrite it"},
		{"one file twice", []string{"balance", "dojo", "--games", "1", "-o", filepath.Join(dir, "a"), "--json", filepath.Join(dir, "a")}, exitUsage, "--output and --json both name"},
		{"a shard without --partial", []string{"balance", "dojo", "--shard", "1/2"}, exitUsage, "give --partial FILE"},
		{"a bad shard", []string{"balance", "dojo", "--shard", "3/2", "--partial", filepath.Join(dir, "p")}, exitUsage, `--shard "3/2": want K/N`},
		{"too many shards", []string{"balance", "dojo", "--games", "2", "--shard", "1/3", "--partial", filepath.Join(dir, "p")}, exitUsage, "leave some shards without a game"},
		{"a player count the game has not", []string{"balance", "dojo", "--players", "3"}, exitUsage, `--players "3": want counts from [2 1]`},
		{"a bad replacement", []string{"balance", "dojo", "--replace", "swap"}, exitUsage, `--replace "swap"`},
		{"both counterfactual flags", []string{"balance", "dojo", "--counterfactual", "--counterfactual-card", "Berries"}, exitUsage, "not both"},
		{"an unknown card", []string{"balance", "dojo", "--games", "1", "--counterfactual-card", "Joker"}, exitFailure, `no card "Joker"`},
		{"a missing card file", []string{"balance", "dojo", "--cards", filepath.Join(dir, "none.yaml")}, exitFailure, "--cards"},
		{"merge without files", []string{"balance", "merge"}, exitUsage, "want at least one partial file"},
		{"merge of a bad file", []string{"balance", "merge", junk}, exitFailure, "junk.json: no game named"},
		{"merge into an existing file", []string{"balance", "merge", junk, "-o", existing}, exitFailure, "already exists"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := runCLI(t, "", tc.args...)
			if r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
				t.Errorf("exit code %d, stderr %q; want %d and %q", r.code, r.stderr, tc.code, tc.want)
			}
		})
	}
	if data, _ := os.ReadFile(existing); string(data) != "keep me" {
		t.Errorf("%s was overwritten", existing)
	}
}
