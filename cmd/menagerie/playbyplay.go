package main

import (
	"fmt"
	"io"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/session"
)

// playAll plays st's game to the end with bots in every seat through a
// session seeded like sim.PlayOut, so that the same flags give the same
// game, handing each event (every seat's, in full) to tell when it is not
// nil. st follows the session's actions and ends where the game ends.
func playAll(st game.State, bots []agent.Agent, seed uint64, tell func(game.Event)) ([]game.Action, error) {
	s, err := session.New(session.Config{Game: st.Game(), Seed: seed, Bots: bots, Events: tell != nil})
	if err != nil {
		return nil, err
	}
	for _, e := range s.Opening().Events {
		tell(e)
	}
	for {
		u, ok, err := s.Step()
		if err != nil {
			return s.Record().Actions, err
		}
		if !ok {
			break
		}
		for _, e := range u.Events {
			tell(e)
		}
		if err := st.Apply(u.Action); err != nil {
			return s.Record().Actions, err
		}
	}
	if !s.Over() {
		return s.Record().Actions, fmt.Errorf("seat P%d has no bot", s.ToAct()+1)
	}
	return s.Record().Actions, nil
}

// tellEvents returns a function printing each event's sentence to w, but
// the choices (the players' own, already in the actions) and the events
// without a sentence.
func tellEvents(w io.Writer, g game.Game) func(game.Event) {
	return func(e game.Event) {
		if text := g.EventText(e); text != "" && !e.Choice {
			fmt.Fprintln(w, text)
		}
	}
}

// playByPlay prints Card Battle events one per line as they happen, with a
// header when a new round starts and a blank line before the battle and
// before each of its plays.
type playByPlay struct {
	w io.Writer
	g *cardbattle.Game
	// round is the round of the last header; events of another round
	// print a new one.
	round int
	prev  cardbattle.EventKind
}

// print writes one event; choices and events without a sentence are left
// out.
func (p *playByPlay) print(d game.Event) {
	text := p.g.EventText(d)
	if text == "" || d.Choice {
		return
	}
	p.line(cardbattle.EventOf(d), text)
}

// line writes the sentence text of event e.
func (p *playByPlay) line(e cardbattle.Event, text string) {
	if e.Round != p.round {
		fmt.Fprintf(p.w, "\n== round %d ==\n", e.Round)
		p.round = e.Round
	}
	switch {
	case e.Kind == cardbattle.EventShopOpens:
		// The round header says it; the first round's event comes before
		// any sink can be attached, so printing it would be uneven.
		return
	case e.Kind == cardbattle.EventBattleStarts:
		fmt.Fprintln(p.w)
	case isPlay(e.Kind) && !isPlay(p.prev):
		fmt.Fprintln(p.w)
	}
	fmt.Fprintln(p.w, text)
	p.prev = e.Kind
}

// isPlay reports whether an event belongs to a battle's Play step, in which
// cards enter an empty active zone.
func isPlay(k cardbattle.EventKind) bool {
	return k == cardbattle.EventPlayFood || k == cardbattle.EventPlayPet || k == cardbattle.EventPerkReplaced
}

// resultText names the winner of a battle, or says it is a draw.
func resultText(winner int) string {
	if winner < 0 {
		return "draw"
	}
	return fmt.Sprintf("P%d wins the battle", winner+1)
}
