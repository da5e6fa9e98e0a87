package server

import (
	"log/slog"
	"strconv"
	"sync"

	"menagerie/game"
)

// eventForms writes a game's events in their named form, as protocol
// version 2 and replays send them: each event an object of its kind, its
// round and seat, its target and cause when the kind has them, each field
// the kind declares by name, and the redacted and choice flags when set.
// The writer appends bytes from the declaration, without reflection: it
// runs for every seat of every update.
type eventForms struct {
	kinds map[string]eventForm
	log   *slog.Logger
	// undeclared holds the kinds met that the model does not declare,
	// each logged once.
	undeclared sync.Map
}

// eventForm is the named form of one declared kind of event.
type eventForm struct {
	open   []byte // {"kind":"attack","round":
	target bool
	cause  bool
	fields []fieldForm
}

// fieldForm is one declared field: its key and its position.
type fieldForm struct {
	key   []byte // ,"pet":
	card  int    // the index in Event.Cards, or -1
	value int    // the index in Event.Values, or -1
}

// newEventForms builds the named forms of the kinds s declares (s nil:
// none); log receives the kinds met that it does not declare.
func newEventForms(s *game.Schema, log *slog.Logger) *eventForms {
	f := &eventForms{kinds: map[string]eventForm{}, log: log}
	if s == nil {
		return f
	}
	for _, k := range s.Events {
		form := eventForm{open: append(appendString([]byte(`{"kind":`), k.Kind), `,"round":`...), target: k.Target, cause: k.Cause}
		for _, d := range k.Fields {
			key := append(appendString([]byte{','}, d.Name), ':')
			form.fields = append(form.fields, fieldForm{key: key, card: d.Card, value: d.Value})
		}
		f.kinds[k.Kind] = form
	}
	return f
}

// appendEvent appends e in its named form. An event of a kind the model
// does not declare is an engine's bug (the conformance suite fails on
// it): it is appended in the positional form, which loses nothing, and
// logged once per kind.
func (f *eventForms) appendEvent(dst []byte, e game.Event) []byte {
	form, ok := f.kinds[e.Kind]
	if !ok {
		if _, logged := f.undeclared.LoadOrStore(e.Kind, true); !logged {
			f.log.Error("an event of a kind the game's model does not declare is sent in the positional form", "kind", e.Kind)
		}
		return appendPositional(dst, e)
	}
	dst = append(dst, form.open...)
	dst = strconv.AppendInt(dst, int64(e.Round), 10)
	dst = append(dst, `,"seat":`...)
	dst = strconv.AppendInt(dst, int64(e.Seat), 10)
	if form.target {
		dst = append(dst, `,"target":`...)
		dst = strconv.AppendInt(dst, int64(e.Target), 10)
	}
	if form.cause {
		dst = append(dst, `,"cause":`...)
		dst = strconv.AppendInt(dst, int64(e.Cause), 10)
	}
	for _, fd := range form.fields {
		dst = append(dst, fd.key...)
		if fd.card >= 0 {
			dst = strconv.AppendInt(dst, int64(e.Cards[fd.card]), 10)
		} else {
			dst = strconv.AppendInt(dst, int64(e.Values[fd.value]), 10)
		}
	}
	if e.Redacted {
		dst = append(dst, `,"redacted":true`...)
	}
	if e.Choice {
		dst = append(dst, `,"choice":true`...)
	}
	return append(dst, '}')
}

// named sets updates, fresh copies made for one receiver, to be sent
// with their events in the named form, and returns them.
func (f *eventForms) named(updates []Update) []Update {
	for i := range updates {
		updates[i].named = f
	}
	return updates
}

// positionalUpdate is an Update as encoding/json writes its fields, the
// events by position: what appendJSON writes for one not named.
type positionalUpdate Update

// MarshalJSON writes u with its events in the named form when it is sent
// so (eventForms.named), else in the positional form (protocol version 1).
func (u Update) MarshalJSON() ([]byte, error) {
	return u.appendJSON(make([]byte, 0, 128+160*len(u.Events))), nil
}

// appendJSON appends u to dst without reflection: the same bytes as
// encoding/json writes for a positionalUpdate, but for the events of one
// named.
func (u Update) appendJSON(dst []byte) []byte {
	dst = append(dst, `{"version":`...)
	dst = strconv.AppendInt(dst, int64(u.Version), 10)
	dst = append(dst, `,"actor":`...)
	dst = strconv.AppendInt(dst, int64(u.Actor), 10)
	dst = append(dst, `,"events":`...)
	if u.Events == nil {
		dst = append(dst, "null"...)
	} else {
		dst = append(dst, '[')
		for i, e := range u.Events {
			if i > 0 {
				dst = append(dst, ',')
			}
			if u.named != nil {
				dst = u.named.appendEvent(dst, e)
			} else {
				dst = appendPositional(dst, e)
			}
		}
		dst = append(dst, ']')
	}
	if len(u.Texts) > 0 {
		dst = append(dst, `,"texts":[`...)
		for i, t := range u.Texts {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendString(dst, t)
		}
		dst = append(dst, ']')
	}
	return append(dst, '}')
}

// appendPositional appends e as encoding/json writes a game.Event: its
// cards and values by position.
func appendPositional(dst []byte, e game.Event) []byte {
	dst = append(dst, `{"kind":`...)
	dst = appendString(dst, e.Kind)
	dst = append(dst, `,"round":`...)
	dst = strconv.AppendInt(dst, int64(e.Round), 10)
	dst = append(dst, `,"seat":`...)
	dst = strconv.AppendInt(dst, int64(e.Seat), 10)
	dst = append(dst, `,"target":`...)
	dst = strconv.AppendInt(dst, int64(e.Target), 10)
	if e.Cause != 0 {
		dst = append(dst, `,"cause":`...)
		dst = strconv.AppendInt(dst, int64(e.Cause), 10)
	}
	dst = append(dst, `,"cards":[`...)
	for i, c := range e.Cards {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(c), 10)
	}
	dst = append(dst, `],"values":[`...)
	for i, v := range e.Values {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(v), 10)
	}
	dst = append(dst, ']')
	if e.Private != 0 {
		dst = append(dst, `,"private":`...)
		dst = strconv.AppendUint(dst, uint64(e.Private), 10)
	}
	if e.Secret != 0 {
		dst = append(dst, `,"secret":`...)
		dst = strconv.AppendUint(dst, uint64(e.Secret), 10)
	}
	if e.Choice {
		dst = append(dst, `,"choice":true`...)
	}
	if e.Redacted {
		dst = append(dst, `,"redacted":true`...)
	}
	return append(dst, '}')
}
