package cardbattle

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"menagerie/game"
)

// battleCase is a battle with fixed rock faces and its expected
// play-by-play, step by step.
type battleCase struct {
	name   string
	first  int
	round  int
	decks  [2][]string
	rocks  []int
	want   []string
	winner int
}

// runBattle plays a scenario with the given rock faces and returns the
// play-by-play and the winner (-1 for a draw).
func runBattle(t *testing.T, first, round int, decks [2][]string, rocks []int) ([]string, int) {
	t.Helper()
	if round == 0 {
		round = 1
	}
	if rocks == nil {
		rocks = []int{}
	}
	data, _ := json.Marshal(map[string]any{"first_player": first, "round": round, "decks": decks, "rocks": rocks})
	out, lines := runScenario(t, string(data))
	return lines, out.Winner
}

func checkBattles(t *testing.T, cases []battleCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, winner := runBattle(t, tc.first, tc.round, tc.decks, tc.rocks)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("play-by-play differs (-want +got):\n%s", diff)
			}
			if winner != tc.winner {
				t.Errorf("winner %d, want %d", winner, tc.winner)
			}
		})
	}
}

// TestRulebookExamples replays the rulebook's worked examples step by step.
func TestRulebookExamples(t *testing.T) {
	checkBattles(t, []battleCase{{
		name:  "auto battle example A",
		decks: [2][]string{{"Ant", "Fish"}, {"Otter"}},
		want: []string{
			"P1 plays Ant (power 1)",
			"P2 plays Otter (power 2)",
			"attack: P1's Ant takes 2 (2 damage, power 1), P2's Otter takes 1 (1 damage, power 2)",
			"P1's Ant faints",
			"P1's Ant: faint ability",
			"P1 puts 1 Apple on top of P1's deck",
			"P1 plays Apple",
			"P1 plays Fish (power 3)",
			"attack: P1's Fish takes 2 (2 damage, power 3), P2's Otter takes 3 (4 damage, power 2)",
			"P2's Otter faints",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name:  "auto battle example B",
		decks: [2][]string{{"Dolphin", "Honey", "Badger"}, {"Mosquito", "Flamingo", "Peacock"}},
		rocks: []int{0, 1, 1, 1, 0, 2, 1, 0},
		want: []string{
			"P1 plays Dolphin (power 2)",
			"P2 plays Mosquito (power 2)",
			"P1's Dolphin: play ability",
			"3 rock dice roll 2 at P2's Mosquito (2 damage, power 2)",
			"P2's Mosquito faints",
			"P2's Mosquito: play ability",
			"1 rock die rolls 1 at P1's Dolphin (1 damage, power 2)",
			"P2 plays Flamingo (power 1)",
			"attack: P1's Dolphin takes 1 (2 damage, power 2), P2's Flamingo takes 2 (2 damage, power 1)",
			"P1's Dolphin faints",
			"P2's Flamingo faints",
			"P2's Flamingo: faint ability",
			"P2 puts 2 Apples on top of P2's deck",
			"P1 plays Honey",
			"P1 plays Badger (power 3, perk Honey)",
			"P2 plays Apple",
			"P2 plays Apple",
			"P2 plays Peacock (power 4)",
			"attack: P1's Badger takes 4 (4 damage, power 3), P2's Peacock takes 3 (3 damage, power 4)",
			"P1's Badger faints",
			"P1's Badger: faint ability",
			"P1's Badger is set aside until their next pet",
			"P1's Honey: faint ability",
			"P1 puts 1 Bee on top of P1's deck",
			"P2's Peacock: hurt ability",
			"P2's Peacock eats 1 Apple (power 5)",
			"P1 plays Bee (power 1)",
			"P1's set-aside Badger acts",
			"2 rock dice roll 2 at P1's Bee (2 damage, power 1)",
			"P1's Bee faints",
			"2 rock dice roll 1 at P2's Peacock (4 damage, power 5)",
			"P2's Peacock: hurt ability",
			"P2's Peacock eats 1 Apple (power 6)",
			"P2 wins the battle",
		},
		winner: 1,
	}, {
		name:  "attack example",
		decks: [2][]string{{"Ant"}, {"Peacock"}},
		want: []string{
			"P1 plays Ant (power 1)",
			"P2 plays Peacock (power 2)",
			"attack: P1's Ant takes 2 (2 damage, power 1), P2's Peacock takes 1 (1 damage, power 2)",
			"P1's Ant faints",
			"P1's Ant: faint ability",
			"P1 puts 1 Apple on top of P1's deck",
			"P2's Peacock: hurt ability",
			"P2's Peacock eats 1 Apple (power 3)",
			"P1 plays Apple",
			"P2 wins the battle",
		},
		winner: 1,
	}})
}

// TestFAQ checks each ruling of the rulebook's FAQ that concerns battles.
func TestFAQ(t *testing.T) {
	checkBattles(t, []battleCase{{
		name:  "rocks are not an attack: Garlic does not reduce them, and they hurt",
		decks: [2][]string{{"Mosquito"}, {"Garlic", "Peacock"}},
		rocks: []int{2},
		want: []string{
			"P1 plays Mosquito (power 2)",
			"P2 plays Garlic",
			"P2 plays Peacock (power 2, perk Garlic)",
			"P1's Mosquito: play ability",
			"1 rock die rolls 2 at P2's Peacock (2 damage, power 2)",
			"P2's Peacock faints",
			"P2's Peacock: hurt ability",
			"P2's Peacock has fainted and gains nothing",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name:  "several rock dice deal one instance of damage: one Hurt trigger",
		decks: [2][]string{{"Dolphin"}, {"Five Apples", "Peacock"}},
		rocks: []int{1, 1, 2, 0, 0, 0},
		want: []string{
			"P1 plays Dolphin (power 2)",
			"P2 plays Five Apples",
			"P2 plays Peacock (power 7)",
			"P1's Dolphin: play ability",
			"3 rock dice roll 4 at P2's Peacock (4 damage, power 7)",
			"P2's Peacock: hurt ability",
			"P2's Peacock eats 1 Apple (power 8)",
			"attack: P1's Dolphin takes 8 (8 damage, power 2), P2's Peacock takes 2 (6 damage, power 8)",
			"P1's Dolphin faints",
			"P2's Peacock: hurt ability",
			"P2's Peacock eats 1 Apple (power 9)",
			"P2 wins the battle",
		},
		winner: 1,
	}, {
		name:  "a pet that loses power keeps its damage and faints if damage reaches power",
		decks: [2][]string{{"Bee", "Skunk"}, {"Apple", "Apple", "Apple", "Hippo"}},
		want: []string{
			"P1 plays Bee (power 1)",
			"P2 plays Apple",
			"P2 plays Apple",
			"P2 plays Apple",
			"P2 plays Hippo (power 7)",
			"attack: P1's Bee takes 7 (7 damage, power 1), P2's Hippo takes 1 (1 damage, power 7)",
			"P1's Bee faints",
			"P2's Hippo: enemy_faints ability",
			"P2's Hippo heals 1 damage (0 damage, power 7)",
			"P1 plays Skunk (power 3)",
			"P1's Skunk: play ability",
			"P2's Hippo throws away 1 power of Apples (0 damage, power 6)",
			"attack: P1's Skunk takes 6 (6 damage, power 3), P2's Hippo takes 3 (3 damage, power 6)",
			"P1's Skunk faints",
			"P2's Hippo: enemy_faints ability",
			"P2's Hippo heals 1 damage (2 damage, power 6)",
			"P2 wins the battle",
		},
		winner: 1,
	}, {
		name:  "stripped Apples make a damaged pet faint",
		decks: [2][]string{{"Mosquito", "Skunk"}, {"Apple", "Apple", "Sheep"}},
		rocks: []int{2},
		want: []string{
			"P1 plays Mosquito (power 2)",
			"P2 plays Apple",
			"P2 plays Apple",
			"P2 plays Sheep (power 5)",
			"P1's Mosquito: play ability",
			"1 rock die rolls 2 at P2's Sheep (2 damage, power 5)",
			"attack: P1's Mosquito takes 5 (5 damage, power 2), P2's Sheep takes 2 (4 damage, power 5)",
			"P1's Mosquito faints",
			"P1 plays Skunk (power 3)",
			"P1's Skunk: play ability",
			"P2's Sheep throws away 1 power of Apples (4 damage, power 4)",
			"P2's Sheep faints",
			"P2's Sheep: faint ability",
			"P2 puts 2 Bees on top of P2's deck",
			"P2 plays Bee (power 1)",
			"attack: P1's Skunk takes 1 (1 damage, power 3), P2's Bee takes 3 (3 damage, power 1)",
			"P2's Bee faints",
			"P2 plays Bee (power 1)",
			"attack: P1's Skunk takes 1 (2 damage, power 3), P2's Bee takes 3 (3 damage, power 1)",
			"P2's Bee faints",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name:  "nine attacks in a row: both pets faint and the battle goes on",
		decks: [2][]string{{"Garlic", "Bee", "Ant"}, {"Garlic", "Bee"}},
		want: append(append([]string{
			"P1 plays Garlic",
			"P1 plays Bee (power 1, perk Garlic)",
			"P2 plays Garlic",
			"P2 plays Bee (power 1, perk Garlic)",
		}, repeat("attack: P1's Bee takes 0 (0 damage, power 1), P2's Bee takes 0 (0 damage, power 1)", 9)...),
			"after 9 attacks in a row both pets faint",
			"P1's Bee faints",
			"P2's Bee faints",
			"P1 plays Ant (power 1)",
			"P1 wins the battle",
		),
		winner: 0,
	}, {
		name:  "two Dolphins: both throw even when the first KOs the second",
		decks: [2][]string{{"Dolphin"}, {"Dolphin"}},
		rocks: []int{1, 1, 0, 1, 1, 1},
		want: []string{
			"P1 plays Dolphin (power 2)",
			"P2 plays Dolphin (power 2)",
			"P1's Dolphin: play ability",
			"3 rock dice roll 2 at P2's Dolphin (2 damage, power 2)",
			"P2's Dolphin faints",
			"P2's Dolphin: play ability",
			"3 rock dice roll 3 at P1's Dolphin (3 damage, power 2)",
			"P1's Dolphin faints",
			"the battle is a draw",
		},
		winner: -1,
	}, {
		name:  "a Dog KO'd by rocks still activates its Play ability but gains no power",
		decks: [2][]string{{"Dolphin"}, {"Dog"}},
		rocks: []int{1, 1, 0},
		want: []string{
			"P1 plays Dolphin (power 2)",
			"P2 plays Dog (power 2)",
			"P1's Dolphin: play ability",
			"3 rock dice roll 2 at P2's Dog (2 damage, power 2)",
			"P2's Dog faints",
			"P2's Dog: play ability",
			"P2's Dog has fainted and gains nothing",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name:  "supply cards are unlimited",
		decks: [2][]string{{"Sheep", "Sheep", "Sheep"}, {"Five Apples", "Five Apples", "Bee"}},
		want: []string{
			"P1 plays Sheep (power 3)",
			"P2 plays Five Apples",
			"P2 plays Five Apples",
			"P2 plays Bee (power 11)",
			"attack: P1's Sheep takes 11 (11 damage, power 3), P2's Bee takes 3 (3 damage, power 11)",
			"P1's Sheep faints",
			"P1's Sheep: faint ability",
			"P1 puts 2 Bees on top of P1's deck",
			"P1 plays Bee (power 1)",
			"attack: P1's Bee takes 11 (11 damage, power 1), P2's Bee takes 1 (4 damage, power 11)",
			"P1's Bee faints",
			"P1 plays Bee (power 1)",
			"attack: P1's Bee takes 11 (11 damage, power 1), P2's Bee takes 1 (5 damage, power 11)",
			"P1's Bee faints",
			"P1 plays Sheep (power 3)",
			"attack: P1's Sheep takes 11 (11 damage, power 3), P2's Bee takes 3 (8 damage, power 11)",
			"P1's Sheep faints",
			"P1's Sheep: faint ability",
			"P1 puts 2 Bees on top of P1's deck",
			"P1 plays Bee (power 1)",
			"attack: P1's Bee takes 11 (11 damage, power 1), P2's Bee takes 1 (9 damage, power 11)",
			"P1's Bee faints",
			"P1 plays Bee (power 1)",
			"attack: P1's Bee takes 11 (11 damage, power 1), P2's Bee takes 1 (10 damage, power 11)",
			"P1's Bee faints",
			"P1 plays Sheep (power 3)",
			"attack: P1's Sheep takes 11 (11 damage, power 3), P2's Bee takes 3 (13 damage, power 11)",
			"P1's Sheep faints",
			"P2's Bee faints",
			"P1's Sheep: faint ability",
			"P1 puts 2 Bees on top of P1's deck",
			"P1 plays Bee (power 1)",
			"P1 wins the battle",
		},
		winner: 0,
	}})
}

func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// TestAdvancedTiming checks each step of the rulebook's definitive sequence.
func TestAdvancedTiming(t *testing.T) {
	checkBattles(t, []battleCase{{
		name:  "step 1: food is played until a pet, which eats it; a second perk replaces the first",
		decks: [2][]string{{"Honey", "Apple", "Garlic", "Ant"}, {"Bee"}},
		want: []string{
			"P1 plays Honey",
			"P1 plays Apple",
			"P1 plays Garlic",
			"P1's Garlic replaces Honey, which goes to the fainted pile",
			"P1 plays Ant (power 2, perk Garlic)",
			"P2 plays Bee (power 1)",
			"attack: P1's Ant takes 0 (0 damage, power 2), P2's Bee takes 2 (2 damage, power 1)",
			"P2's Bee faints",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name:  "step 1: both out of cards at once is a draw",
		decks: [2][]string{{"Bee"}, {"Bee"}},
		want: []string{
			"P1 plays Bee (power 1)",
			"P2 plays Bee (power 1)",
			"attack: P1's Bee takes 1 (1 damage, power 1), P2's Bee takes 1 (1 damage, power 1)",
			"P1's Bee faints",
			"P2's Bee faints",
			"the battle is a draw",
		},
		winner: -1,
	}, {
		name:  "step 1: a deck of only food plays no pet",
		decks: [2][]string{{"Bee"}, {"Apple", "Honey"}},
		want: []string{
			"P1 plays Bee (power 1)",
			"P2 plays Apple",
			"P2 plays Honey",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name:  "step 2: Play abilities in player order, then Hurt and Faint in player order",
		first: 1,
		decks: [2][]string{{"Mosquito", "Bee"}, {"Mosquito", "Bee"}},
		rocks: []int{2, 2},
		want: []string{
			"P2 plays Mosquito (power 2)",
			"P1 plays Mosquito (power 2)",
			"P2's Mosquito: play ability",
			"1 rock die rolls 2 at P1's Mosquito (2 damage, power 2)",
			"P1's Mosquito faints",
			"P1's Mosquito: play ability",
			"1 rock die rolls 2 at P2's Mosquito (2 damage, power 2)",
			"P2's Mosquito faints",
			"P2 plays Bee (power 1)",
			"P1 plays Bee (power 1)",
			"attack: P1's Bee takes 1 (1 damage, power 1), P2's Bee takes 1 (1 damage, power 1)",
			"P1's Bee faints",
			"P2's Bee faints",
			"the battle is a draw",
		},
		winner: -1,
	}, {
		name:  "step 2: set-aside effects fire when the owner's next pet is played; set-aside pets count as fainted",
		decks: [2][]string{{"Badger", "Shark"}, {"Apple", "Apple", "Apple", "Hippo", "Hippo"}},
		rocks: []int{0, 0, 0, 1},
		want: []string{
			"P1 plays Badger (power 3)",
			"P2 plays Apple",
			"P2 plays Apple",
			"P2 plays Apple",
			"P2 plays Hippo (power 7)",
			"attack: P1's Badger takes 7 (7 damage, power 3), P2's Hippo takes 3 (3 damage, power 7)",
			"P1's Badger faints",
			"P1's Badger: faint ability",
			"P1's Badger is set aside until their next pet",
			"P2's Hippo: enemy_faints ability",
			"P2's Hippo heals 1 damage (2 damage, power 7)",
			"P1 plays Shark (power 4)",
			"P1 chooses to resolve Shark's play ability next (of 2 waiting)",
			"P1's Shark: play ability",
			"P1's Shark eats 1 Apple (power 5)",
			"P1's set-aside Badger acts",
			"2 rock dice roll 0 at P1's Shark (0 damage, power 5)",
			"2 rock dice roll 1 at P2's Hippo (3 damage, power 7)",
			"attack: P1's Shark takes 7 (7 damage, power 5), P2's Hippo takes 5 (8 damage, power 7)",
			"P1's Shark faints",
			"P2's Hippo faints",
			"P2 plays Hippo (power 4)",
			"P2 wins the battle",
		},
		winner: 1,
	}, {
		name:  "steps 4-5: attacks repeat until a pet faints; fainted pets never gain power",
		decks: [2][]string{{"Hippo"}, {"Peacock"}},
		want: []string{
			"P1 plays Hippo (power 4)",
			"P2 plays Peacock (power 2)",
			"attack: P1's Hippo takes 2 (2 damage, power 4), P2's Peacock takes 4 (4 damage, power 2)",
			"P2's Peacock faints",
			"P1's Hippo: enemy_faints ability",
			"P1's Hippo heals 1 damage (1 damage, power 4)",
			"P2's Peacock: hurt ability",
			"P2's Peacock has fainted and gains nothing",
			"P1 wins the battle",
		},
		winner: 0,
	}, {
		name:  "Spider puts a Bee then an Apple on top: the Bee eats the Apple; Rat feeds the opponent a Bee",
		decks: [2][]string{{"Spider"}, {"Rat"}},
		want: []string{
			"P1 plays Spider (power 2)",
			"P2 plays Rat (power 4)",
			"attack: P1's Spider takes 4 (4 damage, power 2), P2's Rat takes 2 (2 damage, power 4)",
			"P1's Spider faints",
			"P1's Spider: faint ability",
			"P1 puts 1 Bee on top of P1's deck",
			"P1 puts 1 Apple on top of P1's deck",
			"P1 plays Apple",
			"P1 plays Bee (power 2)",
			"attack: P1's Bee takes 4 (4 damage, power 2), P2's Rat takes 2 (4 damage, power 4)",
			"P1's Bee faints",
			"P2's Rat faints",
			"P2's Rat: faint ability",
			"P2 puts 1 Bee on top of P1's deck",
			"P1 plays Bee (power 1)",
			"P1 wins the battle",
		},
		winner: 0,
	}})
}

// TestFaintedPetIsStillHurt: "A pet is hurt when it is dealt non-zero
// damage" (glossary) and "Pets' abilities trigger even if they're marked as
// fainted" (Advanced Timing). P2's Dolphin KOs P1's Camel with rocks; P1's
// own set-aside Badger then hits the fainted Camel again, and the Camel
// adds its second Apple.
func TestFaintedPetIsStillHurt(t *testing.T) {
	lines, winner := runBattle(t, 1, 1, [2][]string{{"Badger", "Camel"}, {"Badger", "Dolphin"}},
		[]int{1, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0})
	want := []string{
		"P2's Dolphin: play ability",
		"3 rock dice roll 3 at P1's Camel (3 damage, power 3)",
		"P1's Camel faints",
		"P2's set-aside Badger acts",
		"2 rock dice roll 0 at P2's Dolphin (0 damage, power 2)",
		"2 rock dice roll 0 at P1's Camel (3 damage, power 3)",
		"P1's set-aside Badger acts",
		"2 rock dice roll 1 at P1's Camel (4 damage, power 3)",
		"2 rock dice roll 0 at P2's Dolphin (0 damage, power 2)",
		"P1's Camel: hurt ability",
		"P1 puts 1 Apple on top of P1's deck",
		"P1's Camel: hurt ability",
		"P1 puts 1 Apple on top of P1's deck",
		"P1 plays Apple",
		"P1 plays Apple",
		"P2 wins the battle",
	}
	if !containsRun(lines, want) || winner != 1 {
		t.Errorf("want the sequence\n%s\nin\n%s", strings.Join(want, "\n"), strings.Join(lines, "\n"))
	}
}

// TestDesignedChainsEndWhenPetsFaint: the designed pets and perks that
// throw rocks when hurt do so only while their pet stands, so two of them
// cannot keep hurting each other's fainted pets up to the 50-generation
// bound. With dice that always roll 1 rock, P1's Blowfish (power 3) and
// P2's (3 Apples: power 6) hit each other: P1's faints and does not
// throw; P2's throws 2 Rocks at the fainted pet, whose Hurt does not
// fire. One Hurt ability in all, no fizzle, and P2 wins.
func TestDesignedChainsEndWhenPetsFaint(t *testing.T) {
	g, err := New(nil, game.Options{"dice": "1,1"})
	if err != nil {
		t.Fatal(err)
	}
	out, lines := playScenario(t, g, []byte(`{"decks": [["Blowfish"], ["Apple", "Apple", "Apple", "Blowfish"]]}`))
	hurts, fizzles := 0, 0
	for _, e := range out.Events {
		switch {
		case e.Kind == EventAbility && e.Trigger == TriggerHurt:
			hurts++
		case e.Kind == EventFizzle:
			fizzles++
		}
	}
	if hurts != 1 || fizzles != 0 || out.Winner != 1 {
		t.Errorf("%d Hurt abilities, %d fizzles, winner %d; want 1, none and P2\n%s", hurts, fizzles, out.Winner, strings.Join(lines, "\n"))
	}
}

// TestAbilityOrderOption checks both orders of one player's simultaneous
// abilities: as they arise (the default), or perk Faint abilities first.
func TestAbilityOrderOption(t *testing.T) {
	for _, tc := range []struct {
		order string
		want  []string
	}{
		{"pet_first", []string{
			"P1's Ant: faint ability",
			"P1 puts 1 Apple on top of P1's deck",
			"P1's Honey: faint ability",
			"P1 puts 1 Bee on top of P1's deck",
			"P1 plays Bee (power 1)",
		}},
		{"perk_first", []string{
			"P1's Honey: faint ability",
			"P1 puts 1 Bee on top of P1's deck",
			"P1's Ant: faint ability",
			"P1 puts 1 Apple on top of P1's deck",
			"P1 plays Apple",
			"P1 plays Bee (power 2)",
		}},
	} {
		t.Run(tc.order, func(t *testing.T) {
			g, err := New(nil, game.Options{"ability_order": tc.order})
			if err != nil {
				t.Fatal(err)
			}
			_, got := playScenario(t, g, []byte(`{"decks": [["Honey", "Ant"], ["Sheep"]]}`))
			text := strings.Join(got, "\n")
			if !strings.Contains(text, strings.Join(tc.want, "\n")) {
				t.Errorf("want the sequence\n%s\nin\n%s", strings.Join(tc.want, "\n"), text)
			}
		})
	}
}
