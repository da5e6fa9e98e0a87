package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// Record is everything needed to replay a game: the game, its rules version,
// options and card set, the seed and every action (chance outcomes included),
// the seats that lost on time, and the outcome those reached when the record
// was written.
type Record struct {
	// Format is the record format, RecordFormat when written now; records
	// written before formats were numbered have none and read as format 1.
	Format       int      `json:"format,omitempty"`
	Game         string   `json:"game"`
	RulesVersion string   `json:"rules_version"`
	Options      Options  `json:"options"`
	CardSetHash  string   `json:"card_set_hash"`
	Seed         uint64   `json:"seed"`
	Actions      []Action `json:"actions"`
	// Forfeits are the seats that lost on time, in the order they did;
	// records written before forfeits were kept have none.
	Forfeits []Forfeit `json:"forfeits,omitempty"`
	// Outcome is where the game stood after the last action, as Seal found
	// it; Replay refuses a record that no longer reaches it. Records
	// written before outcomes were stored have none.
	Outcome *Outcome `json:"outcome,omitempty"`

	// game is the game NewRecord started the record for; Seal replays the
	// record on it. It is nil in a parsed record.
	game Game
}

// RecordFormat is the format NewRecord writes; ParseRecord reads it and 1.
const RecordFormat = 2

// NewRecord starts a record for a game played from seed.
func NewRecord(g Game, seed uint64) *Record {
	return &Record{
		Format:       RecordFormat,
		Game:         g.Name(),
		RulesVersion: g.RulesVersion(),
		Options:      g.Options(),
		CardSetHash:  g.CardSetHash(),
		Seed:         seed,
		game:         g,
	}
}

// Seal replays the record's actions on the game NewRecord started it for
// and stores where they lead in Outcome, so that a later Replay can tell
// that the seed, an option or an action was changed. Every record is sealed
// just before it is saved. Seal fails on a record that NewRecord did not
// start or whose actions do not apply.
func (r *Record) Seal() error {
	if r.game == nil {
		return fmt.Errorf("record of %q was not started by NewRecord: there is no game to replay it on", r.Game)
	}
	r.Outcome = nil
	s, err := Replay(r.game, r)
	if err != nil {
		return err
	}
	r.Outcome = r.OutcomeOf(s)
	return nil
}

// OutcomeOf describes where s, the state the record's actions reach, stands
// with the record's forfeits: a game they ended is over, and its returns
// are ForfeitReturns'.
func (r *Record) OutcomeOf(s State) *Outcome {
	o := OutcomeOf(s)
	if len(r.Forfeits) > 0 {
		o.Over = o.Over || ForfeitsEnd(len(o.Returns), r.Forfeits)
		o.Returns = ForfeitReturns(o.Returns, r.Forfeits)
	}
	return o
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
	if r.Format < 0 || r.Format > RecordFormat {
		return nil, fmt.Errorf("game record: format %d: this program reads formats 1 to %d", r.Format, RecordFormat)
	}
	if r.Outcome != nil {
		if err := r.Outcome.check(); err != nil {
			return nil, fmt.Errorf("game record: outcome: %w", err)
		}
	}
	players := 0 // unknown without the game, unless the outcome counts them
	if r.Outcome != nil {
		players = len(r.Outcome.Returns)
	}
	if err := CheckForfeits(r.Forfeits, players, len(r.Actions)); err != nil {
		return nil, fmt.Errorf("game record: %w", err)
	}
	return &r, nil
}

// Replay checks that the record belongs to g and plays its actions from the
// record's seed, returning the final state or an error naming the first
// action that does not apply or a forfeit the game could not have had
// (OutcomeOf gives the returns with the forfeits). When the record has an outcome, Replay also
// checks that the actions reach it, and fails if they do not: the record was
// changed after it was written. A record without one replays unchecked.
func Replay(g Game, r *Record) (State, error) {
	switch {
	case r.Game != g.Name():
		return nil, fmt.Errorf("record is for game %q, not %q", r.Game, g.Name())
	case r.RulesVersion != g.RulesVersion():
		return nil, fmt.Errorf("record has rules version %q, this engine has %q", r.RulesVersion, g.RulesVersion())
	case r.CardSetHash != g.CardSetHash():
		return nil, fmt.Errorf("record's card set %s differs from this game's %s", r.CardSetHash, g.CardSetHash())
	}
	if err := CheckForfeits(r.Forfeits, g.NumPlayers(), len(r.Actions)); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	s := g.NewState(r.Seed)
	for i, a := range r.Actions {
		switch err := s.Apply(a); {
		case err != nil && r.Outcome != nil:
			// Every action of a sealed record applied when it was written.
			return nil, fmt.Errorf("record action %d (%d): %w; the record does not replay as it was written: %s", i, a, err, changedSince)
		case err != nil:
			return nil, fmt.Errorf("record action %d (%d): %w", i, a, err)
		}
	}
	if r.Outcome != nil {
		if got := r.OutcomeOf(s); !got.equal(r.Outcome) {
			return nil, fmt.Errorf("record does not replay to the outcome it claims (%s): its actions from seed %d reach %s; %s",
				r.Outcome, r.Seed, got, changedSince)
		}
	}
	return s, nil
}

// changedSince explains why a sealed record no longer replays as it claims.
const changedSince = "its seed, options or actions were changed after it was written"

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
