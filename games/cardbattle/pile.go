package cardbattle

// pileCap is the most cards a tier deck or discard pile may hold.
const pileCap = 96

// pile is an ordered stack of cards (index 0 is the bottom) that remembers,
// per card, which seats have seen it (bit s for seat s).
type pile struct {
	n     uint8
	c     [pileCap]CardID
	known [pileCap]uint8
}

// push puts a card on top.
func (p *pile) push(id CardID, known uint8) bool {
	if int(p.n) == pileCap {
		return false
	}
	p.c[p.n], p.known[p.n] = id, known
	p.n++
	return true
}

// pop takes the top card, or 0 if the pile is empty.
func (p *pile) pop() CardID {
	if p.n == 0 {
		return 0
	}
	p.n--
	id := p.c[p.n]
	p.c[p.n], p.known[p.n] = 0, 0
	return id
}

// pushBottom slides a card under the pile.
func (p *pile) pushBottom(id CardID, known uint8) bool {
	if int(p.n) == pileCap {
		return false
	}
	copy(p.c[1:p.n+1], p.c[:p.n])
	copy(p.known[1:p.n+1], p.known[:p.n])
	p.c[0], p.known[0] = id, known
	p.n++
	return true
}

// moveAll moves every card of src onto p, keeping what each seat knows.
func (p *pile) moveAll(src *pile) {
	for i := 0; i < int(src.n); i++ {
		p.push(src.c[i], src.known[i])
	}
	*src = pile{}
}
