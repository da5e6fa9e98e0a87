package main

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// snapshot describes every entry under dir: a file by its content, a
// symbolic link by where it points, a directory by its name.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			dest, err := os.Readlink(path)
			entries[rel] = "link to " + dest
			return err
		case d.IsDir():
			entries[rel] = "directory"
		default:
			data, err := os.ReadFile(path)
			entries[rel] = "file: " + string(data)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return entries
}

// occupant is something already at the path a command is asked to write.
type occupant struct {
	name  string
	put   func(t *testing.T, path string)
	error string // what the command's error says
}

// occupants are every kind of thing a command must not write over or
// through.
var occupants = []occupant{
	{"file", func(t *testing.T, path string) { mustWrite(t, path, "keep me") }, "already exists; refusing to overwrite it"},
	{"directory", func(t *testing.T, path string) { mustMkdir(t, path) }, "already exists; refusing to overwrite it"},
	{"symbolic link to a file", func(t *testing.T, path string) {
		mustWrite(t, filepath.Join(filepath.Dir(path), "target.txt"), "keep me too")
		mustSymlink(t, "target.txt", path)
	}, "is a symbolic link; refusing to write through it"},
	{"symbolic link to nowhere", func(t *testing.T, path string) { mustSymlink(t, "nowhere.json", path) },
		"is a symbolic link; refusing to write through it"},
	{"symbolic link to a directory", func(t *testing.T, path string) {
		mustMkdir(t, filepath.Join(filepath.Dir(path), "elsewhere"))
		mustSymlink(t, "elsewhere", path)
	}, "is a symbolic link; refusing to write through it"},
}

func mustWrite(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mustMkdir(t *testing.T, path string) {
	t.Helper()
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
}

func mustSymlink(t *testing.T, dest, path string) {
	t.Helper()
	if err := os.Symlink(dest, path); err != nil {
		t.Fatal(err)
	}
}

// TestCommandsNeverOverwrite asks every command that writes a file to
// write where something already is, and checks that it refuses before it
// plays or simulates anything, leaving every file and link as it was.
func TestCommandsNeverOverwrite(t *testing.T) {
	recordFlag := func(args ...string) func(dir string) ([]string, string) {
		return func(dir string) ([]string, string) {
			path := filepath.Join(dir, "game.json")
			return append(args, "--record", path), path
		}
	}
	recordsDir := func(args ...string) func(dir string) ([]string, string) {
		return func(dir string) ([]string, string) {
			records := filepath.Join(dir, "records")
			mustMkdir(t, records)
			return append(args, "--games", "2", "--records", records), recordPath(records, 0)
		}
	}
	chartFile := func(args ...string) func(dir string) ([]string, string) {
		return func(dir string) ([]string, string) {
			path := filepath.Join(dir, "strength.svg")
			return append(args, "--games", "2", "--chart", path), path
		}
	}
	commands := []struct {
		name  string
		stdin string
		// args returns the command line writing under dir and the path of
		// the file it writes first.
		args func(dir string) ([]string, string)
	}{
		{"game cardbattle", "", recordFlag("game", "cardbattle")},
		{"game tableau", "", recordFlag("game", "tableau")},
		{"game dojo", "", recordFlag("game", "dojo")},
		{"play cardbattle", "1\n", recordFlag("play", "cardbattle", "--seed", "3")},
		{"play cardbattle --hotseat", "1\n", recordFlag("play", "cardbattle", "--hotseat")},
		{"play dojo", "1\n", recordFlag("play", "dojo", "--seed", "3")},
		{"sim cardbattle", "", recordsDir("sim", "cardbattle", "--bots", "random,random")},
		{"sim tableau", "", recordsDir("sim", "tableau", "--bots", "random,random")},
		{"sim dojo", "", recordsDir("sim", "dojo", "--bots", "random,random")},
		{"sim cardbattle --chart", "", chartFile("sim", "cardbattle", "--bots", "random,random")},
	}
	for _, c := range commands {
		for _, o := range occupants {
			t.Run(c.name+"/"+o.name, func(t *testing.T) {
				dir := t.TempDir()
				args, path := c.args(dir)
				o.put(t, path)
				before := snapshot(t, dir)
				r := runCLI(t, c.stdin, args...)
				if r.code != exitFailure || !strings.Contains(r.stderr, path+" "+o.error) {
					t.Errorf("exit code %d, want %d; stderr lacks %q:\n%s", r.code, exitFailure, path+" "+o.error, r.stderr)
				}
				if r.stdout != "" {
					t.Errorf("the command started before refusing:\n%s", tail(r.stdout))
				}
				if after := snapshot(t, dir); !reflect.DeepEqual(after, before) {
					t.Errorf("files changed:\nbefore %q\nafter  %q", before, after)
				}
			})
		}
	}
}

// TestRecordOverCardFile checks the mistake that once replaced a card file
// with a game record: the same file given to --cards and --record.
func TestRecordOverCardFile(t *testing.T) {
	classic, err := os.ReadFile("../../games/cardbattle/data/classic.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cards := writeFile(t, "my-pack.yaml", string(classic))
	r := runCLI(t, "", "game", "cardbattle", "--cards", cards, "--record", cards)
	if r.code != exitFailure || !strings.Contains(r.stderr, "game cardbattle: --record: "+cards+" already exists; refusing to overwrite it") {
		t.Errorf("exit code %d; stderr:\n%s", r.code, r.stderr)
	}
	if data, _ := os.ReadFile(cards); string(data) != string(classic) {
		t.Error("the card file was changed")
	}
}

func TestCreateFile(t *testing.T) {
	errDisk := errors.New("disk full")
	tests := []struct {
		name    string
		write   func(w io.Writer) error
		want    string // the file's content; "" when none may remain
		wantErr string
	}{
		{"written", func(w io.Writer) error { _, err := io.WriteString(w, "a record\n"); return err }, "a record\n", ""},
		{"empty", func(io.Writer) error { return nil }, "", ""},
		{"failed half-way", func(w io.Writer) error { io.WriteString(w, "half a rec"); return errDisk }, "", "disk full"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "out.json")
			err := createFile(path, tt.write)
			data, readErr := os.ReadFile(path)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("createFile: %v", err)
			case tt.wantErr == "" && (readErr != nil || string(data) != tt.want):
				t.Errorf("file holds %q (%v); want %q", data, readErr, tt.want)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), path+": "+tt.wantErr)):
				t.Errorf("createFile: %v; want an error naming %s and %q", err, path, tt.wantErr)
			case tt.wantErr != "" && !errors.Is(readErr, fs.ErrNotExist):
				t.Errorf("a failed write left %q behind", data)
			}
		})
	}
}

func TestCreateFileRefusesOccupiedPaths(t *testing.T) {
	for _, o := range occupants {
		t.Run(o.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "out.json")
			o.put(t, path)
			before := snapshot(t, dir)
			called := false
			err := createFile(path, func(io.Writer) error { called = true; return nil })
			if err == nil || err.Error() != path+" "+o.error {
				t.Errorf("createFile: %v; want %q", err, path+" "+o.error)
			}
			if called {
				t.Error("createFile wrote into the occupied path")
			}
			if after := snapshot(t, dir); !reflect.DeepEqual(after, before) {
				t.Errorf("files changed:\nbefore %q\nafter  %q", before, after)
			}
		})
	}
}

// TestCreateRecordSeals checks that a written record carries the outcome
// its actions reach, and that one whose actions do not apply is not written.
func TestCreateRecordSeals(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	fresh := game.NewRecord(g, 4)
	path := filepath.Join(dir, "fresh.json")
	if err := createRecord(path, fresh); err != nil {
		t.Fatalf("createRecord: %v", err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if want := game.OutcomeOf(g.NewState(4)); !reflect.DeepEqual(back.Outcome, want) {
		t.Errorf("written outcome %+v; want %+v", back.Outcome, want)
	}

	bad := game.NewRecord(g, 4)
	bad.Actions = []game.Action{-7}
	badPath := filepath.Join(dir, "bad.json")
	if err := createRecord(badPath, bad); err == nil || !strings.Contains(err.Error(), "the game record does not replay, so it was not written: record action 0 (-7)") {
		t.Errorf("createRecord: %v", err)
	}
	if _, err := os.Lstat(badPath); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a record that does not replay was written: %v", err)
	}
}
