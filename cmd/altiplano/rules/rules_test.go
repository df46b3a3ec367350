package rules_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

func TestRulesViewsGolden(t *testing.T) {
	for _, args := range [][]string{
		{"goods"}, {"supply", "--players", "2"}, {"supply", "--players", "5"}, {"warehouse"},
		{"missions"}, {"extensions"}, {"roles"},
	} {
		name := args[0]
		if len(args) > 1 {
			name += "-" + args[2]
		}
		t.Run(name, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"rules"}, args...)...)
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Empty(t, r.Stderr)
			golden.Assert(t, filepath.Join("rules", name+".txt"), []byte(r.Stdout))
		})
	}
}

func TestRulesViewsWithBoxProfileGolden(t *testing.T) {
	box := golden.Testdata("box", "full.yaml")
	for _, view := range []string{"goods", "warehouse", "missions", "extensions", "roles"} {
		t.Run(view, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{}, "rules", view, "--box", box)
			require.Equal(t, 0, r.Code, r.Stderr)
			golden.Assert(t, filepath.Join("rules", "box-"+view+".txt"), []byte(r.Stdout))
		})
	}
}

type supplyJSON struct {
	Players       int                       `json:"players"`
	Supply        map[string]int            `json:"supply"`
	Carts         int                       `json:"carts"`
	OrdersInPlay  int                       `json:"orders_in_play"`
	OrdersRemoved int                       `json:"orders_removed"`
	Locations     map[string]map[string]int `json:"locations"`
	ReturnedToBox map[string]int            `json:"returned_to_box"`
}

func TestSupplyJSONMatchesDigest(t *testing.T) {
	// players: food, corn, wood/stone, ore/silver/cloth/wool, alpaca/fish/glass/cacao, carts, orders
	table := map[int][7]int{
		2: {36, 12, 12, 8, 7, 6, 10},
		3: {36, 17, 15, 12, 9, 9, 10},
		4: {36, 22, 18, 14, 11, 12, 12},
		5: {36, 25, 20, 15, 12, 15, 12},
	}
	for n, row := range table {
		r := cmdtest.Run(t, cmdtest.Env{}, "rules", "supply", "--players", string(rune('0'+n)), "--json")
		require.Equal(t, 0, r.Code, r.Stderr)
		var got supplyJSON
		require.NoError(t, json.Unmarshal([]byte(r.Stdout), &got))
		assert.Equal(t, n, got.Players)
		want := map[string]int{"food": row[0], "corn": row[1], "wood": row[2], "stone": row[2],
			"ore": row[3], "silver": row[3], "cloth": row[3], "wool": row[3],
			"alpaca": row[4], "fish": row[4], "glass": row[4], "cacao": row[4]}
		assert.Equal(t, want, got.Supply)
		assert.Equal(t, row[5], got.Carts)
		assert.Equal(t, row[6], got.OrdersInPlay)
		assert.Equal(t, 16-row[6], got.OrdersRemoved)
		assert.Equal(t, map[string]int{"glass": row[4], "order": row[6]}, got.Locations["market"])
		assert.Equal(t, map[string]int{"alpaca": row[4], "wool": row[3], "cloth": row[3]}, got.Locations["farm"])
		assert.Equal(t, map[string]int{"stone": row[2], "ore": row[3], "silver": row[3]}, got.Locations["mine"])
		assert.Equal(t, map[string]int{"wood": row[2], "cacao": row[4]}, got.Locations["forest"])
		assert.Equal(t, map[string]int{"house": 10, "cart": row[5]}, got.Locations["village"])
		assert.Equal(t, map[string]int{"corn": row[1]}, got.Locations["road"])
		assert.Equal(t, map[string]int{"fish": row[4], "boat": 10}, got.Locations["harbor"])
		assert.Equal(t, map[string]int{"food": 36}, got.Locations["centre"])
		assert.Equal(t, 15-row[5], got.ReturnedToBox["cart"])
		assert.Equal(t, 25-row[1], got.ReturnedToBox["corn"])
	}
}

func TestSupplyRefusesBadPlayerCounts(t *testing.T) {
	for _, n := range []string{"1", "6", "x", "-3", ""} {
		r := cmdtest.Run(t, cmdtest.Env{}, "rules", "supply", "--players", n)
		assert.Equal(t, 2, r.Code, n)
		assert.Empty(t, r.Stdout, n)
		assert.Contains(t, r.Stderr, "2 to 5", n)
	}
}

func TestRulesUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"rules", "nosuchview"}, {"rules", "goods", "extra"}, {"rules", "goods", "--nosuchflag"}, {"nosuchcommand"},
	} {
		r := cmdtest.Run(t, cmdtest.Env{}, args...)
		assert.Equal(t, 2, r.Code, "%v", args)
		assert.Empty(t, r.Stdout)
		assert.Contains(t, r.Stderr, "--help", "%v", args)
	}
}

func writeBox(t *testing.T, dir, name string, glassVP int) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte("goods:\n  glass: {vp: "+string(rune('0'+glassVP))+"}\n"), 0o644))
	return path
}

type goodsJSON struct {
	Goods []struct {
		Good string `json:"good"`
		VP   struct {
			Value  *int   `json:"value"`
			Source string `json:"source"`
		} `json:"vp"`
	} `json:"goods"`
}

func glassVP(t *testing.T, r cmdtest.Result) (int, string) {
	t.Helper()
	require.Equal(t, 0, r.Code, r.Stderr)
	var got goodsJSON
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &got))
	for _, g := range got.Goods {
		if g.Good == "glass" {
			require.NotNil(t, g.VP.Value)
			return *g.VP.Value, g.VP.Source
		}
	}
	t.Fatal("no glass in rules goods --json")
	return 0, ""
}

func TestBoxProfileChangesGoodsAndIsLabelled(t *testing.T) {
	dir := t.TempDir()
	box := writeBox(t, dir, "box.yaml", 2)
	vp, source := glassVP(t, cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--json"))
	assert.Equal(t, 4, vp)
	assert.Equal(t, "inferred", source)

	vp, source = glassVP(t, cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--json", "--box", box))
	assert.Equal(t, 2, vp)
	assert.Equal(t, "box", source)

	text := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--box", box)
	assert.Regexp(t, `glass\s+2 \(box\)\s+box profile`, text.Stdout)
	assert.Contains(t, text.Stdout, "(box)  from your box profile")
}

func TestBoxProfileInConfigDirIsFoundByDefault(t *testing.T) {
	dir := t.TempDir()
	writeBox(t, dir, "box.yaml", 3)
	vp, source := glassVP(t, cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "rules", "goods", "--json"))
	assert.Equal(t, 3, vp)
	assert.Equal(t, "box", source)
}

func TestBadBoxProfileExits2NamingTheKey(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "box.yaml")
	require.NoError(t, os.WriteFile(path, []byte("goods:\n  glass: {vp: 4}\nwarehouse:\n  rows:\n    - {side: left, capacity: 0}\nbogus: 1\n"), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--box", path)
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, path+", warehouse.rows[0].capacity (line 5): must be a whole number from 1 to 12, not 0")
	assert.Contains(t, r.Stderr, path+`, bogus (line 6): unknown key "bogus"`)

	r = cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--box", filepath.Join(dir, "missing.yaml"))
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "missing.yaml: no such file")
}

// flags > ALTIPLANO_* environment > config file > default box.yaml.
func TestBoxPrecedence(t *testing.T) {
	dir := t.TempDir()
	writeBox(t, dir, "box.yaml", 1) // the default location
	fromFile := writeBox(t, dir, "file.yaml", 2)
	fromEnv := writeBox(t, dir, "env.yaml", 3)
	fromFlag := writeBox(t, dir, "flag.yaml", 0)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "config.yaml"), []byte("box: "+fromFile+"\n"), 0o644))
	env := cmdtest.Env{ConfigDir: dir}

	vp, _ := glassVP(t, cmdtest.Run(t, env, "rules", "goods", "--json"))
	assert.Equal(t, 2, vp, "config file beats the default box.yaml")

	env.Env = map[string]string{"ALTIPLANO_BOX": fromEnv}
	vp, _ = glassVP(t, cmdtest.Run(t, env, "rules", "goods", "--json"))
	assert.Equal(t, 3, vp, "environment beats config file")

	vp, _ = glassVP(t, cmdtest.Run(t, env, "rules", "goods", "--json", "--box", fromFlag))
	assert.Equal(t, 0, vp, "flag beats environment")
}

func TestConfigFlagAndBadConfig(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "other.yaml")
	require.NoError(t, os.WriteFile(other, []byte("box: "+writeBox(t, dir, "x.yaml", 1)+"\n"), 0o644))
	vp, _ := glassVP(t, cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--json", "--config", other))
	assert.Equal(t, 1, vp)

	r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", filepath.Join(dir, "none.yaml"))
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "none.yaml: no such file")

	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("bx: box.yaml\n"), 0o644))
	r = cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", bad)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "unknown key bx")
}

func TestEveryViewHasJSONWithSources(t *testing.T) {
	for _, view := range []string{"goods", "warehouse", "missions", "extensions", "roles"} {
		r := cmdtest.Run(t, cmdtest.Env{}, "rules", view, "--json")
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.True(t, json.Valid([]byte(r.Stdout)), view)
		assert.Contains(t, r.Stdout, `"source"`, view)
	}
}
