package dojo

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Observation is what one seat sees: every zone (but, during a secret
// setup, the opponent's), its own hand and which cards its own deck holds
// (not their order), the sizes of the opponent's hand and deck, every
// discard and defeated pile, the stay cards in play, the attack and
// exercise in progress, and each player's workout.
type Observation struct {
	Seat          int    `json:"seat"`
	Mode          string `json:"mode"`
	Phase         string `json:"phase"`
	CurrentPlayer int    `json:"current_player"`
	Turn          int    `json:"turn"`
	TurnCap       int    `json:"turn_cap"`
	FirstPlayer   int    `json:"first_player"`
	// FirstPlayerReason says why FirstPlayer goes first (rule 2.1's rock,
	// paper, scissors, or a rule option); empty in the solo mission.
	FirstPlayerReason string `json:"first_player_reason,omitempty"`
	Active            int    `json:"active"`
	// Winner is the winning seat once the game is over, -1 for a draw.
	Winner  int          `json:"winner"`
	Hand    []string     `json:"hand"`
	Deck    []CardCount  `json:"deck"`
	Players []PlayerView `json:"players"`
	// Attack is the attack in progress (exercise, response or upgrade).
	Attack *AttackView `json:"attack,omitempty"`
	// Exercise is what the seat to act must do (exercise and solo phases).
	Exercise *ExerciseView `json:"exercise,omitempty"`
	// Boost is the extra damage of this turn's attack.
	Boost int `json:"boost,omitempty"`
	// Played is the non-stay card played this turn.
	Played string    `json:"played,omitempty"`
	Solo   *SoloView `json:"solo,omitempty"`
}

// PlayerView is one player's public side.
type PlayerView struct {
	// Zone[col][row], row 0 the front; nil during the opponent's secret
	// setup.
	Zone     [][]AnimalView `json:"zone"`
	Placed   int            `json:"placed"`
	HandSize int            `json:"hand_size"`
	DeckSize int            `json:"deck_size"`
	Discard  []string       `json:"discard"`
	Defeated []string       `json:"defeated"`
	// Stay holds the health and the item-or-dojo stay card in play ("" if
	// none).
	Stay      [2]string     `json:"stay"`
	Exercises int           `json:"exercises"`
	Workout   []WorkoutLine `json:"workout"`
}

// AnimalView is one zone position.
type AnimalView struct {
	Card      string `json:"card,omitempty"`
	Animal    string `json:"animal,omitempty"`
	Level     int    `json:"level,omitempty"`
	Health    int    `json:"health,omitempty"`
	MaxHealth int    `json:"max_health,omitempty"`
	Damage    int    `json:"damage,omitempty"`
	Rest      int    `json:"rest,omitempty"`
	Regen     bool   `json:"regen,omitempty"`
	Shield    bool   `json:"shield,omitempty"`
}

// AttackView is the attack in progress.
type AttackView struct {
	Attacker  string `json:"attacker"`
	Position  int    `json:"position"`
	TargetCol int    `json:"target_col"`
	Target    string `json:"target"`
	// Damage is what it deals if not answered.
	Damage int `json:"damage"`
}

// ExerciseView is an exercise to do: Amount Units of Name, and in timed
// mode the seconds allowed.
type ExerciseView struct {
	Animal  string `json:"animal"`
	Name    string `json:"name"`
	Unit    string `json:"unit"`
	Amount  int    `json:"amount"`
	Seated  string `json:"seated,omitempty"`
	Mode    string `json:"mode"`
	Seconds int    `json:"seconds,omitempty"`
}

// SoloView is the solo mission's progress.
type SoloView struct {
	Card     string `json:"card,omitempty"`
	Left     int    `json:"left"`
	Defeated int    `json:"defeated"`
	Missed   int    `json:"missed"`
}

// WorkoutLine is the total of one exercise done in a game.
type WorkoutLine struct {
	Exercise string `json:"exercise"`
	Unit     string `json:"unit"`
	Amount   int    `json:"amount"`
}

// CardCount is a number of copies of a card.
type CardCount struct {
	Card  string `json:"card"`
	Count int    `json:"count"`
}

// ObservingSeat returns the seat of the observation.
func (o *Observation) ObservingSeat() game.Player { return game.Player(o.Seat) }

// PhaseID returns the observation's phase, one of Schema's.
func (o *Observation) PhaseID() string { return o.Phase }

// Observe returns what seat knows; game.Spectator gets what is public.
func (s *State) Observe(seat game.Player) game.Observation { return s.Observation(int(seat)) }

// observation holds an observation and the parts it points to, so that
// they cost one allocation.
type observation struct {
	o        Observation
	players  [2]PlayerView
	attack   AttackView
	exercise ExerciseView
	solo     SoloView
}

// Observation returns what seat knows, as the concrete type.
func (s *State) Observation(seat int) *Observation {
	cs := s.g.set
	mode := "duel"
	if s.g.r.solo {
		mode = "solo"
	}
	b := &observation{}
	o := &b.o
	*o = Observation{Seat: seat, Mode: mode, Phase: phaseNames[s.phase], CurrentPlayer: int(s.CurrentPlayer()),
		Turn: int(s.turn), TurnCap: s.g.r.turnCap, FirstPlayer: int(s.first), Active: int(s.active),
		Winner: int(s.winner), Boost: int(s.boost)}
	n := s.g.r.players
	names := contract.NewSlab[string](s.namesSeen(seat))
	if seat >= 0 {
		o.Hand, o.Deck = nameList(&names, cs, s.p[seat].hand.slice()), counts(cs, s.p[seat].deck.slice())
	}
	if s.played != 0 {
		o.Played = cs.Name(s.played)
	}
	if !s.g.r.solo {
		o.FirstPlayerReason = s.FirstPlayerReason()
	}
	lines, animals := 0, 0
	for q := 0; q < n; q++ {
		lines += s.workoutLines(q)
		if !s.zoneSecret(q, seat) {
			animals += s.p[q].animals()
		}
	}
	parts := observationParts{names: names, workout: contract.NewSlab[WorkoutLine](lines),
		animals: contract.NewSlab[AnimalView](animals), cols: contract.NewSlab[[]AnimalView](n * NumCols)}
	o.Players = b.players[:n:n]
	for q := range o.Players {
		s.playerView(&o.Players[q], q, s.zoneSecret(q, seat), &parts)
	}
	switch s.phase {
	case phaseExercise, phaseDodge, phaseUpgrade:
		q := int(s.active)
		a := s.p[q].zone[s.attacker].card
		o.Attack = &b.attack
		*o.Attack = AttackView{Attacker: cs.Name(a), Position: int(s.attacker), TargetCol: int(s.target),
			Target: cs.Name(s.p[1-q].zone[int(s.target)*NumRows].card)}
		if s.phase != phaseUpgrade {
			o.Attack.Damage = s.damage()
		}
		if s.phase == phaseExercise {
			o.Exercise = s.exerciseView(&b.exercise, a)
		}
	case phaseSolo:
		o.Exercise = s.exerciseView(&b.exercise, s.soloCard)
	}
	if s.g.r.solo {
		o.Solo = &b.solo
		*o.Solo = SoloView{Left: int(s.p[0].deck.n), Defeated: int(s.soloDone), Missed: int(s.soloMiss)}
		if s.soloCard != 0 {
			o.Solo.Card = cs.Name(s.soloCard)
		}
	}
	return o
}

// observationParts are the backing arrays an observation's players take
// their lists from.
type observationParts struct {
	names   contract.Slab[string]
	workout contract.Slab[WorkoutLine]
	animals contract.Slab[AnimalView]
	cols    contract.Slab[[]AnimalView]
}

// namesSeen counts the card names seat's observation lists: its hand and
// every discard and defeated pile.
func (s *State) namesSeen(seat int) int {
	n := 0
	if seat >= 0 {
		n += int(s.p[seat].hand.n)
	}
	for q := 0; q < s.g.r.players; q++ {
		n += len(s.p[q].discard.slice()) + len(s.p[q].defeated.slice())
	}
	return n
}

// animals counts the animals in the player's zone.
func (pl *player) animals() int {
	n := 0
	for i := range pl.zone {
		if pl.zone[i].card != 0 {
			n++
		}
	}
	return n
}

// zoneSecret reports whether seat (or the spectator) may not see q's zone:
// during setup, each player places its animals unseen by the others.
func (s *State) zoneSecret(q, seat int) bool { return q != seat && s.phase == phaseSetup }

func (s *State) exerciseView(v *ExerciseView, id CardID) *ExerciseView {
	ex, amount := s.exerciseOf(id)
	*v = ExerciseView{Animal: s.g.set.Name(id), Name: ex.Name, Unit: ex.Unit, Amount: amount, Seated: ex.Seated, Mode: s.g.r.exercise}
	if v.Mode == ExerciseTimed {
		v.Seconds = s.g.TimeLimit(amount)
	}
	return v
}

// playerView fills v with player q's public side, its lists taken from
// parts.
func (s *State) playerView(v *PlayerView, q int, secret bool, parts *observationParts) {
	cs := s.g.set
	pl := &s.p[q]
	*v = PlayerView{Placed: int(pl.placed), HandSize: int(pl.hand.n), DeckSize: int(pl.deck.n),
		Discard: nameList(&parts.names, cs, pl.discard.slice()), Defeated: nameList(&parts.names, cs, pl.defeated.slice()),
		Exercises: int(pl.exercises), Workout: s.appendWorkout(parts.workout.Take(s.workoutLines(q))[:0], q)}
	for k := range pl.stay {
		if pl.stay[k] != 0 {
			v.Stay[k] = cs.Name(pl.stay[k])
		}
	}
	if secret {
		return
	}
	v.Zone = parts.cols.Take(NumCols)
	for c := range v.Zone {
		r := 0
		for r < NumRows && pl.zone[c*NumRows+r].card != 0 {
			r++
		}
		col := parts.animals.Take(r)
		for r := range col {
			a := &pl.zone[c*NumRows+r]
			cd := cs.Card(a.card)
			f := &cs.Families[cd.Family]
			col[r] = AnimalView{Card: cd.Name, Animal: f.Name, Level: cd.Level, Health: int(a.hp),
				MaxHealth: f.Health[cd.Level-1], Damage: f.Damage[cd.Level-1], Rest: int(a.rest),
				Regen: a.att&attRegen != 0, Shield: a.att&attShield != 0}
		}
		v.Zone[c] = col
	}
}

// Workout returns seat q's workout summary: the units of each exercise done,
// in family order.
func (s *State) Workout(q int) []WorkoutLine {
	return s.appendWorkout(make([]WorkoutLine, 0, s.workoutLines(q)), q)
}

// workoutLines counts the lines of seat q's workout summary.
func (s *State) workoutLines(q int) int {
	n := 0
	for _, k := range s.p[q].workout {
		if k > 0 {
			n++
		}
	}
	return n
}

// appendWorkout appends seat q's workout summary to out.
func (s *State) appendWorkout(out []WorkoutLine, q int) []WorkoutLine {
	for f, n := range s.p[q].workout {
		if n > 0 {
			ex := &s.g.set.Families[f].Exercise
			out = append(out, WorkoutLine{Exercise: ex.Name, Unit: ex.Unit, Amount: int(n)})
		}
	}
	return out
}

// nameList gives the names of ids, taken from names.
func nameList(names *contract.Slab[string], cs *CardSet, ids []CardID) []string {
	out := names.Take(len(ids))
	for i, id := range ids {
		out[i] = cs.Name(id)
	}
	return out
}

// counts tallies cards by type, in card id order.
func counts(cs *CardSet, ids []CardID) []CardCount {
	var n [MaxCardTypes + 1]int
	for _, id := range ids {
		n[id]++
	}
	kinds := 0
	for _, k := range n {
		if k > 0 {
			kinds++
		}
	}
	out := make([]CardCount, 0, kinds)
	for id, k := range n {
		if k > 0 {
			out = append(out, CardCount{Card: cs.Name(CardID(id)), Count: k})
		}
	}
	return out
}
