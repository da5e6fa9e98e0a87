package balance

import (
	"reflect"
	"testing"
)

// TestKeepLongest keeps the longest games, ties by game index, whatever
// order they come in.
func TestKeepLongest(t *testing.T) {
	var games []LongGame
	for i := range 14 {
		games = append(games, LongGame{Game: i, Actions: 100 + (i%5)*50})
	}
	want := []int{4, 9, 3, 8, 13, 2, 7, 12, 1, 6}
	for _, order := range [][]LongGame{games, {games[13], games[0], games[7], games[4], games[9], games[1], games[2], games[3], games[5], games[6], games[8], games[10], games[11], games[12]}} {
		var got []int
		for _, g := range keepLongest(append([]LongGame(nil), order...)) {
			got = append(got, g.Game)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("kept games %v, want %v", got, want)
		}
	}
}

// TestCauses names the three cards a game's events named most often,
// ties in card order, leaving out no card and id 0.
func TestCauses(t *testing.T) {
	names := []string{"", "Ant", "Blowfish", "Chili", "Duck", "Elk"}
	got := causes([]int{9, 2, 40, 7, 7, 0}, names)
	want := []CardTally{{"Blowfish", 40}, {"Chili", 7}, {"Duck", 7}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("causes %v, want %v", got, want)
	}
	if got := causes(nil, names); got != nil {
		t.Errorf("no events: causes %v", got)
	}
}
