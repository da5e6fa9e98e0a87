package cardbattle

// pairings4 and pairings6 are the rulebook's battle pairings for rounds 1-6,
// seats 0-5 standing for players A-F.
var (
	pairings2 = [NumRounds][][2]int8{{{0, 1}}, {{0, 1}}, {{0, 1}}, {{0, 1}}, {{0, 1}}, {{0, 1}}}
	pairings4 = [NumRounds][][2]int8{
		{{0, 1}, {2, 3}}, {{0, 2}, {1, 3}}, {{0, 3}, {1, 2}},
		{{0, 1}, {2, 3}}, {{0, 2}, {1, 3}}, {{0, 3}, {1, 2}},
	}
	pairings6 = [NumRounds][][2]int8{
		{{0, 1}, {2, 3}, {4, 5}}, {{0, 2}, {1, 4}, {3, 5}}, {{0, 3}, {1, 5}, {2, 4}},
		{{0, 4}, {1, 3}, {2, 5}}, {{0, 5}, {1, 2}, {3, 4}}, {{0, 1}, {2, 3}, {4, 5}},
	}
)

// Pairings returns the battles of a round (1-6) for a number of players:
// pairs of seats, in the order they are fought.
func Pairings(players, round int) [][2]int8 {
	switch players {
	case 4:
		return pairings4[round-1]
	case 6:
		return pairings6[round-1]
	}
	return pairings2[round-1]
}

// pairing returns the pair of seats of the battle being fought.
func (s *State) pairing() [2]int8 { return Pairings(int(s.n), int(s.round))[s.bat] }

// opponent returns the seat that p battles this round.
func (s *State) opponent(p int) int {
	for _, pair := range Pairings(int(s.n), int(s.round)) {
		switch p {
		case int(pair[0]):
			return int(pair[1])
		case int(pair[1]):
			return int(pair[0])
		}
	}
	return -1
}
