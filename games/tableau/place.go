package tableau

import "menagerie/game"

// saleVP is the VP for selling a stack, by level.
var saleVP = [MaxLevel + 1]int16{0, 1, 3, 6}

// beginPlacing gives the seat to act a card to place; drafted says it came
// from the market (so a Frog may swap in). A food with nowhere to go (a
// Puffin's draw) is discarded.
func (s *State) beginPlacing(it stack, drafted bool) {
	s.item, s.lifted, s.drafted, s.ops, s.protect = it, false, drafted, 0, -1
	if !s.g.traitsOf(int(s.seat))[it.card].animal && !s.hasFoodTarget(int(s.seat), it.card, &s.tab[s.seat]) {
		s.discard.push(it.card)
		s.emit(Event{Kind: EventNoTarget, Seat: int(s.seat), Card: it.card})
		s.item = stack{}
	}
}

// newFlags are the flags of a stack that enters the tableau: unless
// late_abilities is on, it does not join an ability window in progress.
func (s *State) newFlags() uint8 {
	if s.g.r.lateAbilities {
		return 0
	}
	return fMarketDone | fCombatDone
}

// opsLeft reports whether the placement may still sell or merge.
func (s *State) opsLeft() bool { return s.g.r.unlimitedOps || s.ops < 1 }

// placeActions appends the seat's placement actions: sales and merges to
// make room (while the item stays placeable), then the placements proper.
func (s *State) placeActions(dst []game.Action) []game.Action {
	p := int(s.seat)
	t := &s.tab[p]
	it := &s.item
	tr := &s.g.traitsOf(p)[it.card]
	if s.opsLeft() {
		for i := range t {
			if !t[i].empty() && s.saleBar(i) == "" {
				dst = append(dst, actSell+game.Action(i))
			}
		}
		for a := range t {
			for b := range t {
				if !s.mergeable(a, b) || s.mergeBar(a, b) != "" {
					continue
				}
				base := actMerge + game.Action(a*NumSlots+b)*2
				dst = append(dst, base)
				if t[a].food != 0 && t[b].food != 0 {
					dst = append(dst, base+1)
				}
			}
		}
	}
	if !tr.animal {
		choc := tr.levelUp
		for q := 0; q < s.g.r.players; q++ {
			if q != p && !s.g.r.foodAny {
				continue
			}
			for i := range s.tab[q] {
				if st := &s.tab[q][i]; !st.empty() && (!choc || st.n < MaxLevel) {
					dst = append(dst, actFood+game.Action(q*NumSlots+i))
				}
			}
		}
		return dst
	}
	if m := t.mask(); m != 1<<NumSlots-1 {
		if s.g.r.emptySlotOnly || (s.stage == stagePreCombat && !s.g.r.combatShift) {
			for e := 0; e < NumSlots; e++ {
				if m&(1<<e) == 0 {
					dst = append(dst, layoutAction(m|1<<e, popcount(m&(1<<e-1))))
				}
			}
		} else {
			dst = append(dst, s.g.layouts[popcount(m)]...)
		}
	}
	for i := range t {
		if t[i].card != it.card {
			continue
		}
		switch {
		case s.lifted:
			dst = append(dst, actUpgrade+game.Action(i)*2)
			if it.food != 0 && t[i].food != 0 {
				dst = append(dst, actUpgrade+game.Action(i)*2+1)
			}
		case t[i].n < MaxLevel || s.g.r.overflowUpgrade:
			dst = append(dst, actUpgrade+game.Action(i)*2)
		}
	}
	if s.drafted && tr.swapIn {
		for i := range t {
			if !t[i].empty() {
				dst = append(dst, actSwapIn+game.Action(i))
			}
		}
	}
	return dst
}

// The placement's sales and merges closed, in a player's words.
const (
	opsUsedText   = "You have sold or merged once while placing this card: that is all one card allows."
	swappedInText = "The card that swapped in cannot be sold or merged before the stack it moved is placed."
	foodSaleText  = "Selling this stack would leave the food you are placing nowhere to go."
	foodMergeText = "Merging these stacks would leave the food you are placing nowhere to go."
)

// saleBar says why the stack in own slot i may not be sold while the
// placement may still sell, or "" when it may: the swap_in card (Frog)
// that moved the stack being placed stays, and a food being placed must
// keep a stack to go on.
func (s *State) saleBar(i int) string {
	switch {
	case i == int(s.protect):
		return swappedInText
	case !s.g.traitsOf(int(s.seat))[s.item.card].animal && !s.foodFitsAfterSale(i):
		return foodSaleText
	}
	return ""
}

// mergeable reports whether own slots a and b hold two stacks of one type,
// which a merge of a into b would join.
func (s *State) mergeable(a, b int) bool {
	t := &s.tab[s.seat]
	return a != b && !t[a].empty() && t[a].card == t[b].card
}

// mergeBar says why the mergeable stacks in own slots a and b may not be
// merged (a into b) while the placement may still merge, or "" when they
// may, for the reasons of saleBar.
func (s *State) mergeBar(a, b int) string {
	switch {
	case a == int(s.protect) || b == int(s.protect):
		return swappedInText
	case !s.g.traitsOf(int(s.seat))[s.item.card].animal && !s.foodFitsAfterMerge(a, b):
		return foodMergeText
	}
	return ""
}

// foodFitsAfterSale reports whether the food being placed would still have
// a stack to go on after selling own slot i.
func (s *State) foodFitsAfterSale(i int) bool {
	t := s.tab[s.seat]
	t[i] = stack{}
	return s.hasFoodTarget(int(s.seat), s.item.card, &t)
}

// foodFitsAfterMerge reports whether the food being placed would still have
// a stack to go on after merging own slot a into slot b.
func (s *State) foodFitsAfterMerge(a, b int) bool {
	t := s.tab[s.seat]
	t[b].n = min(MaxLevel, t[a].n+t[b].n)
	t[a] = stack{}
	return s.hasFoodTarget(int(s.seat), s.item.card, &t)
}

func (s *State) applyPlace(a game.Action) {
	p := int(s.seat)
	t := &s.tab[p]
	switch {
	case a >= actLayout:
		v := int(a - actLayout)
		s.placeNew(uint8(v/8), v%8)
	case a >= actMerge:
		v := int(a - actMerge)
		from, to := v/2/NumSlots, v/2%NumSlots
		src := t[from]
		t[from] = stack{}
		s.emit(Event{Kind: EventMerge, Seat: p, Card: src.card, Card2: keptFood(&t[to], &src, v%2 == 1), Slot: from, N: to, N2: int(min(MaxLevel, src.n+t[to].n))})
		s.combine(p, &t[to], src, v%2 == 1)
		s.ops++
	case a >= actFood:
		v := int(a - actFood)
		s.putFood(v/NumSlots, v%NumSlots)
	case a >= actSwapIn:
		s.takeSlot(int(a - actSwapIn))
	case a >= actUpgrade:
		v := int(a - actUpgrade)
		s.upgrade(v/2, v%2 == 1)
	default: // actSell
		s.sellStack(p, int(a-actSell), false)
		s.ops++
	}
}

// placeNew puts the item in as a new stack, the tableau's occupied slots
// becoming mask with the new stack the k-th from the rear.
func (s *State) placeNew(mask uint8, k int) {
	p := int(s.seat)
	t := &s.tab[p]
	var old [NumSlots]stack
	var from, to [NumSlots]int
	n := 0
	for i := range t {
		if !t[i].empty() {
			old[n], from[n] = t[i], i
			n++
		}
	}
	it := s.item
	if !s.lifted {
		it.flags = s.newFlags()
	}
	j, o := 0, 0
	slot := 0
	for i := range t {
		t[i] = stack{}
		if mask&(1<<i) == 0 {
			continue
		}
		if j == k {
			t[i] = it
			slot = i
		} else {
			t[i], to[o] = old[o], i
			o++
		}
		j++
	}
	s.emit(Event{Kind: EventPlace, Seat: p, Card: it.card, Slot: slot, N: int(it.n)})
	for o := 0; o < n; o++ {
		if from[o] != to[o] {
			s.emit(Event{Kind: EventSlide, Seat: p, Card: old[o].card, Slot: from[o], N: to[o]})
		}
	}
	s.finishPlacing()
}

// upgrade adds the item to the stack in slot i of its type: one card, or a
// whole stack moved by a Frog (merged, keeping its food if otherFood).
func (s *State) upgrade(i int, otherFood bool) {
	p := int(s.seat)
	st := &s.tab[p][i]
	switch {
	case s.lifted:
		s.emit(Event{Kind: EventMerge, Seat: p, Card: s.item.card, Card2: keptFood(st, &s.item, otherFood), Slot: -1, N: i, N2: int(min(MaxLevel, s.item.n+st.n))})
		s.combine(p, st, s.item, otherFood)
	case st.n < MaxLevel:
		st.n++
		s.emit(Event{Kind: EventUpgrade, Seat: p, Card: st.card, Slot: i, N: int(st.n)})
	default: // overflow_upgrade
		s.discard.push(s.item.card)
		s.gainVP(p, vpOverflow, 1)
		s.emit(Event{Kind: EventOverflow, Seat: p, Card: st.card, Slot: i, N: 1})
	}
	frog := s.drafted && !s.lifted && s.g.traitsOf(p)[st.card].swapIn && s.g.r.swapInOnUpgrade && s.tab[p].count() > 1
	s.finishPlacing()
	if frog {
		s.swapSlot = int8(i)
	}
}

// keptFood returns the food a stack merged from dst and src keeps (T8): the
// only one either has, or of two the player's choice (src's when
// takeSrcFood); 0 when neither has one.
func keptFood(dst, src *stack, takeSrcFood bool) CardID {
	if src.food != 0 && (dst.food == 0 || takeSrcFood) {
		return src.food
	}
	return dst.food
}

// combine merges stack src into dst (same type): cards add up to level 3,
// the excess (Chocolates first) is discarded for 1 VP, one food is kept.
func (s *State) combine(p int, dst *stack, src stack, takeSrcFood bool) {
	honey := dst.flags & fHoney
	switch keptFood(dst, &src, takeSrcFood) {
	case dst.food:
		if src.food != 0 {
			s.discard.push(src.food)
		}
	default:
		if dst.food != 0 {
			s.discard.push(dst.food)
		}
		dst.food, honey = src.food, src.flags&fHoney
	}
	dst.flags = (dst.flags|src.flags)&^fHoney | honey
	n, choc := dst.n+src.n, dst.choc+src.choc
	if n > MaxLevel {
		excess := n - MaxLevel
		dc := min(excess, choc)
		for k := uint8(0); k < excess; k++ {
			if k < dc {
				s.discard.push(s.g.set.chocolate)
			} else {
				s.discard.push(dst.card)
			}
		}
		choc -= dc
		n = MaxLevel
		s.gainVP(p, vpOverflow, 1)
		s.emit(Event{Kind: EventOverflow, Seat: p, Card: dst.card, N: int(excess)})
	}
	dst.n, dst.choc = n, choc
}

// takeSlot puts the drafted swap_in card (Frog) in slot i; the stack there
// must be placed again, and the swap_in card may not be sold or merged away
// meanwhile.
func (s *State) takeSlot(i int) {
	p := int(s.seat)
	t := &s.tab[p]
	moved := t[i]
	t[i] = stack{card: s.item.card, n: 1, flags: s.newFlags()}
	s.emit(Event{Kind: EventSwapIn, Seat: p, Card: moved.card, Slot: i, Cause: t[i].card})
	s.item, s.lifted, s.drafted, s.ops, s.protect = moved, true, false, 0, int8(i)
}

// swapper returns the swap_in card (Frog) that may take a slot: the
// drafted card being placed, or the upgraded stack (swap_in_on_upgrade).
func (s *State) swapper() CardID {
	if s.phase == phaseSwapIn {
		return s.tab[s.seat][s.swapSlot].card
	}
	return s.item.card
}

// swapInActions appends the choices of an upgraded swap_in stack (Frog,
// swap_in_on_upgrade): the slot of another stack to take, or staying.
func (s *State) swapInActions(dst []game.Action) []game.Action {
	t := &s.tab[s.seat]
	for i := range t {
		if !t[i].empty() && i != int(s.swapSlot) {
			dst = append(dst, actSwapIn+game.Action(i))
		}
	}
	return append(dst, actDecline)
}

func (s *State) applySwapIn(a game.Action) {
	f := int(s.swapSlot)
	s.swapSlot = -1
	if a == actDecline {
		return
	}
	i := int(a - actSwapIn)
	t := &s.tab[s.seat]
	moved := t[i]
	t[i], t[f] = t[f], stack{}
	s.emit(Event{Kind: EventSwapIn, Seat: int(s.seat), Card: moved.card, Slot: i, Cause: t[i].card})
	s.item, s.lifted, s.drafted, s.ops, s.protect = moved, true, false, 0, int8(i)
}

// putFood puts the food item on seat q's stack in slot i: Chocolate joins
// the stack; another food replaces the stack's food.
func (s *State) putFood(q, i int) {
	st := &s.tab[q][i]
	id := s.item.card
	if s.g.traitsOf(int(s.seat))[id].levelUp {
		st.n++
		st.choc++
	} else {
		if st.food != 0 {
			s.discard.push(st.food)
			st.flags &^= fHoney
		}
		st.food = id
	}
	s.emit(Event{Kind: EventFood, Seat: int(s.seat), Card: id, Card2: st.card, Slot: i, N: q, N2: int(st.n)})
	s.finishPlacing()
}

// saleValue is what selling seat p's stack st gives: 1/3/6 VP by level
// plus its When-sold VP, and its When-sold bonus drafts.
func (s *State) saleValue(p int, st *stack) (vp int16, drafts int8) {
	level, sold, drafts := s.saleParts(p, st)
	return level + sold, drafts
}

// saleParts is what selling seat p's stack st gives, in parts: the VP by
// level, the When-sold VP and the When-sold bonus drafts.
func (s *State) saleParts(p int, st *stack) (level, sold int16, drafts int8) {
	tr := &s.g.traitsOf(p)[st.card]
	n := st.n
	if !s.g.r.chocolateSells {
		n -= st.choc
	}
	return saleVP[n], int16(tr.soldVP[st.lvl()]), tr.soldDrafts[st.lvl()]
}

func (s *State) finishPlacing() {
	s.item, s.lifted, s.drafted, s.ops, s.protect = stack{}, false, false, 0, -1
}

// sellStack sells seat p's stack in slot i for 1/3/6 VP by level plus its
// When-sold VP; its When-sold bonus drafts are queued unless final (the
// end-of-game sale).
func (s *State) sellStack(p, i int, final bool) {
	st := s.tab[p][i]
	level, sold, drafts := s.saleParts(p, &st)
	if final {
		s.gainVP(p, vpFinalSale, level)
	} else {
		s.gainVP(p, vpSales, level)
		s.bonus += drafts
	}
	s.gainVP(p, vpSold, sold)
	for k := uint8(0); k < st.n; k++ {
		if k < st.choc {
			s.discard.push(s.g.set.chocolate)
		} else {
			s.discard.push(st.card)
		}
	}
	if st.food != 0 {
		s.discard.push(st.food)
	}
	s.tab[p][i] = stack{}
	s.emit(Event{Kind: EventSell, Seat: p, Card: st.card, Slot: i, N: int(level + sold), N2: int(st.n)})
}
