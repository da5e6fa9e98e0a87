package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"menagerie/game"
	"menagerie/internal/tui"
	"menagerie/registry"
)

// maxSaveNames bounds the numbered names tried for a new saved game
// (GAME-SEED-2.save.json, -3, ...).
const maxSaveNames = 1000

// saveGame writes a saved game to where: into a new file of that name or,
// when where is a directory ("": the current one), into a file in it
// named GAME-SEED.save.json or, when that is taken, GAME-SEED-2.save.json,
// -3, ...: never over another file. It returns the path written.
func saveGame(where string, rec *game.Record, seats, names []string, options map[string]string) (string, error) {
	data, err := encodeSave(rec, seats, names, options)
	if err != nil {
		return "", err
	}
	write := func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
	dir := cmp.Or(where, ".")
	if info, err := os.Stat(where); where != "" && (err != nil || !info.IsDir()) {
		return where, createFile(where, write)
	}
	base := fmt.Sprintf("%s-%d", rec.Game, rec.Seed)
	for i := 1; i <= maxSaveNames; i++ {
		name := base + ".save.json"
		if i > 1 {
			name = fmt.Sprintf("%s-%d.save.json", base, i)
		}
		path := filepath.Join(dir, name)
		if refuseExisting(path) != nil {
			continue
		}
		return path, createFile(path, write)
	}
	return "", fmt.Errorf("%s: %d saved games of this seed already; move some away", filepath.Join(dir, base+"*.save.json"), maxSaveNames)
}

// notPlayOptions are the flags of `play GAME` that a saved game does not
// keep as play options: what builds the game and seats it (the record and
// the seats keep that), and the files.
var notPlayOptions = []string{"cards", "rules", "players", "seat", "vs", "hotseat", "seed", "record", "resume", "pick-name"}

// isPlayOption reports whether the flag called name is a play option of
// e's play command, kept in a saved game.
func isPlayOption(e *registry.Entry, name string) bool {
	if slices.Contains(notPlayOptions, name) {
		return false
	}
	for _, of := range e.Flags {
		if of.Flag == name {
			return false
		}
	}
	return true
}

// playOptions are the play options given to cmd, by flag name.
func playOptions(cmd *cobra.Command, e *registry.Entry) map[string]string {
	options := map[string]string{}
	cmd.Flags().Visit(func(fl *pflag.Flag) {
		if isPlayOption(e, fl.Name) {
			options[fl.Name] = fl.Value.String()
		}
	})
	return options
}

// resumeGame goes on with the game saved in --resume's file, with the
// seats, team names and play options it was saved with; play options
// given now win over the saved ones.
func (f *playFlags) resumeGame(cmd *cobra.Command, e *registry.Entry) error {
	command := "play " + e.Name
	path := f.resume
	for _, name := range []string{"seed", "seat", "vs", "hotseat", "players", "rules", "pick-name"} {
		if cmd.Flags().Changed(name) {
			return usagef("--resume goes on with the saved game as it was: leave out --%s", name)
		}
	}
	for _, of := range e.Flags {
		if cmd.Flags().Changed(of.Flag) {
			return usagef("--resume goes on with the saved game as it was: leave out --%s", of.Flag)
		}
	}
	if path == "-" {
		return usagef("--resume -: the input is for playing; give the saved game's file")
	}
	if err := refuseRecordFile(command, f.recordFile); err != nil {
		return err
	}
	cards, err := f.game.cardSet()
	if err != nil {
		return err
	}
	fail := func(err error) error { return fmt.Errorf("%s: --resume %s: %w", command, path, err) }
	data, read := cmd.Context().Value(savedGameKey{}).([]byte)
	if !read {
		if data, err = readInput(path, nil, maxRecordRead, "a saved game"); err != nil {
			return fail(err)
		}
	}
	r, err := decodeSave(data, cards)
	if err != nil {
		return fail(err)
	}
	if r.entry != e {
		return fail(fmt.Errorf("this is a saved game of %s: go on with menagerie play %s --resume %s", r.entry.Title, r.entry.Name, path))
	}
	for name, value := range r.save.Options {
		fl := cmd.Flags().Lookup(name)
		switch {
		case fl == nil || !isPlayOption(e, name):
			return fail(fmt.Errorf("play_options: %q is not a play option of %s", name, command))
		case fl.Changed:
			continue
		}
		if err := cmd.Flags().Set(name, value); err != nil {
			return fail(fmt.Errorf("play_options: --%s %s: %w", name, value, err))
		}
	}
	bots, err := seatAgents(r.save.Seats, r.game)
	if err != nil {
		return fail(err)
	}
	fmt.Fprintf(cmd.OutOrStdout(), "%s, seed %d, resumed after %d actions: %s. Type h for help.\n",
		e.Title, r.rec.Seed, len(r.rec.Actions), describeSeats(r.save.Seats))
	return f.play(cmd, e, tui.Config{Game: r.game, Seed: r.rec.Seed, Bots: bots, Names: r.save.TeamNames, Resume: r.rec}, r.save.Seats)
}

// savedGameKey is the context key under which resumeAnyGame hands the
// saved game it read to the game's play command, which then does not
// read the file again (it could have changed in between).
type savedGameKey struct{}

// resumeAnyGame is `play --resume FILE`: it finds the game the file saved
// and resumes it with that game's play command, passing on the flags
// given (name to value; "" : not given).
func resumeAnyGame(cmd *cobra.Command, path string, flags map[string]string) error {
	data, err := readInput(path, nil, maxRecordRead, "a saved game")
	if err != nil {
		return fmt.Errorf("play: --resume %s: %w", path, err)
	}
	_, rec, err := parseSave(data)
	if err != nil {
		return fmt.Errorf("play: --resume %s: %w", path, err)
	}
	name := rec.Game
	for _, sub := range cmd.Commands() {
		if sub.Name() != name {
			continue
		}
		if err := sub.Flags().Set("resume", path); err != nil {
			return err
		}
		for name, value := range flags {
			if value == "" {
				continue
			}
			if err := sub.Flags().Set(name, value); err != nil {
				return err
			}
		}
		sub.SetContext(context.WithValue(cmd.Context(), savedGameKey{}, data))
		return sub.RunE(sub, nil)
	}
	return fmt.Errorf("play: --resume %s: a saved game of %q, which this program does not play (known: %s)", path, name, strings.Join(registry.Names(), ", "))
}
