package yamlfile

// GameKey returns the value of a card file's top-level game key, read with
// the same checks as the whole file, or "" when data is no card file with
// a text game key.
func GameKey(data []byte) string {
	r := Reader{File: "card file"}
	body := r.Document(data, "a game key")
	if body == nil {
		return ""
	}
	for _, p := range r.Pairs(body, "file") {
		if key, ok := r.Str(p.Key, "file"); ok && key == "game" {
			value, _ := r.Str(p.Value, "game")
			return value
		}
	}
	return ""
}

// Len returns the number of problems in the list.
func (l FileErrors) Len() int { return len(l) }
