package dirlock

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// holdEnv, set to a lock file's path, makes the test binary a process
// that takes that lock, says "held" and keeps it until killed.
const holdEnv = "DIRLOCK_TEST_HOLD"

// held keeps the holding process's lock reachable: a lock nobody refers
// to has its file closed by the garbage collector, which lets it go.
var held *Lock

func TestMain(m *testing.M) {
	if path := os.Getenv(holdEnv); path != "" {
		var err error
		if held, err = Acquire(path); err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		fmt.Println("held")
		// Sleep, not select {}: with every goroutine blocked for good the
		// runtime ends the process as deadlocked, which lets the lock go.
		for {
			time.Sleep(time.Hour)
		}
	}
	os.Exit(m.Run())
}

// TestAcquireRefusesWhileHeld takes the lock, checks that a second
// Acquire is refused with a sentence naming the holder as the lock file
// says it, and that the lock can be taken again once released.
func TestAcquireRefusesWhileHeld(t *testing.T) {
	host, _ := os.Hostname()
	tests := []struct {
		name     string
		contents *string // written over the lock file while held; nil: what Acquire wrote
		want     string
	}{
		{"as written", nil, fmt.Sprintf("process %d on host %q, started ", os.Getpid(), host)},
		{"empty", ptr(""), "another process (the lock file does not say which) holds the lock "},
		{"not JSON", ptr("pid 12\n"), "another process (the lock file does not say which) holds the lock "},
		{"no pid", ptr(`{"host":"h"}`), "another process (the lock file does not say which) holds the lock "},
		{"long", ptr(`{"pid":7,"host":"` + strings.Repeat("h", 2*maxHolderBytes) + `"}`), "another process (the lock file does not say which) holds the lock "},
		{"another host", ptr(`{"pid":7,"host":"elsewhere","started":"2026-01-02T03:04:05Z"}`), `process 7 on host "elsewhere", started 2026-01-02 03:04:05 UTC, holds the lock `},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "lock")
			l, err := Acquire(path)
			if err != nil {
				t.Fatalf("Acquire: %v", err)
			}
			if tt.contents != nil {
				if err := os.WriteFile(path, []byte(*tt.contents), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			_, err = Acquire(path)
			var held *HeldError
			if !errors.As(err, &held) || held.Path != path || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("second Acquire = %v; want a *HeldError containing %q", err, tt.want)
			}
			if err := l.Release(); err != nil {
				t.Fatalf("Release: %v", err)
			}
			l, err = Acquire(path)
			if err != nil {
				t.Fatalf("Acquire after Release: %v", err)
			}
			l.Release()
		})
	}
}

func ptr(s string) *string { return &s }

// TestAcquireRefusesASymbolicLink: a link where the lock file goes is
// never followed, so its target is never written.
func TestAcquireRefusesASymbolicLink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	if err := os.WriteFile(target, []byte("keep me"), 0o600); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "lock")
	if err := os.Symlink(target, path); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if l, err := Acquire(path); err == nil || !strings.Contains(err.Error(), "symbolic link") {
		if err == nil {
			l.Release()
		}
		t.Errorf("Acquire of a symbolic link: %v; want a refusal", err)
	}
	if data, _ := os.ReadFile(target); string(data) != "keep me" {
		t.Errorf("the link's target was changed to %q", data)
	}
}

// TestKilledHolderLetsGo has another process take the lock, checks that
// it is named in the refusal, kills it with no chance to release the lock,
// and takes the lock over its file.
func TestKilledHolderLetsGo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lock")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), holdEnv+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	if line, err := bufio.NewReader(out).ReadString('\n'); line != "held\n" {
		t.Fatalf("the holding process said %q, %v; want held", line, err)
	}
	want := fmt.Sprintf("process %d on host ", cmd.Process.Pid)
	if _, err := Acquire(path); err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("Acquire while another process holds the lock = %v; want an error containing %q", err, want)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	l, err := Acquire(path)
	if err != nil {
		t.Fatalf("Acquire after the holder was killed: %v", err)
	}
	if err := l.Release(); err != nil {
		t.Fatalf("Release: %v", err)
	}
}
