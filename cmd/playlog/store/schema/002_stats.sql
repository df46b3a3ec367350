-- Schema version 2: what the filters and statistics need to stay fast.
--
-- Statistics over 10,000 games (50,000 seats) must take well under 50 ms.
-- SQLite groups by sorting unless an index already delivers the rows in
-- group order, and sorting 50,000 rows costs more than the whole budget.
-- So each seat row carries three facts it would otherwise have to join for
-- (its game's player count and time, and whether its rank is shared), and
-- covering indexes hold every column the aggregates read, in GROUP BY
-- order. Games are never edited after they are stored (only deleted whole),
-- so these copies cannot drift from their sources.

ALTER TABLE games ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN played_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN shared_rank INTEGER NOT NULL DEFAULT 0 CHECK (shared_rank IN (0, 1));

-- Fill them in for games stored under version 1.
UPDATE games SET player_count = (SELECT count(*) FROM players WHERE players.game_id = games.id);
UPDATE players SET
    player_count = (SELECT g.player_count FROM games g WHERE g.id = players.game_id),
    played_at    = (SELECT g.played_at FROM games g WHERE g.id = players.game_id),
    shared_rank  = EXISTS (SELECT 1 FROM players q
                           WHERE q.game_id = players.game_id AND q.rank = players.rank AND q.seat <> players.seat);

-- Listing newest first, and the player-count and period filters.
CREATE INDEX games_by_time ON games (played_at, id);
CREATE INDEX games_by_count ON games (player_count, played_at);

-- The player filter, head-to-head, and each name's most recent spelling.
CREATE INDEX players_by_name ON players (name_key, played_at, game_id);

-- Per-player statistics, broken down by player count and role, read in
-- one ordered pass. (game_id and seat, the primary key, are included
-- implicitly, so filtered statistics need no table lookups either.)
CREATE INDEX players_stats ON players (name_key, player_count, role, rank, shared_rank, total, coins,
    goods, boats, houses, orders, house_bonus, warehouse, missions);

-- Per-mission statistics.
CREATE INDEX missions_stats ON player_missions (mission, achieved, vp);
