package contract

// Slab hands out slices of one backing array, so that an observation's
// many short lists cost one allocation of each type rather than one each.
// Each slice it gives is capped at its length, so that appending to it
// copies rather than writing over the next.
type Slab[T any] []T

// NewSlab returns a slab with room for n elements.
func NewSlab[T any](n int) Slab[T] { return make(Slab[T], 0, n) }

// Take gives the next n elements, zeroed; an empty but non-nil slice for
// none. Past the room the slab was made with, it makes a new backing array.
func (s *Slab[T]) Take(n int) []T {
	b := *s
	if cap(b)-len(b) < n {
		b = make(Slab[T], 0, n)
	}
	k := len(b)
	*s = b[:k+n]
	return b[k : k+n : k+n]
}
