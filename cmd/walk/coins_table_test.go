package walk

import (
	"bytes"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/drafts"
	"altiplano/cmd/drafts/draftstest"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// coinsTable is a small game for the walk's tests: 2 to 4 players each
// count their coins (0 to 20) and their gems (0 to 9; a gem is bought with
// a coin, so a player without coins is not asked, and one with more gems
// than coins is wrong); with market, the table then says how many coins
// are left in the market, and the box holds 30 coins in all.
type coinsTable struct {
	players []coinsPlayer
	// market: the table has its closing question; left is its answer,
	// -1 before it is given.
	market bool
	left   int
}

type coinsPlayer struct {
	Name         string
	Coins, Gems  int
	coinsAnswers int // how many times the coins step was asked
}

// The kinds of the coins table's problems.
const (
	gemsOverCoins rules.Kind = "gems_over_coins"
	coinsTotal    rules.Kind = "coins_total"
)

// boxCoins are the coins in the box.
const boxCoins = 30

var (
	coinsLimit  = rules.Limit{Min: 0, Max: 20}
	gemsLimit   = rules.Limit{Min: 0, Max: 9}
	marketLimit = rules.Limit{Min: 0, Max: 30}
)

func newCoinsTable(market bool) *coinsTable { return &coinsTable{market: market, left: -1} }

func (t *coinsTable) Intro(text.Printer) []string { return []string{"Count your coins."} }
func (t *coinsTable) Players(text.Printer) (string, string) {
	return "Players", "Names in turn order, e.g. Anna, Ben"
}

func (t *coinsTable) Seat(names []string) *rules.Problem {
	if len(names) < 2 || len(names) > 4 {
		return &rules.Problem{Kind: rules.NamesCount, Field: rules.At(rules.FieldNames), N: len(names), Min: 2, Max: 4}
	}
	if ps := rules.CheckNames(rules.At(rules.FieldNames), names); len(ps) > 0 {
		return ps[0]
	}
	t.players = make([]coinsPlayer, len(names))
	for i, n := range names {
		t.players[i].Name = n
	}
	return nil
}

func (t *coinsTable) Seats() []string {
	return Names(t.players, func(p coinsPlayer) string { return p.Name })
}

func (t *coinsTable) Opening() []Step { return nil }

func (t *coinsTable) Steps() []Step {
	return []Step{
		{Field: "coins", Name: text.List("coins"), Pending: []rules.Kind{coinsTotal}, // the market settles it
			Ask: func(w *Walk, i int) error {
				t.players[i].coinsAnswers++
				n, err := w.Number(SeatKey(i, "coins"), w.Label(i, "coins"), "", coinsLimit, "")
				t.players[i].Coins = n
				return err
			},
			Show:  func(_ text.Printer, i int) string { return strconv.Itoa(t.players[i].Coins) },
			Clear: func(i int) { t.players[i].Coins = 0 }},
		{Field: "gems", Name: text.List("gems"),
			NotAsked: func(i int) text.Text {
				if t.players[i].Coins == 0 {
					return text.List("no coins")
				}
				return text.Text{}
			},
			Ask: func(w *Walk, i int) error {
				if t.players[i].Coins == 0 {
					t.players[i].Gems = 0
					return nil
				}
				n, err := w.Number(SeatKey(i, "gems"), w.Label(i, "gems"), "0", gemsLimit, "")
				t.players[i].Gems = n
				return err
			},
			Show:  func(_ text.Printer, i int) string { return strconv.Itoa(t.players[i].Gems) },
			Clear: func(i int) { t.players[i].Gems = 0 }},
	}
}

func (t *coinsTable) Closing() []Step {
	if !t.market {
		return nil
	}
	return []Step{{Field: "market", Name: text.List("market"),
		Ask: func(w *Walk, _ int) error {
			n, err := w.Number(TableKey("market"), "market", "", marketLimit, "")
			if err == nil {
				t.left = n
			}
			return err
		},
		Show:  func(text.Printer, int) string { return strconv.Itoa(t.left) },
		Clear: func(int) { t.left = -1 },
		Asker: func() int { return 0 }}}
}

func (t *coinsTable) Problems() rules.Problems {
	var ps rules.Problems
	total := 0
	for _, p := range t.players {
		if p.Gems > p.Coins {
			ps = append(ps, &rules.Problem{Kind: gemsOverCoins, Player: p.Name})
		}
		total += p.Coins
	}
	if t.left >= 0 && total+t.left != boxCoins {
		ps = append(ps, &rules.Problem{Kind: coinsTotal, N: total + t.left})
	}
	return ps
}

type coinsSnapshot struct {
	players []coinsPlayer
	left    int
}

func (t *coinsTable) Snapshot() any {
	return coinsSnapshot{slices.Clone(t.players), t.left}
}

func (t *coinsTable) Restore(s any) {
	snap := s.(coinsSnapshot)
	t.players, t.left = slices.Clone(snap.players), snap.left
}

// played is a walk over table, in English, answered by answers (a Fake),
// with a draft in memory and the table's own questions.
type played struct {
	*Walk
	fake  *prompt.Fake
	out   *bytes.Buffer
	draft *drafts.Draft
}

func playWalk(t *testing.T, table Table, meta *Meta, answers ...string) played {
	t.Helper()
	return playDraft(table, memoryDraft(t), meta, prompt.NewFake(answers...))
}

// memoryDraft is a new draft, in memory.
func memoryDraft(t *testing.T) *drafts.Draft {
	t.Helper()
	d, err := draftstest.New().Draft("drafts")
	require.NoError(t, err)
	return d
}

func playDraft(table Table, d *drafts.Draft, meta *Meta, ask prompt.Prompter) played {
	var out bytes.Buffer
	w := New(Config{Printer: text.English(), Prompter: ask, Out: &out, Draft: d, Table: table, Meta: meta})
	fake, _ := ask.(*prompt.Fake)
	return played{Walk: w, fake: fake, out: &out, draft: d}
}

// twoPlayers are the answers of a whole walk-through of the coins table
// with its market: Anna 5 coins and 2 gems, Ben 10 and 1, 15 left in the
// market, 90 minutes at the Café.
var twoPlayers = []string{"Anna, Ben", "5", "2", "10", "1", "15", "90", "Café"}
