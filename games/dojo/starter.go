package dojo

import (
	_ "embed"
	"sync"
)

//go:embed data/starter.yaml
var starterYAML []byte

// The embedded set is parsed on first use, once; the tests check the file,
// so a failure here is a build defect.
var starter = sync.OnceValue(func() *CardSet { return mustParse("starter.yaml", starterYAML) })

func mustParse(name string, data []byte) *CardSet {
	cs, err := ParseCardFile(name, data)
	if err != nil {
		panic("embedded card file is invalid: " + err.Error())
	}
	return cs
}

// Starter returns the embedded starter set: 9 animal families of 3 levels,
// 3 dojos and 10 health and item cards. The set is shared and must not be
// modified.
func Starter() *CardSet { return starter() }

// StarterYAML returns the embedded starter card file.
func StarterYAML() []byte { return append([]byte(nil), starterYAML...) }
