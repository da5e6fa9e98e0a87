package balance

import (
	"context"
	"errors"
	"fmt"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/panics"
	"menagerie/session"
	"menagerie/sim"
)

// seatCards are what one seat did with each card in one game, indexed by
// card id: offered, taken (and how many times), held at the end.
type seatCards struct {
	offered, picked, kept []bool
	picks                 []int
}

// reset forgets the last game, keeping the buffers.
func (c *seatCards) reset() {
	clear(c.offered)
	clear(c.picked)
	clear(c.kept)
	clear(c.picks)
}

// grow makes room for card id.
func (c *seatCards) grow(id int) {
	for len(c.offered) <= id {
		c.offered = append(c.offered, false)
		c.picked = append(c.picked, false)
		c.kept = append(c.kept, false)
		c.picks = append(c.picks, 0)
	}
}

// player plays games of one configuration and counts them into a
// section; each worker has its own.
type player struct {
	run     *runner
	cfg     *configured
	section *Section
	seats   []seatCards
	takers  []int
	// events counts, per card id, the events of the game that named it.
	events []int
}

// newPlayer starts a worker's figures for one configuration.
func newPlayer(r *runner, c *configured) *player {
	return &player{run: r, cfg: c, section: newSection(c.game, c.set, len(r.levels)),
		seats: make([]seatCards, c.game.NumPlayers())}
}

// play plays game i, counts it, and plays it again with each
// counterfactual card changed when a seat took that card. Its error, a
// panic of the engine or a bot included (as a *panics.Error), names the
// player count, the game and its seed.
func (p *player) play(ctx context.Context, i int) error {
	seed := game.GameSeed(p.run.seed, uint64(i))
	err := panics.Catch(func() error { return p.playSeeded(ctx, i, seed) })
	if err != nil && !errors.Is(err, ctx.Err()) {
		return fmt.Errorf("%d players, game %d (seed %d): %w", p.cfg.game.NumPlayers(), i+1, seed, err)
	}
	return err
}

// playSeeded is play's game i, whose seed is seed.
func (p *player) playSeeded(ctx context.Context, i int, seed uint64) error {
	g := p.cfg.game
	n := g.NumPlayers()
	places := sim.Schedule(len(p.run.bots), n, i)
	bots := make([]agent.Agent, n)
	for s, b := range places {
		bots[s] = p.run.agents[p.cfg.index][b]
	}
	ses, err := session.New(session.Config{Game: g, Seed: seed, Bots: bots, Events: true, MaxActions: p.run.maxActions})
	if err != nil {
		return err
	}
	for s := range p.seats {
		p.seats[s].reset()
	}
	clear(p.events)
	opening, err := ses.ViewOf(game.Spectator, session.ViewTable)
	if err != nil {
		return err
	}
	first := p.first(opening.Table)
	rounds := p.count(ses.Opening(), 0)
	for !ses.Over() {
		if err := ctx.Err(); err != nil {
			return err
		}
		if seat := ses.ToAct(); seat >= 0 {
			v, err := ses.View(seat)
			if err != nil {
				return err
			}
			p.offer(int(seat), v.Actions)
		}
		u, ok, err := ses.Step()
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("no bot in seat P%d", ses.ToAct()+1)
		}
		rounds = p.count(u, rounds)
	}
	returns := ses.Returns()
	for s := 0; s < n; s++ {
		v, err := ses.ViewOf(game.Player(s), session.ViewTable)
		if err != nil {
			return err
		}
		p.keep(s, v.Table)
	}
	p.tally(places, first, returns, ses.Version(), rounds)
	if actions := ses.Version(); p.section.qualifies(actions) {
		long := LongGame{Game: i, Seed: seed, Actions: actions, Causes: causes(p.events, p.cfg.names)}
		p.section.Longest = keepLongest(append(p.section.Longest, long))
	}
	return p.counterfactual(ctx, seed, bots, returns)
}

// count marks the cards the update's events say a seat took or gave back
// at the end, and returns the latest round seen, from rounds on.
func (p *player) count(u session.Update, rounds int) int {
	rules := p.run.rules
	for _, e := range u.Events {
		rounds = max(rounds, int(e.Round))
		if id := int(e.Cards[0]); id > 0 {
			for len(p.events) <= id {
				p.events = append(p.events, 0)
			}
			p.events[id]++
		}
		if contains(rules.settling, e.Kind) {
			for s := range p.seats {
				clear(p.seats[s].kept)
			}
		}
		if e.Seat < 0 || int(e.Seat) >= len(p.seats) || e.Cards[0] <= 0 {
			continue
		}
		c := &p.seats[e.Seat]
		id := int(e.Cards[0])
		switch {
		case contains(rules.picks, e.Kind):
			c.grow(id)
			c.picked[id], c.offered[id] = true, true
			c.picks[id]++
		case contains(rules.keeping, e.Kind):
			c.grow(id)
			c.kept[id] = true
		}
	}
	return rounds
}

// offer marks the cards the seat's labelled actions offer it.
func (p *player) offer(seat int, labels []game.Label) {
	c := &p.seats[seat]
	for _, l := range labels {
		if len(l.Cards) == 0 || l.Cards[0] <= 0 || !contains(p.run.rules.offers, l.Kind) {
			continue
		}
		id := int(l.Cards[0])
		c.grow(id)
		c.offered[id] = true
	}
}

// first returns the seat the declared counter of the table view names as
// going first, or -1 when there is none.
func (p *player) first(t *game.TableView) int {
	if t == nil {
		return -1
	}
	if c, ok := t.Counter(p.run.rules.first); ok && len(c.Values) == 1 {
		return c.Values[0]
	}
	return -1
}

// keep marks the cards the seat holds in its declared kept zones of its
// final table view.
func (p *player) keep(seat int, t *game.TableView) {
	if t == nil {
		return
	}
	c := &p.seats[seat]
	for _, id := range p.run.rules.kept {
		z, ok := t.Zone(id)
		if !ok || seat >= len(z.Cards) {
			continue
		}
		for _, card := range z.Cards[seat] {
			if card > 0 {
				c.grow(int(card))
				c.kept[card] = true
			}
		}
	}
}

// tally counts the game's seats, length and cards.
func (p *player) tally(places []int, first int, returns []float64, actions, rounds int) {
	s := p.section
	for seat, r := range returns {
		level := p.run.levelOf[places[seat]]
		s.Seats[seat].add(r)
		s.LevelSeats[level][seat].add(r)
		c := &p.seats[seat]
		for id := 1; id < len(c.offered) && id < len(p.cfg.names); id++ {
			if !c.offered[id] && !c.kept[id] {
				continue
			}
			cc := &s.card(p.cfg.names[id])[level]
			if c.offered[id] {
				cc.Offered.add(r)
			}
			if c.picked[id] {
				cc.Picked.add(r)
				cc.Picks += c.picks[id]
			}
			if c.kept[id] {
				cc.Kept.add(r)
			}
		}
	}
	if first >= 0 && first < len(returns) {
		for k := range s.Places {
			s.Places[k].add(returns[(first+k)%len(returns)])
		}
	}
	s.Actions.add(actions)
	s.Rounds.add(rounds)
	s.Lengths[actions]++
}

// counterfactual plays the game of seed again for each card some seat
// took: once with the card changed for every seat, and once per taker with
// only that taker's copies changed (where the engine can). Each taker gives
// one pair of each kind: its result as played and as played again.
func (p *player) counterfactual(ctx context.Context, seed uint64, bots []agent.Agent, returns []float64) error {
	for _, cf := range p.cfg.counterfactuals {
		p.takers = p.takers[:0]
		for seat := range p.seats {
			if c := &p.seats[seat]; cf.id < len(c.picked) && c.picked[cf.id] {
				p.takers = append(p.takers, seat)
			}
		}
		takers := p.takers
		if len(takers) == 0 {
			continue
		}
		_, changed, err := sim.PlayGame(ctx, cf.game, bots, seed, p.run.maxActions)
		if err != nil {
			return fmt.Errorf("with %s changed: %w", cf.card, err)
		}
		all := paired(&p.section.AllSeats, cf.card)
		all.Games++
		for _, seat := range takers {
			all.add(halfWinsOf(returns[seat]), halfWinsOf(changed[seat]))
		}
		if cf.seats == nil {
			continue
		}
		own := paired(&p.section.PerSeat, cf.card)
		for _, seat := range takers {
			_, changed, err := sim.PlayGame(ctx, cf.seats[seat], bots, seed, p.run.maxActions)
			if err != nil {
				return fmt.Errorf("with P%d's %s changed: %w", seat+1, cf.card, err)
			}
			own.Games++
			own.add(halfWinsOf(returns[seat]), halfWinsOf(changed[seat]))
		}
	}
	return nil
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
