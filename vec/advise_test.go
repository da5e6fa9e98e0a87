package vec

import (
	"slices"
	"strings"
	"testing"

	"menagerie/agent"
)

// TestAdviseIsTheBotsOwnMove plays each game twice from one seed, the
// caller in seat 0 and then in seat 1, the heuristic in the other seat
// and, through Advise, in the caller's: both games must be the heuristic
// against itself move for move. It fails if Advise asks the bot with
// another seed than the batch's own bots get (the heuristic draws with its
// seed in Tableau and Dojo), or moves the game.
func TestAdviseIsTheBotsOwnMove(t *testing.T) {
	for _, name := range []string{"cardbattle", "tableau", "dojo"} {
		t.Run(name, func(t *testing.T) {
			g := mustGame(t, name, nil)
			bot := botsFor(t, g)[1]
			var records [2][]int32
			for caller := range 2 {
				bots := []agent.Agent{bot, bot}
				bots[caller] = nil
				b, err := New(Config{Game: g, Size: 1, Seed: 5, Bots: bots})
				if err != nil {
					t.Fatal(err)
				}
				defer b.Close()
				out := newOut(b)
				if err := b.Reset(out); err != nil {
					t.Fatal(err)
				}
				for step := 0; out.Done[0] == 0; step++ {
					if step > 5000 {
						t.Fatal("game not over after 5000 steps")
					}
					i, err := b.Advise(0, bot)
					if err != nil {
						t.Fatal(err)
					}
					if again, _ := b.Advise(0, bot); again != i {
						t.Fatalf("step %d: advised %d, then %d", step, i, again)
					}
					if err := b.Step([]int32{int32(i)}, out); err != nil {
						t.Fatal(err)
					}
				}
				for _, a := range b.slots[0].last {
					records[caller] = append(records[caller], int32(a))
				}
			}
			if !slices.Equal(records[0], records[1]) {
				t.Fatalf("the games differ: %d and %d actions", len(records[0]), len(records[1]))
			}
		})
	}
}

// TestAdviseRefusesAnEmptySlot: a slot that does not exist, or before
// Reset, has no game to advise on.
func TestAdviseRefusesAnEmptySlot(t *testing.T) {
	g := mustGame(t, "dojo", nil)
	b, err := New(Config{Game: g, Size: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	for _, i := range []int{0, -1, 1} {
		if _, err := b.Advise(i, agent.Random{}); err == nil || !strings.Contains(err.Error(), "no game in slot") {
			t.Errorf("slot %d: %v, want no game", i, err)
		}
	}
}
