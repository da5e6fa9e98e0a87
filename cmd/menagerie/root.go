package main

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/registry"
)

// newRootCmd builds the whole command tree.
func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "menagerie",
		Short: "Play, simulate and study animal card-battle games",
		Long:  rootHelp(),
		Example: `  menagerie play cardbattle --vs heuristic
  menagerie rules tableau
  menagerie sim cardbattle --bots heuristic,random --games 200
  menagerie replay --seat 0 game7.json
  menagerie game cardbattle --seed 7
  menagerie sim cardbattle --packs classic,golden,magic --players 6 --bots random
  menagerie game tableau --players 4
  menagerie game dojo --players 1
  menagerie replay --seat 2 games/game-00001.json
  menagerie battle examples/auto-battle-b.json
  menagerie battle --exact examples/auto-battle-b.json
  menagerie cards cardbattle
  menagerie cards validate my-pack.yaml
  menagerie --version`,
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE:                       showHelp,
		SilenceErrors:              true,
		SilenceUsage:               true,
	}
	root.Version = versionText()
	root.SetVersionTemplate("{{.Version}}")
	root.CompletionOptions.HiddenDefaultCmd = true
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(newPlayCmd(), newRulesCmd(), newGameCmd(), newSimCmd(), newReplayCmd(), newBattleCmd(), newCardsCmd(), newServeCmd(), newBalanceCmd())
	return root
}

// commands lists the commands for the root help; GAME stands for any game
// of the registry.
var commands = [][2]string{
	{"play GAME", "play a game in the terminal against bots, or hotseat"},
	{"rules GAME", "how to play a game: its goal, a round and its decisions"},
	{"game GAME", "play one whole game between bots and print it"},
	{"sim GAME", "play many games between bots and report win rates"},
	{"balance GAME", "measure a game's balance: seats, First Player, every card's strength"},
	{"replay FILE", "show a recorded game of any game turn by turn, whole or as one seat saw it"},
	{"cards GAME", "list a game's cards (built in, or your own with --cards)"},
	{"cards validate", "check your own card file of any game and report every error"},
	{"battle FILE", "run one Card Battle auto battle from a scenario file, or its exact odds"},
	{"serve", "run the game server: online rooms for every game, people and bots"},
}

// rootHelp is the root command's help: the games of the registry and the
// commands.
func rootHelp() string {
	var b strings.Builder
	b.WriteString("Menagerie plays, simulates and studies animal card-battle games (GAME):\n")
	for _, e := range registry.Games() {
		fmt.Fprintf(&b, "  %-11s %s\n", e.Name, wrap(e.Summary, 14, 78))
	}
	b.WriteString("\nCommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-15s %s\n", c[0], c[1])
	}
	b.WriteString("\nBots (--bots and --vs; a server room seats all but ismcts):\n")
	for _, k := range agent.Kinds {
		fmt.Fprintf(&b, "  %-15s %s\n", k.Name, wrap(k.Help, 18, 78))
	}
	fmt.Fprintf(&b, "\nGAME is one of %s. Seats are called P1, P2, ... (seat 0 is P1).\n", strings.Join(registry.Names(), ", "))
	b.WriteString("Exit codes: 0 ok, 1 failure, 2 usage error.")
	return b.String()
}

// wrap breaks text into lines of at most width columns where it can,
// indenting every line but the first by indent spaces.
func wrap(text string, indent, width int) string {
	var b strings.Builder
	col := indent
	for i, word := range strings.Fields(text) {
		switch {
		case i == 0:
		case col+1+len(word) > width:
			b.WriteString("\n" + strings.Repeat(" ", indent))
			col = indent
		default:
			b.WriteByte(' ')
			col++
		}
		b.WriteString(word)
		col += len(word)
	}
	return b.String()
}

// versionText is what --version prints: the program's module version, the
// record format it writes and each game's rules version.
func versionText() string {
	version := "(unknown)"
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		version = info.Main.Version
	}
	var b strings.Builder
	fmt.Fprintf(&b, "menagerie %s\nrecord format %d\n", version, game.RecordFormat)
	for _, e := range registry.Games() {
		fmt.Fprintf(&b, "%-11s rules %s\n", e.Name, e.RulesVersion)
	}
	return b.String()
}

// perGameCmd is a command that only groups one subcommand per game, each
// made by perGame.
func perGameCmd(use, short string, perGame func(*registry.Entry) *cobra.Command) *cobra.Command {
	cmd := &cobra.Command{
		Use:                        use,
		Short:                      short,
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE:                       showHelp,
	}
	for _, e := range registry.Games() {
		cmd.AddCommand(perGame(e))
	}
	return cmd
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
