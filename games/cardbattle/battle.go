package cardbattle

import (
	"fmt"
	"strings"

	"menagerie/game"
)

// deckCap is the most cards a battle deck may hold (added cards included);
// cards added beyond it are lost.
const deckCap = 64

// queueCap bounds the abilities waiting in one generation.
const queueCap = 32

// asideCap bounds the set-aside pets of one side.
const asideCap = 8

// maxGenerations bounds the chained generations of abilities resolved in one
// step; abilities still waiting after that fizzle, so no chain runs forever.
const maxGenerations = 50

// streakLimit is the number of attacks in a row after which both pets faint.
const streakLimit = 9

// fighter is the pet in a side's active zone.
type fighter struct {
	card    CardID // 0: the zone holds no pet
	perk    CardID
	power   int16
	damage  int16
	apples  int16 // power from foods with apples: true eaten (strip_apples takes it)
	foods   uint8 // food cards eaten, for the fainted pile's size
	fainted bool
	aside   bool // its faint set it aside
	// trumpetPower marks a pet with power_from: trumpets (the Golden
	// Retriever), whose printed power is its owner's Trumpets (locked while
	// it is in play).
	trumpetPower bool
	// Its ailments' sums: hitExtra is added to every hit it takes (Exposed),
	// attackLess taken off the damage it deals when attacking (Spooked).
	hitExtra, attackLess int8
}

// side is one player's part of a battle.
type side struct {
	deck [deckCap]CardID // deck[n-1] is the top card
	n    uint8
	act  fighter
	// Food (and, in scenarios, ailments) played before the next pet.
	pendPower, pendApples        int16
	pendFoods                    uint8
	pendPerk                     CardID
	pendHitExtra, pendAttackLess int8
	// Resources in the play area.
	trumpets, mana int16
	// Fainted pile: pets (plus set-aside pets) and cards.
	faintedPets, faintedCards uint8
	aside                     [asideCap]CardID
	asideN                    uint8
}

func (sd *side) push(id CardID) {
	if sd.n < deckCap {
		sd.deck[sd.n] = id
		sd.n++
	}
}

// task is an ability waiting to resolve, or partly resolved.
type task struct {
	seat  uint8
	later bool // resolve the card's set-aside effects
	next  uint8
	card  CardID
	trig  Trigger
}

// step is where a battle continues after a pause.
type step uint8

const (
	stepPlay step = iota
	stepResolvePlay
	stepAttack
	stepResolveAttack
	stepStreak
	stepDiscard
	stepOver
)

// battle is one auto battle. It pauses when rock dice must be rolled.
type battle struct {
	// cards[side] are the cards as that side's copies play.
	cards [2][]Card
	game  *Game
	sink  *game.EventLog // set only while an action is applied with recording on
	round int8
	first uint8
	// seats are the players of side 0 and side 1, for events.
	seats [2]int8
	s     [2]side
	step

	cur         [queueCap]task
	curAt, curN uint8
	nxt         [queueCap]task
	nxtN        uint8

	// choose makes a player choose the order of their simultaneous
	// abilities when it can matter (the choose rule); asking is set while
	// the battle waits for that choice, picked once the ability at curAt
	// was chosen, and freeTo marks the waiting abilities up to which the
	// order was found not to matter.
	choose, asking, picked bool
	freeTo                 uint8

	gens       uint8 // generations of abilities resolved in this step
	dice       uint8 // dice of the pending throw; 0: none pending
	diceTarget uint8
	throws     uint8 // throws rolled in this battle, for their faces (faces.go)
	streak     uint8
	winner     int8
	attacks    uint16
}

// reset prepares a battle between two seats' decks given top card first,
// with each side's Trumpets and Mana.
func (b *battle) reset(g *Game, round, first int, seats [2]int8, decks [2][]CardID, trumpets, mana [2]int) {
	*b = battle{cards: [2][]Card{g.cardsOf(int(seats[0])), g.cardsOf(int(seats[1]))}, game: g, round: int8(round),
		first: uint8(first), sink: b.sink, seats: seats, choose: g.order == orderChoose}
	for p := 0; p < 2; p++ {
		d := decks[p]
		for i := len(d) - 1; i >= 0; i-- {
			b.s[p].push(d[i])
		}
		b.s[p].trumpets, b.s[p].mana = int16(trumpets[p]), int16(mana[p])
	}
}

// emit reports an event, naming players by seat rather than by side.
// Callers check b.sink first, so that a battle without a sink does not even
// build its events.
func (b *battle) emit(e Event) {
	if b.sink != nil {
		e.Round = int(b.round)
		if e.Seat >= 0 {
			e.Seat = int(b.seats[e.Seat])
		}
		if e.Kind == EventAddDeck || e.Kind == EventAttack {
			e.Target = int(b.seats[e.Target])
		}
		b.sink.Add(e.data())
	}
}

// over reports whether the battle has ended.
func (b *battle) over() bool { return b.step == stepOver }

// run advances the battle until it ends, needs a rock roll or waits for a
// player to choose which of their abilities resolves next.
func (b *battle) run() {
	for b.dice == 0 && !b.asking {
		switch b.step {
		case stepPlay:
			b.play()
		case stepResolvePlay:
			if !b.resolve() {
				return
			}
			b.step = stepDiscard
		case stepAttack:
			b.attack()
			b.step = stepResolveAttack
		case stepResolveAttack:
			if !b.resolve() {
				return
			}
			b.step = stepStreak
		case stepStreak:
			b.step = stepDiscard
			if b.streak >= streakLimit {
				if b.sink != nil {
					b.emit(Event{Kind: EventStalemate, Seat: -1, N: int(b.streak)})
				}
				for _, p := range b.order() {
					if !b.s[p].act.fainted {
						b.markFainted(p)
					}
				}
				b.step = stepResolveAttack
				b.streak = 0
			}
		case stepDiscard:
			b.discard()
		case stepOver:
			return
		}
	}
}

// order returns the seats in player order (First Player first).
func (b *battle) order() [2]int {
	return [2]int{int(b.first), 1 - int(b.first)}
}

// play puts a pet into every empty active zone, ends the battle if a side
// has none, and queues Play abilities and set-aside effects.
func (b *battle) play() {
	var played [2]bool
	for _, p := range b.order() {
		sd := &b.s[p]
		if sd.act.card != 0 {
			continue
		}
		for sd.n > 0 || (sd.trumpets > 0 && b.game.set.reserve != 0) {
			var id CardID
			if sd.n > 0 {
				sd.n--
				id = sd.deck[sd.n]
				sd.deck[sd.n] = 0
			} else {
				// Out of cards with Trumpets: the reserve pet joins.
				id = b.game.set.reserve
			}
			c := &b.cards[p][id]
			if c.Kind == KindFood {
				b.playFood(p, id)
				continue
			}
			if c.IsAilment() {
				b.playAilment(p, id)
				continue
			}
			power := int16(c.Power) + sd.pendPower
			if c.PowerFromTrumpets {
				power += sd.trumpets
			}
			if sd.pendPerk != 0 {
				power += int16(b.cards[p][sd.pendPerk].Power)
			}
			foods := sd.pendFoods
			if sd.pendPerk != 0 {
				foods++
			}
			sd.act = fighter{card: id, perk: sd.pendPerk, power: power, apples: sd.pendApples, foods: foods,
				trumpetPower: c.PowerFromTrumpets, hitExtra: sd.pendHitExtra, attackLess: sd.pendAttackLess}
			sd.pendPower, sd.pendApples, sd.pendFoods, sd.pendPerk = 0, 0, 0, 0
			sd.pendHitExtra, sd.pendAttackLess = 0, 0
			played[p] = true
			if b.sink != nil {
				b.emit(Event{Kind: EventPlayPet, Seat: p, Card: id, N: int(power), Card2: sd.act.perk})
			}
			break
		}
	}
	b.streak = 0
	b.gens = 0
	if b.s[0].act.card == 0 || b.s[1].act.card == 0 {
		b.winner = -1
		for p := 0; p < 2; p++ {
			if b.s[p].act.card != 0 {
				b.winner = int8(p)
			}
		}
		b.step = stepOver
		if b.sink != nil {
			b.emit(Event{Kind: EventBattleOver, Seat: int(b.winner)})
		}
		return
	}
	for _, p := range b.order() {
		if played[p] {
			b.queuePlay(p)
		}
	}
	b.promote()
	b.step = stepResolvePlay
}

// queuePlay queues the Play ability of a pet just played and the effects of
// set-aside pets waiting for it.
func (b *battle) queuePlay(p int) {
	sd := &b.s[p]
	if b.cards[p][sd.act.card].Ability.Trigger == TriggerPlay {
		b.queue(p, sd.act.card, TriggerPlay, false)
	}
	for i := 0; i < int(sd.asideN); i++ {
		b.queue(p, sd.aside[i], TriggerPlay, true)
	}
	sd.asideN = 0
}

func (b *battle) playFood(p int, id CardID) {
	sd := &b.s[p]
	c := &b.cards[p][id]
	if b.sink != nil {
		b.emit(Event{Kind: EventPlayFood, Seat: p, Card: id})
	}
	if c.Perk {
		if sd.pendPerk != 0 {
			sd.faintedCards++ // the replaced perk goes to the fainted pile
			if b.sink != nil {
				b.emit(Event{Kind: EventPerkReplaced, Seat: p, Card: sd.pendPerk, Card2: id})
			}
		}
		sd.pendPerk = id
	} else {
		sd.pendPower += int16(c.Power)
		if c.Apples {
			sd.pendApples += int16(c.Power)
		}
		sd.pendFoods++
	}
}

// playAilment puts an ailment card from a (scenario) deck on the next pet.
func (b *battle) playAilment(p int, id CardID) {
	sd := &b.s[p]
	sd.pendHitExtra, sd.pendAttackLess = afflict(sd.pendHitExtra, sd.pendAttackLess, &b.cards[p][id].Ailment, 1)
	if b.sink != nil {
		b.emit(Event{Kind: EventPlayFood, Seat: p, Card: id})
	}
}

// queue adds an ability to the next generation.
func (b *battle) queue(p int, id CardID, trig Trigger, later bool) {
	if b.nxtN < queueCap {
		b.nxt[b.nxtN] = task{seat: uint8(p), card: id, trig: trig, later: later}
		b.nxtN++
	}
}

// promote makes the next generation current, First Player's abilities first.
//
// Each player's own simultaneous abilities keep the order they arose in (a
// pet's before its perk's, Hurt before Faint), as the rulebook's examples
// narrate them; under the choose rule the player may then pick another
// order as they resolve (askOrder), and with the perk_first rule they
// resolve as perk Faint, pet Faint, Hurt, Enemy Faints, so that a pet's own
// cards land on top of the Bees its perk adds.
func (b *battle) promote() {
	b.curAt, b.curN, b.freeTo, b.picked = 0, 0, 0, false
	for _, p := range b.order() {
		start := b.curN
		for i := 0; i < int(b.nxtN); i++ {
			if int(b.nxt[i].seat) == p {
				b.cur[b.curN] = b.nxt[i]
				b.curN++
			}
		}
		if b.game.order == orderPerkFirst {
			b.sortByPriority(b.cur[start:b.curN])
		}
	}
	b.nxtN = 0
}

// sortByPriority orders one player's tasks for the perk_first rule (a stable
// insertion sort: there are only a few).
func (b *battle) sortByPriority(ts []task) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && b.priority(ts[j]) < b.priority(ts[j-1]); j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

func (b *battle) priority(t task) int {
	switch {
	case t.trig == TriggerPlay && t.later:
		return 1
	case t.trig == TriggerPlay:
		return 0
	case t.trig == TriggerFaint && b.cards[t.seat][t.card].Kind == KindFood:
		return 2
	case t.trig == TriggerFaint:
		return 3
	case t.trig == TriggerHurt:
		return 4
	}
	return 5
}

// resolve runs queued abilities generation by generation; it returns false
// if it paused for a rock roll or for a player's choice of order.
func (b *battle) resolve() bool {
	for {
		if b.curAt == b.curN {
			if b.nxtN == 0 {
				return true
			}
			b.gens++
			if b.gens > maxGenerations {
				if b.sink != nil {
					b.emit(Event{Kind: EventFizzle, Seat: -1, N: int(b.nxtN)})
				}
				b.nxtN = 0
				return true
			}
			b.promote()
		}
		t := &b.cur[b.curAt]
		if t.next == 0 && b.askOrder() {
			b.asking = true
			return false
		}
		if !b.exec(t) {
			return false
		}
		b.curAt++
		b.picked = false
	}
}

// exec resolves a task's effects from where it stopped; it returns false if
// it paused for a rock roll (the task then resumes at its next effect).
func (b *battle) exec(t *task) bool {
	p := int(t.seat)
	c := &b.cards[p][t.card]
	ab := &c.Ability
	effects := ab.Effects
	if t.later {
		effects = ab.Later
	}
	if t.next == 0 {
		if !t.later && (!b.condition(p, ab) || !b.pay(p, ab)) {
			return true
		}
		if b.sink != nil {
			b.emit(Event{Kind: EventAbility, Seat: p, Card: t.card, Trigger: t.trig, Later: t.later})
		}
	}
	for int(t.next) < len(effects) {
		e := &effects[t.next]
		t.next++
		if e.Kind == EffectSetAside {
			b.s[p].act.aside = true
			sd := &b.s[p]
			if sd.asideN < asideCap {
				sd.aside[sd.asideN] = t.card
				sd.asideN++
			}
			if b.sink != nil {
				b.emit(Event{Kind: EventSetAside, Seat: p, Card: t.card})
			}
			continue
		}
		if (effectScope{b: b, p: p}).resolve(e) {
			return false
		}
	}
	if t.later {
		b.s[p].faintedCards++ // the set-aside pet joins the fainted pile
	}
	return true
}

func (b *battle) condition(p int, ab *Ability) bool {
	switch ab.Cond {
	case CondRoundAtLeast:
		return int(b.round) >= ab.CondArg
	case CondNotFainted:
		return !b.s[p].act.fainted
	}
	return true
}

// pay takes an ability's cost from side p, reporting false (nothing paid)
// if the side cannot pay; Trumpets are locked while a pet of that side
// whose power is its Trumpets (the Golden Retriever) is in play and has not
// fainted.
func (b *battle) pay(p int, ab *Ability) bool {
	sd := &b.s[p]
	switch ab.Cost {
	case ResourceTrumpets:
		if (sd.act.trumpetPower && !sd.act.fainted) || sd.trumpets < int16(ab.CostN) {
			return false
		}
		sd.trumpets -= int16(ab.CostN)
	case ResourceMana:
		if sd.mana < int16(ab.CostN) {
			return false
		}
		sd.mana -= int16(ab.CostN)
	default:
		return true
	}
	if b.sink != nil {
		b.emit(Event{Kind: EventPay, Seat: p, N: ab.CostN, Resource: ab.Cost})
	}
	return true
}

// rolled deals the pending throw's total to its target.
func (b *battle) rolled(total int) {
	target := int(b.diceTarget)
	if b.sink != nil {
		f := &b.s[target].act
		faces := b.game.faces(int(b.dice), total, b.throwKey(target, int(b.dice), total))
		b.emit(Event{Kind: EventRocks, Seat: target, N: total, Card: f.card, Dice: int(b.dice), Faces: faces,
			Power: int(f.power), Damage: int(f.damage) + total + int(f.hitExtra)})
	}
	b.dice = 0
	b.throws++
	b.hurt(target, total)
}

// hurt deals one instance of damage (a hit: ailments like Exposed add to it) to side
// p's pet. A pet already marked fainted is still hurt (its Hurt abilities
// trigger again), but it faints only once.
func (b *battle) hurt(p int, dmg int) {
	f := &b.s[p].act
	dmg += int(f.hitExtra)
	if f.card == 0 || dmg <= 0 {
		return
	}
	f.damage += int16(dmg)
	b.queueHurt(p)
	if !f.fainted && f.damage >= f.power {
		b.markFainted(p)
	}
}

func (b *battle) queueHurt(p int) {
	f := &b.s[p].act
	if b.cards[p][f.card].Ability.Trigger == TriggerHurt {
		b.queue(p, f.card, TriggerHurt, false)
	}
	if f.perk != 0 && b.cards[p][f.perk].Ability.Trigger == TriggerHurt {
		b.queue(p, f.perk, TriggerHurt, false)
	}
}

// markFainted marks side p's pet as fainted and queues Faint and Enemy
// Faints abilities. The Trumpets a pet's power came from (the Golden
// Retriever's) are discarded as it faints; Trumpets gained afterwards are
// new ones.
func (b *battle) markFainted(p int) {
	f := &b.s[p].act
	f.fainted = true
	if f.trumpetPower {
		b.s[p].trumpets = 0
	}
	if b.sink != nil {
		b.emit(Event{Kind: EventFaint, Seat: p, Card: f.card})
	}
	if b.cards[p][f.card].Ability.Trigger == TriggerFaint {
		b.queue(p, f.card, TriggerFaint, false)
	}
	if f.perk != 0 && b.cards[p][f.perk].Ability.Trigger == TriggerFaint {
		b.queue(p, f.perk, TriggerFaint, false)
	}
	e := &b.s[1-p].act
	if e.card != 0 {
		if b.cards[1-p][e.card].Ability.Trigger == TriggerEnemyFaints {
			b.queue(1-p, e.card, TriggerEnemyFaints, false)
		}
		if e.perk != 0 && b.cards[1-p][e.perk].Ability.Trigger == TriggerEnemyFaints {
			b.queue(1-p, e.perk, TriggerEnemyFaints, false)
		}
	}
}

// attackDamage is what side p's pet deals to side q's pet in an attack.
func (b *battle) attackDamage(p, q int) int {
	a, d := &b.s[p].act, &b.s[q].act
	dmg := int(a.power) - int(a.attackLess)
	if a.perk != 0 {
		dmg += b.cards[p][a.perk].DealtWhenAttacking
	}
	dmg = max(dmg, 0)
	if d.perk != 0 {
		dmg = max(dmg+b.cards[q][d.perk].TakenWhenAttacked, 0)
	}
	return dmg + int(d.hitExtra)
}

// attack makes the two active pets deal damage to each other at once.
func (b *battle) attack() {
	b.attacks++
	b.streak++
	d0, d1 := b.attackDamage(1, 0), b.attackDamage(0, 1)
	if b.sink != nil {
		f0, f1 := &b.s[0].act, &b.s[1].act
		b.emit(Event{Kind: EventAttack, Seat: 0, Target: 1, Card: f0.card, Card2: f1.card, N: d0, N2: d1,
			Power: int(f0.power), Damage: int(f0.damage) + d0, Power2: int(f1.power), Damage2: int(f1.damage) + d1})
	}
	var newly [2]bool
	for p, dmg := range [2]int{d0, d1} {
		f := &b.s[p].act
		f.damage += int16(dmg)
		newly[p] = !f.fainted && f.damage >= f.power
	}
	b.gens = 0
	// Queue triggers seat by seat so each player's list reads hurt, faint,
	// then enemy faints; promote() puts the First Player's list first.
	for p, dmg := range [2]int{d0, d1} {
		if dmg > 0 {
			b.queueHurt(p)
		}
	}
	for p := 0; p < 2; p++ {
		if newly[p] {
			b.markFainted(p)
		}
	}
	b.promote()
}

// discard moves fainted pets to their fainted piles; play resumes if any
// fainted, otherwise the pets attack again.
func (b *battle) discard() {
	any := false
	for p := 0; p < 2; p++ {
		sd := &b.s[p]
		f := &sd.act
		if f.card == 0 || !f.fainted {
			continue
		}
		any = true
		sd.faintedPets++
		sd.faintedCards += f.foods
		if !f.aside {
			sd.faintedCards++
		}
		*f = fighter{}
	}
	if any {
		b.step = stepPlay
	} else {
		b.step = stepAttack
	}
}

func (b *battle) describe(cs *CardSet) string {
	var sb strings.Builder
	for p := 0; p < 2; p++ {
		sd := &b.s[p]
		f := &sd.act
		fmt.Fprintf(&sb, "  side %d: active %s power %d damage %d fainted %v; deck %d cards; fainted pile %d pets\n",
			p, cs.Name(f.card), f.power, f.damage, f.fainted, sd.n, sd.faintedPets)
	}
	if b.dice > 0 {
		fmt.Fprintf(&sb, "  waiting for %d rock dice at side %d\n", b.dice, b.diceTarget)
	}
	if b.asking {
		fmt.Fprintf(&sb, "  waiting for side %d to choose which ability resolves next\n", b.chooser())
	}
	return sb.String()
}

// winnerSeat returns the winning side, or -1 for a draw.
func (b *battle) winnerSeat() int { return int(b.winner) }
