package tableau

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/game"
)

// maxCells is the most market cards (a 4x4 grid).
const maxCells = 16

// stage is where the round is.
type stage uint8

const (
	stageMarketStart stage = iota // start-of-market abilities
	stageDraft                    // drafting turns
	stagePreCombat                // pre-combat abilities
	stageOver                     // the game has ended
)

// phase is the kind of decision the state waits for.
type phase uint8

const (
	phaseDraft    phase = iota // a seat's draft turn: pick, refill or pass
	phasePlace                 // a seat places a card (or a stack a swap_in moved)
	phaseBonus                 // a seat may take a bonus draft
	phaseDrawing               // a seat's draw ability (Puffin) may draw a card
	phaseSwapIn                // a seat's upgraded swap_in stack (Frog) may take a slot (swap_in_on_upgrade)
	phaseHoney                 // a seat may sell its wounded Honey stack
	phaseMayWound              // a seat may use an optional wound (Bee)
	phaseRoll                  // chance: the die of a rolled_column wound (Mosquito)
	phaseColumn                // a seat chooses the rolled wound's column after a 6
	phaseOver                  // the game has ended
)

var phaseNames = [...]string{"draft", "place", "bonus_draft", "drawing", "swap_in", "honey", "may_wound", "wound_roll", "wound_column", "over"}

// State is a Tableau position. It is a plain value: Clone copies it.
type State struct {
	g   *Game
	rng game.RNG

	round int8 // 1-based
	stage
	phase
	first int8 // this round's first player
	seat  int8 // the seat to act

	// Market phase.
	turn        int8 // whose draft turn it is
	turnOpen    bool // that turn's pick or pass has not happened yet
	turnStarted bool // that turn's each-draft abilities have begun
	passes      int8 // consecutive passes since the market last changed
	drafts      [MaxSeats]int8
	refills     [MaxSeats]int8 // refills left this round
	out         [MaxSeats]bool // passed for the rest of the round (pass=permanent)

	vp     [MaxSeats]int16
	vpFrom [MaxSeats][numVPSources]int16 // vp by where it came from
	power  [MaxSeats]int16               // power in the last combat
	tab    [MaxSeats]tableau

	market  [maxCells]CardID
	deck    pile
	discard pile

	// A placement in progress: item is the card (or the stack a Frog
	// displaced, lifted true) the seat to act must place.
	item    stack
	lifted  bool
	drafted bool // item came from the market (a Frog may swap in)
	ops     int8 // sales and merges made in this placement
	protect int8 // a slot no sale or merge may remove (the Frog), or -1

	swapSlot  int8 // an upgraded Frog that may swap in (swap_in_on_upgrade), or -1
	bonus     int8 // bonus drafts the seat to act may still take
	drawsLeft int8 // cards the active Puffin may still draw

	// The pre-combat ability waiting for a decision or the die.
	actSlot int8
	actMax  int8 // Mosquito: the highest (or exact) level it wounds

	// begun is set by the first action: recording turned on before it
	// reports the opening round's start, which the new state could not
	// record.
	begun bool

	// log records events when a session asks; it is not game state.
	log game.EventLog
}

func (g *Game) newState(seed uint64) *State {
	s := &State{g: g, rng: game.NewRNG(seed), round: 1, protect: -1, swapSlot: -1}
	for _, id := range g.deck {
		s.deck.push(id)
	}
	d := &s.deck
	s.rng.Shuffle(int(d.n), func(i, j int) { d.c[i], d.c[j] = d.c[j], d.c[i] })
	if g.r.firstPlayer < 0 {
		s.first = int8(s.rng.IntN(g.r.players))
	} else {
		s.first = int8(g.r.firstPlayer)
	}
	for k := range g.r.players {
		s.gainVP(s.order(k), vpStart, g.r.startVP[k])
	}
	s.startRound()
	s.advance()
	return s
}

// RecordEvents turns event recording on or off (off forgets the events
// not yet drained). Clones and samples start with it off. Turned on before
// the first action, it records round 1's start (the market dealt and the
// first player) as the opening event.
func (s *State) RecordEvents(on bool) {
	was := s.log.On()
	s.log.SetOn(on)
	if on && !was && !s.begun {
		s.emit(Event{Kind: EventRoundStarts, Seat: int(s.first)})
	}
}

// DrainEvents appends the events recorded since the last drain to dst.
func (s *State) DrainEvents(dst []game.Event) []game.Event { return s.log.Drain(dst) }

func (s *State) emit(e Event) {
	if s.log.On() {
		e.Round = int(s.round)
		s.log.Add(e.data())
	}
}

// Game returns the configured game.
func (s *State) Game() game.Game { return s.g }

// CurrentPlayer returns the seat to act, game.Chance for the Mosquito die,
// or game.Terminal at the end.
func (s *State) CurrentPlayer() game.Player {
	switch s.phase {
	case phaseRoll:
		return game.Chance
	case phaseOver:
		return game.Terminal
	}
	return game.Player(s.seat)
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == phaseOver }

// Clone returns an independent copy that records no events.
func (s *State) Clone() game.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.log = game.EventLog{}
	return &c
}

// Apply plays an action after checking that it is legal here.
func (s *State) Apply(a game.Action) error {
	if s.phase == phaseOver {
		return &game.IllegalActionError{Action: a, Seat: game.Terminal, Why: "the game is over"}
	}
	if !s.isLegal(a) {
		return &game.IllegalActionError{Action: a, Seat: s.CurrentPlayer(), What: s.illegalWhat(a),
			Why: fmt.Sprintf("it is not one of the choices of round %d's %s phase", s.round, phaseNames[s.phase])}
	}
	s.ApplyUnchecked(a)
	return nil
}

// illegalWhat names a refused action in words when it decodes, else "".
func (s *State) illegalWhat(a game.Action) string {
	if _, ok := DecodeAction(a); !ok {
		return ""
	}
	return s.ActionString(a)
}

func (s *State) isLegal(a game.Action) bool {
	if s.phase == phaseRoll {
		return a >= actRoll && a < actRoll+dieFaces
	}
	var buf [256]game.Action
	for _, l := range s.LegalActions(buf[:0]) {
		if l == a {
			return true
		}
	}
	return false
}

// LegalActions appends the current seat's legal actions to dst.
func (s *State) LegalActions(dst []game.Action) []game.Action {
	switch s.phase {
	case phaseDraft:
		return s.draftActions(dst)
	case phasePlace:
		return s.placeActions(dst)
	case phaseBonus:
		dst = s.pickActions(dst)
		return append(dst, actDecline)
	case phaseDrawing:
		return append(dst, actDraw, actStop)
	case phaseSwapIn:
		return s.swapInActions(dst)
	case phaseHoney:
		return append(dst, actHoneySell, actHoneyKeep)
	case phaseMayWound:
		return append(dst, actWound, actNoWound)
	case phaseColumn:
		for c := 0; c < NumSlots; c++ {
			dst = append(dst, actColumn+game.Action(c))
		}
	}
	return dst
}

// ApplyUnchecked plays an action known to be legal.
func (s *State) ApplyUnchecked(a game.Action) {
	s.begun = true
	if s.log.On() {
		s.emitDecline(a)
	}
	switch s.phase {
	case phaseDraft:
		s.applyDraft(a)
	case phasePlace:
		s.applyPlace(a)
	case phaseBonus:
		if a == actDecline {
			s.bonus = 0
		} else {
			s.bonus--
			if s.g.r.bonusCounts {
				s.drafts[s.seat]++
			}
			s.pick(int(a - actPick))
		}
	case phaseDrawing:
		s.applyDraw(a)
	case phaseSwapIn:
		s.applySwapIn(a)
	case phaseHoney:
		s.applyHoney(a == actHoneySell)
	case phaseMayWound:
		if a == actWound {
			s.useWound(int(s.seat), int(s.actSlot))
		}
	case phaseRoll:
		face := int(a-actRoll) + 1
		s.emit(Event{Kind: EventRoll, Seat: int(s.seat), N: face, Cause: s.actingCard()})
		if face == dieFaces {
			s.phase = phaseColumn // the owner chooses; nothing else moves
			return
		}
		s.woundRolled(face - 1)
	case phaseColumn:
		s.woundRolled(int(a - actColumn))
	}
	s.advance()
}

// emitDecline reports the choices to let something go by, which no other
// event tells, so that a seat's stream narrates every move.
func (s *State) emitDecline(a game.Action) {
	n, cause := -1, CardID(0)
	switch {
	case a == actDecline && s.phase == phaseSwapIn:
		n, cause = declineSwapIn, s.tab[s.seat][s.swapSlot].card
	case a == actDecline:
		n = declineBonus
	case a == actStop:
		n, cause = declineDraw, s.drawer()
	case a == actHoneyKeep:
		n, cause = declineSell, s.actingCard()
	case a == actNoWound:
		n, cause = declineWound, s.actingCard()
	}
	if n >= 0 {
		s.emit(Event{Kind: EventDecline, Seat: int(s.seat), N: n, Cause: cause, Choice: true})
	}
}

// ChanceOutcomes lists the Mosquito die's faces at a roll.
func (s *State) ChanceOutcomes(dst []game.ChanceOutcome) []game.ChanceOutcome {
	if s.phase != phaseRoll {
		return dst
	}
	return append(dst, s.g.die[:]...)
}

// Returns appends each seat's result: +1 for a sole winner, 0 for each of
// several tied winners, -1 for everyone else; zeros before the end.
func (s *State) Returns(dst []float64) []float64 {
	n := s.g.r.players
	if s.phase != phaseOver {
		for p := 0; p < n; p++ {
			dst = append(dst, 0)
		}
		return dst
	}
	won := s.winners()
	shared := 0
	for p := 0; p < n; p++ {
		if won[p] {
			shared++
		}
	}
	for p := 0; p < n; p++ {
		switch {
		case !won[p]:
			dst = append(dst, -1)
		case shared == 1:
			dst = append(dst, 1)
		default:
			dst = append(dst, 0)
		}
	}
	return dst
}

// winners marks the seats with the most VP (after the tiebreak option).
func (s *State) winners() [MaxSeats]bool {
	n := s.g.r.players
	best := int16(-1 << 14)
	for p := 0; p < n; p++ {
		best = max(best, s.vp[p])
	}
	bestPower := int16(-1 << 14)
	for p := 0; p < n; p++ {
		if s.vp[p] == best {
			bestPower = max(bestPower, s.power[p])
		}
	}
	var won [MaxSeats]bool
	for p := 0; p < n; p++ {
		won[p] = s.vp[p] == best && (!s.g.r.lastPowerTiebreak || s.power[p] == bestPower)
	}
	return won
}

// Winners returns the winning seats (several for a shared victory), or nil
// before the end.
func (s *State) Winners() []int {
	if s.phase != phaseOver {
		return nil
	}
	var out []int
	won := s.winners()
	for p := 0; p < s.g.r.players; p++ {
		if won[p] {
			out = append(out, p)
		}
	}
	return out
}

// String renders the whole state, the deck order included.
func (s *State) String() string {
	cs := s.g.set
	var b strings.Builder
	fmt.Fprintf(&b, "round %d of %d, %s, first player P%d, seat to act P%d\n", s.round, s.g.r.rounds, phaseNames[s.phase], s.first+1, s.seat+1)
	b.WriteString("market:")
	for i := 0; i < s.g.r.rows*s.g.r.cols; i++ {
		if i%s.g.r.cols == 0 {
			b.WriteString("\n ")
		}
		fmt.Fprintf(&b, " %-10s", cs.Name(s.market[i]))
	}
	fmt.Fprintf(&b, "\ndeck %d cards (top last): %s\ndiscard %d cards\n", s.deck.n, names(cs, s.deck.slice()), s.discard.n)
	for p := 0; p < s.g.r.players; p++ {
		fmt.Fprintf(&b, "P%d: %d VP, %d drafts, %d refills | %s\n", p+1, s.vp[p], s.drafts[p], s.refills[p], s.tab[p].describe(cs))
	}
	if s.item.card != 0 {
		fmt.Fprintf(&b, "placing: %s\n", s.item.describe(cs))
	}
	return b.String()
}

func names(cs *CardSet, ids []CardID) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = cs.Name(id)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// describe renders a stack as "Bison L2 with Sushi (wounded)" or "-".
func (st *stack) describe(cs *CardSet) string {
	if st.empty() {
		return "-"
	}
	var buf [64]byte
	return string(st.appendDescribe(buf[:0], cs))
}

// appendDescribe appends what describe gives.
func (st *stack) appendDescribe(b []byte, cs *CardSet) []byte {
	if st.empty() {
		return append(b, '-')
	}
	b = append(b, cs.Name(st.card)...)
	if cs.Cards[st.card].IsAnimal() {
		b = strconv.AppendInt(append(b, " L"...), int64(st.n), 10)
	}
	if st.choc > 0 {
		b = append(strconv.AppendInt(append(b, " ("...), int64(st.choc), 10), " Chocolate)"...)
	}
	if st.food != 0 {
		b = append(append(b, " with "...), cs.Name(st.food)...)
	}
	if st.wounded() {
		b = append(b, " (wounded)"...)
	}
	return b
}

func (t *tableau) describe(cs *CardSet) string {
	parts := make([]string, NumSlots)
	for i := range t {
		parts[i] = t[i].describe(cs)
	}
	return strings.Join(parts, " | ")
}
