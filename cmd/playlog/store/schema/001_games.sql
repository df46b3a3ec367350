-- Schema version 1: the games, their players and the missions they held.
-- Times are Unix seconds in UTC; booleans are 0/1. Tables are STRICT so a
-- wrong type is an error, not a silent conversion.

CREATE TABLE games (
    id           INTEGER PRIMARY KEY,
    hash         TEXT    NOT NULL UNIQUE,           -- caller's content hash, lower-case hex
    played_at    INTEGER NOT NULL,
    setup_code   TEXT    NOT NULL DEFAULT '',
    missions     INTEGER NOT NULL DEFAULT 0 CHECK (missions IN (0, 1)),
    assumptions  TEXT    NOT NULL DEFAULT '[]',     -- JSON array of assumption ids
    record_yaml  BLOB,                              -- opaque, verbatim
    values_json  BLOB,                              -- opaque, verbatim
    result_json  BLOB                               -- opaque, verbatim
) STRICT;

-- One row per seat. name_key is the case-folded name: the identity of a
-- player across games, and unique within a game.
CREATE TABLE players (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL CHECK (seat >= 1),
    name         TEXT    NOT NULL,
    name_key     TEXT    NOT NULL,
    coins        INTEGER NOT NULL,
    goods        INTEGER NOT NULL,
    boats        INTEGER NOT NULL,
    houses       INTEGER NOT NULL,
    orders       INTEGER NOT NULL,
    house_bonus  INTEGER NOT NULL,
    warehouse    INTEGER NOT NULL,
    missions     INTEGER NOT NULL,
    total        INTEGER NOT NULL,
    rank         INTEGER NOT NULL CHECK (rank >= 1),
    start_player INTEGER NOT NULL DEFAULT 0 CHECK (start_player IN (0, 1)),
    role         TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, name_key)
) STRICT, WITHOUT ROWID;

CREATE TABLE player_missions (
    game_id      INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    mission      INTEGER NOT NULL CHECK (mission BETWEEN 1 AND 20),
    achieved     INTEGER NOT NULL CHECK (achieved IN (0, 1)),
    vp           INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, mission),
    FOREIGN KEY (game_id, seat) REFERENCES players (game_id, seat) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
