package gametest

// raceGames is the most games Run, RunSchema and RunTranscript play when
// the race detector is built in. The suite plays its games on one
// goroutine, where the detector has nothing to find and only slows each
// game some tenfold; the tests without it play every game asked for.
const raceGames = 1

// gamesToPlay is how many of the games asked for the suite plays: all of
// them, or at most raceGames under the race detector.
func gamesToPlay(asked int) int {
	if RaceDetector {
		return min(asked, raceGames)
	}
	return asked
}
