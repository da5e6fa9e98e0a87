package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/internal/report"
	"menagerie/registry"
	"menagerie/sim"
)

// newSimCmd groups the batch simulation commands.
func newSimCmd() *cobra.Command {
	return perGameCmd("sim", "Play many games between bots and report their statistics", newSimGameCmd)
}

// simFlags are the options every sim command shares.
type simFlags struct {
	bots       []string
	games      int
	workers    int
	seed       uint64
	asJSON     bool
	asCSV      bool
	records    string
	maxActions int
	progress   bool
	chart      string
	cpuProfile string
}

// simHelp is the part of a sim command's help that every game shares.
const simHelp = `Each bot's record is printed (games, wins, losses, draws, win rate with its
95% confidence interval, average game length, and an Elo rating when more
than two bots play), then each seat's record, and each bot's record per seat.

Bots are given by spec, comma-separated: random, heuristic, a level (easy,
medium, hard), or ismcts:iters=N,workers=N,c=F,... (menagerie --help lists
every parameter with its range and default; ms=N is a time budget that is
not reproducible). A piece holding '=' but no ':' is a parameter of the spec
before it, so "ismcts:iters=500,c=0.5,heuristic" is two bots. --bots may also be repeated. With more bots than seats every group of
bots plays in turn, the groups in an order spread over all of them, so that
even a short batch seats every bot about equally often; seats are rotated so
that each bot plays each seat equally often when --games is a multiple of the
number of seatings.

Game i uses a seed derived from --seed and i only, so the same seed gives
the same report whatever the number of workers. Games are counted (and
their --records written) in order as they finish, so memory does not grow
with --games. A progress bar with the time left is shown on standard error
when it is a terminal (and neither --json nor --csv is given), or always
with --progress.

Ctrl-C stops the batch and prints the report of games 1 to N, the games
finished so far (the same report as --games N), headed "partial report:
interrupted after N of M games" ("interrupted": true and "planned_games" in
JSON); the exit code is then 130.`

// newSimGameCmd plays a batch of one game's games between bots.
func newSimGameCmd(e *registry.Entry) *cobra.Command {
	var f simFlags
	engine := gameFlags{game: e.Name}
	cmd := &cobra.Command{
		Use:   e.Name,
		Short: fmt.Sprintf("Play many %s games between bots and report win rates", e.Title),
		Long:  wrap(fmt.Sprintf("Play a batch of %s games between bots on every core. %s", e.Title, e.About), 0, 78) + "\n\n" + simHelp,
		Example: fmt.Sprintf(`  menagerie sim %[1]s --bots heuristic,random --games 200
  menagerie sim %[1]s --bots random --players %[2]d --games 100
  menagerie sim %[1]s --bots ismcts:iters=500,heuristic --games 100 --json
  menagerie sim %[1]s --bots heuristic --bots random --csv > results.csv
  menagerie sim %[1]s --bots heuristic,random --games 20 --records games/`, e.Name, e.Players[len(e.Players)-1]),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runSim(cmd, &f, e, &engine)
		},
	}
	engine.addFlags(cmd)
	f.addFlags(cmd)
	return cmd
}

// addFlags registers the flags every sim command shares.
func (f *simFlags) addFlags(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringArrayVar(&f.bots, "bots", nil, fmt.Sprintf("bot `SPECS`, comma-separated or repeated (at least one per seat, at most %d; kinds: random, heuristic, easy, medium, hard, learned, ismcts)", sim.MaxBots))
	fl.Var(newNumberFlag(&f.games, 100, 1, sim.MaxGames), "games", fmt.Sprintf("number of games to play, 1 to %d", sim.MaxGames))
	fl.Var(newNumberFlag(&f.workers, 0, 1, sim.MaxWorkers), "workers", fmt.Sprintf("games played in parallel, 1 to %d, never more than --games (default: all cores)", sim.MaxWorkers))
	fl.Var(newNumberFlag(&f.seed, 1, 0, math.MaxUint64), "seed", "base seed; game i uses a seed derived from it and i")
	fl.BoolVar(&f.asJSON, "json", false, "print the report as JSON")
	fl.BoolVar(&f.asCSV, "csv", false, "print the report as CSV: one row per bot, per seat and per bot and seat")
	fl.StringVar(&f.records, "records", "", "write each game's record as `DIR`/game-00001.json, ... (DIR is created; existing files are never overwritten)")
	fl.Var(newNumberFlag(&f.maxActions, 0, 0, math.MaxInt), "max-actions", "stop with an error if a game runs longer than `N` actions (0: no limit)")
	fl.BoolVar(&f.progress, "progress", false, "show the progress bar even when standard error is not a terminal")
	fl.StringVar(&f.chart, "chart", "", "also draw each bot's win rate with its 95% interval to `FILE` (.png or .svg; never overwritten)")
	fl.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile of the games to `FILE` (for go tool pprof; never overwritten)")
}

// runSim plays the batch a sim command describes, on the game of entry e
// its flags build.
func runSim(cmd *cobra.Command, f *simFlags, e *registry.Entry, engine *gameFlags) (err error) {
	name := "sim " + cmd.Name()
	if f.asJSON && f.asCSV {
		return usagef("--json and --csv cannot be used together")
	}
	g, err := engine.build()
	if err != nil {
		return err
	}
	cards := e.Cards.InUse(g).Title()
	specs, err := splitBotSpecs(f.bots)
	if err != nil {
		return err
	}
	specs = fillSeats(specs, g.NumPlayers())
	switch {
	case len(specs) < g.NumPlayers():
		return usagef("--bots: want at least %d bots, got %d (e.g. --bots heuristic,random)", g.NumPlayers(), len(specs))
	case len(specs) > sim.MaxBots:
		return usagef("--bots: want at most %d bots, got %d", sim.MaxBots, len(specs))
	}
	bots := make([]agent.Agent, len(specs))
	count := map[string]int{}
	for _, spec := range specs {
		count[spec]++
	}
	seen := map[string]int{}
	for i, spec := range specs {
		bot, err := e.NewBot(spec, g)
		if err != nil {
			return usagef("--bots: %w", err)
		}
		if count[spec] > 1 {
			// The same spec twice: number the bots to tell them apart.
			seen[spec]++
			bot = namedBot{bot, fmt.Sprintf("%s#%d", spec, seen[spec])}
		}
		bots[i] = bot
	}
	cfg := sim.Config{Game: g, Bots: bots, Games: f.games, Workers: f.workers, Seed: f.seed, MaxActions: f.maxActions}
	var chartFormat string
	if f.chart != "" {
		if chartFormat, err = report.ChartFormat(f.chart); err != nil {
			return usagef("--chart: %w", err)
		}
		if err := refuseExisting(f.chart); err != nil {
			return fmt.Errorf("%s: --chart: %w", name, err)
		}
	}
	if f.cpuProfile != "" {
		// Refused before the records' directory is made; written from
		// the first game.
		if err := refuseExisting(f.cpuProfile); err != nil {
			return fmt.Errorf("%s: --cpuprofile: %w", name, err)
		}
	}
	if f.records != "" {
		if err := prepareRecordDir(f.records, f.games); err != nil {
			return fmt.Errorf("%s: --records %s: %w", name, f.records, err)
		}
		cfg.OnGame = func(r *sim.GameResult) error {
			return createRecord(recordPath(f.records, r.Index), r.Record)
		}
	}
	if f.cpuProfile != "" {
		stopProfile, profileErr := startCPUProfile(f.cpuProfile)
		if profileErr != nil {
			return fmt.Errorf("%s: --cpuprofile: %w", name, profileErr)
		}
		defer func() {
			if stopErr := stopProfile(); stopErr != nil && err == nil {
				err = fmt.Errorf("%s: --cpuprofile: %w", name, stopErr)
			}
		}()
	}
	// Ctrl-C stops the batch; the report of the games finished so far is
	// still printed.
	ctx, stopSignals := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stopSignals()
	stderr := cmd.ErrOrStderr()
	var bar *progressbar.ProgressBar
	if f.progress || (!f.asJSON && !f.asCSV && isTerminal(stderr)) {
		bar = newProgressBar(stderr, f.games)
		cfg.Progress = func(done, _ int) { bar.Set(done) }
	}
	rep, err := sim.RunContext(ctx, cfg)
	stopSignals() // from here a second Ctrl-C ends the program at once
	if err != nil && bar != nil {
		bar.Exit()
	}
	if rep == nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	var stopped error
	title := fmt.Sprintf("%s: %d games, seed %d", g.Name(), rep.Games, f.seed)
	if err != nil {
		stopped = interruptedError{done: rep.Games, total: f.games, err: err}
		title = fmt.Sprintf("%s: %d of %d games (interrupted), seed %d", g.Name(), rep.Games, f.games, f.seed)
	}
	if f.records != "" {
		fmt.Fprintf(stderr, "%d game records written to %s\n", rep.Games, f.records)
	}
	if f.chart != "" {
		if err := writeChart(f.chart, chartFormat, rep, title); err != nil {
			return fmt.Errorf("%s: --chart %s: %w", name, f.chart, err)
		}
		fmt.Fprintf(stderr, "chart written to %s\n", f.chart)
	}
	if err := writeSimReport(cmd.OutOrStdout(), f, rep, stopped, g, cards); err != nil {
		return err
	}
	if stopped != nil {
		return fmt.Errorf("%s: %w", name, stopped)
	}
	return nil
}

// interruptedError ends a batch stopped before all its games were played;
// it wraps the context's error, so that the program exits with
// exitInterrupted.
type interruptedError struct {
	done, total int
	err         error
}

// Error says how many games were played, and which the report counts.
func (e interruptedError) Error() string {
	msg := fmt.Sprintf("interrupted after %d of %d games", e.done, e.total)
	if e.done > 0 {
		msg += fmt.Sprintf("; the report counts games 1 to %d", e.done)
	}
	return msg
}

// Unwrap returns the context's error.
func (e interruptedError) Unwrap() error { return e.err }

// interruptedReport is the JSON of a report cut short: the report's fields,
// then "interrupted": true and the number of games asked for.
type interruptedReport struct {
	*sim.Report
	Interrupted  bool `json:"interrupted"`
	PlannedGames int  `json:"planned_games"`
}

// writeSimReport prints the report in the format f asks for; stopped is
// the interruption that cut the batch short, if any, and cards names the
// card set for the text header.
func writeSimReport(out io.Writer, f *simFlags, rep *sim.Report, stopped error, g game.Game, cards string) error {
	switch {
	case f.asJSON && stopped != nil:
		return writeJSON(out, interruptedReport{Report: rep, Interrupted: true, PlannedGames: f.games})
	case f.asJSON:
		return writeJSON(out, rep)
	case f.asCSV:
		return writeReportCSV(out, rep)
	}
	if stopped != nil {
		fmt.Fprintf(out, "partial report: %v\n", stopped)
	}
	fmt.Fprintf(out, "%d games of %s, seed %d, %s, rules: %s\naverage game: %.1f actions\n\n",
		rep.Games, g.Name(), f.seed, cards, g.Options(), rep.AvgActions)
	return writeReportTables(out, rep)
}

// splitBotSpecs splits --bots values into bot specs. Each value is split at
// commas; a piece with '=' but no ':' continues the spec before it in the
// same value ("ismcts:iters=500,c=0.5,heuristic" is two specs).
func splitBotSpecs(values []string) ([]string, error) {
	var specs []string
	for _, v := range values {
		first := len(specs)
		for _, piece := range strings.Split(v, ",") {
			piece = strings.TrimSpace(piece)
			switch {
			case piece == "":
				return nil, usagef("--bots %s: empty bot spec", game.Quote(v))
			case strings.Contains(piece, "=") && !strings.Contains(piece, ":"):
				if len(specs) == first {
					return nil, usagef("--bots %s: parameter %s comes before any bot", game.Quote(v), game.Quote(piece))
				}
				specs[len(specs)-1] += "," + piece
			default:
				specs = append(specs, piece)
			}
		}
	}
	return specs, nil
}

// namedBot is a bot under another name.
type namedBot struct {
	agent.Agent
	name string
}

// Name returns the bot's new name.
func (b namedBot) Name() string { return b.name }

// recordPath is the file of game i (0-based) in dir: game-00001.json, ...
func recordPath(dir string, i int) string {
	return filepath.Join(dir, fmt.Sprintf("game-%05d.json", i+1))
}

// prepareRecordDir creates dir and checks that none of the games' record
// files exists yet, so that a long run never ends by refusing to write. It
// looks at the files dir holds, however many games there are.
func prepareRecordDir(dir string, games int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return pathError(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return pathError(err)
	}
	for _, e := range entries {
		if i, ok := recordIndex(e.Name()); ok && i < games {
			if err := refuseExisting(recordPath(dir, i)); err != nil {
				return fmt.Errorf("%w (choose an empty directory)", err)
			}
		}
	}
	return nil
}

// recordIndex is the game (0-based) whose record file is called name, if
// recordPath names one so.
func recordIndex(name string) (int, bool) {
	digits, ok := strings.CutPrefix(name, "game-")
	if !ok {
		return 0, false
	}
	if digits, ok = strings.CutSuffix(digits, ".json"); !ok {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 || fmt.Sprintf("%05d", n) != digits {
		return 0, false
	}
	return n - 1, true
}

// newProgressBar shows games done, the rate and the time left on w.
func newProgressBar(w io.Writer, games int) *progressbar.ProgressBar {
	return progressbar.NewOptions(games,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("simulating"),
		progressbar.OptionSetWidth(30),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("games"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionSetRenderBlankState(true),
		progressbar.OptionOnCompletion(func() { fmt.Fprintln(w) }),
	)
}

// percent writes a rate in [0, 1] as a percentage.
func percent(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }

// ci writes a 95% confidence interval as percentages.
func ci(c [2]float64) string { return percent(c[0]) + " - " + percent(c[1]) }

// tallyColumns are a tally's cells in the text tables; a tally of no
// games has no rate: "-".
func tallyColumns(t sim.Tally) string {
	rate, interval := "-", "-"
	if t.Games > 0 {
		rate, interval = percent(t.WinRate), ci(t.CI95)
	}
	return fmt.Sprintf("%d\t%d\t%d\t%d\t%s\t%s", t.Games, t.Wins, t.Losses, t.Draws, rate, interval)
}

// writeReportTables prints the per-bot, per-seat and per-bot-per-seat tables.
func writeReportTables(w io.Writer, rep *sim.Report) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	elo := len(rep.Bots) > 2
	const tally = "GAMES\tWINS\tLOSSES\tDRAWS\tWIN RATE\t95% CI"
	header := "BOT\t" + tally + "\tAVG ACTIONS"
	if elo {
		header += "\tELO"
	}
	fmt.Fprintln(tw, header)
	for _, b := range rep.Bots {
		fmt.Fprintf(tw, "%s\t%s\t%.1f", b.Name, tallyColumns(b.Tally), b.AvgActions)
		if elo {
			fmt.Fprintf(tw, "\t%.0f", b.Elo)
		}
		fmt.Fprintln(tw)
	}
	fmt.Fprintln(tw)
	fmt.Fprintln(tw, "SEAT\t"+tally)
	for _, s := range rep.Seats {
		fmt.Fprintf(tw, "P%d\t%s\n", s.Seat+1, tallyColumns(s.Tally))
	}
	fmt.Fprintln(tw)
	fmt.Fprintln(tw, "BOT\tSEAT\t"+tally)
	for _, b := range rep.Bots {
		for s, t := range b.BySeat {
			fmt.Fprintf(tw, "%s\tP%d\t%s\n", b.Name, s+1, tallyColumns(t))
		}
	}
	return tw.Flush()
}

// writeReportCSV prints one row per bot, per seat and per bot and seat;
// seats are numbered from 0 as in the JSON report.
func writeReportCSV(w io.Writer, rep *sim.Report) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"row", "bot", "seat", "games", "wins", "losses", "draws", "win_rate", "ci95_low", "ci95_high", "avg_actions", "elo"})
	num := func(x float64, prec int) string { return strconv.FormatFloat(x, 'f', prec, 64) }
	row := func(kind, bot, seat string, t sim.Tally, avg, elo string) {
		rate := []string{"", "", ""} // a tally of no games has no rate
		if t.Games > 0 {
			rate = []string{num(t.WinRate, 4), num(t.CI95[0], 4), num(t.CI95[1], 4)}
		}
		cw.Write(append(append([]string{kind, bot, seat, strconv.Itoa(t.Games), strconv.Itoa(t.Wins), strconv.Itoa(t.Losses), strconv.Itoa(t.Draws)},
			rate...), avg, elo))
	}
	for _, b := range rep.Bots {
		row("bot", b.Name, "", b.Tally, num(b.AvgActions, 2), num(b.Elo, 1))
	}
	for _, s := range rep.Seats {
		row("seat", "", strconv.Itoa(s.Seat), s.Tally, "", "")
	}
	for _, b := range rep.Bots {
		for s, t := range b.BySeat {
			row("bot_seat", b.Name, strconv.Itoa(s), t, "", "")
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeChart draws the win-rate chart into a new file.
func writeChart(path, format string, rep *sim.Report, title string) error {
	return createFile(path, func(w io.Writer) error { return report.WinRateChart(rep, title, w, format) })
}
