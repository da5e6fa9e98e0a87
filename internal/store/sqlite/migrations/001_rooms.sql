-- Rooms, their actions and their leases.
CREATE TABLE rooms (
	id            TEXT PRIMARY KEY,
	code          TEXT NOT NULL UNIQUE,
	game          TEXT NOT NULL,
	rules_version TEXT NOT NULL,
	options       TEXT NOT NULL,              -- JSON object
	card_set_hash TEXT NOT NULL,
	seed          INTEGER NOT NULL,           -- the uint64's bits
	players       INTEGER NOT NULL,           -- the number of seats, fixed
	seats         TEXT NOT NULL,              -- JSON array
	turn_timer    INTEGER NOT NULL,           -- nanoseconds
	on_timeout    TEXT NOT NULL,
	version       INTEGER NOT NULL DEFAULT 0, -- the number of actions
	over          INTEGER NOT NULL DEFAULT 0,
	outcome       TEXT,                       -- JSON, NULL until over
	rematch       TEXT REFERENCES rooms (id),
	created       INTEGER NOT NULL,           -- microseconds since 1970, UTC
	updated       INTEGER NOT NULL
) STRICT;

CREATE INDEX rooms_listed ON rooms (over, created DESC, id DESC);

CREATE TABLE actions (
	room   TEXT NOT NULL REFERENCES rooms (id),
	idx    INTEGER NOT NULL,
	action INTEGER NOT NULL,
	PRIMARY KEY (room, idx)
) STRICT, WITHOUT ROWID;

CREATE TABLE leases (
	room    TEXT PRIMARY KEY REFERENCES rooms (id),
	owner   TEXT NOT NULL,
	expires INTEGER NOT NULL                  -- microseconds since 1970, UTC
) STRICT, WITHOUT ROWID;
