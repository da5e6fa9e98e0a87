package termshot

import (
	"fmt"
	"strings"
	"testing"
)

func TestParseReadsColoursAndAttributes(t *testing.T) {
	green := Colour{Kind: Indexed, Index: 2}
	tests := []struct {
		name    string
		capture string
		row     int
		col     int
		want    Cell
	}{
		{"plain", "ab", 0, 1, Cell{Char: 'b'}},
		{"foreground", "\x1b[32mx", 0, 0, Cell{Char: 'x', Attr: Attr{FG: green}}},
		{"reset by 39", "\x1b[32mx\x1b[39my", 0, 1, Cell{Char: 'y'}},
		{"bold and colour in one", "\x1b[1;32mx", 0, 0, Cell{Char: 'x', Attr: Attr{FG: green, Bold: true}}},
		{"empty reset", "\x1b[1mx\x1b[my", 0, 1, Cell{Char: 'y'}},
		{"carries to the next line", "\x1b[2mx\ny", 1, 0, Cell{Char: 'y', Attr: Attr{Dim: true}}},
		{"22 ends bold and dim", "\x1b[1;2mx\x1b[22my", 0, 1, Cell{Char: 'y'}},
		{"bright", "\x1b[91mx", 0, 0, Cell{Char: 'x', Attr: Attr{FG: Colour{Kind: Indexed, Index: 9}}}},
		{"256 colours", "\x1b[38;5;208mx", 0, 0, Cell{Char: 'x', Attr: Attr{FG: Colour{Kind: Indexed, Index: 208}}}},
		{"RGB background", "\x1b[48;2;1;2;3mx", 0, 0, Cell{Char: 'x', Attr: Attr{BG: Colour{Kind: RGB, R: 1, G: 2, B: 3}}}},
		{"box drawing is one column", "┌─x", 0, 2, Cell{Char: 'x'}},
		{"tab to column 8", "a\tb", 0, 8, Cell{Char: 'b'}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse(strings.NewReader(tt.capture))
			if err != nil {
				t.Fatal(err)
			}
			if tt.row >= len(s.Rows) || tt.col >= len(s.Rows[tt.row]) {
				t.Fatalf("no cell at row %d column %d in %v", tt.row, tt.col, s.Rows)
			}
			if got := s.Rows[tt.row][tt.col]; got != tt.want {
				t.Errorf("cell = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestParseRefusesWhatItCannotDraw(t *testing.T) {
	tests := []struct {
		name, capture, want string
	}{
		{"cursor movement", "ab\x1b[2J", "line 1: column 3: escape sequence \"\\x1b[2J\": only colours"},
		{"unfinished sequence", "\x1b[3", "unfinished escape sequence"},
		{"not CSI", "\x1b]0;title\a", "not a CSI sequence"},
		{"unknown attribute", "\x1b[5mx", "attribute 5 is not understood"},
		{"number out of range", "\x1b[1;300m", "parameter \"300\""},
		{"short extended colour", "\x1b[38;5m", "extended colour"},
		{"control character", "ok\nx\by", "line 2: column 2: control character 0x8"},
		{"invalid UTF-8", "\xff", "invalid UTF-8"},
		{"too wide", strings.Repeat("x", maxColumns+1), "more than 1000 columns"},
		{"too tall", strings.Repeat("\n", maxRows+1), "more than 1000 rows"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(strings.NewReader(tt.capture))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse(%q) error = %v, want one containing %q", tt.capture, err, tt.want)
			}
		})
	}
}

func TestSVGDrawsTheScreen(t *testing.T) {
	s, err := Parse(strings.NewReader("┌──┐\n\x1b[1;32mwin <3\x1b[0m \x1b[2mhint\x1b[0m\n\x1b[7mrev\x1b[0m\nfar  apart"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := s.SVG(&b, Options{Columns: 80, Rows: 24, Title: "a & b"}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	width, height := 2*margin+80*cellWidth, float64(2*margin+titleHeight+24*cellHeight)
	for _, want := range []string{
		`<svg xmlns="http://www.w3.org/2000/svg" width="` + fmt.Sprintf("%g", width) + `" height="` + fmt.Sprintf("%g", height) + `"`,
		`>a &amp; b</text>`,
		// Bold green is drawn in the bright green, its text escaped.
		`fill="` + palette[10] + `" font-weight="bold">win &lt;3</text>`,
		`fill-opacity="0.6">hint</text>`,
		// Reverse video: a light background behind dark text.
		`<rect x="12" y="74" width="25.2" height="17" fill="` + foreground + `"/>`,
		`fill="` + background + `">rev</text>`,
		// Two spaces split the text, so that no viewer can squeeze them.
		`<text x="12" y="104" textLength="25.2" lengthAdjust="spacingAndGlyphs" fill="` + foreground + `">far</text>`,
		`<text x="54" y="104" textLength="42" lengthAdjust="spacingAndGlyphs" fill="` + foreground + `">apart</text>`,
		// The box's corner is drawn as two arms from the cell's centre.
		`<path d="M16.2 48.5L20.4 48.5M16.2 48.5L16.2 57"`,
		`<path d="M20.4 48.5H37.2" stroke="` + foreground + `" stroke-width="1.2"/>`,
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the SVG lacks %s:\n%s", want, svg)
		}
	}
	if strings.Contains(svg, "┌") || strings.Contains(svg, "─") {
		t.Errorf("box-drawing characters were written as text:\n%s", svg)
	}
}

func TestIndexedColourFollowsTheXtermPalette(t *testing.T) {
	tests := []struct {
		index uint8
		want  string
	}{
		{1, palette[1]},
		{16, "#000000"},
		{196, "#ff0000"},
		{231, "#ffffff"},
		{232, "#080808"},
		{255, "#eeeeee"},
	}
	for _, tt := range tests {
		if got := indexedColour(tt.index); got != tt.want {
			t.Errorf("indexedColour(%d) = %s, want %s", tt.index, got, tt.want)
		}
	}
}
