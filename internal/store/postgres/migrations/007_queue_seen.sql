-- When each quick-match entry's holder last asked for it: an entry nobody
-- asks for is dropped.
ALTER TABLE queue_entries ADD COLUMN seen timestamptz;
UPDATE queue_entries SET seen = joined;
ALTER TABLE queue_entries ALTER COLUMN seen SET NOT NULL;
