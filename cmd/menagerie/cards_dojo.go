package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"menagerie/games/dojo"
)

// newCardsDojoCmd lists the Dojo cards.
func newCardsDojoCmd() *cobra.Command {
	var (
		engine = dojoFlags{engine: dojoEngine}
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "dojo",
		Short: "List the Dojo cards: animals with health, damage and exercise per level, dojos, health and item cards",
		Long: `List every card of one player's Dojo deck: the built-in starter set, or the
card file given with --cards. Animals show their health, damage, strong/weak
animal and exercise; health and item cards their effect.`,
		Example: `  menagerie cards dojo
  menagerie cards dojo --json
  menagerie cards dojo --cards my-set.yaml`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			set, err := engine.cardSet()
			if err != nil {
				return err
			}
			if set == nil {
				set = dojo.Starter()
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), dojoCardViews(set))
			}
			return writeDojoCards(cmd.OutOrStdout(), set)
		},
	}
	engine.addCardsFlag(cmd)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array of cards")
	return cmd
}

// dojoCardView is one card as "cards dojo --json" prints it.
type dojoCardView struct {
	Name     string `json:"name"`
	Set      string `json:"set"`
	Kind     string `json:"kind"`
	Animal   string `json:"animal,omitempty"`
	Level    int    `json:"level,omitempty"`
	Health   int    `json:"health,omitempty"`
	Damage   int    `json:"damage,omitempty"`
	Strong   string `json:"strong,omitempty"`
	Weak     string `json:"weak,omitempty"`
	Exercise string `json:"exercise,omitempty"`
	Amount   int    `json:"amount,omitempty"`
	Unit     string `json:"unit,omitempty"`
	Effect   string `json:"effect,omitempty"`
	Value    int    `json:"value,omitempty"`
	Stay     bool   `json:"stay"`
	Response bool   `json:"response"`
	Copies   int    `json:"copies"`
	Source   string `json:"source"`
	Text     string `json:"text"`
}

// dojoCardViews converts a set's cards for JSON output.
func dojoCardViews(set *dojo.CardSet) []dojoCardView {
	var views []dojoCardView
	for _, id := range set.IDs() {
		c := set.Card(id)
		v := dojoCardView{Name: c.Name, Set: set.Set, Kind: c.Kind.String(), Stay: c.Stay, Response: c.Response,
			Copies: c.Copies, Source: c.Source, Text: c.Text}
		if c.IsAnimal() {
			f := &set.Families[c.Family]
			v.Animal, v.Level, v.Health, v.Damage = f.Name, c.Level, f.Health[c.Level-1], f.Damage[c.Level-1]
			v.Strong, v.Weak = familyName(set, f.Strong), familyName(set, f.Weak)
			v.Exercise, v.Amount, v.Unit = f.Exercise.Name, f.Exercise.Amount[c.Level-1], f.Exercise.Unit
		} else if c.Effect != dojo.EffectNone {
			v.Effect, v.Value = c.Effect.String(), c.Amount
		}
		views = append(views, v)
	}
	return views
}

func familyName(set *dojo.CardSet, f int) string {
	if f < 0 {
		return ""
	}
	return set.Families[f].Name
}

// writeDojoCards prints the animals, then the other cards, as aligned
// tables, and a footer with the counts.
func writeDojoCards(w io.Writer, set *dojo.CardSet) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ANIMAL\tLEVEL 1/2/3\tARCH\tHEALTH\tDAMAGE\tSTRONG\tWEAK\tEXERCISE")
	for _, f := range set.Families {
		names := make([]string, len(f.Cards))
		for i, id := range f.Cards {
			names[i] = set.Name(id)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s %s %s\n", f.Name, strings.Join(names, " / "), orDash(f.Archetype),
			slash(f.Health), slash(f.Damage), orDash(familyName(set, f.Strong)), orDash(familyName(set, f.Weak)),
			f.Exercise.Name, slash(f.Exercise.Amount), f.Exercise.Unit)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "CARD\tKIND\tEFFECT\tCOPIES\tSTAY\tRESPONSE\tSOURCE\tTEXT")
	animals, others := 0, 0
	for _, id := range set.IDs() {
		c := set.Card(id)
		if c.IsAnimal() {
			animals++
			continue
		}
		others += c.Copies
		effect := "upgrade"
		if c.Effect != dojo.EffectNone {
			effect = c.Effect.String()
			if c.Amount > 0 {
				effect += " " + strconv.Itoa(c.Amount)
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", c.Name, c.Kind, effect, c.Copies, yesNo(c.Stay), yesNo(c.Response), c.Source, c.Text)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\n%s: %d animals in %d families, %d other cards; a deck of %d cards\n", set.Set, animals, len(set.Families), others, set.DeckSize())
	return err
}

func slash(v [dojo.MaxLevel]int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, "/")
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "-"
}
