package tableau

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/game"
)

// RuleOption describes one rule option: its name, default and meaning.
type RuleOption struct {
	Name, Default, Help string
}

// RuleOptions lists Tableau's rule options in the order to show them;
// docs/tableau.md says which ambiguity of the rules each one settles.
var RuleOptions = []RuleOption{
	{"players", "2", "number of players: 2, 3 or 4"},
	{"first_player", "random", "who is first player in round 1: random (seeded) or a seat number"},
	{"rounds", "6", "number of rounds, 1-12"},
	{"drafts", "5", "cards each player drafts per round, 1-10"},
	{"market", "auto", "the market grid as ROWSxCOLUMNS, 2-4 each; auto is 3x3, or 3x4 with 4 players"},
	{"refills", "1", "market line refills per player per round, 0-3"},
	{"pass", "temporary", "a player without a legal pick passes: temporary (may draft again after a refill) or permanent (out for the round)"},
	{"voluntary_pass", "false", "true: a player may pass while a legal pick exists"},
	{"bonus_drafts_count", "false", "true: Pig and Honey bonus drafts count toward the drafts per round"},
	{"ops_per_draft", "1", "sales and merges allowed in one placement: 1 or unlimited"},
	{"placement", "shift", "a new stack: shift (your stacks may slide, keeping their order) or empty_slot (into an empty slot only)"},
	{"overflow_upgrade", "false", "true: a card may upgrade a level 3 stack; it is discarded for 1 VP"},
	{"food_targets", "own", "which stacks a food may go on: own or any (opponents' too)"},
	{"chocolate_sells", "true", "true: Chocolate counts toward a stack's level when it is sold"},
	{"late_abilities", "false", "true: a stack that enters while its start-of-market or pre-combat window resolves uses it too"},
	{"puffin", "start_of_market", "when Puffin draws: start_of_market (once per round) or each_draft (before each of your drafts)"},
	{"frog_on_upgrade", "false", "true: a drafted Frog may also swap in when it upgrades a Frog stack"},
	{"scorpion_self", "false", "true: Scorpion wounds itself too"},
	{"mosquito_levels", "up_to", "which stacks Mosquito wounds: up_to (level at most its value) or exact (level equal)"},
	{"mosquito_self", "true", "true: Mosquito may wound itself"},
	{"wounded_bonus", "false", "true: a wounded stack still gets the power other stacks give it"},
	{"neighbours", "adjacent", "Horse's neighbours: adjacent (an empty slot breaks adjacency) or skip_gaps (nearest stack each side)"},
	{"ability_order", "player_then_slot", "pre-combat order: player_then_slot (each player rear to front) or slot_then_player (slot by slot)"},
	{"ties", "competition", "tied power: competition (all tied get the place, the next is skipped), dense (next place not skipped) or split (share the places' VP, rounded down)"},
	{"second_place_min_players", "2", "fewest players for the second-place award: 2 or 3"},
	{"first_player_tiebreak", "fewest_vp", "tied least power: fewest_vp (then clockwise from the first player) or clockwise"},
	{"final_sale", "auto", "after the last round: auto (every stack is sold) or none"},
	{"tiebreak", "shared", "tied VP at the end: shared victory, or last_power (most power in the last round, then shared)"},
	{"extension", "false", "true: add the designed extension cards to the deck"},
}

// tieMode is how tied power shares the combat awards.
type tieMode uint8

const (
	tiesCompetition tieMode = iota
	tiesDense
	tiesSplit
)

// rules are the parsed options.
type rules struct {
	players, rounds, drafts int
	rows, cols              int
	refills                 int
	firstPlayer             int // -1: random
	permanentPass           bool
	voluntaryPass           bool
	bonusCounts             bool
	unlimitedOps            bool
	emptySlotOnly           bool
	overflowUpgrade         bool
	foodAny                 bool
	chocolateSells          bool
	lateAbilities           bool
	puffinEachDraft         bool
	frogOnUpgrade           bool
	scorpionSelf            bool
	mosquitoExact           bool
	mosquitoSelf            bool
	woundedBonus            bool
	skipGaps                bool
	slotFirst               bool
	ties                    tieMode
	secondMin               int
	clockwiseTiebreak       bool
	finalSale               bool
	lastPowerTiebreak       bool
	extension               bool
}

// parseRules validates the effective options (every key present).
func parseRules(o game.Options) (rules, error) {
	var r rules
	var err error
	num := func(key string, lo, hi int) int {
		v, e := strconv.Atoi(o[key])
		if e != nil || v < lo || v > hi {
			if err == nil {
				err = fmt.Errorf("option %s=%q: want a whole number from %d to %d", key, o[key], lo, hi)
			}
		}
		return v
	}
	choice := func(key string, values ...string) int {
		for i, v := range values {
			if o[key] == v {
				return i
			}
		}
		if err == nil {
			err = fmt.Errorf("option %s=%q: want %s", key, o[key], strings.Join(values, " or "))
		}
		return 0
	}
	flag := func(key string) bool { return choice(key, "false", "true") == 1 }

	r.players = num("players", 2, MaxSeats)
	r.rounds = num("rounds", 1, 12)
	r.drafts = num("drafts", 1, 10)
	r.refills = num("refills", 0, 3)
	if err != nil {
		return r, err
	}
	r.firstPlayer = -1
	if fp := o["first_player"]; fp != "random" {
		v, e := strconv.Atoi(fp)
		if e != nil || v < 0 || v >= r.players {
			return r, fmt.Errorf("option first_player=%q: want random or a seat from 0 to %d", fp, r.players-1)
		}
		r.firstPlayer = v
	}
	r.rows, r.cols = 3, 3
	if r.players == 4 {
		r.cols = 4
	}
	if m := o["market"]; m != "auto" {
		rs, cs, ok := strings.Cut(m, "x")
		rows, e1 := strconv.Atoi(rs)
		cols, e2 := strconv.Atoi(cs)
		if !ok || e1 != nil || e2 != nil || rows < 2 || rows > 4 || cols < 2 || cols > 4 {
			return r, fmt.Errorf("option market=%q: want auto or ROWSxCOLUMNS with 2 to 4 of each, e.g. 3x4", m)
		}
		r.rows, r.cols = rows, cols
	}
	r.permanentPass = choice("pass", "temporary", "permanent") == 1
	r.voluntaryPass = flag("voluntary_pass")
	r.bonusCounts = flag("bonus_drafts_count")
	r.unlimitedOps = choice("ops_per_draft", "1", "unlimited") == 1
	r.emptySlotOnly = choice("placement", "shift", "empty_slot") == 1
	r.overflowUpgrade = flag("overflow_upgrade")
	r.foodAny = choice("food_targets", "own", "any") == 1
	r.chocolateSells = flag("chocolate_sells")
	r.lateAbilities = flag("late_abilities")
	r.puffinEachDraft = choice("puffin", "start_of_market", "each_draft") == 1
	r.frogOnUpgrade = flag("frog_on_upgrade")
	r.scorpionSelf = flag("scorpion_self")
	r.mosquitoExact = choice("mosquito_levels", "up_to", "exact") == 1
	r.mosquitoSelf = flag("mosquito_self")
	r.woundedBonus = flag("wounded_bonus")
	r.skipGaps = choice("neighbours", "adjacent", "skip_gaps") == 1
	r.slotFirst = choice("ability_order", "player_then_slot", "slot_then_player") == 1
	r.ties = tieMode(choice("ties", "competition", "dense", "split"))
	r.secondMin = 2 + choice("second_place_min_players", "2", "3")
	r.clockwiseTiebreak = choice("first_player_tiebreak", "fewest_vp", "clockwise") == 1
	r.finalSale = choice("final_sale", "none", "auto") == 1
	r.lastPowerTiebreak = choice("tiebreak", "shared", "last_power") == 1
	r.extension = flag("extension")
	return r, err
}
