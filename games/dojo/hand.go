package dojo

// AppendHand appends the cards in seat q's hand to dst, in hand order. It
// reads the state only; in a sampled state the opponent's hand is a guess.
func (s *State) AppendHand(dst []CardID, q int) []CardID {
	return append(dst, s.p[q].hand.slice()...)
}
