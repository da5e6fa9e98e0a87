-- Registered players, their ratings per game and class, each rating's
-- history and the rated games whose result is applied; and whether a room
-- is rated.
ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;

CREATE TABLE players (
	id       TEXT PRIMARY KEY,
	name     TEXT NOT NULL,
	name_key TEXT NOT NULL UNIQUE,    -- the name in lower case
	key_hash BLOB NOT NULL UNIQUE,    -- SHA-256 of the player's key
	bot      INTEGER NOT NULL DEFAULT 0,
	created  INTEGER NOT NULL         -- microseconds since 1970, UTC
) STRICT;

CREATE TABLE ratings (
	player     TEXT NOT NULL REFERENCES players (id),
	game       TEXT NOT NULL,
	class      TEXT NOT NULL,         -- '2' or '3+' players
	rating     REAL NOT NULL,
	deviation  REAL NOT NULL,
	volatility REAL NOT NULL,
	games      INTEGER NOT NULL,
	updated    INTEGER NOT NULL,
	PRIMARY KEY (player, game, class)
) STRICT, WITHOUT ROWID;

CREATE INDEX ratings_ladder ON ratings (game, class, rating DESC);

CREATE TABLE rated_games (
	room    TEXT PRIMARY KEY,
	applied INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TABLE rating_history (
	player     TEXT NOT NULL REFERENCES players (id),
	room       TEXT NOT NULL REFERENCES rated_games (room),
	game       TEXT NOT NULL,
	class      TEXT NOT NULL,
	place      INTEGER NOT NULL,
	players    INTEGER NOT NULL,
	rating     REAL NOT NULL,
	deviation  REAL NOT NULL,
	volatility REAL NOT NULL,
	at         INTEGER NOT NULL,
	PRIMARY KEY (player, room)
) STRICT, WITHOUT ROWID;

CREATE INDEX rating_history_recent ON rating_history (player, at DESC);
