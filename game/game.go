// Package game is the contract every Menagerie rules engine implements.
//
// It is modelled on OpenSpiel's State API: a Game makes States; a State says
// whose turn it is (a seat, Chance, or Terminal), lists legal actions, applies
// one, and can be observed from a seat, cloned, determinized and hashed.
// Engines are pure: no I/O, no clock, no goroutines, no global randomness.
package game

// Player is a seat index (0-based) or one of the special values Chance and
// Terminal.
type Player int

const (
	// Chance is the current player at a chance node: the next action is a
	// chance outcome listed by ChanceOutcomes.
	Chance Player = -1
	// Terminal is the current player once the game is over.
	Terminal Player = -2
)

// Action is a move (at a seat's turn) or a chance outcome (at a chance node).
// Its meaning is engine-specific; ActionString describes it.
type Action int32

// ChanceOutcome is one outcome of a chance node and its probability.
type ChanceOutcome struct {
	Action Action  `json:"action"`
	Prob   float64 `json:"prob"`
}

// Game describes one configured game: its rules, options and card set.
type Game interface {
	// Name is the game's id, e.g. "cardbattle".
	Name() string
	// NumPlayers is the number of seats.
	NumPlayers() int
	// Options returns the effective options (defaults filled in).
	Options() Options
	// RulesVersion changes whenever the engine's rules change in a way that
	// would make an old record replay differently.
	RulesVersion() string
	// CardSetHash identifies the card set in use.
	CardSetHash() string
	// NewState returns the initial state for the seed; shuffles use it.
	NewState(seed uint64) State
	// CardName names a card of the set: "-" for 0, "a hidden card" for Hidden.
	CardName(c Card) string
	// EventText renders an event as one sentence, as its receiver may know
	// it: a redacted event names no card.
	EventText(e Event) string
	// ObservationText renders what an observation shows as plain lines,
	// for a person at a terminal.
	ObservationText(o Observation) string
	// ResultText says how the game ended as o shows it (the winners and
	// what decided it), or "" before the end (and for an observation of
	// another game).
	ResultText(o Observation) string
}

// State is a position in a game.
type State interface {
	// Game returns the game this state belongs to.
	Game() Game
	// CurrentPlayer returns the seat to act, Chance, or Terminal.
	CurrentPlayer() Player
	// LegalActions appends the legal actions of the current seat to dst and
	// returns it; at chance and terminal nodes it appends nothing.
	LegalActions(dst []Action) []Action
	// ChanceOutcomes appends the outcomes of a chance node (probabilities
	// summing to 1) to dst; elsewhere it appends nothing.
	ChanceOutcomes(dst []ChanceOutcome) []ChanceOutcome
	// Apply plays an action or chance outcome, rejecting an illegal one with
	// an error and leaving the state unchanged.
	Apply(a Action) error
	// ApplyUnchecked plays an action known to be legal (for search).
	ApplyUnchecked(a Action)
	// IsTerminal reports whether the game is over.
	IsTerminal() bool
	// Returns appends each seat's result to dst: for two players +1 win,
	// -1 loss, 0 draw; all zeros before the end.
	Returns(dst []float64) []float64
	// Observe returns everything seat may know, and nothing more, as a
	// JSON-encodable value.
	Observe(seat Player) Observation
	// Clone returns an independent copy.
	Clone() State
	// Determinize returns a full state consistent with what seat observes,
	// sampling every hidden card and order with the given seed.
	Determinize(seat Player, seed uint64) State
	// Hash returns a 64-bit hash of the whole state.
	Hash() uint64
	// String renders the whole state for people (it shows hidden cards).
	String() string
	// ActionString describes an action legal here, for people.
	ActionString(a Action) string
	// RecordEvents turns event recording on or off. It is off in a new
	// state and in Clone's and Determinize's results, and never changes the
	// game; turned on before the first action, it records the set-up events.
	RecordEvents(on bool)
	// DrainEvents appends the events recorded since the last drain to dst,
	// unredacted (Event.For redacts them for a receiver), and forgets them.
	DrainEvents(dst []Event) []Event
	// Labels appends a label for each legal action of the seat to act, in
	// LegalActions' order, computed from what that seat knows.
	Labels(dst []Label) []Label
}

// Observation is what one seat sees of a state; engines return their own
// JSON-encodable struct.
type Observation interface {
	// ObservingSeat is the seat this observation belongs to.
	ObservingSeat() Player
}
