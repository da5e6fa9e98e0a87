package tui

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ErrQuit is returned when a person types q (or quit) to stop a game.
var ErrQuit = errors.New("quit at a person's request")

// ErrInputClosed is returned when input ends while a person is asked for a
// choice.
var ErrInputClosed = errors.New("input ended")

// prompter asks a person for lines of input.
type prompter struct {
	in  *bufio.Reader
	src io.Reader // what in reads, to look for lines typed ahead
	out io.Writer
	// echo writes each line read after its prompt, for input that the
	// terminal does not echo (a pipe or a file).
	echo bool
	// style is the screen's: prompts and messages are wrapped to its
	// columns, and at a terminal a line typed before its prompt appeared
	// is shown after the prompt (the screen drawn since has hidden it) and
	// an empty one is dropped, so that an Enter pressed once too often at
	// a page answers nothing.
	style style
	// quitQuestion is asked when a person types q; only a yes stops the
	// game ("" : q stops it at once).
	quitQuestion string
	// save, when set, saves the game when a person stops it: into the
	// file or directory where names ("": the default place), returning
	// the file written.
	save func(where string) (string, error)
}

func newPrompter(in io.Reader, out io.Writer, echo bool) *prompter {
	return &prompter{in: bufio.NewReader(in), src: in, out: out, echo: echo}
}

// ask prints prompt (no newline) and returns the next line, trimmed and in
// lower case. The end of input is ErrInputClosed; q and quit are ErrQuit
// once the person confirms (the end of input confirms too) and the game
// is saved (see stop); when it cannot be and the person goes on playing,
// prompt is asked again.
func (p *prompter) ask(prompt string) (string, error) {
	for {
		line, err := p.line(prompt)
		if err != nil || (line != "q" && line != "quit") {
			return line, err
		}
		if p.quitQuestion == "" {
			return "", ErrQuit
		}
		sure, err := p.line(p.quitQuestion + " (y/n) ")
		if errors.Is(err, ErrInputClosed) || sure == "y" || sure == "yes" {
			if err := p.stop(err); err != nil {
				return "", err
			}
			continue
		}
		if err != nil {
			return "", err
		}
	}
}

// stop saves the game of a person who stopped it, when there is a save,
// and returns ErrQuit; closed is the error that ended the question (nil,
// or ErrInputClosed when the input ended). When the save fails it says
// why and asks where else to save, and the person may instead go on
// playing (stop then returns nil) or stop without saving.
func (p *prompter) stop(closed error) error {
	if p.save == nil {
		return ErrQuit
	}
	where := ""
	for {
		file, err := p.save(where)
		if err == nil {
			// The command is on a line of its own, never wrapped: the
			// person types it as it stands.
			p.say(fmt.Sprintf("The game is saved in %s. To go on from here, type:", file))
			fmt.Fprintf(p.out, "  menagerie play --resume %s\n", file)
			return ErrQuit
		}
		p.say(fmt.Sprintf("The game is not saved: %v.", err))
		if closed != nil {
			return fmt.Errorf("%w; the game is not saved: %w", closed, err)
		}
		where, closed = p.rawLine("Save it where? Give a file or a directory, press Enter to go on playing, or type q to stop without saving: ")
		switch {
		case closed != nil:
			return fmt.Errorf("%w; the game is not saved: %w", closed, err)
		case where == "":
			return nil
		case where == "q" || where == "quit":
			return ErrQuit
		}
	}
}

// line prints prompt and returns the next line, trimmed and in lower case.
func (p *prompter) line(prompt string) (string, error) {
	line, err := p.rawLine(prompt)
	return strings.ToLower(line), err
}

// say writes text wrapped to the screen's width.
func (p *prompter) say(text string) {
	writeLines(p.out, wrap(text, p.style.cols()))
}

// rawLine prints prompt, wrapped to the width with its last line left open
// for the answer, and returns the next line, trimmed.
func (p *prompter) rawLine(prompt string) (string, error) {
	lines := wrap(prompt, p.style.cols()-1)
	if len(lines) > 1 {
		writeLines(p.out, lines[:len(lines)-1])
		prompt = lines[len(lines)-1] + prompt[len(strings.TrimRight(prompt, " ")):]
	}
	// The bytes typed before the prompt appeared: the lines they make
	// were typed ahead.
	ahead := p.typedAhead()
	fmt.Fprint(p.out, prompt)
	for {
		line, err := p.in.ReadString('\n')
		if err != nil && (err != io.EOF || line == "") {
			fmt.Fprintln(p.out)
			if err == io.EOF {
				return "", ErrInputClosed
			}
			return "", fmt.Errorf("reading input: %w", err)
		}
		early := ahead > 0
		ahead -= len(line)
		line = strings.TrimSpace(line)
		if early && line == "" {
			continue
		}
		if p.echo || early {
			fmt.Fprintln(p.out, line)
		}
		return line, nil
	}
}

// typedAhead returns how many bytes a person at a terminal typed before
// they were asked for (0 elsewhere).
func (p *prompter) typedAhead() int {
	if !p.style.terminal {
		return 0
	}
	return p.in.Buffered() + typedAhead(p.src)
}
