package cardbattle

import (
	_ "embed"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
)

//go:embed data/supply.yaml
var supplyYAML []byte

//go:embed data/classic.yaml
var classicYAML []byte

//go:embed data/golden.yaml
var goldenYAML []byte

//go:embed data/magic.yaml
var magicYAML []byte

// packFiles are the embedded packs, by name.
var packFiles = map[string]CardFile{
	"classic": {Name: "classic.yaml", Data: classicYAML},
	"golden":  {Name: "golden.yaml", Data: goldenYAML},
	"magic":   {Name: "magic.yaml", Data: magicYAML},
}

// PackNames lists the embedded packs in their usual order.
var PackNames = []string{"classic", "golden", "magic"}

// packSets holds, for every combination of embedded packs (named as
// Packs joins them), a function that parses it on first use and then
// returns the same set: a program that never plays Card Battle never parses
// its cards. The embedded files are checked by the tests.
var packSets = lazyPackSets()

func lazyPackSets() map[string]func() (*CardSet, error) {
	sets := map[string]func() (*CardSet, error){}
	n := len(PackNames)
	for mask := 1; mask < 1<<n; mask++ {
		files := []CardFile{{Name: "supply.yaml (built in)", Data: supplyYAML}}
		var names []string
		for i, name := range PackNames {
			if mask&(1<<i) != 0 {
				files = append(files, packFiles[name])
				names = append(names, name)
			}
		}
		sets[strings.Join(names, ",")] = sync.OnceValues(func() (*CardSet, error) { return ParseCardFiles(files...) })
	}
	return sets
}

// Packs returns the card set of the named embedded packs (with the supply
// cards), in any order; the set is shared and must not be modified.
func Packs(names ...string) (*CardSet, error) {
	if len(names) == 0 {
		return nil, fmt.Errorf("no pack named; the packs are %s", strings.Join(PackNames, ", "))
	}
	want := map[string]bool{}
	for _, n := range names {
		n = strings.ToLower(strings.TrimSpace(n))
		if _, ok := packFiles[n]; !ok {
			return nil, fmt.Errorf("unknown pack %q; the packs are %s", n, strings.Join(PackNames, ", "))
		}
		if want[n] {
			return nil, fmt.Errorf("pack %q named twice", n)
		}
		want[n] = true
	}
	var ordered []string
	for _, n := range PackNames {
		if want[n] {
			ordered = append(ordered, n)
		}
	}
	cs, err := packSets[strings.Join(ordered, ",")]()
	if err != nil {
		return nil, fmt.Errorf("the embedded card files are invalid: %w", err)
	}
	return cs, nil
}

// Classic returns the embedded Classic Pack with the supply cards. The set
// is shared and must not be modified. The embedded file is checked by the
// tests, so a failure here is a build defect.
func Classic() *CardSet {
	cs, err := packSets["classic"]()
	if err != nil {
		panic("embedded card files are invalid: " + err.Error())
	}
	return cs
}

// ClassicYAML returns the embedded Classic Pack card file.
func ClassicYAML() []byte { return append([]byte(nil), classicYAML...) }

// SupplyYAML returns the embedded file of supply cards every pack uses.
func SupplyYAML() []byte { return append([]byte(nil), supplyYAML...) }

// UserCards reads a user's card file together with the built-in supply
// cards (Apple, Five Apples, Bee), which the file may use but not redefine.
func UserCards(name string, data []byte) (*CardSet, error) {
	return UserCardFiles(CardFile{Name: name, Data: data})
}

// UserCardFiles reads several card files (one per pack, say) into one set
// with the built-in supply cards.
func UserCardFiles(files ...CardFile) (*CardSet, error) {
	return ParseCardFiles(append([]CardFile{{Name: "supply.yaml (built in)", Data: supplyYAML}}, files...)...)
}

// PackFiles returns copies of the embedded card files of the named packs,
// in PackNames' order: the files a game of those packs is read from.
func PackFiles(names ...string) ([]CardFile, error) {
	var out []CardFile
	for _, n := range PackNames {
		if slices.Contains(names, n) {
			f := packFiles[n]
			out = append(out, CardFile{Name: f.Name, Data: slices.Clone(f.Data)})
		}
	}
	for _, n := range names {
		if _, ok := packFiles[n]; !ok {
			return nil, fmt.Errorf("unknown pack %q; the packs are %s", n, strings.Join(PackNames, ", "))
		}
	}
	return out, nil
}

// packsOf lists the packs of a set's tier cards, sorted.
func packsOf(cs *CardSet) []string {
	seen := map[string]bool{}
	for i := 1; i < len(cs.Cards); i++ {
		if c := &cs.Cards[i]; c.Tier > 0 {
			seen[c.Pack] = true
		}
	}
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}
