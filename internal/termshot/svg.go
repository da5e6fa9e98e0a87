package termshot

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Options says how big the picture of a screen is and what its window is
// called.
type Options struct {
	// Columns and Rows are the terminal's size; a screen with longer or
	// more rows makes the picture bigger.
	Columns, Rows int
	// Title is shown in the window's title bar; "" draws no bar.
	Title string
}

// The picture's measures in pixels: a cell is cellWidth by cellHeight,
// with the text at fontSize; margin surrounds the screen and titleHeight
// is the title bar's height.
const (
	cellWidth   = 8.4
	cellHeight  = 17
	fontSize    = 14
	margin      = 12
	titleHeight = 28
)

// Colours of the window: the terminal's default background and text, and
// the title bar's.
const (
	background = "#1c1c1c"
	foreground = "#d0d0d0"
	titleBar   = "#333333"
	titleText  = "#a8a8a8"
)

// palette is the 16 basic terminal colours, chosen to read well on the
// dark background.
var palette = [16]string{
	"#1c1c1c", "#e0605a", "#7ec16e", "#e5c068", "#6a9fe0", "#c783d4", "#5fc4c8", "#d0d0d0",
	"#707070", "#ff7b73", "#9ee08c", "#ffd980", "#8ab8ff", "#e09eef", "#7fe1e4", "#ffffff",
}

// boxArms gives the light box-drawing characters as the arms they draw
// from the cell's centre (up, right, down, left), so that the picture
// joins them whatever the viewer's font.
var boxArms = map[rune][4]bool{
	'─': {false, true, false, true},
	'│': {true, false, true, false},
	'┌': {false, true, true, false},
	'┐': {false, false, true, true},
	'└': {true, true, false, false},
	'┘': {true, false, false, true},
	'├': {true, true, true, false},
	'┤': {true, false, true, true},
	'┬': {false, true, true, true},
	'┴': {true, true, false, true},
	'┼': {true, true, true, true},
}

// SVG writes a picture of s as a terminal window: a dark background, the
// text in a monospace font with its colours, bold and dimmed text, and
// box-drawing characters drawn as lines.
func (s *Screen) SVG(w io.Writer, opt Options) error {
	cols, rows := opt.Columns, max(opt.Rows, len(s.Rows))
	for _, r := range s.Rows {
		cols = max(cols, len(r))
	}
	top := float64(margin)
	if opt.Title != "" {
		top += titleHeight
	}
	width := 2*margin + float64(cols)*cellWidth
	height := top + margin + float64(rows*cellHeight)

	b := bufio.NewWriter(w)
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %[1]s %[2]s">`+"\n", num(width), num(height))
	fmt.Fprintf(b, `<style>text{font-family:"DejaVu Sans Mono",Menlo,Consolas,"Liberation Mono",monospace;font-size:%dpx;white-space:pre}</style>`+"\n", fontSize)
	fmt.Fprintf(b, `<rect width="%s" height="%s" rx="8" fill="%s"/>`+"\n", num(width), num(height), background)
	if opt.Title != "" {
		writeTitleBar(b, opt.Title, width)
	}
	for y, row := range s.Rows {
		writeRow(b, row, margin, top+float64(y*cellHeight))
	}
	b.WriteString("</svg>\n")
	return b.Flush()
}

// writeTitleBar draws the window's title bar with its three buttons.
func writeTitleBar(b *bufio.Writer, title string, width float64) {
	fmt.Fprintf(b, `<path d="M0 8a8 8 0 0 1 8-8h%sv0a8 8 0 0 1 8 8v%dh-%sz" fill="%s"/>`+"\n", num(width-16), titleHeight-8, num(width), titleBar)
	for i, c := range []string{"#e0605a", "#e5c068", "#7ec16e"} {
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="6" fill="%s"/>`+"\n", 18+i*20, titleHeight/2, c)
	}
	fmt.Fprintf(b, `<text x="%s" y="%d" fill="%s" text-anchor="middle">%s</text>`+"\n", num(width/2), titleHeight/2+5, titleText, escape(title))
}

// writeRow draws one row whose top edge is at y: backgrounds first, then
// box lines, then the text in runs of cells drawn alike.
func writeRow(b *bufio.Writer, row []Cell, left, y float64) {
	for start := 0; start < len(row); {
		end := runEnd(row, start)
		fg, bg := colours(row[start].Attr)
		if bg != background {
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%d" fill="%s"/>`+"\n", num(left+float64(start)*cellWidth), num(y), num(float64(end-start)*cellWidth), cellHeight, bg)
		}
		for x := start; x < end; x++ {
			if row[x].Char == '─' {
				// A horizontal line is drawn as one stroke, however long.
				k := x + 1
				for k < end && row[k].Char == '─' {
					k++
				}
				mid := num(y + cellHeight/2.0)
				fmt.Fprintf(b, `<path d="M%s %sH%s" stroke="%s" stroke-width="1.2"/>`+"\n", num(left+float64(x)*cellWidth), mid, num(left+float64(k)*cellWidth), fg)
				x = k - 1
				continue
			}
			if arms, ok := boxArms[row[x].Char]; ok {
				writeBox(b, arms, left+float64(x)*cellWidth, y, fg)
			}
		}
		writeText(b, row[start:end], left+float64(start)*cellWidth, y, fg)
		start = end
	}
}

// runEnd returns the end of the run of cells drawn like row[start].
func runEnd(row []Cell, start int) int {
	end := start + 1
	for end < len(row) && row[end].Attr == row[start].Attr {
		end++
	}
	return end
}

// writeText draws a run's characters other than box lines, each piece
// stretched to its cells so that the columns stay true in any font.
func writeText(b *bufio.Writer, run []Cell, x, y float64, fg string) {
	a := run[0].Attr
	var style strings.Builder
	if a.Bold {
		style.WriteString(` font-weight="bold"`)
	}
	if a.Dim {
		style.WriteString(` fill-opacity="0.6"`)
	}
	if a.Italic {
		style.WriteString(` font-style="italic"`)
	}
	if a.Underline {
		style.WriteString(` text-decoration="underline"`)
	}
	for i := 0; i < len(run); {
		if _, box := boxArms[run[i].Char]; box || run[i].Char == ' ' {
			i++
			continue
		}
		j := i + 1
		for j < len(run) && !pieceEnds(run, j) {
			j++
		}
		var text strings.Builder
		for _, c := range run[i:j] {
			text.WriteRune(c.Char)
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" textLength="%s" lengthAdjust="spacingAndGlyphs" fill="%s"%s>%s</text>`+"\n",
			num(x+float64(i)*cellWidth), num(y+cellHeight-4), num(float64(j-i)*cellWidth), fg, style.String(), escape(text.String()))
		i = j
	}
}

// pieceEnds says whether a piece of text ends before run[j]: at a box line,
// at two spaces in a row (which a viewer might draw as one) or at a
// space that ends the run.
func pieceEnds(run []Cell, j int) bool {
	if _, box := boxArms[run[j].Char]; box {
		return true
	}
	return run[j].Char == ' ' && (j+1 == len(run) || run[j+1].Char == ' ')
}

// writeBox draws a box-drawing character's arms in the cell at (x, y).
func writeBox(b *bufio.Writer, arms [4]bool, x, y float64, colour string) {
	cx, cy := x+cellWidth/2, y+cellHeight/2.0
	ends := [4][2]float64{{cx, y}, {x + cellWidth, cy}, {cx, y + cellHeight}, {x, cy}}
	var d strings.Builder
	for i, on := range arms {
		if on {
			fmt.Fprintf(&d, "M%s %sL%s %s", num(cx), num(cy), num(ends[i][0]), num(ends[i][1]))
		}
	}
	fmt.Fprintf(b, `<path d="%s" stroke="%s" stroke-width="1.2" stroke-linecap="square"/>`+"\n", d.String(), colour)
}

// colours returns the foreground and background a cell is drawn with.
func colours(a Attr) (fg, bg string) {
	fg, bg = colourCode(a.FG, foreground), colourCode(a.BG, background)
	if a.Bold && a.FG.Kind == Indexed && a.FG.Index < 8 {
		fg = palette[a.FG.Index+8]
	}
	if a.Reverse {
		fg, bg = bg, fg
	}
	return fg, bg
}

// colourCode writes c as an SVG colour, def for the default colour.
func colourCode(c Colour, def string) string {
	switch c.Kind {
	case Indexed:
		return indexedColour(c.Index)
	case RGB:
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return def
}

// indexedColour is entry i of the xterm 256-colour palette: the 16 basic
// colours, a 6x6x6 cube, then 24 greys.
func indexedColour(i uint8) string {
	switch {
	case i < 16:
		return palette[i]
	case i < 232:
		n := int(i) - 16
		level := func(v int) int {
			if v == 0 {
				return 0
			}
			return 55 + 40*v
		}
		return fmt.Sprintf("#%02x%02x%02x", level(n/36), level(n/6%6), level(n%6))
	}
	g := 8 + 10*(int(i)-232)
	return fmt.Sprintf("#%02x%02x%02x", g, g, g)
}

// escape makes text safe inside an SVG element.
var escape = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace

// num writes a measure in pixels, rounded to a hundredth.
func num(f float64) string {
	return strconv.FormatFloat(math.Round(f*100)/100, 'f', -1, 64)
}
