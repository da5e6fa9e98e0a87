//go:build linux

package main

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/ptytest"
	"menagerie/registry"
)

// terminalPrompt matches the end of every prompt play shows: a menu's or a
// dialog's "> ", the "Enter ..." of a step, page or passed screen, and a
// yes-or-no question.
var terminalPrompt = regexp.MustCompile(`(> |Enter.* |\(y/n\) )$`)

// promptLine matches a prompt with the answer typed after it.
var promptLine = regexp.MustCompile(`(> |Enter.* |\(y/n\) )`)

// clearScreen is how play clears a terminal before each screen.
const clearScreen = "\x1b[3J\x1b[H\x1b[2J"

// TestPlayThroughTerminal plays every game to the end on pseudo-terminals
// of 80x24 and 120x40, against bots and hotseat, as scriptedPerson
// answers: every screen drawn fits the terminal, and no line of anything
// shown is wider than the terminal, so that the terminal never breaks a
// word; a line shortened with "…" is cut between words, and at 120x40
// none is.
func TestPlayThroughTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	for _, size := range []struct{ rows, cols int }{{24, 80}, {40, 120}} {
		for _, args := range [][]string{
			{"cardbattle", "--vs", "heuristic", "--seed", "4"},
			{"cardbattle", "--hotseat", "--seed", "5"},
			{"tableau", "--vs", "heuristic", "--seed", "6"},
			{"tableau", "--hotseat", "--players", "3", "--seed", "7"},
			{"dojo", "--vs", "heuristic", "--seed", "8"},
			{"dojo", "--hotseat", "--seed", "9"},
			{"dojo", "--players", "1", "--seed", "10"},
		} {
			t.Run(fmt.Sprintf("%dx%d %s", size.cols, size.rows, strings.Join(args, " ")), func(t *testing.T) {
				// A person new to the game: every hint is due.
				t.Setenv("XDG_CONFIG_HOME", t.TempDir())
				out, code, stderr := playOnTerminal(t, append([]string{"play"}, args...), size.rows, size.cols)
				if code != exitOK {
					t.Fatalf("exit code %d; stderr: %s\noutput tail:\n%s", code, stderr, tail(ptytest.Plain(out)))
				}
				checkDeclaredHints(t, ptytest.Plain(out), args[0])
				described := map[string]string{"cardbattle": "Meat Bone: perk food", "dojo": "Bear Cub: Bear level 1"}[args[0]]
				if !strings.Contains(ptytest.Plain(out), described) {
					t.Errorf("the description asked for (%q) is not shown", described)
				}
				checkScreens(t, out, gameWords(t, args[0]), size.rows, size.cols)
				if size.cols > 80 {
					// A wider and taller terminal shows every text whole.
					for _, l := range strings.Split(ptytest.Plain(out), "\n") {
						if strings.Contains(l, "…") && !strings.Contains(l, "(v shows the whole view)") {
							t.Errorf("a line is cut on a terminal of %d columns: %q", size.cols, l)
						}
					}
				}
				for i, screen := range strings.Split(out, clearScreen) {
					// Dojo's play prompt shows the hand played from.
					if screen = ptytest.Plain(screen); strings.Contains(screen, ", your play: ") && !strings.Contains(screen, "your hand") {
						t.Errorf("screen %d asks for a play without the hand:\n%s", i, screen)
					}
				}
			})
		}
	}
}

// word is a word as checkScreens compares it: in lower case, without the
// punctuation around it, and the last part of a card's marks ("5◆cap").
func word(w string) string {
	if i := strings.LastIndex(w, "◆"); i >= 0 {
		w = w[i+len("◆"):]
	}
	return strings.ToLower(strings.Trim(w, ",;:.!?()\""))
}

// gameWords returns the words of a game's card list and declared hints.
func gameWords(t *testing.T, name string) map[string]bool {
	t.Helper()
	r := runCLI(t, "", "cards", name)
	e, err := registry.Lookup(name)
	if r.code != exitOK || err != nil {
		t.Fatalf("cards %s: exit code %d, %v", name, r.code, err)
	}
	text := r.stdout
	for _, p := range e.Schema.Phases {
		text += " " + p.Title + " " + p.Hint
	}
	words := map[string]bool{}
	for _, w := range strings.Fields(text) {
		words[word(w)] = true
	}
	return words
}

// checkScreens checks what a terminal of rows by cols showed: it is
// coloured, each screen (from its clearing to its prompt) fits its rows, no line is wider than
// cols, and a line cut short with "…" was cut after a whole word: the word
// before the "…" is one of the game's texts or one the output shows
// elsewhere whole (a cut one, like "powe" for "power", is neither).
func checkScreens(t *testing.T, out string, words map[string]bool, rows, cols int) {
	t.Helper()
	if !strings.Contains(out, "\x1b[") {
		t.Error("no colour or screen control on a terminal")
	}
	for _, w := range strings.Fields(strings.ReplaceAll(ptytest.Plain(out), "◆", " ")) {
		if !strings.Contains(w, "…") {
			words[word(w)] = true
		}
	}
	for i, screen := range strings.Split(out, clearScreen) {
		lines := strings.Split(ptytest.Plain(screen), "\n")
		drawn := len(lines)
		for k, l := range lines {
			if n := len([]rune(l)); n > cols {
				t.Errorf("screen %d has a line of %d columns: %q", i, n, l)
			}
			for _, w := range strings.Fields(l) {
				if cut, _, ok := strings.Cut(w, "…"); ok && cut != "" && !words[word(cut)] {
					t.Errorf("screen %d cuts a word (%q): %q", i, cut, l)
				}
			}
			if promptLine.MatchString(l) && drawn == len(lines) {
				drawn = k + 1
			}
		}
		if drawn > rows {
			t.Errorf("screen %d has %d lines:\n%s", i, drawn, ptytest.Plain(screen))
		}
	}
}

// checkDeclaredHints checks that plain, what a terminal showed, shows
// hints and that each begins as one the game declares for a phase.
func checkDeclaredHints(t *testing.T, plain, name string) {
	t.Helper()
	e, err := registry.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	const opening = 40 // the columns of a hint's first line compared
	shown := strings.Split(plain, "hint: ")[1:]
	if len(shown) == 0 {
		t.Error("no hint was shown to a person new to the game")
	}
	for _, text := range shown {
		declared := slices.ContainsFunc(e.Schema.Phases, func(p game.Phase) bool {
			return strings.HasPrefix(text, p.Hint[:min(opening, len(p.Hint))])
		})
		if !declared {
			t.Errorf("a hint the game does not declare: %q", text[:min(opening, len(text))])
		}
	}
}

// playOnTerminal runs menagerie with args on a pseudo-terminal of rows by
// cols,
// answering each prompt as scriptedPerson does, and returns everything the
// terminal showed, the exit code and the standard error.
func playOnTerminal(t *testing.T, args []string, rows, cols int) (string, int, string) {
	t.Helper()
	return playScriptOnTerminal(t, args, rows, cols, &scriptedPerson{t: t, info: map[string]string{"cardbattle": "i Meat Bone", "dojo": "i Bear Cub"}[args[1]]})
}

// TestTypedAheadOnTerminal: a command typed while the program computes
// (u, typed with best) is carried out and shown after the prompt it
// answers, and an Enter pressed once too often at a page answers nothing.
func TestTypedAheadOnTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	p := &scriptedPerson{t: t, typeAhead: true}
	out, code, stderr := playScriptOnTerminal(t, []string{"play", "cardbattle", "--vs", "heuristic", "--seed", "4"}, 24, 80, p)
	plain := ptytest.Plain(out)
	if code != exitOK {
		t.Fatalf("exit code %d; stderr: %s\noutput tail:\n%s", code, stderr, tail(plain))
	}
	if !p.typedBest || !strings.Contains(plain, "The best order found") {
		t.Fatal("the game never asked for a deck order, or best found none")
	}
	if !strings.Contains(plain, "deck> u\n") {
		t.Error("the u typed during the computation is not shown after the prompt it answers")
	}
	if strings.Contains(plain, "Nothing to undo.") {
		t.Error("u undid nothing: best's order was not in place when it ran")
	}
	if strings.Contains(plain, `"" is not a`) {
		t.Error("an extra Enter at a page was read as an answer to the next question")
	}
}

// playScriptOnTerminal runs menagerie with args on a pseudo-terminal of
// rows by cols, answering each prompt as p does, and returns everything
// the terminal showed, the exit code and the standard error.
func playScriptOnTerminal(t *testing.T, args []string, rows, cols int, p *scriptedPerson) (string, int, string) {
	t.Helper()
	term, err := ptytest.Start(rows, cols)
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer term.Close()
	var stderr bytes.Buffer
	done, code := make(chan struct{}), 0
	go func() {
		defer close(done)
		code = run(args, term.File(), term.File(), &stderr)
	}()
	for answers := 0; ; answers++ {
		since, err := term.Wait(terminalPrompt, 30*time.Second, done)
		if errors.Is(err, ptytest.ErrStopped) {
			break
		}
		if err != nil {
			t.Fatalf("after %d answers: %v", answers, err)
		}
		plain := ptytest.Plain(since)
		prompt := plain[strings.LastIndex(plain, "\n")+1:]
		answer, ok := p.answer(prompt, plain)
		if !ok {
			t.Fatalf("unexpected prompt %q after:\n%s", prompt, tail(plain))
		}
		if answers > 5000 {
			t.Fatal("the game did not end after 5000 answers")
		}
		if err := term.Type(answer); err != nil {
			t.Fatal(err)
		}
	}
	<-done
	return term.Finish(), code, stderr.String()
}
