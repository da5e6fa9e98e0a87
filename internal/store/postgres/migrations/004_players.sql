-- Registered players, their ratings per game and class, each rating's
-- history and the rated games whose result is applied; and whether a room
-- is rated.
ALTER TABLE rooms ADD COLUMN rated boolean NOT NULL DEFAULT false;

CREATE TABLE players (
	id       text PRIMARY KEY,
	name     text NOT NULL,
	name_key text NOT NULL UNIQUE,    -- the name in lower case
	key_hash bytea NOT NULL UNIQUE,   -- SHA-256 of the player's key
	bot      boolean NOT NULL DEFAULT false,
	created  timestamptz NOT NULL
);

CREATE TABLE ratings (
	player     text NOT NULL REFERENCES players (id),
	game       text NOT NULL,
	class      text NOT NULL,         -- '2' or '3+' players
	rating     double precision NOT NULL,
	deviation  double precision NOT NULL,
	volatility double precision NOT NULL,
	games      integer NOT NULL,
	updated    timestamptz NOT NULL,
	PRIMARY KEY (player, game, class)
);

CREATE INDEX ratings_ladder ON ratings (game, class, rating DESC);

CREATE TABLE rated_games (
	room    text PRIMARY KEY,
	applied timestamptz NOT NULL
);

CREATE TABLE rating_history (
	player     text NOT NULL REFERENCES players (id),
	room       text NOT NULL REFERENCES rated_games (room),
	game       text NOT NULL,
	class      text NOT NULL,
	place      integer NOT NULL,
	players    integer NOT NULL,
	rating     double precision NOT NULL,
	deviation  double precision NOT NULL,
	volatility double precision NOT NULL,
	at         timestamptz NOT NULL,
	PRIMARY KEY (player, room)
);

CREATE INDEX rating_history_recent ON rating_history (player, at DESC);
