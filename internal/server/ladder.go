package server

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"menagerie/internal/rating"
	"menagerie/internal/store"
	"menagerie/registry"
)

// profileHistory is how many rating points a profile shows, newest first.
const profileHistory = 100

// RatingInfo is a player's rating in one game and class ("2" players or
// "3+"); a provisional one rests on too few games to say much yet.
type RatingInfo struct {
	Game        string  `json:"game"`
	Players     string  `json:"players"`
	Rating      float64 `json:"rating"`
	Deviation   float64 `json:"deviation"`
	Volatility  float64 `json:"volatility"`
	Games       int     `json:"games"`
	Provisional bool    `json:"provisional,omitempty"`
}

// HistoryPoint is a player's rating after one rated game, with the link
// to that game's replay.
type HistoryPoint struct {
	Room      string    `json:"room"`
	Replay    string    `json:"replay"`
	Game      string    `json:"game"`
	Players   int       `json:"players"`
	Place     int       `json:"place"`
	Rating    float64   `json:"rating"`
	Deviation float64   `json:"deviation"`
	At        time.Time `json:"at"`
	// LostOnTime is set when the player's seat lost on time.
	LostOnTime bool `json:"lost_on_time,omitempty"`
}

// Profile is what anyone may see of a player: its ratings and its rated
// games, newest first.
type Profile struct {
	PlayerInfo
	Ratings []RatingInfo   `json:"ratings"`
	History []HistoryPoint `json:"history"`
}

// Standing is one place of a leaderboard.
type Standing struct {
	Place int    `json:"place"`
	Name  string `json:"name"`
	Bot   bool   `json:"bot,omitempty"`
	RatingInfo
}

// ratingInfo is what a stored standing shows.
func ratingInfo(s store.Standing) RatingInfo {
	return RatingInfo{Game: s.Game, Players: s.Class, Rating: s.Rating.Rating, Deviation: s.Rating.Deviation,
		Volatility: s.Rating.Volatility, Games: s.Games, Provisional: s.Rating.Provisional()}
}

// getPlayer answers a player's profile.
func (s *Server) getPlayer(w http.ResponseWriter, req *http.Request) {
	ctx := req.Context()
	p, err := s.cfg.Store.PlayerByName(ctx, req.PathValue("name"))
	if err != nil {
		s.writeError(w, err)
		return
	}
	ratings, err := s.cfg.Store.Ratings(ctx, p.ID)
	if err != nil {
		s.writeError(w, err)
		return
	}
	history, err := s.cfg.Store.History(ctx, p.ID, profileHistory)
	if err != nil {
		s.writeError(w, err)
		return
	}
	out := Profile{PlayerInfo: playerInfo(p), Ratings: []RatingInfo{}, History: []HistoryPoint{}}
	for _, r := range ratings {
		out.Ratings = append(out.Ratings, ratingInfo(r))
	}
	for _, h := range history {
		out.History = append(out.History, HistoryPoint{Room: h.Room, Replay: "/api/rooms/" + h.Room + "/replay",
			Game: h.Game, Players: h.Players, Place: h.Place, LostOnTime: h.LostOnTime, Rating: h.Rating.Rating, Deviation: h.Rating.Deviation, At: h.At})
	}
	writeJSON(w, http.StatusOK, out)
}

// getLeaderboard answers a game's leaderboard: ?players=2 (the default)
// or more, ?bots=true for bot accounts' own ladder, ?provisional=true to
// list provisional ratings too (marked), ?limit= from 1 to 100 (20).
func (s *Server) getLeaderboard(w http.ResponseWriter, req *http.Request) {
	q := req.URL.Query()
	e, err := registry.Lookup(req.PathValue("game"))
	if err != nil {
		s.writeError(w, fmt.Errorf("%v: %w", err, errNoGame))
		return
	}
	f := store.LadderFilter{Game: e.Name, Class: store.ClassTwo, MaxDeviation: rating.ProvisionalDeviation, Limit: 20}
	if v := q.Get("players"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 2 || n > store.MaxSeats {
			s.writeError(w, badRequest{fmt.Errorf("players=%q: want a number of players from 2 to %d", v, store.MaxSeats)})
			return
		}
		f.Class = store.ClassOf(n)
	}
	for _, flag := range []struct {
		name string
		set  func(bool)
	}{
		{"bots", func(b bool) { f.Bots = b }},
		{"provisional", func(b bool) {
			if b {
				f.MaxDeviation = 0
			}
		}},
	} {
		if v := q.Get(flag.name); v != "" {
			b, err := strconv.ParseBool(v)
			if err != nil {
				s.writeError(w, badRequest{fmt.Errorf("%s=%q: want true or false", flag.name, v)})
				return
			}
			flag.set(b)
		}
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 100 {
			s.writeError(w, badRequest{fmt.Errorf("limit=%q: want a whole number from 1 to 100", v)})
			return
		}
		f.Limit = n
	}
	standings, err := s.cfg.Store.Leaderboard(req.Context(), f)
	if err != nil {
		s.writeError(w, err)
		return
	}
	out := make([]Standing, len(standings))
	for i, st := range standings {
		out[i] = Standing{Place: i + 1, Name: st.Name, Bot: st.Bot, RatingInfo: ratingInfo(st)}
	}
	writeJSON(w, http.StatusOK, out)
}
