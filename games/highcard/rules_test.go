package highcard

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// position builds a state of a game to target points: the hands, the deck
// (top last), the points, and the leader, who is to act.
func position(t *testing.T, target string, hands [2][]game.Card, deck []game.Card, points [2]int, leader game.Player) *State {
	t.Helper()
	g, err := New(game.Options{"target": target})
	if err != nil {
		t.Fatal(err)
	}
	s := g.NewState(1).(*State)
	s.hands, s.deck, s.points, s.leader, s.turn = hands, deck, points, leader, leader
	s.RecordEvents(true)
	s.DrainEvents(nil)
	s.begun = true
	return s
}

// TestTricks plays one trick from set positions and checks who takes it,
// who leads next, the draws and the end.
func TestTricks(t *testing.T) {
	tests := []struct {
		name         string
		target       string
		hands        [2][]game.Card
		deck         []game.Card
		points       [2]int
		leader       game.Player
		lead, answer game.Card
		wantPoints   [2]int
		wantTurn     game.Player
		wantHands    [2][]game.Card
		wantKinds    string
	}{
		{"the answer takes it and leads", "4", [2][]game.Card{{3, 9}, {5, 7}}, []game.Card{1, 2}, [2]int{}, 0, 3, 5,
			[2]int{0, 1}, 1, [2][]game.Card{{1, 9}, {2, 7}}, "play play trick draw draw"},
		{"the lead takes it and leads again", "4", [2][]game.Card{{3, 9}, {5, 7}}, []game.Card{1, 2}, [2]int{}, 0, 9, 7,
			[2]int{1, 0}, 0, [2][]game.Card{{2, 3}, {1, 5}}, "play play trick draw draw"},
		{"P2 leads; P1's higher answer takes it", "4", [2][]game.Card{{3, 9}, {5, 7}}, nil, [2]int{}, 1, 5, 9,
			[2]int{1, 0}, 0, [2][]game.Card{{3}, {7}}, "play play trick"},
		{"the target's point ends the game", "2", [2][]game.Card{{3, 9}, {5, 7}}, []game.Card{1, 2}, [2]int{1, 0}, 0, 9, 5,
			[2]int{2, 0}, game.Terminal, [2][]game.Card{{3}, {7}}, "play play trick end"},
		{"the last cards end the game in a draw", "4", [2][]game.Card{{3}, {5}}, nil, [2]int{3, 2}, 0, 3, 5,
			[2]int{3, 3}, game.Terminal, [2][]game.Card{{}, {}}, "play play trick end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position(t, tt.target, tt.hands, tt.deck, tt.points, tt.leader)
			for _, c := range []game.Card{tt.lead, tt.answer} {
				if err := s.Apply(game.Action(c)); err != nil {
					t.Fatal(err)
				}
			}
			var kinds []string
			for _, e := range s.DrainEvents(nil) {
				kinds = append(kinds, e.Kind)
			}
			if got := strings.Join(kinds, " "); got != tt.wantKinds {
				t.Errorf("events %s, want %s", got, tt.wantKinds)
			}
			if s.points != tt.wantPoints || s.turn != tt.wantTurn {
				t.Errorf("points %v, to act %d; want %v, %d", s.points, s.turn, tt.wantPoints, tt.wantTurn)
			}
			for p := range s.hands {
				if !slices.Equal(s.hands[p], tt.wantHands[p]) && len(s.hands[p])+len(tt.wantHands[p]) > 0 {
					t.Errorf("P%d holds %v, want %v", p+1, s.hands[p], tt.wantHands[p])
				}
			}
			if !slices.Equal(s.discard, []game.Card{tt.lead, tt.answer}) || len(s.trick) != 0 {
				t.Errorf("played %v, trick %v: want the trick played", s.discard, s.trick)
			}
		})
	}
}

// TestRefusals: a card not in the hand, no card at all, and any card
// after the end are refused with a sentence, changing nothing.
func TestRefusals(t *testing.T) {
	s := position(t, "1", [2][]game.Card{{3, 9}, {5, 7}}, nil, [2]int{}, 0)
	tests := []struct {
		a    game.Action
		want string
	}{
		{5, "P1 cannot play Eel 5 now: it is not in your hand"},
		{0, "P1 cannot play action 0 now: there is no card 0 (the cards are 1 to 12)"},
		{1 << 16, "P1 cannot play action 65536 now: there is no card 65536 (the cards are 1 to 12)"},
	}
	for _, tt := range tests {
		h := s.Hash()
		err := s.Apply(tt.a)
		if !errors.Is(err, game.ErrIllegalAction) || err.Error() != tt.want {
			t.Errorf("action %d: %v, want %q", tt.a, err, tt.want)
		}
		if s.Hash() != h {
			t.Errorf("action %d: the refusal changed the state", tt.a)
		}
	}
	for _, a := range []game.Action{9, 5} {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Apply(3); err == nil || err.Error() != "nobody cannot play Crab 3 now: the game is over" {
		t.Errorf("after the end: %v", err)
	}
}

// TestSameSeedSameDeal: the seed alone decides the deal, and two seeds
// deal differently.
func TestSameSeedSameDeal(t *testing.T) {
	g, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	a, b, c := g.NewState(7).(*State), g.NewState(7).(*State), g.NewState(8).(*State)
	if a.String() != b.String() {
		t.Errorf("seed 7 dealt twice:\n%s\n%s", a, b)
	}
	if a.String() == c.String() {
		t.Errorf("seeds 7 and 8 deal the same:\n%s", a)
	}
	if len(a.hands[0]) != handSize || len(a.hands[1]) != handSize || len(a.deck) != DeckSize-2*handSize {
		t.Errorf("dealt %v and %v, deck %v", a.hands[0], a.hands[1], a.deck)
	}
}

// TestOptions refuses a target out of range and an unknown option.
func TestOptions(t *testing.T) {
	for _, tt := range []struct {
		opts game.Options
		want string
	}{
		{game.Options{"target": "7"}, `option target="7": too large: at most 6`},
		{game.Options{"players": "3"}, `option players="3": want 2`},
		{game.Options{"colour": "red"}, `unknown option "colour"`},
	} {
		if _, err := New(tt.opts); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%v: %v, want %q", tt.opts, err, tt.want)
		}
	}
}

// TestTableView: each seat's table view holds every declared counter and
// zone once, in declaration order, shows its own hand and hides the
// other's and the deck, and does not change when only cards hidden from
// the seat move.
func TestTableView(t *testing.T) {
	g, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(5)
	for seed := uint64(1); seed <= 30; seed++ {
		s := g.NewState(seed).(*State)
		for !s.IsTerminal() {
			for _, seat := range []game.Player{0, 1, game.Spectator} {
				checkTableView(t, s, seat, &rng)
			}
			legal := s.LegalActions(nil)
			s.ApplyUnchecked(legal[rng.IntN(len(legal))])
		}
	}
}

// checkTableView checks one seat's table view of s.
func checkTableView(t *testing.T, s *State, seat game.Player, rng *game.RNG) {
	t.Helper()
	v := s.TableView(seat)
	var ids []string
	for _, c := range v.Counters {
		ids = append(ids, c.ID)
	}
	for _, z := range v.Zones {
		ids = append(ids, z.ID)
	}
	var declared []string
	for _, c := range Schema.Counters {
		declared = append(declared, c.ID)
	}
	for _, z := range Schema.Zones {
		declared = append(declared, z.ID)
	}
	if !slices.Equal(ids, declared) || v.Phase != s.phase() {
		t.Fatalf("table view of %s in phase %s, want %v in %s", strings.Join(ids, ","), v.Phase, declared, s.phase())
	}
	hands, _ := v.Zone(ZoneHand)
	for p, h := range hands.Cards {
		if game.Player(p) == seat && !slices.Equal(h, s.hands[p]) || game.Player(p) != seat && !slices.Equal(h, contract.Unseen(len(s.hands[p]))) {
			t.Fatalf("seat %d sees P%d's hand %v, which is %v", seat, p+1, h, s.hands[p])
		}
	}
	if !owns(seat) {
		return
	}
	want, _ := json.Marshal(v)
	got, _ := json.Marshal(HiddenWorld(s, seat, rng).(*State).TableView(seat))
	if string(got) != string(want) {
		t.Fatalf("seat %d's table view changes when only cards hidden from it move:\n%s\n%s", seat, want, got)
	}
}
