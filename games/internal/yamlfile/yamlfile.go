// Package yamlfile reads the YAML card files of Menagerie's engines: it
// walks go-yaml's syntax tree and collects every problem with the file,
// line and field it concerns, so that a person can fix a file in one pass.
package yamlfile

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/token"

	"menagerie/game"
)

// FileError is one problem in a file, with its position.
type FileError struct {
	File  string
	Line  int
	Field string
	Msg   string
}

// Error formats the problem as "file:line: field: message".
func (e *FileError) Error() string {
	field := ""
	if e.Field != "" {
		field = e.Field + ": "
	}
	return fmt.Sprintf("%s:%d: %s%s", e.File, e.Line, field, e.Msg)
}

// FileErrors lists every problem found in a file.
type FileErrors []*FileError

// Error joins the problems, one per line, in the order of the files and
// their lines: the first MaxListed of them, then a line saying how many
// more there are.
func (l FileErrors) Error() string {
	files := map[string]int{}
	for _, e := range l {
		if _, seen := files[e.File]; !seen {
			files[e.File] = len(files)
		}
	}
	sorted := slices.Clone(l)
	slices.SortStableFunc(sorted, func(a, b *FileError) int {
		return cmp.Or(cmp.Compare(files[a.File], files[b.File]), cmp.Compare(a.Line, b.Line))
	})
	listed := sorted[:min(len(l), MaxListed)]
	msgs := make([]string, len(listed), len(listed)+1)
	for i, e := range listed {
		msgs[i] = e.Error()
	}
	if more := len(l) - len(listed); more > 0 {
		msgs = append(msgs, fmt.Sprintf("... and %d more", more))
	}
	return strings.Join(msgs, "\n")
}

// Reader reads values out of one file's syntax tree, collecting problems.
type Reader struct {
	File string
	Errs FileErrors
}

// Errorf records a problem at node n.
func (r *Reader) Errorf(n ast.Node, field, format string, args ...any) {
	r.Errs = append(r.Errs, &FileError{File: r.File, Line: Line(n), Field: field, Msg: fmt.Sprintf(format, args...)})
}

// Line returns the line of a node (1 when it has none).
func Line(n ast.Node) int {
	if n == nil || n.GetToken() == nil || n.GetToken().Position == nil {
		return 1
	}
	return max(n.GetToken().Position.Line, 1)
}

// Pairs returns the key/value pairs of a mapping node.
func (r *Reader) Pairs(n ast.Node, field string) []*ast.MappingValueNode {
	switch v := n.(type) {
	case *ast.MappingNode:
		return v.Values
	case *ast.MappingValueNode:
		return []*ast.MappingValueNode{v}
	case nil:
		r.Errs = append(r.Errs, &FileError{File: r.File, Line: 1, Field: field, Msg: "missing value"})
	default:
		r.Errorf(n, field, "want a map of fields, got %s", Describe(n))
	}
	return nil
}

// Fields reads a mapping with the allowed keys, reporting unknown, repeated
// and missing ones; it returns nil if n is not a mapping.
func (r *Reader) Fields(n ast.Node, what string, allowed, required []string) map[string]ast.Node {
	ps := r.Pairs(n, what)
	if ps == nil {
		return nil
	}
	m := make(map[string]ast.Node, len(ps))
	for _, p := range ps {
		key, ok := r.Str(p.Key, what)
		if !ok {
			continue
		}
		known := false
		for _, a := range allowed {
			known = known || a == key
		}
		switch {
		case !known:
			r.Errorf(p.Key, key, "unknown field in %s (allowed: %s)", what, strings.Join(allowed, ", "))
		case m[key] != nil:
			r.Errorf(p.Key, key, "field given twice")
		default:
			m[key] = p.Value
		}
	}
	for _, req := range required {
		if _, ok := m[req]; !ok {
			r.Errorf(n, req, "missing field in %s", what)
		}
	}
	return m
}

// Seq returns the items of a list node (nil for a missing one).
func (r *Reader) Seq(n ast.Node, field string) []ast.Node {
	switch v := n.(type) {
	case *ast.SequenceNode:
		return v.Values
	case nil:
		return nil
	default:
		r.Errorf(n, field, "want a list, got %s", Describe(n))
		return nil
	}
}

// Str returns a text node's value; ok is false when it is missing or not
// text (the latter recorded).
func (r *Reader) Str(n ast.Node, field string) (string, bool) {
	switch v := n.(type) {
	case *ast.StringNode:
		return v.Value, true
	case *ast.LiteralNode:
		return strings.TrimSpace(v.Value.Value), true
	case nil:
		return "", false
	default:
		r.Errorf(n, field, "want text, got %s", Describe(n))
		return "", false
	}
}

// IntIn returns a whole number from lo to hi, written as game.ParseWhole
// reads one, or 0 (with the problem recorded when the node is present). A
// number out of range is said to be too large or too small, with the
// limit, never read as another number.
func (r *Reader) IntIn(n ast.Node, field string, lo, hi int) int {
	text, ok := numberText(n)
	if !ok {
		if n != nil {
			r.Errorf(n, field, "want a whole number from %d to %d, got %s", lo, hi, Describe(n))
		}
		return 0
	}
	v, err := game.ParseWhole(text, lo, hi)
	switch {
	case errors.Is(err, game.ErrNotWhole):
		r.Errorf(n, field, "want a whole number from %d to %d in decimal digits, got %s", lo, hi, game.Quote(text))
	case err != nil:
		r.Errorf(n, field, "%s is %v", game.Quote(text), err)
	}
	return v
}

// numberText is the text of a node written as a number: one YAML reads as
// a whole number (in whatever base), or plain digits that YAML reads as
// text because they are too many for 64 bits.
func numberText(n ast.Node) (string, bool) {
	switch v := n.(type) {
	case *ast.IntegerNode:
		if tk := v.GetToken(); tk != nil {
			return tk.Value, true
		}
	case *ast.StringNode:
		tk := v.GetToken()
		digits := v.Value
		if digits != "" && (digits[0] == '-' || digits[0] == '+') {
			digits = digits[1:]
		}
		if tk != nil && tk.Type != token.SingleQuoteType && tk.Type != token.DoubleQuoteType &&
			digits != "" && strings.Trim(digits, "0123456789") == "" {
			return v.Value, true
		}
	}
	return "", false
}

// Boolean returns a true/false node's value.
func (r *Reader) Boolean(n ast.Node, field string) bool {
	v, ok := n.(*ast.BoolNode)
	if !ok {
		r.Errorf(n, field, "want true or false, got %s", Describe(n))
		return false
	}
	return v.Value
}

// Describe names a node's type and text for messages.
func Describe(n ast.Node) string {
	if n == nil {
		return "nothing"
	}
	text := game.Quote(strings.TrimSpace(n.String()))
	switch n.(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a map"
	case *ast.SequenceNode:
		return "a list"
	case *ast.NullNode:
		return "nothing"
	case *ast.StringNode, *ast.LiteralNode:
		return "text " + text
	}
	return text
}
