package dojo

import (
	"slices"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// TableView returns what seat (or game.Spectator) sees in Schema's terms,
// cards by id: what Observation shows it, and no more.
func (s *State) TableView(seat game.Player) game.TableView {
	me, n := int(seat), s.g.r.players
	t := game.NewTableView(Schema, phaseNames[s.phase])
	count := func(id string, value func(q int) int) { t.Count(id, contract.EachSeat(n, value)...) }
	each := func(cards func(q int) []game.Card) [][]game.Card { return contract.EachSeat(n, cards) }
	t.Count("turn", int(s.turn))
	t.Count("boost", int(s.boost))
	count("placed", func(q int) int { return int(s.p[q].placed) })
	count("exercises", func(q int) int { return int(s.p[q].exercises) })
	var left, defeated, missed int
	if s.g.r.solo {
		left, defeated, missed = int(s.p[0].deck.n), int(s.soloDone), int(s.soloMiss)
	}
	t.Count("solo_left", left)
	t.Count("solo_defeated", defeated)
	t.Count("solo_missed", missed)

	zones := each(func(q int) []game.Card {
		pl := &s.p[q]
		if s.zoneSecret(q, me) {
			return contract.Unseen(int(pl.placed))
		}
		var rows []game.Card
		for r := 0; r < NumRows; r++ {
			for c := 0; c < NumCols; c++ {
				rows = append(rows, game.Card(pl.zone[c*NumRows+r].card))
			}
		}
		return rows
	})
	t.LayGrid("zone", NumCols, zones...)
	t.Measure(contract.EachSeat(n, func(q int) []int {
		if s.zoneSecret(q, me) {
			return make([]int, len(zones[q])*len(animalStats)) // a hidden animal's are 0
		}
		stats := make([]int, 0, len(zones[q])*len(animalStats))
		for r := 0; r < NumRows; r++ {
			for c := 0; c < NumCols; c++ {
				stats = s.p[q].zone[c*NumRows+r].stats(stats)
			}
		}
		return stats
	})...)
	t.Lay("hand", each(func(q int) []game.Card {
		if q != me {
			return contract.Unseen(int(s.p[q].hand.n))
		}
		return contract.Cards(s.p[q].hand.slice())
	})...)
	t.Lay("deck", each(func(q int) []game.Card {
		if q != me {
			return contract.Unseen(int(s.p[q].deck.n))
		}
		deck := contract.Cards(s.p[q].deck.slice())
		slices.Sort(deck) // its owner knows what it holds, not the order
		return deck
	})...)
	t.Lay("discard", each(func(q int) []game.Card { return contract.Cards(s.p[q].discard.slice()) })...)
	t.Lay("defeated", each(func(q int) []game.Card { return contract.Cards(s.p[q].defeated.slice()) })...)
	t.Lay("stay", each(func(q int) []game.Card { return contract.Cards(s.p[q].stay[:]) })...)
	t.Lay("played", []game.Card{game.Card(s.played)})
	t.Lay("flipped", []game.Card{game.Card(s.soloCard)})
	return t
}

// stats appends the animal's numbers as animalStats declares them (all 0
// for an empty position).
func (a *animal) stats(dst []int) []int {
	return append(dst, int(a.hp), int(a.rest), b2i(a.att&attRegen != 0), b2i(a.att&attShield != 0))
}
