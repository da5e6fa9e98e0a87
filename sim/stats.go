package sim

// Stats accumulates finished games into a Report as they come, in memory
// that depends on the number of bots and seats but not on the number of
// games. Every count is an integer, so the report does not depend on the
// order in which games are added.
type Stats struct {
	names   []string
	seats   int
	games   int
	actions int
	bots    []Tally
	bySeat  []Tally // bySeat[b*seats+s]: bot b in seat s
	seat    []Tally
	// botActions[b] is the total length of bot b's games.
	botActions []int
	// halfWins[a*len(names)+b] counts, in halves, the pairings of bot a
	// with bot b in a game that a won (2) or drew (1).
	halfWins []int
}

// NewStats starts the statistics of games between the named bots in a game
// with the given number of seats.
func NewStats(names []string, seats int) *Stats {
	n := len(names)
	return &Stats{
		names:      names,
		seats:      seats,
		bots:       make([]Tally, n),
		bySeat:     make([]Tally, n*seats),
		seat:       make([]Tally, seats),
		botActions: make([]int, n),
		halfWins:   make([]int, n*n),
	}
}

// Add counts one finished game. It does not keep g.
func (st *Stats) Add(g *GameResult) {
	st.games++
	st.actions += g.Actions
	for s, b := range g.Seats {
		r := g.Returns[s]
		st.bots[b].add(r)
		st.bySeat[b*st.seats+s].add(r)
		st.seat[s].add(r)
		st.botActions[b] += g.Actions
		for t, c := range g.Seats {
			if s == t || b == c {
				continue
			}
			switch {
			case r > g.Returns[t]:
				st.halfWins[b*len(st.names)+c] += 2
			case r == g.Returns[t]:
				st.halfWins[b*len(st.names)+c]++
			}
		}
	}
}

// Games is the number of games added so far.
func (st *Stats) Games() int { return st.games }

// Report returns the statistics of the games added so far.
func (st *Stats) Report() *Report {
	r := &Report{Games: st.games}
	if st.games > 0 {
		r.AvgActions = float64(st.actions) / float64(st.games)
	}
	elo := fitElo(len(st.names), st.halfWins)
	r.Bots = make([]BotStats, len(st.names))
	for b, name := range st.names {
		bs := BotStats{Name: name, Tally: st.bots[b], BySeat: make([]Tally, st.seats), Elo: elo[b]}
		bs.finish()
		copy(bs.BySeat, st.bySeat[b*st.seats:(b+1)*st.seats])
		for s := range bs.BySeat {
			bs.BySeat[s].finish()
		}
		if bs.Games > 0 {
			bs.AvgActions = float64(st.botActions[b]) / float64(bs.Games)
		}
		r.Bots[b] = bs
	}
	r.Seats = make([]SeatStats, st.seats)
	for s := range r.Seats {
		r.Seats[s] = SeatStats{Seat: s, Tally: st.seat[s]}
		r.Seats[s].finish()
	}
	return r
}
