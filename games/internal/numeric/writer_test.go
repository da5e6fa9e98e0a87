package numeric

import (
	"slices"
	"testing"
)

func TestWriterHoldsValuesToTheirBounds(t *testing.T) {
	ceil := []float32{1, 1, 1, 2, 2, 0.5}
	for _, tc := range []struct {
		name string
		ceil []float32
		want []float32
	}{
		{"bounded", ceil, []float32{0, 1, 0, 2, 0, 0.5}},
		{"unbounded", nil, []float32{0, 1, 0, 7, -3, 0.75}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dst := make([]float32, len(ceil))
			w := NewWriter(dst, tc.ceil)
			w.OneHot(1, 3)
			at := w.Field(1)
			for range 7 {
				w.Add(at, 0, 1)
			}
			w.Value(-3)
			w.Scaled(3, 4)
			if !slices.Equal(dst, tc.want) || w.Len() != len(ceil) {
				t.Errorf("wrote %v (%d values), want %v", dst, w.Len(), tc.want)
			}
		})
	}
}
