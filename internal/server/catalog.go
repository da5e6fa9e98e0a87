package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"menagerie/game"
	"menagerie/registry"
)

// GameInfo is what the lobby tells of a game for a room's set-up: the
// game as the registry describes it, the bots a room may seat, those of
// them a rated room may seat (the levels with a fixed rating), and the
// designer's card set the server plays it with, in one line (empty: the
// built-in cards).
type GameInfo struct {
	registry.Info
	Bots      []string `json:"bots"`
	RatedBots []string `json:"rated_bots"`
	Cards     string   `json:"cards,omitempty"`
}

// CardInfo is one card of a room's set: the id events and labels name it
// by, its name, and everything the game's card list says of it (its
// ability or text, kind, power...), as `menagerie cards GAME --json` gives
// it.
type CardInfo struct {
	ID   game.Card       `json:"id"`
	Name string          `json:"name"`
	Info json.RawMessage `json:"info,omitempty"`
}

// listGames answers GET /api/games: every game, in menu order, on the
// server's cards (worked out when the server was made).
func (s *Server) listGames(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.games)
}

// gameSchema answers GET /api/games/{game}/schema: the game's declared
// model.
func (s *Server) gameSchema(w http.ResponseWriter, req *http.Request) {
	e, err := registry.Lookup(req.PathValue("game"))
	if err != nil {
		s.writeError(w, fmt.Errorf("%v: %w", err, errNoGame))
		return
	}
	if e.Schema == nil {
		s.writeError(w, fmt.Errorf("%s declares no model: %w", e.Name, errNoGame))
		return
	}
	writeJSON(w, http.StatusOK, e.Schema)
}

// errNoGame answers 404 for a game the server does not play or whose
// model is not declared.
var errNoGame = errors.New("no such game")

// schemaVersion is the version of a game's declared model (0: none).
func schemaVersion(name string) int {
	if s := schemaOf(name); s != nil {
		return s.Version
	}
	return 0
}

// schemaOf is a game's declared model (nil: none).
func schemaOf(name string) *game.Schema {
	if e, err := registry.Lookup(name); err == nil {
		return e.Schema
	}
	return nil
}

// roomCards answers GET /api/rooms/{id}/cards: every card of the room's
// set by id, so that a client can name the cards of events and labels and
// show each card's text (and draw its icon); a room made with other cards
// than the server's is refused (otherCards).
func (s *Server) roomCards(w http.ResponseWriter, req *http.Request) {
	r, err := s.cfg.Store.Room(req.Context(), req.PathValue("id"))
	if err != nil {
		s.writeError(w, err)
		return
	}
	cards, err := s.cfg.Cards.cardsOf(roomRecord(r, nil))
	if err != nil {
		s.writeError(w, err)
		return
	}
	w.Header().Set("Cache-Control", "private, max-age=3600")
	writeJSON(w, http.StatusOK, cards)
}

// noCardName is what the engines' CardName gives past the last card.
const noCardName = "-"

// cardsOf lists the cards of a room's game, each with what the game's
// card list says of it (matched by name).
func (cs CardSets) cardsOf(rec *game.Record) ([]CardInfo, error) {
	e, g, err := cs.forRecord(rec)
	if err != nil {
		return nil, err
	}
	name, opts := e.Name, g.Options()
	if cs[name] != nil {
		opts = nil // the options name built-in cards, which a set replaces
	}
	list, err := e.Cards.List(cs[name], opts)
	if err != nil {
		return nil, fmt.Errorf("cards of %s: %w", name, err)
	}
	raw, err := json.Marshal(list.JSON)
	if err != nil {
		return nil, fmt.Errorf("cards of %s: %w", name, err)
	}
	var entries []json.RawMessage
	if err := json.Unmarshal(raw, &entries); err != nil {
		return nil, fmt.Errorf("cards of %s: the card list is not a list: %w", name, err)
	}
	byName := map[string]json.RawMessage{}
	for _, entry := range entries {
		var named struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(entry, &named) == nil && named.Name != "" {
			if _, dup := byName[named.Name]; !dup {
				byName[named.Name] = entry
			}
		}
	}
	out := []CardInfo{}
	for c := game.Card(1); c > 0; c++ {
		n := g.CardName(c)
		if n == noCardName || n == "" {
			break
		}
		out = append(out, CardInfo{ID: c, Name: n, Info: byName[n]})
	}
	return out, nil
}
