package cardbattlebot

import (
	"math"

	cb "menagerie/games/cardbattle"
)

// winModel estimates each seat's chance to win the game between two
// rounds, from the trophies each seat has won and the team it takes into
// the next round (its hand's worth as the heuristic values a team, in
// units of power). A seat's chance is a softmax over the seats of
// Trophy*trophies + Team*team, with weights fitted for each number of
// rounds played (TestFitWinModel) to games of the heuristic at every seat.
type winModel struct {
	// Trophy[r] and Team[r] weigh a seat's trophies and team after r
	// rounds (1 to cb.NumRounds-1).
	Trophy, Team [cb.NumRounds]float64
}

// playoutRounds is how many rounds after its own a playout plays before
// the win model values it, where the table has one: 1, so that a decision
// in the shop is judged on its own round's battle and the next's.
const playoutRounds = 1

// winModels are the fitted win models by number of players. Four players
// have one: 3,000 games of the heuristic at every seat, seeds 1 to 3,000,
// Classic and Golden (go test ./agent/cardbattlebot -run FitWinModel
// -winmodel -winmodel.games 3000 -v -timeout 0), the weights rounded to
// four places. The other tables play their playouts to the end.
var winModels = map[int]*winModel{
	4: {
		Trophy: [cb.NumRounds]float64{0, 0.5816, 0.5522, 0.5403, 0.6276, 0.8095},
		Team:   [cb.NumRounds]float64{0, -0.0058, 0.0227, 0.0719, 0.0831, 0.0596},
	},
}

// maxSeats is the most seats a game of Card Battle has.
const maxSeats = 6

// returns appends to dst each seat's expected result of s, a state between
// rounds (after s.Round()-1 of them): a win counting 1 and a loss -1, as
// cb.State.Returns does, so 2p-1 for a chance p of winning. It does not
// allocate when dst has room for the seats.
func (m *winModel) returns(s *cb.State, v *values, dst []float64) []float64 {
	var u [maxSeats]float64
	var hand [64]cb.CardID
	n := s.Game().NumPlayers()
	r := s.Round() - 1
	for p := range n {
		t := v.summarize(s.Hand(p, hand[:0]))
		u[p] = m.Trophy[r]*float64(s.Trophies(p)) + m.Team[r]*t.value(v, 0)
	}
	softmax(u[:n])
	for p := range n {
		dst = append(dst, 2*u[p]-1)
	}
	return dst
}

// softmax turns scores into chances in place: each becomes e^score over
// the sum of them all.
func softmax(u []float64) {
	top := math.Inf(-1)
	for _, x := range u {
		top = max(top, x)
	}
	sum := 0.0
	for i, x := range u {
		u[i] = math.Exp(x - top)
		sum += u[i]
	}
	for i := range u {
		u[i] /= sum
	}
}
