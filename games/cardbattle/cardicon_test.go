package cardbattle_test

import (
	"testing"

	cb "menagerie/games/cardbattle"
)

// TestCardFileIcon: a card's icon field names one of the client's icons,
// which the card list carries; an icon the client lacks is an error naming
// the file, the line, the card and the icon.
func TestCardFileIcon(t *testing.T) {
	for _, tc := range []struct{ icon, want string }{
		{"bird", ""},
		{"owl-wizard", `card "Ant": unknown icon "owl-wizard"; the browser has`},
	} {
		src := mutate(t, baseCards, "    hat: bow\n", "    hat: bow\n    icon: "+tc.icon+"\n")
		cs, err := cb.ParseCardFile("cards.yaml", []byte(src))
		if tc.want != "" {
			checkFileErrors(t, "cards.yaml", src, err, []wantErr{{"icon: " + tc.icon, "icon", tc.want}})
			continue
		}
		if err != nil {
			t.Fatalf("icon %s: %v", tc.icon, err)
		}
		list, err := cb.Definition().Cards.List(cs, nil)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, v := range list.JSON.([]cb.CardView) {
			found = found || (v.Name == "Ant" && v.Icon == tc.icon)
			if v.Name != "Ant" && v.Icon != "" {
				t.Errorf("%s has icon %q; only Ant names one", v.Name, v.Icon)
			}
		}
		if !found {
			t.Errorf("icon %s: the card list lacks Ant's icon", tc.icon)
		}
	}
}
