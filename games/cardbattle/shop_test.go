package cardbattle

import (
	"slices"
	"testing"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// shopState returns a state at the start of a round's Shop Phase with empty
// hands, the given First Player, and the shop deck and display set.
func shopState(t *testing.T, round, first int, display []string, shopDeck []string) *State {
	t.Helper()
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := g.newState(1)
	s.round = int8(round)
	s.first, s.seat = int8(first), int8(first)
	s.hands = [maxSeats]hand{}
	s.setPile(t, round, shopDeck...)
	s.display = [displaySize]CardID{}
	for i, name := range display {
		s.display[i] = s.id(t, name)
	}
	return s
}

func (s *State) id(t *testing.T, name string) CardID {
	t.Helper()
	id, ok := s.g.set.Lookup(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return id
}

// setPile replaces a tier deck; cards are listed top first.
func (s *State) setPile(t *testing.T, tier int, topFirst ...string) {
	t.Helper()
	s.decks[tier] = pile{}
	for i := len(topFirst) - 1; i >= 0; i-- {
		s.decks[tier].push(s.id(t, topFirst[i]), 0)
	}
}

func (s *State) give(t *testing.T, p int, names ...string) {
	t.Helper()
	for _, n := range names {
		s.hands[p].pub.add(s.id(t, n))
	}
}

// cardNames returns the names of ids.
func cardNames(cs *CardSet, ids []CardID) []string {
	var names contract.Slab[string]
	return nameList(&names, cs, ids)
}

func (s *State) handNames(p int) []string {
	var buf [handCap]CardID
	return cardNames(s.g.set, s.hands[p].all(buf[:0]))
}

func (s *State) mustApply(t *testing.T, a game.Action) {
	t.Helper()
	if err := s.Apply(a); err != nil {
		t.Fatalf("%v\n%s", err, s)
	}
}

func (s *State) legal(a game.Action) bool {
	return slices.Contains(s.LegalActions(nil), a)
}

func sorted(names ...string) []string {
	out := slices.Clone(names)
	slices.Sort(out)
	return out
}

func sameCards(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	g, w := sorted(got...), sorted(want...)
	if !slices.Equal(g, w) {
		t.Errorf("%s: got %v, want %v", what, g, w)
	}
}

var standardDisplay = []string{"Ant", "Mosquito", "Otter", "Honey"}

func TestBuyFromDisplayRefillsAndCostsGold(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck", "Fish", "Pig"})
	s.mustApply(t, actBuyDisplay+1) // Mosquito
	if s.gold[0] != 2 {
		t.Errorf("gold %d after a buy, want 2", s.gold[0])
	}
	if got := s.g.set.Name(s.display[1]); got != "Duck" {
		t.Errorf("display slot 2 refilled with %s, want Duck (top of the shop deck)", got)
	}
	sameCards(t, "P1 hand", s.handNames(0), "Mosquito")
	if s.seat != 1 {
		t.Errorf("turn did not pass to P2")
	}
	obs := s.Observation(1)
	sameCards(t, "P2 sees P1's display buy", obs.Players[0].KnownHand, "Mosquito")
}

func TestNoGoldNoBuy(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck", "Fish", "Pig", "Ant", "Ant", "Ant", "Cricket"})
	s.passed[1] = true
	for i := 0; i < startGold; i++ {
		s.mustApply(t, actBuyBlind)
	}
	if s.seat != 0 {
		t.Fatalf("with P2 passed, P1 should keep the turn")
	}
	for _, a := range []game.Action{actBuyBlind, actBuyDisplay, actBuyDisplay + 3} {
		if s.legal(a) {
			t.Errorf("%s legal with no gold", s.ActionString(a))
		}
	}
	if !s.legal(actPass) {
		t.Errorf("pass not legal with 3 pets")
	}
}

func TestBlindBuyIsHiddenUnlessItHasABuyAbility(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck", "Otter", "Pig"})
	s.mustApply(t, actBuyBlind) // P1: Duck, unseen
	s.mustApply(t, actBuyBlind) // P2: Otter, whose Buy ability reveals it
	sameCards(t, "P1 hand", s.handNames(0), "Duck")
	sameCards(t, "P2 hand", s.handNames(1), "Otter", "Apple")
	p2 := s.Observation(1)
	if len(p2.Players[0].KnownHand) != 0 || p2.Players[0].HiddenByTier[0] != 1 {
		t.Errorf("P2 should see one hidden tier-1 card in P1's hand, got %+v", p2.Players[0])
	}
	p1 := s.Observation(0)
	sameCards(t, "P1 sees P2's revealed Otter and its Apple", p1.Players[1].KnownHand, "Otter", "Apple")
}

func TestSellSeveralPetsInOneAction(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Cricket"})
	s.give(t, 0, "Duck", "Pig", "Ant", "Honey")
	s.gold[0] = 1
	duck, pig, honey := s.id(t, "Duck"), s.id(t, "Pig"), s.id(t, "Honey")
	if s.legal(actSellBase + game.Action(honey)) {
		t.Errorf("food can be sold")
	}
	s.mustApply(t, actSellBase+game.Action(min(duck, pig)))
	if s.seat != 0 || s.phase != phaseSelling {
		t.Fatalf("selling should continue with P1")
	}
	s.mustApply(t, actSellBase+game.Action(max(duck, pig)))
	s.mustApply(t, actSellDone)
	// 1 Apple per pet, 1 more from Duck, and Pig refreshes a spent gold.
	sameCards(t, "P1 hand", s.handNames(0), "Ant", "Honey", "Apple", "Apple", "Apple")
	if s.gold[0] != 2 {
		t.Errorf("gold %d, want 2 (Pig refreshes one)", s.gold[0])
	}
	sameCards(t, "P2 sees the sold pets", s.Observation(1).Discarded, "Duck", "Pig")
	if s.seat != 1 {
		t.Errorf("the Sell action should end P1's turn")
	}
}

func TestTripleDrawsFromTheNextTierDeck(t *testing.T) {
	s := shopState(t, 3, 0, []string{"Dolphin", "Dog", "Sheep", "Garlic"}, []string{"Camel"})
	s.setPile(t, 4, "Hippo", "Skunk", "Turtle")
	s.give(t, 0, "Fish", "Fish", "Swan", "Duck")
	s.gold[0] = 1
	fish, swan := s.id(t, "Fish"), s.id(t, "Swan")
	triple := tripleAction(fish, fish, swan)
	if swan < fish {
		triple = tripleAction(swan, fish, fish)
	}
	s.mustApply(t, triple)
	if s.phase != phaseTripleKeep {
		t.Fatalf("expected a keep choice, phase %s", phaseNames[s.phase])
	}
	obs := s.Observation(0)
	if !slices.Equal(obs.TripleChoice, []string{"Hippo", "Skunk"}) {
		t.Errorf("drawn %v, want Hippo and Skunk from the top of tier deck 4", obs.TripleChoice)
	}
	if len(s.Observation(1).TripleChoice) != 0 {
		t.Errorf("P2 sees P1's Triple draw")
	}
	s.mustApply(t, actKeepSecond)
	// Two Fish give 2 Apples, Swan refreshes a gold in round 3; Duck's Sell
	// ability does not fire (it was not tripled).
	sameCards(t, "P1 hand", s.handNames(0), "Duck", "Skunk", "Apple", "Apple")
	if s.gold[0] != 2 {
		t.Errorf("gold %d, want 2 (Swan refreshes one from round 3)", s.gold[0])
	}
	d := &s.decks[4]
	if s.g.set.Name(d.c[0]) != "Hippo" || d.known[0] != 1 {
		t.Errorf("the other card should be at the bottom of tier 4, known to P1 only")
	}
	if len(s.Observation(1).KnownInDecks) != 0 {
		t.Errorf("P2 knows which card went to the bottom")
	}
	if k := s.Observation(0).KnownInDecks; len(k) != 1 || k[0].Card != "Hippo" || k[0].Tier != 4 || k[0].Position != 0 {
		t.Errorf("P1 should know Hippo is at the bottom of tier 4: %+v", k)
	}
	p2 := s.Observation(1).Players[0]
	if p2.HiddenByTier[3] != 1 {
		t.Errorf("P2 should see one hidden tier-4 card in P1's hand: %+v", p2)
	}
	sameCards(t, "P2 sees the tripled pets", s.Observation(1).Discarded, "Fish", "Fish", "Swan")
}

func TestTripleRevealsAKeptBuyAbility(t *testing.T) {
	s := shopState(t, 4, 1, []string{"Hippo", "Skunk", "Turtle", "Chili"}, []string{"Elephant"})
	s.setPile(t, 5, "Cow", "Cow")
	s.give(t, 1, "Hippo", "Hippo", "Hippo")
	hippo := s.id(t, "Hippo")
	s.mustApply(t, tripleAction(hippo, hippo, hippo))
	if s.phase != phaseTripleKeep || len(s.LegalActions(nil)) != 1 {
		t.Fatalf("two identical draws should leave one keep choice: %v", s.LegalActions(nil))
	}
	s.mustApply(t, actKeepFirst)
	sameCards(t, "P2 hand", s.handNames(1), "Cow", "Five Apples")
	sameCards(t, "P1 sees the revealed Cow", s.Observation(0).Players[1].KnownHand, "Cow", "Five Apples")
}

func TestTripleInRoundSixUsesTheShopDeck(t *testing.T) {
	s := shopState(t, 6, 0, []string{"Gorilla", "Mammoth", "Fly", "Steak"}, []string{"Boar", "Leopard", "Fly"})
	s.setPile(t, 5, "Cow", "Cow")
	s.give(t, 0, "Ant", "Ant", "Ant")
	ant := s.id(t, "Ant")
	s.mustApply(t, tripleAction(ant, ant, ant))
	if got := s.Observation(0).TripleChoice; !slices.Equal(got, []string{"Boar", "Leopard"}) {
		t.Errorf("round 6 Triple drew %v, want Boar and Leopard from the shop deck", got)
	}
	if s.decks[5].n != 2 {
		t.Errorf("tier deck 5 was touched")
	}
}

func TestPassNeedsFiveOrFewerPets(t *testing.T) {
	s := shopState(t, 2, 0, []string{"Swan", "Spider", "Peacock", "Meat Bone"}, []string{"Flamingo", "Hedgehog"})
	s.give(t, 0, "Ant", "Ant", "Duck", "Fish", "Otter", "Honey", "Apple")
	if !s.legal(actPass) {
		t.Errorf("pass not legal with 5 pets and food")
	}
	s.mustApply(t, actBuyDisplay) // a sixth pet: allowed while shopping
	s.mustApply(t, actPass)       // P2 passes
	if s.legal(actPass) {
		t.Errorf("pass legal with 6 pets")
	}
	s.mustApply(t, actSellBase+game.Action(s.id(t, "Ant")))
	s.mustApply(t, actSellDone)
	if s.seat != 0 || !s.legal(actPass) {
		t.Errorf("after selling down to 5 pets P1 should act again and may pass")
	}
	s.mustApply(t, actPass)
	if s.phase != phaseArrange {
		t.Errorf("both passed: the Battle Phase should start, phase %s", phaseNames[s.phase])
	}
	if s.decks[2].n != 0 || s.display != [displaySize]CardID{} {
		t.Errorf("the shop deck and display should be discarded")
	}
}

func TestShopTurnsAlternateFromTheFirstPlayer(t *testing.T) {
	s := shopState(t, 1, 1, standardDisplay, []string{"Duck", "Fish", "Pig", "Ant"})
	var order []int8
	for i := 0; i < 4; i++ {
		order = append(order, s.seat)
		s.mustApply(t, actBuyBlind)
	}
	if !slices.Equal(order, []int8{1, 0, 1, 0}) {
		t.Errorf("turn order %v, want P2, P1, P2, P1", order)
	}
	s.mustApply(t, actPass) // P2 passes
	if s.seat != 0 {
		t.Errorf("P1 should act after P2 passes")
	}
	s.mustApply(t, actBuyDisplay)
	if s.seat != 0 {
		t.Errorf("P2 has passed: P1 acts again")
	}
}

func TestBattlePrepAbilitiesResolveBeforeArranging(t *testing.T) {
	s := shopState(t, 3, 0, []string{"Dolphin", "Dog", "Sheep", "Garlic"}, []string{"Camel"})
	s.hands[0].hid.add(s.id(t, "Giraffe"))
	s.give(t, 1, "Sheep")
	s.mustApply(t, actPass)
	s.mustApply(t, actPass)
	sameCards(t, "P1 hand", s.handNames(0), "Giraffe", "Apple", "Apple")
	sameCards(t, "P2 sees the revealed Giraffe and its Apples", s.Observation(1).Players[0].KnownHand, "Giraffe", "Apple", "Apple")
}

// playRound passes both seats, arranges the hands in the order given (top
// first), rolls the given rock faces and resolves simultaneous abilities in
// the order they arose.
func playRound(t *testing.T, s *State, decks [2][]string, rolls ...int) {
	t.Helper()
	for s.phase == phaseShop {
		s.mustApply(t, actPass)
	}
	for s.phase == phaseArrange {
		p := s.seat
		want := decks[p][s.ordered[p]]
		s.mustApply(t, actPlaceBase+game.Action(s.id(t, want)))
	}
	for s.phase == phaseBattle || s.phase == phaseAbilityOrder {
		if s.phase == phaseAbilityOrder {
			s.mustApply(t, s.LegalActions(nil)[0])
			continue
		}
		if len(rolls) == 0 {
			t.Fatalf("out of rolls")
		}
		s.mustApply(t, actRockBase+game.Action(rolls[0]))
		rolls = rolls[1:]
	}
}

func TestTrophyPhase(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck"})
	s.give(t, 0, "Ant", "Honey")
	s.give(t, 1, "Mosquito", "Apple")
	// Mosquito (power 3) KOs the Ant; Honey's Bee comes next and faints
	// too; P1 is left with the Ant's Apple and no pet: P2 wins.
	playRound(t, s, [2][]string{{"Honey", "Ant"}, {"Apple", "Mosquito"}}, 0)
	if s.roundWins[1] != 1<<1 || s.trophies != [maxSeats]int8{0, 1} {
		t.Fatalf("P2 should win round 1's trophy: %s", s)
	}
	if s.first != 0 {
		t.Errorf("the First Player token stays with P1 when P2 wins")
	}
	sameCards(t, "P1 keeps pets and perks", s.handNames(0), "Ant", "Honey")
	sameCards(t, "P2's Apple returns to the supply", s.handNames(1), "Mosquito")
	if s.round != 2 || s.phase != phaseShop || s.gold != [maxSeats]int8{3, 3} {
		t.Errorf("round 2's shop should open with reset gold: %s", s)
	}
}

func TestDrawRemovesTheTrophy(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck"})
	s.give(t, 0, "Ant")
	s.give(t, 1, "Ant")
	playRound(t, s, [2][]string{{"Ant"}, {"Ant"}})
	// Each Ant faints and puts an Apple on its own deck, which plays no pet.
	if s.roundWins[1] != 0 || s.trophies != [maxSeats]int8{} || s.first != 0 {
		t.Errorf("a draw gives no trophy and keeps the First Player: %s", s)
	}
}

func TestGameEndsAfterRoundSixWithTieBreak(t *testing.T) {
	tests := []struct {
		name     string
		players  int
		trophies []int8
		winners  [][]int // winners of rounds 1-6
		want     []int
		returns  []float64
	}{
		{"most trophies", 2, []int8{4, 3}, [][]int{{0}, {0}, {1}, {1}, {0}, {1}}, []int{0}, []float64{1, -1}},
		{"tie: most recent trophy wins", 2, []int8{3, 3}, [][]int{{0}, {0}, {1}, {}, {0}, {1}}, []int{1}, []float64{-1, 1}},
		{"tie with round 6 drawn", 2, []int8{2, 2}, [][]int{{0}, {1}, {1}, {0}, {}, {}}, []int{0}, []float64{1, -1}},
		{"no trophies at all: a draw", 2, []int8{0, 0}, [][]int{{}, {}, {}, {}, {}, {}}, []int{0, 1}, []float64{0, 0}},
		{"4 players: the tied player who alone won round 6", 4, []int8{4, 4, 2, 1},
			[][]int{{0, 2}, {0, 1}, {1, 2}, {1, 3}, {1}, {0, 3}}, []int{0}, []float64{1, -1, -1, -1}},
		{"4 players: both won round 6, only one round 5", 4, []int8{5, 5, 0, 2},
			[][]int{{0, 1}, {0, 3}, {1, 3}, {}, {0}, {0, 1}}, []int{0}, []float64{1, -1, -1, -1}},
		{"6 players: three tied, one alone won round 6", 6, []int8{3, 3, 3, 2, 1, 0},
			[][]int{{0, 1, 2}, {3, 4}, {}, {3}, {}, {1}}, []int{1}, []float64{-1, 1, -1, -1, -1, -1}},
		{"6 players: the same record shares the victory", 6, []int8{2, 2, 0, 0, 0, 0},
			[][]int{{0, 1}, {0, 1}, {}, {}, {}, {}}, []int{0, 1}, []float64{1, 1, -1, -1, -1, -1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := shopState(t, 6, 0, standardDisplay, nil)
			s.n = int8(tc.players)
			copy(s.trophies[:], tc.trophies)
			for r, ws := range tc.winners {
				for _, w := range ws {
					s.roundWins[r+1] |= 1 << w
				}
			}
			s.phase = phaseOver
			if got := s.Winners(); !slices.Equal(got, tc.want) {
				t.Errorf("winners %v, want %v", got, tc.want)
			}
			if got := s.Returns(nil); !slices.Equal(got, tc.returns) {
				t.Errorf("returns %v, want %v", got, tc.returns)
			}
		})
	}
	s := shopState(t, 6, 1, standardDisplay, []string{"Duck"})
	s.give(t, 0, "Gorilla")
	s.give(t, 1, "Ant")
	playRound(t, s, [2][]string{{"Gorilla"}, {"Ant"}})
	if !s.IsTerminal() || s.trophies[0] != 2 || s.Winner() != 0 {
		t.Errorf("round 6 gives 2 trophies and ends the game: %s", s)
	}
	if r := s.Returns(nil); !slices.Equal(r, []float64{1, -1}) {
		t.Errorf("returns %v", r)
	}
}

func TestFirstPlayerTokenPassesWhenItsHolderWins(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck"})
	s.give(t, 0, "Mosquito")
	s.give(t, 1, "Ant")
	playRound(t, s, [2][]string{{"Mosquito"}, {"Ant"}}, 0)
	if s.roundWins[1] != 1<<0 || s.first != 1 {
		t.Errorf("P1 held the token and won: it should pass to P2 (winners %b, first %d)", s.roundWins[1], s.first)
	}
}

func TestDeckOrderStaysSecretUntilTheBattle(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Duck"})
	s.give(t, 0, "Ant", "Mosquito", "Honey")
	s.give(t, 1, "Otter", "Fish")
	s.mustApply(t, actPass)
	s.mustApply(t, actPass)
	s.mustApply(t, actPlaceBase+game.Action(s.id(t, "Mosquito")))
	s.mustApply(t, actPlaceBase+game.Action(s.id(t, "Honey")))
	if s.seat != 1 || s.phase != phaseArrange {
		t.Fatalf("P1's last card should be placed for them and P2 should arrange next")
	}
	mine, theirs := s.Observation(0), s.Observation(1)
	if !slices.Equal(mine.Deck, []string{"Mosquito", "Honey", "Ant"}) {
		t.Errorf("P1 sees its own deck %v", mine.Deck)
	}
	if theirs.Players[0].Arranged != 3 || len(theirs.Deck) != 0 {
		t.Errorf("P2 may see that P1 placed 3 cards, not their order: %+v", theirs)
	}
	for k := uint64(0); k < 20; k++ {
		d := s.Determinize(1, k).(*State)
		if names := cardNames(d.g.set, d.order[0].slice()); !slices.Equal(sorted(names...), sorted("Ant", "Honey", "Mosquito")) {
			t.Fatalf("a determinized P1 deck holds other cards: %v", names)
		}
	}
}
