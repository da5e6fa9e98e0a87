package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// requireProfile fails unless path holds a CPU profile (a gzipped protocol
// buffer, as go tool pprof reads).
func requireProfile(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Fatalf("--cpuprofile wrote %d bytes that are not a gzipped profile", len(b))
	}
}

func TestSimCPUProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.prof")
	r := runCLI(t, "", "sim", "cardbattle", "--bots", "heuristic,random", "--games", "4", "--cpuprofile", path)
	if r.code != exitOK {
		t.Fatalf("exit code %d: %s", r.code, r.stderr)
	}
	requireProfile(t, path)
}

// TestCPUProfileIsNeverOverwritten requires every command with --cpuprofile
// to refuse a path that exists, before it does any work, and to leave the
// file as it was.
func TestCPUProfileIsNeverOverwritten(t *testing.T) {
	commands := []struct {
		name string
		args []string
	}{
		{"serve", []string{"serve", "--addr", "127.0.0.1:0", "--data", inMemory}},
		{"sim", []string{"sim", "cardbattle", "--bots", "heuristic,random", "--games", "2"}},
	}
	for _, c := range commands {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "cpu.prof")
			if err := os.WriteFile(path, []byte("kept"), 0o644); err != nil {
				t.Fatal(err)
			}
			r := runCLI(t, "", append(c.args, "--cpuprofile", path)...)
			if r.code != exitFailure || !strings.Contains(r.stderr, "--cpuprofile: "+path+" already exists; refusing to overwrite it") {
				t.Errorf("exit code %d, stderr %q; want a refusal naming the flag and the file", r.code, r.stderr)
			}
			if r.stdout != "" {
				t.Errorf("printed %q before refusing", r.stdout)
			}
			if b, _ := os.ReadFile(path); string(b) != "kept" {
				t.Errorf("the existing file now holds %q", b)
			}
		})
	}
}
