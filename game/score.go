package game

// Scorer is a state that tells each seat's score as its game counts it
// (Card Battle's trophies, Tableau's victory points, Dojo's health left),
// for the results a finished game shows.
type Scorer interface {
	// Score returns what the score counts, in words ("trophies"), and
	// each seat's.
	Score() (counts string, seats []int)
}
