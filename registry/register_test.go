package registry_test

import (
	"testing"

	"menagerie/agent/dojobot"
	"menagerie/games/dojo"
	"menagerie/gametest"
	"menagerie/registry"
)

func TestRegister(t *testing.T) {
	before := len(registry.Games())
	e := &registry.Entry{Definition: gametest.Faulty(dojo.Definition(), "faulty-dojo", 1), Bots: dojobot.Bots()}
	unregister, err := registry.Register(e)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := registry.Lookup("faulty-dojo"); err != nil || got != e {
		t.Errorf("Lookup after Register: %v, %v", got, err)
	}
	if _, err := registry.Register(e); err == nil {
		t.Error("a second Register of the same name was taken")
	}
	if _, err := registry.Register(&registry.Entry{Definition: dojo.Definition()}); err == nil {
		t.Error("Register of a built-in game's name was taken")
	}
	unregister()
	if _, err := registry.Lookup("faulty-dojo"); err == nil {
		t.Error("Lookup after unregister still finds the game")
	}
	if n := len(registry.Games()); n != before {
		t.Errorf("%d games after unregister, want %d", n, before)
	}
}
