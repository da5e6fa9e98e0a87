package server

import (
	"net/http"
	"slices"
	"testing"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
)

func TestGamesListsEveryGameWithItsOptions(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{})
	var games []GameInfo
	if status := ts.get(t, "/api/games", &games); status != http.StatusOK {
		t.Fatalf("GET /api/games: status %d", status)
	}
	if len(games) != len(registry.Games()) {
		t.Fatalf("%d games listed, the registry has %d", len(games), len(registry.Games()))
	}
	for i, e := range registry.Games() {
		g := games[i]
		if g.Name != e.Name || g.Title != e.Title || len(g.Players) != len(e.Players) || len(g.Options) != len(e.Options) {
			t.Errorf("game %d: got %+v, want %s (%s) with %d player counts and %d options", i, g, e.Name, e.Title, len(e.Players), len(e.Options))
		}
		want := []string{"random", "easy", "medium", "hard"}
		if len(e.Bots.Learned) > 0 {
			want = append(want, "learned")
		}
		if !slices.Equal(g.Bots, want) {
			t.Errorf("%s: bots %v, want %v, each bot once", g.Name, g.Bots, want)
		}
		// A game the server rates lists its levels as the bots a rated room seats.
		var rated []string
		if _, ok := levelRatings[e.Name]; ok {
			rated = []string{"easy", "medium", "hard"}
		}
		if !slices.Equal(g.RatedBots, rated) {
			t.Errorf("%s: rated bots %v, want %v", g.Name, g.RatedBots, rated)
		}
	}
}

func TestRoomsSeatTheBotsTheLobbyNoLongerOffers(t *testing.T) {
	// The heuristic is the medium level's bot: the lobby offers it once,
	// as medium, and set-ups made before that still seat it.
	ts := startServer(t, store.NewMemory(), Config{})
	ri := ts.create(t, Setup{Game: "cardbattle", Seats: []SeatSetup{{}, {Bot: "heuristic"}}})
	if ri.Seats[1].Bot != "heuristic" {
		t.Errorf("seat 2: bot %q, want heuristic", ri.Seats[1].Bot)
	}
}

func TestGameSchemaIsServedAndNamedInEveryState(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{})
	for _, e := range registry.Games() {
		var got game.Schema
		status := ts.get(t, "/api/games/"+e.Name+"/schema", &got)
		switch {
		case e.Schema == nil && status != http.StatusNotFound:
			t.Errorf("%s declares no model: status %d, want 404", e.Name, status)
		case e.Schema != nil && (status != http.StatusOK || got.Version != e.Schema.Version || len(got.Events) != len(e.Schema.Events)):
			t.Errorf("%s: status %d, version %d with %d event kinds; want 200, version %d with %d", e.Name, status, got.Version, len(got.Events), e.Schema.Version, len(e.Schema.Events))
		}
		ri := ts.create(t, Setup{Game: e.Name})
		jr := ts.join(t, ri.ID, 0)
		p := ts.dial(t, ri.ID)
		p.send(ClientMessage{Type: MsgHello, Token: jr.Token})
		if m := p.expect(MsgState); m.Schema != schemaVersion(e.Name) {
			t.Errorf("%s: a state names schema version %d, want %d", e.Name, m.Schema, schemaVersion(e.Name))
		}
	}
	var lobbyErr map[string]string
	if status := ts.get(t, "/api/games/chess/schema", &lobbyErr); status != http.StatusNotFound || lobbyErr["error"] == "" {
		t.Errorf("an unknown game's schema: status %d, %v; want 404 with a sentence", status, lobbyErr)
	}
}

func TestRoomCardsNameEveryCardByItsID(t *testing.T) {
	tests := []struct {
		game    string
		options map[string]string
		field   string // what each card's info must hold besides its name
	}{
		{"cardbattle", nil, "ability"},
		{"cardbattle", map[string]string{"players": "4", "packs": "classic,golden"}, "ability"},
		{"tableau", nil, "ability"},
		{"dojo", nil, "text"},
	}
	ts := startServer(t, store.NewMemory(), Config{})
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			var room RoomInfo
			if status := ts.post(t, "/api/rooms", Setup{Game: tc.game, Options: tc.options}, &room); status != http.StatusCreated {
				t.Fatalf("create: status %d", status)
			}
			var cards []map[string]any
			if status := ts.get(t, "/api/rooms/"+room.ID+"/cards", &cards); status != http.StatusOK {
				t.Fatalf("cards: status %d", status)
			}
			e, _ := registry.Lookup(tc.game)
			g, err := e.New(nil, room.Options)
			if err != nil {
				t.Fatal(err)
			}
			if len(cards) == 0 {
				t.Fatal("no cards")
			}
			for i, c := range cards {
				id := int(c["id"].(float64))
				if id != i+1 || c["name"] != g.CardName(game.Card(id)) {
					t.Fatalf("card %d: id %d name %v, want id %d name %q", i, id, c["name"], i+1, g.CardName(game.Card(i+1)))
				}
				info, _ := c["info"].(map[string]any)
				if text, _ := info[tc.field].(string); text == "" {
					t.Errorf("card %d (%v) has no %s: %v", id, c["name"], tc.field, info)
				}
			}
		})
	}
	var missing map[string]string
	if status := ts.get(t, "/api/rooms/nosuchroom/cards", &missing); status != http.StatusNotFound || missing["error"] == "" {
		t.Errorf("cards of an unknown room: status %d, %v; want 404 with an error", status, missing)
	}
}
