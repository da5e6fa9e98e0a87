package cardbattle

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// resourcePack is a small pack with the Golden and Magic supply cards and a
// pet for each resource rule, so the rules can be tested apart from the
// designed packs.
const resourcePack = `game: cardbattle
pack: test
hats: [bow]
cards:
  - {name: Trumpet, kind: token, tier: 0, power: 0, source: rulebook, text: "Trumpet."}
  - {name: Golden Retriever, kind: pet, tier: 0, power: 0, power_from: trumpets, reserve: trumpets, source: rulebook, text: "Power = Trumpets."}
  - {name: Mana, kind: token, tier: 0, power: 0, source: rulebook, text: "Mana."}
  - {name: Exposed, kind: token, tier: 0, power: 0, ailment: {taken: 1}, source: rulebook, text: "+1 damage per hit."}
  - {name: Spooked, kind: token, tier: 0, power: 0, ailment: {dealt: -1}, source: rulebook, text: "-1 attack damage."}
  - name: Horn
    kind: pet
    tier: 1
    power: 1
    hat: bow
    copies: 4
    source: designed
    text: "Play: gain 2 Trumpets."
    ability: {trigger: play, effects: [{gain_trumpets: 2}]}
  - name: Bugle
    kind: pet
    tier: 1
    power: 1
    hat: bow
    copies: 4
    source: designed
    text: "Play: pay 2 Trumpets to throw 2 Rocks at the enemy pet."
    ability: {trigger: play, cost: {trumpets: 2}, effects: [{rocks: {dice: 2, at: enemy}}]}
  - name: Wand
    kind: pet
    tier: 1
    power: 1
    hat: bow
    copies: 4
    source: designed
    text: "Buy: gain 1 Mana."
    ability: {trigger: buy, effects: [{gain_mana: 1}]}
  - name: Owl
    kind: pet
    tier: 1
    power: 2
    hat: bow
    copies: 4
    source: designed
    text: "Play: pay 1 Mana to give the enemy pet 2 Spooked."
    ability: {trigger: play, cost: {mana: 1}, effects: [{ailment: {card: Spooked, count: 2, at: enemy}}]}
  - name: Hex
    kind: pet
    tier: 1
    power: 1
    hat: bow
    copies: 4
    source: designed
    text: "Play: give the enemy pet 1 Exposed."
    ability: {trigger: play, effects: [{ailment: {card: Exposed, count: 1, at: enemy}}]}
  - {name: Slug, kind: pet, tier: 1, power: 3, hat: bow, copies: 4, source: designed, text: "No ability."}
`

func resourceGame(t *testing.T) *Game {
	t.Helper()
	cs, err := UserCards("test.yaml", []byte(resourcePack))
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(cs, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func scenarioLog(t *testing.T, g *Game, sc map[string]any) ([]string, int) {
	t.Helper()
	data, _ := json.Marshal(sc)
	out, lines := playScenario(t, g, data)
	return lines, out.Winner
}

func TestResourceRules(t *testing.T) {
	g := resourceGame(t)
	tests := []struct {
		name   string
		sc     map[string]any
		want   []string
		winner int
	}{{
		name: "Trumpets are spent by an ability's cost, and it does nothing unpaid",
		sc: map[string]any{"decks": [][]string{{"Bugle", "Bugle"}, {"Slug"}}, "trumpets": []int{2, 0},
			"rocks": []int{1, 1}},
		want: []string{
			"P1 plays Bugle (power 1)",
			"P2 plays Slug (power 3)",
			"P1 pays 2 Trumpets",
			"P1's Bugle: play ability",
			"2 rock dice roll 2 at P2's Slug (2 damage, power 3)",
			"attack: P1's Bugle takes 3 (3 damage, power 1), P2's Slug takes 1 (3 damage, power 3)",
			"P1's Bugle faints",
			"P2's Slug faints",
			"P1 plays Bugle (power 1)",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name: "out of cards with Trumpets, a Golden Retriever joins; its Trumpets are locked and go when it faints",
		sc:   map[string]any{"decks": [][]string{{"Horn", "Apple"}, {"Slug", "Slug", "Slug"}}, "trumpets": []int{1, 0}},
		want: []string{
			"P1 plays Horn (power 1)",
			"P2 plays Slug (power 3)",
			"P1's Horn: play ability",
			"P1 gains 2 Trumpets",
			"attack: P1's Horn takes 3 (3 damage, power 1), P2's Slug takes 1 (1 damage, power 3)",
			"P1's Horn faints",
			"P1 plays Apple",
			"P1 plays Golden Retriever (power 4)",
			"attack: P1's Golden Retriever takes 3 (3 damage, power 4), P2's Slug takes 4 (5 damage, power 3)",
			"P2's Slug faints",
			"P2 plays Slug (power 3)",
			"attack: P1's Golden Retriever takes 3 (6 damage, power 4), P2's Slug takes 4 (4 damage, power 3)",
			"P1's Golden Retriever faints",
			"P2's Slug faints",
			"P2 plays Slug (power 3)",
			"P2 wins the battle",
		},
		winner: 1,
	}, {
		name: "Spooked: -1 attack damage each, stacking, never below 0; rocks are not attacks",
		sc:   map[string]any{"decks": [][]string{{"Owl"}, {"Bugle"}}, "mana": []int{1, 0}, "trumpets": []int{0, 2}, "rocks": []int{1, 0}},
		want: []string{
			"P1 plays Owl (power 2)",
			"P2 plays Bugle (power 1)",
			"P1 pays 1 Mana",
			"P1's Owl: play ability",
			"P2's Bugle gets 2 Spooked",
			"P2 pays 2 Trumpets",
			"P2's Bugle: play ability",
			"2 rock dice roll 1 at P1's Owl (1 damage, power 2)",
			"attack: P1's Owl takes 0 (1 damage, power 2), P2's Bugle takes 2 (2 damage, power 1)",
			"P2's Bugle faints",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name: "Exposed: +1 damage per hit, rocks included, even a roll of 0; ailments stack",
		sc:   map[string]any{"decks": [][]string{{"Hex", "Hex", "Bugle"}, {"Exposed", "Slug"}}, "trumpets": []int{2, 0}, "rocks": []int{0, 0}},
		want: []string{
			"P1 plays Hex (power 1)",
			"P2 plays Exposed",
			"P2 plays Slug (power 3)",
			"P1's Hex: play ability",
			"P2's Slug gets 1 Exposed",
			"attack: P1's Hex takes 3 (3 damage, power 1), P2's Slug takes 3 (3 damage, power 3)",
			"P1's Hex faints",
			"P2's Slug faints",
			"P1 plays Hex (power 1)",
			"P1 wins the battle",
		},
		winner: 0,
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, winner := scenarioLog(t, g, tc.sc)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("play-by-play differs (-want +got):\n%s", diff)
			}
			if winner != tc.winner {
				t.Errorf("winner %d, want %d", winner, tc.winner)
			}
		})
	}
}

func TestManaCarriesOverAndTrumpetsDoNot(t *testing.T) {
	g := resourceGame(t)
	s := g.newState(1)
	s.display = [displaySize]CardID{}
	s.display[0] = s.id(t, "Wand")
	s.trumpets[0] = 3
	s.mustApply(t, actBuyDisplay) // P1 buys Wand: gains 1 Mana
	if s.mana[0] != 1 {
		t.Fatalf("mana %d after Wand's Buy ability, want 1", s.mana[0])
	}
	for s.round == 1 {
		l := s.LegalActions(nil)
		a := l[0]
		for _, x := range l {
			if x == actPass {
				a = x
			}
		}
		if s.phase == phaseBattle {
			a = s.ChanceOutcomes(nil)[0].Action
		}
		s.mustApply(t, a)
	}
	if s.mana[0] != 1 {
		t.Errorf("Mana should stay from round to round: %d", s.mana[0])
	}
	if s.trumpets[0] != 0 {
		t.Errorf("Trumpets should return to the supply after the Trophy Phase: %d", s.trumpets[0])
	}
	obs := s.Observation(1)
	if obs.Mana[0] != 1 || obs.Trumpets[0] != 0 {
		t.Errorf("observation shows mana %v trumpets %v", obs.Mana, obs.Trumpets)
	}
	if !strings.Contains(s.String(), "round 2") {
		t.Errorf("not in round 2: %s", s)
	}
}
