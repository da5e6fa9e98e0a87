package server

import (
	"testing"

	"menagerie/game"
)

func TestEventsCarryTheirSentencesAsTheReceiverMayKnowThem(t *testing.T) {
	r := arrangingRoom(t)
	updates := append([]Update{r.opening}, r.history...)
	for _, seat := range []game.Player{0, 1, game.Spectator} {
		for _, u := range r.seen(seat, updates) {
			if len(u.Texts) != len(u.Events) {
				t.Fatalf("seat %d, version %d: %d texts for %d events", seat, u.Version, len(u.Texts), len(u.Events))
			}
			for i, e := range u.Events {
				if want := r.game.EventText(e); u.Texts[i] != want {
					t.Errorf("seat %d, version %d, %s: text %q, want %q", seat, u.Version, e.Kind, u.Texts[i], want)
				}
			}
		}
	}
	for _, u := range r.history {
		if u.Texts != nil {
			t.Fatalf("version %d: the kept update holds texts; they are made only when sent", u.Version)
		}
	}
}
