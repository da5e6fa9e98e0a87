// Package report turns simulation results into charts.
package report

import (
	"fmt"
	"image/color"
	"io"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"menagerie/sim"
)

// intervals are win rates with their 95% intervals, for error bars.
type intervals struct {
	rates  []float64
	lo, hi []float64
}

func (iv intervals) Len() int                        { return len(iv.rates) }
func (iv intervals) XY(i int) (float64, float64)     { return float64(i), iv.rates[i] }
func (iv intervals) YError(i int) (float64, float64) { return iv.lo[i], iv.hi[i] }

// WinRateChart draws each bot's win rate (a draw counts half) as a bar with
// its 95% confidence interval and a line at 50%, and writes it to w in the
// format named by ext ("png" or "svg").
func WinRateChart(rep *sim.Report, title string, w io.Writer, ext string) error {
	p := plot.New()
	p.Title.Text = title
	p.Y.Label.Text = "win rate (draw = half), 95% interval"
	p.Y.Min, p.Y.Max = 0, 1
	var iv intervals
	names := make([]string, len(rep.Bots))
	for i, b := range rep.Bots {
		names[i] = fmt.Sprintf("%s\n%d games", b.Name, b.Games)
		iv.rates = append(iv.rates, b.WinRate)
		iv.lo = append(iv.lo, b.WinRate-b.CI95[0])
		iv.hi = append(iv.hi, b.CI95[1]-b.WinRate)
	}
	bars, err := plotter.NewBarChart(plotter.Values(iv.rates), vg.Points(40))
	if err != nil {
		return err
	}
	bars.Color = color.RGBA{R: 70, G: 130, B: 180, A: 255}
	errs, err := plotter.NewYErrorBars(iv)
	if err != nil {
		return err
	}
	even := plotter.NewFunction(func(float64) float64 { return 0.5 })
	even.Color = color.Gray{Y: 120}
	even.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(bars, errs, even, plotter.NewGrid())
	p.NominalX(names...)
	width := vg.Length(max(4, 1.6*float64(len(names)))) * vg.Inch
	wt, err := p.WriterTo(width, 4*vg.Inch, ext)
	if err != nil {
		return err
	}
	_, err = wt.WriteTo(w)
	return err
}

// ChartFormat returns the image format for a file name: "png" or "svg".
func ChartFormat(path string) (string, error) {
	switch ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(path), ".")); ext {
	case "png", "svg":
		return ext, nil
	default:
		return "", fmt.Errorf("chart %q: name it .png or .svg", path)
	}
}
