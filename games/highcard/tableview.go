package highcard

import "menagerie/game"

// TableView lays out what seat may see in the declared terms: the
// points and the trick's number, each hand (the others' as hidden cards),
// the deck as hidden cards, the trick's two places and the played cards.
func (s *State) TableView(seat game.Player) game.TableView {
	t := game.TableView{Phase: s.phase()}
	t.Count(CounterPoints, s.points[0], s.points[1])
	t.Count(CounterTrick, s.trickNo)
	hands := make([][]game.Card, 2)
	for p, h := range s.hands {
		if game.Player(p) == seat {
			hands[p] = append([]game.Card{}, h...)
		} else {
			hands[p] = hidden(len(h))
		}
	}
	t.Lay(ZoneHand, hands...)
	t.Lay(ZoneDeck, hidden(len(s.deck)))
	places := make([]game.Card, 2)
	copy(places, s.trick)
	t.Lay(ZoneTrick, places)
	t.Lay(ZoneDiscard, append([]game.Card{}, s.discard...))
	return t
}

// hidden returns n hidden cards.
func hidden(n int) []game.Card {
	cs := make([]game.Card, n)
	for i := range cs {
		cs[i] = game.Hidden
	}
	return cs
}
