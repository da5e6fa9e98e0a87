package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrNotWhole is ParseWhole's answer to text that is not a whole number
// written as card files, rule options and flags write one.
var ErrNotWhole = errors.New("not a whole number in decimal digits")

// ParseWhole reads a whole number from lo to hi, written the one way card
// files, rule options and flags take: decimal digits without a leading
// zero, after an optional sign (0, 12, -3, +1). Nothing else is one: no
// spaces, underscores or exponents, and no other base (012, 0x1F, 0o17,
// 0b11), so that a number never means another. It returns ErrNotWhole for
// other text, and says that a number out of range is too large or too
// small, with the limit, whatever its size.
func ParseWhole[T int | int64 | uint64](s string, lo, hi T) (T, error) {
	digits, neg := strings.CutPrefix(s, "-")
	if !neg {
		digits = strings.TrimPrefix(s, "+")
	}
	if digits == "" || strings.Trim(digits, "0123456789") != "" || (digits[0] == '0' && len(digits) > 1) {
		return 0, ErrNotWhole
	}
	tooLarge := fmt.Errorf("too large: at most %d", hi)
	tooSmall := fmt.Errorf("too small: at least %d", lo)
	mag, err := strconv.ParseUint(digits, 10, 64)
	switch {
	case err != nil && neg:
		return 0, tooSmall // beyond every 64-bit number
	case err != nil:
		return 0, tooLarge
	}
	v := signed{neg && mag > 0, mag} // -0 is 0
	switch {
	case signedOf(hi).less(v):
		return 0, tooLarge
	case v.less(signedOf(lo)):
		return 0, tooSmall
	case v.neg:
		return T(-int64(mag)), nil
	}
	return T(mag), nil
}

// signed is a 64-bit whole number of either sign, as its sign and
// magnitude, so that ParseWhole compares any of its types' bounds.
type signed struct {
	neg bool
	mag uint64
}

// signedOf is x as a signed.
func signedOf[T int | int64 | uint64](x T) signed {
	if x < 0 {
		return signed{true, uint64(-(x + 1)) + 1}
	}
	return signed{false, uint64(x)}
}

// less reports whether a is below b.
func (a signed) less(b signed) bool {
	switch {
	case a.neg != b.neg:
		return a.neg
	case a.neg:
		return a.mag > b.mag
	}
	return a.mag < b.mag
}
