package server

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/registry"
)

func TestFinishedRoomsTellTheirWinnersAndScores(t *testing.T) {
	tests := []struct {
		game   string
		seats  int
		counts string
	}{
		{"cardbattle", 2, "trophies"},
		{"tableau", 3, "VP"},
		{"dojo", 2, "health"},
		{"dojo", 1, "defeated"},
	}
	ts := startServer(t, store.NewMemory(), Config{})
	for _, tt := range tests {
		seats := make([]SeatSetup, tt.seats)
		for i := range seats {
			seats[i] = SeatSetup{Bot: "random"}
		}
		ri := ts.create(t, Setup{Game: tt.game, Seats: seats, Public: true})
		var got RoomInfo
		for deadline := time.Now().Add(30 * time.Second); !got.Over && time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			ts.get(t, "/api/rooms/"+ri.ID, &got)
		}
		var rec game.Record
		if status := ts.get(t, "/api/rooms/"+ri.ID+"/record", &rec); status != http.StatusOK {
			t.Fatalf("%s: record: status %d", tt.game, status)
		}
		_, g, err := registry.ForRecord(&rec, nil)
		if err != nil {
			t.Fatal(err)
		}
		final, err := game.Replay(g, &rec)
		if err != nil {
			t.Fatal(err)
		}
		_, scores := final.(game.Scorer).Score()
		want := winners(final.Returns(nil))
		if got.Result == nil || got.Result.Counts != tt.counts || !slices.Equal(got.Result.Scores, scores) || !slices.Equal(got.Result.Winners, want) {
			t.Errorf("%s with %d seats: result %+v, want winners %v and %s %v", tt.game, tt.seats, got.Result, want, tt.counts, scores)
		}
	}
	var listed []RoomInfo
	ts.get(t, "/api/rooms?over=true", &listed)
	for _, r := range listed {
		if r.Result == nil || r.Result.Counts == "" {
			t.Errorf("listed finished room %s: result %+v", r.Game, r.Result)
		}
	}
	if len(listed) != len(tests) {
		t.Errorf("%d finished rooms listed, want %d", len(listed), len(tests))
	}
}

func TestWinnersAreTheSeatsWithTheHighestReturnAboveAnother(t *testing.T) {
	tests := []struct {
		returns []float64
		want    []int
	}{
		{[]float64{1, -1}, []int{0}},
		{[]float64{-1, 1}, []int{1}},
		{[]float64{0, 0}, []int{}},
		{[]float64{1, 1, -1}, []int{0, 1}},
		{[]float64{0, 0, -1}, []int{0, 1}}, // Tableau's shared victory
		{[]float64{0, -1, 0}, []int{0, 2}},
		{[]float64{0, 0, 0}, []int{}},
		{[]float64{1}, []int{0}},
		{[]float64{-1}, []int{}},
		{nil, []int{}},
	}
	for _, tt := range tests {
		if got := winners(tt.returns); !slices.Equal(got, tt.want) {
			t.Errorf("winners(%v) = %v, want %v", tt.returns, got, tt.want)
		}
	}
}
