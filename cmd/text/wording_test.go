package text_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// The wording native readers asked for, as rendered: each would fail if
// the old text came back.
func TestWordingFromNativeReaders(t *testing.T) {
	en, fr, ru := text.For(text.EN), text.For(text.FR), text.For(text.RU)

	// French.
	assert.Contains(t, text.HintRecordTiles.In(fr), "Notez les 28 tuiles sous « extensions »")
	assert.Equal(t, "Posséder 3 tuiles argent et 3 tuiles étoffe à la fin", fr.MissionText(7))
	assert.Equal(t, "Posséder 4 tuiles verre à la fin", fr.MissionText(8))
	assert.Equal(t, "Stocker 4 tuiles cacao", fr.MissionText(15))
	assert.Equal(t, "Entrée pour décompter, ou une ligne", text.ReviewChoose.In(fr))
	assert.NotContains(t, text.TitleStrip.In(fr)+text.HelpRulesExtensionsShort.In(fr), "réglette")
	assert.Contains(t, text.HelpBoxCalibrateLong.In(fr), "une réponse faite d'un seul tiret (-) passe une partie")
	assert.Equal(t, "Léa :", text.PromptLine.In(fr, "Léa"), "French puts a space before the colon")
	pr := &rules.Problem{Kind: altiplano.UnknownGood, Player: "Léa", Field: rules.At(altiplano.FieldGoods), Value: "x"}
	assert.Regexp(t, `^Léa, marchandises : `, fr.Problem(pr))
	assert.Regexp(t, `^Léa, goods: `, en.Problem(pr))

	// Russian.
	assert.Equal(t, "начальное число", text.FieldSeed.In(ru))
	assert.NotContains(t, text.SheetReproduce.In(ru, "X", "1"), "зерно")
	assert.Equal(t, "Новый ряд товара нельзя начать, пока есть незаполненный ряд этого товара.", text.WarehouseRuleOneOpen.In(ru)[:len("Новый ряд товара нельзя начать, пока есть незаполненный ряд этого товара.")])
	assert.Contains(t, text.SheetCircle.In(ru, "a", "b"), "планшеты местностей")
	assert.Contains(t, text.HelpBoxLong.In(ru), "Профиль экземпляра")
	assert.Contains(t, text.ExplainGoods.In(ru), "3 дерева 2 камня стекло")
	g, ok := text.Lexicon{}.Good("дерева")
	assert.True(t, ok && g == altiplano.Wood, "the example is read")

	// English: no "1 points?".
	assert.Equal(t, "wood: worth 1 VP? (Enter: yes, or the number)", text.AskGoodVP.In(en, "wood", "1"))

	// Rulebook readings are labelled as this tool's.
	assert.Contains(t, en.MissionRule(3), "this tool's reading; the other reading: corn is not a good of its own")
	assert.Contains(t, text.AssumeHouseBonusTwice.In(en, "Ana", "glass"), "this tool's reading")
}

func TestNearestGoodInAnyLanguage(t *testing.T) {
	for typo, want := range map[string]string{"bios": "bois", "boiss": "bois", "stnoe": "stone", "камен": "камень", "Holtz": "Holz", "silvr": "silver"} {
		got, ok := text.NearestGood(typo)
		assert.True(t, ok, typo)
		assert.Equal(t, want, got, typo)
	}
	for _, far := range []string{"gold", "x", "dragon"} {
		_, ok := text.NearestGood(far)
		assert.False(t, ok, far)
	}
}

// The rulebook review of the texts added with the table screen, the
// phones and the hardening: each line fails if the old text came back.
func TestWordingFromTheRulebookReview(t *testing.T) {
	en, de, ru, hu, fr, es := text.For(text.EN), text.For(text.DE), text.For(text.RU), text.For(text.HU), text.For(text.FR), text.For(text.ES)

	// Counts: one minute, one game; Russian's three forms.
	assert.Contains(t, text.ServeIdle.In(en, 1, "altiplano score"), "No request for 1 minute:")
	assert.Contains(t, text.ServeIdle.In(es, 1, "altiplano score"), "1 minuto sin peticiones")
	assert.Contains(t, text.EchoRepaired.In(en, 1, "x"), "1 game copied")
	assert.Contains(t, text.EchoRepaired.In(fr, 1, "x"), "1 partie copiée")
	assert.Contains(t, text.GamesMore.In(ru, 1), "Показана 1 последняя партия")
	assert.Contains(t, text.GamesMore.In(ru, 3), "Показаны 3 последние партии")
	assert.Contains(t, text.GamesMore.In(ru, 50), "Показаны 50 последних партий")

	// With 2 players the opponent passes one mission, not two.
	assert.Contains(t, text.ErrCodeMissionsPassed.In(en, "C", "1, 2"), "(with 2 players the opponent passes one)")
	// The rulebook's words: «задание», «жетон пристройки», «ящик»; «tároló».
	assert.Contains(t, text.ErrCodeMissionNotDealt.In(ru, "C", 3), "задание 3")
	assert.Contains(t, text.BeforeCountingE24.In(ru), "жетона пристройки")
	assert.Contains(t, text.BeforeChecklist.In(ru), "из ящика")
	assert.Contains(t, text.BeforeChecklist.In(hu), "a tárolóból")
	assert.Contains(t, text.BeforeChecklist.In(es), "espacios de planificación")
	assert.Contains(t, text.BeforeChecklist.In(de), "aus der Kiste")
	// Nothing says the mission cards carry no numbers: the rulebooks do not.
	assert.NotContains(t, text.BoxHintMissions.In(en), "carry no numbers")

	// Grammar and punctuation.
	assert.Contains(t, text.ErrProfileCloth.In(hu, 4, 3), "nem 4 GYP-t")
	assert.Equal(t, "¿boiss → bois? Tab para aceptar.", text.SuggestGood.In(es, "boiss", "bois"))
	assert.Equal(t, "Léa a rejoint la partie sur son téléphone", text.ServeJoined.In(fr, "Léa"))
	assert.Contains(t, text.ServeKeyScore.In(fr), "s   décompter maintenant")
	assert.Contains(t, text.ExplainGoods.In(de), "3 Holz 2 Steine Glas")
	assert.Contains(t, text.ExplainGoods.In(es), "3 maderas 2 piedras cristal")
	assert.NotContains(t, text.HintFirstTo.In(hu, 5, "x"), "”: az")
}

// French puts a space before ":" and ";" on the pad's mission lines too.
func TestPadMissionLinesFollowTheLanguage(t *testing.T) {
	fr, en := text.For(text.FR), text.For(text.EN)
	assert.Equal(t, "Anna :", text.PromptLine.In(fr, "Anna"))
	assert.Equal(t, "a ; b", text.PadMissionsJoin.In(fr, "a", "b"))
	assert.Equal(t, "a; b", text.PadMissionsJoin.In(en, "a", "b"))
}
