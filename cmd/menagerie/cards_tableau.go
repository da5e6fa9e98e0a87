package main

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"menagerie/games/tableau"
)

// newCardsTableauCmd lists the Tableau cards.
func newCardsTableauCmd() *cobra.Command {
	var (
		engine = tableauFlags{engine: tableauEngine}
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "tableau",
		Short: "List the Tableau cards with their values per level",
		Long: `List every card of Tableau: the built-in classic set and the designed
extension (in play with --rules extension=true), or the card file given with
--cards. Power and ability values are given per stack level as L1/L2/L3.`,
		Example: `  menagerie cards tableau
  menagerie cards tableau --json
  menagerie cards tableau --cards my-set.yaml`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			sets, err := engine.cardSet()
			if err != nil {
				return err
			}
			list := []*tableau.CardSet{tableau.Classic(), tableau.Designed()}
			if sets != nil {
				list = []*tableau.CardSet{sets}
			}
			if asJSON {
				var views []tableauCardView
				for _, set := range list {
					views = append(views, tableauCardViews(set)...)
				}
				return writeJSON(cmd.OutOrStdout(), views)
			}
			return writeTableauCards(cmd.OutOrStdout(), list)
		},
	}
	engine.addCardsFlag(cmd)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array of cards")
	return cmd
}

// tableauCardView is one card as "cards tableau --json" prints it: Card
// Battle's fields where they apply, with power and values per level.
type tableauCardView struct {
	Name    string `json:"name"`
	Pack    string `json:"pack"`
	Kind    string `json:"kind"`
	Power   []int  `json:"power"`
	Copies  int    `json:"copies"`
	Trigger string `json:"trigger"`
	Values  []int  `json:"values"`
	Source  string `json:"source"`
	Ability string `json:"ability"`
}

// tableauCardViews converts a set's cards for JSON output.
func tableauCardViews(set *tableau.CardSet) []tableauCardView {
	var views []tableauCardView
	for _, id := range set.IDs() {
		c := set.Card(id)
		v := tableauCardView{Name: c.Name, Pack: c.Set, Kind: c.Kind.String(), Copies: c.Copies,
			Trigger: c.Ability.Trigger.String(), Source: c.Source, Ability: c.Text}
		if c.IsAnimal() {
			v.Power = c.Power[:]
		}
		if vals, ok := abilityValues(c); ok {
			v.Values = vals[:]
		}
		views = append(views, v)
	}
	return views
}

// abilityValues returns the per-level values of a card's ability (its
// first effect with a value), if it has any.
func abilityValues(c *tableau.Card) ([tableau.MaxLevel]int, bool) {
	for _, e := range c.Ability.Effects {
		if e.Amount != [tableau.MaxLevel]int{} {
			return e.Amount, true
		}
	}
	return [tableau.MaxLevel]int{}, false
}

// perLevel writes values as "1/2/3".
func perLevel(v [tableau.MaxLevel]int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, "/")
}

// writeTableauCards prints the sets' cards as an aligned table, a blank
// line between sets, and a footer with the counts.
func writeTableauCards(w io.Writer, sets []*tableau.CardSet) error {
	var table bytes.Buffer
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tPACK\tKIND\tPOWER\tCOPIES\tTRIGGER\tVALUES\tSOURCE\tABILITY")
	rows := 0
	var breaks []int
	for _, set := range sets {
		breaks = append(breaks, rows)
		for _, id := range set.IDs() {
			c := set.Card(id)
			power, values := "-", "-"
			if c.IsAnimal() {
				power = perLevel(c.Power)
			}
			if v, ok := abilityValues(c); ok {
				values = perLevel(v)
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", c.Name, c.Set, c.Kind, power, c.Copies,
				orDash(c.Ability.Trigger.String()), values, c.Source, c.Text)
			rows++
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	lines := strings.SplitAfter(table.String(), "\n")
	var out strings.Builder
	out.WriteString(lines[0])
	for i := 0; i < rows; i++ {
		for _, b := range breaks {
			if i == b && i > 0 {
				out.WriteString("\n")
			}
		}
		out.WriteString(lines[i+1])
	}
	out.WriteString("\n")
	for _, set := range sets {
		animals, foods := 0, 0
		for _, id := range set.IDs() {
			if set.Card(id).IsAnimal() {
				animals++
			} else {
				foods++
			}
		}
		fmt.Fprintf(&out, "%s: %d animals (%d cards) and %d foods (%d cards)\n", set.Set,
			animals, set.Count(tableau.KindAnimal), foods, set.Count(tableau.KindFood))
	}
	_, err := io.WriteString(w, out.String())
	return err
}
