package gametest

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
)

// sticksFlaw is a bug planted in the sticks game, to show that playBytes
// finds it.
type sticksFlaw int

const (
	sound            sticksFlaw = iota
	acceptsIllegal              // Apply takes three sticks, which is not legal
	changesOnRefusal            // a refused action still changes the state
	sharesClones                // a clone shares the original's position
	uncheckedDiffers            // ApplyUnchecked forgets to pass the turn
	badOdds                     // chance probabilities sum to 0.9
	leaksHidden                 // observations show the hidden secret
	paysEarly                   // returns are not zero before the end
)

// sticks is a small game for testing the fuzzer: chance makes a pile of 3
// to 5 sticks, then the seats take 1 or 2 in turn; who takes the last wins.
// A hidden secret, drawn by chance, gives Determinize something to resample.
type sticks struct{ flaw sticksFlaw }

func (g sticks) Name() string          { return "sticks" }
func (g sticks) NumPlayers() int       { return 2 }
func (g sticks) Options() game.Options { return game.Options{"flaw": fmt.Sprint(int(g.flaw))} }
func (g sticks) RulesVersion() string  { return "1" }
func (g sticks) CardSetHash() string   { return "none" }

func (g sticks) CardName(game.Card) string { return "-" } // sticks has no cards
func (g sticks) EventText(e game.Event) string {
	return fmt.Sprintf("P%d takes %d", e.Seat+1, e.Values[0])
}
func (g sticks) ObservationText(o game.Observation) string { return fmt.Sprintf("%+v", o) }
func (g sticks) ResultText(o game.Observation) string {
	if o.(sticksObservation).Pile == 0 {
		return "the last stick is taken"
	}
	return ""
}

func (g sticks) NewState(seed uint64) game.State {
	return &sticksState{g: g, pos: &sticksPos{turn: game.Chance, secret: seed}}
}

// sticksPos is the position; a state points to it so that the sharesClones
// flaw can share it.
type sticksPos struct {
	pile   int
	turn   game.Player
	winner game.Player
	secret uint64
}

type sticksState struct {
	g   sticks
	pos *sticksPos
}

type sticksObservation struct {
	Seat   game.Player `json:"seat"`
	Pile   int         `json:"pile"`
	Secret uint64      `json:"secret,omitempty"`
}

func (o sticksObservation) ObservingSeat() game.Player { return o.Seat }

func (s *sticksState) Game() game.Game            { return s.g }
func (s *sticksState) CurrentPlayer() game.Player { return s.pos.turn }
func (s *sticksState) IsTerminal() bool           { return s.pos.turn == game.Terminal }
func (s *sticksState) String() string             { return fmt.Sprintf("%+v", *s.pos) }
func (s *sticksState) ActionString(a game.Action) string {
	return fmt.Sprintf("take %d", a)
}

// RecordEvents does nothing: sticks records no events.
func (s *sticksState) RecordEvents(bool) {}

// DrainEvents appends nothing: sticks records no events.
func (s *sticksState) DrainEvents(dst []game.Event) []game.Event { return dst }

func (s *sticksState) Labels(dst []game.Label) []game.Label {
	for _, a := range s.LegalActions(nil) {
		dst = append(dst, game.Label{Action: a, Kind: "take", Text: s.ActionString(a)})
	}
	return dst
}

func (s *sticksState) LegalActions(dst []game.Action) []game.Action {
	if s.pos.turn < 0 {
		return dst
	}
	for a := game.Action(1); a <= 2 && int(a) <= s.pos.pile; a++ {
		dst = append(dst, a)
	}
	return dst
}

func (s *sticksState) ChanceOutcomes(dst []game.ChanceOutcome) []game.ChanceOutcome {
	if s.pos.turn != game.Chance {
		return dst
	}
	p := 1.0 / 3
	if s.g.flaw == badOdds {
		p = 0.3
	}
	for a := game.Action(3); a <= 5; a++ {
		dst = append(dst, game.ChanceOutcome{Action: a, Prob: p})
	}
	return dst
}

func (s *sticksState) Apply(a game.Action) error {
	legal := false
	switch {
	case s.pos.turn == game.Chance:
		legal = a >= 3 && a <= 5
	case s.pos.turn >= 0:
		legal = a >= 1 && a <= 2 && int(a) <= s.pos.pile
		legal = legal || (s.g.flaw == acceptsIllegal && a == 3 && s.pos.pile >= 3)
	}
	if !legal {
		if s.g.flaw == changesOnRefusal {
			s.pos.secret++
		}
		return &game.IllegalActionError{Action: a, Seat: s.pos.turn, Why: "it is not one of the choices now"}
	}
	s.play(a, true)
	return nil
}

func (s *sticksState) ApplyUnchecked(a game.Action) {
	s.play(a, s.g.flaw != uncheckedDiffers)
}

// play plays a legal action; pass says whether the turn passes on.
func (s *sticksState) play(a game.Action, pass bool) {
	p := s.pos
	if p.turn == game.Chance {
		p.pile, p.turn = int(a), 0
		return
	}
	p.pile -= int(a)
	switch {
	case p.pile == 0:
		p.winner, p.turn = p.turn, game.Terminal
	case pass:
		p.turn = 1 - p.turn
	}
}

func (s *sticksState) Returns(dst []float64) []float64 {
	switch {
	case s.pos.turn == game.Terminal && s.pos.winner == 0:
		return append(dst, 1, -1)
	case s.pos.turn == game.Terminal:
		return append(dst, -1, 1)
	case s.g.flaw == paysEarly:
		return append(dst, 0.5, -0.5)
	}
	return append(dst, 0, 0)
}

func (s *sticksState) Observe(seat game.Player) game.Observation {
	o := sticksObservation{Seat: seat, Pile: s.pos.pile}
	if s.g.flaw == leaksHidden {
		o.Secret = s.pos.secret
	}
	return o
}

func (s *sticksState) Clone() game.State {
	if s.g.flaw == sharesClones {
		return &sticksState{g: s.g, pos: s.pos}
	}
	pos := *s.pos
	return &sticksState{g: s.g, pos: &pos}
}

func (s *sticksState) Determinize(seat game.Player, seed uint64) game.State {
	d := s.Clone().(*sticksState)
	d.pos.secret = seed
	return d
}

func (s *sticksState) Hash() uint64 {
	p := s.pos
	return game.Mix(p.secret, uint64(p.pile)<<16|uint64(p.turn+2)<<8|uint64(p.winner+2))
}

// sticksSchema is the sticks game's declared model: a kind of label and
// nothing more.
var sticksSchema = &game.Schema{Version: 1, Labels: []game.LabelKind{{Kind: "take", Role: game.Play}}}

// TestPlayBytesHoldsTheGameToItsSchema checks that playBytes reports a
// game that does not keep to its declared model, whole or cut short.
func TestPlayBytesHoldsTheGameToItsSchema(t *testing.T) {
	for _, tc := range []struct {
		name  string
		plant func(s *game.Schema)
		moves []byte
		want  string
	}{
		{"an undeclared label, the game cut short", func(s *game.Schema) { s.Labels = nil }, []byte{0}, `label "take" (take 1) is of no declared kind`},
		{"an undeclared label, the game played out", func(s *game.Schema) { s.Labels[0].Kind = "draw" }, bytes.Repeat([]byte{0}, 8), `label "take"`},
		{"declared phases the observations do not name", func(s *game.Schema) {
			s.Phases = []game.Phase{{ID: "take", Title: "Take", Hint: "Take one or two sticks."}}
		}, nil, "names no phase"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := sticksSchema.Clone()
			tc.plant(s)
			err := playBytes(sticks{}, s, 1, tc.moves)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v; want one saying %q", err, tc.want)
			}
		})
	}
}

// TestPlayBytesSound plays inputs of every kind on the sound game: picks,
// probes near legal actions, raw action numbers, inputs cut short, and
// games played to the end.
func TestPlayBytesSound(t *testing.T) {
	for _, moves := range [][]byte{
		nil,
		{0},
		{0, 0, 0, 0, 0, 0, 0, 0},
		{2, 1, 1, 1, 1, 1},
		{0, probeNear, 0, 1, probeNear, 1, 0xff, 0},
		{1, probeAny, 3, 0, 0, 0, probeAny + 7, 0xff, 0xff, 0xff, 0xff, 1, 1, 1},
		{1, probeAny, 1, 0},
		{0, probeNear, 0},
	} {
		if err := playBytes(sticks{}, sticksSchema, 1, moves); err != nil {
			t.Errorf("moves %v: %v", moves, err)
		}
	}
}

// TestPlayBytesFindsFlaws checks that playBytes reports each planted bug.
func TestPlayBytesFindsFlaws(t *testing.T) {
	for _, tc := range []struct {
		flaw  sticksFlaw
		moves []byte
		want  string
	}{
		{acceptsIllegal, []byte{0, probeAny, 3, 0, 0, 0}, "accepted, but it is not among the legal actions"},
		{changesOnRefusal, []byte{0, probeAny, 9, 0, 0, 0}, "the state's hash changed"},
		{sharesClones, []byte{0, 0}, "hash changed under String, Observe, Determinize or Returns"},
		{uncheckedDiffers, []byte{0, 0}, "Apply and ApplyUnchecked on a clone give different hashes"},
		{badOdds, nil, "chance probabilities sum to 0.8"},
		{leaksHidden, nil, "leaks hidden information"},
		{paysEarly, nil, "before the end"},
	} {
		err := playBytes(sticks{flaw: tc.flaw}, sticksSchema, 1, tc.moves)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("flaw %d, moves %v: error %v; want one saying %q", tc.flaw, tc.moves, err, tc.want)
		}
	}
}

// TestPlayBytesNamesTheStep checks that an error says at which step and
// with which action the game went wrong.
func TestPlayBytesNamesTheStep(t *testing.T) {
	// A pile of five, one stick taken, then three taken at once.
	err := playBytes(sticks{flaw: acceptsIllegal}, sticksSchema, 1, []byte{2, 0, probeAny, 3, 0, 0, 0})
	if err == nil || !strings.HasPrefix(err.Error(), "step 2, action 3: ") {
		t.Errorf("error %v; want it to start with %q", err, "step 2, action 3: ")
	}
}
