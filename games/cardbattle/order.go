package cardbattle

import "menagerie/game"

// abilityOrder is the rule that orders one player's simultaneous battle
// abilities (the rule option ability_order).
type abilityOrder uint8

const (
	// orderChoose asks the player whenever the order can change the battle.
	orderChoose abilityOrder = iota
	// orderPetFirst resolves them in the order they arose.
	orderPetFirst
	// orderPerkFirst resolves perk Faint, pet Faint, Hurt, Enemy Faints.
	orderPerkFirst
)

// Bounds of the check that tells whether a player's order can matter; past
// any of them the player is asked (the check then errs on the side of
// asking, never of deciding for the player).
const (
	// maxOrderTasks is the most waiting abilities whose orders are
	// compared (5! = 120 orders).
	maxOrderTasks = 5
	// maxOrderThrows is the most rock throws one ability may make in the
	// check.
	maxOrderThrows = 4
	// maxOrderRuns bounds the scratch resolutions of one check (orders
	// times rock rolls).
	maxOrderRuns = 1024
)

// sameTask reports whether two waiting abilities are the same ability of
// the same card: resolving one or the other first makes no difference.
func sameTask(x, y *task) bool {
	return x.seat == y.seat && x.card == y.card && x.trig == y.trig && x.later == y.later
}

// groupEnd returns the end of the run of waiting abilities that belong to
// the player of the next one (cur[curAt:groupEnd]).
func (b *battle) groupEnd() int {
	seat := b.cur[b.curAt].seat
	end := int(b.curAt)
	for end < int(b.curN) && b.cur[end].seat == seat {
		end++
	}
	return end
}

// askOrder reports whether the player of the next waiting ability must
// choose which of their abilities resolves next: under the choose rule,
// when two or more of their simultaneous abilities wait and the order can
// change the battle. A group found order-free is remembered, so that its
// remaining abilities are not checked again.
func (b *battle) askOrder() bool {
	if !b.choose || b.picked || b.curAt < b.freeTo {
		return false
	}
	end := b.groupEnd()
	if end-int(b.curAt) >= 2 && !b.orderFree(int(b.curAt), end) {
		return true
	}
	b.freeTo = uint8(end)
	return false
}

// orderFree reports whether every order of the waiting abilities
// cur[from:end] leaves the battle in the same state for every roll of
// every rock throw they make. Abilities whose footprints commute pairwise
// are free at once; otherwise each order is resolved on a scratch copy,
// each throw taking the same roll in every order (a throw is known by its
// ability and its place among that ability's throws); abilities they
// trigger are compared as a set, since the next generation is ordered
// afresh.
func (b *battle) orderFree(from, end int) bool {
	k := end - from
	allSame := true
	for i := from + 1; i < end; i++ {
		allSame = allSame && sameTask(&b.cur[i], &b.cur[from])
	}
	if allSame || b.allCommute(from, end) {
		return true
	}
	if k > maxOrderTasks {
		return false
	}
	oc := orderCheck{b: b, from: from, k: k}
	return oc.free()
}

// allCommute reports whether every two of the waiting abilities
// cur[from:end] touch the battle in ways that commute (see footprint).
func (b *battle) allCommute(from, end int) bool {
	if end-from > queueCap {
		return false
	}
	var fs [queueCap]footprint
	for i := from; i < end; i++ {
		fs[i-from] = b.footprintOf(&b.cur[i])
		for j := from; j < i; j++ {
			if !commutes(&fs[i-from], &fs[j-from]) {
				return false
			}
		}
	}
	return true
}

// orderCheck compares the orders of one player's waiting abilities.
type orderCheck struct {
	b       *battle
	from, k int
	// For each ability (by its place in the group) and each of its throws:
	// the dice thrown (0: not met yet), the number of possible totals and
	// the roll (an index into those totals) the runs take.
	dice  [maxOrderTasks][maxOrderThrows]uint8
	radix [maxOrderTasks][maxOrderThrows]uint8
	roll  [maxOrderTasks][maxOrderThrows]uint8
	// grew is set when a run met a throw not met before; bad when a run
	// met a throw with other dice, or more throws than tracked; differs
	// when two orders left different battles.
	grew, bad, differs bool
	runs               int
}

// free enumerates every roll of the throws met so far and compares every
// order under it; a newly met throw restarts the enumeration with it. An
// enumeration that cannot end within maxOrderRuns is not started: the
// check would give up before it could answer "free", so the answer is the
// same, without the runs.
func (oc *orderCheck) free() bool {
	var base, other battle
	for {
		oc.grew = false
		oc.roll = [maxOrderTasks][maxOrderThrows]uint8{}
		if oc.runs+oc.enumeration() > maxOrderRuns {
			return false
		}
		for {
			var perm [maxOrderTasks]uint8
			for i := range perm {
				perm[i] = uint8(i)
			}
			oc.run(&base, perm[:oc.k])
			for nextPerm(perm[:oc.k]) && !oc.bad && !oc.grew {
				oc.run(&other, perm[:oc.k])
				if !oc.bad && !oc.grew && !sameOutcome(&base, &other) {
					oc.differs = true
					return false
				}
			}
			if oc.bad || oc.runs > maxOrderRuns {
				return false
			}
			if oc.grew {
				break
			}
			if !oc.nextRoll() {
				return true
			}
		}
	}
}

// enumeration is the number of runs a whole enumeration of the throws met
// so far takes: every order under every roll.
func (oc *orderCheck) enumeration() int {
	n := 1
	for i := 2; i <= oc.k; i++ {
		n *= i
	}
	for i := 0; i < oc.k; i++ {
		for j := 0; j < maxOrderThrows; j++ {
			if oc.radix[i][j] > 0 {
				n *= int(oc.radix[i][j])
				if n > maxOrderRuns {
					return n
				}
			}
		}
	}
	return n
}

// run resolves the abilities in the order perm on c, a scratch copy of
// the battle, and puts c in a canonical form for comparing.
func (oc *orderCheck) run(c *battle, perm []uint8) {
	b := oc.b
	oc.runs++
	*c = *b
	c.sink = nil
	for _, i := range perm {
		t := b.cur[oc.from+int(i)]
		for j := 0; !c.exec(&t); j++ {
			if j >= maxOrderThrows {
				oc.bad = true
				return
			}
			outs := b.game.RockOutcomes(int(c.dice))
			switch {
			case oc.radix[i][j] == 0:
				oc.dice[i][j], oc.radix[i][j] = c.dice, uint8(len(outs))
				oc.grew = true
			case oc.dice[i][j] != c.dice:
				oc.bad = true
				return
			}
			c.rolled(int(outs[oc.roll[i][j]].Action - actRockBase))
		}
	}
	c.canonical()
}

// nextRoll moves to the next roll of the throws met so far, as an
// odometer; it returns false after the last.
func (oc *orderCheck) nextRoll() bool {
	for i := 0; i < oc.k; i++ {
		for j := 0; j < maxOrderThrows; j++ {
			if oc.radix[i][j] == 0 {
				continue
			}
			oc.roll[i][j]++
			if oc.roll[i][j] < oc.radix[i][j] {
				return true
			}
			oc.roll[i][j] = 0
		}
	}
	return false
}

// nextPerm rearranges p into the next permutation in lexicographic order
// (repeated values give each distinct order once); it returns false after
// the last.
func nextPerm[T ~uint8](p []T) bool {
	i := len(p) - 2
	for i >= 0 && p[i] >= p[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(p) - 1
	for p[j] <= p[i] {
		j--
	}
	p[i], p[j] = p[j], p[i]
	for l, r := i+1, len(p)-1; l < r; l, r = l+1, r-1 {
		p[l], p[r] = p[r], p[l]
	}
	return true
}

// canonical sorts what is compared as a set: the abilities waiting for the
// next generation and each side's set-aside pets.
func (b *battle) canonical() {
	sortTasks(b.nxt[:b.nxtN])
	for p := range b.s {
		sd := &b.s[p]
		a := sd.aside[:sd.asideN]
		for i := 1; i < len(a); i++ {
			for j := i; j > 0 && a[j] < a[j-1]; j-- {
				a[j], a[j-1] = a[j-1], a[j]
			}
		}
	}
}

func sortTasks(ts []task) {
	key := func(t task) uint32 {
		return uint32(t.seat)<<24 | uint32(t.card)<<16 | uint32(t.trig)<<8 | uint32(t.next)<<1 | uint32(b2u(t.later))
	}
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && key(ts[j]) < key(ts[j-1]); j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

// sameOutcome reports whether two scratch battles in canonical form are in
// the same state.
func sameOutcome(x, y *battle) bool {
	return x.s == y.s && x.nxtN == y.nxtN && x.nxt == y.nxt
}

// chooser returns the side that must choose its next ability.
func (b *battle) chooser() int { return int(b.cur[b.curAt].seat) }

// orderOptions appends the distinct abilities the chooser may resolve
// next, in the order they arose.
func (b *battle) orderOptions(dst []game.Action) []game.Action {
	end := b.groupEnd()
	for i := int(b.curAt); i < end; i++ {
		dup := false
		for j := int(b.curAt); j < i; j++ {
			dup = dup || sameTask(&b.cur[i], &b.cur[j])
		}
		if !dup {
			t := &b.cur[i]
			dst = append(dst, abilityAction(t.card, t.trig, t.later))
		}
	}
	return dst
}

// pick makes the waiting ability named by a choice the next to resolve,
// the others keeping their order; it reports false if no such ability
// waits.
func (b *battle) pick(card CardID, trig Trigger, later bool) bool {
	end := b.groupEnd()
	want := task{seat: b.cur[b.curAt].seat, card: card, trig: trig, later: later}
	for j := int(b.curAt); j < end; j++ {
		if !sameTask(&b.cur[j], &want) {
			continue
		}
		t := b.cur[j]
		copy(b.cur[b.curAt+1:j+1], b.cur[b.curAt:j])
		b.cur[b.curAt] = t
		b.asking, b.picked = false, true
		if b.sink != nil {
			b.emit(Event{Kind: EventChoose, Seat: int(t.seat), Card: card, Trigger: trig, Later: later, N: end - int(b.curAt)})
		}
		return true
	}
	return false
}

// AbilityName names a waiting ability for people: "Honey's faint ability"
// or "the set-aside Badger".
func AbilityName(cs *CardSet, card CardID, trig Trigger, later bool) string {
	if later {
		return "the set-aside " + cs.Name(card)
	}
	return cs.Name(card) + "'s " + trig.String() + " ability"
}
