package agent

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"menagerie/game"
)

// Learned plays the legal action its network (an MLP) values most: the
// highest logit among the legal indices of the game's action space, the
// lowest index among equal ones. It reads the seat's numeric observation
// only and allocates nothing per move once warm; it may serve many
// goroutines.
type Learned struct {
	spec    string
	net     *MLP
	space   []game.Action
	scratch sync.Pool
}

// learnedScratch is one move's buffers.
type learnedScratch struct {
	obs, a, b []float32
	legal     []game.Action
}

// NewLearned makes the learned bot for g from one of the network files
// given: the first trained for g's game whose observation and action space
// have g's sizes. With none, the error says which configurations have one.
func NewLearned(spec string, g game.Game, files [][]byte) (*Learned, error) {
	num, ok := g.(game.Numeric)
	if !ok {
		return nil, fmt.Errorf("bot %s: %s has no numeric observation for a network to read", game.Quote(spec), g.Name())
	}
	space := num.ActionSpace(nil)
	var trained []string
	for _, data := range files {
		h, _, err := ReadMLPHeader(data)
		if err != nil {
			return nil, fmt.Errorf("bot %s: %w", game.Quote(spec), err)
		}
		if h.Game != g.Name() || h.ObservationSize != num.ObservationSize() || h.ActionSize != len(space) {
			trained = append(trained, describeTraining(h))
			continue
		}
		net, err := ParseMLP(data)
		if err != nil {
			return nil, fmt.Errorf("bot %s: %w", game.Quote(spec), err)
		}
		l := &Learned{spec: spec, net: net, space: space}
		l.scratch.New = func() any {
			w := net.widest()
			return &learnedScratch{obs: make([]float32, net.Header.ObservationSize), a: make([]float32, w),
				b: make([]float32, w), legal: make([]game.Action, 0, len(space))}
		}
		return l, nil
	}
	if len(trained) == 0 {
		return nil, fmt.Errorf("bot %s: %s has no learned level yet", game.Quote(spec), g.Name())
	}
	return nil, fmt.Errorf("bot %s: the learned level of %s is trained for %s; this game's options change what it observes or may play",
		game.Quote(spec), g.Name(), strings.Join(trained, " or "))
}

// describeTraining names the options a network was trained with.
func describeTraining(h MLPHeader) string {
	var given []string
	for _, k := range slices.Sorted(maps.Keys(h.Options)) {
		given = append(given, k+"="+h.Options[k])
	}
	if len(given) == 0 {
		return "the default options"
	}
	return strings.Join(given, ", ") + " and the other options at their defaults"
}

// Name returns the bot's spec.
func (l *Learned) Name() string { return l.spec }

// Network returns the bot's network.
func (l *Learned) Network() *MLP { return l.net }

// Act plays the legal action of highest logit; seed is not used (the bot
// is deterministic).
func (l *Learned) Act(v *game.View, seed uint64) (game.Action, error) {
	s := l.scratch.Get().(*learnedScratch)
	defer l.scratch.Put(s)
	if !v.EncodeObservation(s.obs) {
		return 0, fmt.Errorf("%s: %s has no numeric observation", l.spec, v.Game().Name())
	}
	s.legal = v.AppendLegal(s.legal[:0])
	logits := l.net.Logits(s.obs, s.a, s.b)
	best, bestIndex := game.Action(0), -1
	for _, a := range s.legal {
		i, ok := slices.BinarySearch(l.space, a)
		if !ok {
			return 0, fmt.Errorf("%s: legal action %d is not in %s's action space", l.spec, a, v.Game().Name())
		}
		if bestIndex < 0 || logits[i] > logits[bestIndex] || (logits[i] == logits[bestIndex] && i < bestIndex) {
			best, bestIndex = a, i
		}
	}
	if bestIndex < 0 {
		return 0, fmt.Errorf("%s: no legal action", l.spec)
	}
	return best, nil
}
