package yamlfile

import (
	"strings"
	"testing"
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
