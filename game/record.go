package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// Record is everything needed to replay a game: the game, its rules version,
// options and card set, the seed and every action (chance outcomes included).
type Record struct {
	Game         string   `json:"game"`
	RulesVersion string   `json:"rules_version"`
	Options      Options  `json:"options"`
	CardSetHash  string   `json:"card_set_hash"`
	Seed         uint64   `json:"seed"`
	Actions      []Action `json:"actions"`
}

// NewRecord starts a record for a game played from seed.
func NewRecord(g Game, seed uint64) *Record {
	return &Record{
		Game:         g.Name(),
		RulesVersion: g.RulesVersion(),
		Options:      g.Options(),
		CardSetHash:  g.CardSetHash(),
		Seed:         seed,
	}
}

// ParseRecord decodes a JSON record, rejecting unknown fields.
func ParseRecord(data []byte) (*Record, error) {
	var r Record
	if err := decodeStrict(data, &r); err != nil {
		return nil, fmt.Errorf("game record: %w", err)
	}
	if r.Game == "" {
		return nil, fmt.Errorf("game record: missing field \"game\"")
	}
	return &r, nil
}

// Replay checks that the record belongs to g and plays its actions from the
// record's seed, returning the final state or an error naming the first
// action that does not apply.
func Replay(g Game, r *Record) (State, error) {
	switch {
	case r.Game != g.Name():
		return nil, fmt.Errorf("record is for game %q, not %q", r.Game, g.Name())
	case r.RulesVersion != g.RulesVersion():
		return nil, fmt.Errorf("record has rules version %q, this engine has %q", r.RulesVersion, g.RulesVersion())
	case r.CardSetHash != g.CardSetHash():
		return nil, fmt.Errorf("record's card set %s differs from this game's %s", r.CardSetHash, g.CardSetHash())
	}
	s := g.NewState(r.Seed)
	for i, a := range r.Actions {
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("record action %d (%d): %w", i, a, err)
		}
	}
	return s, nil
}

func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}
