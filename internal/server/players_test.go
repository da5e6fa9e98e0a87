package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"menagerie/internal/rating"
	"menagerie/internal/store"
)

// syncBuffer is a log's output that the server's goroutines write at once.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// keyed sends a request with a player's key (none when key is "") and a
// JSON body (none when body is nil), decodes the answer into out and
// returns the status and the error the server gave.
func (ts *testServer) keyed(t testing.TB, method, path, key string, body, out any) (int, string) {
	t.Helper()
	var rd *bytes.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, ts.url+path, nil)
	if rd != nil {
		req, err = http.NewRequest(method, ts.url+path, rd)
		req.Header.Set("Content-Type", "application/json")
	}
	if err != nil {
		t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var raw json.RawMessage
	if err := json.NewDecoder(resp.Body).Decode(&raw); err != nil {
		t.Fatalf("%s %s: answer: %v", method, path, err)
	}
	var e struct {
		Error string `json:"error"`
	}
	_ = json.Unmarshal(raw, &e)
	if out != nil && e.Error == "" {
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s %s: answer: %v", method, path, err)
		}
	}
	return resp.StatusCode, e.Error
}

// key is a player's key as a client makes it.
func key(name string) string { return strings.Repeat("0123456789abcdef", 2) + "-" + name }

// TestPlayers checks registering, reading and renaming a player and
// marking it a bot, and the errors of a bad key or a name taken in
// another case; and that the server's log of all of it, and of joining
// rooms with the key, never holds the key.
func TestPlayers(t *testing.T) {
	var log syncBuffer
	ts := startServer(t, store.NewMemory(), Config{Log: slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	ann := key("ann")
	var pi PlayerInfo
	if status, e := ts.keyed(t, "POST", "/api/players", ann, PlayerRequest{Name: "Ann"}, &pi); status != http.StatusCreated || pi.Name != "Ann" || pi.Bot {
		t.Fatalf("register Ann: %d %q %+v", status, e, pi)
	}
	tests := []struct {
		what, method, path, key string
		body                    any
		status                  int
		says                    string
	}{
		{"no key", "POST", "/api/players", "", PlayerRequest{Name: "Bob"}, 400, "Authorization: Bearer KEY"},
		{"a short key", "POST", "/api/players", "abc", PlayerRequest{Name: "Bob"}, 400, "at least 128 random bits"},
		{"a key with a space", "POST", "/api/players", strings.Repeat("a", 40) + " b", PlayerRequest{Name: "Bob"}, 400, "letters, digits"},
		{"a name taken in another case", "POST", "/api/players", key("other"), PlayerRequest{Name: "ANN"}, 409, `the name "ANN" (in any case)`},
		{"a key taken", "POST", "/api/players", ann, PlayerRequest{Name: "Bob"}, 409, "or the key is taken"},
		{"an unprintable name", "POST", "/api/players", key("bob"), PlayerRequest{Name: "B\u202eob"}, 400, "bidirectional"},
		{"a long name", "POST", "/api/players", key("bob"), PlayerRequest{Name: strings.Repeat("b", 25)}, 400, "more than 24"},
		{"me without a key", "GET", "/api/me", "", nil, 400, "Authorization: Bearer KEY"},
		{"me with an unknown key", "GET", "/api/me", key("nobody"), nil, 403, "register it first"},
		{"register Bob, a bot", "POST", "/api/players", key("bob"), PlayerRequest{Name: "Bob", Bot: true}, 201, ""},
		{"rename Bob to Ann's name", "PATCH", "/api/me", key("bob"), PlayerRequest{Name: "ann", Bot: true}, 409, "taken"},
		{"rename Ann", "PATCH", "/api/me", ann, PlayerRequest{Name: "Anna"}, 200, ""},
	}
	for _, tt := range tests {
		status, e := ts.keyed(t, tt.method, tt.path, tt.key, tt.body, nil)
		if status != tt.status || !strings.Contains(e, tt.says) {
			t.Errorf("%s: %d %q, want %d saying %q", tt.what, status, e, tt.status, tt.says)
		}
	}
	if status, _ := ts.keyed(t, "GET", "/api/me", ann, nil, &pi); status != 200 || pi.Name != "Anna" {
		t.Errorf("me after the rename: %d %+v, want Anna", status, pi)
	}
	room := ts.create(t, Setup{Game: "dojo", Seats: []SeatSetup{{}, {}}})
	var jr JoinReply
	if status, e := ts.keyed(t, "POST", "/api/join", ann, JoinRequest{Room: room.ID}, &jr); status != 200 {
		t.Fatalf("join with a key: %d %q", status, e)
	}
	if status, e := ts.keyed(t, "POST", "/api/join", ann, JoinRequest{Room: room.ID}, nil); status != 409 || !strings.Contains(e, "has a seat of this room already") {
		t.Errorf("a second seat for Anna: %d %q", status, e)
	}
	ts.keyed(t, "POST", "/api/join", key("bob"), JoinRequest{Room: room.ID}, &jr)
	var ri RoomInfo
	ts.get(t, "/api/rooms/"+room.ID, &ri)
	if ri.Seats[0].Player != "Anna" || ri.Seats[0].BotAccount || ri.Seats[1].Player != "Bob" || !ri.Seats[1].BotAccount {
		t.Errorf("seats %+v, want Anna's and Bob's, Bob marked a bot", ri.Seats)
	}
	for _, k := range []string{ann, key("bob"), key("other")} {
		if strings.Contains(log.String(), k) {
			t.Errorf("the log holds a player's key:\n%s", log.String())
		}
	}
	if !strings.Contains(log.String(), "player registered") {
		t.Errorf("the log holds nothing of the session:\n%s", log.String())
	}
}

// TestRatedRooms checks that a rated room takes registered players and
// bots of a level only, saying what is missing, and that when its game
// ends each player's rating moves as Glicko-2 says, by place against the
// others and against the bot's fixed rating, once; a casual room rates
// nothing.
func TestRatedRooms(t *testing.T) {
	st := store.NewMemory()
	ts := startServer(t, st, Config{})
	for _, name := range []string{"Ann", "Bob"} {
		if status, e := ts.keyed(t, "POST", "/api/players", key(name), PlayerRequest{Name: name}, nil); status != 201 {
			t.Fatalf("register %s: %d %q", name, status, e)
		}
	}
	status, e := ts.keyed(t, "POST", "/api/rooms", "", Setup{Game: "tableau", Rated: true,
		Seats: []SeatSetup{{}, {Bot: "random"}, {Bot: "heuristic"}}}, nil)
	if status != 400 || !strings.Contains(e, `seat 2's bot "random" and seat 3's bot "heuristic" has none`) {
		t.Errorf("a rated room with bots of no level: %d %q", status, e)
	}
	room := ts.create(t, Setup{Game: "tableau", Rated: true, Seats: []SeatSetup{{}, {}, {Bot: "easy"}}})
	if status, e := ts.keyed(t, "POST", "/api/join", "", JoinRequest{Room: room.ID}, nil); status != 400 || !strings.Contains(e, "registered players only") {
		t.Errorf("join a rated room without a key: %d %q", status, e)
	}
	casual := ts.create(t, Setup{Game: "tableau", Seats: []SeatSetup{{}, {}, {Bot: "easy"}}})
	for _, id := range []string{room.ID, casual.ID} {
		for _, name := range []string{"Ann", "Bob"} {
			var jr JoinReply
			if status, e := ts.keyed(t, "POST", "/api/join", key(name), JoinRequest{Room: id}, &jr); status != 200 {
				t.Fatalf("%s joins: %d %q", name, status, e)
			}
			// The player leaves: a bot plays on, and the player is rated
			// by the seat's place.
			if status := ts.post(t, "/api/leave", LeaveRequest{Room: id, Token: jr.Token}, nil); status != 200 {
				t.Fatalf("%s leaves: %d", name, status)
			}
		}
	}
	var ri RoomInfo
	for end := time.Now().Add(waitLimit); ; {
		ts.get(t, "/api/rooms/"+room.ID, &ri)
		var other RoomInfo
		ts.get(t, "/api/rooms/"+casual.ID, &other)
		if ri.Over && other.Over {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the games did not end")
		}
		time.Sleep(20 * time.Millisecond)
	}
	easy, _ := levelRating("tableau", "easy")
	want := rating.Places([]rating.Rating{rating.New(), rating.New(), easy}, places(ri.Returns), rating.Tau)
	for i, g := range ratedOnce(t, st, []string{"Ann", "Bob"}, want) {
		if g.Games != 1 || g.Class != store.ClassMore || g.Game != "tableau" {
			t.Errorf("player %d's standing %+v, want one rated game of Tableau with more than two (places %v)", i+1, g, places(ri.Returns))
		}
	}
	// A rematch is rated too, its players' seats free for them again.
	var next RoomInfo
	if status := ts.post(t, "/api/rooms/"+room.ID+"/rematch", struct{}{}, &next); status != 200 || !next.Rated ||
		next.Seats[0].Bot != "" || next.Seats[1].Bot != "" || next.Seats[2].Bot != "easy" {
		t.Errorf("rematch of a rated room: %d %+v", status, next)
	}
	// The result is not applied twice, whoever tries again.
	meta, err := st.Room(t.Context(), room.ID)
	if err != nil {
		t.Fatal(err)
	}
	ts.srv.rate(meta)
	p, _ := st.PlayerByName(t.Context(), "Ann")
	if got, _ := st.Ratings(t.Context(), p.ID); got[0].Games != 1 {
		t.Errorf("after rating again: %d games, want 1", got[0].Games)
	}

	var prof Profile
	if status, e := ts.keyed(t, "GET", "/api/players/ann", "", nil, &prof); status != 200 || prof.Name != "Ann" ||
		len(prof.Ratings) != 1 || !prof.Ratings[0].Provisional || prof.Ratings[0].Players != "3+" ||
		len(prof.History) != 1 || prof.History[0].Replay != "/api/rooms/"+room.ID+"/replay" {
		t.Errorf("Ann's profile: %d %q %+v", status, e, prof)
	}
	var ladder []Standing
	for _, tt := range []struct {
		query  string
		status int
		len    int
	}{
		{"/api/leaderboard/tableau?players=3", 200, 0}, // provisional ratings left out
		{"/api/leaderboard/tableau?players=3&provisional=true", 200, 2},
		{"/api/leaderboard/tableau?players=3&provisional=true&bots=true", 200, 0},
		{"/api/leaderboard/tableau", 200, 0},
		{"/api/leaderboard/tableau?players=1", 400, 0},
		{"/api/leaderboard/tableau?bots=maybe", 400, 0},
		{"/api/leaderboard/chess", 404, 0},
	} {
		ladder = nil
		status, e := ts.keyed(t, "GET", tt.query, "", nil, &ladder)
		if status != tt.status || len(ladder) != tt.len {
			t.Errorf("%s: %d %q %+v, want %d with %d standings", tt.query, status, e, ladder, tt.status, tt.len)
		}
	}
	ts.keyed(t, "GET", "/api/leaderboard/tableau?players=4&provisional=true", "", nil, &ladder)
	if len(ladder) == 2 && (ladder[0].Rating < ladder[1].Rating || ladder[0].Place != 1 || !ladder[0].Provisional) {
		t.Errorf("leaderboard %+v: want the highest first, marked provisional", ladder)
	}
}

// refusingResults is a store that cannot apply a game's result, as a
// process stopped before applying it.
type refusingResults struct{ store.Store }

func (refusingResults) ApplyResult(context.Context, store.RatedGame, store.RateFunc) error {
	return errors.New("the process stopped")
}

// TestResumeRatesUnrated checks that a rated game whose result a stopped
// process did not apply is rated when a server next resumes the store.
func TestResumeRatesUnrated(t *testing.T) {
	st := store.NewMemory()
	ts := startServer(t, refusingResults{st}, Config{})
	if status, e := ts.keyed(t, "POST", "/api/players", key("ann"), PlayerRequest{Name: "Ann"}, nil); status != 201 {
		t.Fatalf("register: %d %q", status, e)
	}
	room := ts.create(t, Setup{Game: "dojo", Rated: true, Seats: []SeatSetup{{}, {Bot: "medium"}}})
	var jr JoinReply
	if status, e := ts.keyed(t, "POST", "/api/join", key("ann"), JoinRequest{Room: room.ID}, &jr); status != 200 {
		t.Fatalf("join: %d %q", status, e)
	}
	ts.post(t, "/api/leave", LeaveRequest{Room: room.ID, Token: jr.Token}, nil)
	for end := time.Now().Add(waitLimit); ; time.Sleep(20 * time.Millisecond) {
		if r, _ := st.Room(t.Context(), room.ID); r.Over {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the game did not end")
		}
	}
	if ids, _ := st.Unrated(t.Context()); !slices.Equal(ids, []string{room.ID}) {
		t.Fatalf("unrated rooms %v, want the game's", ids)
	}
	startServer(t, st, Config{})
	p, _ := st.PlayerByName(t.Context(), "Ann")
	got, err := st.Ratings(t.Context(), p.ID)
	if err != nil || len(got) != 1 || got[0].Games != 1 || got[0].Class != store.ClassTwo {
		t.Errorf("after a resume, Ann's ratings %+v, %v; want one game of two players", got, err)
	}
	if ids, _ := st.Unrated(t.Context()); len(ids) != 0 {
		t.Errorf("unrated rooms after a resume: %v", ids)
	}
}

// TestPlaces checks the places given by returns, ties sharing a place.
func TestPlaces(t *testing.T) {
	for _, tt := range []struct {
		returns []float64
		want    []int
	}{
		{[]float64{1, -1}, []int{1, 2}},
		{[]float64{0, 0}, []int{1, 1}},
		{[]float64{3, 7, 3, 1}, []int{2, 1, 2, 4}},
	} {
		if got := places(tt.returns); !slices.Equal(got, tt.want) {
			t.Errorf("places(%v) = %v, want %v", tt.returns, got, tt.want)
		}
	}
}
