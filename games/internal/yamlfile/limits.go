package yamlfile

// Limits of a card file, checked before the YAML parser sees it: the
// parser's time and memory grow with a file's size and nesting, and a card
// file needs little of either (the largest built-in file is about 13 KB and
// nests 10 levels deep).
const (
	// MaxSize is the most bytes a card file may have.
	MaxSize = 256 << 10
	// MaxDepth is the deepest that lists and maps may nest.
	MaxDepth = 20
	// MaxListed is the most problems FileErrors.Error lists; it then says
	// how many more there are.
	MaxListed = 50
	// MaxName is the most characters a name may have (see NameProblem);
	// the longest built-in name has 17, and an exercise 26.
	MaxName = 40
)
