-- How many of a seat's turns in a row may run out before it loses on time
-- (0: never, as rooms made before played).
ALTER TABLE rooms ADD COLUMN forfeit_after integer NOT NULL DEFAULT 0;
