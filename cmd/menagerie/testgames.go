//go:build testgames

package main

import "menagerie/internal/testgames"

// The browser's tests build the server with -tags testgames to reach the
// games only tests play (internal/testgames), which no other build lists.
func init() {
	if _, err := testgames.Register(); err != nil {
		panic(err)
	}
}
