package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"menagerie/internal/rating"
	"menagerie/internal/store"
	"menagerie/registry"
)

// levelDeviation is the deviation of a bot level's fixed rating: the
// largest standard error of the calibration's fit (32), rounded up
// (docs/ratings.md).
const levelDeviation = 40

// levelRatings are the bot levels' fixed ratings in each game, the same
// in every class: a person who plays one is rated against it, and its
// rating does not move. They are the Bradley-Terry fit (Elo, mean 1500)
// of the levels' games against each other that sim reports;
// docs/ratings.md gives the command.
var levelRatings = map[string]map[string]float64{
	"cardbattle": {"easy": 1332, "medium": 1467, "hard": 1701},
	"dojo":       {"easy": 1238, "medium": 1550, "hard": 1712},
	"tableau":    {"easy": 1235, "medium": 1458, "hard": 1807},
}

// levelRating is the fixed rating of a bot level in a game, if it has
// one.
func levelRating(game, bot string) (rating.Rating, bool) {
	r, ok := levelRatings[game][bot]
	return rating.Rating{Rating: r, Deviation: levelDeviation, Volatility: rating.StartVolatility}, ok
}

// ratedBots are the bots the lobby offers that a rated room of the
// game may seat: the levels with a fixed rating in it.
func ratedBots(e *registry.Entry) []string {
	out := []string{}
	for _, b := range offeredBots(e) {
		if _, ok := levelRating(e.Name, b); ok {
			out = append(out, b)
		}
	}
	return out
}

// checkRatedSeats says why a rated room of a game cannot have these
// seats: each is a person's, which only a registered player may claim,
// or a bot of a level, which has a fixed rating.
func checkRatedSeats(game string, seats []SeatSetup) error {
	var unrated []string
	for i, s := range seats {
		if _, ok := levelRating(game, s.Bot); s.Bot != "" && !ok {
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
	g := store.RatedGame{Room: r.ID, Game: r.Game, Class: store.ClassOf(len(r.Seats)), Seats: len(r.Seats), At: time.Now()}
	if r.Outcome == nil || len(r.Outcome.Returns) != len(r.Seats) {
		return g, nil, fmt.Errorf("room %s: no returns for its %d seats", r.ID, len(r.Seats))
	}
	fixed := make([]*rating.Rating, len(r.Seats))
	placed := places(r.Outcome.Returns)
	for i, s := range r.Seats {
		if s.Player != "" {
			g.Players = append(g.Players, s.Player)
			g.Places = append(g.Places, placed[i])
			g.LostOnTime = append(g.LostOnTime, s.Forfeited)
			continue
		}
		level, ok := levelRating(r.Game, s.Bot)
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

// rateUnrated applies the results of the finished rated rooms whose
// result is not applied: a process that stopped between a game's end and
// applying it left them.
func (s *Server) rateUnrated(ctx context.Context) {
	ids, err := s.cfg.Store.Unrated(ctx)
	if err != nil {
		s.log.Error("list unrated games", "err", err)
		return
	}
	for _, id := range ids {
		r, err := s.cfg.Store.Room(ctx, id)
		if err != nil {
			s.log.Error("rate game", "room", id, "err", err)
			continue
		}
		s.rate(r)
	}
}
