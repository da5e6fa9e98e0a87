package game

// The seeds derived from a game's seed. Package session and package vec
// (and through it the Python package) play a game alike only if they
// derive them alike, so each derivation is named here once; changing one
// changes the game every seed gives.

// chanceStream is the index Mix takes for the chance generator: far above
// any version, so that it is never a decision's.
const chanceStream = 1 << 40

// ChanceSeed is the seed of the generator that draws the chance outcomes
// of the game with seed.
func ChanceSeed(seed uint64) uint64 { return Mix(seed, chanceStream) }

// DecisionSeed is the seed a bot (or an advisor) decides with in the game
// with seed when version actions have been played.
func DecisionSeed(seed uint64, version int) uint64 { return Mix(seed, uint64(version)) }

// GameSeed is the seed of game n (counted from 0) of a run of games with
// base seed: a simulation's game n, a batch's n-th start.
func GameSeed(base, n uint64) uint64 { return Mix(base, n) }
