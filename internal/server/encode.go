package server

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"unicode/utf8"

	"menagerie/game"
	"menagerie/session"
)

// messageEncoder writes server messages as JSON: the same bytes as
// json.Marshal gives (a test holds them equal), with the fixed shapes
// written out directly (the message, the view, its labels and its table,
// which every message to a seat carries), the game's own observation by
// the appendFunc of its type (valueencoder.go), and the rest (the
// updates, the returns) through encoding/json. It keeps the buffer
// encoding/json writes into from one message to the next: one goroutine
// uses it at a time (a room's owner).
type messageEncoder struct {
	part bytes.Buffer  // what json writes, before it is copied
	json *json.Encoder // writes into part
}

// encode returns m as JSON in a frame from the pool, held once by the
// caller.
func (e *messageEncoder) encode(m *ServerMessage) (*frame, error) {
	f := newFrame()
	var err error
	if f.b, err = e.appendMessage(f.b, m); err != nil {
		f.release()
		return nil, err
	}
	return f, nil
}

// appendMessage appends m to dst.
func (e *messageEncoder) appendMessage(dst []byte, m *ServerMessage) ([]byte, error) {
	var err error
	dst = append(dst, `{"type":`...)
	dst = appendString(dst, m.Type)
	dst = append(dst, `,"version":`...)
	dst = strconv.AppendInt(dst, int64(m.Version), 10)
	if m.Schema != 0 {
		dst = append(dst, `,"schema":`...)
		dst = strconv.AppendInt(dst, int64(m.Schema), 10)
	}
	if m.View != nil {
		dst = append(dst, `,"view":`...)
		if dst, err = e.appendView(dst, m.View); err != nil {
			return dst, err
		}
	}
	if m.Over {
		dst = append(dst, `,"over":true`...)
	}
	if len(m.Returns) > 0 {
		dst = append(dst, `,"returns":`...)
		if dst, err = e.appendJSON(dst, m.Returns); err != nil {
			return dst, err
		}
	}
	if m.Winners != nil {
		dst = append(dst, `,"winners":`...)
		dst = appendList(dst, m.Winners, func(dst []byte, seat int) []byte { return strconv.AppendInt(dst, int64(seat), 10) })
	}
	if len(m.Forfeits) > 0 {
		dst = append(dst, `,"forfeits":`...)
		if dst, err = e.appendJSON(dst, m.Forfeits); err != nil {
			return dst, err
		}
	}
	if m.Behind != 0 {
		dst = append(dst, `,"behind":`...)
		dst = strconv.AppendInt(dst, int64(m.Behind), 10)
	}
	if m.Updates != nil {
		dst = append(dst, `,"updates":`...)
		dst = appendList(dst, m.Updates, func(dst []byte, u Update) []byte { return u.appendJSON(dst) })
	}
	if m.Code != "" {
		dst = append(dst, `,"code":`...)
		dst = appendString(dst, m.Code)
	}
	if m.Message != "" {
		dst = append(dst, `,"message":`...)
		dst = appendString(dst, m.Message)
	}
	if m.RetryAfter != 0 {
		dst = append(dst, `,"retry_after":`...)
		dst = strconv.AppendInt(dst, int64(m.RetryAfter), 10)
	}
	return append(dst, '}'), nil
}

// appendView appends a seat's view to dst.
func (e *messageEncoder) appendView(dst []byte, v *session.SeatView) ([]byte, error) {
	var err error
	dst = append(dst, `{"version":`...)
	dst = strconv.AppendInt(dst, int64(v.Version), 10)
	dst = append(dst, `,"seat":`...)
	dst = strconv.AppendInt(dst, int64(v.Seat), 10)
	dst = append(dst, `,"to_act":`...)
	dst = strconv.AppendInt(dst, int64(v.ToAct), 10)
	if v.Observation != nil {
		dst = append(dst, `,"observation":`...)
		if out, ok := appendPointed(dst, v.Observation); ok {
			dst = out
		} else if dst, err = e.appendJSON(dst, v.Observation); err != nil {
			return dst, err
		}
	}
	if v.Table != nil {
		dst = append(dst, `,"table":`...)
		dst = appendTable(dst, v.Table)
	}
	if len(v.Actions) > 0 {
		dst = append(dst, `,"actions":`...)
		dst = appendLabels(dst, v.Actions)
	}
	if len(v.Refused) > 0 {
		dst = append(dst, `,"refused":`...)
		dst = appendList(dst, v.Refused, func(dst []byte, r game.Refusal) []byte {
			dst = append(dst, `{"kind":`...)
			dst = appendString(dst, r.Kind)
			if len(r.Slots) > 0 {
				dst = append(dst, `,"slots":`...)
				dst = appendInts(dst, r.Slots)
			}
			if len(r.Cards) > 0 {
				dst = append(dst, `,"cards":`...)
				dst = appendInts(dst, r.Cards)
			}
			dst = append(dst, `,"text":`...)
			dst = appendString(dst, r.Text)
			return append(dst, '}')
		})
	}
	if len(v.Features) > 0 {
		dst = append(dst, `,"features":`...)
		dst = appendFloats32(dst, v.Features)
	}
	if len(v.Legal) > 0 {
		dst = append(dst, `,"legal":`...)
		dst = appendInts(dst, v.Legal)
	}
	return append(dst, '}'), nil
}

// appendJSON appends v as encoding/json writes it.
func (e *messageEncoder) appendJSON(dst []byte, v any) ([]byte, error) {
	if e.json == nil {
		e.json = json.NewEncoder(&e.part)
	}
	e.part.Reset()
	if err := e.json.Encode(v); err != nil {
		return dst, err
	}
	return append(dst, bytes.TrimSuffix(e.part.Bytes(), []byte("\n"))...), nil
}

// appendLabels appends labelled actions to dst.
func appendLabels(dst []byte, labels []game.Label) []byte {
	dst = append(dst, '[')
	for i, l := range labels {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"action":`...)
		dst = strconv.AppendInt(dst, int64(l.Action), 10)
		dst = append(dst, `,"kind":`...)
		dst = appendString(dst, l.Kind)
		if len(l.Cards) > 0 {
			dst = append(dst, `,"cards":`...)
			dst = appendInts(dst, l.Cards)
		}
		if len(l.Slots) > 0 {
			dst = append(dst, `,"slots":`...)
			dst = appendInts(dst, l.Slots)
		}
		if len(l.Seats) > 0 {
			dst = append(dst, `,"seats":`...)
			dst = appendInts(dst, l.Seats)
		}
		dst = append(dst, `,"text":`...)
		dst = appendString(dst, l.Text)
		dst = append(dst, '}')
	}
	return append(dst, ']')
}

// appendTable appends a table view to dst.
func appendTable(dst []byte, t *game.TableView) []byte {
	dst = append(dst, `{"phase":`...)
	dst = appendString(dst, t.Phase)
	dst = append(dst, `,"counters":`...)
	dst = appendList(dst, t.Counters, func(dst []byte, c game.Tally) []byte {
		dst = append(dst, `{"id":`...)
		dst = appendString(dst, c.ID)
		dst = append(dst, `,"values":`...)
		dst = appendInts(dst, c.Values)
		return append(dst, '}')
	})
	dst = append(dst, `,"zones":`...)
	dst = appendList(dst, t.Zones, func(dst []byte, z game.ZoneCards) []byte {
		dst = append(dst, `{"id":`...)
		dst = appendString(dst, z.ID)
		dst = append(dst, `,"cards":`...)
		dst = appendList(dst, z.Cards, appendInts[game.Card])
		if z.Width != 0 {
			dst = append(dst, `,"width":`...)
			dst = strconv.AppendInt(dst, int64(z.Width), 10)
		}
		if len(z.Stats) > 0 {
			dst = append(dst, `,"stats":`...)
			dst = appendList(dst, z.Stats, appendInts[int])
		}
		return append(dst, '}')
	})
	return append(dst, '}')
}

// appendList appends a list, each item by appendItem, or null for a nil
// one.
func appendList[T any](dst []byte, items []T, appendItem func([]byte, T) []byte) []byte {
	if items == nil {
		return append(dst, "null"...)
	}
	dst = append(dst, '[')
	for i, it := range items {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendItem(dst, it)
	}
	return append(dst, ']')
}

// appendInts appends a list of integers, or null for a nil one.
func appendInts[T ~int | ~int16 | ~int32](dst []byte, ns []T) []byte {
	return appendList(dst, ns, func(dst []byte, n T) []byte { return strconv.AppendInt(dst, int64(n), 10) })
}

// appendFloats32 appends a list of float32s as encoding/json writes them
// (the shortest decimal that reads back as the same float32, with an
// exponent below 1e-6 and from 1e21 on), or null for a nil one. The
// numeric observation it writes is finite: each value is held to its
// ceiling.
func appendFloats32(dst []byte, fs []float32) []byte {
	return appendList(dst, fs, func(dst []byte, f float32) []byte {
		format := byte('f')
		if abs := float32(math.Abs(float64(f))); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
			format = 'e'
		}
		dst = strconv.AppendFloat(dst, float64(f), format, -1, 32)
		if n := len(dst); format == 'e' && n >= 4 && dst[n-4] == 'e' && dst[n-3] == '-' && dst[n-2] == '0' {
			// e-07 as e-7, as encoding/json writes it.
			dst[n-2] = dst[n-1]
			dst = dst[:n-1]
		}
		return dst
	})
}

// appendString appends s as a JSON string. One that needs no escape (the
// usual case) is copied as it is; any other is left to encoding/json, so
// that the escapes are its own (HTML characters, invalid UTF-8, the line
// and paragraph separators).
func appendString(dst []byte, s string) []byte {
	if !plainString(s) {
		b, _ := json.Marshal(s) // a string always encodes
		return append(dst, b...)
	}
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"')
}

// plainString reports whether encoding/json writes s between quotes as it
// is: no control character, quote, backslash or HTML character, valid
// UTF-8, and no line or paragraph separator.
func plainString(s string) bool {
	ascii := true
	for i := 0; i < len(s); i++ {
		switch plainByte[s[i]] {
		case bytePlain:
		case byteEscaped:
			return false
		default:
			ascii = false
		}
	}
	if ascii {
		return true
	}
	for _, r := range s {
		if r == utf8.RuneError || r == '\u2028' || r == '\u2029' {
			return false
		}
	}
	return true
}

// What a byte of a string is to plainString.
const (
	bytePlain     = iota
	byteEscaped   // a control character, a quote, a backslash, <, > or &
	byteMultibyte // part of a character past ASCII
)

// plainByte classes every byte for plainString.
var plainByte = func() (class [256]uint8) {
	for b := range class {
		switch {
		case b < 0x20, b == '"', b == '\\', b == '<', b == '>', b == '&':
			class[b] = byteEscaped
		case b >= utf8.RuneSelf:
			class[b] = byteMultibyte
		}
	}
	return class
}()
