-- Schema version 8: the running sums of version 5 written again from the
-- seats, whose name keys step 7 recomputed, and the guard against editing
-- stored seats back in place. The packs are written again after this
-- step, in Go.

DELETE FROM player_sums;
INSERT INTO player_sums
    SELECT game, name_key, player_count, role, count(*), sum(rank = 1), sum(rank = 1 AND shared_rank),
           sum(total), max(total)
    FROM players GROUP BY game, name_key, player_count, role;

DELETE FROM category_sums;
INSERT INTO category_sums
    SELECT p.game, p.name_key, p.player_count, p.role, s.category, min(s.position), count(*), sum(s.points)
    FROM player_scores s JOIN players p ON p.game_id = s.game_id AND p.seat = s.seat
    GROUP BY p.game, p.name_key, p.player_count, p.role, s.category;

CREATE TRIGGER players_unchanged BEFORE UPDATE ON players BEGIN
    SELECT RAISE(ABORT, 'stored seats are never edited');
END;

DELETE FROM game_chunks;
