-- Schema version 6: each game at the time its players wrote.
--
-- utc_offset is the offset from UTC (seconds east, whole minutes) of the
-- game's local time: the offset the players wrote, or, for a time they
-- wrote without one (wall_clock = 1), the offset of the zone it was placed
-- in when it was scored. played_at stays the instant (Unix seconds) that
-- lists, filters and statistics order by; played_at + utc_offset is the
-- clock time the players wrote. Exports write that clock time, with the
-- offset unless wall_clock.
--
-- Games stored before keep their instant and take the offset their record
-- gives for it (after this step, in Go); the others stay at UTC.

ALTER TABLE games ADD COLUMN utc_offset INTEGER NOT NULL DEFAULT 0
    CHECK (utc_offset BETWEEN -86340 AND 86340 AND utc_offset % 60 = 0);
ALTER TABLE games ADD COLUMN wall_clock INTEGER NOT NULL DEFAULT 0 CHECK (wall_clock IN (0, 1));
