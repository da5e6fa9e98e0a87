package tableau

// Trigger says when an ability works.
type Trigger uint8

// Triggers, named as in card files.
const (
	TriggerNone          Trigger = iota
	TriggerStartOfMarket         // the start of the market phase (or each draft, by option)
	TriggerDraft                 // the card is drafted as a new stack
	TriggerWhenSold              // the stack is sold
	TriggerPreCombat             // the start of the combat phase
	TriggerCombat                // while power is summed
	TriggerWhenWounded           // food: the stack is wounded
	TriggerWhenEquipped          // food: the card is put on a stack
	TriggerStatic                // always
)

var triggerNames = [...]string{
	TriggerNone: "", TriggerStartOfMarket: "start_of_market", TriggerDraft: "draft", TriggerWhenSold: "when_sold",
	TriggerPreCombat: "pre_combat", TriggerCombat: "combat", TriggerWhenWounded: "when_wounded",
	TriggerWhenEquipped: "when_equipped", TriggerStatic: "static",
}

// String returns the trigger's card-file name.
func (t Trigger) String() string { return triggerNames[t] }

// EffectKind is one verb of the effect vocabulary.
type EffectKind uint8

// Effect kinds, named as in card files.
const (
	EffectWound         EffectKind = iota + 1 // wound stacks (Target says which)
	EffectPower                               // this stack gets Amount power (Per, If)
	EffectGivePower                           // the Count nearest friends in front get Amount power (If)
	EffectBonusDrafts                         // draft Amount more cards from the market
	EffectBonusVP                             // gain Amount more VP
	EffectDraw                                // draw up to Amount cards from the deck, keeping them all
	EffectSwapIn                              // take the place of one of your stacks, which is placed again
	EffectLevelUp                             // food: counts as a card of the stack (+1 level)
	EffectSellForDrafts                       // food: may sell the stack, then draft Amount cards
	EffectImmune                              // food: the stack cannot be wounded (Immunity says by what)
	EffectShield                              // food: prevents one wound, then is discarded
	EffectProtectBehind                       // the stack directly behind cannot be wounded
	EffectTemporary                           // food: discarded at the end of the round
)

var effectNames = [...]string{
	EffectWound: "wound", EffectPower: "power", EffectGivePower: "give_power", EffectBonusDrafts: "bonus_drafts",
	EffectBonusVP: "bonus_vp", EffectDraw: "draw", EffectSwapIn: "swap_in", EffectLevelUp: "level_up",
	EffectSellForDrafts: "sell_for_drafts", EffectImmune: "immune", EffectShield: "shield",
	EffectProtectBehind: "protect_behind", EffectTemporary: "temporary",
}

// String returns the effect's card-file name.
func (k EffectKind) String() string { return effectNames[k] }

// Target is what a wound effect hits.
type Target uint8

// Wound targets.
const (
	TargetNone   Target = iota
	TargetFront         // the own slot directly in front
	TargetBehind        // the own slot directly behind
	TargetColumn        // every other stack in the card's column, in every tableau
	TargetRolled        // every stack up to a level in a column rolled with the Mosquito die
)

var targetNames = [...]string{TargetFront: "front", TargetBehind: "behind", TargetColumn: "column", TargetRolled: "rolled_column"}

// String returns the target's card-file name.
func (t Target) String() string { return targetNames[t] }

// Per multiplies a power effect.
type Per uint8

// Multipliers.
const (
	PerOne                Per = iota
	PerWoundedFriend          // each other wounded stack of the tableau
	PerUnwoundedNeighbour     // each unwounded stack next to this one
	PerEmptySlot              // each empty slot of the tableau
	PerWoundedInColumn        // each other wounded stack in this column, every tableau
)

var perNames = [...]string{PerOne: "", PerWoundedFriend: "wounded_friend", PerUnwoundedNeighbour: "unwounded_neighbour",
	PerEmptySlot: "empty_slot", PerWoundedInColumn: "wounded_in_column"}

// String returns the multiplier's card-file name.
func (p Per) String() string { return perNames[p] }

// Cond gates a power effect.
type Cond uint8

// Conditions.
const (
	CondNone         Cond = iota
	CondWounded           // this stack is wounded
	CondFrontmost         // no stack of the tableau is in front of this one
	CondFrontWounded      // the slot directly in front holds a wounded stack
	CondFirstPlayer       // the owner is this round's first player
)

var condNames = [...]string{CondNone: "", CondWounded: "wounded", CondFrontmost: "frontmost",
	CondFrontWounded: "front_wounded", CondFirstPlayer: "first_player"}

// String returns the condition's card-file name.
func (c Cond) String() string { return condNames[c] }

// Immunity says which wounds a stack ignores.
type Immunity uint8

// Immunities.
const (
	ImmuneNone   Immunity = iota
	ImmuneAll             // every wound
	ImmuneColumn          // wounds to whole columns (column and rolled_column)
)

var immunityNames = [...]string{ImmuneAll: "all", ImmuneColumn: "column"}

// String returns the immunity's card-file name.
func (i Immunity) String() string { return immunityNames[i] }

// Effect is one part of an ability. Amount holds its value at stack level
// 1, 2 and 3.
type Effect struct {
	Kind     EffectKind
	Amount   [MaxLevel]int
	Target   Target   // wound
	Optional bool     // wound: the owner may decline
	Count    int      // give_power: how many friends in front
	Per      Per      // power
	If       Cond     // power, give_power
	Immune   Immunity // immune
}

// Ability is a trigger and its effects.
type Ability struct {
	Trigger Trigger
	Effects []Effect
}

// traits is a card's ability compiled for the rules loop: one field group
// per effect kind (a card has at most one effect of each kind).
type traits struct {
	animal      bool
	base        [MaxLevel]int8 // animal power by level
	self        [MaxLevel]int8 // power effect
	selfPer     Per
	selfIf      Cond
	give        [MaxLevel]int8 // give_power effect
	giveCount   int8
	giveIf      Cond
	wound       Target
	woundMay    bool
	woundMax    [MaxLevel]int8 // rolled_column: highest level hit
	soldDrafts  [MaxLevel]int8 // when_sold bonus_drafts
	soldVP      [MaxLevel]int8 // when_sold bonus_vp
	draw        [MaxLevel]int8
	honeyDrafts [MaxLevel]int8 // sell_for_drafts
	honey       bool
	swapIn      bool
	levelUp     bool
	shield      bool
	protect     bool
	temporary   bool
	immune      Immunity
	startMarket bool // has a start-of-market ability
	preCombat   bool // has a pre-combat ability
}

func compileTraits(c *Card) traits {
	t := traits{animal: c.IsAnimal()}
	for l := 0; l < MaxLevel; l++ {
		t.base[l] = int8(c.Power[l])
	}
	t.startMarket = c.Ability.Trigger == TriggerStartOfMarket
	t.preCombat = c.Ability.Trigger == TriggerPreCombat
	for _, e := range c.Ability.Effects {
		var amt [MaxLevel]int8
		for l := 0; l < MaxLevel; l++ {
			amt[l] = int8(e.Amount[l])
		}
		switch e.Kind {
		case EffectWound:
			t.wound, t.woundMay, t.woundMax = e.Target, e.Optional, amt
		case EffectPower:
			t.self, t.selfPer, t.selfIf = amt, e.Per, e.If
		case EffectGivePower:
			t.give, t.giveCount, t.giveIf = amt, int8(e.Count), e.If
		case EffectBonusDrafts:
			t.soldDrafts = amt
		case EffectBonusVP:
			t.soldVP = amt
		case EffectDraw:
			t.draw = amt
		case EffectSwapIn:
			t.swapIn = true
		case EffectLevelUp:
			t.levelUp = true
		case EffectSellForDrafts:
			t.honey, t.honeyDrafts = true, amt
		case EffectImmune:
			t.immune = e.Immune
		case EffectShield:
			t.shield = true
		case EffectProtectBehind:
			t.protect = true
		case EffectTemporary:
			t.temporary = true
		}
	}
	return t
}
