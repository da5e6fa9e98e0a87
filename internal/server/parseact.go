package server

import (
	"bytes"

	"menagerie/game"
)

// Most of what clients send are actions, each a small object in one form:
// {"type":"act","version":V,"action":A}, as JSON.stringify and
// json.Marshal write it. parseAct reads that form directly, where the
// strict decoder would allocate and scan it twice; any other form (spaces,
// another order, a large number) is left to the decoder, which reads the
// form parseAct takes to the same message.

// Parts of an act message in the form parseAct reads.
var (
	actHead   = []byte(`{"type":"act","version":`)
	actAction = []byte(`,"action":`)
)

// parseAct reads an act message in the form clients write; ok is false
// for any other form.
func parseAct(data []byte) (m ClientMessage, ok bool) {
	rest, ok := bytes.CutPrefix(data, actHead)
	if !ok {
		return m, false
	}
	version, rest, ok := cutInt(rest)
	if !ok {
		return m, false
	}
	if rest, ok = bytes.CutPrefix(rest, actAction); !ok {
		return m, false
	}
	action, rest, ok := cutInt(rest)
	if !ok || string(rest) != "}" {
		return m, false
	}
	v, a := int(version), game.Action(action)
	return ClientMessage{Type: MsgAct, Version: &v, Action: &a}, true
}

// maxCutDigits bounds the digits cutInt reads: any number of as many fits
// an action (32 bits).
const maxCutDigits = 9

// cutInt reads a JSON integer from the start of b (a minus sign, then 0
// or digits not starting with 0, at most maxCutDigits of them) and
// returns it and the rest of b.
func cutInt(b []byte) (n int32, rest []byte, ok bool) {
	i, sign := 0, int32(1)
	if len(b) > 0 && b[0] == '-' {
		i, sign = 1, -1
	}
	start := i
	for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
		n = n*10 + int32(b[i]-'0')
	}
	switch digits := i - start; {
	case digits == 0 || digits > maxCutDigits:
		return 0, b, false
	case digits > 1 && b[start] == '0':
		return 0, b, false
	}
	return sign * n, b[i:], true
}
