package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"menagerie/game"
)

// The Card Battle rulebook's optional team-name generator: a rock die
// rolled for each column picks one of three rows, and the team takes a
// word from each rolled row. Every game's sides are named with it.
var (
	nameFirstWords = [3][3]string{
		{"The Rude", "The HUUUGE", "The Screaming"},
		{"The Smooth", "The Fizzy", "The Gasping"},
		{"The Helpless", "The Iconic", "The Super Auto"},
	}
	nameSecondWords = [3][3]string{
		{"Bagels", "Teapots", "Fuddy-Duddies"},
		{"Burglars", "Robots", "Turtles"},
		{"Hipsters", "Eggplants", "Pets"},
	}
	// rockDieRows is the rock die: its faces show 0, 0, 1, 1, 2 and 2
	// rocks, and the rocks rolled number the row.
	rockDieRows = [6]int{0, 0, 1, 1, 2, 2}
)

// teamNameStream is the stream of the game's seed the names are rolled
// with, apart from the engine's and the bots'.
const teamNameStream = 0x7ea3

// namePick is one side's two rolled rows of the word table, with the
// words the dice would pick for it.
type namePick struct {
	first, second [3]string
	// rolled is the name picked at random from the rows.
	rolled string
}

// rollNamePick rolls a side's two rows and picks a word from each.
func rollNamePick(rng *game.RNG) namePick {
	q := namePick{
		first:  nameFirstWords[rockDieRows[rng.IntN(len(rockDieRows))]],
		second: nameSecondWords[rockDieRows[rng.IntN(len(rockDieRows))]],
	}
	q.rolled = q.first[rng.IntN(3)] + " " + q.second[rng.IntN(3)]
	return q
}

// namePicks rolls each of n sides' rows from the game's seed, every side a
// different name, so that the same seed always names the sides alike.
func namePicks(seed uint64, n int) []namePick {
	rng := game.NewRNG(game.Mix(seed, teamNameStream))
	picks := make([]namePick, 0, n)
	taken := make([]string, 0, n)
	for len(picks) < n {
		q := rollNamePick(&rng)
		// A name already taken is rolled again: with 81 names and at most
		// a few sides a roll is free almost every time.
		for tries := 0; slices.Contains(taken, q.rolled); tries++ {
			if tries == 100 {
				q.rolled = firstFreeName(taken)
				break
			}
			q = rollNamePick(&rng)
		}
		picks = append(picks, q)
		taken = append(taken, q.rolled)
	}
	return picks
}

// firstFreeName is the first name of the table, in reading order, that
// is not taken.
func firstFreeName(taken []string) string {
	for _, row := range nameFirstWords {
		for _, first := range row {
			for _, srow := range nameSecondWords {
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

// TeamNames gives n distinct team names, rolled from the game's seed: the
// same seed always names the sides alike.
func TeamNames(seed uint64, n int) []string {
	names := make([]string, n)
	for i, q := range namePicks(seed, n) {
		names[i] = q.rolled
	}
	return names
}

// question is what a person is shown to pick their own team name from
// their rolled rows.
func (q namePick) question() []string {
	row := func(words [3]string) string {
		return fmt.Sprintf("1) %-14s 2) %-14s 3) %s", words[0], words[1], words[2])
	}
	return []string{
		"Name your team: a word from each row the rock dice rolled.",
		"  first:  " + row(q.first),
		"  second: " + row(q.second),
		`Type two numbers (e.g. "2 3"), or Enter for ` + q.rolled + ".",
	}
}

// answer reads a person's pick of their team name ("2 3": the second
// word of the first row and the third of the second row; empty: the
// rolled name); taken lists the names other sides already have.
func (q namePick) answer(line string, taken []string) (string, error) {
	fields := strings.Fields(line)
	name := q.rolled
	switch len(fields) {
	case 0:
	case 2:
		i, errI := strconv.Atoi(fields[0])
		j, errJ := strconv.Atoi(fields[1])
		if errI != nil || errJ != nil || i < 1 || i > 3 || j < 1 || j > 3 {
			return "", fmt.Errorf("%q: type two numbers from 1 to 3, e.g. \"2 3\"", line)
		}
		name = q.first[i-1] + " " + q.second[j-1]
	default:
		return "", fmt.Errorf("%q: type two numbers from 1 to 3, e.g. \"2 3\", or just Enter", line)
	}
	if slices.Contains(taken, name) {
		return "", fmt.Errorf("%s is already taken: pick another", name)
	}
	return name, nil
}

// pickNames lets each person, in seat order, pick their team name from
// the rows the dice rolled for their seat (the seed's, as TeamNames rolls
// them), when cfg.PickNames asks for it. ask shows a note (what was wrong
// with the last answer, or "") and the question's lines to the person in
// seat and returns their answer. Each name picked replaces the seat's in
// cfg.Names, the caller's slice, which holds one name per seat.
func pickNames(cfg Config, people []game.Player, ask func(seat game.Player, note string, question []string) (string, error)) error {
	if !cfg.PickNames {
		return nil
	}
	n := cfg.Game.NumPlayers()
	if len(cfg.Names) != n {
		return fmt.Errorf("%d team names for %d seats", len(cfg.Names), n)
	}
	picks := namePicks(cfg.Seed, n)
	for _, seat := range people {
		q := picks[seat]
		others := slices.Delete(slices.Clone(cfg.Names), int(seat), int(seat)+1)
		note := ""
		for {
			line, err := ask(seat, note, q.question())
			if err != nil {
				return err
			}
			name, err := q.answer(line, others)
			if err == nil {
				cfg.Names[seat] = name
				break
			}
			note = err.Error()
		}
	}
	return nil
}
