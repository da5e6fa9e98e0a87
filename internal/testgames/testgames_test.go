package testgames

import (
	"testing"

	"menagerie/registry"
)

// TestRegister adds High Card once, leaves it when asked again, and
// removes it.
func TestRegister(t *testing.T) {
	if _, err := registry.Lookup("highcard"); err == nil {
		t.Fatal("High Card is listed before Register")
	}
	unregister, err := Register()
	if err != nil {
		t.Fatal(err)
	}
	again, err := Register()
	if err != nil {
		t.Fatalf("a second Register: %v", err)
	}
	again()
	if e, err := registry.Lookup("highcard"); err != nil || e.Schema == nil || e.Bots.Heuristic == nil {
		t.Fatalf("after Register: %v", err)
	}
	unregister()
	if _, err := registry.Lookup("highcard"); err == nil {
		t.Error("High Card is still listed after unregister")
	}
}
