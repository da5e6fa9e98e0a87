package yamlfile

import (
	"fmt"
	"strings"
	"testing"

	"github.com/goccy/go-yaml/parser"
)

func TestReaderReportsPositions(t *testing.T) {
	src := "name: Ant\npower: lots\ncolour: red\nlist: 3\n"
	r := &Reader{File: "f.yaml"}
	body := r.Document([]byte(src), "a card")
	m := r.Fields(body, "card", []string{"name", "power", "list", "tier"}, []string{"name", "tier"})
	if name, ok := r.Str(m["name"], "name"); !ok || name != "Ant" {
		t.Errorf("name %q", name)
	}
	r.IntIn(m["power"], "power", 0, 9)
	r.Seq(m["list"], "list")
	want := []string{
		"f.yaml:3: colour: unknown field in card (allowed: name, power, list, tier)",
		"f.yaml:1: tier: missing field in card",
		`f.yaml:2: power: want a whole number from 0 to 9, got text "lots"`,
		`f.yaml:4: list: want a list, got "3"`,
	}
	if got := strings.Split(r.Errs.Error(), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestDocument(t *testing.T) {
	tests := []struct {
		src, want string
	}{
		{"a: [1\n", "f.yaml:1: not valid YAML"},
		{"", "want exactly one YAML document with a card"},
		{"a: 1\n---\nb: 2\n", "want exactly one YAML document with a card"},
	}
	for _, tc := range tests {
		r := &Reader{File: "f.yaml"}
		if r.Document([]byte(tc.src), "a card") != nil || !strings.Contains(r.Errs.Error(), tc.want) {
			t.Errorf("%q: errors %q, want %q", tc.src, r.Errs.Error(), tc.want)
		}
	}
}

func TestErrorLine(t *testing.T) {
	l, msg := ErrorLine("[3:5] mapping value is not allowed\n   1 | a\n")
	if l != 3 || msg != "mapping value is not allowed" {
		t.Errorf("ErrorLine = %d, %q", l, msg)
	}
	if l, msg := ErrorLine("plain"); l != 1 || msg != "plain" {
		t.Errorf("ErrorLine(plain) = %d, %q", l, msg)
	}
}

func TestDocumentRefusesHostileFiles(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"too big", "a: " + strings.Repeat("x", MaxSize) + "\n", fmt.Sprintf("f.yaml:1: the file has %d bytes; a card file may have at most %d", MaxSize+4, MaxSize)},
		{"escape sequence", "a: 1\nname: \"Ant\x1b[31m\"\n", "f.yaml:2: control character U+001B"},
		{"C1 control", "name: Ant\u009b31m\n", "f.yaml:1: control character U+009B"},
		{"NUL", "a: 1\r\nb: \x00\n", "f.yaml:2: control character U+0000"},
		{"not UTF-8", "a: 1\rb: \xff\n", "f.yaml:2: byte 0xff is not UTF-8 text"},
		{"byte-order mark inside", "a: 1\nb: \uFEFFx\n", "f.yaml:2: a byte-order mark (U+FEFF) inside the file"},
		{"anchor", "a: 1\nb: &x0 [1, 2]\n", `f.yaml:2: anchor "&x0": card files may not use anchors and aliases`},
		{"alias", "a: 1\nb: [*x0]\n", `f.yaml:2: alias "*x0": card files may not use anchors and aliases`},
		{"empty tag", "animals: ! ", `f.yaml:1: tag "!": card files may not use tags`},
		{"tag", "a: !!str 3\n", `f.yaml:1: tag "!!str": card files may not use tags`},
		{"deep flow", "a:\n  b: " + strings.Repeat("[", 50000) + strings.Repeat("]", 50000) + "\n", fmt.Sprintf("f.yaml:2: lists and maps nest more than %d levels deep", MaxDepth)},
		{"deep blocks", deepBlocks(MaxDepth + 1), fmt.Sprintf("f.yaml:%d: lists and maps nest more than %d levels deep", MaxDepth+1, MaxDepth)},
		{"deep list entries", "a: " + strings.Repeat("- ", MaxDepth) + "x\n", fmt.Sprintf("f.yaml:1: lists and maps nest more than %d levels deep", MaxDepth)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := &Reader{File: "f.yaml"}
			if r.Document([]byte(tc.src), "a card") != nil || !strings.HasPrefix(r.Errs.Error(), tc.want) {
				t.Errorf("errors %q, want %q", r.Errs.Error(), tc.want)
			}
		})
	}
}

// deepBlocks is a map of maps nested depth levels deep, one key a line.
func deepBlocks(depth int) string {
	var b strings.Builder
	for i := range depth - 1 {
		fmt.Fprintf(&b, "%sk%d:\n", strings.Repeat("  ", i), i)
	}
	fmt.Fprintf(&b, "%slast: 1\n", strings.Repeat("  ", depth-1))
	return b.String()
}

func TestDocumentAccepts(t *testing.T) {
	tests := []struct {
		name, src string
	}{
		{"byte-order mark at the start", "\uFEFFa: 1\n"},
		{"tabs and CRLF", "a: \"x\ty\"\r\nb: 2\r\n"},
		{"deepest nesting", deepBlocks(MaxDepth)},
		{"deepest flow", "a: " + strings.Repeat("[", MaxDepth-1) + strings.Repeat("]", MaxDepth-1) + "\n"},
		{"many shallow entries", "a: [" + strings.Repeat("[[1]], ", 1000) + "]\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := &Reader{File: "f.yaml"}
			if r.Document([]byte(tc.src), "a card") == nil || len(r.Errs) > 0 {
				t.Errorf("errors %q", r.Errs.Error())
			}
		})
	}
}

func TestFileErrorsListAtMostMaxListed(t *testing.T) {
	for _, n := range []int{1, MaxListed, MaxListed + 1, 3 * MaxListed} {
		var l FileErrors
		for i := range n {
			l = append(l, &FileError{File: "f.yaml", Line: i + 1, Msg: "bad"})
		}
		lines := strings.Split(l.Error(), "\n")
		want := min(n, MaxListed)
		if n > MaxListed {
			want++
			if last := lines[len(lines)-1]; last != fmt.Sprintf("... and %d more", n-MaxListed) {
				t.Errorf("%d problems: last line %q", n, last)
			}
		}
		if len(lines) != want {
			t.Errorf("%d problems: %d lines, want %d", n, len(lines), want)
		}
	}
}

// TestDecodeRecoversFromLibraryPanic: the decoder panicked on an empty tag
// (Document refuses tags, so the tree is built here with the parser alone).
func TestDecodeRecoversFromLibraryPanic(t *testing.T) {
	f, err := parser.ParseBytes([]byte("animals: ! "), 0)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Animals []string `yaml:"animals"`
	}
	r := &Reader{File: "f.yaml"}
	if r.Decode(f.Docs[0].Body, &doc) || !strings.HasPrefix(r.Errs.Error(), "f.yaml:1: the YAML decoder failed on this file") {
		t.Errorf("errors %q", r.Errs.Error())
	}
}
