package tableau

// CardID identifies a card type within a CardSet; 0 means "no card".
type CardID uint8

// MaxCardTypes is the most card types a card set (with its extension) may
// define.
const MaxCardTypes = 64

// MaxCopies is the most copies of one card a set may hold.
const MaxCopies = 20

// MaxLevel is the most cards in a stack.
const MaxLevel = 3

// Kind is what a card is: an animal (a stack of its own) or a food (under a
// stack).
type Kind uint8

// Card kinds.
const (
	KindAnimal Kind = iota + 1
	KindFood
)

var kindNames = [...]string{KindAnimal: "animal", KindFood: "food"}

// String returns the kind's name as written in card files.
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "unknown"
}

// Card is one card type of a card set.
type Card struct {
	ID   CardID
	Name string
	// Set is the name of the card file's set ("classic", "designed", ...).
	Set  string
	Kind Kind
	// Power is an animal stack's base power at level 1, 2 and 3 (zero for
	// food).
	Power  [MaxLevel]int
	Copies int
	// Source is "rulebook" (the design's card sheet) or "designed" (ours).
	Source string
	Text   string
	// Icon names the client's icon for the card's art (empty: by its name).
	Icon string
	// Ability is the card's ability; its Trigger is TriggerNone if it has
	// none.
	Ability Ability
	// Line is the card's line in its card file, for messages.
	Line int
}

// IsAnimal reports whether the card is an animal.
func (c *Card) IsAnimal() bool { return c.Kind == KindAnimal }
