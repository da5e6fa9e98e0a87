package highcardbot

import (
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/highcard"
)

// TestRoomBots: every bot a server's room may seat plays High Card to the
// end with legal moves.
func TestRoomBots(t *testing.T) {
	g, err := highcard.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"random", "heuristic", "easy", "medium", "hard", "ismcts:iters=50"} {
		t.Run(spec, func(t *testing.T) {
			b, err := agent.New(spec, g, Bots())
			if err != nil {
				t.Fatal(err)
			}
			s := g.NewState(3)
			for n := uint64(0); !s.IsTerminal(); n++ {
				a, err := b.Act(game.NewView(s), n)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Apply(a); err != nil {
					t.Fatalf("%s played an illegal action: %v", spec, err)
				}
			}
		})
	}
}

// TestHeuristicChoices: over random games, answering, the heuristic
// takes the trick with its lowest card that does, or throws its lowest;
// leading, it plays its lowest card that beats every unseen card, or its
// lowest.
func TestHeuristicChoices(t *testing.T) {
	g, err := highcard.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(9)
	h := Heuristic{Spec: "heuristic"}
	for seed := uint64(1); seed <= 40; seed++ {
		s := g.NewState(seed)
		for !s.IsTerminal() {
			v := game.NewView(s)
			o := v.Observation().(*highcard.Observation)
			got, err := h.Act(v, 0)
			if err != nil {
				t.Fatal(err)
			}
			if want := expected(o); game.Card(got) != want {
				t.Fatalf("seed %d: played %d holding %v with %v in the trick and %v played; want %d", seed, got, o.Hand, o.Played, o.Discard, want)
			}
			legal := v.Legal()
			s.ApplyUnchecked(legal[rng.IntN(len(legal))])
		}
	}
}

// expected is the card the heuristic should play, found by the rule as
// written: the hand is in increasing rank.
func expected(o *highcard.Observation) game.Card {
	beat := game.Card(0)
	if len(o.Played) == 1 {
		beat = o.Played[0]
	} else {
		seen := map[game.Card]bool{}
		for _, c := range append(append(append([]game.Card{}, o.Hand...), o.Played...), o.Discard...) {
			seen[c] = true
		}
		for c := game.Card(1); c <= highcard.DeckSize; c++ {
			if !seen[c] {
				beat = c
			}
		}
	}
	for _, c := range o.Hand {
		if c > beat {
			return c
		}
	}
	return o.Hand[0]
}

// TestHeuristicBeatsRandom: the heuristic wins clearly more games than it
// loses against random play, from either seat.
func TestHeuristicBeatsRandom(t *testing.T) {
	g, err := highcard.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	const games = 400
	wins, losses := 0, 0
	for i := range uint64(games) {
		me := game.Player(i % 2)
		s := g.NewState(i)
		for n := uint64(0); !s.IsTerminal(); n++ {
			var b agent.Agent = agent.Random{}
			if s.CurrentPlayer() == me {
				b = Heuristic{Spec: "heuristic"}
			}
			a, err := b.Act(game.NewView(s), game.Mix(i, n))
			if err != nil {
				t.Fatal(err)
			}
			s.ApplyUnchecked(a)
		}
		switch r := s.Returns(nil)[me]; {
		case r > 0:
			wins++
		case r < 0:
			losses++
		}
	}
	if wins < 2*losses {
		t.Errorf("the heuristic won %d and lost %d of %d games against random play: want at least twice as many wins", wins, losses, games)
	}
	t.Logf("the heuristic won %d, lost %d of %d games against random play", wins, losses, games)
}
