-- Challenges between players: the room made for each, the challenged
-- player's seat there, and where the challenge stands.
CREATE TABLE challenges (
	id         text PRIMARY KEY,
	challenger text NOT NULL,
	challenged text NOT NULL,
	room       text NOT NULL REFERENCES rooms (id),
	seat       integer NOT NULL,
	state      text NOT NULL,         -- open, accepted, declined, cancelled or expired
	created    timestamptz NOT NULL,
	expires    timestamptz NOT NULL
);

CREATE INDEX challenges_challenger ON challenges (challenger, created);
CREATE INDEX challenges_challenged ON challenges (challenged, created);
CREATE INDEX challenges_open ON challenges (expires) WHERE state = 'open';
