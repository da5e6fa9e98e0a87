package tui

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// randomGame plays g from seed between random players, handing every
// batch of events to each seat redacted for it, and calls stop before each
// action; it returns at the end of the game or when stop says so.
func randomGame(t *testing.T, g *cardbattle.Game, seed uint64, seats []narrator, stop func(st *cardbattle.State, a game.Action) bool) {
	t.Helper()
	st := g.NewState(seed).(*cardbattle.State)
	st.RecordEvents(true)
	var events, seen []game.Event
	feed := func() {
		events = st.DrainEvents(events[:0])
		for seat, n := range seats {
			seen = seen[:0]
			for _, e := range events {
				seen = append(seen, e.For(game.Player(seat)))
			}
			n.Events(seen)
		}
	}
	feed()
	rng := game.NewRNG(seed)
	for !st.IsTerminal() {
		var a game.Action
		if st.CurrentPlayer() == game.Chance {
			outs := st.ChanceOutcomes(nil)
			a = outs[rng.Pick(outs)].Action
		} else {
			legal := st.LegalActions(nil)
			a = legal[rng.IntN(len(legal))]
		}
		if stop != nil && stop(st, a) {
			return
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		feed()
	}
}

// TestNarratorHidesKeptCard plays random games until a seat keeps a card
// drawn by a Triple, and checks that only that seat is told which.
func TestNarratorHidesKeptCard(t *testing.T) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 200; seed++ {
		var out [2]bytes.Buffer
		seats := []narrator{newSeatNarrator(&out[0], g), newSeatNarrator(&out[1], g)}
		var keeper int
		var kept string
		keeping := func(st *cardbattle.State, a game.Action) bool {
			if kept != "" {
				return true // the batch of the keep has been narrated
			}
			if m, _ := cardbattle.DecodeAction(a); m.Kind == cardbattle.MoveKeep {
				keeper, kept = int(st.CurrentPlayer()), g.Cards().Name(st.TripleDraw()[m.Slot])
				out[0].Reset()
				out[1].Reset()
			}
			return false
		}
		randomGame(t, g, seed, seats, keeping)
		if kept == "" {
			continue
		}
		for seat := range out {
			want := fmt.Sprintf("P%d keeps one of the two cards drawn\n", keeper+1)
			if seat == keeper {
				want = fmt.Sprintf("P%d keeps %s\n", keeper+1, kept)
			}
			if got := out[seat].String(); !strings.Contains(got, want) || (seat != keeper && strings.Contains(got, kept)) {
				t.Errorf("seed %d, P%d is told %q, want %q", seed, seat+1, got, want)
			}
		}
		return
	}
	t.Fatal("no Triple was kept in 200 random games")
}

// eventSpy keeps the events a seat is handed.
type eventSpy struct{ events []cardbattle.Event }

func (s *eventSpy) Events(batch []game.Event) {
	for _, d := range batch {
		s.events = append(s.events, cardbattle.EventOf(d))
	}
}

// TestNarratorStepsThroughBattles narrates random games to P1 and checks
// that every attack is a step of its own: a step mark just before it, and
// before the mark a line with both active pets' power and damage as they
// stand when they attack; and that a mark separates two battles of a
// round. Nothing else is marked.
func TestNarratorStepsThroughBattles(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts game.Options
	}{
		{"2 players", nil},
		{"4 players", game.Options{"players": "4", "packs": "classic,golden"}},
		{"2 players magic", game.Options{"packs": "magic"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := cardbattle.New(nil, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			cs := g.Cards()
			for seed := uint64(1); seed <= 3; seed++ {
				var out bytes.Buffer
				spy := &eventSpy{}
				randomGame(t, g, seed, []narrator{newSeatNarrator(&out, g), spy}, nil)
				var attacks []cardbattle.Event
				between := 0 // battles after the first of their round
				for i, e := range spy.events {
					switch {
					case e.Kind == cardbattle.EventAttack:
						attacks = append(attacks, e)
					case e.Kind == cardbattle.EventBattleStarts && i > 0 && spy.events[i-1].Kind == cardbattle.EventTrophy:
						between++
					}
				}
				lines := strings.Split(out.String(), "\n")
				k, battles := 0, 0
				for i, l := range lines {
					if l != stepMark {
						continue
					}
					next := lines[i+1]
					switch {
					case strings.HasPrefix(next, "attack: ") && k < len(attacks):
						a := attacks[k]
						k++
						for _, want := range []string{
							fmt.Sprintf("P%d %s %d/%d dmg", a.Seat+1, cs.Name(a.Card), a.Power, a.Damage-a.N),
							fmt.Sprintf("P%d %s %d/%d dmg", a.Target+1, cs.Name(a.Card2), a.Power2, a.Damage2-a.N2),
						} {
							if !strings.HasPrefix(lines[i-1], "  P") || !strings.Contains(lines[i-1], want) || !strings.Contains(lines[i-1], "  vs  ") {
								t.Fatalf("seed %d: before %q the line %q, want one with %q", seed, next, lines[i-1], want)
							}
						}
					case next == "" && strings.Contains(lines[i+2], " battle, "):
						battles++
					default:
						t.Fatalf("seed %d: a step mark before %q", seed, next)
					}
				}
				if k != len(attacks) || battles != between || k == 0 {
					t.Errorf("seed %d: %d of %d attacks and %d of %d later battles marked", seed, k, len(attacks), battles, between)
				}
			}
		})
	}
}
