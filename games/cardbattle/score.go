package cardbattle

// Score returns each seat's trophies: what decides the winner.
func (s *State) Score() (string, []int) {
	out := make([]int, s.n)
	for p := range out {
		out[p] = int(s.trophies[p])
	}
	return "trophies", out
}
