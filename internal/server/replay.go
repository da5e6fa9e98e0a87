package server

import (
	"fmt"
	"net/http"
	"strconv"

	"menagerie/game"
	"menagerie/session"
)

// replayReply is a finished game at one step, as one seat saw it or in
// full: the view at that version (without actions) and every update from
// the set-up to it.
type replayReply struct {
	// Version is the step shown; Last is the game's last version.
	Version int              `json:"version"`
	Last    int              `json:"last"`
	View    session.SeatView `json:"view"`
	Updates []Update         `json:"updates"`
	Returns []float64        `json:"returns"`
	// Winners are the seats that won (from 0; an empty list for a draw).
	Winners []int `json:"winners"`
	// Forfeits are the seats that lost on time in the game.
	Forfeits []game.Forfeit `json:"forfeits,omitempty"`
}

// getReplay answers GET /api/rooms/{id}/replay?seat=N&version=V: the
// finished game replayed to version V (the end by default) from seat N's
// view (1 to the number of players), or without seat in full: the public
// observation with every event as it happened, hidden cards named. The
// events are in their named form, as protocol version 2 sends them.
func (s *Server) getReplay(w http.ResponseWriter, req *http.Request) {
	// A replay in full would tell every hidden card of a game in play.
	r, actions, err := s.finishedRoom(req, "room %s is replayed once the game is over")
	if err != nil {
		s.writeError(w, err)
		return
	}
	g, _, err := roomGame(r, s.cfg.Cards)
	if err != nil {
		s.writeError(w, err)
		return
	}
	seat, version, err := replayQuery(req, g.NumPlayers(), len(actions))
	if err != nil {
		s.writeError(w, badRequest{err})
		return
	}
	sess, err := session.Load(session.Config{Game: g, Events: true}, roomRecord(r, actions[:version]))
	if err != nil {
		s.writeError(w, err)
		return
	}
	reply := replayReply{Version: version, Last: len(actions), Forfeits: forfeitsOf(r.Seats)}
	if r.Outcome != nil {
		reply.Returns, reply.Winners = r.Outcome.Returns, winners(r.Outcome.Returns)
	}
	reply.Updates = append(reply.Updates, replayUpdate(g, seat, sess.Opening()))
	for sess.Queued() > 0 {
		u, _, err := sess.Step()
		if err != nil {
			s.writeError(w, err)
			return
		}
		reply.Updates = append(reply.Updates, replayUpdate(g, seat, u))
	}
	newEventForms(schemaOf(r.Game), s.log.With("room", r.ID, "game", r.Game)).named(reply.Updates)
	viewer := seat
	if seat == game.Nobody {
		viewer = game.Spectator // the full view's table is the public one
	}
	if reply.View, err = sess.View(viewer); err != nil {
		s.writeError(w, err)
		return
	}
	reply.View.Actions = nil // a replay offers no choice
	writeJSON(w, http.StatusOK, reply)
}

// replayQuery reads the replay's seat (game.Nobody for the full view) and
// version from the request's query.
func replayQuery(req *http.Request, players, last int) (game.Player, int, error) {
	q := req.URL.Query()
	seat, version := game.Nobody, last
	if v := q.Get("seat"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > players {
			return 0, 0, fmt.Errorf("seat %q: give a seat from 1 to %d, or none for the full view", v, players)
		}
		seat = game.Player(n - 1)
	}
	if v := q.Get("version"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > last {
			return 0, 0, fmt.Errorf("version %q: give a version from 0 to %d", v, last)
		}
		version = n
	}
	return seat, version, nil
}

// replayUpdate is an update as seat saw it, or in full for game.Nobody.
func replayUpdate(g game.Game, seat game.Player, u session.Update) Update {
	events := make([]game.Event, 0, len(u.Events))
	if seat == game.Nobody {
		events = append(events, u.Events...) // the session reuses its events
	} else {
		events = u.Seen(seat, events)
	}
	return Update{Version: u.Version, Actor: u.Actor, Events: events, Texts: eventTexts(g, events)}
}
