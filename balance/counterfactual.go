package balance

import (
	"fmt"
	"regexp"
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

// changedGame is a game whose card set has one card changed.
type changedGame struct {
	card string
	id   int
	game game.Game
}

// changedGames builds, for each counterfactual card, the game with that
// card changed in the card file. With EveryCard, cards the file cannot
// change that way (no entry of their own, no ability) are left out.
func (r *runner) changedGames(cfg *Config, c *configured, opts game.Options) ([]*changedGame, error) {
	file, err := r.sourceFile(cfg, c)
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
		if !ok {
			return nil, fmt.Errorf("%s has no card %q", c.set.Title(), name)
		}
		g, err := changeCard(cfg.Definition, file, name, mode, opts)
		switch {
		case err != nil && cfg.EveryCard:
			continue
		case err != nil:
			return nil, err
		}
		out = append(out, &changedGame{card: name, id: id, game: g})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no card can be %s (a card without an ability key can only be removed)", file.Name, replacedWords[mode])
	}
	return out, nil
}

// sourceFile is the card file the changed sets are made from: the one
// given, or the game's built-in file when the game plays exactly it.
func (r *runner) sourceFile(cfg *Config, c *configured) (CardFile, error) {
	if cfg.Cards != nil {
		return *cfg.Cards, nil
	}
	file := r.rules.builtin()
	set, err := cfg.Definition.Cards.Read(file.Name, file.Data)
	if err != nil || set.Hash() != c.game.CardSetHash() {
		return CardFile{}, fmt.Errorf("%s is not a single card file: give the card file to change with --cards", c.set.Title())
	}
	return file, nil
}

// changeCard builds the game with the named card changed in file.
func changeCard(def *game.Definition, file CardFile, name, mode string, opts game.Options) (game.Game, error) {
	data, err := editCard(file.Data, name, mode)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file.Name, err)
	}
	label := fmt.Sprintf("%s with %s %s", file.Name, name, map[string]string{ReplaceVanilla: "made vanilla", ReplaceRemove: "removed"}[mode])
	set, err := def.Cards.Read(label, data)
	if err != nil {
		return nil, err
	}
	return def.New(set, opts)
}

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
		return nil, fmt.Errorf("no entry \"- name: %s\" in its cards list to change", name)
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
