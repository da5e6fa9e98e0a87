package dojo

// CardID identifies a card type within a CardSet; 0 means "no card".
type CardID uint8

// MaxCardTypes is the most card types a set may define.
const MaxCardTypes = 64

// MaxFamilies is the most animal families (kinds of animal) a set may hold.
const MaxFamilies = 12

// MinFamilies is the fewest families: six level-1 animals start in play.
const MinFamilies = 6

// MaxLevel is the number of levels of an animal family.
const MaxLevel = 3

// MaxDeck is the most cards (copies counted) in one player's deck.
const MaxDeck = 60

// Kind is what a card is.
type Kind uint8

// Card kinds.
const (
	KindAnimal Kind = iota + 1
	KindDojo
	KindHealth
	KindItem
)

var kindNames = [...]string{KindAnimal: "animal", KindDojo: "dojo", KindHealth: "health", KindItem: "item"}

// String returns the kind's name as written in card files.
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "unknown"
}

// Effect is what a health or item card does: a small closed vocabulary.
type Effect uint8

// Effects of health and item cards.
const (
	EffectNone   Effect = iota
	EffectHeal          // heal one of your animals by Amount (up to its maximum)
	EffectRegen         // stay: the animal it sits on heals Amount at the start of each of your turns
	EffectBoost         // your attack this turn deals Amount more
	EffectWake          // remove the rest marker from one of your animals
	EffectShield        // stay: the animal it sits on takes Amount less damage per attack
	EffectSwap          // swap the places of two of your animals
	EffectSweep         // destroy one of the opponent's stay cards
	EffectDodge         // response: the attack on your animal deals Amount less (at least the minimum)
)

var effectNames = [...]string{"", "heal", "regen", "boost", "wake", "shield", "swap", "sweep", "dodge"}

// String returns the effect's name as written in card files.
func (e Effect) String() string {
	if int(e) < len(effectNames) {
		return effectNames[e]
	}
	return "unknown"
}

// Exercise is what a player does to activate an attack: Amount[level-1]
// Units of the named exercise.
type Exercise struct {
	Name   string
	Unit   string // reps, seconds or steps
	Amount [MaxLevel]int
	// Seated is an alternative for players who cannot do the exercise
	// standing ("" if none).
	Seated string
}

// Family is one kind of animal, with its three level cards.
type Family struct {
	Name      string
	Archetype string
	Cards     [MaxLevel]CardID
	Health    [MaxLevel]int
	Damage    [MaxLevel]int
	// Strong and Weak are the families this one deals +1 and -1 damage
	// against (-1: none).
	Strong, Weak int
	Exercise     Exercise
	Source       string
	Line         int
}

// Card is one card type.
type Card struct {
	ID   CardID
	Name string
	Kind Kind
	// Family and Level (1-3) for animals; Family is -1 otherwise.
	Family int
	Level  int
	Effect Effect
	Amount int
	// Stay cards remain in play (rule 9.2); Response cards are played out
	// of turn (rule 8).
	Stay, Response bool
	Copies         int
	Source         string
	Text           string
	// Icon names the client's icon for the card's art (empty: by its name).
	Icon string
	Line int
}

// IsAnimal reports whether the card is an animal.
func (c *Card) IsAnimal() bool { return c.Kind == KindAnimal }

// category is the rule 9.1 slot a card occupies in play: 0 health, 1 item
// or dojo.
func (c *Card) category() int {
	if c.Kind == KindHealth {
		return 0
	}
	return 1
}
