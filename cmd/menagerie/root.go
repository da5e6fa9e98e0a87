package main

import (
	"github.com/spf13/cobra"
)

// newRootCmd builds the whole command tree.
func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "menagerie",
		Short: "Play, simulate and study animal card-battle games",
		Long: `Menagerie plays, simulates and studies animal card-battle games:
  cardbattle  Super Auto Pets Card Battle: shop with gold, a secret deck
              order, an automatic battle one pet at a time, six rounds of
              trophies; 2, 4 or 6 players; Classic, Golden and Magic packs
  tableau     the Super Auto Pets board game: a market draft, a tableau of
              stacks, wounds and a power race; 2-4 players
  dojo        the exercise card game: a 3x3 zone of animals at 3 levels,
              dojos, health and item cards, an exercise for each attack; 2
              players, or the solo mission

Commands:
  play cardbattle    play a game in the terminal against bots, or hotseat
  game cardbattle    play one whole game between bots and print it
  sim cardbattle     play many games between bots and report win rates
  replay FILE        show a recorded game turn by turn, whole or as one seat saw it
  battle FILE        run one auto battle from a scenario file, or its exact odds
  cards cardbattle   list the card set (built in, or your own with --cards)
  cards validate     check your own card file and report every error
  game tableau       play one whole Tableau game (2-4 players) between bots and print it
  sim tableau        play many Tableau games between bots and report win rates
  cards tableau      list the Tableau cards with their values per level
  play dojo          play Dojo against a bot (doing the exercises), or the solo mission
  game dojo          play one whole Dojo game between bots, with the workout summary
  sim dojo           play many Dojo games between bots and report win rates
  cards dojo         list the Dojo cards: animals per level, dojos, health and items

Seats are called P1, P2, ... (seat 0 is P1). Exit codes: 0 ok, 1 failure,
2 usage error.`,
		Example: `  menagerie play cardbattle --vs heuristic
  menagerie sim cardbattle --bots heuristic,random --games 200
  menagerie replay --seat 0 game7.json
  menagerie game cardbattle --seed 7
  menagerie sim cardbattle --packs classic,golden,magic --rules players=6 --bots heuristic,heuristic,heuristic,random,random,random
  menagerie game tableau --rules players=4
  menagerie battle examples/auto-battle-b.json
  menagerie battle --exact examples/auto-battle-b.json
  menagerie cards cardbattle
  menagerie cards validate my-pack.yaml`,
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE:                       showHelp,
		SilenceErrors:              true,
		SilenceUsage:               true,
	}
	root.CompletionOptions.HiddenDefaultCmd = true
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(newPlayCmd(), newGameCmd(), newSimCmd(), newReplayCmd(), newBattleCmd(), newCardsCmd())
	return root
}

// showHelp is the action of a command that only groups subcommands.
func showHelp(cmd *cobra.Command, _ []string) error { return cmd.Help() }

// subcommandArgs rejects arguments to a command that only groups
// subcommands: the first one is an unknown subcommand.
func subcommandArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	msg := "unknown command %q for %q"
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		return usagef(msg+" (did you mean %q?)", args[0], cmd.CommandPath(), s[0])
	}
	return usagef(msg, args[0], cmd.CommandPath())
}

// exactArgs accepts exactly n positional arguments; anything else is a
// usage error that shows the command's usage line.
func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usagef("want %d argument(s), got %d (usage: %s)", n, len(args), cmd.UseLine())
		}
		return nil
	}
}
