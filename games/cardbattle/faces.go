package cardbattle

import (
	"math/bits"

	"menagerie/game"
)

// The engine draws only a throw's total (one chance outcome); the faces
// its dice show are chosen afterwards for the play-by-play, from public
// facts about the throw rather than from the game's random numbers, so
// that they change neither the game nor what a player can learn.

// throwKey hashes the public facts of side target's throw of n dice for
// total: the round, the seats, the throw's number in the battle, the
// attacks so far and the pet hit with its damage before the throw.
func (b *battle) throwKey(target, n, total int) uint64 {
	f := &b.s[target].act
	h := game.NewHasher()
	h.Byte(byte(b.round))
	h.Byte(byte(b.seats[0]))
	h.Byte(byte(b.seats[1]))
	h.Byte(b.throws)
	h.Int(int64(b.attacks))
	h.Byte(byte(target))
	h.Byte(byte(f.card))
	h.Int(int64(f.damage))
	h.Byte(byte(n))
	h.Byte(byte(total))
	// FNV spreads its last bytes poorly into the high bits that pick
	// the faces: mix them (SplitMix64's finaliser).
	x := h.Sum()
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// faces picks the faces n dice show when they add up to total: each
// sequence of faces comes with its chance given that total (with the
// default die, every sequence of 0s, 1s and 2s with that sum equally),
// chosen by key. The faces are packed two bits a die, the first die in
// the lowest bits; 0 when no sequence adds up to total.
func (g *Game) faces(n, total int, key uint64) uint32 {
	if n < 1 || n > maxThrowDice || g.ways(n, total) == 0 {
		return 0
	}
	var per [4]uint64 // how many of the die's faces show 0 to 3 rocks
	for _, f := range g.dice {
		per[f]++
	}
	r, _ := bits.Mul64(key, g.ways(n, total)) // uniform in [0, ways)
	var packed uint32
	for i := 0; i < n; i++ {
		rest := n - 1 - i
		for v := 0; v <= min(total, 3); v++ {
			w := per[v] * g.ways(rest, total-v)
			if r < w {
				packed |= uint32(v) << (2 * i)
				r /= per[v]
				total -= v
				break
			}
			r -= w
		}
	}
	return packed
}

// ways counts the sequences of n die faces that add up to total (0 for a
// total they cannot make).
func (g *Game) ways(n, total int) uint64 {
	if total < 0 || total >= len(g.rockWays[n]) {
		return 0
	}
	return g.rockWays[n][total]
}
