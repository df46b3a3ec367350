-- Schema version 3: running sums for the statistics of the whole history.
--
-- `altiplano stats` over everything is the question asked most, and in a
-- fresh process even the ordered index pass of version 2 costs 35-60 ms
-- over 10,000 games. These tables hold the same sums per group, kept by
-- triggers inside the transaction that stores or deletes a game, so they
-- are never out of step with the seats they sum. Filtered statistics still
-- read the indexes of version 2.

CREATE TABLE player_sums (
    name_key     TEXT    NOT NULL,
    player_count INTEGER NOT NULL,
    role         TEXT    NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    shared_wins  INTEGER NOT NULL,
    total        INTEGER NOT NULL,
    best         INTEGER NOT NULL,
    coins        INTEGER NOT NULL,
    goods        INTEGER NOT NULL,
    boats        INTEGER NOT NULL,
    houses       INTEGER NOT NULL,
    orders       INTEGER NOT NULL,
    house_bonus  INTEGER NOT NULL,
    warehouse    INTEGER NOT NULL,
    missions     INTEGER NOT NULL,
    PRIMARY KEY (name_key, player_count, role)
) STRICT, WITHOUT ROWID;

CREATE TABLE mission_sums (
    mission  INTEGER PRIMARY KEY,
    held     INTEGER NOT NULL,
    achieved INTEGER NOT NULL,
    vp       INTEGER NOT NULL
) STRICT;

INSERT INTO player_sums
    SELECT name_key, player_count, role, count(*), sum(rank = 1), sum(rank = 1 AND shared_rank),
           sum(total), max(total), sum(coins), sum(goods), sum(boats), sum(houses), sum(orders),
           sum(house_bonus), sum(warehouse), sum(missions)
    FROM players GROUP BY name_key, player_count, role;

INSERT INTO mission_sums
    SELECT mission, count(*), sum(achieved), sum(vp) FROM player_missions GROUP BY mission;

CREATE TRIGGER player_sums_add AFTER INSERT ON players BEGIN
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

-- A best total cannot be taken back by subtraction: after a delete it is
-- looked up again among the group's remaining seats (one range of the
-- players_stats index).
CREATE TRIGGER player_sums_remove AFTER DELETE ON players BEGIN
    UPDATE player_sums SET
        games = games - 1, wins = wins - (OLD.rank = 1), shared_wins = shared_wins - (OLD.rank = 1 AND OLD.shared_rank),
        total = total - OLD.total, coins = coins - OLD.coins, goods = goods - OLD.goods,
        boats = boats - OLD.boats, houses = houses - OLD.houses, orders = orders - OLD.orders,
        house_bonus = house_bonus - OLD.house_bonus, warehouse = warehouse - OLD.warehouse,
        missions = missions - OLD.missions,
        best = coalesce((SELECT max(p.total) FROM players p WHERE p.name_key = OLD.name_key
                         AND p.player_count = OLD.player_count AND p.role = OLD.role), 0)
    WHERE name_key = OLD.name_key AND player_count = OLD.player_count AND role = OLD.role;
    DELETE FROM player_sums
    WHERE name_key = OLD.name_key AND player_count = OLD.player_count AND role = OLD.role AND games = 0;
END;

CREATE TRIGGER mission_sums_add AFTER INSERT ON player_missions BEGIN
    INSERT INTO mission_sums VALUES (NEW.mission, 1, NEW.achieved, NEW.vp)
    ON CONFLICT DO UPDATE SET held = held + 1, achieved = achieved + excluded.achieved, vp = vp + excluded.vp;
END;

CREATE TRIGGER mission_sums_remove AFTER DELETE ON player_missions BEGIN
    UPDATE mission_sums SET held = held - 1, achieved = achieved - OLD.achieved, vp = vp - OLD.vp
    WHERE mission = OLD.mission;
    DELETE FROM mission_sums WHERE mission = OLD.mission AND held = 0;
END;

-- Seats and missions are stored once and deleted with their game, never
-- edited; an edit would bypass the sums, so it is refused.
CREATE TRIGGER players_unchanged BEFORE UPDATE ON players BEGIN
    SELECT RAISE(ABORT, 'stored seats are never edited');
END;

CREATE TRIGGER player_missions_unchanged BEFORE UPDATE ON player_missions BEGIN
    SELECT RAISE(ABORT, 'stored missions are never edited');
END;
