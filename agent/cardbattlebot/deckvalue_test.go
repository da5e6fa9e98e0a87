package cardbattlebot

import (
	"flag"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// A deck's value measures how well a way of ordering the deck does against
// the heuristic's own orders, apart from the rest of the game: positions
// are the start of each round's Battle Prep in games of the heuristic at
// every seat; in each, the seat to place first orders its deck one way
// (each row of TestDeckValue), the other seats as the heuristic does, and
// the battle is played deckValueBattles times from the decks laid (rocks
// and coin flips drawn anew). The seat's value is its share of those
// battles won, a draw counting a half. It is a measurement, not a check,
// and runs only when asked:
//
//	go test ./agent/cardbattlebot -run DeckValue -deckvalue -v -timeout 0
var (
	deckValue          = flag.Bool("deckvalue", false, "measure the value of the bots' deck orders (TestDeckValue)")
	deckValuePlayers   = flag.Int("deckvalue.players", 4, "players: 2 (Classic), 4 (Classic and Golden) or 6 (all three packs)")
	deckValuePositions = flag.Int("deckvalue.positions", 600, "positions measured")
)

// deckValueBattles is how many times each position's battle is played.
const deckValueBattles = 400

func TestDeckValue(t *testing.T) {
	if !*deckValue {
		t.Skip("a measurement: run with -deckvalue")
	}
	if *deckValuePositions < 2 {
		t.Fatalf("-deckvalue.positions %d: want at least 2, for a standard error", *deckValuePositions)
	}
	g, packs := tableGame(t, *deckValuePlayers)
	heuristic := NewHeuristic("heuristic", g)
	prior, _, err := Bots().Search("ismcts", g)
	if err != nil {
		t.Fatal(err)
	}
	expert := prior.(*Heuristic)
	// Each row orders the measured seat's deck from the start of Battle
	// Prep, position i; every row is compared with the expert's.
	const expertRow = 1
	rows := []struct {
		name   string
		player func(start *cb.State, i int) agent.Agent
	}{
		{"the heuristic (medium)", func(*cb.State, int) agent.Agent { return heuristic }},
		{"the search's expert", func(*cb.State, int) agent.Agent { return expert }},
		{"the expert's order against the opponent's actual deck", func(start *cb.State, i int) agent.Agent {
			// The opponent's deck is laid in secret: it is the same
			// whatever the measured seat lays.
			_, theirs := laidDecks(t, start, heuristic, heuristic, i)
			return deckAgainst(expert, start, theirs)
		}},
	}
	starts := prepStarts(t, g, heuristic, *deckValuePositions)
	values := make([][]float64, len(rows))
	for i, start := range starts {
		for r, row := range rows {
			laid, _ := laidDecks(t, start, row.player(start, i), heuristic, i)
			rng := game.NewRNG(game.Mix(uint64(i), 0xba771e))
			values[r] = append(values[r], battleValue(laid, int(start.CurrentPlayer()), &rng))
		}
	}
	var report strings.Builder
	fmt.Fprintf(&report, "%d positions, %d players (%s), %d battles each\n", len(starts), *deckValuePlayers, packs, deckValueBattles)
	for r, row := range rows {
		diff := make([]float64, len(starts))
		for i := range diff {
			diff[i] = values[r][i] - values[expertRow][i]
		}
		mean, se := meanSE(values[r])
		dMean, dSE := meanSE(diff)
		fmt.Fprintf(&report, "%-55s %.3f ± %.3f, against the expert's %+.3f ± %.3f; by round:", row.name, mean, se, dMean, dSE)
		for round := 1; round <= cb.NumRounds; round++ {
			var in []float64
			for i, start := range starts {
				if start.Round() == round {
					in = append(in, values[r][i])
				}
			}
			if len(in) > 0 {
				m, _ := meanSE(in)
				fmt.Fprintf(&report, " %.3f", m)
			}
		}
		report.WriteString("\n")
	}
	t.Log("\n" + report.String())
}

// prepStarts plays games of p at every seat, seeds 1 up, and returns the
// first n states at which a round's Battle Prep first asks a seat to place
// a card.
func prepStarts(t *testing.T, g *cb.Game, p agent.Agent, n int) []*cb.State {
	t.Helper()
	var out []*cb.State
	// A game ends in round 6 or when n are found, so the next game's round
	// 1 always differs from the last round seen.
	lastRound := 0
	walkGames(g, func(uint64) bool { return len(out) < n },
		agentChoice(t, p),
		func(s *cb.State) bool {
			if s.Phase() == "arrange" && s.Round() != lastRound {
				lastRound = s.Round()
				out = append(out, s.Clone().(*cb.State))
			}
			return len(out) < n
		})
	return out
}

// laidDecks plays Battle Prep on from start, the seat to place first (the
// measured seat) placing as measured decides and every other seat as the
// heuristic h, and returns the state once the decks are laid, with the
// measured seat's opponent's deck.
func laidDecks(t *testing.T, start *cb.State, measured agent.Agent, h *Heuristic, i int) (laid *cb.State, theirs []cb.CardID) {
	t.Helper()
	s := start.Clone().(*cb.State)
	seat := int(start.CurrentPlayer())
	for s.Phase() == "arrange" {
		p := agent.Agent(h)
		if int(s.CurrentPlayer()) == seat {
			p = measured
		}
		a, err := p.Act(game.NewView(s), uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		s.ApplyUnchecked(a)
	}
	obs := s.Observe(game.Player(seat)).(*cb.Observation)
	return s, h.ids(obs.Players[obs.Opponent].BattleDeck)
}

// deckAgainst returns a player that lays the order the expert finds best
// against one known deck of the opponent's, on as many battles as it plays
// against its sampled decks.
func deckAgainst(expert *Heuristic, start *cb.State, theirs []cb.CardID) agent.Agent {
	seat := int(start.CurrentPlayer())
	obs := start.Observe(game.Player(seat)).(*cb.Observation)
	decks := make([][]cb.CardID, expert.Samples)
	for k := range decks {
		decks[k] = theirs
	}
	mine := start.Hand(seat, nil)
	b := battles{h: expert, oppDecks: decks, opp: obs.Opponent, first: obs.FirstPlayer, round: obs.Round}
	return fixedDeck(bestStarting(b.scoreOrders(mine, game.Mix(hashIDs(mine), uint64(obs.Round))), nil))
}

// fixedDeck lays a given deck, top card first.
type fixedDeck []cb.CardID

func (d fixedDeck) Name() string { return "fixed deck" }

func (d fixedDeck) Act(v *game.View, _ uint64) (game.Action, error) {
	placed := len(v.Observation().(*cb.Observation).Deck)
	return cb.Move{Kind: cb.MovePlace, Card: d[placed]}.Action(), nil
}

// battleValue plays the round's battles on from laid deckValueBattles
// times (chance drawn with rng, simultaneous abilities in the order they
// arose) and returns seat's share of its battle won, a draw counting a
// half.
func battleValue(laid *cb.State, seat int, rng *game.RNG) float64 {
	round := laid.Round()
	opp := laid.Observe(game.Player(seat)).(*cb.Observation).Opponent
	total := 0.0
	var legal []game.Action
	var outs []game.ChanceOutcome
	for range deckValueBattles {
		s := laid.Clone().(*cb.State)
		for !s.IsTerminal() && s.Round() == round {
			if s.CurrentPlayer() == game.Chance {
				outs = s.ChanceOutcomes(outs[:0])
				s.ApplyUnchecked(outs[rng.Pick(outs)].Action)
				continue
			}
			legal = s.LegalActions(legal[:0])
			s.ApplyUnchecked(legal[0])
		}
		winners := s.Observe(game.Player(seat)).(*cb.Observation).RoundWinners[round-1]
		switch {
		case slices.Contains(winners, seat):
			total++
		case !slices.Contains(winners, opp):
			total += 0.5
		}
	}
	return total / deckValueBattles
}

// meanSE returns the mean of xs and its standard error.
func meanSE(xs []float64) (mean, se float64) {
	sq := 0.0
	for _, x := range xs {
		mean += x
		sq += x * x
	}
	n := float64(len(xs))
	mean /= n
	return mean, math.Sqrt(math.Max(sq/n-mean*mean, 0) / (n - 1))
}
