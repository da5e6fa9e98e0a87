package game

import "slices"

// View is what a player is given at its turn: its observation, its legal
// actions, and full states sampled to agree with what it knows. It never
// exposes the true state, so a bot that only holds a View cannot read
// another seat's hidden cards.
type View struct {
	state  State
	seat   Player
	legal  []Action
	labels []Label
}

// NewView makes the view of the seat to act in s. The referee keeps s; the
// view must not be used after s changes.
func NewView(s State) *View {
	return &View{state: s, seat: s.CurrentPlayer(), legal: s.LegalActions(nil)}
}

// Seat returns the seat to act.
func (v *View) Seat() Player { return v.seat }

// Game returns the game being played.
func (v *View) Game() Game { return v.state.Game() }

// Observation returns what the seat knows.
func (v *View) Observation() Observation { return v.state.Observe(v.seat) }

// Legal returns the seat's legal actions (a copy).
func (v *View) Legal() []Action { return append([]Action(nil), v.legal...) }

// AppendLegal appends the seat's legal actions to dst, for a caller that
// keeps its own buffer.
func (v *View) AppendLegal(dst []Action) []Action { return append(dst, v.legal...) }

// EncodeObservation writes the seat's numeric observation into dst (see
// NumericState), which must be ObservationSize long; it reports false for
// a game with no numeric observation.
func (v *View) EncodeObservation(dst []float32) bool {
	num, ok := v.state.(NumericState)
	if ok {
		num.EncodeObservation(v.seat, dst)
	}
	return ok
}

// IsLegal reports whether a is one of the seat's legal actions.
func (v *View) IsLegal(a Action) bool { return slices.Contains(v.legal, a) }

// Sample returns a full state consistent with the seat's observation; the
// same seed gives the same sample for every state the seat cannot tell apart.
func (v *View) Sample(seed uint64) State { return v.state.Determinize(v.seat, seed) }

// Labels returns the seat's legal actions described from what it knows, in
// Legal's order; they are computed once per view.
func (v *View) Labels() []Label {
	if v.labels == nil {
		v.labels = v.state.Labels(make([]Label, 0, len(v.legal)))
	}
	return v.labels
}

// ActionString describes a legal action as the seat knows it: its label's
// text, or "" for an action that is not legal here.
func (v *View) ActionString(a Action) string {
	for _, l := range v.Labels() {
		if l.Action == a {
			return l.Text
		}
	}
	return ""
}
