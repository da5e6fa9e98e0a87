-- Whether a room's failure says why it was closed before its game went on
-- (its challenge not taken) rather than why a bug stopped it.
ALTER TABLE rooms ADD COLUMN closed INTEGER NOT NULL DEFAULT 0;
