package main

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/spf13/cobra"

	"menagerie/games/cardbattle"
	"menagerie/internal/tui"
)

// newBattleCmd runs the battle calculator on a scenario file.
func newBattleCmd() *cobra.Command {
	var (
		engine       engineFlags
		seed         uint64
		exact        bool
		asJSON       bool
		maxPositions int
	)
	cmd := &cobra.Command{
		Use:   "battle FILE",
		Short: "Run one Card Battle auto battle from a scenario, or compute its exact odds",
		Long: `Run the auto battle described by a scenario file (- reads standard input) and
print its play-by-play and result, or with --exact the exact probability of
each result over every possible rock roll.

When a player has simultaneous abilities whose order can change the battle,
they choose it: the calculator takes, for that player, the order with the
highest chance to win the battle, then to draw (computed exactly), and says
which it took; a scenario's choices fix them instead.

A scenario is a JSON object:
  first_player  0 or 1: who holds the First Player token (default 0, P1)
  round         1 to 6 (default 1)
  decks         two lists of card names, top card first; names in any case;
                supply cards such as Apple are allowed; an ailment card
                (Exposed, Spooked) goes on the next pet played
  rocks         optional: rock die faces to use in order; without it the
                dice are rolled with --seed (--exact ignores it)
  choices       optional: each time a player chooses which of their
                simultaneous abilities resolves next, the one to take, in
                turn: a card's name, or "set-aside Badger" for a set-aside
                pet's effects (--exact uses them along every roll)
  trumpets      optional: each side's Trumpets at the start, e.g. [2, 0]
  mana          optional: each side's Mana at the start, e.g. [0, 3]
The scenario, not --rules first_player, says who is First Player. Cards of
every built-in pack may be named unless --packs or --cards says otherwise.

Example scenario:
  {"first_player": 0, "round": 1,
   "decks": [["Dolphin", "Honey", "Badger"], ["Mosquito", "Flamingo", "Peacock"]],
   "rocks": [0, 1, 1, 1, 0, 2, 1, 0]}`,
		Example: `  menagerie battle examples/auto-battle-b.json
  menagerie battle --exact examples/auto-battle-b.json
  menagerie battle examples/honey-or-ant.json
  menagerie battle --json --seed 42 my-battle.json
  echo '{"decks": [["Ant"], ["Fish"]]}' | menagerie battle -`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			fail := func(err error) error { return fmt.Errorf("battle %s: %w", path, err) }
			g, err := engine.newGame()
			if err != nil {
				return err
			}
			data, err := readInput(path, cmd.InOrStdin(), maxScenarioRead, "a battle scenario")
			if err != nil {
				return fail(err)
			}
			sc, err := cardbattle.ParseScenario(data, g)
			if err != nil {
				return fail(err)
			}
			sc.MaxPositions = maxPositions
			out := cmd.OutOrStdout()
			if exact {
				odds, err := g.ExactOdds(sc)
				if err != nil {
					return fail(err)
				}
				if asJSON {
					return writeJSON(out, oddsResult{Win: odds.Win, Draw: odds.Draw, Positions: odds.Positions, Choices: choiceViews(odds.Choices)})
				}
				writeOdds(out, sc, odds)
				return nil
			}
			result, err := g.RunScenario(sc, seed)
			if err != nil {
				return fail(err)
			}
			if asJSON {
				return writeJSON(out, newBattleResult(g.Cards(), result))
			}
			writeBattle(out, g.Cards(), sc, result)
			return nil
		},
	}
	engine.addCardsFlag(cmd)
	engine.addPacksFlag(cmd, true)
	engine.addRulesFlag(cmd)
	cmd.Flags().Var(newNumberFlag(&seed, 1, 0, math.MaxUint64), "seed", "seed for the rock dice when the scenario lists no rocks")
	cmd.Flags().BoolVar(&exact, "exact", false, "enumerate every rock roll and print the exact odds")
	cmd.Flags().Var(newNumberFlag(&maxPositions, cardbattle.MaxExactPositions, 1, 1<<30), "max-positions",
		"give up an exact enumeration (--exact, or a player's best choice of order) past `N` positions")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON instead of text")
	return cmd
}

// battleResult is one battle as "battle --json" prints it.
type battleResult struct {
	// Winner is the winning seat, or nil for a draw.
	Winner  *int                   `json:"winner"`
	Events  []cardbattle.EventView `json:"events"`
	Choices []choiceView           `json:"choices,omitempty"`
}

// choiceView is a choice of order as JSON output shows it: the seat, the
// ability taken, the others, how it was decided and, when the calculator
// chose in one battle, the seat's chances with each option.
type choiceView struct {
	Seat      int       `json:"seat"`
	Took      string    `json:"took"`
	Over      []string  `json:"over"`
	By        string    `json:"by"` // "scenario" or "best"
	Options   []string  `json:"options"`
	Win       []float64 `json:"p_win,omitempty"`
	Draw      []float64 `json:"p_draw,omitempty"`
	Positions int       `json:"positions,omitempty"`
}

func choiceViews(cs []cardbattle.OrderChoice) []choiceView {
	var out []choiceView
	for _, c := range cs {
		v := choiceView{Seat: c.Seat, Took: c.Options[c.Took], Options: c.Options, By: "best", Win: c.Win, Draw: c.Draw, Positions: c.Positions}
		if c.Fixed {
			v.By = "scenario"
		}
		for i, o := range c.Options {
			if i != c.Took {
				v.Over = append(v.Over, o)
			}
		}
		out = append(out, v)
	}
	return out
}

// choiceText describes a choice of order in one line.
func choiceText(c cardbattle.OrderChoice) string {
	var over []string
	for i, o := range c.Options {
		if i != c.Took {
			over = append(over, o)
		}
	}
	text := fmt.Sprintf("P%d resolves %s before %s", c.Seat+1, c.Options[c.Took], strings.Join(over, " and "))
	switch {
	case c.Fixed:
		text += " (the scenario's choice)"
	case c.Win != nil:
		var odds []string
		for i, o := range c.Options {
			odds = append(odds, fmt.Sprintf("%s: win %.2f%%, draw %.2f%%", o, 100*c.Win[i], 100*c.Draw[i]))
		}
		text += " (best for P" + fmt.Sprint(c.Seat+1) + "; " + strings.Join(odds, "; ") + ")"
	default:
		text += " (best for P" + fmt.Sprint(c.Seat+1) + ")"
	}
	if c.Positions > 0 {
		text += fmt.Sprintf(" in %d position(s)", c.Positions)
	}
	return text
}

// newBattleResult converts a battle for JSON output.
func newBattleResult(cs *cardbattle.CardSet, r *cardbattle.BattleOutcome) battleResult {
	v := battleResult{Events: make([]cardbattle.EventView, len(r.Events)), Choices: choiceViews(r.Choices)}
	if r.Winner >= 0 {
		v.Winner = &r.Winner
	}
	for i, e := range r.Events {
		v.Events[i] = e.View(cs)
	}
	return v
}

// oddsResult is the result of "battle --exact --json".
type oddsResult struct {
	Win       [2]float64   `json:"p_win"`
	Draw      float64      `json:"p_draw"`
	Positions int          `json:"positions"`
	Choices   []choiceView `json:"choices,omitempty"`
}

// writeBattle prints the scenario, the play-by-play and the result.
func writeBattle(w io.Writer, cs *cardbattle.CardSet, sc *cardbattle.Scenario, r *cardbattle.BattleOutcome) {
	writeScenario(w, cs, sc)
	events := tui.PlayByPlay{W: w, Round: sc.Round}
	for _, e := range r.Events {
		events.Line(e, e.Describe(cs))
	}
	if len(r.Choices) > 0 {
		fmt.Fprintln(w, "\nchoices of order:")
		for _, c := range r.Choices {
			fmt.Fprintf(w, "  %s\n", choiceText(c))
		}
	}
	fmt.Fprintf(w, "\nresult: %s\n", resultText(r.Winner))
}

// resultText names the winner of a battle, or says it is a draw.
func resultText(winner int) string {
	if winner < 0 {
		return "draw"
	}
	return fmt.Sprintf("P%d wins the battle", winner+1)
}

// writeScenario prints who is First Player, the round and both decks.
func writeScenario(w io.Writer, cs *cardbattle.CardSet, sc *cardbattle.Scenario) {
	fmt.Fprintf(w, "round %d battle, P%d is First Player\n", sc.Round, sc.FirstPlayer+1)
	for p, deck := range sc.Cards {
		names := make([]string, len(deck))
		for i, id := range deck {
			names[i] = cs.Name(id)
		}
		fmt.Fprintf(w, "P%d deck (top first): %s\n", p+1, strings.Join(names, ", "))
	}
	if sc.Rocks != nil {
		fmt.Fprintf(w, "rock faces in order: %s\n", strings.Trim(fmt.Sprint(*sc.Rocks), "[]"))
	}
}

// writeOdds prints the exact odds as percentages.
func writeOdds(w io.Writer, sc *cardbattle.Scenario, odds *cardbattle.Odds) {
	note := ""
	if sc.Rocks != nil {
		note = "; the scenario's rocks are ignored"
	}
	fmt.Fprintf(w, "exact odds over every rock roll (%d positions%s):\nP1 wins  %8.4f%%\nP2 wins  %8.4f%%\ndraw     %8.4f%%\n",
		odds.Positions, note, 100*odds.Win[0], 100*odds.Win[1], 100*odds.Draw)
	if len(odds.Choices) > 0 {
		fmt.Fprintln(w, "choices of order taken:")
		for _, c := range odds.Choices {
			fmt.Fprintf(w, "  %s\n", choiceText(c))
		}
	}
}
