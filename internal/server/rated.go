package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"menagerie/internal/rating"
	"menagerie/internal/store"
)

// levelRatings are the bot levels' fixed ratings, the same in every game
// and class: a person who plays one is rated against it, and its rating
// does not move. docs/ratings.md tells how they were calibrated.
var levelRatings = map[string]rating.Rating{
	"easy":   {Rating: 1200, Deviation: 60, Volatility: rating.StartVolatility},
	"medium": {Rating: 1500, Deviation: 60, Volatility: rating.StartVolatility},
	"hard":   {Rating: 1650, Deviation: 60, Volatility: rating.StartVolatility},
}

// checkRatedSeats says why a rated room cannot have these seats: each is
// a person's, which only a registered player may claim, or a bot of a
// level, which has a fixed rating.
func checkRatedSeats(seats []SeatSetup) error {
	var unrated []string
	for i, s := range seats {
		if _, ok := levelRatings[s.Bot]; s.Bot != "" && !ok {
			unrated = append(unrated, fmt.Sprintf("seat %d's bot %q", i+1, s.Bot))
		}
	}
	if len(unrated) > 0 {
		return fmt.Errorf("a rated room seats registered players and bots of a level (easy, medium or hard), which have a rating; %s has none", strings.Join(unrated, " and "))
	}
	return nil
}

// places are the seats' final places from a game's returns: 1 and one
// more for each seat whose return is higher.
func places(returns []float64) []int {
	out := make([]int, len(returns))
	for i, v := range returns {
		out[i] = 1
		for _, o := range returns {
			if o > v {
				out[i]++
			}
		}
	}
	return out
}

// ratedGame is the result to apply of a finished rated room, and the
// fixed ratings of its bots' seats (nil for a player's).
func ratedGame(r *store.Room) (store.RatedGame, []*rating.Rating, error) {
	g := store.RatedGame{Room: r.ID, Game: r.Game, Class: store.ClassOf(len(r.Seats)), Seats: len(r.Seats), At: r.Updated}
	if r.Outcome == nil || len(r.Outcome.Returns) != len(r.Seats) {
		return g, nil, fmt.Errorf("room %s: no returns for its %d seats", r.ID, len(r.Seats))
	}
	fixed := make([]*rating.Rating, len(r.Seats))
	placed := places(r.Outcome.Returns)
	for i, s := range r.Seats {
		if s.Player != "" {
			g.Players = append(g.Players, s.Player)
			g.Places = append(g.Places, placed[i])
			continue
		}
		level, ok := levelRatings[s.Bot]
		if !ok {
			return g, nil, fmt.Errorf("room %s: seat %d has neither a player nor a bot of a level", r.ID, i+1)
		}
		fixed[i] = &level
	}
	if len(g.Players) == 0 {
		return g, nil, fmt.Errorf("room %s: no player to rate", r.ID)
	}
	return g, fixed, nil
}

// rateFor rates a game's players by their places against each other and
// the bots' fixed ratings: the rate function of ApplyResult.
func rateFor(r *store.Room, fixed []*rating.Rating) store.RateFunc {
	placed := places(r.Outcome.Returns)
	return func(before []rating.Rating) []rating.Rating {
		all := make([]rating.Rating, len(fixed))
		next := slices.Clone(before)
		for i := range fixed {
			if fixed[i] != nil {
				all[i] = *fixed[i]
				continue
			}
			all[i], next = next[0], next[1:]
		}
		rated := rating.Places(all, placed, rating.Tau)
		after := make([]rating.Rating, 0, len(before))
		for i := range fixed {
			if fixed[i] == nil {
				after = append(after, rated[i])
			}
		}
		return after
	}
}

// rate applies a finished rated room's result to its players' ratings,
// once whichever process tries: a result applied already is left as it
// is.
func (s *Server) rate(r *store.Room) {
	if !r.Rated || !r.Over {
		return
	}
	g, fixed, err := ratedGame(r)
	if err != nil {
		s.log.Warn("rated game not rated", "room", r.ID, "err", err)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	err = s.cfg.Store.ApplyResult(ctx, g, rateFor(r, fixed))
	switch {
	case errors.Is(err, store.ErrConflict):
	case err != nil:
		s.log.Error("rate game", "room", r.ID, "err", err)
	default:
		s.log.Info("game rated", "room", r.ID, "players", len(g.Players))
	}
}
