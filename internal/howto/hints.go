package howto

// hints holds, per game and per kind of decision (the phase the game's
// observation names), what a person needs to know the first time they
// meet it: one or two sentences.
var hints = map[string]map[string]string{
	"cardbattle": {
		"shop": "Buy costs 1 gold; the face-down card is a surprise that nobody else sees. " +
			"Three pets with the same hat make a triple; pass when you have 5 pets or fewer.",
		"selling": "Select the pets to sell one at a time, then finish: each sold pet pays an Apple " +
			"into your hand.",
		"triple_keep": "Keep one of the two cards drawn for your triple; the other goes to the " +
			"bottom of its deck, where only you know it is.",
		"arrange": "Stack your whole hand into a battle deck: the top card plays first, and a food " +
			"feeds the next pet below it. The battle then runs on its own.",
		"ability_order": "Two of your abilities fire at the same time and the order changes the " +
			"battle: choose which resolves first.",
		"prep_order": "Your Battle Prep abilities fire together and the order matters: choose " +
			"which resolves first.",
	},
	"tableau": {
		"draft": "Take one card from the market (rows and columns are numbered), or refill a row " +
			"or column first; you place it at once.",
		"place": "Sell or merge a stack first if you like, then put the card down: a new stack " +
			"in any slot, on a stack of its kind, or as food under a stack.",
		"bonus_draft": "A bonus draft: take one more card from the market, or stop taking them.",
		"drawing": "Your Puffin may draw cards from the deck, one at a time; each is placed at " +
			"once. Draw another or stop.",
		"swap_in": "Your Frog may take the slot of one of your stacks; that stack is then placed " +
			"again as if just drafted.",
		"honey": "Your stack with Honey under it was wounded: you may sell it now for its VP " +
			"and draft from the market.",
		"may_wound":    "Your Bee may wound the stack right behind it, or leave it alone.",
		"wound_column": "The Mosquito die shows 6: choose the column it wounds, in every tableau.",
	},
	"dojo": {
		"setup": "Place your six starting animals one at a time: only the front animal of a " +
			"column can be attacked, so sturdy ones go in front.",
		"play": "Play one card (an animal, a health card, an item or a dojo), swap cards from " +
			"your hand for new ones, or play nothing.",
		"attack": "Choose an attacker that is not resting and a front animal to hit, or do not " +
			"attack. Strong against the target adds 1 damage, weak takes 1 away.",
		"exercise": "Do the exercise shown, then say Done; Fail if you could not, or Cancel " +
			"before you start to choose again.",
		"response": "Your animal is about to be hit: a Dodge cancels the damage, or let it " +
			"through.",
		"upgrade": "Your attacker defeated an animal: you may upgrade it now with its next level " +
			"from your hand.",
		"solo": "Do the exercise of the animal shown, then say Done, or Fail if you could not.",
	},
}

// Hint returns the hint for a kind of decision of the named game; ok is
// false when there is none.
func Hint(game, kind string) (text string, ok bool) {
	text, ok = hints[game][kind]
	return text, ok
}
