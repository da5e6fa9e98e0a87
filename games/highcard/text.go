package highcard

import (
	"fmt"
	"strings"

	"menagerie/game"
)

// CardName names a card: "Fox 6", "-" for none, "a hidden card".
func (g *Game) CardName(c game.Card) string { return CardName(c) }

// EventText renders an event as one sentence, as its receiver may know
// it: another seat's draw names no card.
func (g *Game) EventText(e game.Event) string {
	who := seatName(e.Seat)
	switch e.Kind {
	case EventDraw:
		if e.Cards[0] == game.Hidden {
			return who + " draws a card"
		}
		return fmt.Sprintf("%s draws %s", who, CardName(e.Cards[0]))
	case EventPlay:
		if e.Values[0] == 0 {
			return fmt.Sprintf("%s leads %s", who, CardName(e.Cards[0]))
		}
		return fmt.Sprintf("%s answers with %s", who, CardName(e.Cards[0]))
	case EventTrick:
		return fmt.Sprintf("%s takes trick %d, %s over %s: %s", who, e.Round, CardName(e.Cards[0]), CardName(e.Cards[1]), pointsText(int(e.Values[0])))
	case EventEnd:
		return "game over: " + result(e.Seat, [2]int{int(e.Values[0]), int(e.Values[1])})
	}
	return fmt.Sprintf("%s: %s", e.Kind, who)
}

// ObservationText renders what o shows: the trick, the points, the deck,
// the hands and the cards played.
func (g *Game) ObservationText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok {
		return fmt.Sprintf("(a %T is not a High Card observation)\n", obs)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "trick %d; points P1 %d, P2 %d (%s win)\n", o.Trick, o.Points[0], o.Points[1], pointsText(o.Target))
	fmt.Fprintf(&b, "deck: %d cards; hands: P1 %d, P2 %d\n", o.Deck, o.HandSizes[0], o.HandSizes[1])
	if len(o.Played) > 0 {
		fmt.Fprintf(&b, "%s led %s\n", seatName(o.Leader), CardName(o.Played[0]))
	}
	if owns(o.Seat) {
		fmt.Fprintf(&b, "your hand: %s\n", cardList(o.Hand))
	}
	fmt.Fprintf(&b, "played: %s\n", cardList(o.Discard))
	return b.String()
}

// ResultText says who won and by how many points, or "" before the end.
func (g *Game) ResultText(obs game.Observation) string {
	o, ok := obs.(*Observation)
	if !ok || o.Phase != PhaseOver {
		return ""
	}
	w := game.Nobody
	switch {
	case o.Points[0] > o.Points[1]:
		w = 0
	case o.Points[1] > o.Points[0]:
		w = 1
	}
	return "result: " + result(w, o.Points)
}

// result says who won with the points: "P2 wins, 4 points to 2", or "a
// draw, 3 points each".
func result(winner game.Player, points [2]int) string {
	if winner < 0 {
		return fmt.Sprintf("a draw, %s each", pointsText(points[0]))
	}
	return fmt.Sprintf("%s wins, %s to %d", seatName(winner), pointsText(points[winner]), points[1-winner])
}

// pointsText reads "1 point" or "3 points".
func pointsText(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}

// seatName names a seat for people: "P1", or "nobody".
func seatName(p game.Player) string {
	if p < 0 {
		return "nobody"
	}
	return fmt.Sprintf("P%d", p+1)
}

// cardList names cards, "Ant 1, Fox 6", or "none".
func cardList(cs []game.Card) string {
	if len(cs) == 0 {
		return "none"
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = CardName(c)
	}
	return strings.Join(names, ", ")
}
