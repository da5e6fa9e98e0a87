//go:build !race

package gametest

// RaceDetector is whether the race detector is built in: its
// instrumentation allocates where the code alone does not, so allocation
// counts are not checked then, and the suite plays fewer games
// (gamesToPlay).
const RaceDetector = false
