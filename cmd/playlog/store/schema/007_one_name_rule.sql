-- Schema version 7: one name rule for every game.
--
-- Names are compared by the name rule's key (NFKC and full case folding)
-- for every game: each seat's name_key and each game's identity (hash) are
-- recomputed by the program after this step. Two seats of one game whose
-- names now share a key keep both rows, the later one's key told apart by
-- its seat; two games that now are one keep both rows (the second keeps
-- its old hash). The seats' name keys are the one edit of stored seats:
-- the guard against edits returns in step 8, with the running sums and
-- packs written again under the new keys.
--
-- first_hash is the hash a game was first kept under: the ids the exports
-- write derive from it, so that BG Stats matches the plays it imported
-- before identities are recomputed.

ALTER TABLE games ADD COLUMN first_hash TEXT NOT NULL DEFAULT '';

UPDATE games SET first_hash = hash;

DROP TRIGGER players_unchanged;
