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
	// Listed by line, whatever order they were found in.
	want := []string{
		"f.yaml:1: tier: missing field in card",
		`f.yaml:2: power: want a whole number from 0 to 9, got text "lots"`,
		"f.yaml:3: colour: unknown field in card (allowed: name, power, list, tier)",
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
		body := r.Document(data, "a card")
		if body == nil && len(r.Errs) == 0 {
			t.Fatal("no document and no error")
		}
		if body != nil {
			// The names, as the games read them.
			top := r.Fields(body, "file", []string{"game", "cards"}, nil)
			for _, cn := range r.Seq(top["cards"], "cards") {
				m := r.Fields(cn, "card", []string{"name", "tier"}, nil)
				if name, ok := r.Str(m["name"], "name"); ok && yamlfile.NameProblem(name) != "" {
					r.Errorf(m["name"], "name", "%s", yamlfile.NameProblem(name))
				}
			}
		}
		if len(r.Errs) > 0 {
			return r.Errs
		}
		return nil
	})
}

// TestNameProblem: a name is short printable text with no space at
// either end.
func TestNameProblem(t *testing.T) {
	tests := []struct{ name, want string }{
		{"Ant", ""},
		{"Saber-tooth Tiger", ""},
		{"Écureuil", ""},
		{"Penguin waddle (heel taps)", ""},
		{"🐜", ""},
		{strings.Repeat("n", yamlfile.MaxName), ""},
		{"", "name is empty"},
		{" Ant", `name " Ant" has surrounding spaces`},
		{"Ant\t", `name "Ant\t" has surrounding spaces`},
		{"A\u202ent", `name "A\u202ent" has the character U+202E, which is not printable text: names may hold no control, bidirectional, zero-width or other invisible characters`},
		{"A\u2066nt", `name "A\u2066nt" has the character U+2066,`},
		{"A\u200bnt", `name "A\u200bnt" has the character U+200B,`},
		{"A\u200dnt", `name "A\u200dnt" has the character U+200D,`},
		{"A\u00a0nt", `name "A\u00a0nt" has the character U+00A0,`},
		{"A\u2028nt", `name "A\u2028nt" has the character U+2028,`},
		{"A\ue000nt", `name "A\ue000nt" has the character U+E000,`},
		{strings.Repeat("n", yamlfile.MaxName+1), `name "` + strings.Repeat("n", 40) + `"... (41 characters) is longer than 40 characters`},
	}
	for _, tt := range tests {
		got := yamlfile.NameProblem(tt.name)
		if (tt.want == "") != (got == "") || !strings.HasPrefix(got, tt.want) {
			t.Errorf("NameProblem(%q) = %q; want %q", tt.name, got, tt.want)
		}
	}
}

// TestIntInSaysTooLarge: a number is read as written in decimal digits;
// one out of range is too large or too small with the limit, whatever its
// size, never another number.
func TestIntInSaysTooLarge(t *testing.T) {
	tests := []struct{ value, want string }{
		{"5", ""},
		{"+5", ""},
		{"-0", ""},
		{"100", `f.yaml:1: n: "100" is too large: at most 99`},
		{"99999999999999999999", `f.yaml:1: n: "99999999999999999999" is too large: at most 99`},
		{"18446744073709551615", `f.yaml:1: n: "18446744073709551615" is too large: at most 99`},
		{"9223372036854775808", `f.yaml:1: n: "9223372036854775808" is too large: at most 99`},
		{"-99999999999999999999", `f.yaml:1: n: "-99999999999999999999" is too small: at least 0`},
		{strings.Repeat("9", 300), `f.yaml:1: n: "` + strings.Repeat("9", 40) + `"... (300 characters) is too large: at most 99`},
		{"-1", `f.yaml:1: n: "-1" is too small: at least 0`},
		{"010", `f.yaml:1: n: want a whole number from 0 to 99 in decimal digits, got "010"`},
		{"0x1F", `f.yaml:1: n: want a whole number from 0 to 99 in decimal digits, got "0x1F"`},
		{"0o17", `f.yaml:1: n: want a whole number from 0 to 99 in decimal digits, got "0o17"`},
		{"0b11", `f.yaml:1: n: want a whole number from 0 to 99 in decimal digits, got "0b11"`},
		{"1_0", `f.yaml:1: n: want a whole number from 0 to 99 in decimal digits, got "1_0"`},
		{"5.0", `f.yaml:1: n: want a whole number from 0 to 99, got "5.0"`},
		{"1e3", `f.yaml:1: n: want a whole number from 0 to 99, got text "1e3"`},
		{`"5"`, `f.yaml:1: n: want a whole number from 0 to 99, got text "\"5\""`},
		{`"99999999999999999999"`, `f.yaml:1: n: want a whole number from 0 to 99, got text "\"99999999999999999999\""`},
	}
	for _, tt := range tests {
		r := &yamlfile.Reader{File: "f.yaml"}
		body := r.Document([]byte("n: "+tt.value+"\n"), "n")
		pairs := r.Pairs(body, "file")
		if len(pairs) != 1 {
			t.Fatalf("n: %s: %v", tt.value, r.Errs)
		}
		got := r.IntIn(pairs[0].Value, "n", 0, 99)
		if tt.want == "" {
			if len(r.Errs) != 0 || got != 5 && got != 0 {
				t.Errorf("n: %s: %d, %v", tt.value, got, r.Errs)
			}
			continue
		}
		if got != 0 || len(r.Errs) != 1 || r.Errs.Error() != tt.want {
			t.Errorf("n: %.50s: %d, %v; want 0 and %s", tt.value, got, r.Errs, tt.want)
		}
	}
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
