package panics

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestCatch(t *testing.T) {
	plain := errors.New("an ordinary error")
	for _, tc := range []struct {
		name      string
		fn        func() error
		want      string
		recovered bool
	}{
		{"no error", func() error { return nil }, "", false},
		{"an error", func() error { return plain }, "an ordinary error", false},
		{"a panic", func() error { panic("the engine broke") }, "internal error (a bug, please report it): the engine broke", true},
		{"a runtime error", func() error {
			var s []int
			return fmt.Errorf("unreachable: %d", s[len(s)+1])
		}, "index out of range", true},
		{"a panic with an error", func() error { panic(fmt.Errorf("wrapped: %w", plain)) }, "wrapped: an ordinary error", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := Catch(tc.fn)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Catch = %v, want nil", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Catch = %v, want an error containing %q", err, tc.want)
			}
			var pe *Error
			if errors.As(err, &pe) != tc.recovered {
				t.Fatalf("Catch = %#v: a recovered panic %v, want %v", err, !tc.recovered, tc.recovered)
			}
			if tc.recovered && !strings.Contains(string(pe.Stack), "panics_test.go") {
				t.Fatalf("the stack does not show where the panic happened:\n%s", pe.Stack)
			}
		})
	}
}
