package game

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// maxQuoted is the most characters of a value a person gave that an error
// message quotes whole.
const maxQuoted = 40

// Quote quotes a value a person gave, for an error message: as %q does
// (so that no character of it can act on a terminal), and, when it has
// more than maxQuoted characters, only the first of them, then "..." and
// how many there are. Every message that quotes such a value quotes it
// through here, so that a long one never floods the message.
func Quote(s string) string {
	n := utf8.RuneCountInString(s)
	if n <= maxQuoted {
		return strconv.Quote(s)
	}
	cut := 0
	for range maxQuoted {
		_, size := utf8.DecodeRuneInString(s[cut:])
		cut += size
	}
	return fmt.Sprintf("%s... (%d characters)", strconv.Quote(s[:cut]), n)
}
