package dojo

import (
	"strings"
	"testing"

	"menagerie/game"
)

// newGame configures a game or fails the test.
func newGame(t *testing.T, opts game.Options) *Game {
	t.Helper()
	g, err := New(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// blank returns P1's first play of a duel with empty zones, hands and piles,
// to be filled by put, give and stack.
func blank(t *testing.T, opts game.Options) *State {
	t.Helper()
	o := game.Options{"setup": "random", "first_player": "0"}
	for k, v := range opts {
		o[k] = v
	}
	s := newGame(t, o).newState(1)
	for q := range s.p {
		s.p[q] = player{}
	}
	s.turn, s.phase, s.seat, s.active = 1, phasePlay, 0, 0
	return s
}

// id finds a card by name.
func id(t *testing.T, s *State, name string) CardID {
	t.Helper()
	c, ok := s.g.set.Lookup(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return c
}

// put places an animal card with its full health at q's pos.
func put(t *testing.T, s *State, q, pos int, name string) *animal {
	t.Helper()
	c := id(t, s, name)
	s.p[q].zone[pos] = animal{card: c, hp: int8(s.maxHP(c))}
	return &s.p[q].zone[pos]
}

// give adds cards to q's hand.
func give(t *testing.T, s *State, q int, names ...string) {
	t.Helper()
	for _, n := range names {
		s.p[q].hand.insertSorted(id(t, s, n))
	}
}

// stack puts cards on q's deck, the last on top.
func stack(t *testing.T, s *State, q int, names ...string) {
	t.Helper()
	for _, n := range names {
		s.p[q].deck.push(id(t, s, n))
	}
}

// describes reports whether the text of an action is want, or want followed
// by what the text adds after it (an attack's ": 3 damage", a play's " (replaces ...").
func describes(text, want string) bool {
	return text == want || strings.HasPrefix(text, want+":") || strings.HasPrefix(text, want+" (replaces")
}

// act applies the legal action described as want (see describes).
func act(t *testing.T, s *State, want string) {
	t.Helper()
	var descs []string
	for _, a := range s.LegalActions(nil) {
		d := s.ActionString(a)
		if describes(d, want) {
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			return
		}
		descs = append(descs, d)
	}
	t.Fatalf("no legal action %q in phase %s; legal: %s", want, s.Phase(), strings.Join(descs, "; "))
}

// hasAction reports whether an action described as want is legal.
func hasAction(s *State, want string) bool {
	for _, a := range s.LegalActions(nil) {
		if describes(s.ActionString(a), want) {
			return true
		}
	}
	return false
}

// pileNames lists a pile's card names.
func pileNames(s *State, p *pile) string { return names(s.g.set, p.slice()) }

// playRandom plays s to the end with random legal actions.
func playRandom(t *testing.T, s *State, seed uint64, check func(*State)) {
	t.Helper()
	rng := game.NewRNG(seed)
	for n := 0; !s.IsTerminal(); n++ {
		if n > 100000 {
			t.Fatalf("game not over after %d actions", n)
		}
		l := s.LegalActions(nil)
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
		if check != nil {
			check(s)
		}
	}
}
