package schemagen

import (
	"bytes"
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/registry"
)

// Markers around the generated section of a game's document; the text
// outside them is the document's own.
const (
	docStart = "<!-- generated: events and options -->"
	docEnd   = "<!-- end generated -->"
)

// Doc returns the game's document old with its generated section (the
// event kinds with their fields, the numbers its zones' places carry, the
// rule options with their types and values) written again between the
// markers, which it must hold once.
func Doc(e *registry.Entry, old []byte) ([]byte, error) {
	start := bytes.Index(old, []byte(docStart))
	end := bytes.Index(old, []byte(docEnd))
	if start < 0 || end < start || bytes.Count(old, []byte(docStart)) != 1 || bytes.Count(old, []byte(docEnd)) != 1 {
		return nil, fmt.Errorf("the document needs the line %s once, then the line %s once, around its generated section", docStart, docEnd)
	}
	var b bytes.Buffer
	b.Write(old[:start+len(docStart)])
	b.WriteString("\n\n")
	writeTables(&b, e)
	b.WriteString("\n")
	b.Write(old[end:])
	return b.Bytes(), nil
}

// writeTables writes the game's event, zone number and option tables in
// Markdown.
func writeTables(b *bytes.Buffer, e *registry.Entry) {
	fmt.Fprintf(b, "Events (schema version %d); protocol version 2 and replays send each field by its name, version 1 as `cards[i]` or `values[i]`:\n\n", e.Schema.Version)
	b.WriteString("| Kind | Fields | Notes |\n|---|---|---|\n")
	for _, k := range e.Schema.Events {
		var fields []string
		for _, f := range k.Fields {
			at := fmt.Sprintf("cards[%d]", f.Card)
			if f.Card < 0 {
				at = fmt.Sprintf("values[%d]", f.Value)
			}
			secret := ""
			if f.Secret {
				secret = ", secret"
			}
			fields = append(fields, fmt.Sprintf("`%s` %s (`%s`%s)", f.Name, f.Type, at, secret))
		}
		var notes []string
		for _, n := range []struct {
			on   bool
			text string
		}{{k.Private, "may be private"}, {k.Target, "target seat"}, {k.Cause, "cause card"}, {k.Takes, "takes a card"},
			{k.Keeps, "gives a kept card back as the game ends"}, {k.Settles, "cards given back before it were not kept"}} {
			if n.on {
				notes = append(notes, n.text)
			}
		}
		fmt.Fprintf(b, "| `%s` | %s | %s |\n", k.Kind, orNone(strings.Join(fields, ", ")), strings.Join(notes, ", "))
	}
	b.WriteString("\nNumbers each place of a zone carries (a table view's `stats`, in this order; 0 on an empty place and on a hidden card but those marked shown on its back):\n\n| Zone | Number | Meaning |\n|---|---|---|\n")
	for _, z := range e.Schema.Zones {
		for _, st := range z.Stats {
			back := ""
			if st.Back {
				back = " (shown on its back)"
			}
			fmt.Fprintf(b, "| `%s` | `%s` | %s%s |\n", z.ID, st.ID, st.Meaning, back)
		}
	}
	b.WriteString("\nRule options:\n\n| Option | Type | Values | Default |\n|---|---|---|---|\n")
	for _, o := range e.Options {
		fmt.Fprintf(b, "| `%s` | %s | %s | `%s` |\n", o.Name, optionType(o), optionValues(o), o.Default)
	}
}

// optionValues says in words what values an option takes.
func optionValues(o game.RuleOption) string {
	switch {
	case optionType(o) == game.IntOption:
		return fmt.Sprintf("%d to %d", o.Min, o.Max)
	case optionType(o) == game.BoolOption:
		return "`true`, `false`"
	case len(o.Values) > 0:
		return "`" + strings.Join(o.Values, "`, `") + "`"
	}
	return "any"
}

// orNone returns s, or "none" when it is empty.
func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
