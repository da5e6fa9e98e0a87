package server

import (
	"reflect"
	"testing"
)

// TestParseActAgreesWithTheDecoder checks that parseAct reads the form
// clients write, declines every other, and reads what it takes to the
// message the strict decoder makes of it.
func TestParseActAgreesWithTheDecoder(t *testing.T) {
	tests := []struct {
		data string
		fast bool
	}{
		{`{"type":"act","version":12,"action":264}`, true},
		{`{"type":"act","version":0,"action":0}`, true},
		{`{"type":"act","version":-5,"action":-1}`, true},
		{`{"type":"act","version":-0,"action":7}`, true},
		{`{"type":"act","version":999999999,"action":999999999}`, true},
		{`{"type":"act","version":1000000000,"action":1}`, false},
		{`{"type":"act","version":1,"action":2147483648}`, false},
		{`{"type":"act","version":01,"action":2}`, false},
		{`{"type":"act","version":1,"action":2.0}`, false},
		{`{"type":"act","version":1,"action":2e1}`, false},
		{`{"type":"act","version":1,"action":-}`, false},
		{`{"type":"act", "version":1,"action":2}`, false},
		{`{"type":"act","action":2,"version":1}`, false},
		{`{"type":"act","version":1,"action":2,"from":3}`, false},
		{`{"type":"act","version":1,"action":2}x`, false},
		{`{"type":"act","version":1,"action":2} `, false},
		{`{"type":"act","version":1,"action":2`, false},
		{`{"type":"act","version":"1","action":2}`, false},
		{`{"type":"ACT","version":1,"action":2}`, false},
	}
	for _, tc := range tests {
		t.Run(tc.data, func(t *testing.T) {
			m, fast := parseAct([]byte(tc.data))
			if fast != tc.fast {
				t.Fatalf("read without the decoder: %v, want %v", fast, tc.fast)
			}
			if fast {
				checkParsedAsDecoded(t, []byte(tc.data), m)
			}
		})
	}
}

// checkParsedAsDecoded fails the test unless the strict decoder makes m
// of data.
func checkParsedAsDecoded(t *testing.T, data []byte, m ClientMessage) {
	t.Helper()
	want, err := decodeClientMessage(data)
	if err != nil {
		t.Fatalf("%s: read as %+v, which the decoder refuses: %v", data, m, err)
	}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("%s: read as version %d, action %d; the decoder reads version %d, action %d", data, *m.Version, *m.Action, *want.Version, *want.Action)
	}
}
