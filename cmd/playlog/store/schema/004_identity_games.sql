-- Schema version 4: a history that stays true, for more than one game.
--
-- * Stored results may be corrected (a re-scored record with a corrected
--   box profile): a game is updated by deleting its seats and inserting the
--   new ones, so the running sums of version 3 follow through their
--   triggers; seats are still never edited in place.
-- * A game's identity (hash) is recomputed by the program after this step:
--   names compared by the name rule, times as instants.
-- * game names the board game (existing rows: 'altiplano'), so that one
--   history can hold several games without mixing their statistics.
-- * duration_min and location come from the record when it gives them.
-- * player_scores holds each seat's points per scoring category, by a
--   game-neutral category key; Altiplano's are copied from the seats.

ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'altiplano';
ALTER TABLE games ADD COLUMN duration_min INTEGER NOT NULL DEFAULT 0 CHECK (duration_min >= 0);
ALTER TABLE games ADD COLUMN location TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN game TEXT NOT NULL DEFAULT 'altiplano';

CREATE INDEX games_by_game ON games (game, played_at, id);

CREATE TABLE player_scores (
    game_id  INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    category TEXT    NOT NULL,
    position INTEGER NOT NULL,   -- the category's place in the game's score pad
    points   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, category),
    FOREIGN KEY (game_id, seat) REFERENCES players (game_id, seat) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

INSERT INTO player_scores (game_id, seat, category, position, points)
    SELECT game_id, seat, 'goods', 1, goods FROM players
    UNION ALL SELECT game_id, seat, 'boats', 2, boats FROM players
    UNION ALL SELECT game_id, seat, 'houses', 3, houses FROM players
    UNION ALL SELECT game_id, seat, 'orders', 4, orders FROM players
    UNION ALL SELECT game_id, seat, 'house_bonus', 5, house_bonus FROM players
    UNION ALL SELECT game_id, seat, 'warehouse', 6, warehouse FROM players
    UNION ALL SELECT game_id, seat, 'missions', 7, missions FROM players;

-- The per-player sums of version 3 are Altiplano's: other games keep their
-- seats out of them (their statistics read the seats and player_scores).
DROP TRIGGER player_sums_add;
CREATE TRIGGER player_sums_add AFTER INSERT ON players WHEN NEW.game = 'altiplano' BEGIN
    INSERT INTO player_sums VALUES (NEW.name_key, NEW.player_count, NEW.role, 1,
        NEW.rank = 1, NEW.rank = 1 AND NEW.shared_rank, NEW.total, NEW.total, NEW.coins, NEW.goods,
        NEW.boats, NEW.houses, NEW.orders, NEW.house_bonus, NEW.warehouse, NEW.missions)
    ON CONFLICT DO UPDATE SET
        games = games + 1, wins = wins + excluded.wins, shared_wins = shared_wins + excluded.shared_wins,
        total = total + excluded.total, best = max(best, excluded.best), coins = coins + excluded.coins,
        goods = goods + excluded.goods, boats = boats + excluded.boats, houses = houses + excluded.houses,
        orders = orders + excluded.orders, house_bonus = house_bonus + excluded.house_bonus,
        warehouse = warehouse + excluded.warehouse, missions = missions + excluded.missions;
END;

DROP TRIGGER player_sums_remove;
CREATE TRIGGER player_sums_remove AFTER DELETE ON players WHEN OLD.game = 'altiplano' BEGIN
    UPDATE player_sums SET
        games = games - 1, wins = wins - (OLD.rank = 1), shared_wins = shared_wins - (OLD.rank = 1 AND OLD.shared_rank),
        total = total - OLD.total, coins = coins - OLD.coins, goods = goods - OLD.goods,
        boats = boats - OLD.boats, houses = houses - OLD.houses, orders = orders - OLD.orders,
        house_bonus = house_bonus - OLD.house_bonus, warehouse = warehouse - OLD.warehouse,
        missions = missions - OLD.missions,
        best = coalesce((SELECT max(p.total) FROM players p WHERE p.name_key = OLD.name_key
                         AND p.player_count = OLD.player_count AND p.role = OLD.role AND p.game = 'altiplano'), 0)
    WHERE name_key = OLD.name_key AND player_count = OLD.player_count AND role = OLD.role;
    DELETE FROM player_sums
    WHERE name_key = OLD.name_key AND player_count = OLD.player_count AND role = OLD.role AND games = 0;
END;

-- Filtered statistics (a player, a player count, a period, a role, head to
-- head) must take well under 20 ms over 10,000 games. Reading their seats
-- through the indexes of version 2 costs 60-300 ms, and even one row per
-- game costs SQLite about 1.5 us a row. So the seats of up to 128 games (by
-- id) are packed into one row, a chunk, written by the program in the
-- transaction that stores, replaces or deletes a game (filled for stored
-- games after this step), and summed in Go. min_at and max_at let a period
-- skip the chunks outside it.
CREATE TABLE game_chunks (
    game   TEXT    NOT NULL,
    chunk  INTEGER NOT NULL,   -- game id / 128
    min_at INTEGER NOT NULL,
    max_at INTEGER NOT NULL,
    games  INTEGER NOT NULL,
    data   BLOB    NOT NULL,   -- the games' entries, one after the other (see pack.go)
    PRIMARY KEY (game, chunk)
) STRICT, WITHOUT ROWID;
