package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/registry"
)

// recordGame plays "game cardbattle" with seed and returns the record's
// path and the record.
func recordGame(t *testing.T, seed int, extra ...string) (string, *game.Record) {
	t.Helper()
	path := filepath.Join(t.TempDir(), fmt.Sprintf("game%d.json", seed))
	args := append([]string{"game", "cardbattle", "--quiet", "--seed", fmt.Sprint(seed), "--record", path}, extra...)
	if r := runCLI(t, "", args...); r.code != exitOK {
		t.Fatalf("game cardbattle: exit code %d; stderr: %s", r.code, r.stderr)
	}
	return path, parseRecordFile(t, path)
}

// parseRecordFile reads the record at path.
func parseRecordFile(t *testing.T, path string) *game.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// readRecord reads the record at path, played with built-in cards, and
// builds its game.
func readRecord(t *testing.T, path string) (*game.Record, game.Game) {
	t.Helper()
	rec := parseRecordFile(t, path)
	_, g, err := registry.ForRecord(rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	return rec, g
}

// writeRecordFile saves rec in a temporary file and returns its path.
func writeRecordFile(t *testing.T, rec *game.Record) string {
	t.Helper()
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, "record.json", string(data))
}

// blindBuy is a blind buy found in a record: the action's index, the seat
// and the card bought.
type blindBuy struct {
	action int
	seat   int
	card   string
}

// blindBuys replays rec and lists its blind buys.
func blindBuys(t *testing.T, rec *game.Record) []blindBuy {
	t.Helper()
	g, err := cardbattle.New(nil, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	st := g.NewState(rec.Seed).(*cardbattle.State)
	var buys []blindBuy
	st.RecordEvents(true)
	for i, a := range rec.Actions {
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		for _, d := range st.DrainEvents(nil) {
			if e := cardbattle.EventOf(d); e.Kind == cardbattle.EventBuyBlind {
				buys = append(buys, blindBuy{action: i, seat: e.Seat, card: g.Cards().Name(e.Card)})
			}
		}
	}
	return buys
}

func TestReplayViews(t *testing.T) {
	path, rec := recordGame(t, 7)
	full := runCLI(t, "", "replay", "--full", path)
	plain := runCLI(t, "", "replay", path)
	if full.code != exitOK || plain.code != exitOK {
		t.Fatalf("exit codes %d, %d; stderr: %s%s", full.code, plain.code, full.stderr, plain.stderr)
	}
	if full.stdout != plain.stdout {
		t.Error("replay without --seat or --full does not show the full replay")
	}
	for _, want := range []string{"showing everything (--full)", "> P1: ", "> P2: ", "== round 6 ==", "> P1: place ", "\nresult: "} {
		if !strings.Contains(full.stdout, want) {
			t.Errorf("--full lacks %q", want)
		}
	}
	for seat := 0; seat < 2; seat++ {
		r := runCLI(t, "", "replay", "--seat", fmt.Sprint(seat), path)
		if r.code != exitOK {
			t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
		}
		for _, want := range []string{fmt.Sprintf("showing what P%d saw", seat+1), "round 6 battle", "\nresult: "} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("--seat %d lacks %q", seat, want)
			}
		}
		if strings.Contains(r.stdout, "\n> P") {
			t.Errorf("--seat %d lists choices as the full replay does", seat)
		}
		// Every blind buy shows its card to its buyer only.
		for _, b := range blindBuys(t, rec) {
			named := fmt.Sprintf("P%d buys %s from the top of the shop deck", b.seat+1, b.card)
			if (b.seat == seat) != strings.Contains(r.stdout, named) {
				t.Errorf("--seat %d: %q shown: %v", seat, named, !strings.Contains(r.stdout, named))
			}
			if !strings.Contains(full.stdout, named) {
				t.Errorf("--full lacks %q", named)
			}
		}
	}
}

// TestReplaySeatHidesBlindBuys replays records cut just after the other
// seat's blind buy, and checks that the seat's view never names the card
// when nothing else has shown it to that seat.
func TestReplaySeatHidesBlindBuys(t *testing.T) {
	checked := 0
	seeds := 10
	if testing.Short() {
		seeds = 3
	}
	for seed := 1; seed <= seeds; seed++ {
		_, rec := recordGame(t, seed)
		for _, b := range blindBuys(t, rec) {
			viewer := 1 - b.seat
			cut := *rec
			cut.Outcome = nil // the cut game claims no outcome
			cut.Actions = rec.Actions[:b.action]
			before := runCLI(t, "", "replay", "--seat", fmt.Sprint(viewer), writeRecordFile(t, &cut))
			cut.Actions = rec.Actions[:b.action+1]
			cutPath := writeRecordFile(t, &cut)
			after := runCLI(t, "", "replay", "--seat", fmt.Sprint(viewer), cutPath)
			if before.code != exitOK || after.code != exitOK {
				t.Fatalf("exit codes %d, %d; stderr: %s%s", before.code, after.code, before.stderr, after.stderr)
			}
			if strings.Contains(before.stdout, b.card) || visibleTo(t, &cut, viewer, b.card) {
				continue // the viewer has seen this card's name elsewhere
			}
			checked++
			if strings.Contains(after.stdout, b.card) {
				t.Errorf("seed %d: P%d's view names %s, which P%d bought blind:\n%s", seed, viewer+1, b.card, b.seat+1, after.stdout)
			}
			if !strings.Contains(after.stdout, fmt.Sprintf("P%d buys the top card of the shop deck\n", b.seat+1)) {
				t.Errorf("seed %d: P%d's view does not report the blind buy", seed, viewer+1)
			}
			if full := runCLI(t, "", "replay", "--full", cutPath); !strings.Contains(full.stdout, b.card) {
				t.Errorf("seed %d: the full view does not name %s", seed, b.card)
			}
		}
	}
	if checked < 3 {
		t.Fatalf("only %d blind buys could be checked", checked)
	}
}

// visibleTo reports whether name appears anywhere in what seat observes at
// the end of rec.
func visibleTo(t *testing.T, rec *game.Record, seat int, name string) bool {
	t.Helper()
	g, err := cardbattle.New(nil, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Replay(g, rec)
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(s.Observe(game.Player(seat)))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Contains(string(data), `"`+name+`"`)
}

func TestReplayCardFile(t *testing.T) {
	classic, err := os.ReadFile("../../games/cardbattle/data/classic.yaml")
	if err != nil {
		t.Fatal(err)
	}
	const ant = "  - name: Ant\n    kind: pet\n    tier: 1\n    power: 1\n"
	if !strings.Contains(string(classic), ant) {
		t.Fatal("the Classic Pack no longer starts its Ant as expected")
	}
	cards := writeFile(t, "strong-ant.yaml", strings.Replace(string(classic), ant, strings.Replace(ant, "power: 1", "power: 2", 1), 1))
	path, _ := recordGame(t, 3, "--cards", cards)

	r := runCLI(t, "", "replay", path)
	if r.code != exitFailure || !strings.Contains(r.stderr, "record's card set") || !strings.Contains(r.stderr, "differs from this game's") {
		t.Errorf("replay without --cards: exit code %d; stderr: %s", r.code, r.stderr)
	}
	if r := runCLI(t, "", "replay", "--cards", cards, path); r.code != exitOK || !strings.Contains(r.stdout, "\nresult: ") {
		t.Errorf("replay with --cards: exit code %d; stderr: %s", r.code, r.stderr)
	}
}

func TestReplayStdin(t *testing.T) {
	path, _ := recordGame(t, 5)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fromFile := runCLI(t, "", "replay", "--seat", "1", path)
	fromStdin := runCLI(t, string(data), "replay", "--seat", "1", "-")
	if fromStdin.code != exitOK || strings.Replace(fromFile.stdout, path, "-", 1) != fromStdin.stdout {
		t.Errorf("exit code %d; replay - differs from replay FILE; stderr: %s", fromStdin.code, fromStdin.stderr)
	}
}

func TestReplayErrors(t *testing.T) {
	path, rec := recordGame(t, 2)
	edit := func(f func(r *game.Record)) string {
		r := *rec
		r.Actions = append([]game.Action(nil), rec.Actions...)
		f(&r)
		return writeRecordFile(t, &r)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"unknown game", []string{edit(func(r *game.Record) { r.Game = "chess" })}, exitFailure, `record: unknown game "chess" (known: cardbattle, tableau, dojo)`},
		{"other game's rules", []string{edit(func(r *game.Record) { r.Game = "tableau" })}, exitFailure, `record has rules version "cardbattle/4", this engine has "tableau/3"`},
		{"other rules", []string{edit(func(r *game.Record) { r.RulesVersion = "cardbattle/0" })}, exitFailure, `record has rules version "cardbattle/0", this engine has "cardbattle/4"`},
		{"other card set", []string{edit(func(r *game.Record) { r.CardSetHash = "0123456789abcdef" })}, exitFailure, "record's card set 0123456789abcdef differs from this game's"},
		{"bad option", []string{edit(func(r *game.Record) { r.Options = game.Options{"dice": "9"} })}, exitFailure, "record options: option dice"},
		{"illegal action", []string{edit(func(r *game.Record) { r.Actions[3] = 999 })}, exitFailure, "record action 3 (999)"},
		{"not json", []string{writeFile(t, "bad.json", "{")}, exitFailure, "game record: unexpected EOF"},
		{"unknown field", []string{writeFile(t, "bad.json", `{"game": "cardbattle", "moves": []}`)}, exitFailure, `unknown field "moves"`},
		{"missing file", []string{filepath.Join(t.TempDir(), "nope.json")}, exitFailure, "no such file or directory"},
		{"seat and full", []string{"--seat", "0", "--full", "x.json"}, exitUsage, "give --seat N or --full, not both"},
		{"negative seat", []string{"--seat", "-1", "x.json"}, exitUsage, "--seat -1: want a seat number, 0 (P1) or more"},
		{"seat beyond the game", []string{"--seat", "2", path}, exitUsage, "--seat 2: this Card Battle game has 2 seats: want 0 (P1) to 1 (P2)"},
		{"no file", nil, exitUsage, "want 1 argument(s), got 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runCLI(t, "", append([]string{"replay"}, tt.args...)...)
			if r.code != tt.code || !strings.HasPrefix(r.stderr, "menagerie: ") || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit code %d, want %d; stderr lacks %q:\n%s", r.code, tt.code, tt.want, r.stderr)
			}
			if r.stdout != "" {
				t.Errorf("printed before refusing:\n%s", r.stdout)
			}
		})
	}
}

// TestReplayRefusesChangedRecords edits a record as a person might and
// checks that replay refuses it, saying that the record was changed.
func TestReplayRefusesChangedRecords(t *testing.T) {
	_, rec := recordGame(t, 2)
	g, err := cardbattle.New(nil, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	const changed = "its seed, options or actions were changed after it was written"
	tests := []struct {
		name string
		edit func(r *game.Record)
		want []string // every string must appear in the error
	}{
		{"first player", func(r *game.Record) { r.Options["first_player"] = "1" }, []string{changed}},
		{"first player random", func(r *game.Record) { r.Options["first_player"] = "random" }, []string{changed}},
		{"seed", func(r *game.Record) { r.Seed = 3 }, []string{changed}},
		{"an action", func(r *game.Record) { otherChoice(t, g, r) }, []string{changed}},
		{"last action dropped", func(r *game.Record) { r.Actions = r.Actions[:len(r.Actions)-1] },
			[]string{"record does not replay to the outcome it claims (the end, returns", "reach an unfinished game", changed}},
		{"returns", func(r *game.Record) { r.Outcome.Returns[0] += 2 }, []string{"record does not replay to the outcome it claims", changed}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			r, err := game.ParseRecord(data) // a deep copy
			if err != nil {
				t.Fatal(err)
			}
			tt.edit(r)
			path := writeRecordFile(t, r)
			res := runCLI(t, "", "replay", path)
			if res.code != exitFailure || !strings.HasPrefix(res.stderr, "menagerie: replay "+path+": ") {
				t.Errorf("exit code %d, want %d; stderr:\n%s", res.code, exitFailure, res.stderr)
			}
			for _, w := range tt.want {
				if !strings.Contains(res.stderr, w) {
					t.Errorf("stderr lacks %q:\n%s", w, res.stderr)
				}
			}
			if res.stdout != "" {
				t.Errorf("printed before refusing:\n%s", tail(res.stdout))
			}
		})
	}
}

// otherChoice replaces the first decision in r that had an alternative by
// that alternative.
func otherChoice(t *testing.T, g *cardbattle.Game, r *game.Record) {
	t.Helper()
	s := g.NewState(r.Seed)
	var legal []game.Action
	for i, a := range r.Actions {
		if s.CurrentPlayer() != game.Chance {
			for _, b := range s.LegalActions(legal[:0]) {
				if b != a {
					r.Actions[i] = b
					return
				}
			}
		}
		s.ApplyUnchecked(a)
	}
	t.Fatal("no decision had an alternative")
}

// TestReplayRecordWithoutOutcome replays a record written before records
// stored their outcome: it replays, with a note that it is unchecked.
func TestReplayRecordWithoutOutcome(t *testing.T) {
	path, rec := recordGame(t, 4)
	old := *rec
	old.Outcome = nil
	oldPath := writeRecordFile(t, &old)
	r := runCLI(t, "", "replay", oldPath)
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	note := "replay " + oldPath + ": note: the record has no outcome (it was written before records stored one), so nothing shows whether it was changed since\n"
	if r.stderr != note {
		t.Errorf("stderr %q; want %q", r.stderr, note)
	}
	sealed := runCLI(t, "", "replay", path)
	if sealed.stderr != "" || strings.Replace(sealed.stdout, path, oldPath, 1) != r.stdout {
		t.Errorf("the record without its outcome replays differently; stderr of the sealed one: %s", sealed.stderr)
	}
}

// TestReplayEveryGame replays records of every game, a 4-player Card
// Battle among them, whole and from every seat: a seat's view tells it the
// other seats' private events only without their cards, and the whole
// replay tells them in full.
func TestReplayEveryGame(t *testing.T) {
	tests := []struct {
		game    string
		players int
	}{{"cardbattle", 2}, {"cardbattle", 4}, {"tableau", 3}, {"dojo", 2}}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s %d players", tt.game, tt.players), func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "records")
			r := runCLI(t, "", "sim", tt.game, "--players", fmt.Sprint(tt.players), "--bots", "heuristic", "--games", "1", "--seed", "5", "--records", dir)
			if r.code != exitOK {
				t.Fatalf("sim: exit code %d; stderr: %s", r.code, r.stderr)
			}
			path := filepath.Join(dir, "game-00001.json")
			rec, g := readRecord(t, path)
			events := recordEvents(t, g, rec)
			full := runCLI(t, "", "replay", "--full", path)
			if full.code != exitOK || !strings.Contains(full.stdout, "showing everything (--full)") || !strings.Contains(full.stdout, "\n> P1: ") {
				t.Fatalf("--full: exit code %d:\n%s%s", full.code, tail(full.stdout), full.stderr)
			}
			private := 0
			for seat := 0; seat < tt.players; seat++ {
				r := runCLI(t, "", "replay", "--seat", fmt.Sprint(seat), path)
				if r.code != exitOK || !strings.Contains(r.stdout, fmt.Sprintf("showing what P%d saw", seat+1)) || strings.Contains(r.stdout, "\n> P") {
					t.Fatalf("--seat %d: exit code %d:\n%s%s", seat, r.code, tail(r.stdout), r.stderr)
				}
				for _, e := range events {
					whole, told := g.EventText(e), g.EventText(e.For(game.Player(seat)))
					if e.Private == 0 || e.Private.Has(game.Player(seat)) || whole == "" || whole == told {
						continue
					}
					private++
					if strings.Contains(r.stdout, whole+"\n") {
						t.Errorf("--seat %d tells %q", seat, whole)
					}
					if !strings.Contains(r.stdout, told+"\n") {
						t.Errorf("--seat %d lacks %q", seat, told)
					}
					if !e.Choice && !strings.Contains(full.stdout, whole+"\n") {
						t.Errorf("--full lacks %q", whole)
					}
				}
			}
			if tt.game != "tableau" && private == 0 {
				t.Error("no private event was checked")
			}
		})
	}
}

// recordEvents replays rec on g and returns every event, in full.
func recordEvents(t *testing.T, g game.Game, rec *game.Record) []game.Event {
	t.Helper()
	s := g.NewState(rec.Seed)
	s.RecordEvents(true)
	events := s.DrainEvents(nil)
	for _, a := range rec.Actions {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		events = s.DrainEvents(events)
	}
	return events
}

// TestReplayTellsBattleDecks: as each Card Battle battle starts, the whole
// replay and every seat's view print each seat's deck, top first, right
// after the battle's first line (the decks lie face up from then on).
func TestReplayTellsBattleDecks(t *testing.T) {
	path, _ := recordGame(t, 7)
	rec, g := readRecord(t, path)
	cs := g.(*cardbattle.Game).Cards()
	// blocks are each battle's first line and its deck lines, from the
	// record's events.
	var blocks []string
	var block []string
	var deck []string
	seat := -1
	endDeck := func() {
		if seat >= 0 {
			block = append(block, fmt.Sprintf("P%d's deck (top first): %s", seat+1, strings.Join(deck, ", ")))
		}
		seat, deck = -1, nil
	}
	for _, d := range recordEvents(t, g, rec) {
		switch e := cardbattle.EventOf(d); {
		case e.Kind == cardbattle.EventBattleStarts:
			block = []string{g.EventText(d)}
		case e.Kind == cardbattle.EventDeck:
			if e.Seat != seat {
				endDeck()
				seat = e.Seat
			}
			for _, c := range []cardbattle.CardID{e.Card, e.Card2, e.Card3} {
				if c != 0 {
					deck = append(deck, cs.Name(c))
				}
			}
		case block != nil:
			endDeck()
			blocks = append(blocks, strings.Join(block, "\n")+"\n")
			block = nil
		}
	}
	if len(blocks) != 6 {
		t.Fatalf("%d battles with decks in the record, want one a round", len(blocks))
	}
	for _, view := range [][]string{{"--full"}, {"--seat", "0"}, {"--seat", "1"}} {
		r := runCLI(t, "", append(append([]string{"replay"}, view...), path)...)
		if r.code != exitOK {
			t.Fatalf("%v: exit code %d; stderr: %s", view, r.code, r.stderr)
		}
		rest := r.stdout
		for _, b := range blocks {
			i := strings.Index(rest, b)
			if i < 0 {
				t.Errorf("%v lacks, in order:\n%s", view, b)
				break
			}
			rest = rest[i+len(b):]
		}
	}
}
