package tableau

// advance runs the game on from the last action until a seat must decide
// or the die must be rolled. Nested steps come first: a card being placed,
// then the Frog's swap after an upgrade, then bonus drafts, then a Puffin's
// draws; then the round goes on where it stands.
func (s *State) advance() {
	for {
		switch {
		case s.item.card != 0:
			s.phase = phasePlace
			return
		case s.swapSlot >= 0:
			s.phase = phaseSwapIn
			return
		case s.bonus > 0:
			if s.canBonusDraft() {
				s.phase = phaseBonus
				return
			}
			s.emit(Event{Kind: EventBonusLost, Seat: int(s.seat), N: int(s.bonus)})
			s.bonus = 0
			continue
		case s.drawsLeft > 0:
			if s.drawerActive() && s.canDraw() {
				s.phase = phaseDrawing
				return
			}
			s.endDrawing()
			continue
		}
		switch s.stage {
		case stageMarketStart:
			if s.g.r.drawEachDraft || !s.startMarketAbility(-1) {
				s.startDrafting()
			}
		case stageDraft:
			if s.draftStep() {
				return
			}
		case stagePreCombat:
			if s.preCombatStep() {
				return
			}
		case stageOver:
			s.phase = phaseOver
			return
		}
	}
}
