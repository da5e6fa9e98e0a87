package game

// Hasher computes a 64-bit FNV-1a hash without allocating; engines feed it
// their state field by field.
type Hasher struct {
	h uint64
}

// NewHasher returns a Hasher at the FNV-1a offset basis.
func NewHasher() Hasher { return Hasher{h: 14695981039346656037} }

// Byte mixes one byte.
func (h *Hasher) Byte(b byte) {
	h.h ^= uint64(b)
	h.h *= 1099511628211
}

// Int mixes an integer (all 64 bits).
func (h *Hasher) Int(v int64) {
	u := uint64(v)
	for i := 0; i < 8; i++ {
		h.Byte(byte(u))
		u >>= 8
	}
}

// Sum returns the hash so far.
func (h *Hasher) Sum() uint64 { return h.h }
