// Package termshot turns a capture of a terminal's screen (its text with
// the escape sequences that colour it, as `tmux capture-pane -p -e`
// prints it) into an SVG picture of that screen, for the documentation.
package termshot

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Screen is a captured screen: its rows of cells, top first. A row holds
// only the cells up to its last character; the rest of the row is blank.
type Screen struct {
	Rows [][]Cell
}

// Cell is one column of a row: the character shown there and how.
type Cell struct {
	Char rune
	Attr Attr
}

// Attr is how a cell is drawn: its colours and weight.
type Attr struct {
	// FG and BG are the foreground and background colours; Default for
	// the terminal's own.
	FG, BG Colour
	// Bold, Dim, Italic, Underline and Reverse are the SGR attributes of
	// those names.
	Bold, Dim, Italic, Underline, Reverse bool
}

// Colour is a terminal colour: Default, an index 0-255 into the xterm
// palette, or an RGB colour.
type Colour struct {
	// Kind says which of the fields below holds the colour.
	Kind ColourKind
	// Index is the palette entry of an Indexed colour.
	Index uint8
	// R, G and B are an RGB colour's components.
	R, G, B uint8
}

// ColourKind says how a Colour is given.
type ColourKind uint8

// The kinds of colour.
const (
	Default ColourKind = iota
	Indexed
	RGB
)

// maxColumns and maxRows bound a capture, so that a damaged file cannot
// make an unbounded picture.
const (
	maxColumns = 1000
	maxRows    = 1000
)

// Parse reads a capture: lines of text with SGR escape sequences (colours
// and attributes, which carry over from one line to the next as on a
// terminal). Every character takes one column. Other escape sequences are
// refused, as are control characters other than tab (to the next multiple
// of 8), and captures wider or taller than 1000.
func Parse(r io.Reader) (*Screen, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	var (
		s    Screen
		attr Attr
	)
	for line := 1; sc.Scan(); line++ {
		if line > maxRows {
			return nil, fmt.Errorf("line %d: more than %d rows", line, maxRows)
		}
		row, err := parseLine(sc.Text(), &attr)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		s.Rows = append(s.Rows, row)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return &s, nil
}

// parseLine reads one line's cells, starting with attr and leaving in it
// the attributes in force at the end of the line.
func parseLine(text string, attr *Attr) ([]Cell, error) {
	var row []Cell
	for i := 0; i < len(text); {
		if text[i] == 0x1b {
			n, err := parseEscape(text[i:], attr)
			if err != nil {
				return nil, fmt.Errorf("column %d: %w", len(row)+1, err)
			}
			i += n
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		switch {
		case r == utf8.RuneError && size == 1:
			return nil, fmt.Errorf("column %d: invalid UTF-8", len(row)+1)
		case r == '\t':
			for len(row) == 0 || len(row)%8 != 0 {
				row = append(row, Cell{Char: ' ', Attr: *attr})
			}
		case r == '\r':
			// A capture written with CRLF line ends: the CR ends the line.
		case r < 0x20 || r == 0x7f:
			return nil, fmt.Errorf("column %d: control character %#x", len(row)+1, r)
		default:
			row = append(row, Cell{Char: r, Attr: *attr})
		}
		if len(row) > maxColumns {
			return nil, fmt.Errorf("more than %d columns", maxColumns)
		}
	}
	return row, nil
}

// parseEscape reads the SGR sequence at the start of s ("\x1b[...m") into
// attr and returns its length.
func parseEscape(s string, attr *Attr) (int, error) {
	if len(s) < 2 || s[1] != '[' {
		return 0, fmt.Errorf("an escape sequence that is not a CSI sequence")
	}
	end := 2
	for end < len(s) && (s[end] < 0x40 || s[end] > 0x7e) {
		end++
	}
	if end == len(s) {
		return 0, fmt.Errorf("an unfinished escape sequence %q", s)
	}
	if s[end] != 'm' {
		return 0, fmt.Errorf("escape sequence %q: only colours and attributes (SGR, ending in m) are understood", s[:end+1])
	}
	if err := applySGR(s[2:end], attr); err != nil {
		return 0, fmt.Errorf("escape sequence %q: %w", s[:end+1], err)
	}
	return end + 1, nil
}

// applySGR applies the parameters of one SGR sequence ("1;32", "" for a
// reset) to attr.
func applySGR(params string, attr *Attr) error {
	var codes []int
	for _, p := range strings.Split(params, ";") {
		if p == "" {
			codes = append(codes, 0)
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 255 {
			return fmt.Errorf("parameter %q is not a number 0-255", p)
		}
		codes = append(codes, n)
	}
	for i := 0; i < len(codes); i++ {
		c := codes[i]
		switch {
		case c == 0:
			*attr = Attr{}
		case c == 1:
			attr.Bold = true
		case c == 2:
			attr.Dim = true
		case c == 3:
			attr.Italic = true
		case c == 4:
			attr.Underline = true
		case c == 7:
			attr.Reverse = true
		case c == 22:
			attr.Bold, attr.Dim = false, false
		case c == 23:
			attr.Italic = false
		case c == 24:
			attr.Underline = false
		case c == 27:
			attr.Reverse = false
		case c >= 30 && c <= 37:
			attr.FG = Colour{Kind: Indexed, Index: uint8(c - 30)}
		case c >= 90 && c <= 97:
			attr.FG = Colour{Kind: Indexed, Index: uint8(c - 90 + 8)}
		case c == 39:
			attr.FG = Colour{}
		case c >= 40 && c <= 47:
			attr.BG = Colour{Kind: Indexed, Index: uint8(c - 40)}
		case c >= 100 && c <= 107:
			attr.BG = Colour{Kind: Indexed, Index: uint8(c - 100 + 8)}
		case c == 49:
			attr.BG = Colour{}
		case c == 38 || c == 48:
			col, n, err := extendedColour(codes[i+1:])
			if err != nil {
				return err
			}
			if c == 38 {
				attr.FG = col
			} else {
				attr.BG = col
			}
			i += n
		default:
			return fmt.Errorf("attribute %d is not understood", c)
		}
	}
	return nil
}

// extendedColour reads the colour after a 38 or 48: "5;N" (a palette
// index) or "2;R;G;B", and returns how many parameters it took.
func extendedColour(codes []int) (Colour, int, error) {
	switch {
	case len(codes) >= 2 && codes[0] == 5:
		return Colour{Kind: Indexed, Index: uint8(codes[1])}, 2, nil
	case len(codes) >= 4 && codes[0] == 2:
		return Colour{Kind: RGB, R: uint8(codes[1]), G: uint8(codes[2]), B: uint8(codes[3])}, 4, nil
	}
	return Colour{}, 0, fmt.Errorf("an extended colour needs 5;N or 2;R;G;B")
}
