package gametest

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"menagerie/game"
)

// Opcodes of the fuzz input: a step whose first byte is below probeNear
// plays one of the choices (legal actions or chance outcomes); from
// probeNear up it tries an action next to a choice; from probeAny up it
// tries any action number.
const (
	probeNear = 0xf0
	probeAny  = 0xf8
)

// FuzzActions is a whole fuzz target over action sequences: each input picks
// one of games (variant modulo their number), a seed for NewState and a
// string of bytes that drives the game one step at a time:
//
//   - a byte b below 0xf0 plays choice number b of the legal actions (or
//     chance outcomes), modulo their number; when there are more than 0xf0
//     choices, the next byte extends the number to b*256+next;
//   - 0xf0 to 0xf7, then bytes k and d, tries choice k plus d (a signed
//     byte): an action next to a legal one;
//   - 0xf8 to 0xff, then four bytes, tries that action number (little
//     endian, signed).
//
// A tried action must be accepted exactly when it is a choice, and a refused
// one must leave the state's hash unchanged. At every position the state must
// be consistent (current player, choices, hash, clone, string, observations,
// determinization and returns; see checkPosition). The run ends when the game
// ends or the bytes run out; the actions played, whole game or part, must
// then keep to schema, the games' declared model (SchemaErrors), in one
// input in schemaEvery (by its seed): the check replays the game, and on
// every input it held Card Battle's target to 605 inputs in 20 s, under the
// thousand CI requires of a target; one in eight gives some 200 a second.
//
// Seeds added with f.Add before the call must have the fuzz function's
// types: (variant uint8, seed uint64, moves []byte). FuzzActions adds a few of
// its own for every game.
func FuzzActions(f *testing.F, schema *game.Schema, games ...game.Game) {
	f.Helper()
	if len(games) == 0 {
		f.Fatal("FuzzActions needs at least one game")
	}
	if schema == nil {
		f.Fatal("FuzzActions needs the games' declared model")
	}
	if len(games) > 256 {
		f.Fatalf("FuzzActions takes at most 256 games, got %d", len(games))
	}
	counting := make([]byte, 200)
	for i := range counting {
		counting[i] = byte(i * 7)
	}
	probing := []byte{0, probeNear, 0, 1, 3, probeNear, 1, 0xff, probeAny, 0xff, 0xff, 0xff, 0xff, 2, probeAny + 7, 0, 0, 0, 0x40, 5, 1, 0}
	for i := range games {
		f.Add(uint8(i), uint64(i+1), bytes.Repeat([]byte{0}, 200))
		f.Add(uint8(i), uint64(i+100), counting)
		f.Add(uint8(i), uint64(i+200), probing)
	}
	f.Fuzz(func(t *testing.T, variant uint8, seed uint64, moves []byte) {
		g := games[int(variant)%len(games)]
		declared := schema
		if seed%schemaEvery != 0 {
			declared = nil
		}
		if err := playBytes(g, declared, seed, moves); err != nil {
			t.Fatalf("%s %s, seed %d: %v", g.Name(), g.Options(), seed, err)
		}
	})
}

// bytePlayer plays a game as a fuzz input says, checking each position.
type bytePlayer struct {
	g      game.Game
	schema *game.Schema
	s      game.State
	seed   uint64
	// rec holds the actions played so far.
	rec     *game.Record
	in      []byte
	choices []game.Action
	outs    []game.ChanceOutcome
	returns []float64
}

// playBytes plays the moves (see FuzzActions) on a new state of g, a game
// that schema declares, and returns the first inconsistency found, naming
// the step and the action.
func playBytes(g game.Game, schema *game.Schema, seed uint64, moves []byte) error {
	p := &bytePlayer{g: g, schema: schema, s: g.NewState(seed), seed: seed, rec: game.NewRecord(g, seed), in: moves}
	for step := 0; ; step++ {
		if err := p.checkPosition(step); err != nil {
			return fmt.Errorf("step %d: %w\n%s", step, err, p.s)
		}
		if p.s.IsTerminal() {
			if err := p.checkTerminal(); err != nil {
				return fmt.Errorf("step %d, the game is over: %w\n%s", step, err, p.s)
			}
			return p.checkSchema()
		}
		a, ok := p.nextAction()
		if !ok {
			return p.checkSchema()
		}
		if err := p.try(a); err != nil {
			return fmt.Errorf("step %d, action %d: %w\n%s", step, a, err, p.s)
		}
	}
}

// next reads one byte of the input.
func (p *bytePlayer) next() (byte, bool) {
	if len(p.in) == 0 {
		return 0, false
	}
	b := p.in[0]
	p.in = p.in[1:]
	return b, true
}

// nextAction reads the action the input tries next; it reports false when
// the input runs out.
func (p *bytePlayer) nextAction() (game.Action, bool) {
	op, ok := p.next()
	if !ok {
		return 0, false
	}
	switch {
	case op < probeNear:
		return p.choice(op)
	case op < probeAny:
		k, ok := p.next()
		if !ok {
			return 0, false
		}
		d, ok := p.next()
		if !ok {
			return 0, false
		}
		a, ok := p.choice(k)
		return a + game.Action(int8(d)), ok
	default:
		if len(p.in) < 4 {
			return 0, false
		}
		a := game.Action(int32(binary.LittleEndian.Uint32(p.in)))
		p.in = p.in[4:]
		return a, true
	}
}

// choice returns the choice that b (and, with many choices, the next byte)
// numbers.
func (p *bytePlayer) choice(b byte) (game.Action, bool) {
	i := int(b)
	if len(p.choices) > probeNear {
		lo, ok := p.next()
		if !ok {
			return 0, false
		}
		i = i<<8 | int(lo)
	}
	return p.choices[i%len(p.choices)], true
}

// isChoice reports whether a is a legal action or chance outcome here.
func (p *bytePlayer) isChoice(a game.Action) bool {
	for _, c := range p.choices {
		if c == a {
			return true
		}
	}
	return false
}

// try applies a, which must succeed exactly when a is a choice. A legal
// action is also applied to a clone, first, with ApplyUnchecked: the
// original must not change, and both must end up with the same hash.
func (p *bytePlayer) try(a game.Action) error {
	h := p.s.Hash()
	if !p.isChoice(a) {
		err := p.s.Apply(a)
		switch {
		case err == nil:
			return errors.New("accepted, but it is not among the legal actions or chance outcomes")
		case err.Error() == "":
			return errors.New("refused with an empty error message")
		case p.s.Hash() != h:
			return fmt.Errorf("refused (%v), but the state's hash changed", err)
		}
		return nil
	}
	desc := p.s.ActionString(a)
	if desc == "" {
		return errors.New("empty ActionString")
	}
	c := p.s.Clone()
	if c.Hash() != h {
		return errors.New("a clone has a different hash")
	}
	c.ApplyUnchecked(a)
	if p.s.Hash() != h {
		return fmt.Errorf("(%s) applied to a clone changed the original", desc)
	}
	if err := p.s.Apply(a); err != nil {
		return fmt.Errorf("(%s) is legal but Apply refused it: %w", desc, err)
	}
	p.rec.Actions = append(p.rec.Actions, a)
	if c.Hash() != p.s.Hash() {
		return fmt.Errorf("(%s): Apply and ApplyUnchecked on a clone give different hashes", desc)
	}
	return nil
}

// schemaEvery is how many of FuzzActions' inputs there are to one held to
// the declared model.
const schemaEvery = 8

// checkSchema checks the actions played so far, replayed, against the
// declared model (none: nothing to check): their events, labels, phases
// and table views.
func (p *bytePlayer) checkSchema() error {
	if p.schema == nil {
		return nil
	}
	if errs := SchemaErrors(p.g, p.schema, p.rec, 1); len(errs) > 0 {
		return fmt.Errorf("the game as played does not keep to its declared model: %w", errs[0])
	}
	return nil
}

// checkPosition checks the state before a step and gathers its choices:
// the current player agrees with IsTerminal, a seat's turn has legal
// actions and no chance outcomes, a chance node the reverse with
// probabilities summing to 1, the hash is stable, String is not empty, one
// seat's observation (each seat in turn, step by step) is JSON and survives
// a determinization for that seat, and returns are all zero before the end.
func (p *bytePlayer) checkPosition(step int) error {
	s := p.s
	cp := s.CurrentPlayer()
	if s.IsTerminal() != (cp == game.Terminal) {
		return fmt.Errorf("IsTerminal is %v but CurrentPlayer is %d", s.IsTerminal(), cp)
	}
	p.choices = s.LegalActions(p.choices[:0])
	p.outs = s.ChanceOutcomes(p.outs[:0])
	switch {
	case cp == game.Terminal:
		if len(p.choices) != 0 || len(p.outs) != 0 {
			return fmt.Errorf("the game is over but it lists legal actions %v and chance outcomes %v", p.choices, p.outs)
		}
	case cp == game.Chance:
		if err := p.checkOutcomes(); err != nil {
			return err
		}
	case cp < 0 || int(cp) >= p.g.NumPlayers():
		return fmt.Errorf("CurrentPlayer %d is no seat of %d", cp, p.g.NumPlayers())
	case len(p.choices) == 0:
		return fmt.Errorf("seat %d has no legal action", cp)
	case len(p.outs) != 0:
		return fmt.Errorf("seat %d's turn lists chance outcomes %v", cp, p.outs)
	}
	h := s.Hash()
	if s.Hash() != h {
		return errors.New("the hash changes without a move")
	}
	if s.String() == "" {
		return errors.New("empty String")
	}
	seat := game.Player(step % p.g.NumPlayers())
	obs, err := observeJSON(s, seat)
	if err != nil {
		return err
	}
	if !s.IsTerminal() {
		if err := p.checkDeterminize(step, seat, obs); err != nil {
			return err
		}
		p.returns = s.Returns(p.returns[:0])
		for _, r := range p.returns {
			if r != 0 {
				return fmt.Errorf("returns %v before the end", p.returns)
			}
		}
	}
	if s.Hash() != h {
		return errors.New("the state's hash changed under String, Observe, Determinize or Returns")
	}
	return nil
}

// checkOutcomes checks a chance node's outcomes and makes them the choices.
func (p *bytePlayer) checkOutcomes() error {
	if err := chanceError(p.s, p.outs); err != nil {
		return err
	}
	for _, o := range p.outs {
		p.choices = append(p.choices, o.Action)
	}
	return nil
}

// observeJSON returns seat's observation of s as JSON.
func observeJSON(s game.State, seat game.Player) ([]byte, error) {
	obs := s.Observe(seat)
	if obs == nil || obs.ObservingSeat() != seat {
		return nil, fmt.Errorf("Observe(%d) is %#v", seat, obs)
	}
	data, err := json.Marshal(obs)
	if err != nil {
		return nil, fmt.Errorf("Observe(%d) is not JSON: %w", seat, err)
	}
	return data, nil
}

// checkDeterminize samples the state as seat sees it: the sample must have
// the same current player and show seat the same observation, obs.
func (p *bytePlayer) checkDeterminize(step int, seat game.Player, obs []byte) error {
	d := p.s.Determinize(seat, game.Mix(p.seed, uint64(step)))
	if d.CurrentPlayer() != p.s.CurrentPlayer() {
		return fmt.Errorf("Determinize(%d) changed the current player from %d to %d", seat, p.s.CurrentPlayer(), d.CurrentPlayer())
	}
	got, err := observeJSON(d, seat)
	if err != nil {
		return fmt.Errorf("after Determinize(%d): %w", seat, err)
	}
	if !bytes.Equal(got, obs) {
		return fmt.Errorf("seat %d's observation changes under Determinize: it leaks hidden information\nbefore: %s\nafter:  %s", seat, obs, got)
	}
	return nil
}

// checkTerminal checks a finished game.
func (p *bytePlayer) checkTerminal() error { return terminalError(p.g, p.s) }
