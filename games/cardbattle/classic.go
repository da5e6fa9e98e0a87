package cardbattle

import _ "embed"

//go:embed data/classic.yaml
var classicYAML []byte

// classic is parsed once when the package loads; the embedded file is
// checked by the tests, so a failure here is a build defect.
var classic = mustParse("classic.yaml", classicYAML)

func mustParse(name string, data []byte) *CardSet {
	cs, err := ParseCardFile(name, data)
	if err != nil {
		panic("embedded card file is invalid: " + err.Error())
	}
	return cs
}

// Classic returns the embedded Classic Pack. The set is shared and must not
// be modified.
func Classic() *CardSet { return classic }

// ClassicYAML returns the embedded Classic Pack card file.
func ClassicYAML() []byte { return append([]byte(nil), classicYAML...) }
