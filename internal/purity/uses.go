package purity

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// uses reports every function, method, variable or type the file refers to
// that an engine may not use. Identifiers are resolved by the type checker,
// so renamed imports, dot imports, aliases and method values are judged by
// what they refer to.
func (c *checker) uses(f *ast.File) {
	judged := map[*ast.Ident]bool{} // fmt stream calls already judged at the call
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			c.fmtStreamCall(n, judged)
		case *ast.Ident:
			if !judged[n] {
				c.use(n)
			}
		}
		return true
	})
}

// fmtStreamCall judges a call of fmt.Fprint* or fmt.Fscan* by the static
// type of its writer or reader, and marks the function's identifier judged.
func (c *checker) fmtStreamCall(call *ast.CallExpr, judged map[*ast.Ident]bool) {
	id := calleeIdent(call.Fun)
	if id == nil {
		return
	}
	fn, ok := c.info.Uses[id].(*types.Func)
	if !ok {
		return
	}
	allowed, ok := fmtStream(fn)
	if !ok {
		return
	}
	judged[id] = true
	if len(call.Args) == 0 {
		return
	}
	t := types.TypeString(c.info.TypeOf(call.Args[0]), func(p *types.Package) string { return p.Path() })
	if !allowed[t] {
		c.report(call.Pos(), "calls fmt.%s on a %s, which may be a file or a terminal: engines read and write only strings.Builder, bytes.Buffer, bytes.Reader, strings.Reader or hashes", fn.Name(), t)
	}
}

// calleeIdent returns the identifier naming the function of a call, or nil
// when the function is not named (a function literal, a call's result).
func calleeIdent(fun ast.Expr) *ast.Ident {
	switch fun := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return fun
	case *ast.SelectorExpr:
		return fun.Sel
	}
	return nil
}

// use judges one identifier by the object it refers to.
func (c *checker) use(id *ast.Ident) {
	obj := c.info.Uses[id]
	if obj == nil {
		return
	}
	if obj.Pkg() == nil {
		if b, ok := obj.(*types.Builtin); ok && (b.Name() == "print" || b.Name() == "println") {
			c.report(id.Pos(), "calls builtin %s, which writes to standard error", b.Name())
		}
		return
	}
	if obj.Pkg() == c.pkg {
		return
	}
	path := obj.Pkg().Path()
	switch c.layout.origin(path) {
	case fromEngine:
		return
	case fromModule:
		c.report(id.Pos(), "uses %s from %s, which is not an engine package", describe(obj), strconv.Quote(path))
		return
	case fromStd:
		if !stdAllowed[path] {
			c.report(id.Pos(), "uses %s: package %s is not on the allowlist of pure standard packages", describe(obj), strconv.Quote(path))
			return
		}
		if only, ok := stdOnly[path]; ok && !only[obj.Name()] {
			c.report(id.Pos(), "uses %s: of package %s engines may use only %s", describe(obj), strconv.Quote(path), strings.Join(slices.Sorted(maps.Keys(only)), " and "))
			return
		}
	case fromThirdParty:
		if !moduleAllowed(path) {
			c.report(id.Pos(), "uses %s from third-party %s, which is not on the allowlist", describe(obj), strconv.Quote(path))
			return
		}
	}
	fn, ok := obj.(*types.Func)
	if !ok {
		return
	}
	if _, stream := fmtStream(fn); stream {
		c.report(id.Pos(), "uses %s as a value, so what it reads or writes cannot be checked", describe(obj))
	} else if why := deniedFunc(fn); why != "" {
		c.report(id.Pos(), "uses %s, which %s", describe(obj), why)
	}
}

// describe names an object as Go code outside its package would, e.g.
// "time.Now" or "(*strings.Builder).WriteString".
func describe(obj types.Object) string {
	if fn, ok := obj.(*types.Func); ok {
		return fn.FullName()
	}
	return obj.Pkg().Name() + "." + obj.Name()
}
