package storetest

import (
	"context"
	"slices"
	"testing"

	"menagerie/internal/rating"
	"menagerie/internal/store"
)

// PutUnplayed writes into s a rating of no games for the player in the
// game and class: a row that ApplyResult never commits (PostgreSQL's
// makes one inside its transaction, to lock it, and counts the game
// before the commit) but that a row written by other means may be.
type PutUnplayed func(t testing.TB, s store.Store, player, game, class string, r rating.Rating)

// Unplayed checks that a rating resting on no game is in neither the
// player's ratings nor a leaderboard, so that every store gives the same
// answer whatever rows it keeps: put writes such a rating into a store
// that open returns.
func Unplayed(t *testing.T, open Open, put PutUnplayed) {
	ctx := context.Background()
	s := open(t)
	t.Cleanup(func() { s.Close() })
	ann, bob := newPlayer("Ann", false), newPlayer("Bob", false)
	for _, p := range []*store.Player{ann, bob} {
		mustPlayer(t, s, p)
	}
	g := store.RatedGame{Room: "room-1", Game: "tableau", Class: store.ClassTwo,
		Players: []string{ann.ID}, Places: []int{1}, Seats: 2, At: base}
	if err := s.ApplyResult(ctx, g, placesRate(g.Places)); err != nil {
		t.Fatalf("ApplyResult: %v", err)
	}
	high := rating.Rating{Rating: 2400, Deviation: 50, Volatility: rating.New().Volatility}
	put(t, s, bob.ID, "tableau", store.ClassTwo, high)
	put(t, s, ann.ID, "dojo", store.ClassTwo, high)

	got, err := s.Ratings(ctx, bob.ID)
	if err != nil || len(got) != 0 {
		t.Errorf("Ratings of a player with no games: %+v, %v; want none", got, err)
	}
	got, err = s.Ratings(ctx, ann.ID)
	if err != nil || len(got) != 1 || got[0].Game != "tableau" || got[0].Games != 1 {
		t.Errorf("Ratings of a player with one game: %+v, %v; want the tableau rating alone", got, err)
	}
	for _, tt := range []struct {
		f    store.LadderFilter
		want []string
	}{
		{store.LadderFilter{Game: "tableau", Class: store.ClassTwo}, []string{"Ann"}},
		{store.LadderFilter{Game: "tableau", Class: store.ClassTwo, MaxDeviation: 100}, nil},
		{store.LadderFilter{Game: "dojo", Class: store.ClassTwo}, nil},
	} {
		ladder, err := s.Leaderboard(ctx, tt.f)
		var names []string
		for _, st := range ladder {
			names = append(names, st.Name)
		}
		if err != nil || !slices.Equal(names, tt.want) {
			t.Errorf("Leaderboard(%+v): %v, %v; want %v", tt.f, names, err, tt.want)
		}
	}
}
