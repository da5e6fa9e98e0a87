package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"menagerie/game"
	"menagerie/registry"
)

// saveFormat is the format of the saved games this program writes and
// reads.
const saveFormat = 1

// savedGame is a game that people stopped to go on with later (`play
// --resume FILE`): the sealed record of the game so far, who plays each
// seat, the team names and the play options given when it started.
type savedGame struct {
	Format int `json:"format"`
	// Record is the game so far, sealed: a record edited since no longer
	// replays to its outcome.
	Record json.RawMessage `json:"record"`
	// Seats holds, per seat, personSeat or the spec of the bot playing it.
	Seats     []string `json:"seats"`
	TeamNames []string `json:"team_names"`
	// Options are the play options given, by flag name (e.g. "no-hints":
	// "true"); the game's own rule options are in the record.
	Options map[string]string `json:"play_options,omitempty"`
}

// maxTeamName bounds a team name read from a saved game.
const maxTeamName = 40

// encodeSave seals the record and encodes the saved game as indented JSON.
func encodeSave(rec *game.Record, seats, names []string, options map[string]string) ([]byte, error) {
	if err := rec.Seal(); err != nil {
		return nil, fmt.Errorf("the game so far does not replay, so it was not saved: %w", err)
	}
	data, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	out, err := json.MarshalIndent(savedGame{Format: saveFormat, Record: data, Seats: seats, TeamNames: names, Options: options}, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(out, '\n'), nil
}

// resumable is a saved game read and checked: the game rebuilt, the
// record that replays to where it stopped, and the rest of the file.
type resumable struct {
	entry *registry.Entry
	game  game.Game
	rec   *game.Record
	save  savedGame
}

// decodeSave reads a saved game and checks everything in it: the record
// replays to the outcome it was sealed with and the game is not over,
// every seat is a person or a bot of this game, at least one a person,
// and the team names are one per seat, distinct and printable. cards is
// the card set the game was played with (nil: the built-in cards).
func decodeSave(data []byte, cards game.CardSet) (*resumable, error) {
	s, rec, err := parseSave(data)
	if err != nil {
		return nil, err
	}
	if rec.Outcome == nil {
		return nil, fmt.Errorf("the game record is not sealed, as a saved game's always is: the file was changed")
	}
	e, g, err := registry.ForRecord(rec, cards)
	if err != nil {
		return nil, err
	}
	st, err := game.Replay(g, rec)
	if err != nil {
		return nil, err
	}
	if st.IsTerminal() {
		return nil, fmt.Errorf("the saved game is over: there is nothing left to play")
	}
	n := g.NumPlayers()
	if len(s.Seats) != n {
		return nil, fmt.Errorf("seats: %d for a game of %d players", len(s.Seats), n)
	}
	if _, err := seatAgents(s.Seats, g); err != nil {
		return nil, fmt.Errorf("seats: %w", err)
	}
	if !slices.Contains(s.Seats, personSeat) {
		return nil, fmt.Errorf("seats: no seat is played by a person")
	}
	if err := checkTeamNames(s.TeamNames, n); err != nil {
		return nil, fmt.Errorf("team_names: %w", err)
	}
	return &resumable{entry: e, game: g, rec: rec, save: s}, nil
}

// parseSave decodes a saved game and its record, refusing unknown
// fields, another format and a record that is not one.
func parseSave(data []byte) (savedGame, *game.Record, error) {
	var s savedGame
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, nil, fmt.Errorf("not a saved game: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return s, nil, fmt.Errorf("not a saved game: trailing data after the JSON value")
	}
	if s.Format != saveFormat {
		return s, nil, fmt.Errorf("saved game format %d: this program reads format %d", s.Format, saveFormat)
	}
	if len(s.Record) == 0 {
		return s, nil, fmt.Errorf("the saved game has no record")
	}
	rec, err := game.ParseRecord(s.Record)
	return s, rec, err
}

// checkTeamNames checks that names name n sides, each with a different,
// short, printable name.
func checkTeamNames(names []string, n int) error {
	if len(names) != n {
		return fmt.Errorf("%d names for %d sides", len(names), n)
	}
	for i, name := range names {
		switch {
		case strings.TrimSpace(name) == "":
			return fmt.Errorf("seat P%d has no name", i+1)
		case utf8.RuneCountInString(name) > maxTeamName:
			return fmt.Errorf("seat P%d: the name is longer than %d characters", i+1, maxTeamName)
		case strings.ContainsFunc(name, func(r rune) bool { return !unicode.IsPrint(r) }):
			return fmt.Errorf("seat P%d: %q has a character that cannot be shown", i+1, name)
		case slices.Contains(names[:i], name):
			return fmt.Errorf("%q names two sides", name)
		}
	}
	return nil
}
