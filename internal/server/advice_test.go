package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"menagerie/agent/cardbattlebot"
	"menagerie/game"
	cb "menagerie/games/cardbattle"
	"menagerie/internal/store"
)

// adviceToken claims seat 1 of the advice tests' rooms.
const adviceToken = "0123456789abcdef0123456789abcdef"

// arrangingRoom is a Card Battle room of a person (seat 1, adviceToken)
// against a bot, played by passing every shop turn until the person orders
// its deck.
func arrangingRoom(t testing.TB) *room {
	t.Helper()
	st := store.NewMemory()
	srv, err := New(Config{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	return arrangingRoomOf(t, srv, st)
}

// arrangingRoomOf is arrangingRoom, stored in st for srv.
func arrangingRoomOf(t testing.TB, srv *Server, st store.Store) *room {
	t.Helper()
	meta, err := newRoom(Setup{Game: "cardbattle", Seats: []SeatSetup{{}, {Bot: "heuristic"}}}, nil, time.Now())
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
	order := handOrder(t, r)
	reply := r.advise(adviceRequest{hash: hashToken(adviceToken)})
	if reply.err != nil {
		t.Fatal(reply.err)
	}
	a, err := deckOdds(reply.view, reply.seed, order)
	if err != nil {
		t.Fatal(err)
	}
	if sum := a.Win + a.Draw + a.Lose; sum < 0.999 || sum > 1.001 || a.Worlds < 1 || reply.version != r.sess.Version() {
		t.Errorf("advice %+v at version %d: the chances add up to %v, want 1, with a deck or more at version %d", a, reply.version, sum, r.sess.Version())
	}
	again := r.advise(adviceRequest{hash: hashToken(adviceToken)})
	if b, err := deckOdds(again.view, again.seed, order); err != nil || b != a {
		t.Errorf("the same order at the same version: %+v, then %+v, %v", a, b, err)
	}

	if err := r.advise(adviceRequest{hash: hashToken("nobody")}).err; !errors.Is(err, errUnknownToken) {
		t.Errorf("an unknown token: %v", err)
	}
	var bad badRequest
	if _, err := deckOdds(reply.view, reply.seed, order[:len(order)-1]); !errors.As(err, &bad) {
		t.Errorf("an order that is not the hand: %v", err)
	}
}

// handOrder is the hand of the person of an arrangingRoom, as a deck
// order.
func handOrder(t *testing.T, r *room) []cb.CardID {
	t.Helper()
	v, err := r.sess.View(0)
	if err != nil {
		t.Fatal(err)
	}
	g := r.game.(*cb.Game)
	var order []cb.CardID
	for _, name := range v.Observation.(*cb.Observation).Hand {
		id, ok := g.Cards().Lookup(name)
		if !ok {
			t.Fatalf("no card %q", name)
		}
		order = append(order, id)
	}
	return order
}

// adviceServer is a test server whose advice rates orders with odds, and
// an arrangingRoom running on it with the order of its person's hand.
func adviceServer(t *testing.T, odds func(*game.View, uint64, []cb.CardID) (cardbattlebot.Odds, error)) (*testServer, *room, AdviceRequest) {
	t.Helper()
	mem := store.NewMemory()
	srv, err := New(Config{Store: mem})
	if err != nil {
		t.Fatal(err)
	}
	srv.advice.odds = odds
	ts := serveHTTP(t, srv)
	r := arrangingRoomOf(t, srv, mem)
	ask := AdviceRequest{Token: adviceToken}
	for _, id := range handOrder(t, r) {
		ask.Order = append(ask.Order, game.Card(id))
	}
	srv.mu.Lock()
	srv.rooms[r.id] = r
	srv.mu.Unlock()
	go r.run()
	return ts, r, ask
}

// TestSlowAdviceHoldsUpNothing: while a seat's advice is computed the room
// answers its connections, and a second advice for the seat is refused
// until the first is given.
func TestSlowAdviceHoldsUpNothing(t *testing.T) {
	started, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	ts, r, ask := adviceServer(t, func(view *game.View, seed uint64, order []cb.CardID) (cardbattlebot.Odds, error) {
		once.Do(func() { close(started) })
		<-release
		return deckOdds(view, seed, order)
	})
	first := make(chan int, 1)
	go func() {
		resp, err := http.Post(ts.url+"/api/rooms/"+r.id+"/advice", "application/json", strings.NewReader(jsonText(t, ask)))
		if err != nil {
			first <- 0
			return
		}
		resp.Body.Close()
		first <- resp.StatusCode
	}()
	select {
	case <-started:
	case <-time.After(waitLimit):
		t.Fatal("the advice did not start")
	}
	begin := time.Now()
	p := ts.dial(t, r.id)
	if v := p.hello(adviceToken); v.ToAct != 0 {
		t.Errorf("the seat's view has P%d to act, want the person ordering its deck", v.ToAct+1)
	}
	ts.dial(t, r.id).hello("")
	t.Logf("two hellos answered in %s while the advice ran", time.Since(begin))
	var answer map[string]string
	if status := ts.post(t, "/api/rooms/"+r.id+"/advice", ask, &answer); status != http.StatusTooManyRequests || !strings.Contains(answer["error"], "being computed") {
		t.Errorf("a second advice for the seat: status %d %q, want %d", status, answer["error"], http.StatusTooManyRequests)
	}
	close(release)
	if status := <-first; status != http.StatusOK {
		t.Errorf("the slow advice answered %d, want %d", status, http.StatusOK)
	}
	var a Advice
	if status := ts.post(t, "/api/rooms/"+r.id+"/advice", ask, &a); status != http.StatusOK || a.Worlds < 1 {
		t.Errorf("the next advice: status %d, %+v", status, a)
	}
}

// TestPanicInAdviceStopsTheRoom: a panic while an advice is computed stops
// the room as one in its owner does.
func TestPanicInAdviceStopsTheRoom(t *testing.T) {
	ts, r, ask := adviceServer(t, func(*game.View, uint64, []cb.CardID) (cardbattlebot.Odds, error) {
		panic("a deliberate panic in the advisor")
	})
	p := ts.dial(t, r.id)
	p.hello(adviceToken)
	var answer map[string]string
	if status := ts.post(t, "/api/rooms/"+r.id+"/advice", ask, &answer); status != http.StatusGone || strings.Contains(answer["error"], "deliberate") {
		t.Errorf("the advice answered %d %q, want %d without the panic's text", status, answer["error"], http.StatusGone)
	}
	p.actUntil(nil, CodeInternal)
	stored, err := ts.srv.cfg.Store.Room(context.Background(), r.id)
	if err != nil || !stoppedReason.MatchString(stored.Failure) {
		t.Errorf("stored failure %q, %v; want %s", stored.Failure, err, stoppedReason)
	}
}

// jsonText is v in JSON.
func jsonText(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
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

func TestAdvisorsClaim(t *testing.T) {
	a := &advisors{limit: 2}
	steps := []struct {
		key  string
		want error
	}{
		{"room1 seat1", nil},
		{"room1 seat1", errAdviceRunning},
		{"room1 seat2", nil},
		{"room2 seat1", errAdviceBusy},
	}
	for _, s := range steps {
		if err := a.claim(s.key); !errors.Is(err, s.want) {
			t.Fatalf("claim(%q) = %v, want %v", s.key, err, s.want)
		}
	}
	a.release("room1 seat1")
	if err := a.claim("room2 seat1"); err != nil {
		t.Errorf("claim after a release: %v", err)
	}
}
