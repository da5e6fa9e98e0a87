//go:build linux

package ptytest

import (
	"bufio"
	"errors"
	"fmt"
	"regexp"
	"testing"
	"time"

	"golang.org/x/term"
)

// TestTerminal: the program's side is a terminal of the size asked for; a
// prompt is waited for, an answer typed reaches the program as a line, and
// Wait gives up when the program ends.
func TestTerminal(t *testing.T) {
	tt, err := Start(24, 80)
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer tt.Close()
	f := tt.File()
	if !term.IsTerminal(int(f.Fd())) {
		t.Fatal("the program's side is not a terminal")
	}
	if w, h, err := term.GetSize(int(f.Fd())); err != nil || w != 80 || h != 24 {
		t.Fatalf("size %dx%d, %v; want 80x24", w, h, err)
	}
	done := make(chan struct{})
	got := make(chan string, 1)
	go func() {
		defer close(done)
		fmt.Fprint(f, "\x1b[1mname\x1b[0m> ")
		line, _ := bufio.NewReader(f).ReadString('\n')
		got <- line
		fmt.Fprintln(f, "bye")
	}()
	prompt := regexp.MustCompile(`> $`)
	since, err := tt.Wait(prompt, 5*time.Second, nil)
	if err != nil || Plain(since) != "name> " {
		t.Fatalf("Wait: %q, %v", since, err)
	}
	if err := tt.Type("Ann"); err != nil {
		t.Fatal(err)
	}
	if line := <-got; line != "Ann\n" {
		t.Errorf("the program read %q", line)
	}
	if _, err := tt.Wait(prompt, 5*time.Second, done); !errors.Is(err, ErrStopped) {
		t.Errorf("Wait after the program ended: %v, want ErrStopped", err)
	}
}

// TestFinish: what a program wrote just before it ended is all in
// Finish's output, however fast it ended.
func TestFinish(t *testing.T) {
	for i := range 20 {
		tt, err := Start(24, 80)
		if err != nil {
			t.Skipf("no pseudo-terminal here: %v", err)
		}
		want := ""
		for k := range 200 {
			line := fmt.Sprintf("line %d of run %d", k, i)
			fmt.Fprintln(tt.File(), line)
			want += line + "\r\n"
		}
		got := tt.Finish()
		tt.Close()
		if got != want {
			t.Fatalf("run %d: Finish returned %d bytes of %d, ending %q", i, len(got), len(want), tail(got, 40))
		}
	}
}
