package main

import (
	"fmt"
	"math"

	"github.com/spf13/cobra"

	"menagerie/registry"
	"menagerie/session"
)

// newGameCmd groups the commands that play a whole game, one per game.
func newGameCmd() *cobra.Command {
	return perGameCmd("game", "Play one whole game between computer players", newGameOfCmd)
}

// newGameOfCmd plays one game of e between bots and prints it.
func newGameOfCmd(e *registry.Entry) *cobra.Command {
	var (
		flags      = gameFlags{game: e.Name}
		seed       uint64
		recordFile string
		quiet      bool
		botFlags   []string
	)
	command := "game " + e.Name
	cmd := &cobra.Command{
		Use:   e.Name,
		Short: fmt.Sprintf("Play one whole %s game between bots and print it", e.Title),
		Long: fmt.Sprintf(`Play one whole %s game between bots (--bots, P1 first; one spec fills
every seat; default a heuristic player in every seat), and print everything
that happens, hidden cards included, round by round, then the result.

%s

The same seed, card set and rules always give the same game. --record saves
the game record (game, rules version, options, card-set hash, seed and every
action, chance outcomes included) as JSON, from which the game can be
replayed.`, e.Title, wrap(e.About, 0, 78)),
		Example: fmt.Sprintf(`  menagerie game %[1]s --seed 7
  menagerie game %[1]s --players %[2]d --bots random
  menagerie game %[1]s --bots ismcts:iters=200,heuristic
  menagerie game %[1]s --seed 7 --quiet --record game7.json`, e.Name, e.Players[len(e.Players)-1]),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := refuseRecordFile(command, recordFile); err != nil {
				return err
			}
			g, err := flags.build()
			if err != nil {
				return err
			}
			bots, seats, err := seatBots(botFlags, g)
			if err != nil {
				return err
			}
			s, err := session.New(session.Config{Game: g, Seed: seed, Bots: bots, Events: !quiet})
			if err != nil {
				return fmt.Errorf("%s: %w", command, err)
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "%s, seed %d, %s (card set %s), rules: %s\n%s\n",
				e.Title, seed, e.Cards.InUse(g).Title(), g.CardSetHash(), g.Options(), seats)
			n := newNarrator(out, g, e.Schema, everyone)
			n.events(s.Opening().Events)
			for {
				u, ok, err := s.Step()
				if err != nil {
					return fmt.Errorf("%s: %w", command, err)
				}
				if !ok {
					break
				}
				n.events(u.Events)
			}
			if !s.Over() {
				return fmt.Errorf("%s: P%d has no bot", command, s.ToAct()+1)
			}
			end, err := s.View(0)
			if err != nil {
				return fmt.Errorf("%s: %w", command, err)
			}
			fmt.Fprintf(out, "\n%s\n", g.ResultText(end.Observation))
			return saveRecord(cmd, command, recordFile, s.Record())
		},
	}
	flags.addFlags(cmd)
	cmd.Flags().Var(newNumberFlag(&seed, 1, 0, math.MaxUint64), "seed", "seed for the shuffles, the chance outcomes and the players' choices")
	cmd.Flags().StringVar(&recordFile, "record", "", "write the game record as JSON to `FILE` (a new file)")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "print only the result")
	cmd.Flags().StringArrayVar(&botFlags, "bots", nil, "one bot per seat, P1 first, e.g. `ismcts,heuristic`, or one for every seat (easy, medium, hard, learned, random, heuristic, ismcts[:iters=N,...]; default heuristic in every seat)")
	return cmd
}
