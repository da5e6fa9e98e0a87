package cardicons

import (
	"slices"
	"testing"
)

// TestKnown: the embedded icons are known, sorted, and an unknown one's
// suggestions are embedded icons that look like it.
func TestKnown(t *testing.T) {
	if !slices.IsSorted(names) || len(names) == 0 {
		t.Fatalf("names are not a sorted, non-empty list: %d", len(names))
	}
	for _, tc := range []struct {
		icon  string
		known bool
	}{{"bone", true}, {"bird", true}, {"owl-wizard", false}, {"", false}, {"BONE", false}} {
		if Known(tc.icon) != tc.known {
			t.Errorf("Known(%q) = %v", tc.icon, !tc.known)
		}
	}
	like := alike("owl-wizard")
	if len(like) == 0 || len(like) > maxSuggestions || !slices.Contains(like, "owl") {
		t.Errorf("alike(owl-wizard) = %v, want owl among at most %d", like, maxSuggestions)
	}
	for _, n := range like {
		if !Known(n) {
			t.Errorf("suggested %q is not embedded", n)
		}
	}
}
