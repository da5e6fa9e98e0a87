-- The quick-match queues: each entry waits until a room is made for it
-- (room set), and the lease of the process that forms matches.
CREATE TABLE queue_entries (
	ticket     TEXT PRIMARY KEY,
	queue      TEXT NOT NULL,
	player     TEXT NOT NULL,         -- a registered player's id, '' for a guest
	name       TEXT NOT NULL,
	player_bot INTEGER NOT NULL,
	bot        TEXT NOT NULL,         -- the level of the bots it may meet, '' for people only
	rated      INTEGER NOT NULL,
	token_hash BLOB NOT NULL,         -- SHA-256 of the seat's token
	joined     INTEGER NOT NULL,      -- microseconds since 1970, UTC
	room       TEXT REFERENCES rooms (id),
	seat       INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE INDEX queue_entries_waiting ON queue_entries (joined, ticket) WHERE room IS NULL;

CREATE TABLE queue_lease (
	id      INTEGER PRIMARY KEY CHECK (id = 1),
	owner   TEXT NOT NULL,
	expires INTEGER NOT NULL          -- microseconds since 1970, UTC
) STRICT;
