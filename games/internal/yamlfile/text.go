package yamlfile

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// byteOrderMark is U+FEFF in UTF-8, which some editors put at the start of
// a file.
const byteOrderMark = "\uFEFF"

// checkText checks a file's bytes before they are parsed: its size, that it
// is UTF-8, and that it holds no control characters (which could, for
// instance, hide terminal escape sequences in a card's name). It returns
// the text without a leading byte-order mark, and false when there are
// problems (recorded).
func (r *Reader) checkText(data []byte) ([]byte, bool) {
	if len(data) > MaxSize {
		r.Errs = append(r.Errs, &FileError{File: r.File, Line: 1,
			Msg: fmt.Sprintf("the file has %d bytes; a card file may have at most %d", len(data), MaxSize)})
		return nil, false
	}
	if len(data) >= len(byteOrderMark) && string(data[:len(byteOrderMark)]) == byteOrderMark {
		data = data[len(byteOrderMark):]
	}
	before := len(r.Errs)
	line := 1
	for i := 0; i < len(data); {
		c, size := utf8.DecodeRune(data[i:])
		var problem string
		switch {
		case c == '\n', c == '\r' && (i+1 == len(data) || data[i+1] != '\n'):
			line++
		case c == '\t', c == '\r':
		case c == utf8.RuneError && size == 1:
			problem = fmt.Sprintf("byte 0x%02x is not UTF-8 text; save the file as UTF-8", data[i])
		default:
			problem = characterProblem(c)
		}
		if problem != "" {
			r.Errs = append(r.Errs, &FileError{File: r.File, Line: line, Msg: problem})
			// One problem per line is enough to find it.
			for i < len(data) && data[i] != '\n' && data[i] != '\r' {
				i++
			}
			continue
		}
		i += size
	}
	return newlines(data), len(r.Errs) == before
}

// characterProblem says why a character may not be in a card file's text,
// or returns "" when it may.
func characterProblem(c rune) string {
	switch {
	case c == '\t', c == '\n', c == '\r':
		return ""
	case c == '\uFEFF':
		return "a byte-order mark (U+FEFF) inside the file; only the file's very start may have one"
	case c < 0x20 || c >= 0x7f && c <= 0x9f:
		return fmt.Sprintf("control character %U; card files may hold only printable text, tabs and line breaks", c)
	}
	return ""
}

// newlines writes every line break as "\n", as YAML reads any line break:
// the YAML library counts two lines for a comment ended by "\r\n", so files
// written on Windows got every problem below a comment reported too far
// down. Lines keep their numbers.
func newlines(data []byte) []byte {
	if !bytes.ContainsRune(data, '\r') {
		return data
	}
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
}
