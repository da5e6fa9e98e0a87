-- Challenges between players: the room made for each, the challenged
-- player's seat there, and where the challenge stands.
CREATE TABLE challenges (
	id         TEXT PRIMARY KEY,
	challenger TEXT NOT NULL,
	challenged TEXT NOT NULL,
	room       TEXT NOT NULL REFERENCES rooms (id),
	seat       INTEGER NOT NULL,
	state      TEXT NOT NULL,         -- open, accepted, declined, cancelled or expired
	created    INTEGER NOT NULL,      -- microseconds since 1970, UTC
	expires    INTEGER NOT NULL       -- microseconds since 1970, UTC
) STRICT;

CREATE INDEX challenges_challenger ON challenges (challenger, created);
CREATE INDEX challenges_challenged ON challenges (challenged, created);
CREATE INDEX challenges_open ON challenges (expires) WHERE state = 'open';
