package balance

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
	"menagerie/registry"
)

// near reports whether a and b agree to 4 decimals.
func near(a, b float64) bool { return math.Abs(a-b) < 5e-5 }

// checkRate compares a rate with the expected sample, rate and interval.
func checkRate(t *testing.T, what string, got Rate, n int, rate, lo, hi float64) {
	t.Helper()
	if got.N != n || !near(got.Rate, rate) || !near(got.CI95[0], lo) || !near(got.CI95[1], hi) {
		t.Errorf("%s: got n=%d %.4f [%.4f, %.4f], want n=%d %.4f [%.4f, %.4f]", what, got.N, got.Rate, got.CI95[0], got.CI95[1], n, rate, lo, hi)
	}
}

// TestToyReportByHand plays 8 toy games, bot first (takes the Ace, whose
// ability wins) against bot last (takes the Blank), seats rotated, and
// checks every figure against the values worked out by hand:
//
//   - even games: P1 is first, takes the Ace and wins; odd games: P2 is
//     first, takes the Ace and wins. Each seat wins 4 of 8: Wilson's
//     interval of 0.5 out of 8 is [0.2152, 0.7848].
//   - the Ace is offered to both seats of every game (16 seat-games),
//     taken in 8 (pick rate 0.5 of 16: [0.2800, 0.7200]) and its takers
//     win all 8: [0.6756, 1], above the 40-60% band; the Blank's takers
//     win none: [0, 0.3244], below it.
//   - with the Ace vanilla nobody has an ability and P1 always wins: the
//     takers' results per game go from a win to a win (even games, d=0)
//     or from a win to a loss (odd games, d=2 half-wins). Effect: 8
//     half-wins over 8 takers = 1 half-win = +0.5; per-game residuals ±1,
//     variance 8·(8/7)/8² = 1/7 in half-wins², standard error
//     sqrt(1/7)/2 = 0.1890, interval 0.5 ± 1.96·0.1890 = [0.1296, 0.8704],
//     wholly above +0.10: too strong.
func TestToyReportByHand(t *testing.T) {
	cfg := toyConfig(8)
	cfg.Counterfactual = []string{"Ace"}
	part, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReport(part, DefaultBands)
	if r.Games != 8 || len(r.Sections) != 1 {
		t.Fatalf("%d games, %d sections", r.Games, len(r.Sections))
	}
	s := r.Sections[0]
	for i, seat := range s.Seats {
		checkRate(t, "seat", seat.Rate, 8, 0.5, 0.2152, 0.7848)
		if seat.Flag != "" {
			t.Errorf("P%d flagged %s", i+1, seat.Flag)
		}
	}
	checkRate(t, "First Player", s.First.Rate, 8, 0.5, 0.2152, 0.7848)
	if len(s.Places) != 2 || s.Places[0] != s.First {
		t.Fatalf("places %+v, want two, the first the First Player's", s.Places)
	}
	checkRate(t, "place 2", s.Places[1].Rate, 8, 0.5, 0.2152, 0.7848)
	checkRate(t, "bot first", s.Levels[0].All, 8, 1, 0.6756, 1)
	checkRate(t, "bot last", s.Levels[1].All, 8, 0, 0, 0.3244)
	checkRate(t, "bot first in P1", s.Levels[0].Seats[0], 4, 1, 0.5101, 1)
	if l := s.Length; l.Actions != (Spread{Mean: 2, Min: 2, Max: 2}) || l.Rounds != (Spread{Mean: 1, Min: 1, Max: 1}) ||
		len(l.Histogram) != 1 || l.Histogram[0] != (Bin{From: 2, To: 3, Games: 8}) {
		t.Errorf("length %+v", l)
	}
	if len(s.Cards) != 2 || s.Cards[0].Name != "Ace" || s.Cards[1].Name != "Blank" {
		t.Fatalf("cards %+v", s.Cards)
	}
	ace, blank := s.Cards[0], s.Cards[1]
	if ace.Offered != 16 || ace.Picked != 8 || ace.Picks != 8 || ace.Kept != 8 || ace.Source != "designed" || ace.Fields["kind"] != "power" {
		t.Errorf("Ace counts %+v", ace)
	}
	checkRate(t, "Ace pick rate", ace.PickRate, 16, 0.5, 0.2800, 0.7200)
	checkRate(t, "Ace offered", ace.OfferedWin, 16, 0.5, 0.2800, 0.7200)
	checkRate(t, "Ace takers", ace.PickedWin, 8, 1, 0.6756, 1)
	checkRate(t, "Ace kept", ace.KeptWin, 8, 1, 0.6756, 1)
	checkRate(t, "Ace others", ace.NotPickedWin, 8, 0, 0, 0.3244)
	checkRate(t, "Ace takers, bot last", ace.ByLevel[1], 0, 0, 0, 0)
	checkRate(t, "Blank takers", blank.PickedWin, 8, 0, 0, 0.3244)
	e := ace.Counterfactual
	if e == nil || e.Games != 8 || e.Holders != 8 || !near(e.With, 1) || !near(e.Without, 0.5) || !near(e.Effect, 0.5) ||
		!near(e.CI95[0], 0.1296) || !near(e.CI95[1], 0.8704) {
		t.Errorf("Ace counterfactual %+v", e)
	}
	if blank.Counterfactual != nil {
		t.Errorf("Blank has a counterfactual: %+v", blank.Counterfactual)
	}
	if got := strings.Join(ace.Flags, "; "); got != "takers win too often; too strong" {
		t.Errorf("Ace flags %q", got)
	}
	if got := strings.Join(blank.Flags, "; "); got != "takers win too rarely" {
		t.Errorf("Blank flags %q", got)
	}
	if len(s.Groups) != 2 || s.Groups[0].Value != "plain" || s.Groups[0].Picked != 8 || s.Groups[1].Value != "power" || s.Groups[1].PickedWin != ace.PickedWin {
		t.Errorf("groups %+v", s.Groups)
	}
}

// TestEffectByHand checks the counterfactual interval on sums given by
// hand: three games, one taker each, results (a, b) = (2, 0), (2, 2),
// (0, 0) half-wins: effect 2/3 half-win = +0.3333; residuals 4/3, -2/3,
// -2/3 (sum of squares 8/3), variance (8/3)·(3/2)/9 = 4/9, standard error
// (2/3)/2 = 1/3, interval 0.3333 ± 1.96/3 = [-0.3200, 0.9867].
func TestEffectByHand(t *testing.T) {
	var p Paired
	p.add(1, 2, 0)
	p.add(1, 2, 2)
	p.add(1, 0, 0)
	e := effectOf(&p)
	if !near(e.Effect, 1.0/3) || !near(e.With, 2.0/3) || !near(e.Without, 1.0/3) || !near(e.CI95[0], 1.0/3-z95/3) || !near(e.CI95[1], 1.0/3+z95/3) {
		t.Errorf("effect %+v", e)
	}
	var one Paired
	one.add(2, 2, 0)
	if e := effectOf(&one); e.CI95 != [2]float64{-1, 1} {
		t.Errorf("one game: interval %v, want all of -1 to 1", e.CI95)
	}
	if effectOf(&Paired{}) != nil {
		t.Error("no takers: an effect")
	}
}

// TestDifferenceByHand checks Newcombe's interval of a difference: 8 of
// 8 against 4 of 8 is +0.5 with [1-0.6756 from a's side, ...]: lower
// 0.5 - sqrt((1-0.6756)² + (0.7848-0.5)²) = 0.0684, upper 0.5 +
// sqrt(0 + (0.5-0.2152)²) = 0.7848.
func TestDifferenceByHand(t *testing.T) {
	d := difference(winRate(Count{N: 8, Wins: 8}), winRate(Count{N: 8, Wins: 4}))
	if !near(d.Change, 0.5) || math.Abs(d.CI95[0]-0.0684) > 1e-3 || math.Abs(d.CI95[1]-0.7848) > 1e-3 {
		t.Errorf("difference %+v", d)
	}
	if difference(Rate{}, winRate(Count{N: 1})) != nil {
		t.Error("a difference from an empty rate")
	}
}

// encode is a value's JSON, for comparing partials and reports bit for bit.
func encode(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestMergeEqualsOneRun plays each run whole and in 4 shards, merges the
// shards in two orders, and wants the same partial and report, byte for
// byte, as the whole run.
func TestMergeEqualsOneRun(t *testing.T) {
	dojo, err := registry.Lookup("dojo")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		cfg  Config
	}{
		{"toy with a counterfactual and a baseline", func() Config {
			c := toyConfig(22)
			c.Counterfactual = []string{"Ace"}
			c.Baseline = &CardFile{Name: "three.yaml", Data: []byte("cards:\n  - name: Ace\n    ability:\n      wins: true\n  - name: Blank\n  - name: Joker\n")}
			return c
		}()},
		{"dojo, random bots", Config{Definition: &dojo.Definition, Bots: []string{"random"},
			NewBot: dojo.NewBot, Games: 12, Seed: 3, Workers: 2, Counterfactual: []string{"Berries"}, Replace: ReplaceRemove}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			whole, err := Run(context.Background(), tc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			var shards []*Partial
			for k := 1; k <= 4; k++ {
				c := tc.cfg
				c.Shard, c.Shards, c.Workers = k, 4, 1
				p, err := Run(context.Background(), c)
				if err != nil {
					t.Fatal(err)
				}
				var buf bytes.Buffer
				if err := p.Write(&buf); err != nil {
					t.Fatal(err)
				}
				if p, err = ReadPartial("shard", buf.Bytes()); err != nil {
					t.Fatal(err)
				}
				shards = append(shards, p)
			}
			inOrder, err := Merge(shards...)
			if err != nil {
				t.Fatal(err)
			}
			left, err := Merge(shards[3], shards[1])
			if err != nil {
				t.Fatal(err)
			}
			right, err := Merge(shards[2], shards[0])
			if err != nil {
				t.Fatal(err)
			}
			shuffled, err := Merge(left, right)
			if err != nil {
				t.Fatal(err)
			}
			want := encode(t, whole)
			for name, got := range map[string]*Partial{"in order": inOrder, "in another order": shuffled} {
				if !bytes.Equal(encode(t, got), want) {
					t.Errorf("merged %s: the partial differs from one run's", name)
				}
				if !bytes.Equal(encode(t, NewReport(got, DefaultBands)), encode(t, NewReport(whole, DefaultBands))) {
					t.Errorf("merged %s: the report differs from one run's", name)
				}
			}
			if shards[0].Counted()+shards[1].Counted()+shards[2].Counted()+shards[3].Counted() != tc.cfg.Games {
				t.Errorf("shards count %d, %d, %d, %d games of %d", shards[0].Counted(), shards[1].Counted(), shards[2].Counted(), shards[3].Counted(), tc.cfg.Games)
			}
		})
	}
}

// TestMergeRefuses refuses partials that are not disjoint parts of one run.
func TestMergeRefuses(t *testing.T) {
	run := func(edit func(*Config)) *Partial {
		c := toyConfig(8)
		edit(&c)
		p, err := Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	first := run(func(c *Config) { c.Shard, c.Shards = 1, 2 })
	tests := []struct {
		name  string
		other *Partial
		want  string
	}{
		{"the same shard twice", run(func(c *Config) { c.Shard, c.Shards = 1, 2 }), "games 1 to 4 are counted twice"},
		{"another seed", run(func(c *Config) { c.Shard, c.Shards, c.Seed = 2, 2, 8 }), "its seed is 8, not 7"},
		{"another length", run(func(c *Config) { c.Shard, c.Shards, c.Games = 2, 2, 10 }), "part of a run of 10 games, not 8"},
		{"other bots", run(func(c *Config) { c.Shard, c.Shards, c.Bots = 2, 2, []string{"last", "first"} }), "its bots are"},
		{"other cards", run(func(c *Config) {
			c.Shard, c.Shards = 2, 2
			c.Cards = &CardFile{Name: "x", Data: []byte("cards:\n  - name: Ace\n")}
		}), "its card set"},
		{"a counterfactual", run(func(c *Config) { c.Shard, c.Shards, c.Counterfactual = 2, 2, []string{"Ace"} }), "counterfactual"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Merge(first, tc.other)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
	if _, err := Merge(); err == nil {
		t.Error("merged nothing")
	}
}

// TestReadPartialRefuses refuses files that are not sound partials.
func TestReadPartialRefuses(t *testing.T) {
	p, err := Run(context.Background(), toyConfig(4))
	if err != nil {
		t.Fatal(err)
	}
	good := string(encode(t, p))
	places := p.Sections[0].Places
	p.Sections[0].Places = places[:1]
	onePlace := string(encode(t, p))
	p.Sections[0].Places = places
	tests := []struct {
		name, data, want string
	}{
		{"not JSON", "{", "not a balance partial result"},
		{"an unknown field", strings.Replace(good, `"game":`, `"extra":1,"game":`, 1), "unknown field"},
		{"another format", strings.Replace(good, `"format":2`, `"format":9`, 1), "format 9"},
		{"games out of range", strings.Replace(good, `"games":4`, `"games":0`, 1), "games 0"},
		{"a range past the end", strings.Replace(good, `"to":4`, `"to":5`, 1), "covered range 0 to 5"},
		{"seats missing", strings.Replace(good, `"seats":[{`, `"seats":[],"x":[{`, 1), ""},
		{"a length outside the range", strings.Replace(good, `"lengths":{"2":4}`, `"lengths":{"-9":4}`, 1), "outside the lengths 2 to 2"},
		{"more wins than games", strings.Replace(good, `"places":[{"n":4,"wins":2`, `"places":[{"n":4,"wins":9`, 1), "place 1 in the turn order"},
		{"a place missing", onePlace, "do not fit 2 seats"},
		{"places of unequal counts", strings.Replace(good, `"places":[{"n":4`, `"places":[{"n":3`, 1), "do not add up"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadPartial("p.json", []byte(tc.data))
			if err == nil || !strings.HasPrefix(err.Error(), "p.json: ") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error naming p.json and saying %q", err, tc.want)
			}
		})
	}
	if _, err := ReadPartial("p.json", []byte(good)); err != nil {
		t.Errorf("a good partial: %v", err)
	}
}

// TestHTMLReport writes the toy run's report and parses the page as XML
// (it is written to parse as both HTML and XML), then looks for its
// figures: the seats' and cards' rates, the flags, and the charts.
func TestHTMLReport(t *testing.T) {
	cfg := toyConfig(8)
	cfg.Counterfactual = []string{"Ace"}
	part, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := NewReport(part, DefaultBands).WriteHTML(&buf); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	dec := xml.NewDecoder(strings.NewReader(page))
	dec.Strict = true
	svgs, scripts := 0, 0
	var text strings.Builder
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the page does not parse: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			switch tok.Name.Local {
			case "svg":
				svgs++
			case "script", "link", "img", "iframe":
				scripts++
			}
		case xml.CharData:
			text.Write(tok)
		}
	}
	if svgs != 4 {
		t.Errorf("%d charts, want 4 (seats, length, takers, effects)", svgs)
	}
	if scripts != 0 || strings.Contains(page, "http://") && !strings.Contains(page, `xmlns="http://www.w3.org/2000/svg"`) {
		t.Errorf("the page loads something (%d script, link, image or frame elements)", scripts)
	}
	for _, want := range []string{"Balance report: toy", "First Player", "21.5-78.5%", "Ace", "67.6-100.0%",
		"takers win too often, too strong", "+50.0", "+13.0 to +87.0", "kind power", "takers win too rarely"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the page does not say %q", want)
		}
	}
}

// TestGoldenReport compares the toy run's JSON report with the one kept in
// testdata (go test -update rewrites it).
func TestGoldenReport(t *testing.T) {
	cfg := toyConfig(6)
	cfg.EveryCard = true
	part, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(NewReport(part, DefaultBands)); err != nil {
		t.Fatal(err)
	}
	gametest.Golden(t, filepath.Join("testdata", "toy-report.json"), buf.String())
}

// TestEditCard changes cards of each built-in card file (in the file
// that holds them, when a game reads several) and of the toy file, and
// refuses what cannot be changed.
func TestEditCard(t *testing.T) {
	fourPlayers := game.Options{"players": "4", "packs": "classic,golden"}
	tests := []struct {
		name, game, card, mode string
		opts                   game.Options
		want                   string // an error, or "" for a valid changed file
	}{
		{"a Card Battle pet made vanilla", "cardbattle", "Mosquito", ReplaceVanilla, nil, ""},
		{"a Card Battle pet removed", "cardbattle", "Ant", ReplaceRemove, nil, ""},
		{"a Golden pet made vanilla with 4 players", "cardbattle", "Platypus", ReplaceVanilla, fourPlayers, ""},
		{"a Classic food made vanilla with 4 players", "cardbattle", "Chili", ReplaceVanilla, fourPlayers, ""},
		{"a Magic pet is in no pack of the game", "cardbattle", "Unicorn", ReplaceVanilla, fourPlayers, `no entry "- name: Unicorn"`},
		{"a Tableau animal made vanilla", "tableau", "Pig", ReplaceVanilla, nil, ""},
		{"a Dojo item removed", "dojo", "Whistle", ReplaceRemove, nil, ""},
		{"a Dojo item has no ability key", "dojo", "Whistle", ReplaceVanilla, nil, "Whistle has no ability to take away"},
		{"a Dojo animal is not a cards entry", "dojo", "Bear Cub", ReplaceRemove, nil, `no entry "- name: Bear Cub"`},
		{"an unknown card", "tableau", "Unicorn", ReplaceVanilla, nil, `no entry "- name: Unicorn"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, err := registry.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			rules := gameRules[tc.game]
			files, err := rules.builtin(tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			src := cardFiles{files: files, read: rules.read}
			g, err := src.change(&e.Definition, tc.card, tc.mode, tc.opts)
			if tc.want != "" {
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("got %v, want an error saying %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			orig, err := e.New(nil, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if g.CardSetHash() == orig.CardSetHash() {
				t.Error("the card set did not change")
			}
			if g.NumPlayers() != orig.NumPlayers() {
				t.Errorf("%d players, want %d", g.NumPlayers(), orig.NumPlayers())
			}
			changed := 0
			for _, file := range files {
				edited, err := editCard(file.Data, tc.card, tc.mode)
				if errors.Is(err, errNoEntry) {
					continue
				}
				changed++
				removed := len(file.Data) - len(edited)
				if removed <= 0 || !strings.Contains(string(edited), "game:") {
					t.Errorf("%s: %d bytes removed", file.Name, removed)
				}
				if tc.mode == ReplaceRemove && strings.Contains(string(edited), "name: "+tc.card+"\n") {
					t.Errorf("%s is still in %s", tc.card, file.Name)
				}
			}
			if changed != 1 {
				t.Errorf("%d files hold %s, want 1", changed, tc.card)
			}
		})
	}
	vanilla, err := editCard([]byte(toyFile), "Ace", ReplaceVanilla)
	if err != nil {
		t.Fatal(err)
	}
	if want := "game: toy\ncards:\n  - name: Ace\n    kind: power\n\n  - name: Blank\n    kind: plain\n"; string(vanilla) != want {
		t.Errorf("vanilla Ace:\n%s\nwant:\n%s", vanilla, want)
	}
	removed, err := editCard([]byte(toyFile), "Blank", ReplaceRemove)
	if err != nil {
		t.Fatal(err)
	}
	if want := "game: toy\ncards:\n  - name: Ace\n    kind: power\n    ability:\n      wins: true\n\n"; string(removed) != want {
		t.Errorf("without Blank:\n%q\nwant:\n%q", removed, want)
	}
}

// TestRunRefuses refuses runs that cannot be played, naming what is wrong.
func TestRunRefuses(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"no games", func(c *Config) { c.Games = 0 }, "0 games"},
		{"a shard past the end", func(c *Config) { c.Shard, c.Shards = 3, 2 }, "shard 3 of 2"},
		{"more shards than games", func(c *Config) { c.Shard, c.Shards = 1, 9 }, "9 shards of 8 games"},
		{"an unknown bot", func(c *Config) { c.Bots = []string{"first", "clever"} }, `toy bot "clever"`},
		{"an unknown card", func(c *Config) { c.Counterfactual = []string{"Joker"} }, `no card "Joker"`},
		{"a card with nothing to take away", func(c *Config) { c.Counterfactual = []string{"Blank"} }, "Blank has no ability"},
		{"a bad way to change a card", func(c *Config) { c.Replace = "swap" }, `replace "swap"`},
		{"player counts out of order", func(c *Config) { c.Players = []int{2, 2} }, "give each once"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := toyConfig(8)
			tc.edit(&c)
			_, err := Run(context.Background(), c)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// TestWorkersDoNotMatter wants the same partial from 1 and 3 workers.
func TestWorkersDoNotMatter(t *testing.T) {
	var got [][]byte
	for _, w := range []int{1, 3} {
		c := toyConfig(9)
		c.Workers = w
		p, err := Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, encode(t, p))
	}
	if !bytes.Equal(got[0], got[1]) {
		t.Error("1 and 3 workers count differently")
	}
}

// TestEveryoneTakesIt: when both seats take the Ace, the takers' results
// are a win and a loss with or without it, so its effect is exactly 0
// over every game.
func TestEveryoneTakesIt(t *testing.T) {
	cfg := toyConfig(6)
	cfg.Bots = []string{"first"}
	cfg.Counterfactual = []string{"Ace"}
	part, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	e := NewReport(part, DefaultBands).Sections[0].Cards[0].Counterfactual
	if e == nil || e.Games != 6 || e.Holders != 12 || e.Effect != 0 || e.CI95 != [2]float64{0, 0} || e.With != 0.5 {
		t.Errorf("effect %+v, want 0 over 6 games and 12 takers", e)
	}
}

// TestBaselineByHand plays the toy games with the Ace and, as the
// baseline, with a vanilla Ace (P1 then always wins). P1's win rate goes
// from 4 of 8 to 8 of 8: -0.5 with Newcombe's interval [-0.5 -
// sqrt(0.2848² + 0²), -0.5 + sqrt(0.2848² + 0.3244²)] = [-0.7848,
// -0.0683]; the Ace's takers' from 4 of 8 to 8 of 8 the other way:
// +0.5, [0.0683, 0.7848].
func TestBaselineByHand(t *testing.T) {
	cfg := toyConfig(8)
	vanilla, err := editCard([]byte(toyFile), "Ace", ReplaceVanilla)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Baseline = &CardFile{Name: "vanilla.yaml", Data: vanilla}
	part, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReport(part, DefaultBands)
	ch := r.Sections[0].Changes
	if r.Baseline == nil || ch == nil {
		t.Fatal("no baseline figures")
	}
	checkRate(t, "baseline P1", r.Baseline.Sections[0].Seats[0].Rate, 8, 1, 0.6756, 1)
	for what, tc := range map[string]struct {
		got    *Change
		change float64
		ci     [2]float64
	}{
		"P1":    {ch.Seats[0], -0.5, [2]float64{-0.7848, -0.0683}},
		"Ace":   {ch.Cards["Ace"].PickedWin, 0.5, [2]float64{0.0683, 0.7848}},
		"Blank": {ch.Cards["Blank"].PickedWin, -0.5, [2]float64{-0.7848, -0.0683}},
	} {
		if tc.got == nil || !near(tc.got.Change, tc.change) || math.Abs(tc.got.CI95[0]-tc.ci[0]) > 1e-3 || math.Abs(tc.got.CI95[1]-tc.ci[1]) > 1e-3 {
			t.Errorf("%s: change %+v, want %+.4f %v", what, tc.got, tc.change, tc.ci)
		}
	}
	if ch.Actions != 0 {
		t.Errorf("length change %v, want 0", ch.Actions)
	}
}
