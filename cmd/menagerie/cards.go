package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"menagerie/registry"
)

// newCardsCmd groups the card commands: one list per game, and validate.
func newCardsCmd() *cobra.Command {
	cmd := perGameCmd("cards", "List a game's cards or validate a card file", newCardsListCmd)
	cmd.AddCommand(newCardsValidateCmd())
	return cmd
}

// newCardsListCmd lists the cards of one game.
func newCardsListCmd(e *registry.Entry) *cobra.Command {
	var asJSON bool
	f := gameFlags{game: e.Name}
	cmd := &cobra.Command{
		Use:   e.Name,
		Short: fmt.Sprintf("List the %s cards", e.Title),
		Long: fmt.Sprintf(`List every card of %s: %s, or the card file given with --cards, as
tables, or with --json as a JSON array of cards.`, e.Title, e.Cards.BuiltIn),
		Example: fmt.Sprintf(`  menagerie cards %[1]s
  menagerie cards %[1]s --json
  menagerie cards %[1]s --cards my-cards.yaml`, e.Name),
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, _ []string) error {
			set, err := f.cardSet()
			if err != nil {
				return err
			}
			opts, err := f.options()
			if err != nil {
				return err
			}
			list, err := e.Cards.List(set, opts)
			if err != nil {
				return usagef("cards %s: %w", e.Name, err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), list.JSON)
			}
			var out strings.Builder
			for i, t := range list.Tables {
				if i > 0 {
					out.WriteString("\n")
				}
				if err := writeTable(&out, t.Header, t.Rows); err != nil {
					return err
				}
			}
			out.WriteString("\n" + list.Footer)
			_, err = io.WriteString(cmd.OutOrStdout(), out.String())
			return err
		},
	}
	f.addCardsFlag(cmd)
	f.addOptionFlags(cmd)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array of cards")
	return cmd
}

// writeTable prints a header and rows aligned in columns; a nil row is a
// blank line, between groups of rows aligned together.
func writeTable(w io.Writer, header []string, rows [][]string) error {
	var table bytes.Buffer
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(header, "\t"))
	for _, r := range rows {
		if r != nil {
			fmt.Fprintln(tw, strings.Join(r, "\t"))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	lines := strings.SplitAfter(table.String(), "\n")
	var out strings.Builder
	out.WriteString(lines[0])
	next := 1
	for _, r := range rows {
		if r == nil {
			out.WriteString("\n")
			continue
		}
		out.WriteString(lines[next])
		next++
	}
	_, err := io.WriteString(w, out.String())
	return err
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
