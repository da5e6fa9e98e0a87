package schemagen

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"menagerie/game"
)

// sample is an observation holding every shape the generator writes.
type sample struct {
	Seat    int            `json:"seat"`
	Name    string         `json:"name,omitempty"`
	Hand    []string       `json:"hand"`
	Known   []string       `json:"known,omitempty"`
	Grid    [][]sampleBox  `json:"grid"`
	Pair    [2]int         `json:"pair"`
	Box     *sampleBox     `json:"box,omitempty"`
	Last    *sampleBox     `json:"last"`
	Counts  map[string]int `json:"counts"`
	Card    game.Card      `json:"card"`
	Who     game.Player    `json:"who"`
	Table   game.TableView `json:"table"`
	Any     any            `json:"any"`
	Skipped int            `json:"-"`
	hidden  int
	NoTag   bool
	sampleEmbedded
}

type sampleBox struct {
	Level int  `json:"level"`
	Done  bool `json:"done,omitzero"`
}

type sampleEmbedded struct {
	Extra int `json:"extra"`
}

// TestObservationTypesFollowTheJSON writes the interfaces of a sample
// observation: each field by its JSON name, optional when omitted empty,
// null allowed for a slice, map or pointer that may be nil, arrays as
// tuples, structs by name (a game's with its prefix, the contract's
// without), card ids and seats by their types, embedded fields in place.
func TestObservationTypesFollowTheJSON(t *testing.T) {
	var b bytes.Buffer
	w := newTSStructs(&b)
	// An unexported field, set here, is no part of the JSON nor of the type.
	if err := w.write(reflect.TypeOf(sample{hidden: 1}), "GameObservation", "Game"); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, want := range []string{
		"export interface GameObservation {\n  seat: number;\n  name?: string;\n  hand: string[] | null;\n  known?: string[];\n" +
			"  grid: (GameSampleBox[] | null)[] | null;\n  pair: [number, number];\n  box?: GameSampleBox;\n  last: GameSampleBox | null;\n" +
			"  counts: Record<string, number> | null;\n  card: CardId;\n  who: Seat;\n  table: TableView;\n  any: unknown | null;\n" +
			"  NoTag: boolean;\n  extra: number;\n}\n",
		"export interface GameSampleBox {\n  level: number;\n  done?: boolean;\n}\n",
		"export interface TableView {\n  phase: string;\n  counters: Tally[] | null;\n  zones: ZoneCards[] | null;\n}\n",
		"export interface ZoneCards {\n  id: string;\n  cards: (CardId[] | null)[] | null;\n  width?: number;\n  stats?: (number[] | null)[];\n}\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the interfaces\n%s\nlack\n%s", got, want)
		}
	}
	if strings.Count(got, "export interface GameSampleBox ") != 1 {
		t.Errorf("a struct met twice is written %d times", strings.Count(got, "export interface GameSampleBox "))
	}
}

// TestObservationTypesRefuseWhatTheyCannotType checks that a field whose
// JSON the generator cannot know is refused, naming the field.
func TestObservationTypesRefuseWhatTheyCannotType(t *testing.T) {
	for _, tc := range []struct {
		name string
		typ  reflect.Type
		want string
	}{
		{"marshals itself", reflect.TypeFor[struct {
			When time.Time `json:"when"`
		}](), "When: time.Time marshals itself"},
		{"raw JSON", reflect.TypeFor[struct {
			Raw json.RawMessage `json:"raw"`
		}](), "Raw: json.RawMessage marshals itself"},
		{"bytes", reflect.TypeFor[struct {
			Data []byte `json:"data"`
		}](), "Data: []uint8 is sent as base64"},
		{"number as a string", reflect.TypeFor[struct {
			N int `json:"n,string"`
		}](), "N: a number sent as a string"},
		{"a name twice", reflect.TypeFor[struct {
			Extra int `json:"extra"`
			sampleEmbedded
		}](), `two fields named "extra"`},
		{"not a struct", reflect.TypeFor[[]int](), "is not a struct"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			err := newTSStructs(&b).write(tc.typ, "X", "")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
}
