package cardbattle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"menagerie/game"
)

// Scenario is a battle to calculate: two decks (top card first), who is
// First Player, the round, optionally the rock die faces to use in order and
// the choices of order to take in turn, and each side's Trumpets and Mana at
// the start. An ailment card (Exposed, Spooked) in a deck goes on the next
// pet played.
type Scenario struct {
	FirstPlayer int        `json:"first_player"`
	Round       int        `json:"round"`
	Decks       [][]string `json:"decks"`
	Rocks       *[]int     `json:"rocks,omitempty"`
	// Choices name, each time a player must choose which of their
	// simultaneous abilities resolves next, the one to take: a card's name
	// ("Honey"), or "set-aside Badger" for a set-aside pet's effects.
	Choices  *[]string   `json:"choices,omitempty"`
	Trumpets [2]int      `json:"trumpets"`
	Mana     [2]int      `json:"mana"`
	Cards    [2][]CardID `json:"-"`
	// MaxPositions bounds every exact enumeration of the battle (the odds,
	// and each choice of order taken by its odds); 0 means
	// MaxExactPositions. It is for callers, not part of the file.
	MaxPositions int `json:"-"`
}

// maxPositions is the scenario's bound on an exact enumeration.
func (sc *Scenario) maxPositions() int {
	if sc.MaxPositions > 0 {
		return sc.MaxPositions
	}
	return MaxExactPositions
}

// ParseScenario decodes and checks a scenario; unknown fields, unknown cards
// and impossible values are errors that name the place.
func ParseScenario(data []byte, g *Game) (*Scenario, error) {
	sc := &Scenario{Round: 1}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(sc); err != nil {
		return nil, jsonError(data, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("line %d: unexpected data after the scenario object", lineAt(data, int(dec.InputOffset())))
	}
	if sc.FirstPlayer != 0 && sc.FirstPlayer != 1 {
		return nil, fmt.Errorf("first_player is %d; want 0 or 1", sc.FirstPlayer)
	}
	if sc.Round < 1 || sc.Round > NumRounds {
		return nil, fmt.Errorf("round is %d; want 1 to %d", sc.Round, NumRounds)
	}
	if len(sc.Decks) != 2 {
		return nil, fmt.Errorf("decks holds %d deck lists; want 2 (one per player)", len(sc.Decks))
	}
	cs := g.set
	for p, deck := range sc.Decks {
		if len(deck) > deckCap/2 {
			return nil, fmt.Errorf("decks[%d] has %d cards; at most %d are allowed", p, len(deck), deckCap/2)
		}
		ids := make([]CardID, len(deck))
		for i, name := range deck {
			id, ok := cs.Lookup(name)
			if !ok {
				return nil, fmt.Errorf("decks[%d][%d]: unknown card %q%s", p, i, name, suggest(cs, name))
			}
			if cs.Cards[id].Kind == KindToken && !cs.Cards[id].IsAilment() {
				return nil, fmt.Errorf("decks[%d][%d]: %s is a token, not a pet, food or ailment (give Trumpets and Mana with the trumpets and mana fields)", p, i, cs.Cards[id].Name)
			}
			ids[i] = id
		}
		sc.Cards[p] = ids
	}
	for p := 0; p < 2; p++ {
		if sc.Trumpets[p] < 0 || sc.Trumpets[p] > 99 || sc.Mana[p] < 0 || sc.Mana[p] > 99 {
			return nil, fmt.Errorf("trumpets and mana must be 0 to 99; got trumpets %v, mana %v", sc.Trumpets, sc.Mana)
		}
	}
	if sc.Choices != nil {
		for i, c := range *sc.Choices {
			name := strings.TrimSpace(c)
			if low := strings.ToLower(name); strings.HasPrefix(low, setAsidePrefix) {
				name = strings.TrimSpace(name[len(setAsidePrefix):])
			}
			if _, ok := cs.Lookup(name); !ok {
				return nil, fmt.Errorf("choices[%d]: unknown card %q%s; want a card's name, or \"set-aside\" and a card's name", i, name, suggest(cs, name))
			}
		}
	}
	if sc.Rocks != nil {
		for i, r := range *sc.Rocks {
			if !g.isFace(r) {
				return nil, fmt.Errorf("rocks[%d] is %d; the rock die's faces are %v", i, r, g.dice)
			}
		}
	}
	return sc, nil
}

// setAsidePrefix starts a scenario choice that names a set-aside pet's
// effects.
const setAsidePrefix = "set-aside "

// fixedChoice returns which of the options the k-th entry of a scenario's
// choices names.
func fixedChoice(cs *CardSet, choices []string, k int, opts []game.Action) (int, error) {
	names := strings.Join(optionNames(cs, opts), ", ")
	if k >= len(choices) {
		return 0, fmt.Errorf("choices ran out: choice %d is between %s", k+1, names)
	}
	want := strings.ToLower(strings.TrimSpace(choices[k]))
	later := strings.HasPrefix(want, setAsidePrefix)
	if later {
		want = strings.TrimSpace(want[len(setAsidePrefix):])
	}
	for i, a := range opts {
		m, _ := DecodeAction(a)
		if m.Later == later && strings.ToLower(cs.Name(m.Card)) == want {
			return i, nil
		}
	}
	return 0, fmt.Errorf("choices[%d] is %q, which is not one of the options: %s", k, choices[k], names)
}

func (g *Game) isFace(v int) bool {
	for _, f := range g.dice {
		if f == v {
			return true
		}
	}
	return false
}

// suggest proposes a card whose name shares a prefix with a misspelt one.
func suggest(cs *CardSet, name string) string {
	n := strings.ToLower(strings.TrimSpace(name))
	if len(n) < 2 {
		return ""
	}
	for _, c := range cs.Cards[1:] {
		if strings.HasPrefix(strings.ToLower(c.Name), n[:2]) {
			return fmt.Sprintf(" (did you mean %q?)", c.Name)
		}
	}
	return ""
}

// jsonError turns a decoding error into one that names the line and field.
func jsonError(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("line %d: not valid JSON: %v", lineAt(data, int(syn.Offset)), syn)
	case errors.As(err, &typ):
		return fmt.Errorf("line %d: field %q: want %s, got JSON %s", lineAt(data, int(typ.Offset)), typ.Field, typ.Type, typ.Value)
	case errors.Is(err, io.EOF):
		return fmt.Errorf("empty input: want a JSON scenario object")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("line %d: the JSON ends before the scenario object is complete", lineAt(data, len(data)))
	}
	return fmt.Errorf("scenario: %v", err)
}

func lineAt(data []byte, offset int) int {
	offset = min(max(offset, 0), len(data))
	return 1 + bytes.Count(data[:offset], []byte{'\n'})
}
