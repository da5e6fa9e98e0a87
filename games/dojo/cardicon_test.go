package dojo

import (
	"strings"
	"testing"
)

// TestCardFileIcon: an animal's or a card's icon field names one of the
// client's icons, which the card list carries (an animal's for its three
// level cards); an icon the client lacks is an error naming the file, the
// line, the card or animal and the icon.
func TestCardFileIcon(t *testing.T) {
	good := string(StarterYAML())
	for _, tc := range []struct{ name, from, to, want string }{
		{"animal", "    archetype: tank\n", "    archetype: tank\n    icon: bird\n", ""},
		{"card", "name: River Dojo\n", "name: River Dojo\n    icon: bird\n", ""},
		{"unknown", "    archetype: tank\n", "    archetype: tank\n    icon: owl-wizard\n", `starter.yaml:19: icon: card "Bear": unknown icon "owl-wizard"; the browser has`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(good, tc.from) {
				t.Fatalf("starter file lacks %q", tc.from)
			}
			cs, err := ParseCardFile("starter.yaml", []byte(strings.Replace(good, tc.from, tc.to, 1)))
			if tc.want != "" {
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("error %v, want %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			list, err := listCards(cs, nil)
			if err != nil {
				t.Fatal(err)
			}
			var with []string
			for _, v := range list.JSON.([]CardView) {
				if v.Icon == "bird" {
					with = append(with, v.Name)
				}
			}
			want := map[string]string{"animal": "Bear Cub,Brown Bear,Grizzly", "card": "River Dojo"}[tc.name]
			if strings.Join(with, ",") != want {
				t.Errorf("cards with the icon: %v, want %s", with, want)
			}
		})
	}
}
