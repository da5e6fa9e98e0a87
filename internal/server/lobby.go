package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/session"
)

// maxBody is the largest lobby request body, in bytes.
const maxBody = 64 << 10

// Handler returns the server's HTTP handler: the lobby, the WebSocket
// play endpoint and /healthz.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("POST /api/rooms", s.limited(s.createRoom))
	mux.HandleFunc("GET /api/rooms", s.listRooms)
	mux.HandleFunc("GET /api/rooms/{id}", s.getRoom)
	mux.HandleFunc("POST /api/join", s.limited(s.joinRoom))
	mux.HandleFunc("POST /api/leave", s.limited(s.leaveRoom))
	mux.HandleFunc("GET /api/rooms/{id}/record", s.getRecord)
	mux.HandleFunc("GET /api/rooms/{id}/replay", s.replays.wrap("replay steps", s.getReplay))
	mux.HandleFunc("POST /api/rooms/{id}/rematch", s.limited(s.rematchRoom))
	mux.HandleFunc("GET /api/rooms/{id}/play", s.serveSocket)
	mux.HandleFunc("GET /api/games", s.listGames)
	mux.HandleFunc("GET /api/games/{game}/schema", s.gameSchema)
	mux.HandleFunc("GET /api/rooms/{id}/cards", s.roomCards)
	mux.HandleFunc("POST /api/rooms/{id}/advice", s.limited(s.adviseRoom))
	mux.HandleFunc("POST /api/players", s.limited(s.registerPlayer))
	mux.HandleFunc("GET /api/me", s.getMe)
	mux.HandleFunc("PATCH /api/me", s.limited(s.updateMe))
	mux.HandleFunc("GET /api/players/{name}", s.getPlayer)
	mux.HandleFunc("GET /api/leaderboard/{game}", s.getLeaderboard)
	mux.HandleFunc("POST /api/queue", s.limited(s.joinQueue))
	mux.HandleFunc("GET /api/queue/{ticket}", s.queueStatus)
	mux.HandleFunc("DELETE /api/queue/{ticket}", s.limited(s.leaveQueue))
	mux.HandleFunc("POST /api/challenges", s.limited(s.makeChallenge))
	mux.HandleFunc("GET /api/me/challenges", s.myChallenges)
	mux.HandleFunc("POST /api/challenges/{id}/accept", s.limited(s.acceptChallenge))
	mux.HandleFunc("POST /api/challenges/{id}/decline", s.limited(s.declineChallenge))
	mux.HandleFunc("DELETE /api/challenges/{id}", s.limited(s.cancelChallenge))
	return s.recovering(mux)
}

// recovering answers a request whose handler panicked (engine code run
// for a replay, a room's cards or a record) with 500 in plain words, and
// logs the panic once with its stack and the request's path, which names
// the room: net/http would only drop the connection. The rooms' own
// engine code recovers where it runs (failure.go).
func (s *Server) recovering(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.log.Error("request stopped by a panic", "method", req.Method, "path", req.URL.Path,
					"panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				writeJSON(w, http.StatusInternalServerError, map[string]string{"error": errInternal.Error()})
			}
		}()
		next.ServeHTTP(w, req)
	})
}

// RoomInfo is what the lobby shows of a room: never its seed or tokens.
type RoomInfo struct {
	ID        string       `json:"id"`
	Code      string       `json:"code"`
	Game      string       `json:"game"`
	Options   game.Options `json:"options"`
	Seats     []SeatInfo   `json:"seats"`
	TurnTimer int          `json:"turn_timer,omitempty"`
	OnTimeout string       `json:"on_timeout,omitempty"`
	Version   int          `json:"version"`
	Over      bool         `json:"over"`
	Returns   []float64    `json:"returns,omitempty"`
	// Winners are the seats that won a finished game (from 0; an empty
	// list for a draw), by the rule of Result's.
	Winners []int `json:"winners,omitzero"`
	// Result tells a finished game's winners and scores.
	Result  *Result `json:"result,omitempty"`
	Rematch string  `json:"rematch,omitempty"`
	Public  bool    `json:"public,omitempty"`
	// Rated rooms change their players' ratings when the game ends.
	Rated bool `json:"rated,omitempty"`
	// Failure says why an internal error stopped the game, Closed why
	// the room of a challenge not taken was closed; both absent while it
	// can go on.
	Failure string `json:"failure,omitempty"`
	Closed  string `json:"closed,omitempty"`
	// OtherCards says why this server does not play the room: it was
	// made with other cards than the server's; it cannot go on here.
	OtherCards string    `json:"other_cards,omitempty"`
	Created    time.Time `json:"created"`
	// ForfeitAfter is how many of a seat's turns in a row may run out
	// before it loses on time (absent: never).
	ForfeitAfter int `json:"forfeit_after,omitempty"`
}

// SeatInfo is one seat as the lobby shows it.
type SeatInfo struct {
	Bot     string `json:"bot,omitempty"`
	Name    string `json:"name,omitempty"`
	Claimed bool   `json:"claimed"`
	// Player names the registered player who claimed the seat;
	// BotAccount marks a player that is a program.
	Player     string `json:"player,omitempty"`
	BotAccount bool   `json:"bot_account,omitempty"`
	// LostOnTime marks a seat that lost on time: its turns ran out the
	// room's forfeit_after times in a row.
	LostOnTime bool `json:"lost_on_time,omitempty"`
}

// JoinRequest asks for a seat of a room by its id or its code; Seat (from
// 1) picks one, else the first free person's seat is given. Name, when
// given, becomes the seat's team name.
type JoinRequest struct {
	Room string `json:"room,omitempty"`
	Code string `json:"code,omitempty"`
	Seat int    `json:"seat,omitempty"`
	Name string `json:"name,omitempty"`
}

// JoinReply is a seat and the token that claims it: the client keeps the
// token to play and to reconnect; the server keeps only its hash.
type JoinReply struct {
	Room  string `json:"room"`
	Code  string `json:"code"`
	Seat  int    `json:"seat"`
	Token string `json:"token"`
}

func info(r *store.Room) RoomInfo {
	ri := RoomInfo{ID: r.ID, Code: r.Code, Game: r.Game, Options: r.Options,
		TurnTimer: int(r.TurnTimer / time.Second), Version: r.Version, Over: r.Over,
		Rematch: r.Rematch, Public: r.Public, Rated: r.Rated, Failure: r.Failure, Created: r.Created}
	if r.Closed {
		ri.Failure, ri.Closed = "", r.Failure
	}
	if ri.TurnTimer > 0 {
		ri.OnTimeout, ri.ForfeitAfter = r.OnTimeout, r.ForfeitAfter
	}
	if r.Outcome != nil {
		ri.Returns, ri.Winners = r.Outcome.Returns, winners(r.Outcome.Returns)
	}
	for _, s := range r.Seats {
		ri.Seats = append(ri.Seats, SeatInfo{Bot: s.Bot, Name: s.Name, Claimed: s.TokenHash != nil,
			Player: s.PlayerName, BotAccount: s.PlayerBot, LostOnTime: s.Forfeited})
	}
	return ri
}

func (s *Server) createRoom(w http.ResponseWriter, req *http.Request) {
	var setup Setup
	if err := readJSON(w, req, &setup); err != nil {
		s.writeError(w, err)
		return
	}
	meta, err := s.create(setup)
	if err != nil {
		s.writeError(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, info(meta))
}

func (s *Server) listRooms(w http.ResponseWriter, req *http.Request) {
	q := req.URL.Query()
	// Only public rooms are listed: a private one is reached by its link
	// or code.
	f := store.Filter{Game: q.Get("game"), Public: true}
	if v := q.Get("over"); v != "" {
		over, err := strconv.ParseBool(v)
		if err != nil {
			s.writeError(w, badRequest{fmt.Errorf("over=%q: want true or false", v)})
			return
		}
		f.Over = over
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 100 {
			s.writeError(w, badRequest{fmt.Errorf("limit=%q: want a whole number from 1 to 100", v)})
			return
		}
		f.Limit = n
	}
	rooms, err := s.cfg.Store.List(req.Context(), f)
	if err != nil {
		s.writeError(w, err)
		return
	}
	out := make([]RoomInfo, len(rooms))
	for i, r := range rooms {
		out[i] = info(r)
		out[i].Result = s.results.of(req.Context(), s.cfg.Store, s.cfg.Cards, r)
		out[i].OtherCards = s.otherCardsOf(r)
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) getRoom(w http.ResponseWriter, req *http.Request) {
	r, err := s.cfg.Store.Room(req.Context(), req.PathValue("id"))
	if err != nil {
		s.writeError(w, err)
		return
	}
	ri := info(r)
	ri.Result = s.results.of(req.Context(), s.cfg.Store, s.cfg.Cards, r)
	ri.OtherCards = s.otherCardsOf(r)
	writeJSON(w, http.StatusOK, ri)
}

func (s *Server) joinRoom(w http.ResponseWriter, req *http.Request) {
	var j JoinRequest
	if err := readJSON(w, req, &j); err != nil {
		s.writeError(w, err)
		return
	}
	id := j.Room
	player, err := s.requestPlayer(req)
	if err != nil {
		s.writeError(w, err)
		return
	}
	nameErr := store.CheckName("name", j.Name)
	switch {
	case (j.Room == "") == (j.Code == ""):
		s.writeError(w, badRequest{errors.New("give a room id or a room code, one of them")})
		return
	case j.Seat < 0:
		s.writeError(w, badRequest{fmt.Errorf("seat %d: seats count from 1", j.Seat)})
		return
	case nameErr != nil:
		s.writeError(w, nameErr)
		return
	case j.Code != "":
		r, err := s.cfg.Store.RoomByCode(req.Context(), normalCode(j.Code))
		if err != nil {
			s.writeError(w, err)
			return
		}
		id = r.ID
	}
	s.claim(w, req, id, joinRequest{seat: j.Seat - 1, name: j.Name, player: player}, "seat claimed")
}

// claim hands room id's owner a join (the lobby's, or the seat a challenge
// kept) and answers the request with the seat and its token, or why the
// owner refused it; msg and args are logged once the seat is claimed.
func (s *Server) claim(w http.ResponseWriter, req *http.Request, id string, q joinRequest, msg string, args ...any) {
	q.reply = make(chan joinReply, 1)
	rm, err := s.post(req.Context(), id, q)
	if err != nil {
		s.writeError(w, err)
		return
	}
	select {
	case jr := <-q.reply:
		if jr.err != nil {
			s.writeError(w, jr.err)
			return
		}
		s.log.Info(msg, append(args, "room", rm.id, "seat", jr.seat+1)...)
		writeJSON(w, http.StatusOK, JoinReply{Room: rm.id, Code: jr.code, Seat: jr.seat + 1, Token: jr.token})
	case <-rm.done:
		s.writeError(w, rm.closedErr())
	case <-req.Context().Done():
	}
}

// LeaveRequest gives the seat a token claims to a bot for the rest of the
// game.
type LeaveRequest struct {
	Room  string `json:"room"`
	Token string `json:"token"`
}

// LeaveReply names the seat now played by a bot.
type LeaveReply struct {
	Seat int    `json:"seat"`
	Bot  string `json:"bot"`
}

func (s *Server) leaveRoom(w http.ResponseWriter, req *http.Request) {
	var l LeaveRequest
	if err := readJSON(w, req, &l); err != nil {
		s.writeError(w, err)
		return
	}
	if l.Room == "" || l.Token == "" {
		s.writeError(w, badRequest{errors.New("give the room id and the seat's token")})
		return
	}
	reply := make(chan handOverReply, 1)
	rm, err := s.post(req.Context(), l.Room, handOverRequest{hash: hashToken(l.Token), reply: reply})
	if err != nil {
		s.writeError(w, err)
		return
	}
	select {
	case hr := <-reply:
		if hr.err != nil {
			s.writeError(w, hr.err)
			return
		}
		writeJSON(w, http.StatusOK, LeaveReply{Seat: hr.seat + 1, Bot: timeoutBot})
	case <-rm.done:
		s.writeError(w, rm.closedErr())
	case <-req.Context().Done():
	}
}

func (s *Server) getRecord(w http.ResponseWriter, req *http.Request) {
	// The record holds the seed: it would tell every hidden card.
	r, actions, err := s.finishedRoom(req, "the record of room %s is given once the game is over")
	if err != nil {
		s.writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, roomRecord(r, actions))
}

// finishedRoom reads the request's room and its actions, or refuses a
// game in play with notOver (a format naming the room's id).
func (s *Server) finishedRoom(req *http.Request, notOver string) (*store.Room, []game.Action, error) {
	id := req.PathValue("id")
	r, err := s.cfg.Store.Room(req.Context(), id)
	if err != nil {
		return nil, nil, err
	}
	if !r.Over {
		return nil, nil, fmt.Errorf(notOver+": %w", id, errNotOver)
	}
	actions, err := s.cfg.Store.Actions(req.Context(), id, 0)
	return r, actions, err
}

func (s *Server) rematchRoom(w http.ResponseWriter, req *http.Request) {
	reply := make(chan rematchReply, 1)
	rm, err := s.post(req.Context(), req.PathValue("id"), rematchRequest{reply: reply})
	if err != nil {
		s.writeError(w, err)
		return
	}
	select {
	case rr := <-reply:
		if rr.err != nil {
			s.writeError(w, rr.err)
			return
		}
		writeJSON(w, http.StatusOK, info(rr.room))
	case <-rm.done:
		s.writeError(w, rm.closedErr())
	case <-req.Context().Done():
	}
}

// badRequest marks an error in what the client sent.
type badRequest struct{ error }

// Unwrap gives the error inside.
func (b badRequest) Unwrap() error { return b.error }

// errBusy answers a request when the room's inbox is full.
var errBusy = errors.New("the room is busy: send it again in a moment")

// errServerBusy answers a request the store could not serve in time.
var errServerBusy = errors.New("the server is busy: try again in a moment")

// errNotJSON refuses a request body not sent as JSON.
var errNotJSON = errors.New("the request body must be JSON, sent with Content-Type: application/json")

// errBodyTooLarge refuses a request body beyond maxBody.
var errBodyTooLarge = fmt.Errorf("the request body is larger than %d KiB", maxBody>>10)

// errBodyTimeout answers a request whose body did not arrive within the
// server's read timeout.
var errBodyTimeout = errors.New("the request body did not arrive in time: send it whole at once")

// readJSON decodes a request body strictly: sent as application/json, at
// most maxBody bytes, one object, no unknown field.
func readJSON(w http.ResponseWriter, req *http.Request, v any) error {
	ct := req.Header.Get("Content-Type")
	if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != "application/json" {
		return fmt.Errorf("request body of type %q: %w", ct, errNotJSON)
	}
	data, err := io.ReadAll(http.MaxBytesReader(w, req.Body, maxBody))
	var tooLarge *http.MaxBytesError
	var cut net.Error
	switch {
	case errors.As(err, &tooLarge):
		return errBodyTooLarge
	case errors.As(err, &cut) && cut.Timeout():
		return errBodyTimeout
	case err != nil:
		return badRequest{fmt.Errorf("request body: %w", err)}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return badRequest{fmt.Errorf("request body: %w", err)}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return badRequest{errors.New("request body: data after the JSON object")}
	}
	return nil
}

// normalCode is a room code as the store keeps it: people may type it in
// lower case or with spaces around it.
func normalCode(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }

// writeJSON answers with a JSON value.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// errInternal is what a client is told of an error that is not its
// request's: the error itself is logged, never sent.
var errInternal = errors.New("the server could not do that because of an internal error, which it has logged: try again later")

// writeError answers with {"error": message} and a status that fits; an
// error that none fits is logged and answered 500 in plain words.
func (s *Server) writeError(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	var bad badRequest
	switch {
	case errors.As(err, &bad), errors.Is(err, store.ErrInvalid):
		status = http.StatusBadRequest
	case errors.Is(err, store.ErrNotFound), errors.Is(err, errNoGame):
		status = http.StatusNotFound
	case errors.Is(err, errUnknownToken), errors.Is(err, errUnknownKey), errors.Is(err, errNotYours):
		status = http.StatusForbidden
	case errors.As(err, new(failedRoom)), errors.As(err, new(closedRoom)):
		status = http.StatusGone
	case errors.Is(err, errFull), errors.Is(err, errTaken), errors.As(err, new(otherCards)), errors.Is(err, errNotOver), errors.Is(err, session.ErrOver), errors.Is(err, store.ErrConflict), errors.Is(err, store.ErrLimit):
		status = http.StatusConflict
	case errors.Is(err, errNotJSON):
		status = http.StatusUnsupportedMediaType
	case errors.Is(err, errBodyTooLarge):
		status = http.StatusRequestEntityTooLarge
	case errors.Is(err, errBodyTimeout):
		status = http.StatusRequestTimeout
	case errors.Is(err, errBusy), errors.Is(err, errShuttingDown), errors.Is(err, errQueueFull):
		status = http.StatusServiceUnavailable
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded), errors.Is(err, errGaveUp):
		// The store did not answer in time: the words are the client's.
		status, err = http.StatusServiceUnavailable, errServerBusy
	default:
		s.log.Error("request failed", "err", err)
		err = errInternal
	}
	if status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", strconv.Itoa(busyRetry))
	}
	writeJSON(w, status, map[string]string{"error": shown(err.Error())})
}

// shown writes the characters text must not show (a bidirectional
// override quoted from a request, say) as \uXXXX, so that an error
// cannot reorder or hide the text around it.
func shown(text string) string {
	var b strings.Builder
	for _, c := range text {
		if store.HiddenCharacter(c) != "" {
			fmt.Fprintf(&b, "\\u%04x", c)
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}
