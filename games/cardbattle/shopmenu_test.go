package cardbattle

import (
	"slices"
	"testing"

	"menagerie/game"
)

// TestShopMenu checks ShopMenu and Refusals in named positions: what a
// seat may buy and whether it may pass, and why not.
func TestShopMenu(t *testing.T) {
	six := []string{"Ant", "Ant", "Duck", "Fish", "Otter", "Mosquito"}
	cases := []struct {
		name    string
		gold    int
		hand    []string
		deck    []string // the shop deck under the display
		want    ShopMenu
		refused []game.Refusal
		notShop bool
	}{
		{name: "gold and a shop deck", gold: 3, deck: []string{"Pig"}, want: ShopMenu{Buy: true, Blind: true, Pass: true}},
		{name: "an empty shop deck", gold: 3, want: ShopMenu{Buy: true, Pass: true}, refused: []game.Refusal{emptyDeck}},
		{name: "no gold", gold: 0, deck: []string{"Pig"}, want: ShopMenu{Pass: true},
			refused: []game.Refusal{noGold, {Kind: "buy_blind", Text: "You have no gold left."}}},
		{name: "six pets", gold: 1, hand: six, deck: []string{"Pig"}, want: ShopMenu{Buy: true, Blind: true},
			refused: []game.Refusal{{Kind: "pass", Text: "Sell down to 5 pets before you pass."}}},
		{name: "no gold, six pets and an empty deck", gold: 0, hand: six, want: ShopMenu{},
			refused: []game.Refusal{noGold, {Kind: "buy_blind", Text: "You have no gold left."}, tooMany}},
		{name: "five pets and food", gold: 1, hand: append(six[1:], "Honey"), deck: []string{"Pig"}, want: ShopMenu{Buy: true, Blind: true, Pass: true}},
		{name: "outside the shop", gold: 3, deck: []string{"Pig"}, notShop: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := shopState(t, 1, 0, standardDisplay, tc.deck)
			s.gold[0] = int8(tc.gold)
			s.give(t, 0, tc.hand...)
			if tc.notShop {
				s.phase = phaseArrange
			}
			got, ok := s.ShopMenu()
			if ok == tc.notShop || got != tc.want {
				t.Errorf("ShopMenu() = %+v, %v; want %+v, %v", got, ok, tc.want, !tc.notShop)
			}
			if refused := s.Refusals(nil); !slices.EqualFunc(refused, tc.refused, game.Refusal.Equal) {
				t.Errorf("Refusals() = %+v, want %+v", refused, tc.refused)
			}
		})
	}
}

// TestSellingFromAndToPlace checks the sale's and the deck's choices in
// named positions: which pets a sale may still reveal, and which cards the
// seat has still to place.
func TestSellingFromAndToPlace(t *testing.T) {
	s := shopState(t, 1, 0, standardDisplay, []string{"Pig"})
	s.give(t, 0, "Duck", "Ant", "Fish", "Honey")
	if _, ok := s.SellingFrom(); ok {
		t.Fatal("SellingFrom ok in the shop phase")
	}
	if _, ok := s.ToPlace(nil); ok {
		t.Fatal("ToPlace ok in the shop phase")
	}
	fish := s.id(t, "Fish")
	s.mustApply(t, actSellBase+game.Action(fish))
	from, ok := s.SellingFrom()
	if !ok || from != fish {
		t.Fatalf("after revealing Fish: SellingFrom() = %d, %v; want %d (Fish), true", from, ok, fish)
	}
	for _, name := range []string{"Ant", "Duck"} {
		id := s.id(t, name)
		if got, want := s.legal(actSellBase+game.Action(id)), id >= from; got != want {
			t.Errorf("after revealing Fish: a Sell of %s (id %d, SellingFrom %d) legal %v, want %v", name, id, from, got, want)
		}
	}
	s.mustApply(t, actSellDone)
	s.startArrange()
	if s.seat != 0 {
		t.Fatalf("the arrangement starts with P%d, want P1", s.seat+1)
	}
	cards, ok := s.ToPlace(nil)
	if !ok {
		t.Fatal("ToPlace not ok in the arrange phase")
	}
	sameCards(t, "ToPlace", cardNames(s.g.set, cards), s.handNames(0)...)
	s.mustApply(t, actPlaceBase+game.Action(s.id(t, "Honey")))
	cards, _ = s.ToPlace(nil)
	if slices.Contains(cardNames(s.g.set, cards), "Honey") || len(cards) != len(s.handNames(0))-1 {
		t.Errorf("after placing Honey: ToPlace %v, hand %v", cardNames(s.g.set, cards), s.handNames(0))
	}
}

// TestMenusAgreeWithLegalActions checks ShopMenu, SellingFrom and ToPlace
// against LegalActions in random games of every table size: the buys and
// pass the menu allows are those listed; a Sell is listed for each distinct
// pet of the hand from SellingFrom on, then the end of the sale; a
// placement for each distinct card ToPlace gives.
func TestMenusAgreeWithLegalActions(t *testing.T) {
	for _, opts := range tableSizes {
		g, err := New(nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		checked := map[string]int{}
		for seed := uint64(1); seed <= 20; seed++ {
			s := g.NewState(seed).(*State)
			rng := game.NewRNG(seed)
			game.Playout(s, &rng, func(l []game.Action) game.Action {
				if menu, ok := s.ShopMenu(); ok {
					var listed ShopMenu
					for _, a := range l {
						listed.Buy = listed.Buy || a < actBuyDisplay+displaySize
						listed.Blind = listed.Blind || a == actBuyBlind
						listed.Pass = listed.Pass || a == actPass
					}
					if s.display == [displaySize]CardID{} {
						listed.Buy = menu.Buy // no display card: nothing listed either way
					}
					if menu != listed {
						t.Fatalf("%v, seed %d: ShopMenu %+v, LegalActions list %+v", opts, seed, menu, listed)
					}
					checked["shop"]++
				}
				if from, ok := s.SellingFrom(); ok {
					var want []game.Action
					for _, c := range slices.Compact(s.Hand(int(s.seat), nil)) {
						if c >= from && s.g.set.Cards[c].Kind == KindPet {
							want = append(want, actSellBase+game.Action(c))
						}
					}
					if want = append(want, actSellDone); !slices.Equal(l, want) {
						t.Fatalf("%v, seed %d: SellingFrom %d gives %v, LegalActions list %v", opts, seed, from, want, l)
					}
					checked["selling"]++
				}
				if cards, ok := s.ToPlace(nil); ok {
					var want []game.Action
					for _, c := range slices.Compact(cards) {
						want = append(want, actPlaceBase+game.Action(c))
					}
					if !slices.Equal(l, want) {
						t.Fatalf("%v, seed %d: ToPlace gives %v, LegalActions list %v", opts, seed, want, l)
					}
					checked["arrange"]++
				}
				return l[rng.IntN(len(l))]
			})
		}
		for phase, least := range map[string]int{"shop": 100, "selling": 40, "arrange": 40} {
			if checked[phase] < least {
				t.Errorf("%v: only %d %s positions", opts, checked[phase], phase)
			}
		}
	}
}
