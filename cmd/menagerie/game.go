package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// newGameCmd groups the commands that play a whole game.
func newGameCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:                        "game",
		Short:                      "Play one whole game between computer players",
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE:                       showHelp,
	}
	cmd.AddCommand(newGameCardBattleCmd())
	return cmd
}

// newGameCardBattleCmd plays one Card Battle game between two random players.
func newGameCardBattleCmd() *cobra.Command {
	var (
		engine     engineFlags
		seed       uint64
		recordFile string
		quiet      bool
	)
	cmd := &cobra.Command{
		Use:   "cardbattle",
		Short: "Play one Card Battle game between two random players and print it",
		Long: `Play one whole Card Battle game (six rounds of shop and battle) between two
players who choose uniformly among their legal actions, and print everything
that happens, hidden cards included, then the trophies and the winner.

The same seed, card set and rules always give the same game. --record saves
the game record (game, rules version, options, card-set hash, seed and every
action, rock rolls included) as JSON, from which the game can be replayed.`,
		Example: `  menagerie game cardbattle --seed 7
  menagerie game cardbattle --seed 7 --quiet --record game7.json
  menagerie game cardbattle --rules dice=0,1,1,2,2,3 --cards my-pack.yaml`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			g, err := engine.newGame()
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			st, ok := g.NewState(seed).(*cardbattle.State)
			if !ok {
				return fmt.Errorf("game cardbattle: the engine returned an unexpected state type")
			}
			fmt.Fprintf(out, "Card Battle, seed %d, %s pack (card set %s), rules: %s\n", seed, g.Cards().Pack, g.CardSetHash(), g.Options())
			if !quiet {
				events := playByPlay{w: out, cs: g.Cards()}
				st.SetEventSink(events.print)
			}
			record := game.NewRecord(g, seed)
			// The players' generator is derived from the seed rather than
			// equal to it, so their choices do not replay the state's own
			// shuffle draws.
			record.Actions, err = playOut(st, game.NewRNG(game.Mix(seed, 1)))
			if err != nil {
				return fmt.Errorf("game cardbattle: %w", err)
			}
			fmt.Fprintf(out, "\nfinal trophies: P1 %d, P2 %d\nresult: %s\n", st.Trophies(0), st.Trophies(1), resultText(st.Winner(), "game"))
			if recordFile == "" {
				return nil
			}
			if err := writeRecord(recordFile, record); err != nil {
				return fmt.Errorf("game cardbattle: --record %s: %w", recordFile, pathError(err))
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "game record written to %s (%d actions)\n", recordFile, len(record.Actions))
			return nil
		},
	}
	engine.addCardsFlag(cmd)
	engine.addRulesFlag(cmd)
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed for the shuffles, the rock dice and the players' choices")
	cmd.Flags().StringVar(&recordFile, "record", "", "write the game record as JSON to `FILE`")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "print only the final trophies and the winner")
	return cmd
}

// playOut plays s to the end and returns every action applied, chance
// outcomes included. Chance outcomes are drawn with their probabilities;
// seats act through chooseAction.
func playOut(s game.State, rng game.RNG) ([]game.Action, error) {
	var (
		actions  []game.Action
		legal    []game.Action
		outcomes []game.ChanceOutcome
	)
	for !s.IsTerminal() {
		var a game.Action
		if s.CurrentPlayer() == game.Chance {
			outcomes = s.ChanceOutcomes(outcomes[:0])
			if len(outcomes) == 0 {
				return actions, fmt.Errorf("chance node without outcomes after %d actions", len(actions))
			}
			a = outcomes[rng.Pick(outcomes)].Action
		} else {
			legal = s.LegalActions(legal[:0])
			if len(legal) == 0 {
				return actions, fmt.Errorf("seat %d has no legal action after %d actions", s.CurrentPlayer(), len(actions))
			}
			a = chooseAction(legal, &rng)
		}
		if err := s.Apply(a); err != nil {
			return actions, err
		}
		actions = append(actions, a)
	}
	return actions, nil
}

// chooseAction is the players' policy: uniformly random among the legal
// actions.
func chooseAction(legal []game.Action, rng *game.RNG) game.Action {
	return legal[rng.IntN(len(legal))]
}

// writeRecord saves a game record as indented JSON.
func writeRecord(path string, r *game.Record) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
