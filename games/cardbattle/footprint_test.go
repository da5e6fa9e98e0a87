package cardbattle

import (
	"testing"

	"menagerie/game"
)

// TestFootprintsClaimNoMoreThanTheScratchCheck: whenever the footprints
// say a player's waiting abilities commute, resolving every order on
// scratch copies with every roll finds no difference either, on random
// battles with two or three waiting abilities.
func TestFootprintsClaimNoMoreThanTheScratchCheck(t *testing.T) {
	w := newWaitingBattles(t)
	trials := 4000
	if testing.Short() {
		trials = 800
	}
	claimed := 0
	for trial := 0; trial < trials; trial++ {
		b, k := w.next(3)
		if !b.allCommute(0, k) {
			continue
		}
		claimed++
		oc := orderCheck{b: &b, from: 0, k: k}
		if oc.free(); oc.differs {
			var names []string
			for _, tk := range b.cur[:k] {
				names = append(names, AbilityName(w.g.set, tk.card, tk.trig, tk.later))
			}
			t.Errorf("footprints say %v commute, but two orders differ\n%s", names, b.describe(w.g.set))
		}
	}
	if claimed < trials/20 {
		t.Fatalf("only %d of %d trials had commuting footprints: the test exercises too little", claimed, trials)
	}
}

// waitingBattles makes battles in which some of a player's abilities wait
// to resolve: abilities drawn at random from all three packs,
// on random active pets with random damage, Trumpets and Mana, some of them
// Golden Retrievers.
type waitingBattles struct {
	g               *Game
	pets, abilities []CardID
	rng             game.RNG
}

func newWaitingBattles(t *testing.T) *waitingBattles {
	t.Helper()
	g, err := New(nil, game.Options{"packs": "classic,golden,magic"})
	if err != nil {
		t.Fatal(err)
	}
	w := &waitingBattles{g: g, rng: game.NewRNG(1)}
	for i := 1; i < len(g.set.Cards); i++ {
		c := &g.set.Cards[i]
		if c.Kind == KindPet && c.Tier > 0 {
			w.pets = append(w.pets, c.ID)
		}
		if tr := c.Ability.Trigger; tr != TriggerNone && !tr.inShop() {
			w.abilities = append(w.abilities, c.ID)
		}
	}
	return w
}

// next returns the next battle and the number of abilities waiting in it
// (b.cur[:k], all side 0's), from 2 to most.
func (w *waitingBattles) next(most int) (b battle, k int) {
	g, rng, cards := w.g, &w.rng, w.g.set.Cards
	pets, abilities := w.pets, w.abilities
	decks := [2][]CardID{{pets[rng.IntN(len(pets))]}, {pets[rng.IntN(len(pets))]}}
	b.reset(g, 1+rng.IntN(NumRounds), 0, [2]int8{0, 1}, decks, [2]int{rng.IntN(3), rng.IntN(3)}, [2]int{rng.IntN(3), rng.IntN(3)})
	b.play()
	b.curAt, b.curN, b.nxtN = 0, 0, 0
	for p := range b.s {
		f := &b.s[p].act
		f.damage = int16(rng.IntN(int(f.power) + 1))
		f.fainted = f.damage >= f.power
		f.hitExtra = int8(rng.IntN(2))
		f.trumpetPower = rng.IntN(4) == 0 // as if a Golden Retriever
	}
	k = 2 + rng.IntN(most-1)
	for i := 0; i < k; i++ {
		id := abilities[rng.IntN(len(abilities))]
		later := len(cards[id].Ability.Later) > 0 && rng.IntN(2) == 0
		b.cur[i] = task{seat: 0, card: id, trig: cards[id].Ability.Trigger, later: later}
	}
	b.curN = uint8(k)
	return b, k
}
