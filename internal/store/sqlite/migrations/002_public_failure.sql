-- Whether the lobby lists a room, and why a bug stopped its game ('' while
-- it can go on).
ALTER TABLE rooms ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN failure TEXT NOT NULL DEFAULT '';
