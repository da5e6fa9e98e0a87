// Package numeric writes an engine's observation into a flat vector of
// numbers, one field after another, for learning programs.
package numeric

import "menagerie/game"

// Writer fills a caller's vector from the start. It allocates nothing; a
// write past the end is dropped and Len still counts it, so that a test
// comparing Len with the declared size catches a layout that overflows.
type Writer struct {
	dst []float32
	// ceil holds each position's largest value (game.Ceilings); nil
	// leaves values as they are.
	ceil []float32
	n    int
}

// NewWriter starts writing at dst[0]; it zeroes dst first, so that a
// one-hot or multi-hot field only sets its ones. Every value it writes is
// held to [0, ceil[i]] at position i, so that the declared bounds are true
// of every observation; a nil ceil writes values unchanged (for tests that
// check what the games reach against the bounds).
func NewWriter(dst, ceil []float32) Writer {
	clear(dst)
	return Writer{dst: dst, ceil: ceil}
}

// Len is the number of values written or skipped so far.
func (w *Writer) Len() int { return w.n }

// Value writes one number.
func (w *Writer) Value(v float32) {
	w.set(w.n, v)
	w.n++
}

// Scaled writes v divided by scale (its usual maximum), so that most
// values fall in [0, 1].
func (w *Writer) Scaled(v int, scale float32) { w.Value(float32(v) / scale) }

// Bool writes 1 for true and 0 for false.
func (w *Writer) Bool(b bool) {
	if b {
		w.Value(1)
	} else {
		w.Value(0)
	}
}

// OneHot writes a field of size values, 1 at i and 0 elsewhere; an i
// outside [0, size) leaves the whole field 0.
func (w *Writer) OneHot(i, size int) {
	if i >= 0 && i < size {
		w.set(w.n+i, 1)
	}
	w.n += size
}

// Actor writes who acts now, for the seat me of n: a field of n+2 values,
// the seats counted from me (me first), then chance, then the game's end.
func (w *Writer) Actor(cp game.Player, me, n int) {
	switch cp {
	case game.Chance:
		w.OneHot(n, n+2)
	case game.Terminal:
		w.OneHot(n+1, n+2)
	default:
		w.OneHot((int(cp)-me+n)%n, n+2)
	}
}

// Field reserves size values, zero, and returns the index of the first, for
// Add to count into (a multi-hot field of card counts).
func (w *Writer) Field(size int) int {
	at := w.n
	w.n += size
	return at
}

// Add adds v to the value at index at+i of a field Field reserved; an i
// outside the field's size is the caller's to avoid.
func (w *Writer) Add(at, i int, v float32) {
	if i >= 0 && at+i < len(w.dst) {
		w.set(at+i, w.dst[at+i]+v)
	}
}

// set writes v at position i, held to its bounds.
func (w *Writer) set(i int, v float32) {
	if i >= len(w.dst) {
		return
	}
	if i < len(w.ceil) {
		v = min(max(v, 0), w.ceil[i])
	}
	w.dst[i] = v
}

// UpTo is the Max of a segment (game.Segment) whose values are at most v
// in every configuration.
func UpTo(v float32) func(game.Game) float32 { return func(game.Game) float32 { return v } }
