package tui

import (
	"bytes"
	"errors"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/agent/cardbattlebot"
	"menagerie/games/cardbattle"
	"menagerie/session"
)

func lookup(t *testing.T, cs *cardbattle.CardSet, list string) []cardbattle.CardID {
	t.Helper()
	var ids []cardbattle.CardID
	for _, n := range strings.Split(list, ", ") {
		id, ok := cs.Lookup(n)
		if !ok {
			t.Fatalf("no card %q", n)
		}
		ids = append(ids, id)
	}
	return ids
}

func TestProposeDeck(t *testing.T) {
	cs := cardbattle.Classic()
	tests := []struct{ hand, want string }{
		{"Ant, Honey, Apple", "Apple, Honey, Ant"},
		{"Ant, Fish, Honey, Meat Bone, Garlic, Apple, Five Apples", "Apple, Five Apples, Honey, Ant, Meat Bone, Fish, Garlic"},
		{"Ant, Fish, Honey", "Honey, Ant, Fish"},
		{"Apple, Apple", "Apple, Apple"},
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			if got := cardList(cs, proposeDeck(cs, lookup(t, cs, tt.hand))); got != tt.want {
				t.Errorf("proposeDeck(%s) = %s, want %s", tt.hand, got, tt.want)
			}
		})
	}
}

func TestDeckCommand(t *testing.T) {
	order := []cardbattle.CardID{1, 2, 3, 4}
	tests := []struct {
		cmd  string
		want []cardbattle.CardID
		msg  string
	}{
		{"u 2", []cardbattle.CardID{2, 1, 3, 4}, ""},
		{"up 4", []cardbattle.CardID{1, 2, 4, 3}, ""},
		{"d 1", []cardbattle.CardID{2, 1, 3, 4}, ""},
		{"down 3", []cardbattle.CardID{1, 2, 4, 3}, ""},
		{"m 1 4", []cardbattle.CardID{2, 3, 4, 1}, ""},
		{"move 4 1", []cardbattle.CardID{4, 1, 2, 3}, ""},
		{"m 2 3", []cardbattle.CardID{1, 3, 2, 4}, ""},
		{"u 1", nil, "card 1 is already on top"},
		{"d 4", nil, "card 4 is already at the bottom"},
		{"d 5", nil, "no card 5: the deck has cards 1 to 4"},
		{"u x", nil, `no card x`},
		{"m 1 9", nil, "positions go from 1 to 4"},
		{"m 2 2", nil, "card 2 is already there"},
		{"m 1", nil, "is not a deck command"},
		{"swap 1 2", nil, "is not a deck command"},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			got, msg := deckCommand(order, strings.Fields(tt.cmd))
			if !slices.Equal(got, tt.want) || !strings.Contains(msg, tt.msg) || (tt.msg == "") != (msg == "") {
				t.Errorf("deckCommand(%q) = %v, %q; want %v, %q", tt.cmd, got, msg, tt.want, tt.msg)
			}
		})
	}
	if !slices.Equal(order, []cardbattle.CardID{1, 2, 3, 4}) {
		t.Errorf("deckCommand changed its input: %v", order)
	}
}

func TestAdviceLine(t *testing.T) {
	tests := []struct {
		odds cardbattlebot.Odds
		want string
	}{
		{cardbattlebot.Odds{Win: 0.61, Draw: 0.09, Lose: 0.30, Margin: 0.042, Worlds: 24},
			"this order: win 61% ±4, draw 9%, lose 30% (against 24 sampled opponent decks)"},
		{cardbattlebot.Odds{Win: 0.5, Draw: 0.25, Lose: 0.25, Exact: true, Worlds: 6},
			"this order: win 50%, draw 25%, lose 25% (against 6 possible opponent decks)"},
		{cardbattlebot.Odds{Win: 1, Exact: true, Worlds: 1},
			"this order: win 100%, draw 0%, lose 0% (against 1 possible opponent deck)"},
		{cardbattlebot.Odds{Win: 0.001, Lose: 0.999, Margin: 0.002, Worlds: 64},
			"this order: win 0% ±1, draw 0%, lose 100% (against 64 sampled opponent decks)"},
	}
	for _, tt := range tests {
		if got := adviceLine(tt.odds, nil); got != tt.want {
			t.Errorf("adviceLine(%+v) = %q, want %q", tt.odds, got, tt.want)
		}
	}
	if got := adviceLine(cardbattlebot.Odds{}, errors.New("bad order")); got != "this order: no odds (bad order)" {
		t.Errorf("an error reads %q", got)
	}
}

// arrangingPerson steps a game with a person in seat 0 (taking the first
// legal action) against the heuristic bot until the person orders their
// deck in round, and returns the session there.
func arrangingPerson(t *testing.T, g *cardbattle.Game, seed uint64, round int) *session.Session {
	t.Helper()
	bot := cardbattlebot.NewHeuristic("heuristic", g)
	sess, err := session.New(session.Config{Game: g, Seed: seed, Bots: []agent.Agent{nil, bot}})
	if err != nil {
		t.Fatal(err)
	}
	for !sess.Over() {
		if _, ok, err := sess.Step(); err != nil {
			t.Fatal(err)
		} else if ok {
			continue
		}
		v, err := sess.View(0)
		if err != nil {
			t.Fatal(err)
		}
		if v.Table.Phase == "arrange" && (tableRead{s: cardbattle.Schema, t: v.Table}).count("round", 0) == round {
			return sess
		}
		if _, err := sess.Apply(0, v.Actions[0].Action, v.Version); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: the game ended before the person ordered a deck in round %d", seed, round)
	return nil
}

// TestDeckDialogShowsTheOdds: the deck dialog shows the odds of the order
// under every listing; best proposes an order no worse, which u undoes;
// the same game gives the same transcript.
func TestDeckDialogShowsTheOdds(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	improved := 0
	odds := regexp.MustCompile(`(?m)^this order: win (\d+)%( ±\d+)?, draw (\d+)%, lose (\d+)% \(against \d+ (possible|sampled) opponent decks?\)$`)
	for _, round := range []int{1, 2, 3} {
		var transcripts []string
		for run := 0; run < 2; run++ {
			sess := arrangingPerson(t, g, 5, round)
			var out bytes.Buffer
			p := &player{cfg: Config{Game: g, Seed: 5, Out: &out}, sess: sess, ask: newPrompter(strings.NewReader("best\nu\nok\n"), &out, true)}
			v, err := sess.View(0)
			if err != nil {
				t.Fatal(err)
			}
			p.ui = newCardBattleUI(g, p)
			acts, err := p.ui.(*cardBattleUI).arrangeTurn(v, tableRead{s: cardbattle.Schema, t: v.Table})
			if err != nil {
				t.Fatal(err)
			}
			text := out.String()
			lines := odds.FindAllStringSubmatch(text, -1)
			lists := strings.Count(text, "Your battle deck, top card first")
			if len(lines) != lists || lists < 1 {
				t.Fatalf("round %d: %d odds lines for %d listings:\n%s", round, len(lines), lists, text)
			}
			if !strings.Contains(text, "The best order found") && !strings.Contains(text, "This order is already the best found.") {
				t.Errorf("round %d: best said nothing:\n%s", round, text)
			}
			if strings.Contains(text, "The best order found") {
				improved++
				// Listings: proposed, best, undone.
				if lists != 3 || lines[0][0] != lines[2][0] || score(lines[1]) < score(lines[0]) {
					t.Errorf("round %d: best or its undo went wrong:\n%s", round, text)
				}
			}
			hand := v.Observation.(*cardbattle.Observation).Hand // the engine's own word for the hand
			want := proposeDeck(g.Cards(), lookupAll(g.Cards(), hand))
			if len(acts) != len(want) {
				t.Fatalf("round %d: %d cards placed, want %d", round, len(acts), len(want))
			}
			for i, id := range want {
				if acts[i] != (cardbattle.Move{Kind: cardbattle.MovePlace, Card: id}).Action() {
					t.Errorf("round %d: card %d placed is not the proposed %s", round, i+1, g.Cards().Name(id))
				}
			}
			transcripts = append(transcripts, text)
		}
		if transcripts[0] != transcripts[1] {
			t.Errorf("round %d: the same game gave two transcripts:\n%s\n----\n%s", round, transcripts[0], transcripts[1])
		}
	}
	if improved == 0 {
		t.Error("best never found a better order")
	}
}

// score is win minus lose, in percent, of an odds line's match.
func score(m []string) int {
	win, _ := strconv.Atoi(m[1])
	lose, _ := strconv.Atoi(m[4])
	return win - lose
}

func lookupAll(cs *cardbattle.CardSet, names []string) []cardbattle.CardID {
	var out []cardbattle.CardID
	for _, n := range names {
		if id, ok := cs.Lookup(n); ok {
			out = append(out, id)
		}
	}
	return out
}
