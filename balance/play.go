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
	kept    []string
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
	opening, err := ses.View(game.Spectator)
	if err != nil {
		return err
	}
	first := p.run.rules.first(opening.Observation)
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
		v, err := ses.View(game.Player(s))
		if err != nil {
			return err
		}
		p.keep(s, v.Observation)
	}
	p.tally(places, first, returns, ses.Version(), rounds)
	return p.counterfactual(ctx, seed, bots, returns)
}

// count marks the cards the update's events say a seat took or gave back
// at the end, and returns the latest round seen, from rounds on.
func (p *player) count(u session.Update, rounds int) int {
	rules := p.run.rules
	for _, e := range u.Events {
		rounds = max(rounds, int(e.Round))
		if e.Kind == rules.keptReset {
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
		case contains(rules.keptEvents, e.Kind):
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

// keep marks the cards the seat holds in its final observation.
func (p *player) keep(seat int, o game.Observation) {
	p.kept = p.run.rules.kept(o, seat, p.kept[:0])
	c := &p.seats[seat]
	for _, name := range p.kept {
		if id, ok := p.cfg.ids[name]; ok {
			c.grow(id)
			c.kept[id] = true
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
// took, with that card changed, and compares the takers' results.
func (p *player) counterfactual(ctx context.Context, seed uint64, bots []agent.Agent, returns []float64) error {
	for _, cf := range p.cfg.counterfactuals {
		id := cf.id
		holders, a := 0, 0
		for seat := range p.seats {
			if c := &p.seats[seat]; id < len(c.picked) && c.picked[id] {
				holders++
				a += halfWinsOf(returns[seat])
			}
		}
		switch {
		case holders == 0:
			continue
		case holders == 2 && len(returns) == 2:
			// Both seats of a two-player game took it: a win and a loss, or
			// two draws, whatever the card does (the contract's returns for
			// two players), so the game need not be played again.
			p.section.paired(cf.card).add(holders, a, a)
			continue
		}
		_, changed, err := sim.PlayGame(ctx, cf.game, bots, seed, p.run.maxActions)
		if err != nil {
			return fmt.Errorf("with %s changed: %w", cf.card, err)
		}
		b := 0
		for seat := range p.seats {
			if c := &p.seats[seat]; id < len(c.picked) && c.picked[id] {
				b += halfWinsOf(changed[seat])
			}
		}
		p.section.paired(cf.card).add(holders, a, b)
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
