-- How many of a seat's turns in a row may run out before it loses on time
-- (0: never, as rooms made before played), and whether a rated player's
-- seat lost on time.
ALTER TABLE rooms ADD COLUMN forfeit_after INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rating_history ADD COLUMN lost_on_time INTEGER NOT NULL DEFAULT 0;
