package alpaka

import (
	"slices"
	"strconv"
	"time"

	alpakabox "altiplano/cmd/alpaka/box"
	"altiplano/cmd/alpaka/kept"
	scorecmd "altiplano/cmd/alpaka/score"
	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	alpakascore "altiplano/scoring/alpaka"
	"altiplano/scoring/ranking"
)

// Log is Alpaka's part of the play log: its games are kept in the shared
// form of the pad (scoring/result), with the record as scored.
func (Game) Log() game.Log { return log{} }

type log struct{}

var (
	_ game.Log     = log{}
	_ game.Verdict = log{}
)

// bggObjectID is Alpaka's id on BoardGameGeek (games.alpaka.bgg_object_id
// in the config overrides it).
const bggObjectID = 391045

func (log) Declare() game.Declaration {
	return game.Declaration{
		ExportName: "Alpaka", BGGObjectID: bggObjectID,
		MinPlayers: alpaka.PlayersLimit.Min, MaxPlayers: alpaka.PlayersLimit.Max,
		Categories: []game.Key{
			{ID: alpakascore.Categories[0], Text: words.CategoryCards.T()},
			{ID: alpakascore.Categories[1], Text: words.CategoryFighter.T()},
		},
		TieBreaks: []game.Key{ // after the points
			{ID: string(alpakascore.TieBreak[1]), Text: words.KeyAlpacas.T()},
			{ID: string(alpakascore.TieBreak[2]), Text: words.KeyMostValuable.T()},
			{ID: string(alpakascore.TieBreak[3]), Text: words.KeyDeck.T()},
		},
	}
}

// Reader reads records with the built-in catalog and the alpaka: section
// of the user's box profile laid over it.
func (log) Reader(f *factory.Factory) (game.Reader, error) {
	c, err := factory.FromBox(f, alpakabox.Values().Catalog)()
	if err != nil {
		return nil, err
	}
	return reader{c: c}, nil
}

type reader struct{ c alpaka.Catalog }

func (r reader) Read(name string, data []byte, undated time.Time) (playlog.Game, error) {
	rec, err := alpakascore.Parse(name, data, words.Names{})
	if err != nil {
		return playlog.Game{}, err
	}
	if pr := rec.Place(undated.Location(), undated); pr != nil {
		return playlog.Game{}, rules.Problems{pr}
	}
	res, err := alpakascore.Score(rec, r.c)
	if err != nil {
		return playlog.Game{}, err
	}
	values, err := kept.Values(r.c)
	if err != nil {
		return playlog.Game{}, err
	}
	return kept.Stored(rec, playlog.ResultOf(res.Neutral(), data, undated), values)
}

// Rebuild keeps the places and points a game was kept with; a result that
// cannot be read, or that is not the record's, is scored again as Read
// does. Its values are the box profile's, as Read's.
func (r reader) Rebuild(row playlog.Game) (playlog.Game, error) {
	return game.Rebuild(row, r.Read, func(name string) (playlog.Game, bool, error) {
		rec, err := alpakascore.Parse(name, row.Record, words.Names{})
		if err != nil {
			return playlog.Game{}, false, err
		}
		players, keys, err := playlog.ReadResult(row)
		if err != nil || len(players) != len(rec.Players) {
			return playlog.Game{}, false, nil
		}
		if len(keys) == 0 { // kept before the keys were
			keys = game.Keys(log{}.Declare().TieBreaks)
		}
		values, err := kept.Values(r.c)
		if err != nil {
			return playlog.Game{}, false, err
		}
		g, err := kept.Stored(rec, playlog.Result{Game: alpaka.ID, Now: row.PlayedAt, Record: row.Record, TieBreak: keys, Players: players}, values)
		return g, true, err
	})
}

// AsScored scores the record again with what the box gave the catalog
// the game was scored with (kept.Values), whatever the user's box profile
// records; a game kept without them, with the user's box profile.
func (r reader) AsScored(row playlog.Game) (playlog.Game, error) {
	name := game.KeptName(row.ID)
	if len(row.Values) == 0 {
		return r.Read(name, row.Record, row.PlayedAt)
	}
	// A record that is not Alpaka's is said first: then its values are
	// another game's.
	if _, err := alpakascore.Parse(name, row.Record, words.Names{}); err != nil {
		return playlog.Game{}, err
	}
	c, problems := kept.Catalog(row.Values)
	if len(problems) > 0 {
		return playlog.Game{}, game.KeptProblems(problems)
	}
	return reader{c: c}.Read(name, row.Record, row.PlayedAt)
}

// Recorded is a kept record's identity; Alpaka's records give no time.
func (log) Recorded(record []byte) (playlog.Recorded, error) {
	r, err := alpakascore.Parse("", record, words.Names{})
	if err != nil {
		return playlog.Recorded{}, err
	}
	res := playlog.Result{Game: alpaka.ID, Record: record}
	for _, p := range r.Players {
		res.Players = append(res.Players, playlog.ResultPlayer{Name: p.Name, Place: 1})
	}
	g, err := kept.Stored(r, res, nil)
	return playlog.Recorded{Hash: g.Hash}, err
}

// Verdict is how the pad of a kept game ended: its players ranked again
// from the totals and tie-break values they were kept with.
func (log) Verdict(p text.Printer, g playlog.Game) ([]string, error) {
	players, keys, err := playlog.ReadResult(g)
	if err != nil {
		return nil, cmdutil.Fail(text.FieldDatabase.T(""), text.ErrDBInvalid.T("result", strconv.FormatInt(g.ID, 10)), err)
	}
	if len(keys) == 0 { // kept before the keys were
		keys = game.Keys(log{}.Declare().TieBreaks)
	}
	res := alpakascore.Result{Players: make([]alpakascore.PlayerScore, len(players))}
	for i, pl := range players {
		value := func(key ranking.Key) int {
			if k := slices.Index(keys, string(key)); k >= 0 && k < len(pl.TieBreak) {
				return pl.TieBreak[k]
			}
			return 0
		}
		res.Players[i] = alpakascore.PlayerScore{Name: pl.Name, Total: pl.Total, Alpacas: value(alpakascore.TieBreak[1]),
			MostValuable: value(alpakascore.TieBreak[2]), Deck: value(alpakascore.TieBreak[3])}
	}
	res.Rank()
	lines := scorecmd.Verdict(p, res)
	if warnings := keptWarnings(g, players); len(warnings) > 0 {
		lines = append(lines, "", words.PadNotes.In(p))
		for _, w := range warnings {
			lines = append(lines, "  - "+words.Warning(p, w))
		}
	}
	return lines, nil
}

// keptWarnings are the notes the pad of a kept game ended with (a unicorn
// whose card was chosen as the best for its owner, a snob whose value was
// not known): its record scored again with the values it was kept with,
// when it gives the points it was kept with. None for a game kept without
// values.
func keptWarnings(g playlog.Game, players []playlog.ResultPlayer) []alpakascore.Warning {
	if len(g.Values) == 0 {
		return nil
	}
	c, problems := kept.Catalog(g.Values)
	if len(problems) > 0 {
		return nil
	}
	rec, err := alpakascore.Parse(game.KeptName(g.ID), g.Record, words.Names{})
	if err != nil {
		return nil
	}
	res, err := alpakascore.Score(rec, c)
	if err != nil || len(res.Players) != len(players) {
		return nil
	}
	for i, ps := range res.Players {
		if ps.Total != players[i].Total {
			return nil
		}
	}
	return res.Warnings
}
