package altiplano

import (
	"io"
	"strconv"
	"time"

	altiplanobox "altiplano/cmd/altiplano/box"
	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/recordfile"
	"altiplano/cmd/altiplano/words"

	"altiplano/cmd/altiplano/kept"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// Log is Altiplano's part of the play log.
func (Game) Log() game.Log { return log{} }

type log struct{}

var (
	_ game.Log = log{}
	_ game.Pad = log{}
)

// exportName is the game's name as BG Stats and BoardGameGeek list it. Its
// BoardGameGeek id is not confirmed by any source we could read: it is a
// setting (games.altiplano.bgg_object_id, or bgg_object_id), never
// guessed.
const exportName = "Altiplano"

func (log) Declare() game.Declaration {
	d := game.Declaration{
		ExportName: exportName,
		MinPlayers: altiplano.MinPlayers, MaxPlayers: altiplano.MaxPlayers,
		TieBreaks: []game.Key{{ID: kept.TieBreak, Text: words.FieldCoins.T()}},
	}
	for _, c := range altiplano.ScorePad() {
		d.Categories = append(d.Categories, game.Key{ID: string(c), Text: words.CategoryName(c)})
	}
	for _, r := range altiplano.Roles() {
		d.Roles = append(d.Roles, game.Key{ID: string(r), Text: words.RoleName(r)})
	}
	for id := altiplano.MissionID(1); int(id) <= altiplano.MissionCount; id++ {
		d.Missions = append(d.Missions, words.MissionName(id))
	}
	return d
}

// Reader reads records with the embedded catalog and the user's box
// profile laid over it.
func (log) Reader(f *factory.Factory) (game.Reader, error) {
	c, err := factory.FromBox(f, altiplanobox.Values().Catalog)()
	if err != nil {
		return nil, err
	}
	return reader{f: f, c: c}, nil
}

type reader struct {
	f *factory.Factory
	c catalog.Catalog
}

func (r reader) Read(name string, data []byte, at time.Time) (playlog.Game, error) {
	record, result, err := recordfile.ScoreRecord(name, data, words.Lexicon{}, r.c, r.f.Now(), at.Location())
	if err != nil {
		return playlog.Game{}, err
	}
	return kept.Played{Record: record, Result: result, Catalog: r.c, Now: at}.Game()
}

// Rebuild keeps the result a game was scored with (so a game scored with
// another box profile keeps its result) and its assumptions; a result that
// cannot be read, or that is not the record's, is scored again as Read
// does.
func (r reader) Rebuild(row playlog.Game) (playlog.Game, error) {
	return game.Rebuild(row, r.Read, func(name string) (playlog.Game, bool, error) {
		record, err := scoring.ParseRecord(name, row.Record, words.Lexicon{})
		if err != nil {
			return playlog.Game{}, false, err
		}
		record.InZone(row.PlayedAt.Location()) // a wall clock, where it was placed when kept
		result, err := kept.Result(row)
		if err != nil || len(result.Players) != len(record.Players) {
			return playlog.Game{}, false, nil
		}
		g, err := kept.Played{Record: record, Result: result, Catalog: r.c, Now: row.PlayedAt}.Game()
		return g, true, err
	})
}

// AsScored scores the record again with the values the game was kept
// with (kept.Catalog), whatever the user's box profile records.
func (r reader) AsScored(row playlog.Game) (playlog.Game, error) {
	c, problems := kept.Catalog(row.Values)
	if len(problems) > 0 {
		return playlog.Game{}, game.KeptProblems(problems)
	}
	return reader{f: r.f, c: c}.Read(game.KeptName(row.ID), row.Record, row.PlayedAt)
}

func (log) Recorded(record []byte) (playlog.Recorded, error) {
	r, err := scoring.ParseRecord("", record, altiplano.Identifiers{})
	if err != nil {
		return playlog.Recorded{}, err
	}
	hash, err := kept.Identity(r)
	if err != nil {
		return playlog.Recorded{}, err
	}
	if wall, ok := r.Wall(); ok {
		return playlog.Recorded{Hash: hash, PlayedAt: wall, WallClock: true}, nil
	}
	return playlog.Recorded{Hash: hash, PlayedAt: r.PlayedAt}, nil
}

// Pad is the score pad as `score` printed it, or its --json.
func (log) Pad(w io.Writer, p text.Printer, g playlog.Game, asJSON bool) error {
	res, err := kept.Result(g)
	if err != nil {
		return cmdutil.Fail(text.FieldDatabase.T(""), text.ErrDBInvalid.T("result", strconv.FormatInt(g.ID, 10)), err)
	}
	if asJSON {
		return render.JSON(w, printout.NewResultJSON(res))
	}
	record, err := scoring.ParseRecord("", g.Record, altiplano.Identifiers{})
	if err != nil {
		return cmdutil.Fail(text.FieldDatabase.T(""), text.ErrDBInvalid.T("record", strconv.FormatInt(g.ID, 10)), err)
	}
	return printout.WritePad(w, p, record, res)
}
