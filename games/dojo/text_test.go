package dojo

import "testing"

// TestCardTexts: each card is described from its data, in full on request
// and in a few words in a hand.
func TestCardTexts(t *testing.T) {
	cs := Starter()
	for _, tc := range []struct {
		card, text, brief string
	}{
		{"Bear Cub", "Bear Cub: Bear level 1 of 3 (tank), health 11, damage 1, strong against Cheetah (+1), weak against Penguin (-1). " +
			"Exercise: 5 steps of Bear crawl (seated: Seated paw punches). Upgrades to Brown Bear.", "L1 11hp 1dmg"},
		{"Harpy Eagle", "Harpy Eagle: Eagle level 3 of 3 (striker), health 10, damage 5, strong against Flamingo (+1), weak against Crab (-1). " +
			"Exercise: 20 reps of Wing flaps (arm circles).", "L3 10hp 5dmg"},
		{"Shield", "Shield (item, stays in play): Stay. Put it on one of your animals: it takes 1 less damage from each attack (at least the minimum damage).",
			"stay: -1 damage taken"},
		{"Dodge", "Dodge (item, played out of turn): Response, out of turn: when an exercise has activated an attack on your animal, the attack deals 0. The attacker still rests.",
			"response: dodge an attack"},
		{"Forest Dojo", "Forest Dojo (dojo): Your play: upgrade one of your animals with the next level of the same animal from your hand. It wakes up and may attack this turn.",
			"upgrade an animal"},
		{"Berries", "", "heal 2"},
		{"Honeycomb", "", "stay: heal 1 a turn"},
		{"Energy Drink", "", "+1 damage"},
	} {
		id, ok := cs.Lookup(tc.card)
		if !ok {
			t.Fatalf("no %s", tc.card)
		}
		if got := cs.CardText(id); tc.text != "" && got != tc.text {
			t.Errorf("%s:\n got %q\nwant %q", tc.card, got, tc.text)
		}
		if got := cs.CardBrief(id); got != tc.brief {
			t.Errorf("%s: brief %q, want %q", tc.card, got, tc.brief)
		}
	}
}
