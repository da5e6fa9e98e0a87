package yamlfile_test

import (
	"github.com/goccy/go-yaml/ast"

	"fmt"
	"strings"
	"testing"

	"menagerie/games/internal/cardfiletest"
	"menagerie/games/internal/yamlfile"
)

func TestReaderReportsPositions(t *testing.T) {
	src := "name: Ant\npower: lots\ncolour: red\nlist: 3\n"
	r := &yamlfile.Reader{File: "f.yaml"}
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
		{"\uFEFF", "want exactly one YAML document with a card"},
		{"a: 1\n---\nb: 2\n", "want exactly one YAML document with a card"},
	}
	for _, tc := range tests {
		r := &yamlfile.Reader{File: "f.yaml"}
		data := []byte(tc.src)
		if tc.src == "" {
			data = nil // as a caller may pass for an empty file
		}
		if r.Document(data, "a card") != nil || !strings.Contains(r.Errs.Error(), tc.want) {
			t.Errorf("%q: errors %q, want %q", tc.src, r.Errs.Error(), tc.want)
		}
	}
}

func TestErrorLine(t *testing.T) {
	l, msg := yamlfile.ErrorLine("[3:5] mapping value is not allowed\n   1 | a\n")
	if l != 3 || msg != "mapping value is not allowed" {
		t.Errorf("ErrorLine = %d, %q", l, msg)
	}
	if l, msg := yamlfile.ErrorLine("plain"); l != 1 || msg != "plain" {
		t.Errorf("ErrorLine(plain) = %d, %q", l, msg)
	}
}

func TestDocumentRefusesHostileFiles(t *testing.T) {
	valid := []byte("game: x\ncards:\n  - name: Ant\n    tier: 1\n")
	cardfiletest.Check(t, valid, func(name string, data []byte) error {
		r := &yamlfile.Reader{File: name}
		if r.Document(data, "a card") == nil && len(r.Errs) == 0 {
			t.Fatal("no document and no error")
		}
		if len(r.Errs) > 0 {
			return r.Errs
		}
		return nil
	})
}

func TestDocumentCountsLinesForControlText(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"NUL after CRLF", "a: 1\r\nb: \x00\n", "f.yaml:2: control character U+0000"},
		{"not UTF-8 after a lone CR", "a: 1\rb: \xff\n", "f.yaml:2: byte 0xff is not UTF-8 text"},
		{"DEL on line 3", "a: 1\n\nb: \x7f\n", "f.yaml:3: control character U+007F"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := &yamlfile.Reader{File: "f.yaml"}
			if r.Document([]byte(tc.src), "a card") != nil || !strings.HasPrefix(r.Errs.Error(), tc.want) {
				t.Errorf("errors %q, want %q", r.Errs.Error(), tc.want)
			}
		})
	}
}

func TestDocumentAccepts(t *testing.T) {
	tests := []struct {
		name, src string
	}{
		{"byte-order mark at the start", "\uFEFFa: 1\n"},
		{"tabs and CRLF", "a: 'x\ty'\r\n# a comment\r\nb: 2\r\n"},
		{"deepest nesting", string(cardfiletest.DeepBlocks(yamlfile.MaxDepth))},
		{"deepest flow", "a: " + strings.Repeat("[", yamlfile.MaxDepth-1) + strings.Repeat("]", yamlfile.MaxDepth-1) + "\n"},
		{"many shallow entries", "a: [" + strings.Repeat("[[1]], ", 1000) + "]\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := &yamlfile.Reader{File: "f.yaml"}
			if r.Document([]byte(tc.src), "a card") == nil || len(r.Errs) > 0 {
				t.Errorf("errors %q", r.Errs.Error())
			}
		})
	}
}

func TestFileErrorsListAtMostMaxListed(t *testing.T) {
	for _, n := range []int{1, yamlfile.MaxListed, yamlfile.MaxListed + 1, 3 * yamlfile.MaxListed} {
		var l yamlfile.FileErrors
		for i := range n {
			l = append(l, &yamlfile.FileError{File: "f.yaml", Line: i + 1, Msg: "bad"})
		}
		lines := strings.Split(l.Error(), "\n")
		want := min(n, yamlfile.MaxListed)
		if n > yamlfile.MaxListed {
			want++
			if last := lines[len(lines)-1]; last != fmt.Sprintf("... and %d more", n-yamlfile.MaxListed) {
				t.Errorf("%d problems: last line %q", n, last)
			}
		}
		if len(lines) != want {
			t.Errorf("%d problems: %d lines, want %d", n, len(lines), want)
		}
	}
}

func TestAnchorsAliasesAndTagsReportedOnceALine(t *testing.T) {
	r := &yamlfile.Reader{File: "f.yaml"}
	r.Document([]byte("a: &a [1]\nb: [*a, *a, !!str x]\nc: [*a]\n"), "a card")
	want := []string{
		`f.yaml:1: anchor "&a": card files may not use anchors and aliases; write each value out`,
		`f.yaml:2: alias "*a": card files may not use anchors and aliases; write each value out`,
		`f.yaml:3: alias "*a": card files may not use anchors and aliases; write each value out`,
	}
	if got := r.Errs.Error(); got != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
}

func TestGameKey(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"first key", "game: dojo\nset: x\n", "dojo"},
		{"later key", "# c\nset: x\ngame: tableau\n", "tableau"},
		{"quoted", "game: \"cardbattle\"\n", "cardbattle"},
		{"missing", "set: x\n", ""},
		{"not text", "game: [a]\n", ""},
		{"a list", "- game: dojo\n", ""},
		{"not YAML", "game: [\n", ""},
		{"alias refused", "a: &x dojo\ngame: *x\n", ""},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := yamlfile.GameKey([]byte(tt.data)); got != tt.want {
				t.Errorf("GameKey(%q) = %q, want %q", tt.data, got, tt.want)
			}
		})
	}
}

// TestDocumentLinesAfterCRLFComments: a node below comments ended by CRLF
// (a file written on Windows) is on its own line, not one more per comment.
func TestDocumentLinesAfterCRLFComments(t *testing.T) {
	tests := []struct {
		name, src string
		line      int
	}{
		{"comment then a scalar", "#\r\n00", 2},
		{"two comments", "# a\r\n# b\r\nx: 1\r\n", 3},
		{"trailing comment", "a: 1 # one\r\nb: 2\r\n", 2},
		{"lone CR", "# a\rx: 1\r", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := &yamlfile.Reader{File: "f.yaml"}
			n := r.Document([]byte(tc.src), "a card")
			if n == nil {
				t.Fatalf("errors %q", r.Errs.Error())
			}
			last := n
			if m, ok := n.(*ast.MappingNode); ok {
				last = m.Values[len(m.Values)-1]
			}
			if got := yamlfile.Line(last); got != tc.line {
				t.Errorf("line %d, want %d", got, tc.line)
			}
		})
	}
}
