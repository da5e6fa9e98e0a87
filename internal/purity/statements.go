package purity

import (
	"go/ast"
	"go/token"
	"go/types"
)

// statements reports the statements and operations of concurrency: go
// statements, select, and sending on, receiving from or ranging over a
// channel. An engine runs on its caller's goroutine and has no one to
// exchange values with.
func (c *checker) statements(f *ast.File) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			c.report(n.Pos(), "starts a goroutine: engines are single-threaded")
		case *ast.SelectStmt:
			c.report(n.Pos(), "selects on channels: engines are single-threaded")
		case *ast.SendStmt:
			c.report(n.Pos(), "sends on a channel: engines are single-threaded")
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				c.report(n.Pos(), "receives from a channel: engines are single-threaded")
			}
		case *ast.RangeStmt:
			if t := c.info.TypeOf(n.X); t != nil && isChan(t) {
				c.report(n.Pos(), "ranges over a channel: engines are single-threaded")
			}
		}
		return true
	})
}

// isChan reports whether t is a channel type.
func isChan(t types.Type) bool {
	_, ok := t.Underlying().(*types.Chan)
	return ok
}
