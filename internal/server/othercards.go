package server

import (
	"errors"
	"strings"
	"sync"

	"menagerie/internal/store"
)

// maxCardChecks bounds how many rooms' card checks a server remembers;
// past it a check is made again each time it is asked for.
const maxCardChecks = 4096

// cardChecks remembers, by a room's game, rules, options and card set
// hash, whether this server plays it with other cards, so that a room's
// page polled while it waits and the lobby's room list build no game per
// room and request.
type cardChecks struct {
	mu  sync.Mutex
	why map[string]string
}

// otherCardsOf says why this server does not play room r, made with
// another card set than the server's (otherCards), or "" if it plays it
// or r stopped for another reason.
func (s *Server) otherCardsOf(r *store.Room) string {
	if r.Failure != "" {
		return ""
	}
	key := strings.Join([]string{r.Game, r.RulesVersion, r.Options.String(), r.CardSetHash}, "\x00")
	c := &s.cardChecks
	c.mu.Lock()
	why, ok := c.why[key]
	c.mu.Unlock()
	if ok {
		return why
	}
	if _, _, err := s.cfg.Cards.forRecord(roomRecord(r, nil)); errors.As(err, new(otherCards)) {
		why = err.Error()
	}
	c.mu.Lock()
	if len(c.why) < maxCardChecks {
		c.why[key] = why
	}
	c.mu.Unlock()
	return why
}
