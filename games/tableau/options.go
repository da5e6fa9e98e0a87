package tableau

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/game"
)

// RuleOptions lists Tableau's rule options in the order to show them;
// docs/tableau.md says which ambiguity of the rules each one settles.
var RuleOptions = []game.RuleOption{
	{Name: "players", Default: "2", Type: game.IntOption, Min: 2, Max: MaxSeats, Help: "number of players: 2, 3 or 4"},
	{Name: "first_player", Default: "random", Type: game.ChoiceOption, Values: append([]string{"random"}, wholeNumbers(MaxSeats-1)...), Help: "who is first player in round 1: random (seeded) or a seat number"},
	{Name: "rounds", Default: "6", Type: game.IntOption, Min: 1, Max: 12, Help: "number of rounds, 1-12"},
	{Name: "drafts", Default: "5", Type: game.IntOption, Min: 1, Max: 10, Help: "cards each player drafts per round, 1-10"},
	{Name: "market", Default: "auto", Type: game.ChoiceOption, Values: marketSizes(), Help: "the market grid as ROWSxCOLUMNS, 2-4 each; auto is 3x3, or 3x4 with 4 players"},
	{Name: "refills", Default: "1", Type: game.IntOption, Min: 0, Max: 3, Help: "market line refills per player per round, 0-3"},
	{Name: "pass", Default: "temporary", Type: game.ChoiceOption, Values: []string{"temporary", "permanent"}, Help: "a player without a legal pick passes: temporary (may draft again after a refill) or permanent (out for the round)"},
	{Name: "voluntary_pass", Default: "false", Type: game.BoolOption, Help: "true: a player may pass while a legal pick exists"},
	{Name: "bonus_drafts_count", Default: "false", Type: game.BoolOption, Help: "true: Pig and Honey bonus drafts count toward the drafts per round"},
	{Name: "ops_per_draft", Default: "1", Type: game.ChoiceOption, Values: []string{"1", "unlimited"}, Help: "sales and merges allowed in one placement: 1 or unlimited"},
	{Name: "placement", Default: "shift", Type: game.ChoiceOption, Values: []string{"shift", "empty_slot"}, Help: "a new stack: shift (your stacks may slide, keeping their order) or empty_slot (into an empty slot only)"},
	{Name: "combat_placement", Default: "empty_slot", Type: game.ChoiceOption, Values: []string{"empty_slot", "shift"}, Help: "a new stack drafted during the combat (Honey): empty_slot (the other stacks keep their columns) or shift (as in the market phase)"},
	{Name: "overflow_upgrade", Default: "false", Type: game.BoolOption, Help: "true: a card may upgrade a level 3 stack; it is discarded for 1 VP"},
	{Name: "food_targets", Default: "own", Type: game.ChoiceOption, Values: []string{"own", "any"}, Help: "which stacks a food may go on: own or any (opponents' too)"},
	{Name: "chocolate_sells", Default: "false", Type: game.BoolOption, Help: "true: Chocolate counts toward a stack's level when it is sold (the rules: food does not affect a sale)"},
	{Name: "late_abilities", Default: "false", Type: game.BoolOption, Help: "true: a stack that enters while its start-of-market or pre-combat window resolves uses it too"},
	{Name: "drawing", Default: "start_of_market", Type: game.ChoiceOption, Values: []string{"start_of_market", "each_draft"}, Aliases: []string{"puffin"},
		Help: "when a draw ability (Puffin) draws: start_of_market (once per round) or each_draft (before each of your drafts)"},
	{Name: "swap_in_on_upgrade", Default: "false", Type: game.BoolOption, Aliases: []string{"frog_on_upgrade"},
		Help: "true: a drafted swap_in card (Frog) may also take a slot when it upgrades a stack of its type"},
	{Name: "column_wound_self", Default: "false", Type: game.BoolOption, Aliases: []string{"scorpion_self"},
		Help: "true: a column wound (Scorpion) wounds its own stack too"},
	{Name: "rolled_wound_levels", Default: "up_to", Type: game.ChoiceOption, Values: []string{"up_to", "exact"}, Aliases: []string{"mosquito_levels"},
		Help: "which stacks a rolled-column wound (Mosquito) hits: up_to (level at most its value) or exact (level equal)"},
	{Name: "rolled_wound_self", Default: "true", Type: game.BoolOption, Aliases: []string{"mosquito_self"},
		Help: "true: a rolled-column wound (Mosquito) may wound its own stack"},
	{Name: "wounded_bonus", Default: "false", Type: game.BoolOption, Help: "true: a wounded stack still gets the power other stacks give it"},
	{Name: "front_friends", Default: "skip_gaps", Type: game.ChoiceOption, Values: []string{"skip_gaps", "adjacent"}, Help: "the stacks in front that Monkey and Flamingo boost: skip_gaps (the nearest stacks, past empty slots) or adjacent (an empty slot stops them)"},
	{Name: "neighbours", Default: "adjacent", Type: game.ChoiceOption, Values: []string{"adjacent", "skip_gaps"}, Help: "Horse's neighbours: adjacent (an empty slot breaks adjacency) or skip_gaps (nearest stack each side)"},
	{Name: "ability_order", Default: "player_then_slot", Type: game.ChoiceOption, Values: []string{"player_then_slot", "slot_then_player"}, Help: "pre-combat order: player_then_slot (each player rear to front) or slot_then_player (slot by slot)"},
	{Name: "ties", Default: "competition", Type: game.ChoiceOption, Values: []string{"competition", "dense", "split"}, Help: "tied power: competition (all tied get the place, the next is skipped), dense (next place not skipped) or split (share the places' VP, rounded down)"},
	{Name: "second_place_min_players", Default: "2", Type: game.ChoiceOption, Values: []string{"2", "3"}, Help: "fewest players for the second-place award: 2 or 3"},
	{Name: "first_player_tiebreak", Default: "fewest_vp", Type: game.ChoiceOption, Values: []string{"fewest_vp", "clockwise"}, Help: "tied least power: fewest_vp (then clockwise from the first player) or clockwise"},
	{Name: "final_sale", Default: "auto", Type: game.ChoiceOption, Values: []string{"auto", "none"}, Help: "after the last round: auto (every stack is sold) or none"},
	{Name: "tiebreak", Default: "shared", Type: game.ChoiceOption, Values: []string{"shared", "last_power"}, Help: "tied VP at the end: shared victory, or last_power (most power in the last round, then shared)"},
	{Name: "extension", Default: "false", Type: game.BoolOption, Help: "true: add the designed extension cards to the deck"},
	{Name: "start_vp", Default: "0", Type: game.ListOption, Values: wholeNumbers(maxStartVP), Help: "VP the players start with: one number for everyone, or one per player in round 1's turn order (the first player first), e.g. 0,0,1,1"},
}

// maxStartVP bounds start_vp, a handicap: a few rounds' awards at most.
const maxStartVP = 20

// The market's rows and columns number from minMarketSide to maxMarketSide.
const (
	minMarketSide = 2
	maxMarketSide = 4
)

// marketSizes lists the market option's values: auto, then every
// ROWSxCOLUMNS grid.
func marketSizes() []string {
	out := []string{"auto"}
	for r := minMarketSide; r <= maxMarketSide; r++ {
		for c := minMarketSide; c <= maxMarketSide; c++ {
			out = append(out, fmt.Sprintf("%dx%d", r, c))
		}
	}
	return out
}

// wholeNumbers lists the numbers from 0 to hi as option values.
func wholeNumbers(hi int) []string {
	out := make([]string, hi+1)
	for i := range out {
		out[i] = strconv.Itoa(i)
	}
	return out
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
	combatShift             bool
	overflowUpgrade         bool
	foodAny                 bool
	chocolateSells          bool
	lateAbilities           bool
	drawEachDraft           bool
	swapInOnUpgrade         bool
	columnWoundSelf         bool
	rolledWoundExact        bool
	rolledWoundSelf         bool
	woundedBonus            bool
	skipGaps                bool
	frontAdjacent           bool
	slotFirst               bool
	ties                    tieMode
	secondMin               int
	clockwiseTiebreak       bool
	finalSale               bool
	lastPowerTiebreak       bool
	extension               bool
	startVP                 [MaxSeats]int16 // by place in round 1's turn order
}

// parseRules validates the effective options (every key present).
func parseRules(o game.Options) (rules, error) {
	var r rules
	rd := game.OptionReader{Opts: o}
	num, choice, flag := rd.Int, rd.Choice, rd.Bool

	r.players = num("players", 2, MaxSeats)
	r.rounds = num("rounds", 1, 12)
	r.drafts = num("drafts", 1, 10)
	r.refills = num("refills", 0, 3)
	if rd.Err != nil {
		return r, rd.Err
	}
	r.firstPlayer = -1
	if fp := o["first_player"]; fp != "random" {
		v, e := game.ParseWhole(fp, 0, r.players-1)
		if e != nil {
			return r, fmt.Errorf("option first_player=%s: want random or a seat from 0 to %d", game.Quote(fp), r.players-1)
		}
		r.firstPlayer = v
	}
	r.rows, r.cols = 3, 3
	if r.players == 4 {
		r.cols = 4
	}
	if m := o["market"]; m != "auto" {
		rs, cs, ok := strings.Cut(m, "x")
		rows, e1 := game.ParseWhole(rs, minMarketSide, maxMarketSide)
		cols, e2 := game.ParseWhole(cs, minMarketSide, maxMarketSide)
		if !ok || e1 != nil || e2 != nil {
			return r, fmt.Errorf("option market=%s: want auto or ROWSxCOLUMNS with %d to %d of each, e.g. 3x4", game.Quote(m), minMarketSide, maxMarketSide)
		}
		r.rows, r.cols = rows, cols
	}
	r.permanentPass = choice("pass", "temporary", "permanent") == 1
	r.voluntaryPass = flag("voluntary_pass")
	r.bonusCounts = flag("bonus_drafts_count")
	r.unlimitedOps = choice("ops_per_draft", "1", "unlimited") == 1
	r.emptySlotOnly = choice("placement", "shift", "empty_slot") == 1
	r.combatShift = choice("combat_placement", "empty_slot", "shift") == 1
	r.overflowUpgrade = flag("overflow_upgrade")
	r.foodAny = choice("food_targets", "own", "any") == 1
	r.chocolateSells = flag("chocolate_sells")
	r.lateAbilities = flag("late_abilities")
	r.drawEachDraft = choice("drawing", "start_of_market", "each_draft") == 1
	r.swapInOnUpgrade = flag("swap_in_on_upgrade")
	r.columnWoundSelf = flag("column_wound_self")
	r.rolledWoundExact = choice("rolled_wound_levels", "up_to", "exact") == 1
	r.rolledWoundSelf = flag("rolled_wound_self")
	r.woundedBonus = flag("wounded_bonus")
	r.frontAdjacent = choice("front_friends", "skip_gaps", "adjacent") == 1
	r.skipGaps = choice("neighbours", "adjacent", "skip_gaps") == 1
	r.slotFirst = choice("ability_order", "player_then_slot", "slot_then_player") == 1
	r.ties = tieMode(choice("ties", "competition", "dense", "split"))
	r.secondMin = 2 + choice("second_place_min_players", "2", "3")
	r.clockwiseTiebreak = choice("first_player_tiebreak", "fewest_vp", "clockwise") == 1
	r.finalSale = choice("final_sale", "none", "auto") == 1
	r.lastPowerTiebreak = choice("tiebreak", "shared", "last_power") == 1
	r.extension = flag("extension")
	switch vp := rd.Ints("start_vp", r.players, 0, maxStartVP); len(vp) {
	case 1:
		for k := range r.players {
			r.startVP[k] = int16(vp[0])
		}
	case r.players:
		for k, v := range vp {
			r.startVP[k] = int16(v)
		}
	}
	return r, rd.Err
}
