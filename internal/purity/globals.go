package purity

import (
	"go/ast"
	"go/token"
	"go/types"
)

// globals reports package-level variables written at run time. A variable
// may be given its value in its declaration or by init-time code (func init,
// and function literals those call on the spot); after that it may only be
// read, like the engines' name tables and embedded files. Writes are
// assignments, increments, writes to an element or field reached from the
// variable, delete, clear, copy or append on it, and taking its address,
// explicitly or by calling a pointer method.
//
// Writes through an alias (a pointer or slice copied out of the variable, or
// a slice of an array variable, handed on and written elsewhere) are not
// followed: slicing a name table to read it is common and harmless. Package-level variables that hold a random
// generator are reported wherever they are declared.
func (c *checker) globals(f *ast.File) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Body != nil {
				c.body(d.Body, d.Recv == nil && d.Name.Name == "init")
			}
		case *ast.GenDecl:
			if d.Tok != token.VAR {
				continue
			}
			for _, spec := range d.Specs {
				vs := spec.(*ast.ValueSpec)
				for _, name := range vs.Names {
					c.generatorVar(name)
				}
				for _, v := range vs.Values {
					c.body(v, true)
				}
			}
		}
	}
}

// body looks for writes to package-level variables in code that runs at
// init time or at run time. A function literal runs when its enclosing code
// runs only if it is called where it is written; otherwise it may run at any
// time, and is judged as run-time code.
func (c *checker) body(node ast.Node, initTime bool) {
	calledNow := map[*ast.FuncLit]bool{}
	ast.Inspect(node, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if lit, ok := ast.Unparen(call.Fun).(*ast.FuncLit); ok {
				calledNow[lit] = true
			}
		}
		if lit, ok := n.(*ast.FuncLit); ok {
			c.body(lit.Body, initTime && calledNow[lit])
			return false
		}
		if !initTime {
			c.write(n)
		}
		return true
	})
}

// write reports n if it writes a package-level variable.
func (c *checker) write(n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		for _, lhs := range n.Lhs {
			c.written(lhs, "assigns to")
		}
	case *ast.IncDecStmt:
		c.written(n.X, "increments or decrements")
	case *ast.RangeStmt:
		if n.Tok == token.ASSIGN {
			c.written(n.Key, "assigns to")
			c.written(n.Value, "assigns to")
		}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			c.written(n.X, "takes the address of")
		}
	case *ast.CallExpr:
		if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && len(n.Args) > 0 {
			if b, ok := c.info.Uses[id].(*types.Builtin); ok {
				switch b.Name() {
				case "delete", "clear", "copy", "append":
					c.written(n.Args[0], "passes to "+b.Name()+", which writes it,")
				}
			}
		}
	case *ast.SelectorExpr:
		sel := c.info.Selections[n]
		if sel == nil || sel.Kind() != types.MethodVal {
			return
		}
		if _, ptrRecv := sel.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer); !ptrRecv {
			return
		}
		switch sel.Recv().Underlying().(type) {
		case *types.Pointer, *types.Interface:
			return
		}
		c.written(n.X, "calls pointer method "+n.Sel.Name+" on, and so takes the address of,")
	}
}

// written reports e if it is, or is reached from, a package-level variable.
func (c *checker) written(e ast.Expr, what string) {
	if e == nil {
		return
	}
	if v := c.rootVar(e); v != nil {
		c.report(e.Pos(), "%s package-level variable %s at run time: package variables are set in their declaration or in init, and engine state lives in game states", what, v.Name())
	}
}

// rootVar returns the package-level variable that e is, or that e reaches
// through fields, elements and pointers; nil if e is not so reached.
func (c *checker) rootVar(e ast.Expr) *types.Var {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return packageVar(c.info.Uses[x])
		case *ast.SelectorExpr:
			sel, ok := c.info.Selections[x]
			if !ok { // a qualified identifier: pkg.Name
				return packageVar(c.info.Uses[x.Sel])
			}
			if sel.Kind() != types.FieldVal {
				return nil
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// packageVar returns obj if it is a package-level variable of any package.
func packageVar(obj types.Object) *types.Var {
	v, ok := obj.(*types.Var)
	if !ok || v.Pkg() == nil || v.Pkg().Scope().Lookup(v.Name()) != v {
		return nil
	}
	return v
}

// generatorVar reports a package-level variable that holds a random
// generator of math/rand/v2, directly or inside another value: a generator
// shared by every caller is global randomness, whoever seeds it.
func (c *checker) generatorVar(name *ast.Ident) {
	obj := c.info.Defs[name]
	if obj == nil {
		return
	}
	if holdsGenerator(obj.Type(), map[types.Type]bool{}) {
		c.report(name.Pos(), "package-level variable %s holds a random generator: engines draw only from generators their states own", name.Name)
	}
}

// holdsGenerator reports whether a value of type t holds a math/rand/v2
// generator or source.
func holdsGenerator(t types.Type, seen map[types.Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.Named:
		if p := t.Obj().Pkg(); p != nil && p.Path() == "math/rand/v2" {
			return true
		}
		return holdsGenerator(t.Underlying(), seen)
	case *types.Alias:
		return holdsGenerator(types.Unalias(t), seen)
	case *types.Pointer:
		return holdsGenerator(t.Elem(), seen)
	case *types.Array:
		return holdsGenerator(t.Elem(), seen)
	case *types.Slice:
		return holdsGenerator(t.Elem(), seen)
	case *types.Map:
		return holdsGenerator(t.Key(), seen) || holdsGenerator(t.Elem(), seen)
	case *types.Struct:
		for i := range t.NumFields() {
			if holdsGenerator(t.Field(i).Type(), seen) {
				return true
			}
		}
	}
	return false
}
