package server

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/registry"
)

// Types of the kinds an appendFunc writes and of those it leaves to
// encoding/json.
type (
	plainKinds struct {
		B    bool   `json:"b"`
		I    int    `json:"i,omitempty"`
		I8   int8   `json:"i8"`
		I16  int16  `json:"i16,omitempty"`
		I32  int32  `json:"i32"`
		I64  int64  `json:"i64"`
		U    uint   `json:"u"`
		U8   uint8  `json:"u8,omitempty"`
		U16  uint16 `json:"u16"`
		U32  uint32 `json:"u32"`
		U64  uint64 `json:"u64,omitempty"`
		S    string `json:"s,omitempty"`
		Name string
		Skip string `json:"-"`
		Card game.Card
		hid  int
	}
	nested struct {
		P      *plainKinds   `json:"p"`
		PO     *plainKinds   `json:"po,omitempty"`
		List   []plainKinds  `json:"list"`
		LO     []string      `json:"lo,omitempty"`
		Grid   [][]game.Card `json:"grid"`
		Arr    [3]int        `json:"arr"`
		Empty  [0]int        `json:"empty,omitempty"`
		Inner  plainKinds    `json:"inner,omitempty"`
		Bytes8 [2]uint8      `json:"bytes8"`
		Flag   bool          `json:"flag,omitempty"`
	}
	withMap      struct{ M map[string]int }
	withFloat    struct{ F float64 }
	withBytes    struct{ B []byte }
	withAny      struct{ A any }
	withTime     struct{ T time.Time }
	withEmbedded struct{ plainKinds }
	withString   struct {
		N int `json:"n,string"`
	}
	withOddName struct {
		N int `json:"n!"`
	}
	twoNamed struct {
		A int `json:"B"`
		B int
	}
	recursive struct {
		Next *recursive `json:"next"`
	}
)

// TestAppendFuncsWriteAsJSON checks that a built appendFunc writes what
// json.Marshal writes, for values with every field set and for zero
// values, and that the types it cannot write are left to encoding/json.
func TestAppendFuncsWriteAsJSON(t *testing.T) {
	tests := []struct {
		name  string
		value any // a pointer
		built bool
	}{
		{name: "every plain kind", value: &plainKinds{hid: 7}, built: true}, // hid is not written
		{name: "pointers, lists, arrays, structs", value: &nested{}, built: true},
		{name: "a map", value: &withMap{}},
		{name: "a float", value: &withFloat{}},
		{name: "bytes", value: &withBytes{}},
		{name: "an interface", value: &withAny{}},
		{name: "a marshaller", value: &withTime{}},
		{name: "an embedded struct", value: &withEmbedded{}},
		{name: "the string option", value: &withString{}},
		{name: "a name encoding/json may refuse", value: &withOddName{}},
		{name: "two fields of one name", value: &twoNamed{}},
		{name: "a type that holds itself", value: &recursive{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			typ := reflect.TypeOf(tc.value).Elem()
			if built := appendFuncOf(typ) != nil; built != tc.built {
				t.Fatalf("appendFunc built: %v, want %v", built, tc.built)
			}
			if !tc.built {
				return
			}
			for _, s := range []string{"", "x<&>\u2028é"} {
				v := reflect.New(typ)
				if s != "" {
					filled(v.Elem(), s)
				}
				want, err := json.Marshal(v.Interface())
				if err != nil {
					t.Fatal(err)
				}
				got, ok := appendPointed(nil, v.Interface())
				if !ok || string(got) != string(want) {
					t.Errorf("wrote (%v)\n%s\nwant (json.Marshal)\n%s", ok, got, want)
				}
			}
		})
	}
	var none *plainKinds
	if got, ok := appendPointed(nil, none); !ok || string(got) != "null" {
		t.Errorf("a nil pointer: wrote %q (%v), want null", got, ok)
	}
}

// TestEveryObservationHasAnAppendFunc checks that each registered game's
// observation is written by an appendFunc, not left to encoding/json.
func TestEveryObservationHasAnAppendFunc(t *testing.T) {
	for _, e := range registry.Games() {
		g, err := e.New(nil, game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		obs := g.NewState(1).Observe(0)
		if _, ok := appendPointed(nil, obs); !ok {
			t.Errorf("%s: its observation (%T) is left to encoding/json", e.Name, obs)
		}
	}
}
