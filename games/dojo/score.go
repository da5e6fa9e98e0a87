package dojo

// Score returns what the game is counted by: in a duel, each seat's
// health left in its zone (what decides a game the turn cap ends); in the
// solo mission, the animals defeated.
func (s *State) Score() (string, []int) {
	if s.g.r.solo {
		return "defeated", []int{int(s.soloDone)}
	}
	out := make([]int, len(s.p))
	for q := range s.p {
		out[q], _ = s.zoneLeft(q)
	}
	return "health", out
}

// zoneLeft returns the health left in seat q's zone and its animals.
func (s *State) zoneLeft(q int) (health, animals int) {
	for _, a := range s.p[q].zone {
		if a.card != 0 {
			health += int(a.hp)
			animals++
		}
	}
	return health, animals
}
