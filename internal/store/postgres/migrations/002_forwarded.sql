-- Seats' actions forwarded to their room's owner by another server
-- process, kept until the owner takes them.
CREATE TABLE forwarded (
	id      bigserial PRIMARY KEY,
	room    text NOT NULL REFERENCES rooms (id),
	seat    integer NOT NULL,
	version integer NOT NULL,
	action  integer NOT NULL
);

CREATE INDEX forwarded_room ON forwarded (room, id);
