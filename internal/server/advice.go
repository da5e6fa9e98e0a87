package server

import (
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"sync"

	"menagerie/agent/cardbattlebot"
	"menagerie/game"
	cb "menagerie/games/cardbattle"
	"menagerie/panics"
)

// maxAdviceCards bounds the deck order an advice request may name.
const maxAdviceCards = 64

// AdviceRequest asks for the odds of a Card Battle deck order: the seat's
// token and the order, top card first, as card ids (the ids of its hand).
type AdviceRequest struct {
	Token string      `json:"token"`
	Order []game.Card `json:"order"`
}

// Advice is an order's chances in this round's battle against the decks the
// seat's opponent may hold, as the terminal shows them: exact over every
// deck when the opponent's hand is known, else estimated over Worlds
// sampled decks with a 95% Margin.
type Advice struct {
	Version int     `json:"version"`
	Win     float64 `json:"win"`
	Draw    float64 `json:"draw"`
	Lose    float64 `json:"lose"`
	Margin  float64 `json:"margin"`
	Exact   bool    `json:"exact"`
	Worlds  int     `json:"worlds"`
}

// adviceRequest asks the room's owner for what an order is rated from,
// for the seat a token's hash claims.
type adviceRequest struct {
	hash  []byte
	reply chan adviceReply
}

// adviceReply is the seat's view (over a copy of the game) with the seed
// and version the advice is made at, or why there is none.
type adviceReply struct {
	view    *game.View
	seed    uint64
	version int
	err     error
}

// errNoAdvice refuses advice the game cannot give now.
var errNoAdvice = errors.New("no advice")

// errAdviceRunning refuses a seat's advice while its previous one runs.
var errAdviceRunning = errors.New("an advice for this seat is being computed: ask again once it is answered")

// errAdviceBusy refuses an advice while as many run as the server has
// processors: each is pure computation, and more at once would only slow
// the rooms down.
var errAdviceBusy = busyError{text: "the server is busy working out other players' odds: ask again in a moment",
	reason: "as many advice computations run as there are processors"}

// advisors runs the advice computations, off the rooms' owners, one at a
// time per seat and at most limit at once in all. Each is bounded by the
// advisor's own budget (at most maxWorlds opponent decks and
// oddsPositions battle positions, see cardbattlebot), not by a clock, so
// that the same game gives the same advice on any machine.
type advisors struct {
	mu      sync.Mutex
	limit   int             // the most at once (0: GOMAXPROCS)
	running map[string]bool // by room id and token hash
	// odds rates an order (deckOdds unless a test slows it down or
	// breaks it).
	odds func(view *game.View, seed uint64, order []cb.CardID) (cardbattlebot.Odds, error)
}

// claim reserves a seat's advice, by its room and token hash:
// errAdviceRunning while the seat's previous one runs, errAdviceBusy while
// the most run in all. release ends it.
func (a *advisors) claim(key string) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	limit := a.limit
	if limit <= 0 {
		limit = runtime.GOMAXPROCS(0)
	}
	switch {
	case a.running[key]:
		return errAdviceRunning
	case len(a.running) >= limit:
		return errAdviceBusy
	case a.running == nil:
		a.running = map[string]bool{}
	}
	a.running[key] = true
	return nil
}

func (a *advisors) release(key string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	delete(a.running, key)
}

// deckOdds rates a deck order for the seat of view, as the terminal does.
func deckOdds(view *game.View, seed uint64, order []cb.CardID) (cardbattlebot.Odds, error) {
	adv, err := cardbattlebot.AdvisorFor(view, seed)
	if err != nil {
		return cardbattlebot.Odds{}, fmt.Errorf("%w: %v", errNoAdvice, err)
	}
	o, err := adv.Odds(order)
	if err != nil {
		return cardbattlebot.Odds{}, badRequest{err}
	}
	return o, nil
}

// adviseRoom answers POST /api/rooms/{id}/advice: the room's owner hands
// over the seat's view, and the odds are computed here, on the request's
// goroutine, while the room goes on.
func (s *Server) adviseRoom(w http.ResponseWriter, req *http.Request) {
	var a AdviceRequest
	if err := readJSON(w, req, &a); err != nil {
		s.writeError(w, err)
		return
	}
	if a.Token == "" || len(a.Order) == 0 || len(a.Order) > maxAdviceCards {
		s.writeError(w, badRequest{fmt.Errorf("give the seat's token and its deck order, 1 to %d card ids", maxAdviceCards)})
		return
	}
	order := make([]cb.CardID, len(a.Order))
	for i, c := range a.Order {
		if c <= 0 {
			s.writeError(w, badRequest{fmt.Errorf("order: card %d is %d, not a card id", i+1, c)})
			return
		}
		order[i] = cb.CardID(c)
	}
	id, hash := req.PathValue("id"), hashToken(a.Token)
	key := id + "\x00" + string(hash)
	if err := s.advice.claim(key); errors.Is(err, errAdviceRunning) {
		w.Header().Set("Retry-After", "1")
		writeJSON(w, http.StatusTooManyRequests, map[string]string{"error": err.Error()})
		return
	} else if err != nil {
		s.writeError(w, err)
		return
	}
	defer s.advice.release(key)
	reply := make(chan adviceReply, 1)
	rm, err := s.post(req.Context(), id, adviceRequest{hash: hash, reply: reply})
	if err != nil {
		s.writeError(w, err)
		return
	}
	var ar adviceReply
	select {
	case ar = <-reply:
	case <-rm.done:
		s.writeError(w, rm.closedErr())
		return
	case <-req.Context().Done():
		return
	}
	if ar.err != nil {
		s.writeAdviceError(w, ar.err)
		return
	}
	o, err := s.odds(rm, ar, order)
	if err != nil {
		s.writeAdviceError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, Advice{Version: ar.version, Win: o.Win, Draw: o.Draw, Lose: o.Lose,
		Margin: o.Margin, Exact: o.Exact, Worlds: o.Worlds})
}

// writeAdviceError answers advice the game cannot give now with 409, and
// any other error as the lobby does.
func (s *Server) writeAdviceError(w http.ResponseWriter, err error) {
	if errors.Is(err, errNoAdvice) {
		writeJSON(w, http.StatusConflict, map[string]string{"error": err.Error()})
		return
	}
	s.writeError(w, err)
}

// odds rates an order from the view the room's owner handed over. A panic
// stops the room, as one in its owner does: it is logged here, the
// failure stored, and the owner told to stop.
func (s *Server) odds(rm *room, ar adviceReply, order []cb.CardID) (cardbattlebot.Odds, error) {
	odds := s.advice.odds
	if odds == nil {
		odds = deckOdds
	}
	var o cardbattlebot.Odds
	err := panics.Catch(func() (err error) {
		o, err = odds(ar.view, ar.seed, order)
		return err
	})
	var p *panics.Error
	if errors.As(err, &p) {
		logPanic(rm.log, p, "version", ar.version, "in", "advice")
		reason := failureReason(ar.version)
		s.markFailed(rm.id, reason)
		rm.postPatiently(failedRequest{reason: reason})
		return o, failedRoom{id: rm.id, reason: reason}
	}
	return o, err
}

// advise hands over what an order is rated from for the seat a token's
// hash claims: its view over a copy of the game, seeded by the game's
// seed and version as the terminal's advice is.
func (r *room) advise(q adviceRequest) adviceReply {
	seat := r.seatOf(q.hash)
	if seat == game.Nobody {
		return adviceReply{err: errUnknownToken}
	}
	version := r.sess.Version()
	if _, ok := r.game.(*cb.Game); !ok {
		return adviceReply{err: fmt.Errorf("%w: deck odds are Card Battle's, this room plays %s", errNoAdvice, r.game.Name())}
	}
	view, err := r.sess.AdviceView(seat)
	if err != nil {
		return adviceReply{err: fmt.Errorf("%w: %v", errNoAdvice, err)}
	}
	if obs, ok := view.Observation().(*cb.Observation); !ok || obs.Phase != "arrange" {
		return adviceReply{err: fmt.Errorf("%w: P%d is not ordering a battle deck", errNoAdvice, seat+1)}
	}
	return adviceReply{view: view, seed: game.DecisionSeed(r.meta.Seed, version), version: version}
}
