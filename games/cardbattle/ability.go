package cardbattle

// Trigger says when an ability fires.
type Trigger uint8

// Triggers, named as in card files.
const (
	TriggerNone Trigger = iota
	TriggerBuy
	TriggerSell
	TriggerTriple
	TriggerBattlePrep
	TriggerPlay
	TriggerHurt
	TriggerFaint
	TriggerEnemyFaints
)

var triggerNames = [...]string{
	TriggerNone: "", TriggerBuy: "buy", TriggerSell: "sell", TriggerTriple: "triple",
	TriggerBattlePrep: "battle_prep", TriggerPlay: "play", TriggerHurt: "hurt",
	TriggerFaint: "faint", TriggerEnemyFaints: "enemy_faints",
}

// String returns the trigger's card-file name.
func (t Trigger) String() string { return triggerNames[t] }

// inShop reports whether the trigger fires outside battle, where effects act
// on the hand and gold rather than on the battle decks.
func (t Trigger) inShop() bool {
	return t == TriggerBuy || t == TriggerSell || t == TriggerTriple || t == TriggerBattlePrep
}

// Condition gates an ability.
type Condition uint8

// Conditions.
const (
	CondNone Condition = iota
	CondRoundAtLeast
	CondNotFainted
)

// EffectKind is one verb of the effect vocabulary.
type EffectKind uint8

// Effect kinds, named as in card files.
const (
	EffectAdd EffectKind = iota + 1
	EffectRocks
	EffectEat
	EffectHeal
	EffectRefreshGold
	EffectStripApples
	EffectSetAside
	EffectGainTrumpets
	EffectGainMana
	EffectAilment
)

var effectNames = [...]string{
	EffectAdd: "add", EffectRocks: "rocks", EffectEat: "eat", EffectHeal: "heal",
	EffectRefreshGold: "refresh_gold", EffectStripApples: "strip_apples", EffectSetAside: "set_aside",
	EffectGainTrumpets: "gain_trumpets", EffectGainMana: "gain_mana", EffectAilment: "ailment",
}

// String returns the effect's card-file name.
func (k EffectKind) String() string { return effectNames[k] }

// Place is where added cards go.
type Place uint8

// Places for the add effect.
const (
	PlaceHand Place = iota + 1
	PlaceDeckTop
	PlaceEnemyDeckTop
)

// Target is who a rock throw or strip hits, relative to the ability's owner.
type Target uint8

// Targets.
const (
	TargetEnemy Target = iota + 1
	TargetSelf
)

// Per multiplies an effect's count.
type Per uint8

// Multipliers.
const (
	PerOne Per = iota
	PerFaintedPets
	PerEnemyFaintedPets
	PerTrumpets
	PerMana
)

// Resource is something an ability may cost: Trumpets (Golden Pack) or
// Mana (Magic Pack).
type Resource uint8

// Resources.
const (
	ResourceNone Resource = iota
	ResourceTrumpets
	ResourceMana
)

var resourceNames = [...]string{ResourceNone: "", ResourceTrumpets: "trumpets", ResourceMana: "mana"}

// String returns the resource's card-file name.
func (r Resource) String() string { return resourceNames[r] }

// Effect is one step of an ability.
type Effect struct {
	Kind   EffectKind
	Card   CardID // add, eat, ailment: the supply card
	Count  int    // add, eat, ailment: copies; rocks: dice; heal: damage; gold, trumpets or mana gained
	Place  Place  // add
	Target Target // rocks, strip_apples, ailment
	Per    Per
	Max    int // cap after multiplying; 0 = none

	ref *cardRef // the card name while loading
}

// Ability is a trigger, an optional condition and effects resolved in order.
type Ability struct {
	Trigger Trigger
	Cond    Condition
	CondArg int
	// Cost is paid when the ability fires; if its owner cannot pay, the
	// ability does nothing.
	Cost    Resource
	CostN   int
	Effects []Effect
	// Later holds the effects of a set_aside effect: they resolve when the
	// owner next plays a pet.
	Later []Effect
}
