package agent

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
)

// TestSearchParamsAreDeclaredWhole checks the ismcts parameters' table:
// each field of the config has exactly one parameter, of the field's kind,
// with values to take and a default in them, and the bots' help lists
// each parameter's usage.
func TestSearchParamsAreDeclaredWhole(t *testing.T) {
	fieldType := map[paramKind]reflect.Type{
		wholeParam:  reflect.TypeFor[*int](),
		realParam:   reflect.TypeFor[*float64](),
		boolParam:   reflect.TypeFor[*bool](),
		choiceParam: reflect.TypeFor[*string](),
	}
	var c searchConfig
	fields := map[any]string{}
	var help string
	for _, k := range Kinds {
		if k.Name == "ismcts" {
			help = k.Help
		}
	}
	for _, p := range searchParams {
		at := p.at(&c)
		if reflect.TypeOf(at) != fieldType[p.kind] {
			t.Errorf("%s: field %T for a parameter of kind %d", p.name, at, p.kind)
		}
		if other, ok := fields[at]; ok {
			t.Errorf("%s and %s set the same field", p.name, other)
		}
		fields[at] = p.name
		switch {
		case p.help == "":
			t.Errorf("%s has no help", p.name)
		case (p.kind == choiceParam) != (len(p.choices) > 0):
			t.Errorf("%s: kind %d with choices %v", p.name, p.kind, p.choices)
		case p.lo > p.hi:
			t.Errorf("%s: range %v to %v", p.name, p.lo, p.hi)
		case p.def != "" && p.set(&searchConfig{}, p.def) != nil:
			t.Errorf("%s: default %q is not one of its values", p.name, p.def)
		case !strings.Contains(help, p.usage()):
			t.Errorf("the ismcts help lacks %q", p.usage())
		}
	}
	if n := reflect.TypeFor[searchConfig]().NumField(); len(fields) != n {
		t.Errorf("%d parameters set %d fields of %d", len(searchParams), len(fields), n)
	}
}

// TestBotsDocListsSearchParams checks that the bots' document has a row of
// its ismcts parameters' table for each parameter, as declared.
func TestBotsDocListsSearchParams(t *testing.T) {
	doc, err := os.ReadFile("../docs/bots.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range searchParams {
		def := p.def
		if def == "" {
			def = "none"
		}
		row := fmt.Sprintf("| `%s` | %s | %s | %s |", strings.ReplaceAll(p.form(), "|", `\|`), p.values(), def, p.help)
		if !strings.Contains(string(doc), "\n"+row+"\n") {
			t.Errorf("docs/bots.md lacks the row\n%s", row)
		}
	}
}
