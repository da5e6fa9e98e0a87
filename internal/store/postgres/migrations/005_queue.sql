-- The quick-match queues: each entry waits until a room is made for it
-- (room set), and the lease of the process that forms matches.
CREATE TABLE queue_entries (
	ticket     text PRIMARY KEY,
	queue      text NOT NULL,
	player     text NOT NULL,         -- a registered player's id, '' for a guest
	name       text NOT NULL,
	player_bot boolean NOT NULL,
	bot        text NOT NULL,         -- the level of the bots it may meet, '' for people only
	rated      boolean NOT NULL,
	token_hash bytea NOT NULL,        -- SHA-256 of the seat's token
	joined     timestamptz NOT NULL,
	room       text REFERENCES rooms (id),
	seat       integer NOT NULL DEFAULT 0
);

CREATE INDEX queue_entries_waiting ON queue_entries (joined, ticket) WHERE room IS NULL;

CREATE TABLE queue_lease (
	id      integer PRIMARY KEY CHECK (id = 1),
	owner   text NOT NULL,
	expires timestamptz NOT NULL
);
