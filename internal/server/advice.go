package server

import (
	"errors"
	"fmt"
	"net/http"

	"menagerie/agent/cardbattlebot"
	"menagerie/game"
	cb "menagerie/games/cardbattle"
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

// adviceRequest asks the room's owner for an order's odds for the seat a
// token's hash claims.
type adviceRequest struct {
	hash  []byte
	order []cb.CardID
	reply chan adviceReply
}

type adviceReply struct {
	advice Advice
	err    error
}

// errNoAdvice refuses advice the game cannot give now.
var errNoAdvice = errors.New("no advice")

// adviseRoom answers POST /api/rooms/{id}/advice.
func (s *Server) adviseRoom(w http.ResponseWriter, req *http.Request) {
	var a AdviceRequest
	if err := readJSON(w, req, &a); err != nil {
		writeError(w, err)
		return
	}
	if a.Token == "" || len(a.Order) == 0 || len(a.Order) > maxAdviceCards {
		writeError(w, badRequest{fmt.Errorf("give the seat's token and its deck order, 1 to %d card ids", maxAdviceCards)})
		return
	}
	order := make([]cb.CardID, len(a.Order))
	for i, c := range a.Order {
		if c <= 0 {
			writeError(w, badRequest{fmt.Errorf("order: card %d is %d, not a card id", i+1, c)})
			return
		}
		order[i] = cb.CardID(c)
	}
	reply := make(chan adviceReply, 1)
	rm, err := s.post(req.Context(), req.PathValue("id"), adviceRequest{hash: hashToken(a.Token), order: order, reply: reply})
	if err != nil {
		writeError(w, err)
		return
	}
	select {
	case ar := <-reply:
		switch {
		case errors.Is(ar.err, errNoAdvice):
			writeJSON(w, http.StatusConflict, map[string]string{"error": ar.err.Error()})
		case ar.err != nil:
			writeError(w, ar.err)
		default:
			writeJSON(w, http.StatusOK, ar.advice)
		}
	case <-rm.done:
		writeError(w, rm.closedErr())
	case <-req.Context().Done():
	}
}

// advise rates a deck order for the seat a token's hash claims, from what
// that seat knows, seeded by the game's seed and version as the terminal's
// advice is.
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
	adv, err := cardbattlebot.AdvisorFor(view, game.Mix(r.meta.Seed, uint64(version)))
	if err != nil {
		return adviceReply{err: fmt.Errorf("%w: %v", errNoAdvice, err)}
	}
	o, err := adv.Odds(q.order)
	if err != nil {
		return adviceReply{err: badRequest{err}}
	}
	return adviceReply{advice: Advice{Version: version, Win: o.Win, Draw: o.Draw, Lose: o.Lose,
		Margin: o.Margin, Exact: o.Exact, Worlds: o.Worlds}}
}
