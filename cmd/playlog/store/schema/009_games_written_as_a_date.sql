-- Schema version 9: a game whose players wrote a date alone.
--
-- date_only = 1: the players wrote the day and no time of day; the game is
-- kept at midnight of that day (a wall clock, or at the offset written),
-- and every view and export says the date alone. Games stored before keep
-- 0: their records were written back with a time.

ALTER TABLE games ADD COLUMN date_only INTEGER NOT NULL DEFAULT 0 CHECK (date_only IN (0, 1));
