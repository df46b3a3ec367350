package setup_test

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	setup "altiplano/cmd/alpaka/setup"
	"altiplano/cmd/factory"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/iostreams"
)

var colours = golden.Testdata("alpaka", "box-colours.yaml")

func TestSetupFlagsToOptions(t *testing.T) {
	tests := []struct {
		args  []string
		check func(*setup.Options)
	}{
		{[]string{"--players", "3", "--seed", "9"}, func(o *setup.Options) {
			assert.Equal(t, "3", o.Players)
			assert.Equal(t, "9", o.Seed)
		}},
		{[]string{"-p", "2", "--quick", "--first-random", "--json"}, func(o *setup.Options) {
			assert.True(t, o.Quick && o.FirstRandom && o.JSON)
		}},
		{[]string{"--market", "mime,viking", "--code", "X"}, func(o *setup.Options) {
			assert.Equal(t, "mime,viking", o.Market)
			assert.Equal(t, "X", o.Code)
			assert.Equal(t, map[string]bool{"market": true, "code": true}, o.Set)
		}},
	}
	for _, tt := range tests {
		io, _, _, _ := iostreams.Test()
		var got *setup.Options
		cmd := setup.NewCmdSetup(factory.New(io), func(o *setup.Options) error { got = o; return nil })
		cmd.SetArgs(tt.args)
		require.NoError(t, cmd.Execute())
		tt.check(got)
	}
}

func TestSetupGolden(t *testing.T) {
	tests := map[string][]string{
		"2p-quick-seed7.txt":      {"--players", "2", "--quick", "--seed", "7"},
		"3p-seed1.txt":            {"--players", "3", "--seed", "1"},
		"4p-colours-seed1.txt":    {"--players", "4", "--seed", "1", "--box", colours},
		"4p-first-random.txt":     {"--players", "4", "--seed", "5", "--first-random"},
		"3p-market-chosen.txt":    {"--players", "3", "--seed", "1", "--market", "librarian,Мим,Einhorn,explorer,carpenter,panicker,loudmouth,viking,twins,graduate"},
		"3p-seed1.json":           {"--players", "3", "--seed", "1", "--json"},
		"2p-colours-quick-de.txt": {"--players", "2", "--seed", "1", "--quick", "--box", colours, "--lang", "de"},
		"4p-colours-seed1.json":   {"--players", "4", "--seed", "1", "--box", colours, "--json"},
	}
	for name, args := range tests {
		t.Run(name, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"alpaka", "setup"}, args...)...)
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Empty(t, r.Stderr)
			golden.Assert(t, filepath.Join("alpaka", "setup", name), []byte(r.Stdout))
		})
	}
}

type sheetJSON struct {
	Code   string `json:"code"`
	Market []struct {
		Stack  string `json:"stack"`
		Colour string `json:"colour"`
		Cards  int    `json:"cards"`
	} `json:"market"`
	ToBox struct {
		Babies      int `json:"babies"`
		FenceCards  int `json:"fence_cards"`
		MarketCards int `json:"market_cards"`
	} `json:"to_box"`
}

// For 2, 3 and 4 players: the right box returns and 12 stacks, 6 brown and
// 4 white; the code gives the same sheet.
func TestSetupPerPlayerCountAndCode(t *testing.T) {
	for players, babies := range map[string]int{"2": 12, "3": 6, "4": 0} {
		r := cmdtest.Run(t, cmdtest.Env{Seed: 77}, "alpaka", "setup", "--players", players, "--json")
		require.Equal(t, 0, r.Code, r.Stderr)
		var s sheetJSON
		require.NoError(t, json.Unmarshal([]byte(r.Stdout), &s))
		assert.Equal(t, babies, s.ToBox.Babies)
		assert.Equal(t, babies*2/3, s.ToBox.FenceCards)
		assert.Equal(t, 40, s.ToBox.MarketCards)
		require.Len(t, s.Market, 12)
		count := map[string]int{}
		for _, st := range s.Market {
			count[st.Colour]++
			assert.Equal(t, 4, st.Cards)
		}
		assert.Equal(t, map[string]int{"brown": 6, "white": 4, "": 2}, count)
		again := cmdtest.Run(t, cmdtest.Env{Seed: 1}, "alpaka", "setup", "--code", s.Code, "--json")
		require.Equal(t, 0, again.Code, again.Stderr)
		assert.Equal(t, r.Stdout, again.Stdout)
	}
}

func TestSetupRefusals(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--players", "1"}, "players: must be a whole number from 2 to 4, not \"1\""},
		{[]string{"--players", "5"}, "not \"5\""},
		{[]string{}, "--players"},
		{[]string{"--players", "3", "--quick"}, "the quick game is for 2 players, not 3"},
		{[]string{"--players", "3", "--market", "mime,dragon"}, "\"dragon\" is not an Alpaka card"},
		{[]string{"--players", "3", "--market", "mime,viking"}, "2 market types chosen; the market needs 10"},
		{[]string{"--code", "4G0G-F4NQ-C5P0"}, ""},
		{[]string{"--code", "Y00G-20R0-5BEG-K7S4"}, "does not check out"},
		{[]string{"--code", "Y00G-20R0-5BEG-K7S3", "--players", "2"}, "--code"},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"alpaka", "setup"}, tt.args...)...)
		assert.Equal(t, 2, r.Code, "%v: %s", tt.args, r.Stderr)
		assert.Empty(t, r.Stdout, "nothing on stdout")
		assert.Contains(t, r.Stderr, tt.want, tt.args)
	}
	// An Altiplano code is named as one.
	alti := cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "3", "--seed", "1")
	code := regexp.MustCompile(`code (\S+)`).FindStringSubmatch(alti.Stdout)[1]
	r := cmdtest.Run(t, cmdtest.Env{}, "alpaka", "setup", "--code", code)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "is a setup code of Altiplano, not of Alpaka")
}

// Every wrong flag is said at once, each at the flag as typed, in the order
// of --help; the market is not counted while one of its words is no card;
// a missing --players is said with the rest, and a bad code with the flags
// it decides.
func TestSetupSaysEveryWrongFlagAtOnce(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--players", "3", "--market", "99,mime", "--seed", "z", "--quick"}, "altiplano: 3 problems:\n" +
			"  - --market: \"99\" is not an Alpaka card\n" +
			"  - --players: the quick game is for 2 players, not 3\n" +
			"  - --seed: must be a whole number, 0 or more, not \"z\"\n"},
		{[]string{"--players", "9", "--market", "mime", "--quick"}, "altiplano: 2 problems:\n" +
			"  - --market: 1 market type chosen; the market needs 10\n" +
			"  - --players: must be a whole number from 2 to 4, not \"9\"\n"},
		{[]string{"--seed", "-4"}, "altiplano: 2 problems:\n" +
			"  - --players is required: the number of players, 2 to 4\n" +
			"  - --seed: must be a whole number, 0 or more, not \"-4\"\n"},
		{[]string{"--code", "ZZZZ", "--seed", "4"}, "altiplano: 2 problems:\n" +
			"  - --code and --seed cannot be used together\n" +
			"  - --code: \"ZZZZ\" is not a setup code: copy it as the setup sheet printed it, groups of four letters and digits joined by dashes\n"},
		{[]string{"--lang", "hu", "--players", "9"}, "altiplano: --players: 2 és 4 közötti egész szám kell, nem „9”\n"},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"alpaka", "setup"}, tt.args...)...)
		assert.Equal(t, 2, r.Code, "%v", tt.args)
		assert.Empty(t, r.Stdout, "%v", tt.args)
		assert.Equal(t, tt.want, r.Stderr, "%v", tt.args)
	}
}

// The rulebook's list of the 20 market types is shown whole in every
// language, however long its names: it is the program's own words, never
// cut as a typed text is.
func TestTheMarketTypesAreListedWhole(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "es", "ru", "hu"} {
		r := cmdtest.Run(t, cmdtest.Env{}, "alpaka", "setup", "--players", "3", "--seed", "2", "--lang", lang)
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.NotContains(t, r.Stdout, "…", lang)
	}
}
