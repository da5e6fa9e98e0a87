package store

import (
	"errors"
	"strings"
	"testing"
)

// TestCheckName refuses the names that are not shown as they are or are
// too long in characters, and takes the others, accents and emoji among
// them.
func TestCheckName(t *testing.T) {
	tests := []struct {
		name, value string
		refusal     string // "" when the name is fit
	}{
		{"empty", "", ""},
		{"plain", "Ann", ""},
		{"accents and emoji", "Zoë 🦊 Ωmega", ""},
		{"forty letters each with a combining accent", strings.Repeat("e\u0301", MaxName), ""},
		{"forty characters", strings.Repeat("é", MaxName), ""},
		{"forty-one characters", strings.Repeat("é", MaxName+1), "41 characters, more than 40"},
		{"a newline", "Ann\nBob", "control character"},
		{"a delete", "Ann\x7f", "control character"},
		{"a C1 control", "Ann\u0085", "control character"},
		{"a right-to-left override", "Ann\u202egnp.exe", "bidirectional"},
		{"a right-to-left isolate", "\u2067Ann", "bidirectional"},
		{"a zero-width space", "A\u200bnn", "zero-width"},
		{"a zero-width joiner", "Ann\u200d", "zero-width"},
		{"a byte-order mark", "\ufeffAnn", "zero-width"},
		{"a soft hyphen", "An\u00adn", "format character"},
		{"a line separator", "Ann\u2028", "separator"},
		{"not UTF-8", "Ann\xff", "not UTF-8"},
		{"too many bytes", strings.Repeat("e\u0301\u0301\u0301", MaxName), "bytes, more than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckName("name", tt.value)
			switch {
			case tt.refusal == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.refusal == "":
				return
			case err == nil:
				t.Fatalf("taken, want a refusal naming %q", tt.refusal)
			case !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.refusal) || !strings.HasPrefix(err.Error(), "name"):
				t.Errorf("refused with %q, want an ErrInvalid naming the field and %q", err, tt.refusal)
			}
		})
	}
}
