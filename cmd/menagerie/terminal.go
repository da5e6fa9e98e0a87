package main

import (
	"os"

	"golang.org/x/term"
)

// terminalHeight is the number of rows of the terminal f shows on, or 0
// when f is no terminal or its size is unknown (a screen then takes 24).
func terminalHeight(f any) int {
	file, ok := f.(*os.File)
	if !ok || !isTerminal(file) {
		return 0
	}
	_, rows, err := term.GetSize(int(file.Fd()))
	if err != nil || rows < 24 {
		return 0
	}
	return rows
}
