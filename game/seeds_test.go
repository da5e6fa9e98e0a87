package game

import "testing"

// TestSeedsAreStable pins each derived seed: a change would give every
// seed another game than the one players, records and benchmarks know.
func TestSeedsAreStable(t *testing.T) {
	tests := []struct {
		name      string
		got, want uint64
	}{
		{"ChanceSeed(42)", ChanceSeed(42), 9499092233523311412},
		{"DecisionSeed(42, 0)", DecisionSeed(42, 0), 13679457532755275413},
		{"DecisionSeed(42, 17)", DecisionSeed(42, 17), 9140336935745592861},
		{"GameSeed(2026, 3)", GameSeed(2026, 3), 7097835237234771186},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s = %d, want %d", tc.name, tc.got, tc.want)
		}
	}
}
