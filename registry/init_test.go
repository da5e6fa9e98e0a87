package registry_test

import (
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"testing"

	_ "menagerie/registry"
)

// maxInitBytes is the most a package of the module may allocate when the
// program starts: card sets and other tables are built on first use.
const maxInitBytes = 64 << 10

// initLine is one line of the runtime's init trace.
var initLine = regexp.MustCompile(`(?m)^init (menagerie/\S+) @\S+ ms, \S+ ms clock, (\d+) bytes, (\d+) allocs$`)

// TestInitIsCheap reruns this test binary, which links every game and bot
// package, with the runtime's init trace and no test, and fails if any
// package of the module allocates more than maxInitBytes at start-up.
func TestInitIsCheap(t *testing.T) {
	if os.Getenv("GODEBUG") != "" {
		t.Skip("GODEBUG is set: the trace would be mixed with other settings")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	lines := initLine.FindAllSubmatch(out, -1)
	if len(lines) == 0 {
		t.Fatalf("no init of a module package traced:\n%s", out)
	}
	for _, m := range lines {
		bytes, _ := strconv.Atoi(string(m[2]))
		if bytes > maxInitBytes {
			t.Errorf("init of %s allocates %d bytes (%s allocs); at most %d", m[1], bytes, m[3], maxInitBytes)
		}
	}
}
