package report

import (
	"bytes"
	"strings"
	"testing"

	"menagerie/sim"
)

func TestWinRateChart(t *testing.T) {
	games := []*sim.GameResult{
		{Seats: []int{0, 1}, Returns: []float64{1, -1}},
		{Seats: []int{1, 0}, Returns: []float64{-1, 1}},
		{Seats: []int{0, 1}, Returns: []float64{0, 0}},
	}
	rep := sim.NewReport([]string{"heuristic", "random"}, 2, games)
	for _, ext := range []string{"png", "svg"} {
		var buf bytes.Buffer
		if err := WinRateChart(rep, "test", &buf, ext); err != nil {
			t.Fatal(err)
		}
		head := buf.String()[:min(buf.Len(), 200)]
		if ext == "png" && !strings.HasPrefix(head, "\x89PNG") || ext == "svg" && !strings.Contains(head, "<svg") {
			t.Errorf("%s chart starts with %q", ext, head)
		}
	}
}

func TestChartFormat(t *testing.T) {
	for path, want := range map[string]string{"a.png": "png", "B.SVG": "svg", "c.jpg": "", "d": ""} {
		got, err := ChartFormat(path)
		if got != want || (want == "") != (err != nil) {
			t.Errorf("ChartFormat(%q) = %q, %v", path, got, err)
		}
	}
}
