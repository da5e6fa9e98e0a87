package balance

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"menagerie/game"
)

// How a counterfactual changes a card.
const (
	// ReplaceVanilla keeps the card (name, tier, power, copies) but takes
	// away its ability: a vanilla card of its tier. Shuffles stay the same.
	ReplaceVanilla = "vanilla"
	// ReplaceRemove takes the card out of the card file.
	ReplaceRemove = "remove"
)

// changedGame is a game whose card set has one card changed for every
// seat, and the games with it changed for one seat only.
type changedGame struct {
	card string
	id   int
	game game.Game
	// seats[s] is the game with seat s's copies changed; nil when the
	// engine cannot change one seat's cards that way.
	seats []game.Game
}

// changedGames builds, for each counterfactual card, the game with that
// card changed in the card file that holds it. With EveryCard, cards the
// files cannot change that way (no entry of their own, no ability) are left
// out; with several player counts, so are named cards this count's set
// does not hold (prepare checks that some count holds each).
func (r *runner) changedGames(cfg *Config, c *configured, opts game.Options) ([]*changedGame, error) {
	src, err := r.sourceFiles(cfg, c)
	if err != nil {
		return nil, err
	}
	targets := cfg.Counterfactual
	if cfg.EveryCard {
		targets = c.names[1:]
	}
	mode := cfg.replace()
	var out []*changedGame
	for _, name := range targets {
		id, ok := c.ids[name]
		switch {
		case !ok && len(cfg.Players) > 1:
			continue
		case !ok:
			return nil, fmt.Errorf("%s has no card %q", c.set.Title(), name)
		}
		g, err := src.change(cfg.Definition, name, mode, opts)
		switch {
		case err != nil && cfg.EveryCard:
			continue
		case err != nil:
			return nil, err
		}
		out = append(out, &changedGame{card: name, id: id, game: g, seats: seatGames(c.game, name, mode)})
	}
	if len(out) == 0 && cfg.EveryCard {
		return nil, fmt.Errorf("%s: no card can be %s (a card without an ability key can only be removed)", src.names(), replacedWords[mode])
	}
	return out, nil
}

// seatGames are the games with one seat's copies of the card changed, one
// per seat, or nil when the engine cannot change one seat's cards so.
func seatGames(g game.Game, name, mode string) []game.Game {
	changer, ok := g.(game.SeatCardChanger)
	if !ok {
		return nil
	}
	out := make([]game.Game, g.NumPlayers())
	for s := range out {
		var err error
		if out[s], err = changer.WithSeatCard(s, name, mode); err != nil {
			return nil
		}
	}
	return out
}

// cardFiles are the card files a game's set is read from, and how.
type cardFiles struct {
	files []game.CardFile
	// read reads the files into one set; nil: the definition reads the one
	// file.
	read func([]game.CardFile) (game.CardSet, error)
}

// sourceFiles are the card files the changed sets are made from: the one
// given, or the game's built-in files when the game plays exactly them.
func (r *runner) sourceFiles(cfg *Config, c *configured) (cardFiles, error) {
	if cfg.Cards != nil {
		return cardFiles{files: []game.CardFile{*cfg.Cards}}, nil
	}
	cards := cfg.Definition.Cards
	if cards.BuiltInFiles == nil {
		return cardFiles{}, fmt.Errorf("%s offers no built-in card files to change: give the card file to change with --cards", cfg.Definition.Title)
	}
	files, err := cards.BuiltInFiles(c.game.Options())
	if err != nil {
		return cardFiles{}, err
	}
	src := cardFiles{files: files, read: cards.ReadFiles}
	set, err := src.set(cfg.Definition, files)
	if err != nil || set.Hash() != c.game.CardSetHash() {
		return cardFiles{}, fmt.Errorf("%s is not read from the built-in card files: give the card file to change with --cards", c.set.Title())
	}
	return src, nil
}

// names lists the files' names.
func (src cardFiles) names() string {
	names := make([]string, len(src.files))
	for i, f := range src.files {
		names[i] = f.Name
	}
	return strings.Join(names, ", ")
}

// set reads files (src's, one of them changed) into one card set.
func (src cardFiles) set(def *game.Definition, files []game.CardFile) (game.CardSet, error) {
	if src.read != nil {
		return src.read(files)
	}
	if len(files) != 1 {
		return nil, fmt.Errorf("%d card files: this game reads one", len(files))
	}
	return def.Cards.Read(files[0].Name, files[0].Data)
}

// change builds the game with the named card changed in the file that
// holds its entry.
func (src cardFiles) change(def *game.Definition, name, mode string, opts game.Options) (game.Game, error) {
	for i, file := range src.files {
		data, err := editCard(file.Data, name, mode)
		switch {
		case errors.Is(err, errNoEntry) && i+1 < len(src.files):
			continue
		case err != nil:
			return nil, fmt.Errorf("%s: %w", src.names(), err)
		}
		label := fmt.Sprintf("%s with %s %s", file.Name, name, map[string]string{ReplaceVanilla: "made vanilla", ReplaceRemove: "removed"}[mode])
		files := slices.Clone(src.files)
		files[i] = game.CardFile{Name: label, Data: data}
		set, err := src.set(def, files)
		if err != nil {
			return nil, err
		}
		return def.New(set, opts)
	}
	return nil, fmt.Errorf("no card files to change")
}

// errNoEntry is editCard's error when the card has no entry of its own.
var errNoEntry = errors.New("no entry")

var (
	// cardsKey is the line that starts a card file's list of cards.
	cardsKey = regexp.MustCompile(`^cards:\s*(#.*)?$`)
	// entryLine is the first line of a block entry: "  - name: Ant".
	entryLine = regexp.MustCompile(`^(\s*)-\s+name:\s*(.*?)\s*(#.*)?$`)
)

// editCard returns a card file's text with the named card's block entry
// in the cards list removed (ReplaceRemove) or without its ability key
// (ReplaceVanilla). It edits lines, so the rest of the file, comments
// included, is kept as written; an entry written on one line ("- {name:
// ...}") is not changed and is reported.
func editCard(data []byte, name, mode string) ([]byte, error) {
	lines := strings.SplitAfter(string(data), "\n")
	start, end, dash := -1, -1, 0
	inCards := false
	for i, line := range lines {
		switch {
		case cardsKey.MatchString(line):
			inCards = true
			continue
		case !inCards || blankOrComment(line):
			continue
		}
		if start >= 0 && indentOf(line) <= dash {
			end = i
			break
		}
		if indentOf(line) == 0 {
			inCards = false
			continue
		}
		if m := entryLine.FindStringSubmatch(line); m != nil && start < 0 && strings.EqualFold(unquote(m[2]), name) {
			start, dash = i, len(m[1])
		}
	}
	if start < 0 {
		return nil, fmt.Errorf("%w \"- name: %s\" in its cards list to change", errNoEntry, name)
	}
	if end < 0 {
		end = len(lines)
		for end > start+1 && blankOrComment(lines[end-1]) {
			end--
		}
	}
	if mode == ReplaceRemove {
		return []byte(strings.Join(append(lines[:start:start], lines[end:]...), "")), nil
	}
	field := dash + strings.Index(lines[start][dash:], "name:")
	from, to := -1, end
	for i := start; i < end; i++ {
		line := lines[i]
		if i > start && (blankOrComment(line) || indentOf(line) > field) {
			continue
		}
		if from >= 0 {
			to = i
			break
		}
		if strings.HasPrefix(strings.TrimLeft(line[min(len(line), field):], " "), "ability:") && (i == start || indentOf(line) == field) {
			from = i
		}
	}
	if from < 0 {
		return nil, fmt.Errorf("%s has no ability to take away", name)
	}
	for to > from+1 && blankOrComment(lines[to-1]) {
		to--
	}
	return []byte(strings.Join(append(lines[:from:from], lines[to:]...), "")), nil
}

// blankOrComment reports whether a line holds nothing but a comment.
func blankOrComment(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || strings.HasPrefix(t, "#")
}

// indentOf is the number of spaces a line starts with.
func indentOf(line string) int { return len(line) - len(strings.TrimLeft(line, " ")) }

// unquote strips one pair of quotes from a YAML scalar.
func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}
