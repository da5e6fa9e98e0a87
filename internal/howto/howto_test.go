package howto

import (
	"strings"
	"testing"
	"unicode/utf8"

	"menagerie/registry"
)

// TestEveryGameHasAHowTo checks that each registered game has a
// how-to-play that fits an 80-column terminal and says what it must.
func TestEveryGameHasAHowTo(t *testing.T) {
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			text, ok := Text(e.Name)
			if !ok {
				t.Fatalf("no how-to-play for %s", e.Name)
			}
			lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
			if len(lines) < 40 || len(lines) > 70 {
				t.Errorf("%d lines, want 40 to 70", len(lines))
			}
			for i, l := range lines {
				if n := utf8.RuneCountInString(l); n > 80 {
					t.Errorf("line %d has %d columns, over 80: %q", i+1, n, l)
				}
			}
			// Each section is named by one of its titles.
			for _, titles := range [][]string{{"Goal"}, {"A round", "A turn"}, {"Your decisions"}, {"The end"}} {
				found := false
				for _, title := range titles {
					found = found || strings.Contains(text, "\n"+title+"\n")
				}
				if !found {
					t.Errorf("no section %q", strings.Join(titles, `" or "`))
				}
			}
		})
	}
}

func TestTextRefusesOtherNames(t *testing.T) {
	for _, name := range []string{"", "chess", "../howto", "texts/cardbattle", "cardbattle.txt"} {
		if _, ok := Text(name); ok {
			t.Errorf("Text(%q) found a text", name)
		}
	}
}
