package server

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"menagerie/internal/store"
)

// Quick matches: every process reads the waiting entries each
// matchInterval (and at once when one joins here), to tell each queue's
// length; the holder of the queue's lease forms the matches. A match's
// room is stored with its entries' seats in one write (store.Match), so
// that a process stopped at any point loses nobody's place: the entries
// wait until another process takes the lease over.
const (
	// matchInterval is how often the waiting entries are read.
	matchInterval = 500 * time.Millisecond
	// queueKeep is how long an entry, waiting or matched, is kept.
	queueKeep = time.Hour
	// purgeInterval is how often the lease holder removes older entries.
	purgeInterval = time.Minute
	// quickTurnTimer is a quick match's turn timer: people who do not
	// know each other should not wait on one who left.
	quickTurnTimer = 90
	// seenSteps: a waiting entry's last sight is stored again once
	// QueueIdle/seenSteps has passed since the stored one, so that a
	// holder asking every second writes seldom.
	seenSteps = 4
	// maxWaiting is the most entries waiting in all the queues: a join
	// beyond it is refused as busy, so that every round's read of them
	// stays bounded.
	maxWaiting = 20000
)

// matcher is a process's part of the quick matches.
type matcher struct {
	// wake makes the loop read the queues now; stop ends it, and done is
	// closed once it has ended.
	wake, stop, done chan struct{}
	mu               sync.Mutex
	// counts are the waiting entries of each queue at the last read.
	counts map[string]int
	// purged is when the entries were last purged.
	purged time.Time
}

func newMatcher() *matcher {
	return &matcher{wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{}), counts: map[string]int{}}
}

// nudge makes the loop read the queues at once.
func (m *matcher) nudge() {
	select {
	case m.wake <- struct{}{}:
	default:
	}
}

// waiting is how many entries the queue had at the last read.
func (m *matcher) waiting(queue string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.counts[queue]
}

// count records the queues' lengths.
func (m *matcher) count(entries []store.QueueEntry) {
	counts := map[string]int{}
	for _, e := range entries {
		counts[e.Queue]++
	}
	m.mu.Lock()
	m.counts = counts
	m.mu.Unlock()
}

// total is how many entries waited in all the queues at the last read.
func (m *matcher) total() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, c := range m.counts {
		n += c
	}
	return n
}

// seated takes n people seated from a queue's count.
func (m *matcher) seated(queue string, n int) {
	m.mu.Lock()
	m.counts[queue] = max(0, m.counts[queue]-n)
	m.mu.Unlock()
}

// runMatcher reads the queues and forms matches until the server shuts
// down.
func (s *Server) runMatcher() {
	defer close(s.matcher.done)
	tick := time.NewTicker(matchInterval)
	defer tick.Stop()
	for {
		select {
		case <-s.matcher.stop:
			return
		case <-tick.C:
		case <-s.matcher.wake:
		}
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		s.matchOnce(ctx, time.Now())
		cancel()
	}
}

// matchOnce reads the waiting entries and, when this process holds the
// queue's lease, drops those nobody asked for within QueueIdle and seats
// the matches the others make at now.
func (s *Server) matchOnce(ctx context.Context, now time.Time) {
	entries, err := s.cfg.Store.Waiting(ctx)
	if err != nil {
		s.log.Error("quick match: waiting entries", "err", err)
		return
	}
	idle := now.Add(-s.cfg.QueueIdle)
	unseen := len(entries)
	entries = slices.DeleteFunc(entries, func(e store.QueueEntry) bool { return e.Seen.Before(idle) })
	unseen -= len(entries)
	s.matcher.count(entries)
	if len(entries) == 0 && unseen == 0 && now.Sub(s.matcher.purged) < purgeInterval {
		return
	}
	ok, err := s.cfg.Store.LeaseQueue(ctx, s.cfg.Name, s.cfg.Lease)
	if err != nil {
		s.log.Error("quick match: lease", "err", err)
		return
	}
	if !ok {
		return
	}
	if unseen > 0 {
		if n, err := s.cfg.Store.DropUnseen(ctx, idle); err != nil {
			s.log.Error("quick match: drop unseen entries", "err", err)
		} else {
			s.log.Info("quick match: entries nobody asked for left their queues", "entries", n)
		}
	}
	if now.Sub(s.matcher.purged) >= purgeInterval {
		s.matcher.purged = now
		if err := s.cfg.Store.PurgeQueue(ctx, now.Add(-queueKeep)); err != nil {
			s.log.Error("quick match: purge", "err", err)
		}
	}
	for _, m := range formMatches(entries, now, s.cfg.QueueWait, s.cfg.Cards.numPlayers) {
		err := s.seatMatch(m)
		var busy *busyError
		switch {
		case errors.As(err, &busy), errors.Is(err, errShuttingDown):
			return // the entries wait for the next round
		case err == nil:
			s.matcher.seated(m.queue, len(m.people))
		case !errors.Is(err, store.ErrConflict):
			s.log.Error("quick match: room", "err", err)
		}
	}
}

// numPlayers is the player count of a queue's game on the cards (0 when its
// name is not one of a game: such entries are never matched).
func (cs CardSets) numPlayers(queue string) int {
	_, g, err := cs.queueGame(queue)
	if err != nil {
		return 0
	}
	return g.NumPlayers()
}

// seatMatch makes the room of a match and seats its people in it, in
// seats drawn at random, the others going to bots of the match's level.
func (s *Server) seatMatch(m match) error {
	_, g, err := s.cfg.Cards.queueGame(m.queue)
	if err != nil {
		return err
	}
	n := g.NumPlayers()
	order := rand.Perm(n)
	seats := make([]SeatSetup, n)
	for i := range seats {
		seats[i].Bot = m.bot
	}
	tickets := make([]string, len(m.people))
	at := make([]int, len(m.people))
	for i, p := range m.people {
		seats[order[i]] = SeatSetup{}
		if p.Player == "" {
			seats[order[i]].Name = p.Name
		}
		tickets[i], at[i] = p.Ticket, order[i]
	}
	setup := Setup{Game: g.Name(), Options: g.Options(), Seats: seats, Rated: m.people[0].Rated,
		TurnTimer: quickTurnTimer, OnTimeout: OnTimeoutBot}
	r, err := s.make(setup, func(ctx context.Context, r *store.Room) error {
		for i, p := range m.people {
			seat := &r.Seats[at[i]]
			seat.TokenHash = p.TokenHash
			if p.Player != "" {
				seat.Player, seat.PlayerName, seat.PlayerBot = p.Player, p.Name, p.PlayerBot
			}
		}
		return s.cfg.Store.Match(ctx, r, tickets, at)
	})
	if err != nil {
		return err
	}
	s.log.Info("quick match", "room", r.ID, "game", r.Game, "people", len(m.people), "bots", n-len(m.people))
	return nil
}

// match is the people of one queue to seat in one room, the other seats
// going to bots of level bot.
type match struct {
	queue  string
	people []store.QueueEntry
	bot    string
}

// formMatches are the matches the waiting entries (oldest first) make at
// now: in each queue, full rooms first, the oldest first; then, for the
// oldest entry that accepts bots and has waited wait, a room with the
// others that accept bots and bots of its level. A bot account's entry is
// seated only with entries that accept bots: other bot accounts and the
// people who did not ask for people only. A registered player takes one
// seat of a room at most; a queue whose seats are unknown (players gives
// 0) is left alone.
func formMatches(entries []store.QueueEntry, now time.Time, wait time.Duration, players func(queue string) int) []match {
	var queues []string
	byQueue := map[string][]store.QueueEntry{}
	for _, e := range entries {
		if byQueue[e.Queue] == nil {
			queues = append(queues, e.Queue)
		}
		byQueue[e.Queue] = append(byQueue[e.Queue], e)
	}
	var out []match
	for _, q := range queues {
		n := players(q)
		if n == 0 {
			continue
		}
		left := byQueue[q]
		for len(left) > 0 {
			group, rest := fullRoom(left, n)
			if group == nil {
				break
			}
			out, left = append(out, match{queue: q, people: group}), rest
		}
		for {
			i := firstWithBots(left)
			if i < 0 || now.Sub(left[i].Joined) < wait {
				break
			}
			group, rest := take(left[i:], n, func(e store.QueueEntry) bool { return e.Bot != "" })
			out = append(out, match{queue: q, people: group, bot: left[i].Bot})
			left = append(left[:i:i], rest...)
		}
	}
	return out
}

// fullRoom picks n entries that may sit together, the oldest first: a
// room of people or one of entries that accept bots, that with the
// oldest entry when both can be made, people first. It returns nil and
// the entries when neither can.
func fullRoom(entries []store.QueueEntry, n int) (group, rest []store.QueueEntry) {
	kinds := []func(store.QueueEntry) bool{isPerson, acceptsBots}
	if entries[0].PlayerBot {
		kinds[0], kinds[1] = kinds[1], kinds[0]
	}
	for _, fits := range kinds {
		if group, rest := take(entries, n, fits); len(group) == n {
			return group, rest
		}
	}
	return nil, entries
}

// isPerson tells whether an entry is a person's (a guest's or a player's
// that is no bot account).
func isPerson(e store.QueueEntry) bool { return !e.PlayerBot }

// acceptsBots tells whether an entry may be seated with bot accounts: a
// bot account's, or a person's who did not ask for people only.
func acceptsBots(e store.QueueEntry) bool { return e.PlayerBot || e.Bot != "" }

// firstWithBots is the index of the first entry that accepts bots, -1 if
// none does.
func firstWithBots(entries []store.QueueEntry) int {
	for i, e := range entries {
		if e.Bot != "" {
			return i
		}
	}
	return -1
}

// take picks up to n entries that fit, in order, one per registered
// player, starting with the first; it returns them and the others.
func take(entries []store.QueueEntry, n int, fits func(store.QueueEntry) bool) (group, rest []store.QueueEntry) {
	seated := map[string]bool{}
	for _, e := range entries {
		if len(group) < n && fits(e) && (e.Player == "" || !seated[e.Player]) {
			group = append(group, e)
			seated[e.Player] = e.Player != ""
			continue
		}
		rest = append(rest, e)
	}
	return group, rest
}
