package words

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// The wording native readers asked for, as rendered: each would fail if
// the old text came back.
func TestWordingFromNativeReaders(t *testing.T) {
	en, fr, ru := text.For(text.EN), text.For(text.FR), text.For(text.RU)

	// French.
	assert.Contains(t, HintRecordTiles.In(fr), "Notez les 28 tuiles sous «\u00a0extensions\u00a0»")
	assert.Equal(t, "Posséder 3 tuiles argent et 3 tuiles étoffe à la fin", MissionText(fr, 7))
	assert.Equal(t, "Posséder 4 tuiles verre à la fin", MissionText(fr, 8))
	assert.Equal(t, "Stocker 4 tuiles cacao", MissionText(fr, 15))
	assert.Equal(t, "Entrée pour décompter, ou une ligne", text.ReviewChoose.In(fr))
	assert.NotContains(t, TitleStrip.In(fr)+HelpRulesExtensionsShort.In(fr), "réglette")
	assert.Contains(t, text.HelpBoxCalibrateLong.In(fr), "une réponse faite d'un seul tiret (-) passe une partie")
	assert.Equal(t, "Léa\u00a0:", text.PromptLine.In(fr, "Léa"), "French puts a no-break space before the colon")
	pr := &rules.Problem{Kind: altiplano.UnknownGood, Player: "Léa", Field: rules.At(altiplano.FieldGoods), Value: "x"}
	assert.Regexp(t, `^Léa, marchandises\x{00a0}: `, fr.Problem(pr))
	assert.Regexp(t, `^Léa, goods: `, en.Problem(pr))

	// Russian.
	assert.Equal(t, "начальное число", text.FieldSeed.In(ru))
	assert.NotContains(t, SheetReproduce.In(ru, "X", "1"), "зерно")
	assert.Equal(t, "Новый ряд товара нельзя начать, пока есть незаполненный ряд этого товара.", WarehouseRuleOneOpen.In(ru)[:len("Новый ряд товара нельзя начать, пока есть незаполненный ряд этого товара.")])
	assert.Contains(t, SheetCircle.In(ru, "a", "b"), "планшеты местностей")
	assert.Contains(t, text.HelpBoxLong.In(ru), "Профиль экземпляра")
	assert.Contains(t, ExplainGoods.In(ru), "3 дерева 2 камня стекло")
	g, ok := Lexicon{}.Good("дерева")
	assert.True(t, ok && g == altiplano.Wood, "the example is read")

	// English: no "1 points?".
	assert.Equal(t, "wood: worth 1 VP? (Enter: yes, or the number)", AskGoodVP.In(en, "wood", "1"))

	// Rulebook readings are labelled as this tool's.
	assert.Contains(t, MissionRule(en, 3), "this tool's reading; the other reading: corn is not a good of its own")
	assert.Contains(t, AssumeHouseBonusTwice.In(en, "Ana", "glass"), "this tool's reading")
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
	assert.Contains(t, ErrCodeMissionsPassed.In(en, "C", "1, 2"), "(with 2 players the opponent passes one)")
	// The rulebook's words: «задание», «пристройка» (one word for the
	// tiles, their table and the sheet), «ящик»; «tároló».
	assert.Contains(t, ErrCodeMissionNotDealt.In(ru, "C", 3, "1, 2"), "задание 3")
	assert.Contains(t, BeforeCountingE24.In(ru), "владелец пристройки")
	assert.Equal(t, "ПРИСТРОЙКА", HeadTile.In(ru))
	assert.Contains(t, ExplainOrders.In(ru), "Очки", "the rulebook says «очки», not «ПО»")
	assert.Contains(t, BeforeChecklist.In(ru), "из ящика")
	assert.Contains(t, BeforeChecklist.In(hu), "a tárolóból")
	assert.Contains(t, BeforeChecklist.In(es), "espacios de planificación")
	assert.Contains(t, BeforeChecklist.In(de), "aus der Kiste")
	// Nothing says the mission cards carry no numbers: the rulebooks do not.
	assert.NotContains(t, BoxHintMissions.In(en), "carry no numbers")

	// Grammar and punctuation.
	assert.Contains(t, ErrProfileCloth.In(hu, 4, 3), "nem 4 GYP-t")
	assert.Equal(t, "¿boiss → bois? Tab para aceptar.", text.SuggestGood.In(es, "boiss", "bois"))
	assert.Equal(t, "Léa a rejoint la partie sur son téléphone", text.ServeJoined.In(fr, "Léa"))
	assert.Contains(t, text.ServeKeyScore.In(fr), "s   décompter maintenant")
	assert.Contains(t, ExplainGoods.In(de), "3 Holz 2 Steine Glas")
	assert.Contains(t, ExplainGoods.In(es), "3 maderas 2 piedras cristal")
	assert.NotContains(t, HintFirstTo.In(hu, 5, "x"), "”: az")
}

// French puts a space before ":" on the input line too.
func TestPromptLineFollowsTheLanguage(t *testing.T) {
	assert.Equal(t, "Anna\u00a0:", text.PromptLine.In(text.For(text.FR), "Anna"))
}

// The Russian rulebook (seeds/altiplano-rules-ru.txt) calls the extension
// tiles «пристройки» throughout («планшет пристроек», «купить пристройку»,
// «жетоне пристройки») and never «расширения»: the Russian texts use the
// rulebook's word everywhere, the counting checklist included.
func TestRussianExtensionsAreTheRulebooksWord(t *testing.T) {
	assert.Equal(t, "Эффекты пристроек", TitleEffects.In(text.For(text.RU)))
	assert.Contains(t, BeforeChecklist.In(text.For(text.RU)), "пристроек")
	ru, err := os.ReadFile(filepath.Join("locales", "ru.txt"))
	require.NoError(t, err)
	assert.NotContains(t, strings.ToLower(string(ru)), "расширени")
}
