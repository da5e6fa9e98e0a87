package server

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unsafe"
)

// A view's observation is each game's own struct, written for every seat
// after every action: the largest part of a message. encoding/json walks
// it through reflect values each time; an appendFunc is built once per
// type, by the same rules, and reads a value in place. It covers what
// observations hold: structs whose fields have plain json tags (a name,
// omitempty), booleans, integers, strings, and slices, arrays and
// pointers of those. A type that holds anything else (a map, an
// interface, a float, a byte slice, an embedded struct, its own
// marshaller, another tag option) is left to encoding/json whole. A test
// holds the two to the same bytes.

// appendFunc appends the JSON of the value of its type at p.
type appendFunc func(dst []byte, p unsafe.Pointer) []byte

// appendFuncs holds the appendFunc of each type asked for; a nil one
// means encoding/json.
var appendFuncs sync.Map // reflect.Type -> appendFunc

// appendFuncOf returns t's appendFunc, building it on first use; nil when
// encoding/json must write t.
func appendFuncOf(t reflect.Type) appendFunc {
	if f, ok := appendFuncs.Load(t); ok {
		return f.(appendFunc)
	}
	f := buildAppendFunc(t, map[reflect.Type]bool{})
	appendFuncs.Store(t, f)
	return f
}

// appendPointed appends the JSON of v, a pointer to a value, when its
// type has an appendFunc; ok is false when it has none.
func appendPointed(dst []byte, v any) (_ []byte, ok bool) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer {
		return dst, false
	}
	f := appendFuncOf(rv.Type().Elem())
	switch {
	case f == nil:
		return dst, false
	case rv.IsNil():
		return append(dst, "null"...), true
	}
	return f(dst, rv.UnsafePointer()), true
}

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// buildAppendFunc builds t's appendFunc, or returns nil; building holds
// the types being built, so that a type that holds itself is left to
// encoding/json.
func buildAppendFunc(t reflect.Type, building map[reflect.Type]bool) appendFunc {
	pt := reflect.PointerTo(t)
	if building[t] || t.Implements(jsonMarshaler) || t.Implements(textMarshaler) ||
		pt.Implements(jsonMarshaler) || pt.Implements(textMarshaler) {
		return nil
	}
	building[t] = true
	defer delete(building, t)
	switch t.Kind() {
	case reflect.Bool:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendBool(dst, *(*bool)(p)) }
	case reflect.Int:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendInt(dst, int64(*(*int)(p)), 10) }
	case reflect.Int8:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendInt(dst, int64(*(*int8)(p)), 10) }
	case reflect.Int16:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendInt(dst, int64(*(*int16)(p)), 10) }
	case reflect.Int32:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendInt(dst, int64(*(*int32)(p)), 10) }
	case reflect.Int64:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendInt(dst, *(*int64)(p), 10) }
	case reflect.Uint:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendUint(dst, uint64(*(*uint)(p)), 10) }
	case reflect.Uint8:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendUint(dst, uint64(*(*uint8)(p)), 10) }
	case reflect.Uint16:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendUint(dst, uint64(*(*uint16)(p)), 10) }
	case reflect.Uint32:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendUint(dst, uint64(*(*uint32)(p)), 10) }
	case reflect.Uint64:
		return func(dst []byte, p unsafe.Pointer) []byte { return strconv.AppendUint(dst, *(*uint64)(p), 10) }
	case reflect.String:
		return func(dst []byte, p unsafe.Pointer) []byte { return appendString(dst, *(*string)(p)) }
	case reflect.Pointer:
		return pointerAppendFunc(t, building)
	case reflect.Slice:
		return sliceAppendFunc(t, building)
	case reflect.Array:
		return arrayAppendFunc(t, building)
	case reflect.Struct:
		return structAppendFunc(t, building)
	}
	return nil
}

func pointerAppendFunc(t reflect.Type, building map[reflect.Type]bool) appendFunc {
	elem := buildAppendFunc(t.Elem(), building)
	if elem == nil {
		return nil
	}
	return func(dst []byte, p unsafe.Pointer) []byte {
		q := *(*unsafe.Pointer)(p)
		if q == nil {
			return append(dst, "null"...)
		}
		return elem(dst, q)
	}
}

func sliceAppendFunc(t reflect.Type, building map[reflect.Type]bool) appendFunc {
	if t.Elem().Kind() == reflect.Uint8 { // bytes: base64
		return nil
	}
	elem := buildAppendFunc(t.Elem(), building)
	if elem == nil {
		return nil
	}
	size := t.Elem().Size()
	return func(dst []byte, p unsafe.Pointer) []byte {
		s := *(*[]byte)(p) // any slice's pointer and length
		if s == nil {
			return append(dst, "null"...)
		}
		return appendItems(dst, unsafe.Pointer(unsafe.SliceData(s)), len(s), size, elem)
	}
}

func arrayAppendFunc(t reflect.Type, building map[reflect.Type]bool) appendFunc {
	elem := buildAppendFunc(t.Elem(), building)
	if elem == nil {
		return nil
	}
	n, size := t.Len(), t.Elem().Size()
	return func(dst []byte, p unsafe.Pointer) []byte { return appendItems(dst, p, n, size, elem) }
}

// appendItems appends n items of a size from p on as a JSON list.
func appendItems(dst []byte, p unsafe.Pointer, n int, size uintptr, elem appendFunc) []byte {
	dst = append(dst, '[')
	for i := range n {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = elem(dst, unsafe.Add(p, uintptr(i)*size))
	}
	return append(dst, ']')
}

// structField is how a struct's field is written.
type structField struct {
	key       []byte // the name as a JSON string, and a colon
	offset    uintptr
	omitEmpty func(p unsafe.Pointer) bool // nil: always written
	write     appendFunc
}

func structAppendFunc(t reflect.Type, building map[reflect.Type]bool) appendFunc {
	var fields []structField
	names := map[string]bool{}
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		switch {
		case sf.Anonymous:
			return nil
		case !sf.IsExported() || tag == "-":
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if opts != "" && opts != "omitempty" || !plainName(name) {
			return nil
		}
		if name == "" {
			name = sf.Name
		}
		if names[name] {
			return nil
		}
		names[name] = true
		write := buildAppendFunc(sf.Type, building)
		if write == nil {
			return nil
		}
		f := structField{key: append(appendString(nil, name), ':'), offset: sf.Offset, write: write}
		if opts == "omitempty" {
			f.omitEmpty = emptyFunc(sf.Type)
		}
		fields = append(fields, f)
	}
	return func(dst []byte, p unsafe.Pointer) []byte {
		dst = append(dst, '{')
		first := true
		for _, f := range fields {
			q := unsafe.Add(p, f.offset)
			if f.omitEmpty != nil && f.omitEmpty(q) {
				continue
			}
			if !first {
				dst = append(dst, ',')
			}
			first = false
			dst = append(dst, f.key...)
			dst = f.write(dst, q)
		}
		return append(dst, '}')
	}
}

// emptyFunc reports whether a value of t is empty as omitempty means it:
// false, 0, "", a nil pointer, a list of none. A struct never is.
func emptyFunc(t reflect.Type) func(unsafe.Pointer) bool {
	switch t.Kind() {
	case reflect.Slice:
		return func(p unsafe.Pointer) bool { return len(*(*[]byte)(p)) == 0 }
	case reflect.String:
		return func(p unsafe.Pointer) bool { return len(*(*string)(p)) == 0 }
	case reflect.Pointer:
		return func(p unsafe.Pointer) bool { return *(*unsafe.Pointer)(p) == nil }
	case reflect.Array:
		n := t.Len()
		return func(unsafe.Pointer) bool { return n == 0 }
	case reflect.Struct:
		return func(unsafe.Pointer) bool { return false }
	}
	size := t.Size() // a boolean or an integer: zero when all its bytes are
	return func(p unsafe.Pointer) bool {
		for _, b := range unsafe.Slice((*byte)(p), size) {
			if b != 0 {
				return false
			}
		}
		return true
	}
}

// plainName reports whether a tag's name is made of letters, digits,
// hyphens and underscores only, which encoding/json takes as they are.
func plainName(name string) bool {
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' {
			return false
		}
	}
	return true
}
