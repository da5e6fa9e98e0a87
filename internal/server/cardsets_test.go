package server

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"menagerie/games/cardbattle"
	"menagerie/internal/store"
	"menagerie/registry"
)

// dragonCards is a designer's small Card Battle file: one pet of its own,
// drawn with an icon it names.
const dragonCards = `game: cardbattle
pack: dragons
hats: [horn]
cards:
  - name: Ember Wyrm
    kind: pet
    tier: 1
    power: 2
    hat: horn
    copies: 12
    source: designed
    text: "A small dragon that breathes sparks."
    icon: dragon
`

// dragons is dragonCards read as the server's Card Battle set.
func dragons(t *testing.T) CardSets {
	t.Helper()
	e, err := registry.Lookup(cardbattle.Name)
	if err != nil {
		t.Fatal(err)
	}
	set, err := e.Cards.Read("dragons.yaml", []byte(dragonCards))
	if err != nil {
		t.Fatal(err)
	}
	return CardSets{cardbattle.Name: set}
}

func TestDesignersCardsMakeTheCatalogue(t *testing.T) {
	cards := dragons(t)
	ts := startServer(t, store.NewMemory(), Config{Cards: cards})
	var games []GameInfo
	if status := ts.get(t, "/api/games", &games); status != http.StatusOK {
		t.Fatalf("GET /api/games: status %d", status)
	}
	for _, g := range games {
		named := slices.ContainsFunc(g.Options, func(o registry.OptionInfo) bool { return o.Name == "packs" })
		switch {
		case g.Name == cardbattle.Name && (!strings.Contains(g.Cards, "pack dragons") || named || !slices.Equal(g.Players, []int{2})):
			t.Errorf("Card Battle is listed with cards %q, packs offered %v and %v players; want the dragons set, no packs option and 2 players (one pack)", g.Cards, named, g.Players)
		case g.Name != cardbattle.Name && g.Cards != "":
			t.Errorf("%s is listed with cards %q; it plays its built-in cards", g.Name, g.Cards)
		}
	}

	ri := ts.create(t, Setup{Game: cardbattle.Name, Seats: []SeatSetup{{}, {Bot: "easy"}}})
	if ri.Options["packs"] != "dragons" {
		t.Errorf("the room's packs are %q, want the file's pack, dragons", ri.Options["packs"])
	}
	var got []CardInfo
	if status := ts.get(t, "/api/rooms/"+ri.ID+"/cards", &got); status != http.StatusOK {
		t.Fatalf("cards: status %d", status)
	}
	names := []string{}
	for _, c := range got {
		names = append(names, c.Name)
		if c.Name == "Ember Wyrm" && (!strings.Contains(string(c.Info), `"icon":"dragon"`) || !strings.Contains(string(c.Info), "breathes sparks")) {
			t.Errorf("Ember Wyrm's info lacks its icon or text: %s", c.Info)
		}
	}
	if !slices.Contains(names, "Ember Wyrm") || slices.Contains(names, "Ant") {
		t.Errorf("the room's cards are %v; want the file's Ember Wyrm and no built-in pet", names)
	}

	// A room of the built-in cards is refused its packs: the file replaces them.
	var refused map[string]string
	status := ts.post(t, "/api/rooms", Setup{Game: cardbattle.Name, Options: map[string]string{"packs": "classic"}}, &refused)
	if status != http.StatusBadRequest || !strings.Contains(refused["error"], "packs") {
		t.Errorf("a room asking for the classic pack: status %d, %v; want 400 naming the packs", status, refused)
	}
}

func TestRoomsAreRefusedByAServerWithOtherCards(t *testing.T) {
	mem := store.NewMemory()
	cards := dragons(t)
	designer := startServer(t, mem, Config{Cards: cards})
	theirs := designer.create(t, Setup{Game: cardbattle.Name, Seats: make([]SeatSetup, 2)})
	builtIn := startServer(t, mem, Config{})
	ours := builtIn.create(t, Setup{Game: cardbattle.Name, Seats: make([]SeatSetup, 2)})

	for _, tc := range []struct {
		name   string
		server *testServer
		room   string
		mine   string // what the refusal says the server plays with
	}{
		{"built-in server, designer's room", builtIn, theirs.ID, "built-in packs"},
		{"designer's server, built-in room", designer, ours.ID, "pack dragons"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cardsErr, joinErr map[string]string
			status := tc.server.get(t, "/api/rooms/"+tc.room+"/cards", &cardsErr)
			if status != http.StatusConflict || !strings.Contains(cardsErr["error"], tc.mine) || !strings.Contains(cardsErr["error"], "card set") {
				t.Errorf("cards: status %d, %v; want 409 saying the card sets differ", status, cardsErr)
			}
			status = tc.server.post(t, "/api/join", JoinRequest{Room: tc.room, Seat: 1}, &joinErr)
			if status != http.StatusConflict || !strings.Contains(joinErr["error"], "only a server started with the room's cards") {
				t.Errorf("join: status %d, %v; want 409 saying which server plays it", status, joinErr)
			}
			var ri RoomInfo
			if status := tc.server.get(t, "/api/rooms/"+tc.room, &ri); status != http.StatusOK || !strings.Contains(ri.OtherCards, tc.mine) {
				t.Errorf("the room: status %d, other_cards %q; want 200 saying why it is not played here", status, ri.OtherCards)
			}
			var listed []RoomInfo
			if status := tc.server.get(t, "/api/rooms", &listed); status != http.StatusOK {
				t.Fatalf("the room list: status %d", status)
			}
			for _, l := range listed {
				if other := l.ID == tc.room; other != strings.Contains(l.OtherCards, tc.mine) {
					t.Errorf("the room list: room %s has other_cards %q; want it on the other server's room alone", l.ID, l.OtherCards)
				}
			}
			meta, err := mem.Room(context.Background(), tc.room)
			if err != nil || meta.Failure != "" {
				t.Errorf("the refused room is stored with failure %q (%v); it must stay playable", meta.Failure, err)
			}
		})
	}

	// A server started again with the room's cards plays it.
	again := startServer(t, mem, Config{Cards: dragons(t)})
	var ri RoomInfo
	if again.get(t, "/api/rooms/"+theirs.ID, &ri); ri.OtherCards != "" {
		t.Errorf("a server with the room's cards says %q of it", ri.OtherCards)
	}
	jr := again.join(t, theirs.ID, 1)
	p := again.dial(t, theirs.ID)
	if v := p.hello(jr.Token); v.Version != 0 {
		t.Errorf("the room resumed at version %d, want 0", v.Version)
	}
}
