package yamlfile

import (
	"fmt"

	"github.com/goccy/go-yaml/token"

	"menagerie/game"
)

// checkTokens refuses what a card file has no use for and what makes the
// YAML library's cost explode: anchors and aliases (a few hundred bytes of
// aliases can stand for gigabytes of text), tags, nesting deeper than
// MaxDepth, and the characters checkText refuses when a double-quoted value
// writes them as escapes (such as "\e"). It reports whether the tokens
// passed.
func (r *Reader) checkTokens(tokens token.Tokens) bool {
	before := len(r.Errs)
	flow := 0         // depth inside [ ] and { }
	var columns []int // columns of the enclosing block lists and maps
	marked := 0       // the last line with an anchor, alias or tag reported
	for _, tk := range tokens {
		line := tokenLine(tk)
		switch tk.Type {
		case token.AnchorType, token.AliasType, token.TagType:
			if line == marked {
				continue // one such problem a line is enough to find them
			}
			marked = line
		}
		switch tk.Type {
		case token.AnchorType:
			r.Errs = append(r.Errs, &FileError{File: r.File, Line: line, Msg: fmt.Sprintf("anchor %s: card files may not use anchors and aliases; write each value out", markName(tk))})
		case token.AliasType:
			r.Errs = append(r.Errs, &FileError{File: r.File, Line: line, Msg: fmt.Sprintf("alias %s: card files may not use anchors and aliases; write each value out", markName(tk))})
		case token.TagType:
			r.Errs = append(r.Errs, &FileError{File: r.File, Line: line, Msg: fmt.Sprintf("tag %s: card files may not use tags", markName(tk))})
		case token.DoubleQuoteType:
			for _, c := range tk.Value {
				if problem := characterProblem(c); problem != "" {
					r.Errs = append(r.Errs, &FileError{File: r.File, Line: line, Msg: problem + " (written as an escape in a quoted value)"})
					break
				}
			}
		case token.SequenceStartType, token.MappingStartType:
			flow++
		case token.SequenceEndType, token.MappingEndType:
			flow = max(flow-1, 0)
		case token.SequenceEntryType, token.MappingKeyType, token.MappingValueType:
			if flow == 0 {
				columns = enterBlock(columns, blockColumn(tk))
			}
		default:
			continue
		}
		if depth := flow + len(columns); depth > MaxDepth {
			r.Errs = append(r.Errs, &FileError{File: r.File, Line: line, Msg: fmt.Sprintf("lists and maps nest more than %d levels deep here; card files need far fewer", MaxDepth)})
			break
		}
	}
	return len(r.Errs) == before
}

// markName is an anchor's, alias's or tag's text as written, such as &x,
// *x or !tag (the scanner gives an anchor's or alias's name as the next
// token).
func markName(tk *token.Token) string {
	name := tk.Value
	if tk.Type != token.TagType && tk.Next != nil && tk.Next.Position != nil && tk.Position != nil && tk.Next.Position.Line == tk.Position.Line {
		name += tk.Next.Value
	}
	return game.Quote(name)
}

// blockColumn is the column where a block list entry ("-") or map entry
// starts: for a map value (":") that is its key's column.
func blockColumn(tk *token.Token) int {
	if tk.Type == token.MappingValueType && tk.Prev != nil && tk.Prev.Position != nil && tk.Position != nil && tk.Prev.Position.Line == tk.Position.Line {
		tk = tk.Prev
	}
	if tk.Position == nil {
		return 0
	}
	return tk.Position.Column
}

// enterBlock updates the columns of the enclosing block collections for a
// block entry at column col: entries further left close the collections
// they are left of, and an entry further right opens a new one.
func enterBlock(columns []int, col int) []int {
	for len(columns) > 0 && columns[len(columns)-1] > col {
		columns = columns[:len(columns)-1]
	}
	if len(columns) == 0 || columns[len(columns)-1] < col {
		columns = append(columns, col)
	}
	return columns
}

// tokenLine is a token's line (1 when it has none).
func tokenLine(tk *token.Token) int {
	if tk.Position == nil {
		return 1
	}
	return max(tk.Position.Line, 1)
}
