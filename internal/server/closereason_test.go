package server

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCloseReasonFitsAFrame(t *testing.T) {
	tests := []struct {
		reason string
		cut    bool
	}{
		{"", false},
		{"the seat was handed to a bot", false},
		{strings.Repeat("x", maxCloseReason), false},
		{strings.Repeat("x", maxCloseReason+1), true},
		{"room 0123456789abcdef0123456789abcdef: the game could not be rebuilt from its stored actions at version 1234; it cannot go on", true},
		{strings.Repeat("é", 100), true},
	}
	for _, tt := range tests {
		got := closeReason(tt.reason)
		switch {
		case len(got) > maxCloseReason || !utf8.ValidString(got):
			t.Errorf("closeReason(%q) = %q: %d bytes or not UTF-8", tt.reason, got, len(got))
		case !tt.cut && got != tt.reason:
			t.Errorf("closeReason(%q) = %q, want it whole", tt.reason, got)
		case tt.cut && (!strings.HasSuffix(got, "…") || !strings.HasPrefix(tt.reason, strings.TrimSuffix(got, "…"))):
			t.Errorf("closeReason(%q) = %q, want its start and …", tt.reason, got)
		}
	}
}
