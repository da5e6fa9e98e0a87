package main

import (
	"regexp"
	"testing"
)

// TestCardProvenance: a card whose numbers or text we designed is
// "designed"; a card whose text the rulebook prints is "rulebook", and
// "menagerie cards" shows it. Dog, Skunk and Shark are only named by the
// rulebook's FAQ and glossary; it prints the texts of the Trumpet, the
// Golden Retriever, Mana and the ailments ("The pet receives +1 damage when
// hit.", "The pet deals -1 damage when attacking.").
func TestCardProvenance(t *testing.T) {
	r := runCLI(t, "", "cards", "cardbattle", "--packs", "classic,golden,magic")
	if r.code != exitOK {
		t.Fatalf("exit code %d; stderr: %s", r.code, r.stderr)
	}
	for _, tc := range []struct{ card, source string }{
		{"Dog", "designed"}, {"Skunk", "designed"}, {"Shark", "designed"},
		{"Exposed", "rulebook"}, {"Spooked", "rulebook"}, {"Mana", "rulebook"},
		{"Trumpet", "rulebook"}, {"Golden Retriever", "rulebook"},
		{"Camel", "rulebook"}, {"Honey", "rulebook"}, {"Blowfish", "designed"},
	} {
		row := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(tc.card) + `\s.*\s` + tc.source + `\s`)
		if !row.MatchString(r.stdout) {
			t.Errorf("menagerie cards does not list %s as %s", tc.card, tc.source)
		}
	}
}
