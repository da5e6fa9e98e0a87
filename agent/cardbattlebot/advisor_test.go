package cardbattlebot

import (
	"math"
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// allPacks is a game with every built-in pack, as the battle calculator's
// command builds it.
func allPacks(t testing.TB) *cb.Game {
	t.Helper()
	g, err := cb.New(nil, game.Options{"packs": strings.Join(cb.PackNames, ",")})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// calculatorScenarios are battles with no choice fixed, from one card a
// side to round-6 decks with Trumpets, Mana and ailments.
var calculatorScenarios = []string{
	`{"first_player": 0, "round": 1, "decks": [["Dolphin", "Honey", "Badger"], ["Mosquito", "Flamingo", "Peacock"]]}`,
	`{"first_player": 1, "round": 4, "decks": [["Frog", "Spooked", "Panther", "Apple"], ["Exposed", "Dragon", "Unicorn"]], "trumpets": [2, 0], "mana": [0, 3]}`,
	`{"first_player": 0, "round": 1, "decks": [["Honey", "Ant"], ["Ant", "Bee"]]}`,
	`{"first_player": 1, "round": 6, "decks": [["Honey", "Ant", "Apple", "Spider", "Dolphin", "Garlic", "Badger", "Sheep"], ["Mosquito", "Meat Bone", "Flamingo", "Apple", "Peacock", "Honey", "Cricket", "Rat"]]}`,
}

// TestAdvisorMatchesTheCalculator: against an opponent whose deck is known
// (one possible order), the advisor's odds for either side are the battle
// calculator's exact odds of the same scenario, and they are exact.
func TestAdvisorMatchesTheCalculator(t *testing.T) {
	g := allPacks(t)
	for _, text := range calculatorScenarios {
		sc, err := cb.ParseScenario([]byte(text), g)
		if err != nil {
			t.Fatal(err)
		}
		want, err := g.ExactOdds(sc)
		if err != nil {
			t.Fatal(err)
		}
		for side := 0; side < 2; side++ {
			b := Battle{Round: sc.Round, Side: side, First: sc.FirstPlayer, Trumpets: sc.Trumpets, Mana: sc.Mana, Hand: sc.Cards[side]}
			a, err := NewAdvisor(g, b, []OpponentDeck{{Cards: sc.Cards[1-side], Weight: 1}}, true, 1)
			if err != nil {
				t.Fatal(err)
			}
			got, err := a.Odds(sc.Cards[side])
			if err != nil {
				t.Fatal(err)
			}
			exp := Odds{Win: want.Win[side], Draw: want.Draw, Lose: want.Win[1-side], Exact: true, Worlds: 1}
			if got != exp {
				t.Errorf("%s, side %d: advisor %+v, calculator %+v", text, side, got, exp)
			}
		}
	}
}

// TestAdvisorCoinFlip: when a coin flip decides the First Player, the odds
// are the mean of the calculator's odds with either side first.
func TestAdvisorCoinFlip(t *testing.T) {
	g := allPacks(t)
	sc, err := cb.ParseScenario([]byte(calculatorScenarios[0]), g)
	if err != nil {
		t.Fatal(err)
	}
	var want [3]float64
	for first := 0; first < 2; first++ {
		s := *sc
		s.FirstPlayer = first
		o, err := g.ExactOdds(&s)
		if err != nil {
			t.Fatal(err)
		}
		want = [3]float64{want[0] + o.Win[0]/2, want[1] + o.Draw/2, want[2] + o.Win[1]/2}
	}
	a, err := NewAdvisor(g, Battle{Round: sc.Round, First: -1, Hand: sc.Cards[0]}, []OpponentDeck{{Cards: sc.Cards[1], Weight: 1}}, true, 1)
	if err != nil {
		t.Fatal(err)
	}
	got, err := a.Odds(sc.Cards[0])
	if err != nil {
		t.Fatal(err)
	}
	if !got.Exact || math.Abs(got.Win-want[0]) > 1e-12 || math.Abs(got.Draw-want[1]) > 1e-12 || math.Abs(got.Lose-want[2]) > 1e-12 {
		t.Errorf("coin flip: advisor %+v, calculator's mean %v", got, want)
	}
}

// TestOpponentModelEveryOrder: a known hand's possible decks are distinct
// orders of the hand, with probabilities that add up to 1.
func TestOpponentModelEveryOrder(t *testing.T) {
	g := allPacks(t)
	cs := g.Cards()
	model := opponentModel{NewHeuristic("advisor", g)}
	tests := []struct {
		hand  string
		decks int // distinct decks
		ok    bool
	}{
		{"Ant", 1, true},
		{"Ant, Apple", 1, true},       // every layout puts the Apple first
		{"Ant, Fish, Apple", 4, true}, // 2 pet orders, Apple on the first or the last pet
		{"Ant, Fish, Duck, Cricket", 24, true},
		{"Ant, Fish, Duck, Cricket, Otter", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			hand := names(t, cs, tt.hand)
			decks, ok := model.every(hand)
			if ok != tt.ok || len(decks) != tt.decks {
				t.Fatalf("every(%s): %d decks, ok %v; want %d, %v", tt.hand, len(decks), ok, tt.decks, tt.ok)
			}
			total := 0.0
			seen := map[string]bool{}
			for _, d := range decks {
				total += d.Weight
				key := string(cardBytes(d.Cards))
				if seen[key] || !sameCards(d.Cards, hand) {
					t.Errorf("deck %v repeats or is not the hand %v", d.Cards, hand)
				}
				seen[key] = true
			}
			if ok && math.Abs(total-1) > 1e-12 {
				t.Errorf("probabilities add up to %v", total)
			}
		})
	}
}

func names(t *testing.T, cs *cb.CardSet, list string) []cb.CardID {
	t.Helper()
	var out []cb.CardID
	for _, n := range strings.Split(list, ", ") {
		id, ok := cs.Lookup(n)
		if !ok {
			t.Fatalf("no card %q", n)
		}
		out = append(out, id)
	}
	return out
}

func sameCards(a, b []cb.CardID) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// arrangeStates plays games of g with the playout's policy (listedChoice,
// never drawing a random action) until a seat orders its deck in round,
// one state per seed.
func arrangeStates(t testing.TB, g *cb.Game, round, n int) []*cb.State {
	t.Helper()
	v := newValues(g.Cards(), 1)
	ranks := newPlaceRanks(v)
	var out []*cb.State
	walkGames(g, func(seed uint64) bool { return seed < 100 && len(out) < n },
		func(s *cb.State, _ uint64, _ *game.RNG) game.Action {
			return listedChoice(s, v, &ranks, s.LegalActions(nil))
		},
		func(s *cb.State) bool {
			if s.Phase() == "arrange" && s.Round() == round {
				out = append(out, s)
				return false
			}
			return true
		})
	if len(out) < n {
		t.Fatalf("only %d games reach round %d's Battle Prep", len(out), round)
	}
	return out
}

// TestAdvisorFromTheView: from a seat's view with the opponent's hand
// partly hidden the odds are an estimate over sampled decks, with a
// margin; they add up to 1 and are the same for the same seed.
func TestAdvisorFromTheView(t *testing.T) {
	checked := 0
	for _, opts := range []game.Options{nil, {"players": "4", "packs": "classic,golden,magic"}} {
		g, err := cb.New(nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, round := range []int{2, 6} {
			for i, s := range arrangeStates(t, g, round, 2) {
				obs := s.Observation(int(s.CurrentPlayer()))
				if known(obs.Players[obs.Opponent]) {
					continue
				}
				checked++
				view := game.NewView(s)
				a, err := AdvisorFor(view, 7)
				if err != nil {
					t.Fatal(err)
				}
				order := a.Hand()
				o, err := a.Odds(order)
				if err != nil {
					t.Fatal(err)
				}
				if o.Exact || o.Worlds < 2 || math.Abs(o.Win+o.Draw+o.Lose-1) > 1e-9 {
					t.Errorf("%v round %d, game %d: odds %+v; want an estimate over several decks adding up to 1", opts, round, i, o)
				}
				if o.Margin <= 0 && o.Win > 0 && o.Win < 1 {
					t.Errorf("%v round %d, game %d: odds %+v have no margin", opts, round, i, o)
				}
				again, err := AdvisorFor(view, 7)
				if err != nil {
					t.Fatal(err)
				}
				if o2, _ := again.Odds(order); o2 != o {
					t.Errorf("%v round %d, game %d: the same seed gave %+v, then %+v", opts, round, i, o, o2)
				}
			}
		}
	}
	if checked < 6 {
		t.Errorf("only %d positions with hidden opponent cards checked", checked)
	}
}

// TestBestOrderIsNoWorse: the best order found holds the hand, scores at
// least as well as the order it starts from, and is the same for the same
// seed.
func TestBestOrderIsNoWorse(t *testing.T) {
	g, err := cb.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	rounds := []int{1, 3, 6}
	if testing.Short() {
		rounds = []int{1, 3}
	}
	for _, round := range rounds {
		s := arrangeStates(t, g, round, 1)[0]
		a, err := AdvisorFor(game.NewView(s), 3)
		if err != nil {
			t.Fatal(err)
		}
		start := a.Hand()
		from, err := a.Odds(start)
		if err != nil {
			t.Fatal(err)
		}
		best, odds, err := a.BestOrder(start)
		if err != nil {
			t.Fatal(err)
		}
		if !sameCards(best, start) || odds.Score() < from.Score() {
			t.Errorf("round %d: best %v (%+v) from %v (%+v)", round, best, odds, start, from)
		}
		if want, _ := a.Odds(best); want != odds {
			t.Errorf("round %d: BestOrder's odds %+v, Odds of its order %+v", round, odds, want)
		}
		b, err := AdvisorFor(game.NewView(s), 3)
		if err != nil {
			t.Fatal(err)
		}
		again, odds2, _ := b.BestOrder(start)
		if !slices.Equal(again, best) || odds2 != odds {
			t.Errorf("round %d: the same seed found %v, then %v", round, best, again)
		}
	}
}

// TestAdvisorRefuses: bad battles, decks and orders are errors that say
// what is wrong.
func TestAdvisorRefuses(t *testing.T) {
	g := allPacks(t)
	ant, _ := g.Cards().Lookup("Ant")
	fish, _ := g.Cards().Lookup("Fish")
	ok := Battle{Round: 1, Hand: []cb.CardID{ant, fish}}
	deck := []OpponentDeck{{Cards: []cb.CardID{fish}, Weight: 1}}
	tests := []struct {
		name  string
		b     Battle
		decks []OpponentDeck
		order []cb.CardID
		want  string
	}{
		{"round", Battle{Round: 7, Hand: ok.Hand}, deck, nil, "round 7"},
		{"side", Battle{Round: 1, Side: 2, Hand: ok.Hand}, deck, nil, "side 2"},
		{"first", Battle{Round: 1, First: 3, Hand: ok.Hand}, deck, nil, "First Player's side 3"},
		{"no deck", ok, nil, nil, "no opponent deck"},
		{"mana", Battle{Round: 1, Mana: [2]int{0, 100}, Hand: ok.Hand}, deck, nil, "mana"},
		{"card", Battle{Round: 1, Hand: []cb.CardID{ant, 250}}, deck, nil, "card 2 of the hand is 250"},
		{"long", Battle{Round: 1, Hand: make([]cb.CardID, 40)}, deck, nil, "40 cards"},
		{"weight", ok, []OpponentDeck{{Cards: []cb.CardID{fish}}}, nil, "weight 0"},
		{"short order", ok, deck, []cb.CardID{ant}, "1 cards but the hand 2"},
		{"wrong card", ok, deck, []cb.CardID{ant, ant}, "card 2 of the order (Ant) is not in the hand"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := NewAdvisor(g, tt.b, tt.decks, true, 1)
			if err == nil {
				_, err = a.Odds(tt.order)
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v; want one saying %q", err, tt.want)
			}
		})
	}
}

// TestDistinctOrders: the count of distinct orders is the number of
// orders nextPermutation walks through, capped past maxExhaustiveOrders.
func TestDistinctOrders(t *testing.T) {
	tests := []struct {
		deck []cb.CardID
		want int
	}{
		{nil, 1},
		{[]cb.CardID{3}, 1},
		{[]cb.CardID{2, 1}, 2},
		{[]cb.CardID{1, 1, 2}, 3},
		{[]cb.CardID{1, 2, 1, 2}, 6},
		{[]cb.CardID{4, 3, 2, 1}, 24},
		{[]cb.CardID{1, 1, 1, 2, 2, 3}, 60},
		{[]cb.CardID{1, 2, 3, 4, 5, 6}, maxExhaustiveOrders + 1},
	}
	for _, tt := range tests {
		if got := distinctOrders(tt.deck); got != tt.want {
			t.Errorf("distinctOrders(%v) = %d, want %d", tt.deck, got, tt.want)
		}
		d := slices.Clone(tt.deck)
		slices.Sort(d)
		walked := 1
		for nextPermutation(d) && walked <= maxExhaustiveOrders {
			walked++
		}
		if walked != tt.want {
			t.Errorf("nextPermutation walks %d orders of %v, want %d", walked, tt.deck, tt.want)
		}
	}
}

// TestAdvisorFromTheViewKnownHand: when the opponent's hand is all public,
// the odds from the seat's view are exact: the mean of the calculator's
// odds over every order the opponent model gives that hand, weighted by
// their probabilities.
func TestAdvisorFromTheViewKnownHand(t *testing.T) {
	g, err := cb.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	model := opponentModel{NewHeuristic("advisor", g)}
	checked := 0
	for _, s := range arrangeStates(t, g, 1, 12) {
		seat := int(s.CurrentPlayer())
		obs := s.Observation(seat)
		if !known(obs.Players[obs.Opponent]) {
			continue
		}
		checked++
		a, err := AdvisorFor(game.NewView(s), 11)
		if err != nil {
			t.Fatal(err)
		}
		mine := s.Hand(seat, nil)
		got, err := a.Odds(mine)
		if err != nil {
			t.Fatal(err)
		}
		decks, _ := model.every(s.Hand(obs.Opponent, nil))
		var want [3]float64
		for _, d := range decks {
			sc := cb.Scenario{Round: 1, FirstPlayer: 0, Trumpets: [2]int{obs.Trumpets[seat], obs.Trumpets[obs.Opponent]}}
			sc.Cards = [2][]cb.CardID{mine, d.Cards}
			if obs.FirstPlayer != seat {
				sc.FirstPlayer = 1
			}
			o, err := g.ExactOdds(&sc)
			if err != nil {
				t.Fatal(err)
			}
			want = [3]float64{want[0] + d.Weight*o.Win[0], want[1] + d.Weight*o.Draw, want[2] + d.Weight*o.Win[1]}
		}
		if !got.Exact || got.Margin != 0 || got.Worlds != len(decks) ||
			math.Abs(got.Win-want[0]) > 1e-12 || math.Abs(got.Draw-want[1]) > 1e-12 || math.Abs(got.Lose-want[2]) > 1e-12 {
			t.Errorf("advisor %+v; calculator over %d decks %v", got, len(decks), want)
		}
	}
	if checked == 0 {
		t.Fatal("no game reaches round 1's Battle Prep with the opponent's hand all public")
	}
}

// TestBattleOf: the seat's side is its place in the round's pairing; with
// two players the First Player token names the side that plays first,
// with four and six a coin flip decides.
func TestBattleOf(t *testing.T) {
	tests := []struct {
		name                      string
		players, round, seat, opp int
		first                     int // the observation's First Player seat
		side, firstSide           int
		err                       string
	}{
		{"2 players, P1 first", 2, 1, 0, 1, 0, 0, 0, ""},
		{"2 players, P2 asks, P1 first", 2, 3, 1, 0, 0, 1, 0, ""},
		{"2 players, P2 asks and is first", 2, 6, 1, 0, 1, 1, 1, ""},
		{"4 players, round 2, D against B", 4, 2, 3, 1, -1, 1, -1, ""},
		{"6 players, round 4, A against E", 6, 4, 0, 4, -1, 0, -1, ""},
		{"not paired", 4, 2, 3, 2, -1, 0, 0, "P4 and P3 do not battle in round 2"},
		{"no opponent", 2, 1, 0, -1, 0, 0, 0, "P1 has no battle this round"},
		{"round 0", 2, 0, 0, 1, 0, 0, 0, "P1 has no battle this round"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obs := &cb.Observation{Seat: tt.seat, Opponent: tt.opp, Round: tt.round, FirstPlayer: tt.first,
				Players: make([]cb.PlayerView, tt.players), Trumpets: make([]int, tt.players), Mana: make([]int, tt.players)}
			obs.Trumpets[tt.seat], obs.Mana[tt.seat] = 2, 3
			b, err := battleOf(obs)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v; want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if b.Side != tt.side || b.First != tt.firstSide || b.Trumpets[tt.side] != 2 || b.Mana[tt.side] != 3 || b.Trumpets[1-tt.side] != 0 {
				t.Errorf("battle %+v; want side %d, First Player's side %d, the seat's Trumpets and Mana on its side", b, tt.side, tt.firstSide)
			}
		})
	}
}

// TestAdvisorBoundsItsWork: with the longest decks allowed, every Trumpet
// and Mana, a coin flip and 64 opponent decks, a rating enumerates no more
// positions than its budget (the rest is sampled), and the search ends
// with an order no worse than the one it started from.
func TestAdvisorBoundsItsWork(t *testing.T) {
	g := allPacks(t)
	cs := g.Cards()
	rng := game.NewRNG(1)
	deck := func() []cb.CardID {
		d := make([]cb.CardID, maxDeckCards)
		for i := range d {
			for d[i] == 0 || cs.Cards[d[i]].Kind == cb.KindToken {
				d[i] = cb.CardID(1 + rng.IntN(len(cs.Cards)-1))
			}
		}
		return d
	}
	decks := make([]OpponentDeck, maxWorlds)
	for k := range decks {
		decks[k] = OpponentDeck{Cards: deck(), Weight: 1}
	}
	hand := deck()
	a, err := NewAdvisor(g, Battle{Round: 6, First: -1, Hand: hand, Trumpets: [2]int{99, 99}, Mana: [2]int{99, 99}}, decks, false, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []effort{{maxWorlds, oddsPositions, sampledBattles}, searchEffort} {
		o, n := a.evaluate(hand, e)
		if n > e.positions || o.Exact || o.Worlds != min(e.worlds, maxWorlds) {
			t.Errorf("effort %+v: %d positions, odds %+v", e, n, o)
		}
	}
	if testing.Short() {
		return
	}
	start, err := a.Odds(hand)
	if err != nil {
		t.Fatal(err)
	}
	best, odds, err := a.BestOrder(hand)
	if err != nil || !sameCards(best, hand) || odds.Score() < start.Score() {
		t.Errorf("best %+v from %+v: %v", odds, start, err)
	}
}
