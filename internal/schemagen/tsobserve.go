package schemagen

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"menagerie/game"
)

// gamePackage is the package of the game contract, whose types every
// game shares: their TypeScript names take no game's prefix.
var gamePackage = reflect.TypeFor[game.TableView]().PkgPath()

// tsNamed are the Go types with a TypeScript name of their own.
var tsNamed = map[reflect.Type]string{
	reflect.TypeFor[game.Card]():   "CardId",
	reflect.TypeFor[game.Player](): "Seat",
}

// tsStructs writes TypeScript interfaces of Go structs as encoding/json
// marshals them, each struct once: its fields by their JSON names, an
// omitempty or omitzero field optional, a nil slice, map or pointer
// otherwise null.
type tsStructs struct {
	b      *bytes.Buffer
	names  map[reflect.Type]string
	queue  []reflect.Type
	prefix string // the name's prefix of a game's own types
}

// newTSStructs returns a writer to b.
func newTSStructs(b *bytes.Buffer) *tsStructs {
	return &tsStructs{b: b, names: map[reflect.Type]string{}}
}

// write writes the interface of struct (or pointer to struct) t, named
// name, and of every struct it holds not written before; prefix names a
// game's own types ("" for the game contract's).
func (w *tsStructs) write(t reflect.Type, name, prefix string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return fmt.Errorf("schemagen: %v is not a struct", t)
	}
	w.prefix = prefix
	w.names[t] = name
	w.queue = append(w.queue, t)
	for len(w.queue) > 0 {
		next := w.queue[0]
		w.queue = w.queue[1:]
		if err := w.writeStruct(next); err != nil {
			return err
		}
	}
	return nil
}

// writeStruct writes one struct's interface.
func (w *tsStructs) writeStruct(t reflect.Type) error {
	var body bytes.Buffer
	if err := w.fields(&body, t, map[string]bool{}); err != nil {
		return err
	}
	fmt.Fprintf(w.b, "\n/** %s (Go %v) as the server sends it. */\n", w.names[t], t)
	fmt.Fprintf(w.b, "export interface %s {\n%s}\n", w.names[t], body.String())
	return nil
}

// fields writes the properties of t's fields, those of embedded structs
// in their place, as encoding/json promotes them.
func (w *tsStructs) fields(b *bytes.Buffer, t reflect.Type, seen map[string]bool) error {
	for f := range t.Fields() {
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		ft := f.Type
		if f.Anonymous && name == "" {
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				if err := w.fields(b, ft, seen); err != nil {
					return err
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if seen[name] {
			return fmt.Errorf("schemagen: %v: two fields named %q", t, name)
		}
		seen[name] = true
		if strings.Contains(","+opts+",", ",string,") {
			return fmt.Errorf("schemagen: %v.%s: a number sent as a string (,string) has no generated type", t, f.Name)
		}
		optional := strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,")
		ts, err := w.typeOf(ft)
		if err != nil {
			return fmt.Errorf("schemagen: %v.%s: %w", t, f.Name, err)
		}
		switch k := ft.Kind(); {
		case optional:
			fmt.Fprintf(b, "  %s?: %s;\n", name, ts)
		case k == reflect.Slice || k == reflect.Map || k == reflect.Pointer || k == reflect.Interface:
			fmt.Fprintf(b, "  %s: %s | null;\n", name, ts)
		default:
			fmt.Fprintf(b, "  %s: %s;\n", name, ts)
		}
	}
	return nil
}

// typeOf returns the TypeScript type of t's JSON, without the null of a
// nil value, queueing the structs it names.
func (w *tsStructs) typeOf(t reflect.Type) (string, error) {
	if n, ok := tsNamed[t]; ok {
		return n, nil
	}
	if t.Implements(reflect.TypeFor[json.Marshaler]()) || t.Implements(reflect.TypeFor[encoding.TextMarshaler]()) ||
		reflect.PointerTo(t).Implements(reflect.TypeFor[json.Marshaler]()) {
		return "", fmt.Errorf("%v marshals itself: its JSON has no generated type", t)
	}
	switch t.Kind() {
	case reflect.Bool:
		return "boolean", nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return "number", nil
	case reflect.String:
		return "string", nil
	case reflect.Interface:
		return "unknown", nil
	case reflect.Pointer:
		return w.typeOf(t.Elem())
	case reflect.Array:
		elem, err := w.typeOf(t.Elem())
		if err != nil {
			return "", err
		}
		parts := make([]string, t.Len())
		for i := range parts {
			parts[i] = elem
		}
		return "[" + strings.Join(parts, ", ") + "]", nil
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return "", fmt.Errorf("%v is sent as base64 text: it has no generated type", t)
		}
		elem, err := w.element(t.Elem())
		if err != nil {
			return "", err
		}
		return elem + "[]", nil
	case reflect.Map:
		elem, err := w.element(t.Elem())
		if err != nil {
			return "", err
		}
		return "Record<string, " + elem + ">", nil
	case reflect.Struct:
		name, ok := w.names[t]
		if !ok {
			name = pascal(t.Name())
			if t.PkgPath() != gamePackage {
				name = w.prefix + name
			}
			if name == "" {
				return "", fmt.Errorf("an unnamed struct has no generated type")
			}
			w.names[t] = name
			w.queue = append(w.queue, t)
		}
		return name, nil
	}
	return "", fmt.Errorf("%v has no generated type", t)
}

// element returns the TypeScript type of an element of a slice or map,
// null included for one that may be nil.
func (w *tsStructs) element(t reflect.Type) (string, error) {
	ts, err := w.typeOf(t)
	if err != nil {
		return "", err
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Map, reflect.Pointer, reflect.Interface:
		return "(" + ts + " | null)", nil
	}
	return ts, nil
}
