package cardbattle

// handCap is the most cards one hand may hold.
const handCap = 48

// bag is a small sorted multiset of cards held by value.
type bag struct {
	n uint8
	c [handCap]CardID
}

// add inserts a card, keeping order; it reports false if the bag is full.
func (b *bag) add(id CardID) bool {
	if int(b.n) == handCap {
		return false
	}
	i := int(b.n)
	for i > 0 && b.c[i-1] > id {
		b.c[i] = b.c[i-1]
		i--
	}
	b.c[i] = id
	b.n++
	return true
}

// remove deletes one copy of a card, reporting whether it was there.
func (b *bag) remove(id CardID) bool {
	for i := 0; i < int(b.n); i++ {
		if b.c[i] == id {
			copy(b.c[i:b.n-1], b.c[i+1:b.n])
			b.n--
			b.c[b.n] = 0
			return true
		}
	}
	return false
}

// slice returns the cards in order (aliasing the bag).
func (b *bag) slice() []CardID { return b.c[:b.n] }

// clear empties the bag.
func (b *bag) clear() { *b = bag{} }

// hand is a player's hand: cards every player knows of (pub) and cards only
// the owner has seen (hid), such as blind buys.
type hand struct {
	pub, hid bag
}

// size returns the number of cards in the hand.
func (h *hand) size() int { return int(h.pub.n) + int(h.hid.n) }

// take removes one copy, from the public part first so that the least
// information is revealed; it reports whether the card was there.
func (h *hand) take(id CardID) bool {
	return h.pub.remove(id) || h.hid.remove(id)
}

// reveal makes one hidden copy of a card public, if there is one.
func (h *hand) reveal(id CardID) {
	if h.hid.remove(id) {
		h.pub.add(id)
	}
}

// revealAll makes the whole hand public.
func (h *hand) revealAll() {
	for _, c := range h.hid.slice() {
		h.pub.add(c)
	}
	h.hid.clear()
}

// all appends every card of the hand, in id order, to dst.
func (h *hand) all(dst []CardID) []CardID {
	i, j := 0, 0
	p, q := h.pub.slice(), h.hid.slice()
	for i < len(p) || j < len(q) {
		if j == len(q) || (i < len(p) && p[i] <= q[j]) {
			dst = append(dst, p[i])
			i++
		} else {
			dst = append(dst, q[j])
			j++
		}
	}
	return dst
}
