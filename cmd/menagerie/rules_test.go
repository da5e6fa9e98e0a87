package main

import (
	"strings"
	"testing"

	"menagerie/internal/howto"
	"menagerie/registry"
)

func TestRules(t *testing.T) {
	type rulesCase struct {
		args []string
		code int
		want []string
	}
	tests := []rulesCase{
		{[]string{"rules"}, exitOK, registry.Names()},
		{[]string{"rules", "tableau", "extra"}, exitUsage, []string{"want 0 argument(s), got 1"}},
		{[]string{"rules", "chess"}, exitUsage, []string{`unknown command "chess" for "menagerie rules"`}},
	}
	for _, e := range registry.Games() {
		text, _ := howto.Text(e.Name)
		tests = append(tests, rulesCase{[]string{"rules", e.Name}, exitOK, []string{text}})
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runCLI(t, "", tt.args...)
			got := r.stdout + r.stderr
			if r.code != tt.code {
				t.Errorf("exit code %d, want %d; stderr: %s", r.code, tt.code, r.stderr)
			}
			for _, want := range tt.want {
				if want == "" || !strings.Contains(got, want) {
					t.Errorf("output lacks %q:\n%s", want, got)
				}
			}
		})
	}
}
