package main

import (
	"os"

	"golang.org/x/term"
)

// terminalSize is the columns and rows of the terminal f shows on, each 0
// when f is no terminal, its size is unknown or smaller than 80x24 (a
// screen then takes 80 columns and 24 rows).
func terminalSize(f any) (cols, rows int) {
	file, ok := f.(*os.File)
	if !ok || !isTerminal(file) {
		return 0, 0
	}
	cols, rows, err := term.GetSize(int(file.Fd()))
	if err != nil {
		return 0, 0
	}
	if cols < 80 {
		cols = 0
	}
	if rows < 24 {
		rows = 0
	}
	return cols, rows
}
