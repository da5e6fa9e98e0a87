-- Whether the lobby lists a room, and why a bug stopped its game ('' while
-- it can go on).
ALTER TABLE rooms ADD COLUMN public boolean NOT NULL DEFAULT false;
ALTER TABLE rooms ADD COLUMN failure text NOT NULL DEFAULT '';
