// Package purity checks that the rules engines are pure: that package game
// and the packages under games/ do no I/O, read no clock, start no
// goroutines, use no global randomness and keep no mutable package state.
//
// The check loads the engine packages with full type information and judges
// what the code refers to, not how it spells it: a renamed or dot import, an
// alias or a method value resolves to the same object as a plain call.
package purity

import (
	"cmp"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// engineDirs are the directories of a module that hold its rules engines,
// each with the package pattern that loads them.
var engineDirs = []struct{ dir, pattern string }{{"game", "./game"}, {"games", "./games/..."}}

// Violation is one thing that makes an engine impure, with where it is.
type Violation struct {
	Pos token.Position
	Msg string
}

// String gives the violation as "file:line:col: message".
func (v Violation) String() string { return fmt.Sprintf("%s: %s", v.Pos, v.Msg) }

// Report is the outcome of a check: the packages judged and what was wrong.
type Report struct {
	Packages   []string    // import paths of the engine packages checked
	Violations []Violation // sorted by file and position
}

// Check loads the engine packages (game and games/...) of the Go module
// rooted at dir and reports every violation of the purity rules. File names
// in the report are relative to dir. An error means the packages could not
// be loaded or do not type-check, and nothing was judged.
func Check(dir string) (*Report, error) {
	cfg := &packages.Config{
		Dir: dir,
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedModule |
			packages.NeedTypes | packages.NeedTypesInfo | packages.NeedSyntax,
	}
	var patterns []string
	for _, d := range engineDirs {
		if _, err := os.Stat(filepath.Join(dir, d.dir)); err == nil {
			patterns = append(patterns, d.pattern)
		}
	}
	if len(patterns) == 0 {
		return nil, fmt.Errorf("purity: no engine packages in %s: it has neither game nor games", dir)
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, fmt.Errorf("purity: loading the engine packages in %s: %w", dir, err)
	}
	var loadErrs []error
	for _, p := range pkgs {
		for _, e := range p.Errors {
			loadErrs = append(loadErrs, fmt.Errorf("%s: %s", p.PkgPath, e))
		}
		if p.Module == nil && len(p.Errors) == 0 {
			loadErrs = append(loadErrs, fmt.Errorf("%s: not in a module", p.PkgPath))
		}
	}
	if len(loadErrs) > 0 {
		return nil, fmt.Errorf("purity: the engine packages in %s do not load: %w", dir, errors.Join(loadErrs...))
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("purity: no engine packages in %s", dir)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("purity: %w", err)
	}
	r := &Report{}
	for _, p := range pkgs {
		if isTestHelper(p.PkgPath) {
			continue // used by tests only; engine code may not import it
		}
		c := &checker{
			fset:   p.Fset,
			info:   p.TypesInfo,
			pkg:    p.Types,
			layout: layout{module: p.Module.Path},
			dir:    abs,
		}
		for _, f := range p.Syntax {
			c.file(f)
		}
		r.Packages = append(r.Packages, p.PkgPath)
		r.Violations = append(r.Violations, c.found...)
	}
	slices.Sort(r.Packages)
	slices.SortFunc(r.Violations, func(a, b Violation) int {
		return cmp.Or(strings.Compare(a.Pos.Filename, b.Pos.Filename), cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Column, b.Pos.Column), strings.Compare(a.Msg, b.Msg))
	})
	return r, nil
}

// checker judges the files of one engine package.
type checker struct {
	fset   *token.FileSet
	info   *types.Info
	pkg    *types.Package
	layout layout
	dir    string // absolute module root, to shorten file names
	found  []Violation
}

// file runs every rule on one file of the package.
func (c *checker) file(f *ast.File) {
	c.imports(f)
	c.uses(f)
	c.statements(f)
	c.globals(f)
}

// report records a violation at pos.
func (c *checker) report(pos token.Pos, format string, args ...any) {
	p := c.fset.Position(pos)
	if rel, err := filepath.Rel(c.dir, p.Filename); err == nil && !strings.HasPrefix(rel, "..") {
		p.Filename = filepath.ToSlash(rel)
	}
	c.found = append(c.found, Violation{Pos: p, Msg: fmt.Sprintf(format, args...)})
}
