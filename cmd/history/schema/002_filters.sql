-- Schema version 2: what the filters and statistics need to stay fast.
--
-- player_count lets "--players 4" and the per-player-count statistics read
-- one column instead of counting seats per game; it is filled in for games
-- stored under version 1. The indexes serve the newest-first listing, the
-- player-count filter and the player-name filter (and head-to-head).

ALTER TABLE games ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0;

UPDATE games SET player_count = (SELECT count(*) FROM players WHERE players.game_id = games.id);

CREATE INDEX games_by_time ON games (played_at, id);
CREATE INDEX games_by_count ON games (player_count, played_at);
CREATE INDEX players_by_name ON players (name_key, game_id);
