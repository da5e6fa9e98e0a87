package yamlfile

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/lexer"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"
)

// Document parses data and returns the body of its single YAML document,
// or nil (with the problems recorded). want says what the document should
// hold, for the message when it is missing. Every card file is read here:
// the checks of checkText and checkTokens come first, so that the parser
// only ever sees a small, shallow file without aliases.
func (r *Reader) Document(data []byte, want string) ast.Node {
	text, ok := r.checkText(data)
	if !ok {
		return nil
	}
	tokens, err := tokenize(text)
	if err != nil {
		r.Errs = append(r.Errs, &FileError{File: r.File, Line: 1, Msg: "not valid YAML: " + err.Error()})
		return nil
	}
	if !r.checkTokens(tokens) {
		return nil
	}
	f, err := parseTokens(tokens)
	if err != nil {
		l, msg := ErrorLine(err.Error())
		r.Errs = append(r.Errs, &FileError{File: r.File, Line: l, Msg: "not valid YAML: " + msg})
		return nil
	}
	if len(f.Docs) != 1 || f.Docs[0].Body == nil {
		r.Errs = append(r.Errs, &FileError{File: r.File, Line: 1, Msg: "want exactly one YAML document with " + want})
		return nil
	}
	return f.Docs[0].Body
}

// The YAML library has panicked on odd input before; the two functions
// below are the only places it is called, and each turns such a panic into
// an error so that a card file can never crash a program that reads it.

// tokenize runs the YAML scanner.
func tokenize(text []byte) (tokens token.Tokens, err error) {
	defer func() {
		if p := recover(); p != nil {
			tokens, err = nil, fmt.Errorf("the YAML scanner failed on this file (%v)", p)
		}
	}()
	return lexer.Tokenize(string(text)), nil
}

// parseTokens runs the YAML parser.
func parseTokens(tokens token.Tokens) (f *ast.File, err error) {
	defer func() {
		if p := recover(); p != nil {
			f, err = nil, fmt.Errorf("the YAML parser failed on this file (%v)", p)
		}
	}()
	return parser.Parse(tokens, 0)
}

// ErrorLine splits go-yaml's "[line:column] message" into the line and the
// message's first line.
func ErrorLine(s string) (int, string) {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	l := 1
	if strings.HasPrefix(s, "[") {
		if end := strings.IndexByte(s, ']'); end > 0 {
			pos, rest := s[1:end], strings.TrimSpace(s[end+1:])
			if ln, _, ok := strings.Cut(pos, ":"); ok {
				if v, err := strconv.Atoi(ln); err == nil {
					l, s = v, rest
				}
			}
		}
	}
	return l, s
}
