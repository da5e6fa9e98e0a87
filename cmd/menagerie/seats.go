package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/registry"
)

// seatBots makes one bot per seat of g from --bots values (heuristic in
// every seat when none are given, one spec in every seat when one is) and
// names them for a header line ("P1: heuristic, P2: random").
func seatBots(values []string, g game.Game) ([]agent.Agent, string, error) {
	specs, err := splitBotSpecs(values)
	if err != nil {
		return nil, "", err
	}
	if len(specs) == 0 {
		specs = []string{"heuristic"}
	}
	specs = fillSeats(specs, g.NumPlayers())
	if len(specs) != g.NumPlayers() {
		return nil, "", usagef("--bots: want exactly %d bots, one per seat, got %d", g.NumPlayers(), len(specs))
	}
	bots := make([]agent.Agent, len(specs))
	seats := make([]string, len(specs))
	for i, spec := range specs {
		if bots[i], err = newBot(spec, g); err != nil {
			return nil, "", usagef("--bots: %w", err)
		}
		seats[i] = fmt.Sprintf("P%d: %s", i+1, spec)
	}
	return bots, strings.Join(seats, ", "), nil
}

// fillSeats puts a single bot spec in every one of n seats; more specs
// are returned as they are.
func fillSeats(specs []string, n int) []string {
	if len(specs) != 1 {
		return specs
	}
	filled := make([]string, n)
	for i := range filled {
		filled[i] = specs[0]
	}
	return filled
}

// newBot makes a bot from a spec for g with its game's own bots.
func newBot(spec string, g game.Game) (agent.Agent, error) {
	e, err := registry.Lookup(g.Name())
	if err != nil {
		return nil, err
	}
	return e.NewBot(spec, g)
}

// saveRecord writes a game record to path when one was asked for, and says
// so on standard error; command names the command in messages.
func saveRecord(cmd *cobra.Command, command, path string, rec *game.Record) error {
	if path == "" {
		return nil
	}
	if err := createRecord(path, rec); err != nil {
		return fmt.Errorf("%s: --record: %w", command, err)
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "game record written to %s (%d actions)\n", path, len(rec.Actions))
	return nil
}
