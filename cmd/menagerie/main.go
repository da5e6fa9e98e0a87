// Command menagerie plays, simulates and studies animal card-battle games.
//
// It is wiring only: it reads flags and files, calls the rules engines and
// prints what they return. Run "menagerie --help" for the commands.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"
)

// Exit codes.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
	// exitInterrupted is the shell's code for a program ended by Ctrl-C
	// (128 + SIGINT): a command that stops early on Ctrl-C exits with it.
	exitInterrupted = 130
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command line args and returns the exit code. Errors go to
// stderr as "menagerie: message", cut to maxErrorLines lines and
// maxErrorBytes bytes; usage errors add a hint to the command's help.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRootCmd()
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	cmd, err := root.ExecuteC()
	if err == nil {
		return exitOK
	}
	printError(stderr, err)
	var usage usageError
	if errors.As(err, &usage) {
		fmt.Fprintf(stderr, "Run '%s --help' for usage.\n", cmd.CommandPath())
		return exitUsage
	}
	if errors.Is(err, context.Canceled) {
		return exitInterrupted
	}
	return exitFailure
}

// The most of an error message that run prints: a huge bad input or
// thousands of errors in one file must not flood the terminal.
const (
	maxErrorLines = 200
	maxErrorBytes = 64 << 10
)

// printError writes "menagerie: message" to w, cut after maxErrorLines lines
// or maxErrorBytes bytes, whichever comes first, with a last line saying
// how much was left out.
func printError(w io.Writer, err error) {
	msg := err.Error()
	head := cutMessage(msg, maxErrorLines, maxErrorBytes)
	fmt.Fprintf(w, "menagerie: %s\n", head)
	if rest := strings.TrimPrefix(msg[len(head):], "\n"); rest != "" {
		lines, unit := strings.Count(rest, "\n")+1, "lines"
		if lines == 1 {
			unit = "line"
		}
		fmt.Fprintf(w, "menagerie: ... %d more bytes (%d more %s) of this error left out\n", len(rest), lines, unit)
	}
}

// cutMessage returns the start of msg that fits in maxLines lines and
// maxBytes bytes, ending at a line break when one is within the limits and
// never inside a UTF-8 character.
func cutMessage(msg string, maxLines, maxBytes int) string {
	end := len(msg)
	if end > maxBytes {
		end = maxBytes
		if nl := strings.LastIndexByte(msg[:end], '\n'); nl >= 0 {
			end = nl
		}
		for end > 0 && !utf8.RuneStart(msg[end]) {
			end--
		}
	}
	lines := 1
	for i := 0; i < end; i++ {
		if msg[i] == '\n' {
			if lines == maxLines {
				return msg[:i]
			}
			lines++
		}
	}
	return msg[:end]
}

// usageError is a mistake in how a command was called: an unknown command or
// flag, a missing argument or a bad flag value. It exits with exitUsage.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef returns a usageError with a formatted message.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}
