// Package cardicons knows the icons the browser client draws cards with
// (web/art.mjs embeds them at build time and writes their names here), so
// that a card file's icon field names one it can draw.
package cardicons

import (
	"fmt"
	"slices"
	"strings"

	"github.com/goccy/go-yaml/ast"

	"menagerie/games/internal/yamlfile"
)

// Known reports whether name is one of the embedded icons.
func Known(name string) bool {
	_, ok := slices.BinarySearch(names, name)
	return ok
}

// maxSuggestions bounds the icons an unknown icon's error suggests.
const maxSuggestions = 8

// Read reads the icon field n of the card named card ("" when n is nil),
// reporting an icon the client does not embed, with the embedded icons
// that look like it.
func Read(r *yamlfile.Reader, n ast.Node, card string) string {
	if n == nil {
		return ""
	}
	icon, ok := r.Str(n, "icon")
	if !ok || Known(icon) {
		return icon
	}
	msg := fmt.Sprintf("card %q: unknown icon %q; the browser has %d icons", card, icon, len(names))
	if like := alike(icon); len(like) > 0 {
		msg += ", among them " + strings.Join(like, ", ")
	}
	r.Errorf(n, "icon", "%s", msg)
	return ""
}

// alike returns the embedded icons that share a word with icon or start
// with its letter, a few at most.
func alike(icon string) []string {
	var out []string
	words := strings.Split(icon, "-")
	for _, pass := range []func(string) bool{
		func(n string) bool {
			return slices.ContainsFunc(words, func(w string) bool { return w != "" && strings.Contains(n, w) })
		},
		func(n string) bool { return icon != "" && n[0] == icon[0] },
	} {
		for _, n := range names {
			if len(out) < maxSuggestions && pass(n) && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}
