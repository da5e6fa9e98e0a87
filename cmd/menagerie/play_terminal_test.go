//go:build linux

package main

import (
	"bytes"
	"errors"
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

// TestPlayThroughTerminal plays every game to the end on a pseudo-terminal
// of 80x24, against bots and hotseat, as scriptedPerson answers; every
// screen drawn fits the terminal.
func TestPlayThroughTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	for _, args := range [][]string{
		{"cardbattle", "--vs", "heuristic", "--seed", "4"},
		{"cardbattle", "--hotseat", "--seed", "5"},
		{"tableau", "--vs", "heuristic", "--seed", "6"},
		{"tableau", "--hotseat", "--players", "3", "--seed", "7"},
		{"dojo", "--vs", "heuristic", "--seed", "8"},
		{"dojo", "--hotseat", "--seed", "9"},
		{"dojo", "--players", "1", "--seed", "10"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			// A person new to the game: every hint is due.
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			out, code, stderr := playOnTerminal(t, append([]string{"play"}, args...))
			if code != exitOK {
				t.Fatalf("exit code %d; stderr: %s\noutput tail:\n%s", code, stderr, tail(ptytest.Plain(out)))
			}
			checkDeclaredHints(t, ptytest.Plain(out), args[0])
			checkScreens(t, out)
		})
	}
}

// checkScreens checks that out, what a terminal showed, is coloured and
// that every screen drawn fits 80x24.
func checkScreens(t *testing.T, out string) {
	t.Helper()
	if !strings.Contains(out, "\x1b[") {
		t.Error("no colour or screen control on a terminal")
	}
	for i, screen := range strings.Split(out, clearScreen) {
		// What a screen draws: from the clearing to its prompt.
		lines := strings.Split(ptytest.Plain(screen), "\n")
		for k, l := range lines {
			if promptLine.MatchString(l) {
				lines = lines[:k+1]
				break
			}
		}
		if len(lines) > 24 {
			t.Errorf("screen %d has %d lines:\n%s", i, len(lines), ptytest.Plain(screen))
		}
		for _, l := range lines {
			if n := len([]rune(l)); n > 80 {
				t.Errorf("screen %d has a line of %d columns: %q", i, n, l)
			}
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

// playOnTerminal runs menagerie with args on a pseudo-terminal of 80x24,
// answering each prompt as scriptedPerson does, and returns everything the
// terminal showed, the exit code and the standard error.
func playOnTerminal(t *testing.T, args []string) (string, int, string) {
	t.Helper()
	term, err := ptytest.Start(24, 80)
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
	p := &scriptedPerson{t: t}
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
