package cardbattle

import (
	"testing"

	"menagerie/game"
)

// TestEveryActionDecodesAndEncodesBack plays random games with 2, 4 and 6
// players and requires every legal action and chance outcome to decode,
// to encode back to itself, and to decode in place over a Move left from
// another action exactly as DecodeAction decodes it.
func TestEveryActionDecodesAndEncodesBack(t *testing.T) {
	kinds := map[MoveKind]bool{}
	var reused Move
	check := func(a game.Action) {
		m, ok := DecodeAction(a)
		if !ok || m.Action() != a {
			t.Fatalf("action %d decodes to %+v, %v, which encodes to %d", a, m, ok, m.Action())
		}
		if !reused.Decode(a) || reused != m {
			t.Fatalf("action %d decodes in place to %+v, want %+v", a, reused, m)
		}
		kinds[m.Kind] = true
	}
	for _, opts := range tableSizes {
		g, err := New(nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 20; seed++ {
			s := g.NewState(seed)
			rng := game.NewRNG(seed)
			var outs []game.ChanceOutcome
			for !s.IsTerminal() {
				if s.CurrentPlayer() == game.Chance {
					outs = s.ChanceOutcomes(outs[:0])
					for _, o := range outs {
						check(o.Action)
					}
					s.ApplyUnchecked(outs[rng.Pick(outs)].Action)
					continue
				}
				l := s.LegalActions(nil)
				for _, a := range l {
					check(a)
				}
				s.ApplyUnchecked(buyingMostly(l, &rng))
			}
		}
	}
	for k := MoveBuyDisplay; k <= MoveAbility; k++ {
		if !kinds[k] {
			t.Errorf("no action of kind %d arose in the games: it was not checked", k)
		}
	}
}

// TestNumbersThatAreNoActionDoNotDecode requires a number outside the
// encoding to decode to nothing, also in place over a Move left from an
// action.
func TestNumbersThatAreNoActionDoNotDecode(t *testing.T) {
	for _, a := range []game.Action{-1, actKeepSecond + 1, actSellBase - 1, actCoinBase + 2, actAbilityBase, actAbilityBase + 15, actTripleBase - 1, actTripleBase + 1<<24} {
		if m, ok := DecodeAction(a); ok || m != (Move{}) {
			t.Errorf("DecodeAction(%d) = %+v, %v; want nothing", a, m, ok)
		}
		m := Move{Kind: MovePlace, Card: 3, Slot: 1}
		if m.Decode(a) || m != (Move{}) {
			t.Errorf("Decode(%d) in place = %+v; want nothing", a, m)
		}
	}
}
