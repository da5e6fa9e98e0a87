package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"menagerie/games/cardbattle"
)

// newCardsCmd groups the card commands.
func newCardsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:                        "cards",
		Short:                      "List a game's cards or validate a card file",
		Args:                       subcommandArgs,
		SuggestionsMinimumDistance: 2,
		RunE:                       showHelp,
	}
	cmd.AddCommand(newCardsListCmd(), newCardsTableauCmd(), newCardsDojoCmd(), newCardsValidateCmd())
	return cmd
}

// newCardsListCmd lists the Card Battle card set.
func newCardsListCmd() *cobra.Command {
	var (
		engine engineFlags
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "cardbattle",
		Short: "List the Card Battle cards, grouped by tier",
		Long: `List every card of Card Battle: all the built-in packs (Classic, Golden,
Magic), the packs given with --packs, or the card file given with --cards.
Supply cards (tier 0: unlimited, returned after each battle or kept in the
play area) come first, then tiers 1 to 6.`,
		Example: `  menagerie cards cardbattle
  menagerie cards cardbattle --packs golden --json
  menagerie cards cardbattle --cards my-pack.yaml`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			set, err := engine.cardSet()
			if err != nil {
				return err
			}
			if set == nil {
				packs := cardbattle.PackNames
				if engine.packs != "" {
					packs = strings.Split(engine.packs, ",")
				}
				if set, err = cardbattle.Packs(packs...); err != nil {
					return usagef("--packs: %w", err)
				}
			} else if engine.packs != "" {
				return usagef("--packs chooses built-in packs and --cards replaces them: give one of them")
			}
			cards := cardsByTier(set)
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), cardViews(set, cards))
			}
			return writeCardTable(cmd.OutOrStdout(), set, cards)
		},
	}
	engine.addCardsFlag(cmd)
	engine.addPacksFlag(cmd, true)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array of cards")
	return cmd
}

// cardsByTier returns the set's cards ordered by tier, supply (tier 0)
// first, in file order within a tier.
func cardsByTier(set *cardbattle.CardSet) []*cardbattle.Card {
	ids := set.IDs()
	cards := make([]*cardbattle.Card, len(ids))
	for i, id := range ids {
		cards[i] = set.Card(id)
	}
	sort.SliceStable(cards, func(i, j int) bool { return cards[i].Tier < cards[j].Tier })
	return cards
}

// cardView is one card as "cards cardbattle --json" prints it.
type cardView struct {
	Name    string `json:"name"`
	Pack    string `json:"pack"`
	Kind    string `json:"kind"`
	Tier    int    `json:"tier"`
	Power   int    `json:"power"`
	Hat     string `json:"hat"`
	Copies  int    `json:"copies"`
	Perk    bool   `json:"perk"`
	Supply  bool   `json:"supply"`
	Trigger string `json:"trigger"`
	Source  string `json:"source"`
	Ability string `json:"ability"`
}

// cardViews converts cards for JSON output.
func cardViews(set *cardbattle.CardSet, cards []*cardbattle.Card) []cardView {
	views := make([]cardView, len(cards))
	for i, c := range cards {
		views[i] = cardView{
			Name: c.Name, Pack: c.Pack, Kind: c.Kind.String(), Tier: c.Tier, Power: c.Power,
			Hat: hatName(set, c), Copies: c.Copies, Perk: c.Perk, Supply: c.Supply(),
			Trigger: c.Ability.Trigger.String(), Source: c.Source, Ability: c.Text,
		}
	}
	return views
}

// hatName returns the card's hat, or "" when it has none.
func hatName(set *cardbattle.CardSet, c *cardbattle.Card) string {
	if c.Hat < 0 || c.Hat >= len(set.Hats) {
		return ""
	}
	return set.Hats[c.Hat]
}

// writeCardTable prints the cards as an aligned table with a blank line
// between tiers and a footer with the counts.
func writeCardTable(w io.Writer, set *cardbattle.CardSet, cards []*cardbattle.Card) error {
	var table bytes.Buffer
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tPACK\tKIND\tTIER\tPOWER\tHAT\tCOPIES\tSOURCE\tABILITY")
	for _, c := range cards {
		tier, copies := strconv.Itoa(c.Tier), strconv.Itoa(c.Copies)
		if c.Supply() {
			tier, copies = "supply", "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", c.Name, c.Pack, c.Kind, tier, c.Power,
			orDash(hatName(set, c)), copies, c.Source, c.Text)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	lines := strings.SplitAfter(table.String(), "\n")
	var out strings.Builder
	out.WriteString(lines[0])
	for i, c := range cards {
		if i > 0 && c.Tier != cards[i-1].Tier {
			out.WriteString("\n")
		}
		out.WriteString(lines[i+1])
	}
	fmt.Fprintf(&out, "\n%s: %d card types; tiers 1-6 hold %d pets and %d food (copies counted)\n",
		strings.ReplaceAll(set.Pack, "+", ", "), len(cards), set.Count(cardbattle.KindPet), set.Count(cardbattle.KindFood))
	_, err := io.WriteString(w, out.String())
	return err
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
