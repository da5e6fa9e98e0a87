-- Rooms, their actions and their leases.
CREATE TABLE rooms (
	id            text PRIMARY KEY,
	code          text NOT NULL UNIQUE,
	game          text NOT NULL,
	rules_version text NOT NULL,
	options       jsonb NOT NULL,
	card_set_hash text NOT NULL,
	seed          bigint NOT NULL,           -- the uint64's bits
	players       integer NOT NULL,          -- the number of seats, fixed
	seats         jsonb NOT NULL,
	turn_timer    bigint NOT NULL,           -- nanoseconds
	on_timeout    text NOT NULL,
	version       integer NOT NULL DEFAULT 0, -- the number of actions
	over          boolean NOT NULL DEFAULT false,
	outcome       jsonb,                     -- NULL until over
	rematch       text REFERENCES rooms (id),
	created       timestamptz NOT NULL,
	updated       timestamptz NOT NULL
);

CREATE INDEX rooms_listed ON rooms (over, created DESC, id DESC);

CREATE TABLE actions (
	room   text NOT NULL REFERENCES rooms (id),
	idx    integer NOT NULL,
	action integer NOT NULL,
	PRIMARY KEY (room, idx)
);

-- A room's lease: which server process applies its actions, until when
-- (by the database's clock, which every process shares).
CREATE TABLE leases (
	room    text PRIMARY KEY REFERENCES rooms (id),
	owner   text NOT NULL,
	expires timestamptz NOT NULL
);
