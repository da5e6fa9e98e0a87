package highcard

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

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
			hands[p] = contract.Unseen(len(h))
		}
	}
	t.Lay(ZoneHand, hands...)
	t.Lay(ZoneDeck, contract.Unseen(len(s.deck)))
	places := make([]game.Card, 2)
	copy(places, s.trick)
	t.Lay(ZoneTrick, places)
	t.Lay(ZoneDiscard, append([]game.Card{}, s.discard...))
	return t
}
