package server

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"menagerie/internal/store"
)

// A player's key is made by the player's client: at least 128 random
// bits, written as 32 to 128 letters, digits, '-' or '_' (hex or
// base64url). It travels only in the Authorization header, as
// "Bearer KEY"; the store keeps its SHA-256.
const (
	minKeyLength = 32
	maxKeyLength = 128
)

// errNoKey refuses a request that needs a player's key and has none.
var errNoKey = errors.New("this needs a player's key, sent as the header Authorization: Bearer KEY")

// errUnknownKey refuses a key no player registered.
var errUnknownKey = errors.New("no player has that key: register it first (POST /api/players)")

// PlayerRequest registers a player, or changes the name or bot mark of
// the player whose key the request carries.
type PlayerRequest struct {
	Name string `json:"name"`
	// Bot marks an account a program plays.
	Bot bool `json:"bot,omitempty"`
}

// PlayerInfo is what anyone may see of a player: never its key.
type PlayerInfo struct {
	Name    string    `json:"name"`
	Bot     bool      `json:"bot,omitempty"`
	Created time.Time `json:"created"`
}

// playerInfo is what p shows.
func playerInfo(p *store.Player) PlayerInfo {
	return PlayerInfo{Name: p.Name, Bot: p.Bot, Created: p.Created}
}

// requestKey returns the player's key the request carries ("" for none),
// or says why it is not fit to be one. The key is never quoted back.
func requestKey(req *http.Request) (string, error) {
	h := req.Header.Get("Authorization")
	if h == "" {
		return "", nil
	}
	key, ok := strings.CutPrefix(h, "Bearer ")
	if !ok {
		return "", badRequest{errors.New("the Authorization header must be \"Bearer\" and the player's key")}
	}
	if len(key) < minKeyLength || len(key) > maxKeyLength || strings.ContainsFunc(key, func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_')
	}) {
		return "", badRequest{fmt.Errorf("a player's key is %d to %d letters, digits, '-' or '_' (at least 128 random bits, in hex or base64url)", minKeyLength, maxKeyLength)}
	}
	return key, nil
}

// requestPlayer returns the registered player whose key the request
// carries, nil when it carries none.
func (s *Server) requestPlayer(req *http.Request) (*store.Player, error) {
	key, err := requestKey(req)
	if err != nil || key == "" {
		return nil, err
	}
	p, err := s.cfg.Store.PlayerByKey(req.Context(), hashToken(key))
	if errors.Is(err, store.ErrNotFound) {
		return nil, errUnknownKey
	}
	return p, err
}

// registerPlayer stores a new player under the request's key.
func (s *Server) registerPlayer(w http.ResponseWriter, req *http.Request) {
	key, err := requestKey(req)
	if err == nil && key == "" {
		err = badRequest{errNoKey}
	}
	var pr PlayerRequest
	if err == nil {
		err = readJSON(w, req, &pr)
	}
	if err != nil {
		s.writeError(w, err)
		return
	}
	// A player's id is as unguessable as a room's, though it is no secret.
	p := &store.Player{ID: newRoomID(), Name: pr.Name, KeyHash: hashToken(key), Bot: pr.Bot}
	if err := s.cfg.Store.CreatePlayer(req.Context(), p); err != nil {
		s.writeError(w, nameTaken(pr.Name, err))
		return
	}
	s.log.Info("player registered", "player", p.ID)
	writeJSON(w, http.StatusCreated, playerInfo(p))
}

// nameTaken says in plain words that a name is taken, for a store's
// conflict on a player; other errors are as they were.
func nameTaken(name string, err error) error {
	if errors.Is(err, store.ErrConflict) {
		return fmt.Errorf("the name %q (in any case) or the key is taken: choose another: %w", name, store.ErrConflict)
	}
	return err
}

// getMe answers the player whose key the request carries.
func (s *Server) getMe(w http.ResponseWriter, req *http.Request) {
	p, err := s.keyedPlayer(req)
	if err != nil {
		s.writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, playerInfo(p))
}

// updateMe renames the player whose key the request carries, or changes
// its bot mark.
func (s *Server) updateMe(w http.ResponseWriter, req *http.Request) {
	p, err := s.keyedPlayer(req)
	var pr PlayerRequest
	if err == nil {
		err = readJSON(w, req, &pr)
	}
	if err != nil {
		s.writeError(w, err)
		return
	}
	p.Name, p.Bot = pr.Name, pr.Bot
	if err := s.cfg.Store.UpdatePlayer(req.Context(), p); err != nil {
		s.writeError(w, nameTaken(pr.Name, err))
		return
	}
	writeJSON(w, http.StatusOK, playerInfo(p))
}

// keyedPlayer is requestPlayer for a request that must carry a key.
func (s *Server) keyedPlayer(req *http.Request) (*store.Player, error) {
	p, err := s.requestPlayer(req)
	if err == nil && p == nil {
		err = badRequest{errNoKey}
	}
	return p, err
}
