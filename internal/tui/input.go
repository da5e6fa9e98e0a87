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
	out io.Writer
	// echo writes each line read after its prompt, for input that the
	// terminal does not echo (a pipe or a file).
	echo bool
	// quitQuestion is asked when a person types q; only a yes stops the
	// game ("" : q stops it at once).
	quitQuestion string
}

func newPrompter(in io.Reader, out io.Writer, echo bool) *prompter {
	return &prompter{in: bufio.NewReader(in), out: out, echo: echo}
}

// ask prints prompt (no newline) and returns the next line, trimmed and in
// lower case. The end of input is ErrInputClosed; q and quit are ErrQuit
// once the person confirms (the end of input confirms too).
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
			return "", ErrQuit
		}
		if err != nil {
			return "", err
		}
	}
}

// line prints prompt and returns the next line, trimmed and in lower case.
func (p *prompter) line(prompt string) (string, error) {
	fmt.Fprint(p.out, prompt)
	line, err := p.in.ReadString('\n')
	if err != nil && (err != io.EOF || line == "") {
		fmt.Fprintln(p.out)
		if err == io.EOF {
			return "", ErrInputClosed
		}
		return "", fmt.Errorf("reading input: %w", err)
	}
	if p.echo {
		fmt.Fprintln(p.out, strings.TrimRight(line, "\r\n"))
	}
	return strings.ToLower(strings.TrimSpace(line)), nil
}
