package balance

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"strings"
)

// Charts are drawn as inline SVG by the few functions here: a report
// needs no script and nothing from the network.

// interval is one row of a forest plot: a label, a value and its 95%
// interval, and whether it is flagged.
type interval struct {
	label   string
	value   float64
	lo, hi  float64
	flagged bool
}

// Sizes of the charts, in pixels.
const (
	chartWidth  = 640
	labelWidth  = 150
	valueWidth  = 130
	rowHeight   = 16
	axisHeight  = 28
	chartMargin = 12
)

// forestPlot draws each row's value as a dot with its interval as a line,
// on an axis from lo to hi in percent (scale 100) or points, with the
// band shaded and the center line drawn; each row's value and interval
// are written at its right.
func forestPlot(title string, rows []interval, band [2]float64, lo, hi, center float64) template.HTML {
	if len(rows) == 0 {
		return ""
	}
	h := axisHeight + len(rows)*rowHeight + chartMargin
	plotW := float64(chartWidth - labelWidth - valueWidth - 2*chartMargin)
	x := func(v float64) float64 {
		v = math.Max(lo, math.Min(hi, v))
		return float64(labelWidth) + (v-lo)/(hi-lo)*plotW
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" width="%d" height="%d" viewBox="0 0 %d %d">`, chartWidth, h, chartWidth, h)
	fmt.Fprintf(&b, `<title>%s</title>`, html.EscapeString(title))
	top := float64(axisHeight - 6)
	bottom := float64(h - chartMargin)
	fmt.Fprintf(&b, `<rect class="band" x="%.1f" y="%.1f" width="%.1f" height="%.1f"/>`, x(band[0]), top, x(band[1])-x(band[0]), bottom-top)
	fmt.Fprintf(&b, `<line class="center" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`, x(center), top, x(center), bottom)
	for _, t := range ticks(lo, hi) {
		fmt.Fprintf(&b, `<line class="tick" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`, x(t), top-4, x(t), top)
		fmt.Fprintf(&b, `<text class="axis" x="%.1f" y="%.1f" text-anchor="middle">%s</text>`, x(t), top-8, formatTick(t))
	}
	for i, r := range rows {
		y := float64(axisHeight) + float64(i)*rowHeight + rowHeight/2
		class := "row"
		if r.flagged {
			class = "row flagged"
		}
		fmt.Fprintf(&b, `<g class="%s"><text x="%d" y="%.1f" text-anchor="end">%s</text>`, class, labelWidth-6, y+4, html.EscapeString(r.label))
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`, x(r.lo), y, x(r.hi), y)
		fmt.Fprintf(&b, `<text class="value" x="%.1f" y="%.1f">%s (%s to %s)</text>`, float64(labelWidth)+plotW+2*chartMargin, y+4,
			formatValue(r.value), formatValue(r.lo), formatValue(r.hi))
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3.5"><title>%s: %s (%s to %s)</title></circle></g>`, x(r.value), y,
			html.EscapeString(r.label), formatTick(r.value), formatTick(r.lo), formatTick(r.hi))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// ticks are round values from lo to hi, about five of them.
func ticks(lo, hi float64) []float64 {
	step := math.Pow(10, math.Floor(math.Log10((hi-lo)/5)))
	for _, m := range []float64{1, 2, 5, 10} {
		if (hi-lo)/(step*m) <= 6 {
			step *= m
			break
		}
	}
	var out []float64
	for t := math.Ceil(lo/step-1e-9) * step; t <= hi+1e-9; t += step {
		out = append(out, math.Round(t*1e6)/1e6)
	}
	return out
}

// formatTick writes a value as a whole number when it is one.
func formatTick(v float64) string {
	if v == 0 {
		return "0" // not -0
	}
	if v == math.Trunc(v) {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.1f", v)
}

// formatValue writes a value with one decimal, as the tables do.
func formatValue(v float64) string {
	if math.Abs(v) < 0.05 {
		return "0.0" // not -0.0
	}
	return fmt.Sprintf("%.1f", v)
}

// barChart draws the histogram of game lengths.
func barChart(title string, bins []Bin) template.HTML {
	if len(bins) == 0 {
		return ""
	}
	const h, plotH = 180, 130
	most := 0
	for _, b := range bins {
		most = max(most, b.Games)
	}
	barW := float64(chartWidth-2*chartMargin-40) / float64(len(bins))
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" width="%d" height="%d" viewBox="0 0 %d %d">`, chartWidth, h, chartWidth, h)
	fmt.Fprintf(&b, `<title>%s</title>`, html.EscapeString(title))
	left := float64(chartMargin + 40)
	base := float64(chartMargin + plotH)
	fmt.Fprintf(&b, `<text class="axis" x="%.1f" y="%.1f" text-anchor="end">%d</text>`, left-4, float64(chartMargin)+8, most)
	fmt.Fprintf(&b, `<text class="axis" x="%.1f" y="%.1f" text-anchor="end">0</text>`, left-4, base)
	for i, bin := range bins {
		bh := 0.0
		if most > 0 {
			bh = float64(bin.Games) / float64(most) * plotH
		}
		x := left + float64(i)*barW
		fmt.Fprintf(&b, `<rect class="bar" x="%.1f" y="%.1f" width="%.1f" height="%.1f"><title>%d to %d actions: %d games</title></rect>`,
			x+1, base-bh, math.Max(1, barW-2), bh, bin.From, bin.To-1, bin.Games)
		if i%max(1, len(bins)/6) == 0 {
			fmt.Fprintf(&b, `<text class="axis" x="%.1f" y="%.1f" text-anchor="middle">%d</text>`, x+barW/2, base+16, bin.From)
		}
	}
	fmt.Fprintf(&b, `<text class="axis" x="%.1f" y="%.1f" text-anchor="end">actions per game</text>`, float64(chartWidth-chartMargin), float64(h-4))
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}
