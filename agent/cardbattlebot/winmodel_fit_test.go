package cardbattlebot

import (
	"flag"
	"fmt"
	"math"
	"strings"
	"testing"

	cb "menagerie/games/cardbattle"
)

// TestFitWinModel fits a winModel's weights to games of the heuristic at
// every seat and prints them as Go, with how well they predict the winner
// against trophies alone and against no model. It is how the weights in
// the code were found, not a check, and runs only when asked:
//
//	go test ./agent/cardbattlebot -run FitWinModel -winmodel -v -timeout 0
var (
	fitWinModel        = flag.Bool("winmodel", false, "fit the win model's weights (TestFitWinModel)")
	fitWinModelPlayers = flag.Int("winmodel.players", 4, "players: 2 (Classic), 4 (Classic and Golden) or 6 (all three packs)")
	fitWinModelGames   = flag.Int("winmodel.games", 2000, "games played to fit on")
)

// betweenRounds is one game's seats after some rounds: each seat's
// trophies and team, and its share of the game's victory.
type betweenRounds struct {
	trophies, team, won []float64
}

func TestFitWinModel(t *testing.T) {
	if !*fitWinModel {
		t.Skip("a fit: run with -winmodel")
	}
	if *fitWinModelGames < 10 {
		t.Fatalf("-winmodel.games %d: want at least 10, for weights to fit", *fitWinModelGames)
	}
	g, _ := tableGame(t, *fitWinModelPlayers)
	h := NewHeuristic("heuristic", g)
	v := newValues(g.Cards(), 1)
	n := g.NumPlayers()
	// byRound[r] holds every game's seats after r rounds.
	var byRound [cb.NumRounds][]betweenRounds
	var played []betweenRounds // this game's, by rounds played
	var hand []cb.CardID
	walkGames(g, func(seed uint64) bool { return seed <= uint64(*fitWinModelGames) },
		agentChoice(t, h),
		func(s *cb.State) bool {
			if s.IsTerminal() {
				won := make([]float64, n)
				winners := s.Winners()
				for _, p := range winners {
					won[p] = 1 / float64(len(winners))
				}
				for r := 1; r < len(played); r++ {
					played[r].won = won
					byRound[r] = append(byRound[r], played[r])
				}
				played = played[:0]
				return true
			}
			for len(played) < s.Round() {
				// The first turn of a round: its shop has not begun, and
				// the hands hold what the last round left.
				row := betweenRounds{trophies: make([]float64, n), team: make([]float64, n)}
				for p := range n {
					row.trophies[p] = float64(s.Trophies(p))
					sum := v.summarize(s.Hand(p, hand[:0]))
					row.team[p] = sum.value(v, 0)
				}
				played = append(played, row)
			}
			return true
		})
	var fitted winModel
	var report strings.Builder
	fmt.Fprintf(&report, "%d games, %d players; mean log-loss of the winner (uniform %.3f), and how often the likeliest seat won:\n", *fitWinModelGames, n, math.Log(float64(n)))
	for r := 1; r < cb.NumRounds; r++ {
		rows := byRound[r]
		trophy, team := fitSoftmax(rows, true)
		trophyOnly, _ := fitSoftmax(rows, false)
		fitted.Trophy[r], fitted.Team[r] = trophy, team
		loss, hits := softmaxLoss(rows, trophy, team)
		lossT, hitsT := softmaxLoss(rows, trophyOnly, 0)
		fmt.Fprintf(&report, "after round %d (%d games): trophy %.4f team %.4f: %.3f, %.1f%%; trophies alone %.3f, %.1f%%\n",
			r, len(rows), trophy, team, loss, 100*hits, lossT, 100*hitsT)
	}
	fmt.Fprintf(&report, "%#v\n", fitted)
	t.Log("\n" + report.String())
}

// fitSoftmax fits the weights of trophies and (with team) team that
// minimize the mean log-loss of the victory's shares under a softmax over
// the seats, by Newton's method from zero.
func fitSoftmax(rows []betweenRounds, team bool) (wTrophy, wTeam float64) {
	w := [2]float64{}
	for range 50 {
		var grad [2]float64
		var hess [2][2]float64
		for _, row := range rows {
			p := softmaxOf(row, w[0], w[1])
			var mean [2]float64
			for i := range p {
				x := [2]float64{row.trophies[i], row.team[i]}
				for a := range 2 {
					grad[a] += (p[i] - row.won[i]) * x[a]
					mean[a] += p[i] * x[a]
					for b := range 2 {
						hess[a][b] += p[i] * x[a] * x[b]
					}
				}
			}
			for a := range 2 {
				for b := range 2 {
					hess[a][b] -= mean[a] * mean[b]
				}
			}
		}
		var step [2]float64
		if team {
			det := hess[0][0]*hess[1][1] - hess[0][1]*hess[1][0]
			step[0] = (hess[1][1]*grad[0] - hess[0][1]*grad[1]) / det
			step[1] = (hess[0][0]*grad[1] - hess[1][0]*grad[0]) / det
		} else {
			step[0] = grad[0] / hess[0][0]
		}
		w[0] -= step[0]
		w[1] -= step[1]
		if math.Abs(step[0])+math.Abs(step[1]) < 1e-9 {
			break
		}
	}
	return w[0], w[1]
}

// softmaxOf is each seat's chance under weights of trophies and team.
func softmaxOf(row betweenRounds, wTrophy, wTeam float64) []float64 {
	p := make([]float64, len(row.trophies))
	for i := range p {
		p[i] = wTrophy*row.trophies[i] + wTeam*row.team[i]
	}
	softmax(p)
	return p
}

// softmaxLoss is the mean log-loss of the victory's shares under the
// weights, and the share of games the likeliest seat won.
func softmaxLoss(rows []betweenRounds, wTrophy, wTeam float64) (loss, hits float64) {
	for _, row := range rows {
		p := softmaxOf(row, wTrophy, wTeam)
		best := 0
		for i := range p {
			loss -= row.won[i] * math.Log(p[i])
			if p[i] > p[best] {
				best = i
			}
		}
		hits += row.won[best]
	}
	return loss / float64(len(rows)), hits / float64(len(rows))
}
