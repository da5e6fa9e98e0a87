package agent_test

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"menagerie/agent"
)

// mlpFile writes a network file: the header, a newline, the numbers.
func mlpFile(t testing.TB, h agent.MLPHeader, numbers []float32) []byte {
	t.Helper()
	line, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	out := append(line, '\n')
	for _, f := range numbers {
		out = binary.LittleEndian.AppendUint32(out, math.Float32bits(f))
	}
	return out
}

// tinyHeader is a network of 2 inputs, 2 hidden units and 3 actions.
func tinyHeader() agent.MLPHeader {
	return agent.MLPHeader{Format: agent.MLPFormat, Game: "test", ObservationSize: 2, ActionSize: 3,
		Layers: []int{2, 2, 3}, Clip: 5}
}

// tinyNumbers: mean (1, 0), scale (2, 1); hidden weights [[1, 0], [0, -1]]
// and biases (0, 0.5); output weights [[1, 0, -1], [0, 2, 0]], biases
// (0, 0, 0.25).
var tinyNumbers = []float32{1, 0, 2, 1, 1, 0, 0, -1, 0, 0.5, 1, 0, -1, 0, 2, 0, 0, 0, 0.25}

func TestMLPLogitsFollowTheFile(t *testing.T) {
	net, err := agent.ParseMLP(mlpFile(t, tinyHeader(), tinyNumbers))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		obs []float32
	}{{[]float32{1, 0}}, {[]float32{2, 3}}, {[]float32{-10, 0.5}}, {[]float32{100, -100}}}
	for _, tc := range tests {
		x0 := math.Min(math.Max(float64((tc.obs[0]-1)*2), -5), 5)
		x1 := math.Min(math.Max(float64(tc.obs[1]), -5), 5)
		h0, h1 := math.Tanh(x0), math.Tanh(-x1+0.5)
		want := []float64{h0, 2 * h1, -h0 + 0.25}
		a, b := make([]float32, 3), make([]float32, 3)
		got := net.Logits(tc.obs, a, b)
		if len(got) != 3 {
			t.Fatalf("obs %v: %d logits, want 3", tc.obs, len(got))
		}
		for j := range want {
			if math.Abs(float64(got[j])-want[j]) > 1e-6 {
				t.Errorf("obs %v: logits %v, want %v", tc.obs, got, want)
				break
			}
		}
	}
}

func TestParseMLPRefusesBadFiles(t *testing.T) {
	good := mlpFile(t, tinyHeader(), tinyNumbers)
	withHeader := func(edit func(h *agent.MLPHeader)) []byte {
		h := tinyHeader()
		edit(&h)
		return mlpFile(t, h, tinyNumbers)
	}
	nan := append([]float32(nil), tinyNumbers...)
	nan[5] = float32(math.NaN())
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "no header line"},
		{"no json", []byte("weights\n"), "header"},
		{"unknown field", []byte(strings.Replace(string(good), `"format"`, `"colour":1,"format"`, 1)), "unknown field"},
		{"format", withHeader(func(h *agent.MLPHeader) { h.Format = 2 }), "format 2"},
		{"one layer", withHeader(func(h *agent.MLPHeader) { h.Layers = []int{2} }), "at least 2"},
		{"layers not from the observation", withHeader(func(h *agent.MLPHeader) { h.Layers = []int{3, 2, 3} }), "do not run from"},
		{"huge layer", withHeader(func(h *agent.MLPHeader) { h.Layers = []int{2, 1 << 30, 3} }), "a layer of"},
		{"clip", withHeader(func(h *agent.MLPHeader) { h.Clip = 0 }), "clip"},
		{"short", good[:len(good)-4], "bytes after the header"},
		{"long", append(append([]byte(nil), good...), 0, 0, 0, 0), "bytes after the header"},
		{"not finite", mlpFile(t, tinyHeader(), nan), "not finite"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := agent.ParseMLP(tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
}
