package tableau

import (
	"strconv"
	"strings"
	"testing"

	"menagerie/game"
)

// newTestGame configures a game from "key=value" options; players defaults
// to 2 and first_player to 0.
func newTestGame(t testing.TB, opts ...string) *Game {
	t.Helper()
	o := game.Options{"players": "2", "first_player": "0"}
	for _, kv := range opts {
		k, v, _ := strings.Cut(kv, "=")
		o[k] = v
	}
	g, err := New(nil, o)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// newTestState returns round 1 of a game with opts before anything is
// drafted: empty tableaus, the market dealt, P1 to act.
func newTestState(t testing.TB, opts ...string) *State {
	t.Helper()
	return newTestGame(t, opts...).newState(1)
}

// id looks a card up by name.
func id(t testing.TB, g *Game, name string) CardID {
	t.Helper()
	c, ok := g.set.Lookup(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return c
}

// setTab sets seat p's tableau from a spec of five space-separated slots,
// rear first: "-" is empty, otherwise Name[level][cN][+Food][!], e.g.
// "Bison2c1+Honey!" is a level 2 Bison stack with 1 Chocolate among its
// cards, Honey under it, wounded. Missing slots are empty.
func setTab(t testing.TB, s *State, p int, spec string) {
	t.Helper()
	s.tab[p] = tableau{}
	for i, tok := range strings.Fields(spec) {
		if tok == "-" {
			continue
		}
		s.tab[p][i] = parseStack(t, s.g, tok)
	}
}

func parseStack(t testing.TB, g *Game, tok string) stack {
	t.Helper()
	var st stack
	if strings.HasSuffix(tok, "!") {
		st.flags |= fWounded
		tok = strings.TrimSuffix(tok, "!")
	}
	if name, food, ok := strings.Cut(tok, "+"); ok {
		st.food = id(t, g, food)
		tok = name
	}
	end := strings.IndexAny(tok, "0123456789")
	if end < 0 {
		end = len(tok)
	}
	st.card, st.n = id(t, g, tok[:end]), 1
	rest := tok[end:]
	if lv, choc, ok := strings.Cut(rest, "c"); ok {
		st.choc = uint8(atoi(t, choc))
		rest = lv
	}
	if rest != "" {
		st.n = uint8(atoi(t, rest))
	}
	return st
}

func atoi(t testing.TB, s string) int {
	t.Helper()
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("bad number %q", s)
	}
	return v
}

// tabString renders seat p's tableau in setTab's notation.
func tabString(s *State, p int) string {
	parts := make([]string, NumSlots)
	for i := range s.tab[p] {
		parts[i] = stackString(s, &s.tab[p][i])
	}
	return strings.Join(parts, " ")
}

func stackString(s *State, st *stack) string {
	if st.empty() {
		return "-"
	}
	out := s.g.set.Name(st.card)
	if st.n != 1 || st.choc > 0 {
		out += strconv.Itoa(int(st.n))
	}
	if st.choc > 0 {
		out += "c" + strconv.Itoa(int(st.choc))
	}
	if st.food != 0 {
		out += "+" + s.g.set.Name(st.food)
	}
	if st.wounded() {
		out += "!"
	}
	return out
}

// setMarket fills the market cells row-major with the named cards ("-" for
// an empty cell); the rest of the cells are emptied.
func setMarket(t testing.TB, s *State, names ...string) {
	t.Helper()
	s.market = [maxCells]CardID{}
	for i, n := range names {
		if n != "-" {
			s.market[i] = id(t, s.g, n)
		}
	}
}

// setDeck replaces the deck with the named cards, the first to be drawn
// first, and empties the discard pile.
func setDeck(t testing.TB, s *State, names ...string) {
	t.Helper()
	s.deck, s.discard = pile{}, pile{}
	for i := len(names) - 1; i >= 0; i-- {
		s.deck.push(id(t, s.g, names[i]))
	}
}

// do applies actions through the checked Apply, failing on a rejection.
func do(t testing.TB, s *State, actions ...game.Action) {
	t.Helper()
	for _, a := range actions {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v\n%s", err, s)
		}
	}
}

// legal reports whether a is legal now.
func legal(s *State, a game.Action) bool {
	for _, l := range s.LegalActions(nil) {
		if l == a {
			return true
		}
	}
	return false
}

// fight starts the combat phase from the current tableaus and resolves it
// up to the first decision (or to the next round).
func fight(s *State) {
	s.startCombat()
	s.advance()
}

// place is the action putting a new stack into the empty slot e, the other
// stacks staying where they are.
func place(s *State, e int) game.Action {
	m := s.tab[s.seat].mask()
	return layoutAction(m|1<<e, popcount(m&(1<<e-1)))
}

// pickCard is the action taking the first market cell holding name.
func pickCard(t testing.TB, s *State, name string) game.Action {
	t.Helper()
	want := id(t, s.g, name)
	for i := 0; i < s.cells(); i++ {
		if s.market[i] == want {
			return actPick + game.Action(i)
		}
	}
	t.Fatalf("no %s in the market\n%s", name, s)
	return 0
}

// total counts every card of the state: deck, discard pile, market,
// tableaus (foods and Chocolates included) and the card being placed.
func total(s *State) int {
	n := int(s.deck.n) + int(s.discard.n)
	for i := 0; i < maxCells; i++ {
		if s.market[i] != 0 {
			n++
		}
	}
	count := func(st *stack) {
		if !st.empty() {
			n += int(st.n)
			if st.food != 0 {
				n++
			}
		}
	}
	for p := range s.tab {
		for i := range s.tab[p] {
			count(&s.tab[p][i])
		}
	}
	count(&s.item)
	return n
}

// actionOf converts a slot or cell number for action arithmetic.
func actionOf(i int) game.Action { return game.Action(i) }
