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
	throws, ties := -1, 0
	if !s.g.r.solo {
		first := s.firstEvent()
		throws, ties = first.N, first.Pos
	}
	t.Count("first_player", int(s.first))
	t.Count("first_throws", throws)
	t.Count("first_ties", ties)
	t.Count("active", int(s.active))
	attack, from, column, damage := s.attackNow()
	t.Count("attack_position", from)
	t.Count("attack_column", column)
	t.Count("attack_damage", damage)

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
	t.Lay("attack", attack)
	ex := s.exercising()
	t.Lay("exercise", []game.Card{game.Card(ex)})
	amount, seconds := 0, 0
	if ex != 0 {
		_, amount = s.exerciseOf(ex)
		if s.g.r.exercise == ExerciseTimed {
			seconds = s.g.TimeLimit(amount)
		}
	}
	t.Measure([]int{amount, seconds})
	kinds, units := make([][]game.Card, n), make([][]int, n)
	for q := range n {
		kinds[q], units[q] = []game.Card{}, []int{}
		for f, done := range s.p[q].workout {
			if done > 0 {
				kinds[q] = append(kinds[q], game.Card(s.g.set.Families[f].Cards[0]))
				units[q] = append(units[q], int(done))
			}
		}
	}
	t.Lay("workout", kinds...)
	t.Measure(units...)
	return t
}

// attackNow returns the attack in progress: its attacker and target (two
// empty places without one; the target's is empty once it is defeated,
// in the upgrade phase), the attacker's position and the column attacked
// (-1 without one) and the damage it deals if not answered.
func (s *State) attackNow() (cards []game.Card, from, column, damage int) {
	switch s.phase {
	case phaseExercise, phaseDodge, phaseUpgrade:
	default:
		return []game.Card{0, 0}, -1, -1, 0
	}
	q := int(s.active)
	cards = []game.Card{game.Card(s.p[q].zone[s.attacker].card), 0}
	if s.phase != phaseUpgrade { // the target is defeated by then
		cards[1], damage = game.Card(s.p[1-q].zone[int(s.target)*NumRows].card), s.damage()
	}
	return cards, int(s.attacker), int(s.target), damage
}

// exercising returns the animal whose exercise the seat to act does, or
// 0 outside the exercise and solo phases.
func (s *State) exercising() CardID {
	switch s.phase {
	case phaseExercise:
		return s.p[s.active].zone[s.attacker].card
	case phaseSolo:
		return s.soloCard
	}
	return 0
}

// stats appends the animal's numbers as animalStats declares them (all 0
// for an empty position).
func (a *animal) stats(dst []int) []int {
	return append(dst, int(a.hp), int(a.rest), b2i(a.att&attRegen != 0), b2i(a.att&attShield != 0))
}
