package tableau

// stack is one slot of a tableau: cards of one animal type (Chocolates
// included), an optional food and status flags. card 0 is an empty slot.
type stack struct {
	card  CardID // the animal type
	n     uint8  // cards, Chocolates included: the stack's level
	choc  uint8  // Chocolates among the n cards
	food  CardID // the food under the stack, 0 for none
	flags uint8
}

// Stack flags.
const (
	fWounded    uint8 = 1 << iota
	fHoney            // wounded with Honey under it: the owner's sale decision is pending
	fMarketDone       // its start-of-market ability has resolved (or it entered too late)
	fCombatDone       // its pre-combat ability has resolved (or it entered too late)
	fActive           // its ability is in progress (a Puffin drawing)
)

func (st *stack) empty() bool   { return st.card == 0 }
func (st *stack) wounded() bool { return st.flags&fWounded != 0 }

// lvl is the stack's level as an index 0-2 for per-level values.
func (st *stack) lvl() int { return int(st.n) - 1 }

// tableau is one player's five slots, rear (0) to front (4).
type tableau [NumSlots]stack

// mask returns the occupied slots as bits.
func (t *tableau) mask() uint8 {
	var m uint8
	for i := range t {
		if !t[i].empty() {
			m |= 1 << i
		}
	}
	return m
}

// count returns the number of stacks.
func (t *tableau) count() int {
	n := 0
	for i := range t {
		if !t[i].empty() {
			n++
		}
	}
	return n
}

// pile is an ordered pile of cards; index n-1 is the top.
type pile struct {
	n uint8
	c [MaxDeck]CardID
}

// push puts a card on top.
func (p *pile) push(id CardID) {
	p.c[p.n] = id
	p.n++
}

// pop takes the top card; the pile must not be empty.
func (p *pile) pop() CardID {
	p.n--
	id := p.c[p.n]
	p.c[p.n] = 0
	return id
}

// slice returns the cards, bottom first (aliasing the pile).
func (p *pile) slice() []CardID { return p.c[:p.n] }
