package cardbattle

import (
	"testing"

	"menagerie/game"
)

// TestShopMenu checks ShopMenu in named positions: what a seat may buy and
// whether it may pass.
func TestShopMenu(t *testing.T) {
	six := []string{"Ant", "Ant", "Duck", "Fish", "Otter", "Mosquito"}
	cases := []struct {
		name    string
		gold    int
		hand    []string
		deck    []string // the shop deck under the display
		want    ShopMenu
		notShop bool
	}{
		{name: "gold and a shop deck", gold: 3, deck: []string{"Pig"}, want: ShopMenu{Buy: true, Blind: true, Pass: true}},
		{name: "an empty shop deck", gold: 3, want: ShopMenu{Buy: true, Pass: true}},
		{name: "no gold", gold: 0, deck: []string{"Pig"}, want: ShopMenu{Pass: true}},
		{name: "six pets", gold: 1, hand: six, deck: []string{"Pig"}, want: ShopMenu{Buy: true, Blind: true}},
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
		})
	}
}

// TestShopMenuAgreesWithLegalActions checks ShopMenu against the actions
// LegalActions lists in the shops of random games of 2, 4 and 6 players.
func TestShopMenuAgreesWithLegalActions(t *testing.T) {
	for _, opts := range tableSizes {
		g, err := New(nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		checked := 0
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
					checked++
				}
				return l[rng.IntN(len(l))]
			})
		}
		if checked < 100 {
			t.Errorf("%v: only %d shop positions", opts, checked)
		}
	}
}
