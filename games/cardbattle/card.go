package cardbattle

// CardID identifies a card type within a CardSet; 0 means "no card".
type CardID uint8

// MaxCardTypes is the most card types a card set may define.
const MaxCardTypes = 255

// Kind is what a card is in play.
type Kind uint8

// Card kinds.
const (
	KindPet Kind = iota + 1
	KindFood
	KindToken
)

var kindNames = [...]string{KindPet: "pet", KindFood: "food", KindToken: "token"}

// String returns the kind's name as written in card files.
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "unknown"
}

// Card is one card type of a card set.
type Card struct {
	ID     CardID
	Name   string
	Pack   string
	Kind   Kind
	Tier   int  // 1-6, or 0 for supply (star) cards
	Power  int  // pets: printed power; food: power added when eaten
	Hat    int  // index into CardSet.Hats; -1 when the card has none
	Copies int  // copies in the pack; 0 for supply cards
	Perk   bool // food kept between rounds, at most one per pet
	Source string
	Text   string
	// Icon names the client's icon for the card's art (empty: by its name).
	Icon string
	// Ability is the card's triggered ability; Trigger is TriggerNone if none.
	Ability Ability
	// TakenWhenAttacked is added to attack damage this perk's pet receives.
	TakenWhenAttacked int
	// DealtWhenAttacking is added to the damage this perk's pet deals.
	DealtWhenAttacking int
	// PowerFromTrumpets (pets, power_from: trumpets): the pet's printed
	// power is its owner's Trumpets, which are locked while it is in play
	// and discarded when it faints.
	PowerFromTrumpets bool
	// Reserve (pets, reserve: trumpets): the pet a side plays when it is out
	// of cards and holds Trumpets. At most one card of a set has it.
	Reserve bool
	// Apples (non-perk foods, apples: true): the power this food gives is
	// Apple power, which a strip_apples effect takes away.
	Apples bool
	// SalePayment (a supply food, sale_payment: true): the card the Sell
	// action pays with. Exactly one card of a set has it.
	SalePayment bool
	// Ailment (tokens): what the token does to the pet it is put on; a
	// token without one is not an ailment.
	Ailment Ailment
	// Line is the card's line in its card file, for messages.
	Line int
}

// Ailment is what an ailment token changes on the pet it is put on, per copy.
type Ailment struct {
	// Taken is added to every hit the pet takes (Exposed: 1).
	Taken int
	// Dealt is added to the damage the pet deals when attacking, never below
	// 0 (Spooked: -1).
	Dealt int
}

// IsAilment reports whether the card is an ailment token.
func (c *Card) IsAilment() bool { return c.Kind == KindToken && c.Ailment != (Ailment{}) }

// Supply reports whether the card is an unlimited, temporary star card.
func (c *Card) Supply() bool { return c.Tier == 0 }

// IsPet reports whether the card is a pet.
func (c *Card) IsPet() bool { return c.Kind == KindPet }
