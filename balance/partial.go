package balance

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sort"

	"menagerie/game"
)

// PartialFormat is the version of the partial result files this program
// writes and reads.
const PartialFormat = 3

// Partial is the statistics of a run, or of a shard of one: every figure
// as an integer count, so that partials of disjoint game ranges merge into
// exactly the partial of the whole run, whatever their order. Rates and
// intervals are computed from it at the end (NewReport).
type Partial struct {
	Format       int    `json:"format"`
	Game         string `json:"game"`
	RulesVersion string `json:"rules_version"`
	// Bots are the run's bot specs, one per place in the seating
	// schedule; Levels are the distinct specs, in first-seen order, that
	// the figures are split by.
	Bots   []string `json:"bots"`
	Levels []string `json:"levels"`
	// Seed is the base seed; Games the number of games per player count
	// in the whole run.
	Seed  uint64 `json:"seed"`
	Games int    `json:"games"`
	// Covered are the game ranges counted, [from, to), sorted and
	// coalesced.
	Covered []Range `json:"covered"`
	// Replace is how the counterfactual changes a card: "vanilla" or
	// "remove" ("" when there is no counterfactual).
	Replace string `json:"replace,omitempty"`
	// Sections are the figures per player count, by ascending count.
	Sections []*Section `json:"sections"`
	// Baseline is the same run played with the baseline card file.
	Baseline *Partial `json:"baseline,omitempty"`
}

// Range is the games from From to To-1.
type Range struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// Section is the figures of one player count.
type Section struct {
	Players     int          `json:"players"`
	Options     game.Options `json:"options"`
	CardSet     string       `json:"card_set"`
	CardSetHash string       `json:"card_set_hash"`
	// Seats[s] is seat s's results; LevelSeats[l][s] those of level l's
	// bot in seat s.
	Seats      []Count   `json:"seats"`
	LevelSeats [][]Count `json:"level_seats"`
	// Places[k] is the results of the seat k places after the one that
	// went first (the First Player, or the First Shopper) in the first
	// round's turn order: Places[0] is the First Player's.
	Places []Count `json:"places"`
	// Actions and Rounds measure game length; Lengths counts games by
	// their number of actions.
	Actions Moments     `json:"actions"`
	Rounds  Moments     `json:"rounds"`
	Lengths map[int]int `json:"lengths"`
	// Longest are the longest games with the cards their events named
	// most often, longest first.
	Longest []LongGame `json:"longest"`
	// Cards[name][l] are the card's figures among the seats level l
	// played.
	Cards map[string][]CardCounts `json:"cards"`
	// Info[name] are the card's source (rulebook, designed) and the
	// fields the report groups cards by (tier, pack, hat, family).
	Info map[string]map[string]string `json:"info"`
	// PerSeat[name] pairs each taker's result with its result in the same
	// game played with its own copies of the card changed, every other
	// seat's as printed (for games whose engine can change one seat's
	// cards that way).
	PerSeat map[string]*Paired `json:"per_seat,omitempty"`
	// AllSeats[name] pairs each taker's result with its result in the
	// same game played with the card changed for every seat.
	AllSeats map[string]*Paired `json:"all_seats,omitempty"`
}

// CardCounts are one card's figures over seat-games: offered to the seat,
// taken by it (and how many times in all) and held at the end.
type CardCounts struct {
	Offered Count `json:"offered"`
	Picked  Count `json:"picked"`
	Picks   int   `json:"picks"`
	Kept    Count `json:"kept"`
}

// merge adds o's figures.
func (c *CardCounts) merge(o CardCounts) {
	c.Offered.merge(o.Offered)
	c.Picked.merge(o.Picked)
	c.Picks += o.Picks
	c.Kept.merge(o.Kept)
}

// Paired counts a card's paired comparisons: one per taker, its result in
// the game as played (A) and in the same game played again with the card
// changed (B), in half-wins. Gained and Lost add up the half-wins the card
// made the difference for, each way; Discordant counts the pairs whose
// results differ; Games the games played again.
type Paired struct {
	Games      int `json:"games"`
	Takers     int `json:"takers"`
	HalfWinsA  int `json:"half_wins_a"`
	HalfWinsB  int `json:"half_wins_b"`
	Gained     int `json:"gained"`
	Lost       int `json:"lost"`
	Discordant int `json:"discordant"`
}

// add counts one pair: a taker's half-wins a as played and b with the card
// changed.
func (p *Paired) add(a, b int) {
	p.Takers++
	p.HalfWinsA += a
	p.HalfWinsB += b
	switch {
	case a > b:
		p.Gained += a - b
		p.Discordant++
	case a < b:
		p.Lost += b - a
		p.Discordant++
	}
}

// sound reports whether the counts can be, for at most takers pairs: none
// negative, every replayed game with a taker, the half-wins within the
// pairs and the turned half-wins within the discordant pairs.
func (p *Paired) sound(takers int) bool {
	return p.Games >= 0 && p.Games <= p.Takers && p.Takers <= takers &&
		p.HalfWinsA >= 0 && p.HalfWinsB >= 0 && p.HalfWinsA <= 2*p.Takers && p.HalfWinsB <= 2*p.Takers &&
		p.Gained >= 0 && p.Lost >= 0 && p.Gained-p.Lost == p.HalfWinsA-p.HalfWinsB &&
		p.Discordant <= p.Takers && p.Discordant <= p.Gained+p.Lost && p.Gained+p.Lost <= 2*p.Discordant
}

// merge adds o's pairs.
func (p *Paired) merge(o Paired) {
	p.Games += o.Games
	p.Takers += o.Takers
	p.HalfWinsA += o.HalfWinsA
	p.HalfWinsB += o.HalfWinsB
	p.Gained += o.Gained
	p.Lost += o.Lost
	p.Discordant += o.Discordant
}

// newSection starts the figures of one player count.
func newSection(g game.Game, set game.CardSet, levels int) *Section {
	n := g.NumPlayers()
	s := &Section{
		Players: n, Options: g.Options(), CardSet: set.Title(), CardSetHash: g.CardSetHash(),
		Seats: make([]Count, n), Places: make([]Count, n), LevelSeats: make([][]Count, levels),
		Lengths: map[int]int{}, Cards: map[string][]CardCounts{}, Info: map[string]map[string]string{},
	}
	for l := range s.LevelSeats {
		s.LevelSeats[l] = make([]Count, n)
	}
	return s
}

// card returns the figures of the named card, made on first use.
func (s *Section) card(name string) []CardCounts {
	c, ok := s.Cards[name]
	if !ok {
		c = make([]CardCounts, len(s.LevelSeats))
		s.Cards[name] = c
	}
	return c
}

// paired returns the named card's pairs in figures (PerSeat or AllSeats),
// made on first use.
func paired(figures *map[string]*Paired, name string) *Paired {
	if *figures == nil {
		*figures = map[string]*Paired{}
	}
	p, ok := (*figures)[name]
	if !ok {
		p = &Paired{}
		(*figures)[name] = p
	}
	return p
}

// merge adds o's figures, which are of the same configuration.
func (s *Section) merge(o *Section) {
	for i := range s.Seats {
		s.Seats[i].merge(o.Seats[i])
	}
	for l := range s.LevelSeats {
		for i := range s.LevelSeats[l] {
			s.LevelSeats[l][i].merge(o.LevelSeats[l][i])
		}
	}
	for k := range s.Places {
		s.Places[k].merge(o.Places[k])
	}
	s.Actions.merge(o.Actions)
	s.Rounds.merge(o.Rounds)
	for k, v := range o.Lengths {
		s.Lengths[k] += v
	}
	s.Longest = keepLongest(append(s.Longest, o.Longest...))
	for name, cs := range o.Cards {
		mine := s.card(name)
		for l := range cs {
			mine[l].merge(cs[l])
		}
	}
	for name, p := range o.PerSeat {
		paired(&s.PerSeat, name).merge(*p)
	}
	for name, p := range o.AllSeats {
		paired(&s.AllSeats, name).merge(*p)
	}
}

// Merge returns the partial of the games of every partial: they must come
// from the same run (game, rules, bots, seed, games, card sets, options)
// and count disjoint game ranges. Merging is exact and associative.
func Merge(parts ...*Partial) (*Partial, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("no partial results to merge")
	}
	out := parts[0].clone()
	for i, p := range parts[1:] {
		if err := out.compatible(p); err != nil {
			return nil, fmt.Errorf("partial %d of %d: %w", i+2, len(parts), err)
		}
		covered, err := unionRanges(out.Covered, p.Covered)
		if err != nil {
			return nil, fmt.Errorf("partial %d of %d: %w", i+2, len(parts), err)
		}
		out.Covered = covered
		for j, s := range out.Sections {
			s.merge(p.Sections[j])
		}
		if out.Baseline != nil {
			b, err := Merge(out.Baseline, p.Baseline)
			if err != nil {
				return nil, fmt.Errorf("partial %d of %d: baseline: %w", i+2, len(parts), err)
			}
			out.Baseline = b
		}
	}
	return out, nil
}

// clone returns a deep copy, through its JSON form.
func (p *Partial) clone() *Partial {
	data, err := json.Marshal(p)
	if err != nil {
		panic(err) // a partial is plain data
	}
	var out Partial
	if err := json.Unmarshal(data, &out); err != nil {
		panic(err)
	}
	return &out
}

// compatible reports why o cannot be merged into p, if it cannot.
func (p *Partial) compatible(o *Partial) error {
	switch {
	case o.Game != p.Game:
		return fmt.Errorf("it is a run of %s, not %s", o.Game, p.Game)
	case o.RulesVersion != p.RulesVersion:
		return fmt.Errorf("its rules version is %s, not %s", o.RulesVersion, p.RulesVersion)
	case !slices.Equal(o.Bots, p.Bots):
		return fmt.Errorf("its bots are %v, not %v", o.Bots, p.Bots)
	case o.Seed != p.Seed:
		return fmt.Errorf("its seed is %d, not %d", o.Seed, p.Seed)
	case o.Games != p.Games:
		return fmt.Errorf("it is part of a run of %d games, not %d", o.Games, p.Games)
	case o.Replace != p.Replace:
		return fmt.Errorf("its counterfactual replaces cards by %q, not %q", o.Replace, p.Replace)
	case len(o.Sections) != len(p.Sections):
		return fmt.Errorf("it has %d player counts, not %d", len(o.Sections), len(p.Sections))
	case (o.Baseline == nil) != (p.Baseline == nil):
		return fmt.Errorf("one has a baseline and the other not")
	}
	for i, s := range p.Sections {
		t := o.Sections[i]
		switch {
		case t.Players != s.Players:
			return fmt.Errorf("its player counts differ (%d, not %d)", t.Players, s.Players)
		case t.CardSetHash != s.CardSetHash:
			return fmt.Errorf("its card set %s differs from %s", t.CardSetHash, s.CardSetHash)
		case t.Options.String() != s.Options.String():
			return fmt.Errorf("its rules (%s) differ from %s", t.Options, s.Options)
		case !sameKeys(t.PerSeat, s.PerSeat) || !sameKeys(t.AllSeats, s.AllSeats):
			return fmt.Errorf("its counterfactual cards differ")
		}
	}
	return nil
}

// sameKeys reports whether two maps have the same keys.
func sameKeys[V any](a, b map[string]V) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if _, ok := b[k]; !ok {
			return false
		}
	}
	return true
}

// unionRanges returns the sorted, coalesced union of two sets of disjoint
// ranges, or an error naming a game both count.
func unionRanges(a, b []Range) ([]Range, error) {
	all := append(append([]Range(nil), a...), b...)
	sort.Slice(all, func(i, j int) bool { return all[i].From < all[j].From })
	var out []Range
	for _, r := range all {
		if n := len(out); n > 0 && r.From < out[n-1].To {
			return nil, fmt.Errorf("games %d to %d are counted twice (shards overlap)", r.From+1, min(r.To, out[n-1].To))
		}
		if n := len(out); n > 0 && r.From == out[n-1].To {
			out[n-1].To = r.To
			continue
		}
		out = append(out, r)
	}
	return out, nil
}

// Counted is the number of games the partial counts, per player count.
func (p *Partial) Counted() int {
	n := 0
	for _, r := range p.Covered {
		n += r.To - r.From
	}
	return n
}

// Write writes the partial as indented JSON.
func (p *Partial) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(p)
}

// ReadPartial reads and checks a partial result file; name is used in
// messages.
func ReadPartial(name string, data []byte) (*Partial, error) {
	var p Partial
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("%s: not a balance partial result: %w", name, err)
	}
	if err := p.check(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return &p, nil
}

// check refuses a partial whose figures do not fit together.
func (p *Partial) check() error {
	switch {
	case p.Format != PartialFormat:
		return fmt.Errorf("format %d: this program reads format %d", p.Format, PartialFormat)
	case p.Game == "":
		return fmt.Errorf("no game named")
	case p.Games < 1 || p.Games > MaxGames:
		return fmt.Errorf("games %d: want 1 to %d", p.Games, MaxGames)
	case len(p.Levels) == 0 || len(p.Bots) < len(p.Levels):
		return fmt.Errorf("%d bots for %d levels", len(p.Bots), len(p.Levels))
	case len(p.Sections) == 0:
		return fmt.Errorf("no player count")
	case p.Baseline != nil && (p.Baseline.Baseline != nil || len(p.Baseline.Sections) != len(p.Sections)):
		return fmt.Errorf("its baseline does not match its player counts")
	}
	if p.Baseline != nil {
		if err := p.Baseline.check(); err != nil {
			return fmt.Errorf("baseline: %w", err)
		}
	}
	for i, r := range p.Covered {
		if r.From < 0 || r.To > p.Games || r.From >= r.To || (i > 0 && r.From <= p.Covered[i-1].To) {
			return fmt.Errorf("covered range %d to %d is out of order or outside games 0 to %d", r.From, r.To, p.Games)
		}
	}
	for _, s := range p.Sections {
		if s.Players < 1 || len(s.Seats) != s.Players || len(s.Places) != s.Players || len(s.LevelSeats) != len(p.Levels) || s.Lengths == nil || s.Cards == nil {
			return fmt.Errorf("the figures of %d players do not fit %d seats and %d bot levels", s.Players, s.Players, len(p.Levels))
		}
		for _, ls := range s.LevelSeats {
			if len(ls) != s.Players {
				return fmt.Errorf("the figures of %d players do not fit %d seats", s.Players, s.Players)
			}
		}
		if err := s.checkCounts(p.Counted()); err != nil {
			return fmt.Errorf("%d players: %w", s.Players, err)
		}
		for name, cs := range s.Cards {
			if len(cs) != len(p.Levels) {
				return fmt.Errorf("card %s has figures for %d bot levels, not %d", name, len(cs), len(p.Levels))
			}
			for _, c := range cs {
				if !c.Offered.sound() || !c.Picked.sound() || !c.Kept.sound() || c.Picks < c.Picked.N {
					return fmt.Errorf("card %s has counts that do not add up", name)
				}
			}
		}
		for _, figures := range []map[string]*Paired{s.PerSeat, s.AllSeats} {
			for name, c := range figures {
				if c == nil {
					return fmt.Errorf("card %s has no counterfactual figures", name)
				}
			}
		}
	}
	return nil
}

// checkCounts refuses a section whose game counts do not agree with the
// number of games counted: every game has one length and one result per
// seat.
func (s *Section) checkCounts(games int) error {
	lengths := 0
	for length, n := range s.Lengths {
		if n < 0 || length < s.Actions.Min || length > s.Actions.Max {
			return fmt.Errorf("%d games of %d actions lie outside the lengths %d to %d", n, length, s.Actions.Min, s.Actions.Max)
		}
		lengths += n
	}
	if s.Actions.N != games || s.Rounds.N != games || lengths != games {
		return fmt.Errorf("the lengths count %d, %d and %d games, not %d", s.Actions.N, s.Rounds.N, lengths, games)
	}
	if len(s.Longest) > min(games, longestKept) {
		return fmt.Errorf("%d longest games kept, more than %d", len(s.Longest), min(games, longestKept))
	}
	for _, g := range s.Longest {
		if g.Actions < s.Actions.Min || g.Actions > s.Actions.Max || len(g.Causes) > causesKept {
			return fmt.Errorf("the longest game %d, of %d actions, lies outside the lengths %d to %d", g.Game+1, g.Actions, s.Actions.Min, s.Actions.Max)
		}
	}
	for i, c := range s.Seats {
		if c.N != games || !c.sound() {
			return fmt.Errorf("seat %d counts %d games of %d", i+1, c.N, games)
		}
	}
	for k, c := range s.Places {
		if !c.sound() || c.N > games || c.N != s.Places[0].N {
			return fmt.Errorf("the counts of place %d in the turn order do not add up", k+1)
		}
	}
	for _, figures := range []map[string]*Paired{s.PerSeat, s.AllSeats} {
		for _, p := range figures {
			if !p.sound(games * len(s.Seats)) {
				return fmt.Errorf("counterfactual counts do not add up")
			}
		}
	}
	return nil
}
