package balance

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
)

//go:embed report.html.tmpl
var reportHTML string

// reportTemplate lays out a report as one page that needs nothing else.
var reportTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"pct":      func(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) },
	"ci":       func(c [2]float64) string { return fmt.Sprintf("%.1f-%.1f%%", 100*c[0], 100*c[1]) },
	"points":   func(x float64) string { return fmt.Sprintf("%+.1f", 100*x) },
	"pointsCI": func(c [2]float64) string { return fmt.Sprintf("%+.1f to %+.1f", 100*c[0], 100*c[1]) },
	"rate":     formatRate,
	"change":   formatChange,
	"inc":      func(i int) int { return i + 1 },
	"join":     func(s []string) string { return strings.Join(s, ", ") },
	"replaced": func(mode string) string { return replacedWords[mode] },
	"causes":   causesText,
	"about":    about,
}).Parse(reportHTML))

// replacedWords say what a counterfactual did to a card.
var replacedWords = map[string]string{ReplaceVanilla: "made vanilla (its ability taken away)", ReplaceRemove: "removed from the card file"}

// about is a card's source and group fields, in the section's field
// order, the empty ones left out: "designed, classic, 4, cap, pet".
func about(c *CardFigure, fields []string) string {
	parts := []string{c.Source}
	for _, f := range fields {
		parts = append(parts, c.Fields[f])
	}
	return strings.Join(slices.DeleteFunc(parts, func(s string) bool { return s == "" }), ", ")
}

// formatRate writes a rate with its interval and sample, or "-" for none.
func formatRate(r Rate) string {
	if r.N == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%% (%.0f-%.0f, n=%d)", 100*r.Rate, 100*r.CI95[0], 100*r.CI95[1], r.N)
}

// formatChange writes a change in points with its interval.
func formatChange(c *Change) string {
	if c == nil {
		return "-"
	}
	return fmt.Sprintf("%+.1f (%+.1f to %+.1f)", 100*c.Change, 100*c.CI95[0], 100*c.CI95[1])
}

// htmlPage is what the template is given.
type htmlPage struct {
	R *Report
	// MinDiscordant is the fewest turned pairs a flagged effect has.
	MinDiscordant int
	Title         string
	Sections      []htmlSection
}

// htmlSection is a section with its charts and the card fields it shows.
type htmlSection struct {
	*SectionReport
	Fields                                         []string
	SeatChart, LengthChart, CardChart, EffectChart template.HTML
}

// WriteHTML writes the report as one self-contained HTML page: its charts
// are inline SVG, and it loads nothing.
func (r *Report) WriteHTML(w io.Writer) error {
	page := htmlPage{R: r, Title: fmt.Sprintf("Balance report: %s", r.Game), MinDiscordant: MinDiscordant}
	for _, s := range r.Sections {
		hs := htmlSection{SectionReport: s, Fields: sectionFields(s)}
		var seats []interval
		for i, f := range s.Seats {
			seats = append(seats, percentRow(fmt.Sprintf("P%d", i+1), f.Rate, f.Flag != ""))
		}
		seats = append(seats, percentRow("First Player", s.First.Rate, s.First.Flag != ""))
		for k, f := range s.LaterPlaces() {
			seats = append(seats, percentRow(fmt.Sprintf("place %d", k+2), f.Rate, f.Flag != ""))
		}
		fair := 1 / float64(s.Players)
		hs.SeatChart = forestPlot("win rate by seat", seats, percentBand(s.Bands.Seat), 0, 100, 100*fair)
		hs.LengthChart = barChart("game length", s.Length.Histogram)
		var cards, effects []interval
		for _, c := range byPickedWin(s.Cards) {
			if c.Picked > 0 {
				cards = append(cards, percentRow(c.Name, c.PickedWin, slices.Contains(c.Flags, "takers win too often") || slices.Contains(c.Flags, "takers win too rarely")))
			}
			if e := c.Deciding(); e != nil {
				effects = append(effects, interval{label: c.Name, value: 100 * e.Effect, lo: 100 * e.CI95[0], hi: 100 * e.CI95[1],
					flagged: slices.Contains(c.Flags, "too strong") || slices.Contains(c.Flags, "too weak")})
			}
		}
		hs.CardChart = forestPlot("takers' win rate per card", cards, percentBand(s.Bands.Picked), 0, 100, 100*fair)
		if len(effects) > 0 {
			sort.SliceStable(effects, func(i, j int) bool { return effects[i].value > effects[j].value })
			span := 20.0
			for _, e := range effects {
				span = math.Max(span, math.Min(100, math.Ceil(math.Max(math.Abs(e.lo), math.Abs(e.hi))/10)*10))
			}
			hs.EffectChart = forestPlot("counterfactual effect per card, in points", effects, percentBand(s.Bands.Effect), -span, span, 0)
		}
		page.Sections = append(page.Sections, hs)
	}
	return reportTemplate.Execute(w, page)
}

// percentRow is a rate as a forest plot row in percent.
func percentRow(label string, r Rate, flagged bool) interval {
	return interval{label: label, value: 100 * r.Rate, lo: 100 * r.CI95[0], hi: 100 * r.CI95[1], flagged: flagged}
}

// percentBand is a band in percent.
func percentBand(b [2]float64) [2]float64 { return [2]float64{100 * b[0], 100 * b[1]} }

// byPickedWin orders cards by their takers' win rate, highest first.
func byPickedWin(cards []*CardFigure) []*CardFigure {
	out := slices.Clone(cards)
	sort.SliceStable(out, func(i, j int) bool { return out[i].PickedWin.Rate > out[j].PickedWin.Rate })
	return out
}

// sectionFields are the group fields the section's cards have, in the
// order the groups come.
func sectionFields(s *SectionReport) []string {
	var out []string
	for _, g := range s.Groups {
		if !slices.Contains(out, g.Field) {
			out = append(out, g.Field)
		}
	}
	return out
}
