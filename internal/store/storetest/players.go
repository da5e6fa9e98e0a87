package storetest

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"testing"

	"menagerie/internal/rating"
	"menagerie/internal/store"
)

// newPlayer is a player whose id and key come from name.
func newPlayer(name string, bot bool) *store.Player {
	return &store.Player{ID: "p-" + name, Name: name, KeyHash: token("key of " + name), Bot: bot}
}

// mustPlayer stores p or ends the test.
func mustPlayer(t *testing.T, s store.Store, p *store.Player) {
	t.Helper()
	if err := s.CreatePlayer(context.Background(), p); err != nil {
		t.Fatalf("CreatePlayer(%q): %v", p.Name, err)
	}
}

// testPlayers checks that players are stored and found by id, key and
// name in any case, that a name is unique whatever its case, that a key
// is unique, and that renaming and the bot mark are kept.
func testPlayers(t *testing.T, s store.Store) {
	ctx := context.Background()
	ann := newPlayer("Ann", false)
	mustPlayer(t, s, ann)
	if ann.Created.IsZero() {
		t.Errorf("CreatePlayer left Created zero")
	}
	for _, get := range []struct {
		what string
		get  func() (*store.Player, error)
	}{
		{"Player", func() (*store.Player, error) { return s.Player(ctx, ann.ID) }},
		{"PlayerByKey", func() (*store.Player, error) { return s.PlayerByKey(ctx, ann.KeyHash) }},
		{"PlayerByName in another case", func() (*store.Player, error) { return s.PlayerByName(ctx, "aNN") }},
	} {
		p, err := get.get()
		if err != nil {
			t.Fatalf("%s: %v", get.what, err)
		}
		if p.ID != ann.ID || p.Name != "Ann" || string(p.KeyHash) != string(ann.KeyHash) || p.Bot || !p.Created.Equal(ann.Created) {
			t.Errorf("%s: %+v, want %+v", get.what, p, ann)
		}
	}
	sameName := newPlayer("ANN", false)
	sameName.ID, sameName.KeyHash = "p-other", token("other key")
	wantErr(t, "a name taken in another case", s.CreatePlayer(ctx, sameName), store.ErrConflict)
	sameKey := newPlayer("Bob", false)
	sameKey.KeyHash = ann.KeyHash
	wantErr(t, "a key taken", s.CreatePlayer(ctx, sameKey), store.ErrConflict)
	for _, bad := range []string{"", " Ann", "Ann\u202e", "!!!", "a name far longer than twenty-four characters"} {
		p := newPlayer(bad, false)
		p.ID = "p-bad"
		wantErr(t, fmt.Sprintf("name %q", bad), s.CreatePlayer(ctx, p), store.ErrInvalid)
	}
	_, err := s.PlayerByName(ctx, "nobody")
	wantErr(t, "PlayerByName of nobody", err, store.ErrNotFound)
	_, err = s.PlayerByKey(ctx, token("no key"))
	wantErr(t, "PlayerByKey of no key", err, store.ErrNotFound)

	bob := newPlayer("Bob", false)
	mustPlayer(t, s, bob)
	wantErr(t, "rename to a name taken", s.UpdatePlayer(ctx, &store.Player{ID: bob.ID, Name: "ann"}), store.ErrConflict)
	wantErr(t, "rename nobody", s.UpdatePlayer(ctx, &store.Player{ID: "p-nobody", Name: "Zed"}), store.ErrNotFound)
	if err := s.UpdatePlayer(ctx, &store.Player{ID: bob.ID, Name: "Robert", Bot: true}); err != nil {
		t.Fatalf("UpdatePlayer: %v", err)
	}
	p, err := s.PlayerByName(ctx, "robert")
	if err != nil || p.ID != bob.ID || !p.Bot {
		t.Errorf("after the rename: %+v, %v; want Robert, a bot", p, err)
	}
	if err := s.UpdatePlayer(ctx, &store.Player{ID: ann.ID, Name: "ANN"}); err != nil {
		t.Errorf("a player's own name in another case: %v", err)
	}
}

// testRatedRoom checks that a room keeps its rated mark and each seat's
// player.
func testRatedRoom(t *testing.T, s store.Store) {
	r := newRoom("rated", 0)
	r.Rated = true
	r.Seats[0].Player, r.Seats[0].PlayerName, r.Seats[0].PlayerBot = "p-Ann", "Ann", true
	mustCreate(t, s, r)
	sameRoom(t, "rated room", mustRoom(t, s, r.ID), r)
	seats := copySeats(r.Seats)
	seats[1].Player, seats[1].PlayerName = "p-Bob", "Bob"
	if err := s.SetSeats(context.Background(), r.ID, r.Seats, seats); err != nil {
		t.Fatalf("SetSeats: %v", err)
	}
	r.Seats = seats
	sameRoom(t, "rated room with a player joined", mustRoom(t, s, r.ID), r)
}

// copySeats returns a copy of seats.
func copySeats(seats []store.Seat) []store.Seat { return append([]store.Seat(nil), seats...) }

// placesRate rates by rating.Places with the game's places.
func placesRate(places []int) store.RateFunc {
	return func(before []rating.Rating) []rating.Rating { return rating.Places(before, places, rating.Tau) }
}

// near reports whether two ratings agree to a millionth.
func near(a, b rating.Rating) bool {
	return math.Abs(a.Rating-b.Rating) < 1e-6 && math.Abs(a.Deviation-b.Deviation) < 1e-6 && math.Abs(a.Volatility-b.Volatility) < 1e-9
}

// testLeaderboardTies checks that players on the same rating are listed
// by their names compared byte by byte (capitals before small letters),
// the same in every store whatever its collation.
func testLeaderboardTies(t *testing.T, s store.Store) {
	ctx := context.Background()
	var names []string
	for i, pair := range [][2]string{{"ann", "Bob"}, {"Cy", "dee"}} {
		var ids []string
		for _, name := range pair {
			p := newPlayer(name, false)
			mustPlayer(t, s, p)
			ids = append(ids, p.ID)
			names = append(names, name)
		}
		// A draw between two new ratings leaves all four equal.
		g := store.RatedGame{Room: fmt.Sprintf("room-%d", i), Game: "dojo", Class: store.ClassTwo,
			Players: ids, Places: []int{1, 1}, Seats: 2, At: base}
		if err := s.ApplyResult(ctx, g, placesRate(g.Places)); err != nil {
			t.Fatalf("ApplyResult: %v", err)
		}
	}
	ladder, err := s.Leaderboard(ctx, store.LadderFilter{Game: "dojo", Class: store.ClassTwo})
	var got []string
	for _, st := range ladder {
		got = append(got, st.Name)
	}
	slices.Sort(names)
	if err != nil || !slices.Equal(got, names) || ladder[0].Rating != ladder[3].Rating {
		t.Errorf("Leaderboard of four on one rating: %v, %v; want %v", got, err, names)
	}
}

// testApplyResult checks that a game's result is applied once, from the
// ratings before it, with a point of history for each player, and that
// ratings, history and the leaderboard read back what was applied.
func testApplyResult(t *testing.T, s store.Store) {
	ctx := context.Background()
	ann, bob, cy := newPlayer("Ann", false), newPlayer("Bob", false), newPlayer("Cy", true)
	for _, p := range []*store.Player{ann, bob, cy} {
		mustPlayer(t, s, p)
	}
	g := store.RatedGame{Room: "room-1", Game: "tableau", Class: store.ClassMore,
		Players: []string{ann.ID, bob.ID, cy.ID}, Places: []int{2, 1, 3}, LostOnTime: []bool{false, false, true}, Seats: 3, At: base}
	if err := s.ApplyResult(ctx, g, placesRate(g.Places)); err != nil {
		t.Fatalf("ApplyResult: %v", err)
	}
	called := false
	err := s.ApplyResult(ctx, g, func(b []rating.Rating) []rating.Rating { called = true; return b })
	wantErr(t, "the same game again", err, store.ErrConflict)
	if called {
		t.Errorf("the same game again: the rate function was called")
	}
	want := rating.Places([]rating.Rating{rating.New(), rating.New(), rating.New()}, g.Places, rating.Tau)
	for i, p := range []*store.Player{ann, bob, cy} {
		got, err := s.Ratings(ctx, p.ID)
		if err != nil || len(got) != 1 {
			t.Fatalf("Ratings(%s): %v, %v; want one", p.Name, got, err)
		}
		if st := got[0]; st.Game != "tableau" || st.Class != store.ClassMore || st.Games != 1 || !near(st.Rating, want[i]) || st.Name != p.Name || st.Bot != p.Bot {
			t.Errorf("Ratings(%s): %+v, want %+v after one game", p.Name, st, want[i])
		}
		h, err := s.History(ctx, p.ID, 0)
		if err != nil || len(h) != 1 || h[0].Room != "room-1" || h[0].Place != g.Places[i] || h[0].Players != 3 || h[0].LostOnTime != g.LostOnTime[i] ||
			!near(h[0].Rating, want[i]) || !h[0].At.Equal(base) {
			t.Errorf("History(%s): %+v, %v", p.Name, h, err)
		}
	}
	// A second game of two: Ann's rating starts from the first game's
	// only in its own class.
	g2 := store.RatedGame{Room: "room-2", Game: "tableau", Class: store.ClassTwo,
		Players: []string{ann.ID}, Places: []int{1}, Seats: 2, At: base.Add(1e9)}
	bot := rating.Rating{Rating: 1700, Deviation: 50, Volatility: 0.06}
	if err := s.ApplyResult(ctx, g2, func(b []rating.Rating) []rating.Rating {
		if !near(b[0], rating.New()) {
			t.Errorf("rate: before %+v, want a new rating in another class", b[0])
		}
		return []rating.Rating{b[0].Update([]rating.Result{{Opponent: bot, Score: 1}}, rating.Tau)}
	}); err != nil {
		t.Fatalf("ApplyResult of two: %v", err)
	}
	h, _ := s.History(ctx, ann.ID, 0)
	if len(h) != 2 || h[0].Room != "room-2" {
		t.Errorf("History: %+v, want room-2 then room-1", h)
	}
	ladder, err := s.Leaderboard(ctx, store.LadderFilter{Game: "tableau", Class: store.ClassMore})
	if err != nil || len(ladder) != 2 || ladder[0].Name != "Bob" || ladder[1].Name != "Ann" {
		t.Errorf("Leaderboard of people: %+v, %v; want Bob then Ann", ladder, err)
	}
	ladder, err = s.Leaderboard(ctx, store.LadderFilter{Game: "tableau", Class: store.ClassMore, Bots: true})
	if err != nil || len(ladder) != 1 || ladder[0].Name != "Cy" {
		t.Errorf("Leaderboard of bots: %+v, %v; want Cy", ladder, err)
	}
	ladder, err = s.Leaderboard(ctx, store.LadderFilter{Game: "tableau", Class: store.ClassMore, MaxDeviation: 100})
	if err != nil || len(ladder) != 0 {
		t.Errorf("Leaderboard without provisional ratings: %+v, %v; want none after one game", ladder, err)
	}
	for _, bad := range []store.RatedGame{
		{Room: "", Game: "tableau", Class: store.ClassTwo, Players: []string{ann.ID}, Places: []int{1}, Seats: 2},
		{Room: "r", Game: "tableau", Class: "5", Players: []string{ann.ID}, Places: []int{1}, Seats: 2},
		{Room: "r", Game: "tableau", Class: store.ClassTwo, Players: []string{ann.ID, ann.ID}, Places: []int{1, 2}, Seats: 2},
		{Room: "r", Game: "tableau", Class: store.ClassTwo, Players: []string{ann.ID}, Places: []int{3}, Seats: 2},
		{Room: "r", Game: "tableau", Class: store.ClassTwo, Players: []string{ann.ID}, Places: []int{1, 2}, Seats: 2},
		{Room: "r", Game: "tableau", Class: store.ClassTwo, Players: []string{ann.ID}, Places: []int{1}, LostOnTime: []bool{true, false}, Seats: 2},
	} {
		wantErr(t, fmt.Sprintf("ApplyResult(%+v)", bad), s.ApplyResult(ctx, bad, placesRate(bad.Places)), store.ErrInvalid)
	}
	err = s.ApplyResult(ctx, store.RatedGame{Room: "r", Game: "tableau", Class: store.ClassTwo,
		Players: []string{"p-nobody"}, Places: []int{1}, Seats: 2}, placesRate([]int{1}))
	wantErr(t, "ApplyResult for nobody", err, store.ErrNotFound)
}

// testUnrated checks that the finished rated rooms whose result is not
// applied are listed, the oldest first, and no other room.
func testUnrated(t *testing.T, s store.Store) {
	ctx := context.Background()
	ann := newPlayer("Ann", false)
	mustPlayer(t, s, ann)
	for i, id := range []string{"rated-over", "rated-applied", "rated-playing", "casual-over", "rated-over-2"} {
		r := newRoom(id, i)
		r.Rated = id != "casual-over"
		mustCreate(t, s, r)
		if id != "rated-playing" {
			mustAppend(t, s, id, 0, 1, store.Change{Over: true})
		}
	}
	g := store.RatedGame{Room: "rated-applied", Game: "cardbattle", Class: store.ClassTwo, Players: []string{ann.ID}, Places: []int{1}, Seats: 2, At: base}
	if err := s.ApplyResult(ctx, g, placesRate(g.Places)); err != nil {
		t.Fatalf("ApplyResult: %v", err)
	}
	ids, err := s.Unrated(ctx)
	if err != nil || !slices.Equal(ids, []string{"rated-over", "rated-over-2"}) {
		t.Errorf("Unrated = %v, %v; want rated-over, rated-over-2", ids, err)
	}
}

// testConcurrentResults checks that of several processes applying one
// game's result at once exactly one does, and that games ending at once
// with a player in common all count, each from the rating the one before
// left.
func testConcurrentResults(t *testing.T, s store.Store) {
	ctx := context.Background()
	ann := newPlayer("Ann", false)
	mustPlayer(t, s, ann)
	const n = 8
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			g := store.RatedGame{Room: "same", Game: "dojo", Class: store.ClassTwo, Players: []string{ann.ID}, Places: []int{1}, Seats: 2, At: base}
			errs[i] = s.ApplyResult(ctx, g, func(b []rating.Rating) []rating.Rating {
				return []rating.Rating{{Rating: b[0].Rating + 1, Deviation: 300, Volatility: 0.06}}
			})
		})
	}
	wg.Wait()
	applied := 0
	for _, err := range errs {
		switch {
		case err == nil:
			applied++
		case !errors.Is(err, store.ErrConflict):
			t.Errorf("ApplyResult of the same game: %v, want nil or a conflict", err)
		}
	}
	if applied != 1 {
		t.Errorf("the same game applied %d times, want once", applied)
	}
	for i := range n {
		wg.Go(func() {
			g := store.RatedGame{Room: fmt.Sprintf("game-%d", i), Game: "dojo", Class: store.ClassTwo, Players: []string{ann.ID}, Places: []int{1}, Seats: 2, At: base}
			if err := s.ApplyResult(ctx, g, func(b []rating.Rating) []rating.Rating {
				return []rating.Rating{{Rating: b[0].Rating + 1, Deviation: 300, Volatility: 0.06}}
			}); err != nil {
				t.Errorf("ApplyResult(%s): %v", g.Room, err)
			}
		})
	}
	wg.Wait()
	got, err := s.Ratings(ctx, ann.ID)
	if err != nil || len(got) != 1 || got[0].Games != n+1 || got[0].Rating.Rating != rating.StartRating+n+1 {
		t.Errorf("after %d games at once: %+v, %v; want %d games and a rating of %d", n+1, got, err, n+1, rating.StartRating+n+1)
	}
}
