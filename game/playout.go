package game

// Playout plays s to the end, drawing chance outcomes with their
// probabilities and letting pick choose among the legal actions at each
// seat's turn (it is called only when there is a choice), and returns the
// seats' results. It is the inner loop of search playouts and simulations.
func Playout(s State, rng *RNG, pick func(legal []Action) Action) []float64 {
	return PlayoutWith(s, rng, nil, pick)
}

// PlayoutWith is Playout with a shortcut, if not nil, asked first at each
// seat's turn: the action it returns (ok true) is played without the legal
// actions being listed, which in some phases of a game costs more than
// choosing. When it declines, pick chooses as in Playout.
func PlayoutWith(s State, rng *RNG, shortcut func() (Action, bool), pick func(legal []Action) Action) []float64 {
	PlayoutUntil(s, rng, nil, shortcut, pick)
	return s.Returns(nil)
}

// PlayoutUntil plays s on as PlayoutWith does until the game ends or stop,
// if not nil, reports true (asked before every step), and reports whether
// the game ended. A playout that stops early leaves s where it stopped, for
// the caller to value.
func PlayoutUntil(s State, rng *RNG, stop func() bool, shortcut func() (Action, bool), pick func(legal []Action) Action) (ended bool) {
	var legal [256]Action
	var outs [64]ChanceOutcome
	for !s.IsTerminal() {
		if stop != nil && stop() {
			return false
		}
		if s.CurrentPlayer() == Chance {
			o := s.ChanceOutcomes(outs[:0])
			s.ApplyUnchecked(o[rng.Pick(o)].Action)
			continue
		}
		if shortcut != nil {
			if a, ok := shortcut(); ok {
				s.ApplyUnchecked(a)
				continue
			}
		}
		l := s.LegalActions(legal[:0])
		a := l[0]
		if len(l) > 1 {
			a = pick(l)
		}
		s.ApplyUnchecked(a)
	}
	return true
}
