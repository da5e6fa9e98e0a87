package game

import "testing"

// TestRefusalEqual checks that refusals are equal only with the same kind,
// slots, cards and words.
func TestRefusalEqual(t *testing.T) {
	r := Refusal{Kind: "play", Slots: []int{1}, Cards: []Card{7}, Text: "Not now."}
	tests := []struct {
		name string
		o    Refusal
		want bool
	}{
		{"the same", Refusal{Kind: "play", Slots: []int{1}, Cards: []Card{7}, Text: "Not now."}, true},
		{"another kind", Refusal{Kind: "pass", Slots: []int{1}, Cards: []Card{7}, Text: "Not now."}, false},
		{"other slots", Refusal{Kind: "play", Slots: []int{2}, Cards: []Card{7}, Text: "Not now."}, false},
		{"no card", Refusal{Kind: "play", Slots: []int{1}, Text: "Not now."}, false},
		{"other words", Refusal{Kind: "play", Slots: []int{1}, Cards: []Card{7}, Text: "Later."}, false},
	}
	for _, tt := range tests {
		if got := r.Equal(tt.o); got != tt.want {
			t.Errorf("%s: Equal(%+v) = %v, want %v", tt.name, tt.o, got, tt.want)
		}
	}
}
