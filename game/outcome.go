package game

import "fmt"

// Outcome is where a recorded game stands after its last action: whether it
// is over, each seat's return and the hash of the whole state. Replaying a
// changed record (another seed, option or action) almost surely reaches
// another outcome.
type Outcome struct {
	// Over reports whether the game had ended.
	Over bool `json:"over"`
	// Returns holds each seat's result, as State.Returns gives it.
	Returns []float64 `json:"returns"`
	// StateHash is the state's Hash as 16 lowercase hexadecimal digits.
	StateHash string `json:"state_hash"`
}

// OutcomeOf describes where s stands.
func OutcomeOf(s State) *Outcome {
	return &Outcome{Over: s.IsTerminal(), Returns: s.Returns(nil), StateHash: fmt.Sprintf("%016x", s.Hash())}
}

// String describes the outcome for messages, e.g. "the end, returns
// [1 -1], state hash 0123456789abcdef".
func (o *Outcome) String() string {
	end := "the end"
	if !o.Over {
		end = "an unfinished game"
	}
	return fmt.Sprintf("%s, returns %v, state hash %s", end, o.Returns, o.StateHash)
}

// equal reports whether o and p are the same outcome.
func (o *Outcome) equal(p *Outcome) bool {
	if o.Over != p.Over || o.StateHash != p.StateHash || len(o.Returns) != len(p.Returns) {
		return false
	}
	for i, v := range o.Returns {
		if v != p.Returns[i] {
			return false
		}
	}
	return true
}

// check rejects a state hash that OutcomeOf could not have written.
func (o *Outcome) check() error {
	valid := len(o.StateHash) == 16
	for _, c := range o.StateHash {
		valid = valid && ('0' <= c && c <= '9' || 'a' <= c && c <= 'f')
	}
	if !valid {
		return fmt.Errorf("state_hash %q: want 16 lowercase hexadecimal digits", o.StateHash)
	}
	return nil
}
