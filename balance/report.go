package balance

import (
	"slices"
	"sort"
	"strconv"

	"menagerie/game"
)

// Bands are the ranges a balanced figure's interval should reach into,
// for two players; with n players each is scaled to the fair share 1/n
// (multiplied by 2/n): 40-60% becomes 20-30% with four.
type Bands struct {
	// Seat is the range of each seat's and the First Player's win rate.
	Seat [2]float64 `json:"seat"`
	// Picked is the range of a card's takers' win rate.
	Picked [2]float64 `json:"picked"`
	// Effect is the range of a counterfactual effect, in win rate.
	Effect [2]float64 `json:"effect"`
}

// DefaultBands are the targets of the designed cards: seats 45-55%,
// takers 40-60%, counterfactual effects -10 to +10 points.
var DefaultBands = Bands{Seat: [2]float64{0.45, 0.55}, Picked: [2]float64{0.40, 0.60}, Effect: [2]float64{-0.10, 0.10}}

// scaled returns the bands for n players.
func (b Bands) scaled(n int) Bands {
	f := 2 / float64(n)
	for _, r := range []*[2]float64{&b.Seat, &b.Picked, &b.Effect} {
		r[0], r[1] = r[0]*f, r[1]*f
	}
	return b
}

// Report is a run's figures as rates with their intervals, ready to print.
type Report struct {
	Game         string   `json:"game"`
	RulesVersion string   `json:"rules_version"`
	Bots         []string `json:"bots"`
	Levels       []string `json:"levels"`
	Seed         uint64   `json:"seed"`
	// Games is the number of games counted per player count; Planned
	// the run's, when only part of it was counted.
	Games   int    `json:"games"`
	Planned int    `json:"planned_games,omitempty"`
	Replace string `json:"replace,omitempty"`
	// Bands are the two-player targets the flags use.
	Bands    Bands            `json:"bands"`
	Sections []*SectionReport `json:"sections"`
	// Baseline is the same run with the baseline card file, when given.
	Baseline *Report `json:"baseline,omitempty"`
}

// SectionReport is one player count's figures.
type SectionReport struct {
	Players     int          `json:"players"`
	Options     game.Options `json:"options"`
	CardSet     string       `json:"card_set"`
	CardSetHash string       `json:"card_set_hash"`
	// Bands are the targets scaled to this player count.
	Bands Bands `json:"bands"`
	// Seats are each seat's win rate; First the First Player's; Places
	// each place's in the first round's turn order, the First Player's
	// first.
	Seats  []SeatFigure `json:"seats"`
	First  SeatFigure   `json:"first"`
	Places []SeatFigure `json:"places"`
	// Levels are each bot level's win rate, overall and per seat.
	Levels []LevelFigure `json:"levels"`
	Length Length        `json:"length"`
	Cards  []*CardFigure `json:"cards"`
	// Groups are the cards' figures added up by tier, pack, hat, family.
	Groups []*GroupFigure `json:"groups"`
	// Changes are the differences from the baseline, when given.
	Changes *Changes `json:"changes,omitempty"`
}

// SeatFigure is a seat's win rate and its flag ("high", "low" or "").
type SeatFigure struct {
	Rate
	Flag string `json:"flag,omitempty"`
}

// LevelFigure is one bot level's results.
type LevelFigure struct {
	Bot   string `json:"bot"`
	All   Rate   `json:"all"`
	Seats []Rate `json:"seats"`
}

// Length is how long games last, in actions (chance outcomes included)
// and in rounds (Dojo: turns).
type Length struct {
	Actions Spread `json:"actions"`
	Rounds  Spread `json:"rounds"`
	// Histogram counts games by length in actions, in equal bins.
	Histogram []Bin `json:"histogram"`
	// Longest are the longest games with the cards their events named
	// most often, longest first.
	Longest []LongGame `json:"longest,omitempty"`
}

// Spread is a quantity's mean, standard deviation and range over games.
type Spread struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Min  int     `json:"min"`
	Max  int     `json:"max"`
}

// Bin is the number of games whose length is From to To-1.
type Bin struct {
	From  int `json:"from"`
	To    int `json:"to"`
	Games int `json:"games"`
}

// CardFigure is one card's figures over seat-games (one seat in one
// game): Offered, Picked and Kept count seat-games; PickRate is picked
// over offered; the win rates are those of the seats that were offered,
// took, kept the card and of those that did not take it.
type CardFigure struct {
	Name   string            `json:"name"`
	Source string            `json:"source,omitempty"`
	Fields map[string]string `json:"fields,omitempty"`
	// Offered, Picked and Kept are numbers of seat-games; Picks the
	// number of times it was taken in all.
	Offered int `json:"offered"`
	Picked  int `json:"picked"`
	Picks   int `json:"picks"`
	Kept    int `json:"kept"`
	// PickRate is picked over offered; KeepRate kept over picked.
	PickRate Rate `json:"pick_rate"`
	KeepRate Rate `json:"keep_rate"`
	// OfferedWin, PickedWin, KeptWin and NotPickedWin are win rates.
	OfferedWin   Rate `json:"offered_win"`
	PickedWin    Rate `json:"picked_win"`
	KeptWin      Rate `json:"kept_win"`
	NotPickedWin Rate `json:"not_picked_win"`
	// ByLevel are the takers' win rates per bot level.
	ByLevel []Rate `json:"by_level"`
	// Counterfactual is the card's own effect on its takers: each taker's
	// copies changed, every other seat's as printed (absent when the
	// engine cannot change one seat's cards that way).
	Counterfactual *Effect `json:"counterfactual,omitempty"`
	// AllSeats is the effect on its takers of changing the card for every
	// seat at once.
	AllSeats *Effect `json:"all_seats,omitempty"`
	// Flags say which intervals lie wholly outside the bands.
	Flags []string `json:"flags,omitempty"`
}

// GroupFigure is the figures of the cards sharing a field's value, added
// up (a seat that took two of its cards counts twice).
type GroupFigure struct {
	Field string `json:"field"`
	Value string `json:"value"`
	Cards int    `json:"cards"`
	CardFigure
	counts []CardCounts
}

// Changes are a section's differences from the baseline's: each seat's
// and the First Player's win rate, the mean length, and per card present
// in both the pick rate, the takers' win rate and the effect.
type Changes struct {
	Seats   []*Change              `json:"seats"`
	First   *Change                `json:"first"`
	Actions float64                `json:"mean_actions"`
	Cards   map[string]*CardChange `json:"cards"`
}

// CardChange is one card's change from the baseline.
type CardChange struct {
	PickRate  *Change `json:"pick_rate,omitempty"`
	PickedWin *Change `json:"picked_win,omitempty"`
	Effect    *Change `json:"effect,omitempty"`
}

// histogramBins is the most bins a length histogram has.
const histogramBins = 20

// NewReport computes the figures of a partial, and of its baseline.
func NewReport(p *Partial, bands Bands) *Report {
	r := &Report{Game: p.Game, RulesVersion: p.RulesVersion, Bots: p.Bots, Levels: p.Levels, Seed: p.Seed,
		Games: p.Counted(), Replace: p.Replace, Bands: bands}
	if r.Games != p.Games {
		r.Planned = p.Games
	}
	for _, s := range p.Sections {
		r.Sections = append(r.Sections, newSectionReport(s, p.Levels, bands.scaled(s.Players)))
	}
	if p.Baseline != nil {
		r.Baseline = NewReport(p.Baseline, bands)
		for i, s := range r.Sections {
			s.Changes = changes(s, r.Baseline.Sections[i])
		}
	}
	return r
}

// newSectionReport computes one player count's figures.
func newSectionReport(s *Section, levels []string, bands Bands) *SectionReport {
	out := &SectionReport{Players: s.Players, Options: s.Options, CardSet: s.CardSet, CardSetHash: s.CardSetHash, Bands: bands}
	for _, c := range s.Seats {
		out.Seats = append(out.Seats, seatFigure(winRate(c), bands.Seat))
	}
	for _, c := range s.Places {
		out.Places = append(out.Places, seatFigure(winRate(c), bands.Seat))
	}
	out.First = out.Places[0]
	for l, name := range levels {
		lf := LevelFigure{Bot: name}
		var all Count
		for _, c := range s.LevelSeats[l] {
			all.merge(c)
			lf.Seats = append(lf.Seats, winRate(c))
		}
		lf.All = winRate(all)
		out.Levels = append(out.Levels, lf)
	}
	out.Length = Length{Actions: spreadOf(s.Actions), Rounds: spreadOf(s.Rounds), Histogram: histogram(s.Lengths, s.Actions),
		Longest: s.Longest}
	names := make([]string, 0, len(s.Cards))
	for name := range s.Cards {
		names = append(names, name)
	}
	for name := range s.AllSeats {
		if _, ok := s.Cards[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	groups := map[[2]string]*GroupFigure{}
	// Every seat-game: for the win rate of those who did not take a card.
	var total Count
	for _, c := range s.Seats {
		total.merge(c)
	}
	for _, name := range names {
		counts := s.Cards[name]
		if counts == nil {
			counts = make([]CardCounts, len(levels))
		}
		info := s.Info[name]
		cf := cardFigure(name, counts, total)
		cf.Source = info["source"]
		cf.Fields = fieldsOf(info)
		cf.Counterfactual = effectOf(s.PerSeat[name])
		cf.AllSeats = effectOf(s.AllSeats[name])
		cf.flag(bands)
		out.Cards = append(out.Cards, cf)
		for field, value := range cf.Fields {
			key := [2]string{field, value}
			g, ok := groups[key]
			if !ok {
				g = &GroupFigure{Field: field, Value: value}
				g.counts = make([]CardCounts, len(levels))
				groups[key] = g
			}
			g.Cards++
			for l := range counts {
				g.counts[l].merge(counts[l])
			}
		}
	}
	for _, g := range groups {
		g.CardFigure = *cardFigure(g.Field+"="+g.Value, g.counts, Count{})
		g.Name = ""
		g.flag(bands)
		out.Groups = append(out.Groups, g)
	}
	sort.Slice(out.Groups, func(i, j int) bool {
		a, b := out.Groups[i], out.Groups[j]
		if a.Field != b.Field {
			return a.Field < b.Field
		}
		return lessValue(a.Value, b.Value)
	})
	return out
}

// lessValue orders numbers as numbers, then other values as text.
func lessValue(a, b string) bool {
	x, errA := strconv.Atoi(a)
	y, errB := strconv.Atoi(b)
	switch {
	case errA == nil && errB == nil:
		return x < y
	case errA == nil || errB == nil:
		return errA == nil
	}
	return a < b
}

// fieldsOf is a card's group fields, without its source.
func fieldsOf(info map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range info {
		if k != "source" {
			out[k] = v
		}
	}
	return out
}

// cardFigure computes a card's figures from its counts per level; total
// (every seat-game) gives the win rate of the seats that did not take it,
// left out when total is empty.
func cardFigure(name string, counts []CardCounts, total Count) *CardFigure {
	var all CardCounts
	for _, c := range counts {
		all.merge(c)
	}
	f := &CardFigure{Name: name, Offered: all.Offered.N, Picked: all.Picked.N, Picks: all.Picks, Kept: all.Kept.N,
		PickRate: proportion(float64(all.Picked.N), all.Offered.N), KeepRate: proportion(float64(all.Kept.N), all.Picked.N),
		OfferedWin: winRate(all.Offered), PickedWin: winRate(all.Picked), KeptWin: winRate(all.Kept)}
	if total.N > 0 {
		f.NotPickedWin = winRate(Count{N: total.N - all.Picked.N, Wins: total.Wins - all.Picked.Wins, Draws: total.Draws - all.Picked.Draws})
	}
	for _, c := range counts {
		f.ByLevel = append(f.ByLevel, winRate(c.Picked))
	}
	return f
}

// flag notes the intervals that lie wholly outside the bands.
func (f *CardFigure) flag(b Bands) {
	f.Flags = nil
	switch {
	case f.PickedWin.N > 0 && f.PickedWin.CI95[0] > b.Picked[1]:
		f.Flags = append(f.Flags, "takers win too often")
	case f.PickedWin.N > 0 && f.PickedWin.CI95[1] < b.Picked[0]:
		f.Flags = append(f.Flags, "takers win too rarely")
	}
	if e := f.Deciding(); e != nil && e.Discordant >= MinDiscordant {
		switch {
		case e.CI95[0] > b.Effect[1]:
			f.Flags = append(f.Flags, "too strong")
		case e.CI95[1] < b.Effect[0]:
			f.Flags = append(f.Flags, "too weak")
		}
	}
}

// Deciding is the effect a card is judged by: the per-seat one, or where
// the engine cannot change one seat's cards, the all-seats one.
func (f *CardFigure) Deciding() *Effect {
	if f.Counterfactual != nil {
		return f.Counterfactual
	}
	return f.AllSeats
}

// seatFigure is a seat's rate, flagged when its interval lies wholly
// outside the band.
func seatFigure(r Rate, band [2]float64) SeatFigure {
	f := SeatFigure{Rate: r}
	switch {
	case r.N > 0 && r.CI95[0] > band[1]:
		f.Flag = "high"
	case r.N > 0 && r.CI95[1] < band[0]:
		f.Flag = "low"
	}
	return f
}

// spreadOf is the mean, standard deviation and range of m.
func spreadOf(m Moments) Spread {
	if m.N == 0 {
		return Spread{}
	}
	n := float64(m.N)
	mean := float64(m.Sum) / n
	variance := 0.0
	if m.N > 1 {
		variance = (float64(m.SumSq) - n*mean*mean) / (n - 1)
	}
	return Spread{Mean: mean, SD: sqrtPos(variance), Min: m.Min, Max: m.Max}
}

// histogram puts the games into at most histogramBins bins of equal,
// round width from the shortest game to the longest.
func histogram(lengths map[int]int, m Moments) []Bin {
	if m.N == 0 {
		return nil
	}
	width := 1
	for step := 0; (m.Max-m.Min/width*width)/width >= histogramBins; step++ {
		width = []int{1, 2, 5}[step%3] * pow10(step/3)
	}
	from := m.Min / width * width
	bins := make([]Bin, (m.Max-from)/width+1)
	for i := range bins {
		bins[i] = Bin{From: from + i*width, To: from + (i+1)*width}
	}
	for length, games := range lengths {
		bins[(length-from)/width].Games += games
	}
	return bins
}

// LaterPlaces are the places after the First Player's in the first
// round's turn order, with more than two players (with two the second
// place is the First Player's result turned round).
func (s *SectionReport) LaterPlaces() []SeatFigure {
	if s.Players <= 2 || len(s.Places) < 2 {
		return nil
	}
	return s.Places[1:]
}

// changes are a section's differences from its baseline.
func changes(s, base *SectionReport) *Changes {
	c := &Changes{First: difference(s.First.Rate, base.First.Rate), Actions: s.Length.Actions.Mean - base.Length.Actions.Mean,
		Cards: map[string]*CardChange{}}
	for i := range s.Seats {
		if i < len(base.Seats) {
			c.Seats = append(c.Seats, difference(s.Seats[i].Rate, base.Seats[i].Rate))
		}
	}
	for _, card := range s.Cards {
		i := slices.IndexFunc(base.Cards, func(b *CardFigure) bool { return b.Name == card.Name })
		if i < 0 {
			continue
		}
		b := base.Cards[i]
		cc := &CardChange{PickRate: difference(card.PickRate, b.PickRate), PickedWin: difference(card.PickedWin, b.PickedWin)}
		if e, be := card.Deciding(), b.Deciding(); e != nil && be != nil {
			d := e.Effect - be.Effect
			lo := d - sqrtPos(sq(e.Effect-e.CI95[0])+sq(be.CI95[1]-be.Effect))
			hi := d + sqrtPos(sq(e.CI95[1]-e.Effect)+sq(be.Effect-be.CI95[0]))
			cc.Effect = &Change{Change: d, CI95: [2]float64{lo, hi}}
		}
		c.Cards[card.Name] = cc
	}
	return c
}

// pow10 is 10 to the power k.
func pow10(k int) int {
	p := 1
	for range k {
		p *= 10
	}
	return p
}
