package agent

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
)

// MLPFormat is the network file format ParseMLP reads.
const MLPFormat = 1

// maxMLPWidth bounds a layer's size, so that a bad header cannot ask for
// unbounded memory.
const maxMLPWidth = 1 << 16

// MLP is a small network over a seat's numeric observation, as the learned
// level plays it. Its file (written by the Python package's
// menagerie.learned) is one line of JSON, the MLPHeader, a newline, then
// little-endian float32 numbers: the observation's mean and scale
// (ObservationSize each), then each layer's weights (inputs x outputs, row
// by row) and biases. The input is (observation - mean) * scale clipped to
// [-Clip, Clip]; hidden layers apply tanh; the last layer gives one logit
// per index of the game's action space. An MLP is read-only once parsed
// and may serve many goroutines.
type MLP struct {
	Header MLPHeader
	mean   []float32
	scale  []float32
	layers []mlpLayer
}

// MLPHeader is what a network file says of itself.
type MLPHeader struct {
	Format          int               `json:"format"`
	Game            string            `json:"game"`
	Options         map[string]string `json:"options"`
	ObservationSize int               `json:"observation_size"`
	ActionSize      int               `json:"action_size"`
	// Layers are the sizes, the input first and the action space last.
	Layers []int   `json:"layers"`
	Clip   float32 `json:"clip"`
	// Trained says how the network was made (the training command).
	Trained string `json:"trained"`
}

// mlpLayer is one dense layer: w holds in x out weights, row by row.
type mlpLayer struct {
	in, out int
	w, b    []float32
}

// ReadMLPHeader reads a network file's header only.
func ReadMLPHeader(data []byte) (MLPHeader, []byte, error) {
	var h MLPHeader
	line, rest, ok := bytes.Cut(data, []byte{'\n'})
	if !ok {
		return h, nil, errors.New("network file: no header line")
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&h); err != nil {
		return h, nil, fmt.Errorf("network file: header: %v", err)
	}
	switch {
	case h.Format != MLPFormat:
		return h, nil, fmt.Errorf("network file: format %d, want %d", h.Format, MLPFormat)
	case len(h.Layers) < 2:
		return h, nil, fmt.Errorf("network file: %d layer sizes, want at least 2", len(h.Layers))
	case h.Layers[0] != h.ObservationSize || h.Layers[len(h.Layers)-1] != h.ActionSize:
		return h, nil, fmt.Errorf("network file: layers %v do not run from the observation (%d) to the actions (%d)",
			h.Layers, h.ObservationSize, h.ActionSize)
	case !(h.Clip > 0) || math.IsInf(float64(h.Clip), 0):
		return h, nil, fmt.Errorf("network file: clip %v, want a positive number", h.Clip)
	}
	for _, n := range h.Layers {
		if n < 1 || n > maxMLPWidth {
			return h, nil, fmt.Errorf("network file: a layer of %d, want 1 to %d", n, maxMLPWidth)
		}
	}
	return h, rest, nil
}

// ParseMLP reads a network file.
func ParseMLP(data []byte) (*MLP, error) {
	h, rest, err := ReadMLPHeader(data)
	if err != nil {
		return nil, err
	}
	want := 2 * h.ObservationSize
	for k := 1; k < len(h.Layers); k++ {
		want += h.Layers[k-1]*h.Layers[k] + h.Layers[k]
	}
	if len(rest) != 4*want {
		return nil, fmt.Errorf("network file: %d bytes after the header, want %d (%d numbers)", len(rest), 4*want, want)
	}
	numbers := make([]float32, want)
	for i := range numbers {
		numbers[i] = math.Float32frombits(binary.LittleEndian.Uint32(rest[4*i:]))
		if f := float64(numbers[i]); math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, fmt.Errorf("network file: number %d is not finite", i)
		}
	}
	take := func(n int) []float32 {
		out := numbers[:n:n]
		numbers = numbers[n:]
		return out
	}
	m := &MLP{Header: h, mean: take(h.ObservationSize), scale: take(h.ObservationSize)}
	for k := 1; k < len(h.Layers); k++ {
		in, out := h.Layers[k-1], h.Layers[k]
		m.layers = append(m.layers, mlpLayer{in: in, out: out, w: take(in * out), b: take(out)})
	}
	return m, nil
}

// widest is the size of the largest layer, input included.
func (m *MLP) widest() int {
	return max(m.Header.ObservationSize, maxOf(m.Header.Layers))
}

func maxOf(xs []int) int {
	best := 0
	for _, x := range xs {
		best = max(best, x)
	}
	return best
}

// Logits runs the network on obs (ObservationSize values) and returns its
// ActionSize logits in one of the two buffers a and b, each at least the
// widest layer long; it allocates nothing.
func (m *MLP) Logits(obs, a, b []float32) []float32 {
	x := a[:m.Header.ObservationSize]
	clip := m.Header.Clip
	for i, o := range obs[:len(x)] {
		x[i] = min(max((o-m.mean[i])*m.scale[i], -clip), clip)
	}
	out := b
	for k, l := range m.layers {
		y := out[:l.out]
		copy(y, l.b)
		for i, xi := range x {
			row := l.w[i*l.out : (i+1)*l.out]
			for j, w := range row {
				y[j] += xi * w
			}
		}
		if k < len(m.layers)-1 {
			for j, v := range y {
				y[j] = float32(math.Tanh(float64(v)))
			}
		}
		x, out = y, x[:cap(x)]
	}
	return x
}
