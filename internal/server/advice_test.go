package server

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
	"menagerie/internal/store"
)

// adviceToken claims seat 1 of the advice tests' rooms.
const adviceToken = "0123456789abcdef0123456789abcdef"

// arrangingRoom is a Card Battle room of a person (seat 1, adviceToken)
// against a bot, played by passing every shop turn until the person orders
// its deck.
func arrangingRoom(t *testing.T) *room {
	t.Helper()
	st := store.NewMemory()
	srv, err := New(Config{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	meta, err := newRoom(Setup{Game: "cardbattle", Seats: []SeatSetup{{}, {Bot: "heuristic"}}}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	meta.Seats[0].TokenHash = hashToken(adviceToken)
	if err := st.CreateRoom(context.Background(), meta); err != nil {
		t.Fatal(err)
	}
	r, err := loadRoom(srv, meta, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.advance(nil)
	for range 200 {
		v, err := r.sess.View(0)
		if err != nil {
			t.Fatal(err)
		}
		if v.Observation.(*cb.Observation).Phase == "arrange" && v.ToAct == 0 {
			return r
		}
		if v.ToAct != 0 {
			t.Fatalf("P2's bot left the person waiting at version %d", v.Version)
		}
		a := v.Actions[0]
		for _, l := range v.Actions {
			if l.Kind == "buy" || (l.Kind == "pass" && a.Kind != "buy") {
				a = l
			}
		}
		u, err := r.sess.Apply(0, a.Action, v.Version)
		if err != nil {
			t.Fatal(err)
		}
		r.advance([]Update{keep(u)})
	}
	t.Fatal("the person never came to order a deck")
	return nil
}

func TestAdviceRatesTheSeatsDeckOrder(t *testing.T) {
	r := arrangingRoom(t)
	v, err := r.sess.View(0)
	if err != nil {
		t.Fatal(err)
	}
	o := v.Observation.(*cb.Observation)
	g := r.game.(*cb.Game)
	var order []cb.CardID
	for _, name := range o.Hand {
		id, ok := g.Cards().Lookup(name)
		if !ok {
			t.Fatalf("no card %q", name)
		}
		order = append(order, id)
	}
	reply := r.advise(adviceRequest{hash: hashToken(adviceToken), order: order})
	if reply.err != nil {
		t.Fatal(reply.err)
	}
	a := reply.advice
	if sum := a.Win + a.Draw + a.Lose; sum < 0.999 || sum > 1.001 || a.Worlds < 1 || a.Version != r.sess.Version() {
		t.Errorf("advice %+v: the chances add up to %v, want 1, with a deck or more at version %d", a, sum, r.sess.Version())
	}
	again := r.advise(adviceRequest{hash: hashToken(adviceToken), order: order})
	if again.advice != a {
		t.Errorf("the same order at the same version: %+v, then %+v", a, again.advice)
	}

	refusals := []struct {
		name  string
		req   adviceRequest
		check func(error) bool
	}{
		{"an unknown token", adviceRequest{hash: hashToken("nobody"), order: order}, func(err error) bool { return errors.Is(err, errUnknownToken) }},
		{"an order that is not the hand", adviceRequest{hash: hashToken(adviceToken), order: order[:len(order)-1]}, func(err error) bool {
			var bad badRequest
			return errors.As(err, &bad)
		}},
	}
	for _, tc := range refusals {
		if err := r.advise(tc.req).err; err == nil || !tc.check(err) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestAdviceEndpointRefusesWhatItCannotRate(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{})
	var tab RoomInfo
	ts.post(t, "/api/rooms", Setup{Game: "tableau"}, &tab)
	var j JoinReply
	if status := ts.post(t, "/api/join", JoinRequest{Room: tab.ID}, &j); status != http.StatusOK {
		t.Fatalf("join: status %d", status)
	}
	tests := []struct {
		name   string
		room   string
		body   AdviceRequest
		status int
		says   string
	}{
		{"no order", tab.ID, AdviceRequest{Token: j.Token}, http.StatusBadRequest, "deck order"},
		{"no token", tab.ID, AdviceRequest{Order: []game.Card{1}}, http.StatusBadRequest, "token"},
		{"a card id below 1", tab.ID, AdviceRequest{Token: j.Token, Order: []game.Card{0}}, http.StatusBadRequest, "not a card id"},
		{"a token of no seat", tab.ID, AdviceRequest{Token: "ffff", Order: []game.Card{1}}, http.StatusForbidden, "no seat"},
		{"another game", tab.ID, AdviceRequest{Token: j.Token, Order: []game.Card{1}}, http.StatusConflict, "Card Battle"},
		{"an unknown room", "nosuchroom", AdviceRequest{Token: j.Token, Order: []game.Card{1}}, http.StatusNotFound, ""},
	}
	for _, tc := range tests {
		var answer map[string]string
		status := ts.post(t, "/api/rooms/"+tc.room+"/advice", tc.body, &answer)
		if status != tc.status || !strings.Contains(answer["error"], tc.says) {
			t.Errorf("%s: status %d %q; want %d saying %q", tc.name, status, answer["error"], tc.status, tc.says)
		}
	}
}
