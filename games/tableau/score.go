package tableau

// Score returns each seat's victory points: what decides the winner.
func (s *State) Score() (string, []int) {
	out := make([]int, s.g.r.players)
	for p := range out {
		out[p] = int(s.vp[p])
	}
	return "VP", out
}
