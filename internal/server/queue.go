package server

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
)

// QueueRequest joins a quick-match queue: the game and its options (the
// player count, Card Battle's packs), the bot level for the seats no
// person takes ("": people only) and whether the game is to be rated.
// A registered player sends the key as Authorization: Bearer KEY; a guest
// may give a name for the seat.
type QueueRequest struct {
	Game    string       `json:"game"`
	Options game.Options `json:"options,omitempty"`
	Bot     string       `json:"bot,omitempty"`
	Rated   bool         `json:"rated,omitempty"`
	Name    string       `json:"name,omitempty"`
}

// QueueTicket is the answer to a join: the ticket that reads and leaves
// the entry, and the token of the seat the match will give, told only
// here.
type QueueTicket struct {
	Ticket string `json:"ticket"`
	Token  string `json:"token"`
}

// Queue states a QueueStatus reports.
const (
	QueueWaiting = "waiting"
	QueueMatched = "matched"
)

// QueueStatus is where a ticket stands: waiting, with how many wait in
// its queue (itself among them) and, when bots may fill its room, the
// seconds until they do; or matched, with the room and the seat (from 1)
// its token claims.
type QueueStatus struct {
	State       string `json:"state"`
	Waiting     int    `json:"waiting,omitempty"`
	SecondsLeft *int   `json:"seconds_left,omitempty"`
	Room        string `json:"room,omitempty"`
	Code        string `json:"code,omitempty"`
	Seat        int    `json:"seat,omitempty"`
}

// queueName is the queue of a game of entry e on the cards, as canonical
// text: entries of one name are seated together. It holds the game's name
// and the options (the player count, the packs, ...) whose value is not
// the game's default.
func (cs CardSets) queueName(e *registry.Entry, g game.Game) (string, error) {
	d, err := cs.newGame(e, nil)
	if err != nil {
		return "", err
	}
	defaults := d.Options()
	v := url.Values{"game": {g.Name()}}
	for k, o := range g.Options() {
		if defaults[k] != o {
			v.Set(k, o)
		}
	}
	return v.Encode(), nil
}

// queueGame builds the game of a queue's name on the cards, with its registry
// entry.
func (cs CardSets) queueGame(name string) (*registry.Entry, game.Game, error) {
	v, err := url.ParseQuery(name)
	if err != nil {
		return nil, nil, fmt.Errorf("queue %q: %w", name, err)
	}
	e, err := registry.Lookup(v.Get("game"))
	if err != nil {
		return nil, nil, fmt.Errorf("queue %q: %w", name, err)
	}
	opts := game.Options{}
	for k := range v {
		if k != "game" && k != "rated" {
			opts[k] = v.Get(k)
		}
	}
	g, err := cs.newGame(e, opts)
	if err != nil {
		return nil, nil, fmt.Errorf("queue %q: options: %w", name, err)
	}
	return e, g, nil
}

// checkQueueRequest says why q cannot join a queue of a game on the cards, or
// returns the queue's name.
func (cs CardSets) checkQueueRequest(q QueueRequest, player *store.Player) (string, error) {
	e, err := registry.Lookup(q.Game)
	if err != nil {
		return "", badRequest{err}
	}
	g, err := cs.newGame(e, q.Options)
	if err != nil {
		return "", badRequest{fmt.Errorf("options: %w", err)}
	}
	if err := store.CheckName("name", q.Name); err != nil {
		return "", err
	}
	if q.Bot != "" {
		if !slices.Contains(offeredBots(e), q.Bot) {
			return "", badRequest{fmt.Errorf("bot %q: quick matches of this game seat %v, or none (people only)", q.Bot, offeredBots(e))}
		}
		if _, err := e.NewBot(q.Bot, g); err != nil {
			return "", badRequest{fmt.Errorf("bot %q: %w", q.Bot, err)}
		}
	}
	if q.Rated {
		if player == nil {
			return "", badRequest{errors.New("a rated quick match seats registered players only: send the player's key as the header Authorization: Bearer KEY")}
		}
		if err := checkRatedSeats(g.Name(), []SeatSetup{{Bot: q.Bot}}); err != nil {
			return "", badRequest{err}
		}
	}
	name, err := cs.queueName(e, g)
	if err != nil {
		return "", err
	}
	if q.Rated {
		name += "&rated=true"
	}
	return name, nil
}

// errQueueFull refuses a join when the queues hold maxWaiting entries.
var errQueueFull = errors.New("the quick-match queues are full: try again in a moment")

// joinQueue puts the request's person in the queue of its game and
// answers a ticket and the seat's token.
func (s *Server) joinQueue(w http.ResponseWriter, req *http.Request) {
	var q QueueRequest
	if err := readJSON(w, req, &q); err != nil {
		s.writeError(w, err)
		return
	}
	player, err := s.requestPlayer(req)
	if err != nil {
		s.writeError(w, err)
		return
	}
	name, err := s.cfg.Cards.checkQueueRequest(q, player)
	if err != nil {
		s.writeError(w, err)
		return
	}
	if s.matcher.total() >= maxWaiting {
		s.writeError(w, errQueueFull)
		return
	}
	token := newToken()
	e := &store.QueueEntry{Ticket: newToken(), Queue: name, Name: q.Name, Bot: q.Bot, Rated: q.Rated, TokenHash: hashToken(token)}
	if player != nil {
		e.Player, e.Name, e.PlayerBot = player.ID, player.Name, player.Bot
	}
	if err := s.cfg.Store.Enqueue(req.Context(), e); err != nil {
		s.writeError(w, err)
		return
	}
	s.matcher.nudge()
	writeJSON(w, http.StatusCreated, QueueTicket{Ticket: e.Ticket, Token: token})
}

// queueStatus tells where a ticket stands.
func (s *Server) queueStatus(w http.ResponseWriter, req *http.Request) {
	e, err := s.cfg.Store.QueueEntry(req.Context(), req.PathValue("ticket"))
	if err != nil {
		s.writeError(w, ticketErr(err))
		return
	}
	if e.Room != "" {
		r, err := s.cfg.Store.Room(req.Context(), e.Room)
		if err != nil {
			s.writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, QueueStatus{State: QueueMatched, Room: r.ID, Code: r.Code, Seat: e.Seat + 1})
		return
	}
	// A sighting not stored is tried again at the holder's next read,
	// well within QueueIdle.
	if now := time.Now(); now.Sub(e.Seen) >= s.cfg.QueueIdle/seenSteps {
		if err := s.cfg.Store.SeeQueueEntry(req.Context(), e.Ticket, now); err != nil {
			s.log.Warn("quick match: an entry's sighting", "err", err)
		}
	}
	st := QueueStatus{State: QueueWaiting, Waiting: max(1, s.matcher.waiting(e.Queue))}
	if e.Bot != "" {
		left := int(time.Until(e.Joined.Add(s.cfg.QueueWait)).Seconds() + 0.999)
		st.SecondsLeft = new(int)
		*st.SecondsLeft = max(0, left)
	}
	writeJSON(w, http.StatusOK, st)
}

// leaveQueue takes a waiting ticket out of its queue; a matched one
// stays matched (409).
func (s *Server) leaveQueue(w http.ResponseWriter, req *http.Request) {
	if err := s.cfg.Store.Dequeue(req.Context(), req.PathValue("ticket")); err != nil {
		s.writeError(w, ticketErr(err))
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// ticketErr says in plain words that a ticket is unknown, without quoting
// it: a ticket is never written back.
func ticketErr(err error) error {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return fmt.Errorf("no such ticket in the queue: it left, or waited too long; join again: %w", store.ErrNotFound)
	case errors.Is(err, store.ErrInvalid):
		return badRequest{errors.New("a ticket is the text the join answered")}
	case errors.Is(err, store.ErrConflict):
		return fmt.Errorf("the ticket is matched already: read its room: %w", store.ErrConflict)
	}
	return err
}
