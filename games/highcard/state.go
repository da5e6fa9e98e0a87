package highcard

import (
	"fmt"
	"slices"
	"strings"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// State is a position of High Card.
type State struct {
	g *Game
	// deck is the draw pile, its top last.
	deck []game.Card
	// hands are each seat's cards, in increasing rank.
	hands [2][]game.Card
	// trick holds the cards played to the trick so far, the leader's first.
	trick []game.Card
	// discard holds the cards of the finished tricks, in the order played.
	discard []game.Card
	leader  game.Player
	// turn is the seat to act, or game.Terminal at the end.
	turn   game.Player
	points [2]int
	// trickNo is the number of the trick being played, from 1.
	trickNo int
	// begun is set by the first action: the set-up's events are past.
	begun bool
	log   game.EventLog
}

// NewState shuffles the deck with the seed and deals each seat its hand;
// P1 leads the first trick.
func (g *Game) NewState(seed uint64) game.State {
	s := &State{g: g, trickNo: 1, deck: make([]game.Card, 0, DeckSize)}
	for c := game.Card(1); c <= DeckSize; c++ {
		s.deck = append(s.deck, c)
	}
	rng := game.NewRNG(seed)
	rng.Shuffle(len(s.deck), func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	for range handSize {
		for p := range game.Player(2) {
			s.draw(p)
		}
	}
	return s
}

// draw moves the deck's top card into p's hand, if the deck has one.
func (s *State) draw(p game.Player) {
	n := len(s.deck)
	if n == 0 {
		return
	}
	c := s.deck[n-1]
	s.deck = s.deck[:n-1]
	s.hands[p] = append(s.hands[p], c)
	slices.Sort(s.hands[p])
	s.emit(drawEvent(p, c))
}

// event returns an event of kind about seat, with no target.
func event(kind string, seat game.Player) game.Event {
	return game.Event{Kind: kind, Seat: seat, Target: game.Nobody}
}

// drawEvent says that p drew c, which only p may know.
func drawEvent(p game.Player, c game.Card) game.Event {
	e := event(EventDraw, p)
	e.Cards[0], e.Private = c, game.SeatSet(p)
	return e
}

// emit records an event of the trick being played.
func (s *State) emit(e game.Event) {
	if s.log.On() {
		e.Round = int32(s.trickNo)
		s.log.Add(e)
	}
}

// Game returns the configured game.
func (s *State) Game() game.Game { return s.g }

// CurrentPlayer returns the seat to act, or game.Terminal.
func (s *State) CurrentPlayer() game.Player { return s.turn }

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.turn == game.Terminal }

// LegalActions appends the cards of the hand to act: the action playing a
// card is its id.
func (s *State) LegalActions(dst []game.Action) []game.Action {
	if s.turn == game.Terminal {
		return dst
	}
	for _, c := range s.hands[s.turn] {
		dst = append(dst, game.Action(c))
	}
	return dst
}

// ChanceOutcomes appends nothing: the deck is shuffled once, by the seed.
func (s *State) ChanceOutcomes(dst []game.ChanceOutcome) []game.ChanceOutcome { return dst }

// Apply plays a card of the hand to act, refusing any other action.
func (s *State) Apply(a game.Action) error {
	if err := s.refusal(a); err != nil {
		return err
	}
	s.ApplyUnchecked(a)
	return nil
}

// refusal says why a may not be played now, or returns nil.
func (s *State) refusal(a game.Action) error {
	e := &game.IllegalActionError{Action: a, Seat: s.turn}
	if a >= 1 && a <= DeckSize {
		e.What = "play " + CardName(game.Card(a))
	}
	switch {
	case s.turn == game.Terminal:
		e.Why = "the game is over"
	case e.What == "":
		e.Why = fmt.Sprintf("there is no card %d (the cards are 1 to %d)", a, DeckSize)
	case !slices.Contains(s.hands[s.turn], game.Card(a)):
		e.Why = "it is not in your hand"
	default:
		return nil
	}
	return e
}

// ApplyUnchecked plays a legal action: the card goes into the trick, and
// a full trick goes to its higher card's player, who leads the next.
func (s *State) ApplyUnchecked(a game.Action) {
	s.begun = true
	p, c := s.turn, game.Card(a)
	s.hands[p] = slices.DeleteFunc(s.hands[p], func(h game.Card) bool { return h == c })
	play := event(EventPlay, p)
	play.Cards[0], play.Values[0] = c, int32(len(s.trick))
	s.emit(play)
	s.trick = append(s.trick, c)
	if len(s.trick) == 1 {
		s.turn = 1 - p
		return
	}
	s.finishTrick()
}

// finishTrick gives the trick's point to the higher card, then ends the
// game or has both draw (the winner first) for the next trick.
func (s *State) finishTrick() {
	led, answer := s.trick[0], s.trick[1]
	win, winCard, loseCard := s.leader, led, answer
	if answer > led {
		win, winCard, loseCard = 1-s.leader, answer, led
	}
	s.points[win]++
	took := event(EventTrick, win)
	took.Target, took.Cards[0], took.Cards[1], took.Values[0] = 1-win, winCard, loseCard, int32(s.points[win])
	s.emit(took)
	s.discard = append(s.discard, s.trick...)
	s.trick = s.trick[:0]
	s.leader, s.turn = win, win
	if s.points[win] < s.g.target {
		s.draw(win)
		s.draw(1 - win)
		if len(s.hands[win]) > 0 {
			s.trickNo++
			return
		}
	}
	s.turn = game.Terminal
	end := event(EventEnd, s.winner())
	end.Values[0], end.Values[1] = int32(s.points[0]), int32(s.points[1])
	s.emit(end)
}

// winner is the seat with more points, or game.Nobody on a tie.
func (s *State) winner() game.Player {
	switch {
	case s.points[0] > s.points[1]:
		return 0
	case s.points[1] > s.points[0]:
		return 1
	}
	return game.Nobody
}

// Returns appends +1 for the winner and -1 for the loser at the end (0
// each on a draw), zeros before.
func (s *State) Returns(dst []float64) []float64 {
	r := [2]float64{}
	if w := s.winner(); s.turn == game.Terminal && w >= 0 {
		r[w], r[1-w] = 1, -1
	}
	return append(dst, r[:]...)
}

// Clone returns an independent copy that records no events.
func (s *State) Clone() game.State { return s.clone() }

// clone copies every pile.
func (s *State) clone() *State {
	c := *s
	c.deck = slices.Clone(s.deck)
	c.hands = [2][]game.Card{slices.Clone(s.hands[0]), slices.Clone(s.hands[1])}
	c.trick = slices.Clone(s.trick)
	c.discard = slices.Clone(s.discard)
	c.log = game.EventLog{}
	return &c
}

// Hash mixes every field of the game.
func (s *State) Hash() uint64 {
	h := game.NewHasher()
	for _, v := range []int{int(s.turn), int(s.leader), s.points[0], s.points[1], s.trickNo} {
		h.Int(int64(v))
	}
	for _, pile := range [][]game.Card{s.deck, s.hands[0], s.hands[1], s.trick, s.discard} {
		h.Int(int64(len(pile)))
		for _, c := range pile {
			h.Byte(byte(c))
		}
	}
	return h.Sum()
}

// String shows the whole state, hidden cards included.
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "trick %d, points P1 %d P2 %d, to act %s\n", s.trickNo, s.points[0], s.points[1], seatName(s.turn))
	for p, h := range s.hands {
		fmt.Fprintf(&b, "P%d hand: %s\n", p+1, cardList(h))
	}
	fmt.Fprintf(&b, "deck (top last): %s\ntrick: %s\nplayed: %s\n", cardList(s.deck), cardList(s.trick), cardList(s.discard))
	return b.String()
}

// ActionString describes an action: "play Fox 6".
func (s *State) ActionString(a game.Action) string {
	return "play " + CardName(game.Card(a))
}

// Labels labels each card the seat to act may play.
func (s *State) Labels(dst []game.Label) []game.Label {
	return contract.Labels(dst, s.LegalActions(nil), s.ActionString, func(a game.Action, parts *contract.LabelParts) game.Label {
		return game.Label{Kind: LabelPlay, Cards: parts.Cards(game.Card(a))}
	})
}

// RecordEvents turns recording on or off; turned on before the first
// action, it records the deal as each seat's draws.
func (s *State) RecordEvents(on bool) {
	was := s.log.On()
	s.log.SetOn(on)
	if !on || was || s.begun {
		return
	}
	for p, h := range s.hands {
		for _, c := range h {
			s.emit(drawEvent(game.Player(p), c))
		}
	}
}

// DrainEvents appends the events recorded since the last drain to dst.
func (s *State) DrainEvents(dst []game.Event) []game.Event { return s.log.Drain(dst) }
