-- Whether a room's failure says why it was closed before its game went on
-- (its challenge not taken) rather than why a bug stopped it.
ALTER TABLE rooms ADD COLUMN closed INTEGER NOT NULL DEFAULT 0;
-- The rooms of challenges not taken, closed before this column, are closed.
UPDATE rooms SET closed = 1
	WHERE failure <> '' AND id IN (SELECT room FROM challenges WHERE state IN ('declined', 'cancelled', 'expired'));
