package yamlfile

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"menagerie/game"
)

// NameProblem says what is wrong with a name in a card file (a card's, or
// a Dojo family's), in words that follow "card " or a field: a name is 1
// to MaxName characters of printable text (letters, marks, digits,
// punctuation, symbols and the plain space), with no space at either end.
// So no control, bidirectional, zero-width or other invisible character
// can make one name look like another or reorder the text around it. It
// returns "" for a good name.
func NameProblem(name string) string {
	if name == "" {
		return "name is empty"
	}
	if strings.TrimSpace(name) != name {
		return fmt.Sprintf("name %s has surrounding spaces", game.Quote(name))
	}
	if i := strings.IndexFunc(name, func(c rune) bool { return !unicode.IsPrint(c) }); i >= 0 {
		c, _ := utf8.DecodeRuneInString(name[i:])
		return fmt.Sprintf("name %s has the character %U, which is not printable text: names may hold no control, bidirectional, zero-width or other invisible characters", game.Quote(name), c)
	}
	if utf8.RuneCountInString(name) > MaxName {
		return fmt.Sprintf("name %s is longer than %d characters", game.Quote(name), MaxName)
	}
	return ""
}
