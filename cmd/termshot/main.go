// Command termshot draws a captured terminal screen as an SVG picture:
//
//	termshot [-title TITLE] [-cols N] [-rows N] CAPTURE SVG
//
// CAPTURE is the screen's text with its colour escape sequences, as
// `tmux capture-pane -p -e` prints it; docs/screens/capture.sh makes the
// README's screenshots with it.
package main

import (
	"flag"
	"fmt"
	"os"

	"menagerie/internal/termshot"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "termshot:", err)
		os.Exit(1)
	}
}

// run draws the capture named in args as the SVG file named after it.
func run(args []string) error {
	fs := flag.NewFlagSet("termshot", flag.ContinueOnError)
	var opt termshot.Options
	fs.StringVar(&opt.Title, "title", "", "the window's `TITLE` (none: no title bar)")
	fs.IntVar(&opt.Columns, "cols", 80, "the terminal's width in columns")
	fs.IntVar(&opt.Rows, "rows", 24, "the terminal's height in rows")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: termshot [-title TITLE] [-cols N] [-rows N] CAPTURE SVG")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return fmt.Errorf("want a capture file and an SVG file, got %d arguments", fs.NArg())
	}
	in, out := fs.Arg(0), fs.Arg(1)
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	screen, err := termshot.Parse(f)
	if err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	w, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := screen.SVG(w, opt); err != nil {
		w.Close()
		return fmt.Errorf("%s: %w", out, err)
	}
	return w.Close()
}
