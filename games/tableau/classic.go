package tableau

import (
	_ "embed"
	"sync"
)

//go:embed data/classic.yaml
var classicYAML []byte

//go:embed data/designed.yaml
var designedYAML []byte

// The embedded sets are parsed on first use, once; the tests check the
// files, so a failure here is a build defect.
var (
	classic  = sync.OnceValue(func() *CardSet { return mustParse("classic.yaml", classicYAML) })
	designed = sync.OnceValue(func() *CardSet { return mustParse("designed.yaml", designedYAML) })
)

func mustParse(name string, data []byte) *CardSet {
	cs, err := ParseCardFile(name, data)
	if err != nil {
		panic("embedded card file is invalid: " + err.Error())
	}
	return cs
}

// Classic returns the embedded classic set: the design's 13 animals and 4
// foods. The set is shared and must not be modified.
func Classic() *CardSet { return classic() }

// Designed returns the embedded extension of designed cards (rule option
// extension=true). The set is shared and must not be modified.
func Designed() *CardSet { return designed() }

// ClassicYAML returns the embedded classic card file.
func ClassicYAML() []byte { return append([]byte(nil), classicYAML...) }

// DesignedYAML returns the embedded extension card file.
func DesignedYAML() []byte { return append([]byte(nil), designedYAML...) }
