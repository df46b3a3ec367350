package words

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

func scorePadForTest() []altiplano.Category {
	pad := altiplano.ScorePad()
	return pad[:]
}

// Every thing of the model has a name in every language, found from the
// model's own lists rather than copied ids.
func TestEveryThingHasAName(t *testing.T) {
	for _, lang := range text.Langs() {
		p := text.For(lang)
		for _, g := range altiplano.Goods() {
			assert.NotEqual(t, "", Good(p, g))
			assert.True(t, hasTerm(lang, "good."+string(g)), "%s has no word for %s", lang, g)
		}
		for _, l := range append(altiplano.Locations(), altiplano.Centre) {
			assert.True(t, hasTerm(lang, "location."+string(l)), "%s has no word for %s", lang, l)
		}
		for _, r := range altiplano.Roles() {
			assert.Contains(t, roleNames, r)
		}
		for _, loc := range append(altiplano.Locations(), altiplano.Centre) {
			for _, it := range altiplano.ItemsAt(loc) {
				if !altiplano.Good(it).Valid() {
					assert.Contains(t, itemNames, it)
				}
				assert.NotEmpty(t, Item(p, it))
			}
		}
		for _, c := range altiplano.ScorePad() {
			assert.Contains(t, categoryNames, c)
		}
		for _, s := range []altiplano.Side{altiplano.Left, altiplano.Right} {
			assert.Contains(t, sideNames, s)
		}
		for _, id := range missions.All() {
			assert.NotEmpty(t, MissionText(p, id), "%s mission %d", lang, id)
			assert.NotEmpty(t, MissionRule(p, id), "%s mission %d", lang, id)
		}
		for _, e := range altiplano.Effects() {
			assert.NotEmpty(t, Effect(p, e), "%s effect %d", lang, e)
		}
	}
}

func hasTerm(lang text.Lang, key string) bool { return terms().Named(key, lang) }

// A mission's whole text, as the list above the missions question prints
// it in each language, is that mission, its numbers and a comma included;
// two texts on one line are two missions.
func TestEveryMissionTextReadsAsItsMission(t *testing.T) {
	for _, lang := range text.Langs() {
		p := text.For(lang)
		missionText := func(id altiplano.MissionID) string { return MissionText(p, id) }
		for _, id := range missions.All() {
			got, pr := scoring.ParseMissionsLine(MissionText(p, id), missionText, nil)
			require.Nil(t, pr, "%s %d %q", lang, id, MissionText(p, id))
			assert.Equal(t, []altiplano.MissionID{id}, got, "%s %q", lang, MissionText(p, id))
		}
		line := MissionText(p, 12) + ", " + strings.ToLower(MissionText(p, 4))
		got, pr := scoring.ParseMissionsLine(line, missionText, nil)
		require.Nil(t, pr, "%s %q", lang, line)
		assert.Equal(t, []altiplano.MissionID{12, 4}, got, "%s %q", lang, line)
	}
}

// Every note the embedded catalog uses can be explained.
func TestEveryCatalogNoteHasAText(t *testing.T) {
	c := catalog.Default()
	var notes []catalog.Note
	for _, g := range altiplano.Goods() {
		notes = append(notes, c.GoodVP(g).Note)
	}
	wh := c.Warehouse()
	notes = append(notes, wh.Note)
	for _, r := range wh.Rows {
		notes = append(notes, r.Capacity.Note, r.VP.Note)
	}
	for _, id := range missions.All() {
		notes = append(notes, c.MissionVP(id).Note)
	}
	for _, v := range c.Strip() {
		notes = append(notes, v.Note)
	}
	for _, r := range altiplano.Roles() {
		notes = append(notes, c.Role(r).Note)
	}
	notes = append(notes, c.ExtensionTiles().Note, c.Houses().Note, c.Houses().NeverNote, c.Boats().Note, c.Boats().NeverNote, c.Orders().Note)
	for _, n := range notes {
		if n != "" {
			assert.Contains(t, noteTexts, n)
		}
	}
}

// The text.English messages say what is wrong in words a player understands.
func TestProblemsInEnglish(t *testing.T) {
	p := text.English()
	tests := []struct {
		pr   rules.Problem
		want string
	}{
		{rules.Problem{Kind: altiplano.WarehouseUnfinishedBefore, Player: "Anna", Field: rules.AtIndex(altiplano.FieldWarehouseRow, 1), Item: string(altiplano.Fish), N: 3},
			"Anna, warehouse row 1: this fish row is not complete, yet row 3 was started with fish too; a new row of a good can only be started once the earlier one is full"},
		{rules.Problem{Kind: rules.OutOfRange, Player: "Ben", Field: rules.At(altiplano.FieldBoats), Min: 0, Max: 10, Value: "9223372036854775807"},
			"Ben, boats: must be a whole number from 0 to 10, not 9223372036854775807"},
		{rules.Problem{Kind: altiplano.WarehouseMixed, Field: rules.InFile("game.yaml", "players[0].warehouse[1]", 9), N: 2, Item: string(altiplano.Silver), Other: string(altiplano.Fish)},
			"game.yaml, players[0].warehouse[1] (line 9): tile 2 is silver, but the row holds fish; only that good or corn may be added"},
		{rules.Problem{Kind: scoring.LimitHouseFaces, Item: string(altiplano.Glass), N: 2, Max: 1},
			"houses showing glass: 2 in the game, but your box profile records 1"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, p.Problem(&tt.pr))
	}
}

// Goods are read in any language, case or accent.
func TestLexicon(t *testing.T) {
	tests := map[string]altiplano.Good{
		"glass": altiplano.Glass, "Glas": altiplano.Glass, "стекло": altiplano.Glass, "üveg": altiplano.Glass,
		"verre": altiplano.Glass, "cristal": altiplano.Glass, "vidrio": altiplano.Glass,
		"FA": altiplano.Wood, "kő": altiplano.Stone, "ko": altiplano.Stone, "maïs": altiplano.Corn, "mais": altiplano.Corn,
		"maíz": altiplano.Corn, "Kukorica": altiplano.Corn, "КАМЕНЬ": altiplano.Stone, "étoffe": altiplano.Cloth,
		"etoffe": altiplano.Cloth, "  alpaga ": altiplano.Alpaca, "stones": altiplano.Stone, "Nahrung": altiplano.Food,
		"pescado": altiplano.Fish, "hal": altiplano.Fish, "szövet": altiplano.Cloth, "какао": altiplano.Cacao,
	}
	for in, want := range tests {
		got, ok := Lexicon{}.Good(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"", "gold", "coins", "village", "3"} {
		_, ok := Lexicon{}.Good(in)
		assert.False(t, ok, in)
	}
}

// The terms file parses, gives every language a column, and no word names
// two goods (input would be ambiguous).
func TestTermsFile(t *testing.T) {
	data := termsFile
	_, errs := parseTerms(data)
	require.Empty(t, errs)
	owner := map[string]string{}
	for _, line := range strings.Split(data, "\n") {
		key, value, ok := strings.Cut(line, " = ")
		if !ok || !strings.HasPrefix(key, "good.") {
			continue
		}
		for _, w := range strings.FieldsFunc(value, func(r rune) bool { return r == '|' || r == ',' }) {
			w = fold(w)
			if prev, seen := owner[w]; seen {
				assert.Equal(t, prev, key, "%q names both %s and %s", w, prev, key)
			}
			owner[w] = key
		}
	}
}
