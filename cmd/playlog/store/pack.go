package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"slices"
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
	coins    int
	cats     [7]int // goods, boats, houses, orders, house bonus, warehouse, missions
	missions []Mission
}

// packedGame is one game of a chunk, decoded.
type packedGame struct {
	id       int64
	at       int64
	missions bool
	seats    []packedSeat
	held     []Mission // the seats' missions, one after the other
	heldEnd  []int     // where each seat's missions end in held
}

var errPack = errors.New("history: damaged seat pack")

// chunkGames is how many games (by id) share a chunk row.
const chunkGames = 128

func chunkOf(id int64) int64 { return id / chunkGames }

// packEntry encodes game g (id id) as one entry of a chunk: its id, time,
// mission flag and seats: per seat the name key, role, rank, shared flag,
// total, coins, seven categories and the missions held, as varints and
// length-prefixed strings.
func packEntry(id int64, g Game) []byte {
	ranks := make(map[int]int, len(g.Players))
	for _, p := range g.Players {
		ranks[p.Rank]++
	}
	b := make([]byte, 0, 16+64*len(g.Players))
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
	b = binary.AppendUvarint(b, uint64(len(g.Players)))
	for _, p := range g.Players {
		c := p.Categories
		str(nameKey(p.Name))
		str(p.Role)
		b = binary.AppendUvarint(b, uint64(p.Rank))
		flag(ranks[p.Rank] > 1)
		for _, n := range []int{p.Total, p.Coins, c.Goods, c.Boats, c.Houses, c.Orders, c.HouseBonus, c.Warehouse, c.Missions} {
			b = binary.AppendVarint(b, int64(n))
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

func (d *decoder) sv() int64 {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.bad = true
		return 0
	}
	d.b = d.b[n:]
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

// next decodes the next entry into g (reusing its storage); seats false
// skips the seats' fields (only id and time are wanted).
func (d *decoder) next(g *packedGame) error {
	g.id, g.at, g.missions = int64(d.uv()), d.sv(), d.flag()
	n := d.uv()
	if n > 16 {
		return errPack
	}
	g.seats, g.held, g.heldEnd = g.seats[:0], g.held[:0], g.heldEnd[:0]
	for range n {
		var s packedSeat
		s.key, s.keyID = d.str()
		s.role, s.roleID = d.str()
		s.rank = int(d.uv())
		s.shared = d.flag()
		s.total, s.coins = int(d.sv()), int(d.sv())
		for i := range s.cats {
			s.cats[i] = int(d.sv())
		}
		m := d.uv()
		if m > 20 {
			return errPack
		}
		for range m {
			g.held = append(g.held, Mission{ID: int(d.uv()), Achieved: d.flag(), VP: int(d.sv())})
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
	// Slices into held only now that it has stopped growing.
	from := 0
	for i := range g.seats {
		g.seats[i].missions = g.held[from:g.heldEnd[i]:g.heldEnd[i]]
		from = g.heldEnd[i]
	}
	return nil
}

// chunkKey names a chunk row.
type chunkKey struct {
	game  string
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

func (ce chunkEdits) edit(game string, id int64) *chunkEdit {
	k := chunkKey{game, chunkOf(id)}
	e := ce[k]
	if e == nil {
		e = &chunkEdit{remove: map[int64]bool{}}
		ce[k] = e
	}
	return e
}

// add packs game g, stored as id.
func (ce chunkEdits) add(id int64, g Game) {
	e := ce.edit(g.gameID(), id)
	e.add = append(e.add, packEntry(id, g))
	e.addAt = append(e.addAt, g.PlayedAt.Unix())
}

// remove drops game id (of board game game) from its chunk.
func (ce chunkEdits) remove(game string, id int64) {
	ce.edit(game, id).remove[id] = true
}

// flush writes every edited chunk: the entries kept, then those added.
func (ce chunkEdits) flush(ctx context.Context, tx *sql.Tx) error {
	for k, e := range ce {
		var data []byte
		var minAt, maxAt int64
		var games int
		err := tx.QueryRowContext(ctx, `SELECT data FROM game_chunks WHERE game = ? AND chunk = ?`, k.game, k.chunk).Scan(&data)
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
		d := decoder{b: data, in: newInterned()}
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
			_, err = tx.ExecContext(ctx, `DELETE FROM game_chunks WHERE game = ? AND chunk = ?`, k.game, k.chunk)
		} else {
			_, err = tx.ExecContext(ctx, `INSERT OR REPLACE INTO game_chunks (game, chunk, min_at, max_at, games, data)
				VALUES (?, ?, ?, ?, ?, ?)`, k.game, k.chunk, minAt, maxAt, games, out)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// fillPacks writes the chunks of every stored game (schema step 4).
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
func scanPacks(ctx context.Context, tx *sql.Tx, f Filter, fn func(*packedGame)) error {
	q := `SELECT data FROM game_chunks WHERE game = ?`
	args := []any{f.game()}
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
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	player, role := "", f.Role
	if f.Player != "" {
		player = nameKey(f.Player)
	}
	in := newInterned()
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
		d := decoder{b: raw, in: in}
		for len(d.b) > 0 {
			start := len(raw) - len(d.b)
			if err := d.next(&g); err != nil {
				return err
			}
			if g.at < since || g.at > until || f.Players > 0 && len(g.seats) != f.Players || !g.selected(player, role) {
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
		d := decoder{b: keep[c.chunk][c.start:c.end], in: in}
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
