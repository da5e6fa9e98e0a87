package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"menagerie/agent"
	"menagerie/balance"
	"menagerie/game"
	"menagerie/registry"
)

// newBalanceCmd groups the balance lab's commands: one per game, and merge.
func newBalanceCmd() *cobra.Command {
	cmd := perGameCmd("balance", "Measure a game's balance: seats, First Player, and every card's strength", newBalanceGameCmd)
	cmd.AddCommand(newBalanceMergeCmd())
	return cmd
}

// balanceOutputs are where a balance command writes: the HTML report, the
// report's JSON and the partial counts. None is ever overwritten.
type balanceOutputs struct {
	html, json, partial string
}

// addFlags registers the output flags.
func (o *balanceOutputs) addFlags(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVarP(&o.html, "output", "o", "", "write the HTML report to `FILE` (one page, charts included, works offline)")
	fl.StringVar(&o.json, "json", "", "write the report's figures as JSON to `FILE`")
	fl.StringVar(&o.partial, "partial", "", "write the counts to `FILE`, to merge with other shards' (menagerie balance merge)")
}

// check refuses outputs that exist or that name one file twice, before
// any game is played.
func (o *balanceOutputs) check() error {
	seen := map[string]string{}
	for _, f := range []struct{ flag, path string }{{"--output", o.html}, {"--json", o.json}, {"--partial", o.partial}} {
		if f.path == "" {
			continue
		}
		if other, ok := seen[f.path]; ok {
			return usagef("%s and %s both name %s: give each output its own file", other, f.flag, f.path)
		}
		seen[f.path] = f.flag
		if err := refuseExisting(f.path); err != nil {
			return fmt.Errorf("%s: %w", f.flag, err)
		}
	}
	return nil
}

// write writes the partial and the report to the files named, then the
// summary to out. Every output is made in memory first, so that a failure
// leaves no file half written.
func (o *balanceOutputs) write(out, stderr io.Writer, part *balance.Partial) error {
	rep := balance.NewReport(part, balance.DefaultBands)
	var files []struct {
		flag, path string
		data       bytes.Buffer
	}
	for _, f := range []struct {
		flag, path string
		write      func(io.Writer) error
	}{
		{"--partial", o.partial, part.Write},
		{"--json", o.json, func(w io.Writer) error { return writeJSON(w, rep) }},
		{"--output", o.html, rep.WriteHTML},
	} {
		if f.path == "" {
			continue
		}
		files = append(files, struct {
			flag, path string
			data       bytes.Buffer
		}{flag: f.flag, path: f.path})
		if err := f.write(&files[len(files)-1].data); err != nil {
			return fmt.Errorf("%s: %w", f.flag, err)
		}
	}
	for i := range files {
		f := &files[i]
		if err := createWhole(f.path, f.data.Bytes()); err != nil {
			return fmt.Errorf("%s: %w", f.flag, err)
		}
		fmt.Fprintf(stderr, "%s written to %s\n", map[string]string{"--partial": "counts", "--json": "figures", "--output": "report"}[f.flag], f.path)
	}
	return rep.WriteSummary(out)
}

// createWhole writes data to a new file at path, whole or not at all: to
// a temporary file beside it first, then linked to path, which fails if
// path exists. A run stopped while writing leaves no partial file that a
// restarted run would refuse to replace (on a file system without hard
// links the file is written in place).
func createWhole(path string, data []byte) error {
	if err := refuseExisting(path); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("%s: %w", path, pathError(err))
	}
	defer os.Remove(tmp.Name())
	err = tmp.Chmod(0o644) // as createFile makes files, not the temporary file's 0600
	if err == nil {
		_, err = tmp.Write(data)
	}
	if closeErr := tmp.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, pathError(err))
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if refused := refuseExisting(path); refused != nil {
			return refused
		}
		// A file system without hard links: write the file directly.
		return createFile(path, func(w io.Writer) error { _, err := w.Write(data); return err })
	}
	return nil
}

// balanceFlags are a balance run's own flags.
type balanceFlags struct {
	bots           []string
	games          int
	players        string
	seed           uint64
	workers        int
	maxActions     int
	baseline       string
	counterfactual bool
	cards          []string
	replace        string
	shard          string
	progress       bool
	out            balanceOutputs
}

// balanceHelp is the part of a balance command's help that every game
// shares.
var balanceHelp = fmt.Sprintf(`Plays --games seeded games per player count between the bots (seats rotated,
game i with a seed made from --seed and i, as sim plays them) and counts, as
games finish: each seat's and the First Player's win rate, game length, and
for every card how often it was offered, taken (bought, drafted, played) and
kept to the end, with the win rate of the seats that took it, per bot level
and per tier, pack, hat or family. Each rate comes with its 95%% interval and
its sample size; cards whose interval lies wholly outside the stated band
are flagged.

--counterfactual-card NAME (or --counterfactual, every card) plays each game
in which a seat took the card again, once for each seat that took it, with
that seat's copies made vanilla (their ability taken away; --replace remove
takes them out) and every other seat's as printed, and reports the change in
the takers' win rate, one pair per taker: the card's own effect, free of who
takes it. The same change made for every seat at once is reported beside it
(and judges the card where a game cannot change one seat's cards); it changes
the card file given with --cards, or the game's built-in file that holds the
card (with several packs, that pack's file). An effect is flagged only when
at least %d of its pairs turned out differently.

--baseline FILE plays the same games with another card file and reports each
figure's change. --shard K/N plays only the K-th of N equal ranges of games;
write its counts with --partial and combine the shards with menagerie
balance merge, which gives the same report as one run, bit for bit.

A short summary is printed; -o writes the HTML report, --json its figures.
No file is ever overwritten.`, balance.MinDiscordant)

// newBalanceGameCmd measures one game's balance.
func newBalanceGameCmd(e *registry.Entry) *cobra.Command {
	var f balanceFlags
	engine := gameFlags{game: e.Name}
	cmd := &cobra.Command{
		Use:   e.Name,
		Short: fmt.Sprintf("Measure %s's balance over many games between bots", e.Title),
		Long:  wrap(fmt.Sprintf("Measure the balance of %s. %s", e.Title, e.About), 0, 78) + "\n\n" + balanceHelp,
		Example: fmt.Sprintf(`  menagerie balance %[1]s --games 1000 -o report.html
  menagerie balance %[1]s --bots heuristic,random --json figures.json
  menagerie balance %[1]s --cards mine.yaml --counterfactual --games 300 -o report.html
  menagerie balance %[1]s --cards new.yaml --baseline old.yaml -o change.html
  menagerie balance %[1]s --games 10000 --shard 3/8 --partial part-3.json`, e.Name),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runBalance(cmd, &f, e, &engine)
		},
	}
	engine.addCardsFlag(cmd)
	engine.addOptionFlags(cmd)
	engine.addRulesFlag(cmd)
	fl := cmd.Flags()
	fl.StringArrayVar(&f.bots, "bots", nil, "bot `SPECS`, comma-separated or repeated (one spec fills every seat; default heuristic)")
	fl.Var(newNumberFlag(&f.games, 200, 1, balance.MaxGames), "games", fmt.Sprintf("games per player count, 1 to %d", balance.MaxGames))
	fl.StringVar(&f.players, "players", "", fmt.Sprintf("player `COUNTS`, comma-separated, each a section of the report (default %d)", e.Players[0]))
	fl.Var(newNumberFlag(&f.seed, 1, 0, math.MaxUint64), "seed", "base seed; game i uses a seed derived from it and i")
	fl.Var(newNumberFlag(&f.workers, 0, 1, balance.MaxWorkers), "workers", "games played in parallel (default: all cores)")
	fl.Var(newNumberFlag(&f.maxActions, 0, 0, math.MaxInt), "max-actions", "stop with an error if a game runs longer than `N` actions (0: no limit)")
	fl.StringVar(&f.baseline, "baseline", "", "also play the same games with this card `FILE` and report each figure's change")
	fl.BoolVar(&f.counterfactual, "counterfactual", false, "play every card's counterfactual")
	fl.StringArrayVar(&f.cards, "counterfactual-card", nil, "play this card's counterfactual (`NAME`, repeatable)")
	fl.StringVar(&f.replace, "replace", balance.ReplaceVanilla, "how a counterfactual changes a card (`MODE`): vanilla (no ability) or remove")
	fl.StringVar(&f.shard, "shard", "", "play only the K-th of N equal ranges of games (`K/N`, K from 1); use with --partial")
	fl.BoolVar(&f.progress, "progress", false, "show the progress bar even when standard error is not a terminal")
	f.out.addFlags(cmd)
	return cmd
}

// runBalance runs the lab as f describes, on the game of entry e.
func runBalance(cmd *cobra.Command, f *balanceFlags, e *registry.Entry, engine *gameFlags) error {
	name := "balance " + e.Name
	cfg := balance.Config{Definition: &e.Definition, Games: f.games, Seed: f.seed, Workers: f.workers, MaxActions: f.maxActions,
		Counterfactual: f.cards, EveryCard: f.counterfactual, Replace: f.replace,
		NewBot: func(spec string, g game.Game) (agent.Agent, error) { return e.NewBot(spec, g) }}
	var err error
	if cfg.Options, err = engine.options(); err != nil {
		return err
	}
	if cfg.Players, err = playerCounts(f.players, cfg.Options, e.Players); err != nil {
		return err
	}
	delete(cfg.Options, "players")
	if cfg.Bots, err = splitBotSpecs(f.bots); err != nil {
		return err
	}
	if len(cfg.Bots) == 0 {
		cfg.Bots = []string{"heuristic"}
	}
	switch {
	case f.replace != balance.ReplaceVanilla && f.replace != balance.ReplaceRemove:
		return usagef("--replace %s: want vanilla or remove", game.Quote(f.replace))
	case f.counterfactual && len(f.cards) > 0:
		return usagef("--counterfactual plays every card: give it or --counterfactual-card, not both")
	}
	if f.shard != "" {
		if cfg.Shard, cfg.Shards, err = parseShard(f.shard, f.games); err != nil {
			return err
		}
		if f.out.partial == "" {
			return usagef("--shard %s: give --partial FILE to keep the shard's counts for menagerie balance merge", f.shard)
		}
	}
	if err := f.out.check(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if cfg.Cards, err = readBalanceCards("--cards", engine.cardsFile); err != nil {
		return err
	}
	if cfg.Baseline, err = readBalanceCards("--baseline", f.baseline); err != nil {
		return err
	}
	ctx, stopSignals := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stopSignals()
	stderr := cmd.ErrOrStderr()
	var bar *progressbar.ProgressBar
	if f.progress || isTerminal(stderr) {
		bar = newProgressBar(stderr, f.games)
		cfg.Progress = func(done, total int) {
			bar.ChangeMax(total)
			bar.Set(done)
		}
	}
	part, err := balance.Run(ctx, cfg)
	stopSignals()
	if err != nil {
		if bar != nil {
			bar.Exit()
		}
		if errors.Is(err, context.Canceled) {
			return fmt.Errorf("%s: interrupted; nothing written: %w", name, err)
		}
		return fmt.Errorf("%s: %w", name, err)
	}
	if err := f.out.write(cmd.OutOrStdout(), stderr, part); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// readBalanceCards reads a card file named by flag, or returns nil for "".
func readBalanceCards(flag, path string) (*game.CardFile, error) {
	if path == "" {
		return nil, nil
	}
	data, err := readCardFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", flag, path, err)
	}
	return &game.CardFile{Name: path, Data: data}, nil
}

// playerCounts reads --players (or --rules players=N) against the game's
// allowed counts.
func playerCounts(flag string, opts game.Options, allowed []int) ([]int, error) {
	if given, ok := opts["players"]; ok {
		if flag != "" && flag != given {
			return nil, usagef("--players %s and --rules players=%s disagree: give one of them", game.Quote(flag), game.Quote(given))
		}
		flag = given
	}
	if flag == "" {
		return nil, nil
	}
	var counts []int
	for _, word := range strings.Split(flag, ",") {
		n, err := game.ParseWhole(strings.TrimSpace(word), 1, slices.Max(allowed))
		if err != nil || !isAllowed(n, allowed) {
			return nil, usagef("--players %s: want counts from %v, comma-separated", game.Quote(flag), allowed)
		}
		if len(counts) > 0 && n <= counts[len(counts)-1] {
			return nil, usagef("--players %s: give each count once, smallest first", game.Quote(flag))
		}
		counts = append(counts, n)
	}
	return counts, nil
}

// isAllowed reports whether n is one of the allowed counts.
func isAllowed(n int, allowed []int) bool {
	for _, a := range allowed {
		if a == n {
			return true
		}
	}
	return false
}

// parseShard reads K/N: the K-th (1 to N) of N shards of games.
func parseShard(s string, games int) (int, int, error) {
	k, n, ok := strings.Cut(s, "/")
	nv, errN := game.ParseWhole(n, 1, math.MaxInt)
	kv, errK := game.ParseWhole(k, 1, max(nv, 1))
	switch {
	case !ok || errK != nil || errN != nil:
		return 0, 0, usagef("--shard %s: want K/N with 1 <= K <= N, e.g. 3/8", game.Quote(s))
	case nv > games:
		return 0, 0, usagef("--shard %s: %d shards of %d games leave some shards without a game", game.Quote(s), nv, games)
	}
	return kv, nv, nil
}

// newBalanceMergeCmd combines shards' counts into one report.
func newBalanceMergeCmd() *cobra.Command {
	var out balanceOutputs
	cmd := &cobra.Command{
		Use:   "merge FILE...",
		Short: "Combine the counts of a run's shards into its report",
		Long: wrap(`Read the partial counts that menagerie balance GAME --shard K/N --partial FILE wrote,
check that they come from the same run (game, rules, bots, seed, games, card files) and count
disjoint games, and add them up: the report is the one a single run of the same games gives,
bit for bit. A run merged from only some of its shards says how many games it counts.`, 0, 78),
		Example: `  menagerie balance merge part-*.json -o report.html --json figures.json
  menagerie balance merge part-1.json part-2.json --partial half.json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("want at least one partial file (usage: %s)", cmd.UseLine())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := out.check(); err != nil {
				return fmt.Errorf("balance merge: %w", err)
			}
			var parts []*balance.Partial
			for _, path := range args {
				data, err := readInput(path, cmd.InOrStdin(), maxPartialRead, "a partial result file")
				if err != nil {
					return fmt.Errorf("balance merge: %s: %w", path, err)
				}
				p, err := balance.ReadPartial(path, data)
				if err != nil {
					return fmt.Errorf("balance merge: %w", err)
				}
				parts = append(parts, p)
			}
			merged, err := balance.Merge(parts...)
			if err != nil {
				return fmt.Errorf("balance merge: %w", err)
			}
			if err := out.write(cmd.OutOrStdout(), cmd.ErrOrStderr(), merged); err != nil {
				return fmt.Errorf("balance merge: %w", err)
			}
			return nil
		},
	}
	out.addFlags(cmd)
	return cmd
}

// maxPartialRead is the most bytes read of one partial result file.
const maxPartialRead = 64 << 20
