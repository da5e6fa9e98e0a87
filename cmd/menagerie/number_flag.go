package main

import (
	"fmt"

	"menagerie/game"
)

// numberFlag is a flag holding a whole number from min to max (min is 0
// or more), written as game.ParseWhole reads numbers, as in card files and
// rule options; anything else (a fraction, another base, a number out of
// range, a negative number) is refused with one line saying what is
// wanted, never a parser's message.
type numberFlag[T int | uint64] struct {
	p        *T
	min, max T
}

// newNumberFlag sets *p to value and returns the flag that sets it.
func newNumberFlag[T int | uint64](p *T, value, min, max T) *numberFlag[T] {
	*p = value
	return &numberFlag[T]{p: p, min: min, max: max}
}

// String returns the number.
func (f *numberFlag[T]) String() string { return fmt.Sprint(*f.p) }

// Set parses a decimal number in range.
func (f *numberFlag[T]) Set(s string) error {
	v, err := game.ParseWhole(s, f.min, f.max)
	if err != nil {
		return fmt.Errorf("want a whole number from %d to %d", f.min, f.max)
	}
	*f.p = v
	return nil
}

// Type names the flag's kind of value in help: int or uint64.
func (f *numberFlag[T]) Type() string { return fmt.Sprintf("%T", *f.p) }
