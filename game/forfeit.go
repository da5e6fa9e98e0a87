package game

import "fmt"

// Forfeit is a seat that lost on time: it left the game once Version
// actions had been played. In a game of two the other seat then wins. In a
// larger game the others play on (a server's bot plays the seat) and the
// seat is placed below every seat still in; the game ends when one seat is
// left in.
type Forfeit struct {
	// Seat is the seat that forfeited, from 0.
	Seat Player `json:"seat"`
	// Version is the number of actions played when it forfeited.
	Version int `json:"version"`
}

// ForfeitsEnd reports whether forfeits ended a game of n seats: at most
// one seat is left in.
func ForfeitsEnd(n int, fs []Forfeit) bool { return len(fs) > 0 && len(fs) >= n-1 }

// ForfeitReturns gives the returns of a game whose seats fs forfeited, in
// the order they did, from the returns its final state gives. When the
// forfeits ended the game, the seat left in gets 1 and each seat out -1;
// otherwise the seats still in keep their returns and each seat out gets
// one less than the lowest of them. A seat out gets one less again for
// each seat out after it: the first out is placed last. So a game of two
// gives the seat that forfeited -1 and the other 1. Without forfeits the
// returns are unchanged; a forfeit of a seat the returns do not have
// (which CheckForfeits refuses) is left out.
func ForfeitReturns(returns []float64, fs []Forfeit) []float64 {
	out := append([]float64(nil), returns...)
	forfeited := make([]bool, len(out))
	var in []Forfeit
	for _, f := range fs {
		if f.Seat >= 0 && int(f.Seat) < len(out) {
			forfeited[f.Seat] = true
			in = append(in, f)
		}
	}
	if len(in) == 0 {
		return out
	}
	ended := ForfeitsEnd(len(out), in)
	base, first := 0.0, true // base: the lowest return of the seats still in
	for i, v := range out {
		switch {
		case forfeited[i]:
		case ended:
			out[i] = 1
		case first || v < base:
			base, first = v, false
		}
	}
	for k, f := range in {
		out[f.Seat] = base - 1 - float64(len(in)-1-k)
	}
	return out
}

// CheckForfeits rejects forfeits that no game of players seats with
// actions actions could have: a seat outside the game or out twice, a
// version beyond the actions or before an earlier forfeit's, or actions
// played after forfeits ended the game. Players 0 (not known) checks the
// seats only to be seats; actions -1 (more may come) leaves the versions
// unbounded.
func CheckForfeits(fs []Forfeit, players, actions int) error {
	seen := map[Player]bool{}
	ends := func(i int) bool { return players > 0 && ForfeitsEnd(players, fs[:i+1]) }
	for i, f := range fs {
		switch {
		case f.Seat < 0 || players > 0 && int(f.Seat) >= players:
			return fmt.Errorf("forfeit %d: seat %d is not a seat of the game%s", i, f.Seat, ofPlayers(players))
		case seen[f.Seat]:
			return fmt.Errorf("forfeit %d: seat %d forfeited already", i, f.Seat)
		case f.Version < 0 || actions >= 0 && f.Version > actions:
			return fmt.Errorf("forfeit %d: version %d: the record has %d actions", i, f.Version, actions)
		case i > 0 && f.Version < fs[i-1].Version:
			return fmt.Errorf("forfeit %d: version %d comes before the forfeit before it, at %d", i, f.Version, fs[i-1].Version)
		case ends(i) && i+1 < len(fs):
			return fmt.Errorf("forfeit %d: the forfeit before it ended the game", i+1)
		case ends(i) && actions >= 0 && f.Version < actions:
			return fmt.Errorf("forfeit %d ended the game at version %d, but the record has %d actions", i, f.Version, actions)
		}
		seen[f.Seat] = true
	}
	return nil
}

// ofPlayers says how many players a game has, when known.
func ofPlayers(players int) string {
	if players == 0 {
		return ""
	}
	return fmt.Sprintf(" of %d players", players)
}
