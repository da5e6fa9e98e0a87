// Package teamname is the Card Battle rulebook's optional team-name
// generator, which names the sides of every game in every play interface:
// a rock die rolled for each column of its word table picks one of three
// rows, and a team takes a word from each rolled row.
package teamname

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"menagerie/game"
)

// The word table and the rock die.
var (
	firstWords = [3][3]string{
		{"The Rude", "The HUUUGE", "The Screaming"},
		{"The Smooth", "The Fizzy", "The Gasping"},
		{"The Helpless", "The Iconic", "The Super Auto"},
	}
	secondWords = [3][3]string{
		{"Bagels", "Teapots", "Fuddy-Duddies"},
		{"Burglars", "Robots", "Turtles"},
		{"Hipsters", "Eggplants", "Pets"},
	}
	// rockDieRows is the rock die: its faces show 0, 0, 1, 1, 2 and 2
	// rocks, and the rocks rolled number the row.
	rockDieRows = [6]int{0, 0, 1, 1, 2, 2}
)

// stream is the stream of the game's seed the names are rolled
// with, apart from the engine's and the bots'.
const stream = 0x7ea3

// Pick is one side's two rolled rows of the word table, with the
// words the dice would pick for it.
type Pick struct {
	// First and Second are the rolled rows of the table's two columns.
	First, Second [3]string
	// Rolled is the name picked at random from the rows.
	Rolled string
}

// roll rolls a side's two rows and picks a word from each.
func roll(rng *game.RNG) Pick {
	q := Pick{
		First:  firstWords[rockDieRows[rng.IntN(len(rockDieRows))]],
		Second: secondWords[rockDieRows[rng.IntN(len(rockDieRows))]],
	}
	q.Rolled = q.First[rng.IntN(3)] + " " + q.Second[rng.IntN(3)]
	return q
}

// Picks rolls each of n sides' rows from the game's seed, every side a
// different name, so that the same seed always names the sides alike.
func Picks(seed uint64, n int) []Pick {
	rng := game.NewRNG(game.Mix(seed, stream))
	picks := make([]Pick, 0, n)
	taken := make([]string, 0, n)
	for len(picks) < n {
		q := roll(&rng)
		// A name already taken is rolled again: with 81 names and at most
		// a few sides a roll is free almost every time.
		for tries := 0; slices.Contains(taken, q.Rolled); tries++ {
			if tries == 100 {
				q.Rolled = firstFree(taken)
				break
			}
			q = roll(&rng)
		}
		picks = append(picks, q)
		taken = append(taken, q.Rolled)
	}
	return picks
}

// firstFree is the first name of the table, in reading order, that
// is not taken.
func firstFree(taken []string) string {
	for _, row := range firstWords {
		for _, first := range row {
			for _, srow := range secondWords {
				for _, second := range srow {
					if name := first + " " + second; !slices.Contains(taken, name) {
						return name
					}
				}
			}
		}
	}
	return fmt.Sprintf("Team %d", len(taken)+1)
}

// Names gives n distinct team names, rolled from the game's seed: the
// same seed always names the sides alike.
func Names(seed uint64, n int) []string {
	names := make([]string, n)
	for i, q := range Picks(seed, n) {
		names[i] = q.Rolled
	}
	return names
}

// Question is what a person is shown to pick their own team name from
// their rolled rows.
func (q Pick) Question() []string {
	row := func(words [3]string) string {
		return fmt.Sprintf("1) %-14s 2) %-14s 3) %s", words[0], words[1], words[2])
	}
	return []string{
		"Name your team: a word from each row the rock dice rolled.",
		"  first:  " + row(q.First),
		"  second: " + row(q.Second),
		`Type two numbers (e.g. "2 3"), or Enter for ` + q.Rolled + ".",
	}
}

// Answer reads a person's pick of their team name ("2 3": the second
// word of the first row and the third of the second row; empty: the
// rolled name); taken lists the names other sides already have.
func (q Pick) Answer(line string, taken []string) (string, error) {
	fields := strings.Fields(line)
	name := q.Rolled
	switch len(fields) {
	case 0:
	case 2:
		i, errI := strconv.Atoi(fields[0])
		j, errJ := strconv.Atoi(fields[1])
		if errI != nil || errJ != nil || i < 1 || i > 3 || j < 1 || j > 3 {
			return "", fmt.Errorf("%q: type two numbers from 1 to 3, e.g. \"2 3\"", line)
		}
		name = q.First[i-1] + " " + q.Second[j-1]
	default:
		return "", fmt.Errorf("%q: type two numbers from 1 to 3, e.g. \"2 3\", or just Enter", line)
	}
	if slices.Contains(taken, name) {
		return "", fmt.Errorf("%s is already taken: pick another", name)
	}
	return name, nil
}
