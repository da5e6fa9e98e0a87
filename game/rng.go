package game

import (
	"math/bits"
	"math/rand/v2"
)

// RNG is a small deterministic random source held by value, so that copying
// a state copies its randomness. It wraps math/rand/v2's PCG.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns an RNG seeded from seed.
func NewRNG(seed uint64) RNG {
	var r RNG
	r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// Uint64 returns 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// HashTo mixes the generator's position into h as two words drawn from a
// copy; r itself is unchanged.
func (r RNG) HashTo(h *Hasher) {
	h.Int(int64(r.pcg.Uint64()))
	h.Int(int64(r.pcg.Uint64()))
}

// IntN returns a uniform integer in [0, n); n must be positive.
func (r *RNG) IntN(n int) int {
	// Lemire's nearly-divisionless method, unbiased.
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Float64 returns a uniform float in [0, 1).
func (r *RNG) Float64() float64 {
	return float64(r.pcg.Uint64()>>11) / (1 << 53)
}

// Shuffle permutes n elements with swap, uniformly (Fisher-Yates).
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// Pick returns an index into outcomes chosen with their probabilities.
func (r *RNG) Pick(outcomes []ChanceOutcome) int {
	x := r.Float64()
	for i, o := range outcomes {
		x -= o.Prob
		if x < 0 {
			return i
		}
	}
	return len(outcomes) - 1
}

// Mix derives an independent seed from a base seed and an index, for
// per-game or per-iteration seeds that do not depend on scheduling.
func Mix(seed, index uint64) uint64 {
	z := seed + 0x9e3779b97f4a7c15*(index+1)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
