package tui

import (
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

func TestShopStatus(t *testing.T) {
	label := func(m cardbattle.Move) game.Label { return game.Label{Action: m.Action()} }
	var (
		buy    = label(cardbattle.Move{Kind: cardbattle.MoveBuyDisplay, Slot: 1})
		blind  = label(cardbattle.Move{Kind: cardbattle.MoveBuyBlind})
		sell   = label(cardbattle.Move{Kind: cardbattle.MoveSell, Card: 1})
		triple = label(cardbattle.Move{Kind: cardbattle.MoveTriple, Cards: [3]cardbattle.CardID{1, 1, 1}})
		pass   = label(cardbattle.Move{Kind: cardbattle.MovePass})
	)
	for _, tt := range []struct {
		labels []game.Label
		want   string
	}{
		{[]game.Label{pass, triple, sell, blind, buy}, "shop: buy, sell, triple or pass"},
		{[]game.Label{buy, blind, pass}, "shop: buy or pass"},
		{[]game.Label{pass}, "shop: pass"},
		{[]game.Label{sell, triple}, "shop: sell down to 5 pets before you pass"},
		{nil, "shop"},
	} {
		if got := shopStatus(tt.labels); got != tt.want {
			t.Errorf("shopStatus(%v) = %q, want %q", tt.labels, got, tt.want)
		}
	}
}
