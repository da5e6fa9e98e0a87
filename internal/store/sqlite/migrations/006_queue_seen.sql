-- When each quick-match entry's holder last asked for it: an entry nobody
-- asks for is dropped.
ALTER TABLE queue_entries ADD COLUMN seen INTEGER NOT NULL DEFAULT 0; -- microseconds since 1970, UTC
UPDATE queue_entries SET seen = joined;
