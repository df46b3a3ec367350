package store

import (
	"bytes"
	"cmp"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"math"
	"slices"

	"altiplano/cmd/playlog"
)

// packedSeat is what statistics read of one seat.
type packedSeat struct {
	key      string // name key
	role     string
	keyID    int32 // key and role as numbers, the same within one scan
	roleID   int32
	rank     int
	shared   bool // another seat holds the same rank
	total    int
	points   []int // per category of the game, in its pad order (packedGame.cats)
	missions []playlog.Mission
}

// packedGame is one game of a chunk, decoded.
type packedGame struct {
	id       int64
	at       int64
	missions bool
	// cats are the game's categories, numbered within one scan (see
	// decoder.cats), in pad order.
	cats    []int
	seats   []packedSeat
	held    []playlog.Mission // the seats' missions, one after the other
	heldEnd []int             // where each seat's missions end in held
	scored  []int             // the seats' points, one after the other
}

var errPack = errors.New("store: damaged seat pack")

// Bounds of a sane entry, so that a damaged pack cannot make the decoder
// allocate without end.
const (
	maxPackSeats      = 64
	maxPackCategories = 64
	maxPackMissions   = 256
)

// chunkGames is how many games (by id) share a chunk row.
const chunkGames = 128

func chunkOf(id int64) int64 { return id / chunkGames }

// packEntry encodes game g (id id) as one entry of a chunk: its id, time,
// mission flag, its categories' keys (their count, then the keys as one
// length-prefixed section, which a scan compares whole with the previous
// game's), then its seats: per seat the name key, role, rank, shared flag,
// total, the points per category and the missions held, as varints and
// length-prefixed strings.
func packEntry(id int64, g playlog.Game) []byte {
	ranks := make(map[int]int, len(g.Players))
	for _, p := range g.Players {
		ranks[p.Rank]++
	}
	b := make([]byte, 0, 64+48*len(g.Players))
	b = binary.AppendUvarint(b, uint64(id))
	b = binary.AppendVarint(b, g.PlayedAt.Unix())
	flag := func(v bool) {
		if v {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
	}
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	flag(g.Missions)
	var cats []playlog.Score // every seat has the same categories (see Game.Normalized)
	if len(g.Players) > 0 {
		cats = g.Players[0].Scores
	}
	var section []byte
	for _, c := range cats {
		section = binary.AppendUvarint(section, uint64(len(c.Category)))
		section = append(section, c.Category...)
	}
	b = binary.AppendUvarint(b, uint64(len(cats)))
	b = binary.AppendUvarint(b, uint64(len(section)))
	b = append(b, section...)
	b = binary.AppendUvarint(b, uint64(len(g.Players)))
	keys := seatKeys(g)
	for i, p := range g.Players {
		str(keys[i])
		str(p.Role)
		b = binary.AppendUvarint(b, uint64(p.Rank))
		flag(ranks[p.Rank] > 1)
		b = binary.AppendVarint(b, int64(p.Total))
		for _, sc := range p.Scores {
			b = binary.AppendVarint(b, int64(sc.Points))
		}
		b = binary.AppendUvarint(b, uint64(len(p.Missions)))
		for _, m := range p.Missions {
			b = binary.AppendUvarint(b, uint64(m.ID))
			flag(m.Achieved)
			b = binary.AppendVarint(b, int64(m.VP))
		}
	}
	return b
}

// interned holds one copy of each name key and role a scan has seen, and
// numbers them, so decoding a seat allocates no strings and summing can
// group by numbers.
type interned struct {
	ids  map[string]int32
	strs []string
}

func newInterned() *interned { return &interned{ids: map[string]int32{}} }

func (in *interned) get(b []byte) (string, int32) {
	if id, ok := in.ids[string(b)]; ok { // no allocation for the lookup
		return in.strs[id], id
	}
	s := string(b)
	id := int32(len(in.strs))
	in.ids[s] = id
	in.strs = append(in.strs, s)
	return s, id
}

// decoder reads the entries of a chunk one at a time.
type decoder struct {
	b   []byte
	bad bool
	in  *interned
	// cats numbers the categories of a scan densely (0, 1, …), apart from
	// the names and roles; lastCats and lastIDs remember the previous
	// game's categories, which the next game almost always repeats.
	cats     *interned
	lastCats []byte
	lastIDs  []int
}

func (d *decoder) uv() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.bad = true
		return 0
	}
	d.b = d.b[n:]
	return v
}

// sv reads a signed varint: an unsigned one, zig-zag encoded, as
// binary.Varint reads it.
func (d *decoder) sv() int64 {
	u := d.uv()
	v := int64(u >> 1)
	if u&1 != 0 {
		v = ^v
	}
	return v
}

func (d *decoder) flag() bool {
	if len(d.b) == 0 {
		d.bad = true
		return false
	}
	v := d.b[0] == 1
	d.b = d.b[1:]
	return v
}

func (d *decoder) str() (string, int32) {
	n := d.uv()
	if d.bad || n > uint64(len(d.b)) {
		d.bad = true
		return "", 0
	}
	var s string
	var id int32
	if d.in != nil {
		s, id = d.in.get(d.b[:n])
	}
	d.b = d.b[n:]
	return s, id
}

// next decodes the next entry into g (reusing its storage).
func (d *decoder) next(g *packedGame) error {
	g.id, g.at, g.missions = int64(d.uv()), d.sv(), d.flag()
	if err := d.categories(g); err != nil {
		return err
	}
	n := d.uv()
	if n > maxPackSeats {
		return errPack
	}
	g.seats, g.held, g.heldEnd, g.scored = g.seats[:0], g.held[:0], g.heldEnd[:0], g.scored[:0]
	for range n {
		var s packedSeat
		s.key, s.keyID = d.str()
		s.role, s.roleID = d.str()
		s.rank = int(d.uv())
		s.shared = d.flag()
		s.total = int(d.sv())
		for range g.cats {
			g.scored = append(g.scored, int(d.sv()))
		}
		m := d.uv()
		if m > maxPackMissions {
			return errPack
		}
		for range m {
			g.held = append(g.held, playlog.Mission{ID: int(d.uv()), Achieved: d.flag(), VP: int(d.sv())})
		}
		if d.bad {
			return errPack
		}
		g.seats = append(g.seats, s)
		g.heldEnd = append(g.heldEnd, len(g.held))
	}
	if d.bad {
		return errPack
	}
	// Slices into held and scored only now that they have stopped growing.
	from, k := 0, len(g.cats)
	for i := range g.seats {
		g.seats[i].missions = g.held[from:g.heldEnd[i]:g.heldEnd[i]]
		g.seats[i].points = g.scored[i*k : (i+1)*k : (i+1)*k]
		from = g.heldEnd[i]
	}
	return nil
}

// categories reads a game's category keys into g.cats, as numbers (all 0
// when the decoder does not number categories: only their count is
// wanted).
func (d *decoder) categories(g *packedGame) error {
	n, size := d.uv(), d.uv()
	if d.bad || n > maxPackCategories || size > uint64(len(d.b)) {
		return errPack
	}
	raw := d.b[:size]
	d.b = d.b[size:]
	g.cats = g.cats[:0]
	if d.cats == nil {
		for range n {
			g.cats = append(g.cats, 0)
		}
		return nil
	}
	if d.lastIDs == nil || !bytes.Equal(raw, d.lastCats) {
		d.lastIDs = d.lastIDs[:0]
		c := decoder{b: raw}
		for range n {
			k := c.uv()
			if c.bad || k > uint64(len(c.b)) {
				return errPack
			}
			_, id := d.cats.get(c.b[:k])
			c.b = c.b[k:]
			d.lastIDs = append(d.lastIDs, int(id))
		}
		if len(c.b) > 0 {
			return errPack
		}
		// A copy: raw lies in a row that the next row's scan overwrites.
		d.lastCats = append(d.lastCats[:0], raw...)
	}
	g.cats = append(g.cats, d.lastIDs...)
	return nil
}

// chunkKey names a chunk row.
type chunkKey struct {
	game  playlog.ID
	chunk int64
}

// chunkEdit is what a transaction changes in one chunk: entries to add,
// and game ids whose entries go.
type chunkEdit struct {
	add    [][]byte
	addAt  []int64
	remove map[int64]bool
}

// chunkEdits collects the changes of one transaction, written by flush.
type chunkEdits map[chunkKey]*chunkEdit

func (ce chunkEdits) edit(game playlog.ID, id int64) *chunkEdit {
	k := chunkKey{game, chunkOf(id)}
	e := ce[k]
	if e == nil {
		e = &chunkEdit{remove: map[int64]bool{}}
		ce[k] = e
	}
	return e
}

// add packs game g, stored as id.
func (ce chunkEdits) add(id int64, g playlog.Game) {
	e := ce.edit(g.Game, id)
	e.add = append(e.add, packEntry(id, g))
	e.addAt = append(e.addAt, g.PlayedAt.Unix())
}

// remove drops game id (of board game game) from its chunk.
func (ce chunkEdits) remove(game playlog.ID, id int64) {
	ce.edit(game, id).remove[id] = true
}

// flush writes every edited chunk: the entries kept, then those added.
func (ce chunkEdits) flush(ctx context.Context, tx *sql.Tx) error {
	for k, e := range ce {
		var data []byte
		var minAt, maxAt int64
		var games int
		err := tx.QueryRowContext(ctx, `SELECT data FROM game_chunks WHERE game = ? AND chunk = ?`, string(k.game), k.chunk).Scan(&data)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		out := make([]byte, 0, len(data)+len(e.add)*300)
		first := true
		note := func(at int64) {
			if first || at < minAt {
				minAt = at
			}
			if first || at > maxAt {
				maxAt = at
			}
			first = false
			games++
		}
		d := decoder{b: data}
		var g packedGame
		for len(d.b) > 0 {
			start := d.b
			if err := d.next(&g); err != nil {
				return err
			}
			if e.remove[g.id] {
				continue
			}
			out = append(out, start[:len(start)-len(d.b)]...)
			note(g.at)
		}
		for i, entry := range e.add {
			out = append(out, entry...)
			note(e.addAt[i])
		}
		if games == 0 {
			_, err = tx.ExecContext(ctx, `DELETE FROM game_chunks WHERE game = ? AND chunk = ?`, string(k.game), k.chunk)
		} else {
			_, err = tx.ExecContext(ctx, `INSERT OR REPLACE INTO game_chunks (game, chunk, min_at, max_at, games, data)
				VALUES (?, ?, ?, ?, ?, ?)`, string(k.game), k.chunk, minAt, maxAt, games, out)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// fillPacks writes the chunks of every stored game (schema step 5).
func fillPacks(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM games ORDER BY id`)
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	for i := 0; i < len(ids); i += eachBatch {
		games, err := loadIDs(ctx, tx, ids[i:min(i+eachBatch, len(ids))])
		if err != nil {
			return err
		}
		ce := chunkEdits{}
		for id, g := range games {
			ce.add(id, *g)
		}
		if err := ce.flush(ctx, tx); err != nil {
			return err
		}
	}
	return nil
}

// scanPacks gives fn every game f selects (player count, period, player,
// role and the newest Limit), decoded from the chunks: a few rows for
// thousands of games. Games come in no particular order unless f has a
// Limit, when they come newest first.
func scanPacks(ctx context.Context, tx *sql.Tx, f playlog.Filter, fn func(*packedGame), d *decoder) error {
	q := `SELECT data FROM game_chunks WHERE game = ?`
	args := []any{string(f.Game)}
	since, until := int64(-1<<62), int64(1<<62)
	if !f.Since.IsZero() {
		since = ceilUnix(f.Since)
		q += ` AND max_at >= ?`
		args = append(args, since)
	}
	if !f.Until.IsZero() {
		until = f.Until.Unix()
		q += ` AND min_at <= ?`
		args = append(args, until)
	}
	// The players' days select by the clock at each game's own offset,
	// which packs do not keep: it differs from the instant by less than a
	// day, so only games within a day of a bound need theirs.
	from, to, byDay := f.Clock()
	var clocks map[int64]int64
	if byDay {
		if !f.FirstDay.IsZero() {
			since = max(since, from-day)
			q += ` AND max_at >= ?`
			args = append(args, from-day)
		}
		if !f.LastDay.IsZero() {
			until = min(until, to+day)
			q += ` AND min_at <= ?`
			args = append(args, to+day)
		}
		var err error
		if clocks, err = clocksNear(ctx, tx, f.Game, from, to); err != nil {
			return err
		}
	}
	inDays := func(g *packedGame) bool {
		if !byDay {
			return true
		}
		if c, ok := clocks[g.id]; ok {
			return c >= from && c <= to
		}
		return g.at >= from && g.at <= to
	}
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	player, role := "", f.Role
	if f.Player != "" {
		player = playlog.NameKey(f.Player)
	}
	if d.in == nil {
		d.in = newInterned()
	}
	var g packedGame
	var raw sql.RawBytes
	type picked struct {
		at, id     int64
		chunk      int // index in keep
		start, end int // the entry's bytes in its chunk
	}
	var keep [][]byte // with a Limit: the chunks, to pass over again
	var chosen []picked
	for rows.Next() {
		if err := rows.Scan(&raw); err != nil {
			return err
		}
		d.b = raw
		for len(d.b) > 0 {
			start := len(raw) - len(d.b)
			if err := d.next(&g); err != nil {
				return err
			}
			if g.at < since || g.at > until || !inDays(&g) || f.Players > 0 && len(g.seats) != f.Players || !g.selected(player, role) {
				continue
			}
			if f.Limit > 0 {
				chosen = append(chosen, picked{g.at, g.id, len(keep), start, len(raw) - len(d.b)})
				continue
			}
			fn(&g)
		}
		if f.Limit > 0 {
			keep = append(keep, slices.Clone(raw))
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if f.Limit <= 0 {
		return nil
	}
	// The newest Limit of the chosen games, newest first.
	slices.SortFunc(chosen, func(a, b picked) int { return cmp.Or(cmp.Compare(b.at, a.at), cmp.Compare(b.id, a.id)) })
	for _, c := range chosen[:min(f.Limit, len(chosen))] {
		d.b = keep[c.chunk][c.start:c.end]
		if err := d.next(&g); err != nil {
			return err
		}
		fn(&g)
	}
	return nil
}

// selected reports whether the game had player (a name key; "" = anyone)
// and role ("" = any; with a player, played by that player).
func (g *packedGame) selected(player, role string) bool {
	if player == "" && role == "" {
		return true
	}
	for _, s := range g.seats {
		if (player == "" || s.key == player) && (role == "" || s.role == role) {
			return true
		}
	}
	return false
}

// day is a day in seconds: more than any offset from UTC.
const day = 24 * 60 * 60

// clocksNear are the players' clock times (Filter.Clock) of game's games
// whose instant is within a day of from or to, by id.
func clocksNear(ctx context.Context, tx *sql.Tx, game playlog.ID, from, to int64) (map[int64]int64, error) {
	near := func(bound int64) (int64, int64) {
		if bound == math.MinInt64 || bound == math.MaxInt64 {
			return 1, 0 // no bound: no game
		}
		return bound - day, bound + day
	}
	a1, a2 := near(from)
	b1, b2 := near(to)
	rows, err := tx.QueryContext(ctx, `SELECT id, played_at + utc_offset FROM games WHERE game = ? AND
		(played_at BETWEEN ? AND ? OR played_at BETWEEN ? AND ?)`, string(game), a1, a2, b1, b2)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var id, clock int64
		if err := rows.Scan(&id, &clock); err != nil {
			return nil, err
		}
		out[id] = clock
	}
	return out, rows.Err()
}
