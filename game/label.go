package game

// Label describes one legal action of the seat to act, from what that seat
// knows: its structure for programs (a web client, a multi-select dialog)
// and its text for people.
type Label struct {
	// Action is the action the label describes.
	Action Action `json:"action"`
	// Kind names the move: "buy", "sell", "place", "attack", "discard", "pass".
	Kind string `json:"kind"`
	// Cards are the seat's own or public cards the action names.
	Cards []Card `json:"cards,omitempty"`
	// Slots are display slots, market cells, zone positions or columns.
	Slots []int `json:"slots,omitempty"`
	// Seats are the seats the action targets.
	Seats []Player `json:"seats,omitempty"`
	// Text is the action in words, as ActionString gives it for the seat to act.
	Text string `json:"text"`
}
