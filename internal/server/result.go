package server

import (
	"context"
	"slices"
	"sync"

	"menagerie/game"
	"menagerie/internal/store"
)

// Result is how a finished game ended, as the lobby shows it: the seats
// that won (from 0; none for a draw) and, when the game counts a score,
// what it counts and each seat's.
type Result struct {
	Winners []int  `json:"winners"`
	Counts  string `json:"counts,omitempty"`
	Scores  []int  `json:"scores,omitempty"`
}

// maxResults bounds the results kept: past it they are worked out again.
const maxResults = 4096

// results keeps the results of finished games, which never change, so
// that a lobby listed every few seconds replays each game once.
type results struct {
	mu  sync.Mutex
	got map[string]*Result
}

// of returns room r's result (nil for a game not over): its winners from
// its outcome, its scores from its final state, replayed from the stored
// actions once. A game that cannot be replayed has its winners alone.
func (rs *results) of(ctx context.Context, st store.Store, cards CardSets, r *store.Room) *Result {
	if !r.Over || r.Outcome == nil {
		return nil
	}
	rs.mu.Lock()
	res, ok := rs.got[r.ID]
	rs.mu.Unlock()
	if ok {
		return res
	}
	res = &Result{Winners: winners(r.Outcome.Returns)}
	if final, err := finalState(ctx, st, cards, r); err == nil {
		if sc, ok := final.(game.Scorer); ok {
			res.Counts, res.Scores = sc.Score()
		}
	} else if ctx.Err() != nil {
		return res // not kept: the next request tries again
	}
	rs.mu.Lock()
	if rs.got == nil || len(rs.got) >= maxResults {
		rs.got = map[string]*Result{}
	}
	rs.got[r.ID] = res
	rs.mu.Unlock()
	return res
}

// winners are the seats with the highest return when it is above zero or
// above another seat's: Tableau gives tied winners 0 and the others -1.
// Every seat on the same return is a draw (no winner).
func winners(returns []float64) []int {
	out := []int{}
	if len(returns) == 0 {
		return out
	}
	best, worst := slices.Max(returns), slices.Min(returns)
	for i, v := range returns {
		if v == best && (v > 0 || v > worst) {
			out = append(out, i)
		}
	}
	return out
}

// finalState replays room r's stored actions on cards to its last state.
func finalState(ctx context.Context, st store.Store, cards CardSets, r *store.Room) (game.State, error) {
	actions, err := st.Actions(ctx, r.ID, 0)
	if err != nil {
		return nil, err
	}
	rec := roomRecord(r, actions)
	_, g, err := cards.forRecord(rec)
	if err != nil {
		return nil, err
	}
	return game.Replay(g, rec)
}
