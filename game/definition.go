package game

// Definition is what an engine tells the program about itself: its names,
// player counts, rule options, card files and how to build it. It is static
// data; making one parses nothing.
type Definition struct {
	// Name is the game's id on the command line and in records, e.g.
	// "cardbattle"; Title is its name for people, e.g. "Card Battle".
	Name, Title string
	// Summary is one line for menus and command lists.
	Summary string
	// About is a paragraph for the commands' help.
	About string
	// RulesVersion is the engine's rules version, as Game.RulesVersion.
	RulesVersion string
	// Players lists the allowed player counts, the default first; the rule
	// option "players" picks one.
	Players []int
	// Options are the engine's rule options.
	Options []RuleOption
	// Flags are short command-line flags for single options (e.g. --packs).
	Flags []OptionFlag
	// Cards describes the game's card files.
	Cards CardFormat
	// New builds a game from a card set read by Cards.Read (nil: the
	// built-in cards) and options; missing options take their defaults.
	New func(cards CardSet, opts Options) (Game, error)
	// Schema is the game's declared model.
	Schema *Schema
	// WatchDelay is how many decisions a seat, times the seats, a
	// spectator of a game in play that a person plays is kept behind,
	// so that no watcher can help a player as the game goes on (0:
	// spectators see it live). Once the game is over they see it all.
	WatchDelay int
}

// OptionFlag is a command-line flag that sets one rule option.
type OptionFlag struct {
	Flag, Option, Help string
}

// CardSet is a checked card file of some game.
type CardSet interface {
	// Hash identifies the set, as Game.CardSetHash.
	Hash() string
	// Title names the set for report headers, e.g. "classic pack".
	Title() string
	// Summary is a one-line description: its name and counts.
	Summary() string
}

// CardFormat describes one game's card files.
type CardFormat struct {
	// BuiltIn names what plays without a card file, e.g. "the built-in
	// classic set".
	BuiltIn string
	// Detect reports whether data is a card file of this game (its game:
	// key names the game).
	Detect func(data []byte) bool
	// Read checks a card file as New would and returns the set, or every
	// problem with its line.
	Read func(file string, data []byte) (CardSet, error)
	// List lays out a card set (nil: the built-in cards the options name)
	// for the cards command; opts are the options as given, defaults not
	// filled in.
	List func(cards CardSet, opts Options) (CardList, error)
	// InUse returns the card set a game of this engine plays with.
	InUse func(g Game) CardSet
	// Groups are the fields of the card list's JSON that reports group
	// cards by, e.g. tier, pack, hat.
	Groups []string
	// BuiltInFiles returns the built-in card files a game with opts is
	// read from, for a tool that changes a card in them (the balance
	// lab's counterfactuals); nil for a game that offers none.
	BuiltInFiles func(opts Options) ([]CardFile, error)
	// ReadFiles reads several card files into one set; nil when
	// BuiltInFiles gives one file, which Read reads.
	ReadFiles func(files []CardFile) (CardSet, error)
}

// CardFile is a card file's name (for messages) and content.
type CardFile struct {
	Name string
	Data []byte
}

// CardList is a card set laid out for people (tables and a footer) and for
// programs (JSON, any JSON-encodable value).
type CardList struct {
	Tables []Table
	Footer string
	JSON   any
}

// Table is one table of a card list: a header row and the rows under it;
// an empty row is a blank line between groups.
type Table struct {
	Header []string
	Rows   [][]string
}
