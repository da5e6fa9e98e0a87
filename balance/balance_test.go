package balance

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"slices"
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
//   - with the taker's Ace vanilla (per seat, and for every seat alike)
//     nobody has an ability and P1 always wins: the taker's result goes
//     from a win to a win (even games, P1 took it) or from a win to a
//     loss (odd games, P2 took it). Effect: 4 turned pairs gaining 8
//     half-wins over 8 takers = +0.5; the discordance 4 of 8 has the
//     97.5% Wilson interval [0.1895, 0.8105], the share gained 4 of 4
//     [0.4433, 1], so the balance 2q-1 is [-0.1135, 1] and the effect's
//     interval [0.8105·-0.1135, 0.8105·1] = [-0.0920, 0.8105]. With 4
//     turned pairs, below MinDiscordant, it is not flagged.
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
	for what, e := range map[string]*Effect{"per seat": ace.Counterfactual, "all seats": ace.AllSeats} {
		if e == nil || e.Games != 8 || e.Takers != 8 || e.Discordant != 4 || !near(e.With, 1) || !near(e.Without, 0.5) || !near(e.Effect, 0.5) ||
			!near(e.CI95[0], -0.0920) || !near(e.CI95[1], 0.8105) {
			t.Errorf("Ace counterfactual, %s: %+v", what, e)
		}
	}
	if blank.Counterfactual != nil || blank.AllSeats != nil {
		t.Errorf("Blank has a counterfactual: %+v %+v", blank.Counterfactual, blank.AllSeats)
	}
	if got := strings.Join(ace.Flags, "; "); got != "takers win too often" {
		t.Errorf("Ace flags %q", got)
	}
	if got := strings.Join(blank.Flags, "; "); got != "takers win too rarely" {
		t.Errorf("Blank flags %q", got)
	}
	if len(s.Groups) != 2 || s.Groups[0].Value != "plain" || s.Groups[0].Picked != 8 || s.Groups[1].Value != "power" || s.Groups[1].PickedWin != ace.PickedWin {
		t.Errorf("groups %+v", s.Groups)
	}
}

// TestEffectByHand checks the counterfactual interval on small tables of
// pairs (a, b), in half-wins, worked out by hand with z = 2.2414 (97.5%):
//
//   - (2,0) three times, (0,2), (2,2) twice, (1,0), (0,0): 8 takers, 5
//     turned, 7 half-wins gained and 2 lost: effect (7-2)/16 = +0.3125.
//     The discordance, 4.5 wins of 8, has the Wilson interval [0.2293,
//     0.8474]; the share gained, 7/9 of 4.5, [0.2956, 0.9669], so the
//     balance 2q-1 lies in [-0.4088, 0.9337]. The effect's interval is
//     [0.8474·-0.4088, 0.8474·0.9337] = [-0.3464, 0.7913].
//   - 16 pairs none turned (both seats' results as before): effect 0,
//     the discordance 0 of 16 [0, 0.2390], the balance anything from -1
//     to 1: [-0.2390, +0.2390], not a point.
//   - one pair (2,0): effect +1, discordance 1 of 1 [0.1660, 1], share
//     gained 1 of 1 [0.1660, 1]: [-0.6680, 1].
func TestEffectByHand(t *testing.T) {
	pairs := func(ab ...[3]int) *Paired {
		var p Paired
		for _, x := range ab {
			for range x[2] {
				p.add(x[0], x[1])
			}
		}
		return &p
	}
	for _, c := range []struct {
		name               string
		pairs              *Paired
		effect, lo, hi     float64
		takers, discordant int
	}{
		{"mixed", pairs([3]int{2, 0, 3}, [3]int{0, 2, 1}, [3]int{2, 2, 2}, [3]int{1, 0, 1}, [3]int{0, 0, 1}), 0.3125, -0.3464, 0.7913, 8, 5},
		{"none turned", pairs([3]int{2, 2, 8}, [3]int{0, 0, 8}), 0, -0.2390, 0.2390, 16, 0},
		{"one pair", pairs([3]int{2, 0, 1}), 1, -0.6680, 1, 1, 1},
	} {
		e := effectOf(c.pairs)
		if e == nil || !near(e.Effect, c.effect) || !near(e.CI95[0], c.lo) || !near(e.CI95[1], c.hi) || e.Takers != c.takers || e.Discordant != c.discordant {
			t.Errorf("%s: effect %+v, want %+.4f [%.4f, %.4f] over %d takers, %d turned", c.name, e, c.effect, c.lo, c.hi, c.takers, c.discordant)
		}
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
			c.Baseline = &game.CardFile{Name: "three.yaml", Data: []byte("cards:\n  - name: Ace\n    ability:\n      wins: true\n  - name: Blank\n  - name: Joker\n")}
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
			c.Cards = &game.CardFile{Name: "x", Data: []byte("cards:\n  - name: Ace\n")}
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
		{"another format", strings.Replace(good, `"format":3`, `"format":9`, 1), "format 9"},
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

// TestHTMLReport writes the report of 24 toy games and parses the page as
// XML (it is written to parse as both HTML and XML), then looks for its
// figures: the seats' and cards' rates, the flags, and the charts with
// their values written out. The Ace's effect per seat is +0.5 with 12 of 24
// pairs turned, all gained: discordance [0.2920, 0.7080] (97.5% Wilson),
// share gained 12 of 12 [0.7049, 1], balance [0.4098, 1], interval
// [0.2920·0.4098, 0.7080·1] = [0.1196, 0.7080]: flagged too strong.
func TestHTMLReport(t *testing.T) {
	cfg := toyConfig(24)
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
	for _, want := range []string{"Balance report: toy", "First Player", "31.4-68.6%", "Ace", "86.2-100.0%",
		"takers win too often, too strong", "+50.0", "+12.0 to +70.8", "50.0 (12.0 to 70.8)", "kind power", "takers win too rarely"} {
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
			files, err := e.Cards.BuiltInFiles(tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			src := cardFiles{files: files, read: e.Cards.ReadFiles}
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

// TestEveryoneTakesIt: when both seats take the Ace, P1 wins. Changed for
// every seat, nobody has an ability and P1 still wins: 12 pairs, none
// turned, effect 0 with the interval of 0 turned of 12, [-0.2951,
// +0.2951]. Changed per seat, each game gives two pairs: P1's Ace vanilla
// lets P2 win alone (P1's pair turns from a win to a loss), P2's vanilla
// leaves P1 winning (P2's pair stays a loss): 12 pairs, 6 turned, 12
// half-wins gained, effect 12/24 = +0.5; discordance 6 of 12 [0.2284,
// 0.7716], share gained 6 of 6 [0.5443, 1]: [0.7716·0.0885, 0.7716] =
// [0.0202, 0.7716].
func TestEveryoneTakesIt(t *testing.T) {
	cfg := toyConfig(6)
	cfg.Bots = []string{"first"}
	cfg.Counterfactual = []string{"Ace"}
	part, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	ace := NewReport(part, DefaultBands).Sections[0].Cards[0]
	if e := ace.AllSeats; e == nil || e.Games != 6 || e.Takers != 12 || e.Discordant != 0 || e.Effect != 0 || !near(e.CI95[0], -0.2951) || !near(e.CI95[1], 0.2951) || e.With != 0.5 {
		t.Errorf("all seats: effect %+v, want 0 (-0.2951 to +0.2951) over 6 games and 12 takers", e)
	}
	if e := ace.Counterfactual; e == nil || e.Games != 12 || e.Takers != 12 || e.Discordant != 6 || !near(e.Effect, 0.5) || !near(e.CI95[0], 0.0202) || !near(e.CI95[1], 0.7716) || e.Without != 0 {
		t.Errorf("per seat: effect %+v, want +0.5 (0.0202 to 0.7716) over 12 replays, 12 takers, 6 turned", e)
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
	cfg.Baseline = &game.CardFile{Name: "vanilla.yaml", Data: vanilla}
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

// TestFlagsAgreeWithFigures builds effects over a grid of pair counts (per
// seat, and for all seats alone as where an engine cannot change one
// seat's cards) and checks that a card is flagged too strong or too weak
// exactly when the effect it is judged by has MinDiscordant turned pairs
// or more and an interval wholly outside the band: every flagged row's
// printed interval lies outside, every unflagged one with enough turned
// pairs does not.
func TestFlagsAgreeWithFigures(t *testing.T) {
	part, err := Run(context.Background(), toyConfig(4))
	if err != nil {
		t.Fatal(err)
	}
	s := part.Sections[0]
	grid := 0
	for _, takers := range []int{4, 16, 40, 120, 400} {
		for _, gainedShare := range []int{0, 10, 35, 50, 65, 90, 100} {
			for _, turnedShare := range []int{0, 5, 25, 60} {
				turned := takers * turnedShare / 100
				gained := turned * gainedShare / 100
				p := &Paired{Games: takers}
				for k := range takers {
					switch {
					case k < gained:
						p.add(2, 0)
					case k < turned:
						p.add(0, 2)
					default:
						p.add(2, 2)
					}
				}
				grid++
				name := fmt.Sprintf("C%03d", grid)
				if grid%3 == 0 {
					paired(&s.AllSeats, name).merge(*p)
					continue
				}
				paired(&s.PerSeat, name).merge(*p)
				paired(&s.AllSeats, name).merge(Paired{Games: takers, Takers: takers, HalfWinsA: takers, HalfWinsB: takers})
			}
		}
	}
	r := NewReport(part, DefaultBands)
	band := r.Sections[0].Bands.Effect
	checked, flagged := 0, 0
	for _, c := range r.Sections[0].Cards {
		e := c.Deciding()
		if e == nil {
			continue
		}
		checked++
		strong, weak := slices.Contains(c.Flags, "too strong"), slices.Contains(c.Flags, "too weak")
		outside := e.CI95[0] > band[1] || e.CI95[1] < band[0]
		switch {
		case strong || weak:
			flagged++
			if !outside || e.Discordant < MinDiscordant || strong && e.CI95[0] <= band[1] || weak && e.CI95[1] >= band[0] {
				t.Errorf("%s flagged %v with effect %+.1f (%+.1f to %+.1f), %d turned", c.Name, c.Flags, 100*e.Effect, 100*e.CI95[0], 100*e.CI95[1], e.Discordant)
			}
		case e.Discordant >= MinDiscordant && outside:
			t.Errorf("%s not flagged with effect %+.1f (%+.1f to %+.1f), %d turned", c.Name, 100*e.Effect, 100*e.CI95[0], 100*e.CI95[1], e.Discordant)
		}
	}
	if checked < 100 || flagged == 0 || flagged == checked {
		t.Errorf("%d effects checked, %d flagged: the grid tests nothing", checked, flagged)
	}
}
