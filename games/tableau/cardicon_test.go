package tableau

import (
	"strings"
	"testing"
)

// TestCardFileIcon: a card's icon field names one of the client's icons,
// which the card list carries; an icon the client lacks is an error naming
// the file, the line, the card and the icon.
func TestCardFileIcon(t *testing.T) {
	const file = "game: tableau\nset: small\ncards:\n" +
		"  - name: Ant\n    kind: animal\n    power: [1, 2, 3]\n    copies: 10\n    source: designed\n    text: \"No ability.\"\n    icon: ICON\n"
	for _, tc := range []struct{ icon, want string }{
		{"bird", ""},
		{"owl-wizard", `small.yaml:10: icon: card "Ant": unknown icon "owl-wizard"; the browser has`},
	} {
		cs, err := ParseCardFile("small.yaml", []byte(strings.Replace(file, "ICON", tc.icon, 1)))
		if tc.want != "" {
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("icon %s: error %v, want %q", tc.icon, err, tc.want)
			}
			continue
		}
		if err != nil {
			t.Fatalf("icon %s: %v", tc.icon, err)
		}
		list, err := listCards(cs, nil)
		if err != nil {
			t.Fatal(err)
		}
		if v := list.JSON.([]CardView); len(v) != 1 || v[0].Icon != tc.icon {
			t.Errorf("icon %s: the card list gives %+v", tc.icon, v)
		}
	}
}
