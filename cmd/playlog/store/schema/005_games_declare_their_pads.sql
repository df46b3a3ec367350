-- Schema version 5: every game's seats in one shape, whatever its pad.
--
-- Versions 1 to 4 kept the seats in Altiplano's shape: a column per
-- category of its pad and one for its tie-break (coins), and running sums
-- over those columns for Altiplano's games only. A game now declares its
-- own categories and tie-break keys, and the seats keep them by key:
--
-- * player_scores (version 4) holds every seat's points per category;
--   player_tie_breaks holds every seat's tie-break values, by key. The
--   seat columns of versions 1 to 3 (coins, goods … missions) are dropped
--   after their values are copied: coins become the tie-break 'coins' of
--   the games they were kept for; the categories were copied by version 4.
--   Tie-break values of other games were kept only in their result, by
--   position, without their keys: they stay there (nothing is lost), and a
--   game's rescore keeps them by key.
-- * player_missions keeps the mission cards any game's players held,
--   numbered from 1 (version 1 allowed 1 to 20 only).
-- * The running sums of version 3 are kept per game: player_sums per game,
--   player, player count and role; category_sums per category besides;
--   mission_sums per game and card. Triggers keep player_sums and
--   mission_sums in step inside the transaction that stores, replaces or
--   deletes a game, for every game; category_sums, with a row change per
--   seat and category, is kept by the program in that same transaction
--   (sums.go), a change per group and category.
-- * The seat packs of version 4 (game_chunks) change format (see pack.go):
--   they are written again after this step.

-- Tie-break values by key.
CREATE TABLE player_tie_breaks (
    game_id  INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    key      TEXT    NOT NULL,
    position INTEGER NOT NULL,   -- the key's place in the game's tie-break, after the points
    value    INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, key),
    FOREIGN KEY (game_id, seat) REFERENCES players (game_id, seat) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

INSERT INTO player_tie_breaks (game_id, seat, key, position, value)
    SELECT game_id, seat, 'coins', 1, coins FROM players WHERE game = 'altiplano';

-- The old sums, their triggers and the index over the old columns go.
DROP TRIGGER player_sums_add;
DROP TRIGGER player_sums_remove;
DROP TRIGGER mission_sums_add;
DROP TRIGGER mission_sums_remove;
DROP TRIGGER player_missions_unchanged;
DROP TABLE player_sums;
DROP TABLE mission_sums;
DROP INDEX players_stats;
DROP INDEX missions_stats;

ALTER TABLE players DROP COLUMN coins;
ALTER TABLE players DROP COLUMN goods;
ALTER TABLE players DROP COLUMN boats;
ALTER TABLE players DROP COLUMN houses;
ALTER TABLE players DROP COLUMN orders;
ALTER TABLE players DROP COLUMN house_bonus;
ALTER TABLE players DROP COLUMN warehouse;
ALTER TABLE players DROP COLUMN missions;

-- Mission cards numbered from 1, for any game. A child table: dropping it
-- deletes nothing else.
CREATE TABLE player_missions_5 (
    game_id      INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    mission      INTEGER NOT NULL CHECK (mission >= 1),
    achieved     INTEGER NOT NULL CHECK (achieved IN (0, 1)),
    vp           INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, mission),
    FOREIGN KEY (game_id, seat) REFERENCES players (game_id, seat) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
INSERT INTO player_missions_5 SELECT game_id, seat, mission, achieved, vp FROM player_missions;
DROP TABLE player_missions;
ALTER TABLE player_missions_5 RENAME TO player_missions;

-- A player's best total in a group, looked up again when a seat goes.
CREATE INDEX players_best ON players (game, name_key, player_count, role, total);

CREATE TABLE player_sums (
    game         TEXT    NOT NULL,
    name_key     TEXT    NOT NULL,
    player_count INTEGER NOT NULL,
    role         TEXT    NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    shared_wins  INTEGER NOT NULL,
    total        INTEGER NOT NULL,
    best         INTEGER NOT NULL,
    PRIMARY KEY (game, name_key, player_count, role)
) STRICT, WITHOUT ROWID;

CREATE TABLE category_sums (
    game         TEXT    NOT NULL,
    name_key     TEXT    NOT NULL,
    player_count INTEGER NOT NULL,
    role         TEXT    NOT NULL,
    category     TEXT    NOT NULL,
    position     INTEGER NOT NULL,   -- the category's place in the pad
    seats        INTEGER NOT NULL,
    points       INTEGER NOT NULL,
    PRIMARY KEY (game, name_key, player_count, role, category)
) STRICT, WITHOUT ROWID;

CREATE TABLE mission_sums (
    game     TEXT    NOT NULL,
    mission  INTEGER NOT NULL,
    held     INTEGER NOT NULL,
    achieved INTEGER NOT NULL,
    vp       INTEGER NOT NULL,
    PRIMARY KEY (game, mission)
) STRICT, WITHOUT ROWID;

INSERT INTO player_sums
    SELECT game, name_key, player_count, role, count(*), sum(rank = 1), sum(rank = 1 AND shared_rank),
           sum(total), max(total)
    FROM players GROUP BY game, name_key, player_count, role;

INSERT INTO category_sums
    SELECT p.game, p.name_key, p.player_count, p.role, s.category, min(s.position), count(*), sum(s.points)
    FROM player_scores s JOIN players p ON p.game_id = s.game_id AND p.seat = s.seat
    GROUP BY p.game, p.name_key, p.player_count, p.role, s.category;

INSERT INTO mission_sums
    SELECT p.game, m.mission, count(*), sum(m.achieved), sum(m.vp)
    FROM player_missions m JOIN players p ON p.game_id = m.game_id AND p.seat = m.seat
    GROUP BY p.game, m.mission;

CREATE TRIGGER player_sums_add AFTER INSERT ON players BEGIN
    INSERT INTO player_sums VALUES (NEW.game, NEW.name_key, NEW.player_count, NEW.role, 1,
        NEW.rank = 1, NEW.rank = 1 AND NEW.shared_rank, NEW.total, NEW.total)
    ON CONFLICT DO UPDATE SET
        games = games + 1, wins = wins + excluded.wins, shared_wins = shared_wins + excluded.shared_wins,
        total = total + excluded.total, best = max(best, excluded.best);
END;

-- A best total cannot be taken back by subtraction: after a delete it is
-- looked up again among the group's remaining seats (one range of
-- players_best).
CREATE TRIGGER player_sums_remove AFTER DELETE ON players BEGIN
    UPDATE player_sums SET
        games = games - 1, wins = wins - (OLD.rank = 1), shared_wins = shared_wins - (OLD.rank = 1 AND OLD.shared_rank),
        total = total - OLD.total,
        best = coalesce((SELECT max(p.total) FROM players p WHERE p.game = OLD.game AND p.name_key = OLD.name_key
                         AND p.player_count = OLD.player_count AND p.role = OLD.role), 0)
    WHERE game = OLD.game AND name_key = OLD.name_key AND player_count = OLD.player_count AND role = OLD.role;
    DELETE FROM player_sums
    WHERE game = OLD.game AND name_key = OLD.name_key AND player_count = OLD.player_count AND role = OLD.role
      AND games = 0;
END;

CREATE TRIGGER mission_sums_add AFTER INSERT ON player_missions BEGIN
    INSERT INTO mission_sums
        SELECT p.game, NEW.mission, 1, NEW.achieved, NEW.vp
        FROM players p WHERE p.game_id = NEW.game_id AND p.seat = NEW.seat
    ON CONFLICT DO UPDATE SET held = held + 1, achieved = achieved + excluded.achieved, vp = vp + excluded.vp;
END;

CREATE TRIGGER mission_sums_remove AFTER DELETE ON player_missions BEGIN
    UPDATE mission_sums SET held = held - 1, achieved = achieved - OLD.achieved, vp = vp - OLD.vp
    WHERE game = (SELECT p.game FROM players p WHERE p.game_id = OLD.game_id AND p.seat = OLD.seat)
      AND mission = OLD.mission;
    DELETE FROM mission_sums
    WHERE game = (SELECT p.game FROM players p WHERE p.game_id = OLD.game_id AND p.seat = OLD.seat)
      AND mission = OLD.mission AND held = 0;
END;

-- Seats, their points, tie-break values and missions are stored once and
-- deleted with their game (or replaced whole), never edited: an edit would
-- bypass the sums, so it is refused.
CREATE TRIGGER player_missions_unchanged BEFORE UPDATE ON player_missions BEGIN
    SELECT RAISE(ABORT, 'stored missions are never edited');
END;

CREATE TRIGGER player_scores_unchanged BEFORE UPDATE ON player_scores BEGIN
    SELECT RAISE(ABORT, 'stored points are never edited');
END;

CREATE TRIGGER player_tie_breaks_unchanged BEFORE UPDATE ON player_tie_breaks BEGIN
    SELECT RAISE(ABORT, 'stored tie-break values are never edited');
END;

-- The packs are written again in their new format (after this step, in Go).
DELETE FROM game_chunks;
