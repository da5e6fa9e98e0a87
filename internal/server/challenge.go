package server

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
)

// maxOpenChallenges is how many open challenges a player may have out at
// once.
const maxOpenChallenges = 3

// challengeSweep is how often a server marks the challenges whose time
// ran out as expired and closes their rooms (at most).
const challengeSweep = 30 * time.Second

// challengesListed is how long a player's challenges stay listed after
// their time to answer ran out, so that both players see how each ended.
const challengesListed = 10 * time.Minute

// errNotYours refuses an answer to a challenge by a player it is not
// made by or to, as the answer needs.
var errNotYours = errors.New("this challenge is not yours to answer")

// ChallengeRequest challenges the registered player named Player to a
// game of Game with its options (the player count among them), rated or
// casual. In a game of more than two players Bot is the level of the
// bots that play the other seats ("": those seats stay open to anyone
// with the room's code).
type ChallengeRequest struct {
	Player  string       `json:"player"`
	Game    string       `json:"game"`
	Options game.Options `json:"options,omitempty"`
	Rated   bool         `json:"rated,omitempty"`
	Bot     string       `json:"bot,omitempty"`
}

// ChallengeInfo is what the two players see of a challenge: who, the
// game, where it stands and how old it is. Seat (from 1) is the
// challenged player's seat in the room.
type ChallengeInfo struct {
	ID      string       `json:"id"`
	From    string       `json:"from"`
	FromBot bool         `json:"from_bot,omitempty"`
	To      string       `json:"to"`
	ToBot   bool         `json:"to_bot,omitempty"`
	Game    string       `json:"game"`
	Options game.Options `json:"options"`
	Rated   bool         `json:"rated,omitempty"`
	Room    string       `json:"room"`
	Code    string       `json:"code"`
	Seat    int          `json:"seat"`
	State   string       `json:"state"`
	// Age is the challenge's age and ExpiresIn the time left to answer
	// it, in whole seconds.
	Age       int       `json:"age"`
	ExpiresIn int       `json:"expires_in,omitempty"`
	Created   time.Time `json:"created"`
}

// ChallengeMade is the answer to a challenge: the challenge and the token
// of the challenger's seat, told only here.
type ChallengeMade struct {
	Challenge ChallengeInfo `json:"challenge"`
	Seat      int           `json:"seat"`
	Token     string        `json:"token"`
}

// MyChallenges are the challenges made to a player and by the player,
// newest first, until challengesListed after their time ran out.
type MyChallenges struct {
	Incoming []ChallengeInfo `json:"incoming"`
	Outgoing []ChallengeInfo `json:"outgoing"`
}

// challengeSetup is the room set-up of a challenge: every seat a
// person's, but for the seats of neither player in a game of more, which
// bot plays.
func (cs CardSets) challengeSetup(q ChallengeRequest) (Setup, error) {
	e, err := registry.Lookup(q.Game)
	if err != nil {
		return Setup{}, badRequest{err}
	}
	g, err := cs.newGame(e, q.Options)
	if err != nil {
		return Setup{}, badRequest{fmt.Errorf("options: %w", err)}
	}
	seats := make([]SeatSetup, g.NumPlayers())
	for i := 2; i < len(seats); i++ {
		seats[i].Bot = q.Bot
	}
	return Setup{Game: q.Game, Options: q.Options, Seats: seats, Rated: q.Rated}, nil
}

// makeChallenge challenges a player by name: it makes the room, claims a
// seat for the challenger (whose key the request carries) and keeps
// another for the challenged player, who answers within the server's
// ChallengeTTL.
func (s *Server) makeChallenge(w http.ResponseWriter, req *http.Request) {
	from, err := s.keyedPlayer(req)
	var q ChallengeRequest
	if err == nil {
		err = readJSON(w, req, &q)
	}
	var to *store.Player
	if err == nil {
		to, err = s.cfg.Store.PlayerByName(req.Context(), q.Player)
	}
	var setup Setup
	switch {
	case err != nil:
	case to.ID == from.ID:
		err = badRequest{errors.New("a player cannot challenge itself")}
	default:
		setup, err = s.cfg.Cards.challengeSetup(q)
	}
	if err != nil {
		s.writeError(w, err)
		return
	}
	token := newToken()
	// The two players take the first two seats in a random order: the
	// first seat often plays first.
	mine, theirs := 0, 1
	if rand.IntN(2) == 1 {
		mine, theirs = 1, 0
	}
	c := &store.Challenge{ID: newRoomID(), From: from.ID, To: to.ID, Seat: theirs, State: store.ChallengeOpen,
		Expires: time.Now().Add(s.cfg.ChallengeTTL)}
	r, err := s.make(setup, func(ctx context.Context, r *store.Room) error {
		r.Seats[mine].TokenHash = hashToken(token)
		r.Seats[mine].Player, r.Seats[mine].PlayerName, r.Seats[mine].PlayerBot = from.ID, from.Name, from.Bot
		r.Seats[theirs].Player, r.Seats[theirs].PlayerName, r.Seats[theirs].PlayerBot = to.ID, to.Name, to.Bot
		c.Room = r.ID
		return s.cfg.Store.CreateChallenge(ctx, c, r, maxOpenChallenges)
	})
	if err != nil {
		s.writeError(w, err)
		return
	}
	s.log.Info("challenge made", "challenge", c.ID, "room", r.ID)
	writeJSON(w, http.StatusCreated, ChallengeMade{Challenge: challengeInfo(c, r, from, to, time.Now()), Seat: mine + 1, Token: token})
}

// challengeInfo is what c in room r shows at now, from and to being its
// players.
func challengeInfo(c *store.Challenge, r *store.Room, from, to *store.Player, now time.Time) ChallengeInfo {
	ci := ChallengeInfo{ID: c.ID, From: from.Name, FromBot: from.Bot, To: to.Name, ToBot: to.Bot,
		Game: r.Game, Options: r.Options, Rated: r.Rated, Room: r.ID, Code: r.Code, Seat: c.Seat + 1,
		State: c.State, Age: int(now.Sub(c.Created).Seconds()), Created: c.Created}
	if c.State == store.ChallengeOpen {
		if left := c.Expires.Sub(now); left > 0 {
			ci.ExpiresIn = int(left.Seconds() + 0.999)
		} else {
			ci.State = store.ChallengeExpired
		}
	}
	return ci
}

// myChallenges lists the challenges of the player whose key the request
// carries.
func (s *Server) myChallenges(w http.ResponseWriter, req *http.Request) {
	me, err := s.keyedPlayer(req)
	var cs []store.Challenge
	if err == nil {
		cs, err = s.cfg.Store.PlayerChallenges(req.Context(), me.ID, time.Now().Add(-s.cfg.ChallengeTTL-challengesListed))
	}
	if err != nil {
		s.writeError(w, err)
		return
	}
	out := MyChallenges{Incoming: []ChallengeInfo{}, Outgoing: []ChallengeInfo{}}
	players := map[string]*store.Player{me.ID: me}
	now := time.Now()
	for _, c := range cs {
		ci, err := s.describe(req.Context(), &c, players, now)
		if err != nil {
			s.writeError(w, err)
			return
		}
		if c.To == me.ID {
			out.Incoming = append(out.Incoming, ci)
		} else {
			out.Outgoing = append(out.Outgoing, ci)
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// describe reads what challengeInfo needs of c from the store, the
// players read already kept in players.
func (s *Server) describe(ctx context.Context, c *store.Challenge, players map[string]*store.Player, now time.Time) (ChallengeInfo, error) {
	r, err := s.cfg.Store.Room(ctx, c.Room)
	if err != nil {
		return ChallengeInfo{}, err
	}
	for _, id := range []string{c.From, c.To} {
		if players[id] == nil {
			if players[id], err = s.cfg.Store.Player(ctx, id); err != nil {
				return ChallengeInfo{}, err
			}
		}
	}
	return challengeInfo(c, r, players[c.From], players[c.To], now), nil
}

// answerable reads the request's challenge for the player whose key the
// request carries, who must be its challenged player (challenged true)
// or its challenger.
func (s *Server) answerable(req *http.Request, challenged bool) (*store.Player, *store.Challenge, error) {
	p, err := s.keyedPlayer(req)
	if err != nil {
		return nil, nil, err
	}
	c, err := s.cfg.Store.Challenge(req.Context(), req.PathValue("id"))
	if errors.Is(err, store.ErrInvalid) {
		err = fmt.Errorf("challenge %q: %w", req.PathValue("id"), store.ErrNotFound)
	}
	if err != nil {
		return nil, nil, err
	}
	if (challenged && c.To != p.ID) || (!challenged && c.From != p.ID) {
		return nil, nil, fmt.Errorf("challenge %s: %w", c.ID, errNotYours)
	}
	return p, c, nil
}

// acceptChallenge accepts a challenge made to the player whose key the
// request carries and claims the seat kept for the player: the answer
// holds the seat's token. A challenge accepted before whose seat is still
// free (the claim failed) may be accepted again.
func (s *Server) acceptChallenge(w http.ResponseWriter, req *http.Request) {
	p, c, err := s.answerable(req, true)
	if err == nil {
		err = s.cfg.Store.AnswerChallenge(req.Context(), c.ID, store.ChallengeAccepted)
		if errors.Is(err, store.ErrConflict) {
			if now, rerr := s.cfg.Store.Challenge(req.Context(), c.ID); rerr == nil && now.State == store.ChallengeAccepted {
				err = nil
			}
		}
	}
	if err != nil {
		s.writeError(w, err)
		return
	}
	s.claim(w, req, c.Room, joinRequest{seat: c.Seat, player: p, kept: true}, "challenge accepted", "challenge", c.ID)
}

// declineChallenge declines a challenge made to the player whose key the
// request carries; its room is closed.
func (s *Server) declineChallenge(w http.ResponseWriter, req *http.Request) {
	s.closeChallenge(w, req, true, store.ChallengeDeclined)
}

// cancelChallenge cancels a challenge the player whose key the request
// carries made; its room is closed.
func (s *Server) cancelChallenge(w http.ResponseWriter, req *http.Request) {
	s.closeChallenge(w, req, false, store.ChallengeCancelled)
}

// closeChallenge moves an open challenge of the request's player (its
// challenged player or its challenger) to state, closes its room and
// answers the challenge as it now stands.
func (s *Server) closeChallenge(w http.ResponseWriter, req *http.Request, challenged bool, state string) {
	p, c, err := s.answerable(req, challenged)
	if err == nil {
		err = s.cfg.Store.AnswerChallenge(req.Context(), c.ID, state)
	}
	if err != nil {
		s.writeError(w, err)
		return
	}
	s.closeRoom(c.Room, "the challenge was "+state)
	s.log.Info("challenge "+state, "challenge", c.ID, "room", c.Room)
	c.State = state
	ci, err := s.describe(req.Context(), c, map[string]*store.Player{p.ID: p}, time.Now())
	if err != nil {
		s.writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, ci)
}

// sweepChallenges marks the challenges whose time ran out as expired and
// closes their rooms, every challengeSweep (or ChallengeTTL, when
// shorter), until the server shuts down.
func (s *Server) sweepChallenges() {
	defer close(s.swept)
	tick := time.NewTicker(min(challengeSweep, s.cfg.ChallengeTTL))
	defer tick.Stop()
	for {
		select {
		case <-s.stopSweep:
			return
		case <-tick.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		expired, err := s.cfg.Store.ExpireChallenges(ctx)
		cancel()
		if err != nil {
			s.log.Error("expire challenges", "err", err)
			continue
		}
		for _, c := range expired {
			s.closeRoom(c.Room, "the challenge expired")
			s.log.Info("challenge expired", "challenge", c.ID, "room", c.Room)
		}
	}
}
