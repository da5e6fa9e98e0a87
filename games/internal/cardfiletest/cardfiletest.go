// Package cardfiletest holds card files made to break a card-file reader,
// and the checks that every game's reader refuses them with a clear error.
// It serves the tests of all three games, which read their card files
// through package yamlfile.
package cardfiletest

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"menagerie/games/internal/yamlfile"
)

// Case is a card file and the start of the error it must get: the file
// name, the line and the message; Also, when set, is in the error too.
type Case struct {
	Name string
	Data []byte
	Want string
	Also string
}

// Crasher is the file that made the YAML library panic.
const Crasher = "animals: ! "

// AliasBomb is a few hundred bytes of YAML whose aliases stand for 9^8
// strings, which took the YAML decoder gigabytes of memory to expand.
func AliasBomb() []byte {
	var b strings.Builder
	b.WriteString("x0: &x0 [" + strings.TrimSuffix(strings.Repeat(`"aaaaaaaa",`, 9), ",") + "]\n")
	for i := 1; i <= 7; i++ {
		fmt.Fprintf(&b, "x%d: &x%d [%s]\n", i, i, strings.TrimSuffix(strings.Repeat(fmt.Sprintf("*x%d,", i-1), 9), ","))
	}
	b.WriteString("cards: [{name: *x7}]\n")
	return []byte(b.String())
}

// DepthBomb is a file of lists nested depth deep. At 50,000 deep (100 KB)
// it took the YAML parser gigabytes of memory; fuzzers are seeded with a
// shallower one, which is as deep as far as the limit is concerned and
// cheaper to mutate.
func DepthBomb(depth int) []byte {
	return []byte("cards: " + strings.Repeat("[", depth) + strings.Repeat("]", depth) + "\n")
}

// Hostile returns files that must be refused, built from a valid card file
// of the game (which must have a "name: " field) and named file in the
// wanted errors.
func Hostile(file string, valid []byte) []Case {
	text := string(valid)
	at := strings.Index(text, "name: ")
	nameLine := 1 + strings.Count(text[:max(at, 0)], "\n")
	inName := func(insert string) []byte {
		return []byte(text[:at] + "name: " + insert + text[at+len("name: "):])
	}
	where := func(line int) string { return fmt.Sprintf("%s:%d: ", file, line) }
	manyEscapes := strings.Repeat("# \x1b[2J\n", 3*yamlfile.MaxListed)
	return []Case{
		{"escape sequence in a name", inName("\x1b[2J"), where(nameLine) + "control character U+001B", ""},
		{"C1 control in a name", inName("\u009b2J"), where(nameLine) + "control character U+009B", ""},
		{"escape sequence written in quotes", append([]byte(`x: "\e[2J"`+"\n"), valid...), where(1) + "control character U+001B", ""},
		{"C1 control written in quotes", append([]byte(`x: "\u009b2J"`+"\n"), valid...), where(1) + "control character U+009B", ""},
		{"not UTF-8", inName("\xff"), where(nameLine) + "byte 0xff is not UTF-8 text", ""},
		{"byte-order mark inside", inName("\uFEFF"), where(nameLine) + "a byte-order mark (U+FEFF) inside the file", ""},
		{"anchor", inName("&n "), where(nameLine) + `anchor "&n": card files may not use anchors and aliases`, ""},
		{"alias", append([]byte("x: *n\n"), valid...), where(1) + `alias "*n": card files may not use anchors and aliases`, ""},
		{"tag", append([]byte("x: !!str y\n"), valid...), where(1) + `tag "!!str": card files may not use tags`, ""},
		{"crasher", []byte(Crasher), where(1) + `tag "!": card files may not use tags`, ""},
		{"alias bomb", AliasBomb(), where(1) + `anchor "&x0"`, ""},
		{"depth bomb", DepthBomb(50000), where(1) + fmt.Sprintf("lists and maps nest more than %d levels deep", yamlfile.MaxDepth), ""},
		{"deep blocks", DeepBlocks(yamlfile.MaxDepth + 1), where(yamlfile.MaxDepth+1) + fmt.Sprintf("lists and maps nest more than %d levels deep", yamlfile.MaxDepth), ""},
		{"too big", append(append([]byte(nil), valid...), "#"+strings.Repeat("x", yamlfile.MaxSize)...), where(1) + fmt.Sprintf("the file has %d bytes; a card file may have at most %d", len(valid)+1+yamlfile.MaxSize, yamlfile.MaxSize), ""},
		{"many problems", []byte(manyEscapes + text), where(1) + "control character U+001B", ""},
		{Name: "bidirectional override in a name", Data: inName("\u202eAnt"), Want: where(nameLine) + "name: ", Also: "has the character U+202E, which is not printable text"},
		{Name: "zero-width space in a name", Data: inName("A\u200bnt"), Want: where(nameLine) + "name: ", Also: "has the character U+200B, which is not printable text"},
		{Name: "no-break space in a name", Data: inName("A\u00a0nt"), Want: where(nameLine) + "name: ", Also: "has the character U+00A0"},
		{Name: "long name", Data: inName(strings.Repeat("n", yamlfile.MaxName+1)), Want: where(nameLine) + "name: ",
			Also: fmt.Sprintf("characters) is longer than %d characters", yamlfile.MaxName)},
	}
}

// deepBlocks is a map of maps nested depth levels deep, one key a line.
func DeepBlocks(depth int) []byte {
	var b strings.Builder
	for i := range depth - 1 {
		fmt.Fprintf(&b, "%sk%d:\n", strings.Repeat("  ", i), i)
	}
	fmt.Fprintf(&b, "%slast: 1\n", strings.Repeat("  ", depth-1))
	return []byte(b.String())
}

// Check runs parse on every hostile file built from valid, and on valid
// with a leading byte-order mark and with CRLF line ends (which must be
// accepted). parse reads a card file, returning its error.
func Check(t *testing.T, valid []byte, parse func(name string, data []byte) error) {
	t.Helper()
	const file = "hostile.yaml"
	for _, tc := range Hostile(file, valid) {
		t.Run(tc.Name, func(t *testing.T) {
			err := parse(file, tc.Data)
			var list yamlfile.FileErrors
			if !errors.As(err, &list) || !strings.HasPrefix(err.Error(), tc.Want) || !strings.Contains(err.Error(), tc.Also) {
				t.Fatalf("error %v; want FileErrors starting %q and saying %q", err, tc.Want, tc.Also)
			}
			if more := len(list) - yamlfile.MaxListed; more > 0 && !strings.HasSuffix(err.Error(), fmt.Sprintf("\n... and %d more", more)) {
				t.Errorf("%d problems; want the error to list %d and end with the number of the rest:\n%v", len(list), yamlfile.MaxListed, err)
			}
		})
	}
	accepted := []Case{
		{Name: "leading byte-order mark", Data: append([]byte("\uFEFF"), valid...)},
		{Name: "CRLF line ends", Data: bytes.ReplaceAll(valid, []byte("\n"), []byte("\r\n"))},
	}
	for _, tc := range accepted {
		t.Run(tc.Name, func(t *testing.T) {
			if err := parse(file, tc.Data); err != nil {
				t.Errorf("refused: %v", err)
			}
		})
	}
}

// CheckError checks the error of reading the card file data named file, for
// a fuzzer: it must be a non-empty FileErrors, each naming the file, a line
// inside it (YAML breaks lines at LF, CRLF and a lone CR) and a message.
func CheckError(t *testing.T, file string, data []byte, err error) {
	t.Helper()
	var list yamlfile.FileErrors
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("error %T %q; want a non-empty FileErrors", err, err)
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	lines := 1 + strings.Count(text, "\n") + strings.Count(text, "\r")
	for _, e := range list {
		if e.File != file || e.Line < 1 || e.Line > lines || e.Msg == "" {
			t.Errorf("error %q: want file %s, a line from 1 to %d and a message", e, file, lines)
		}
	}
}
