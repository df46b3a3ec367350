package i18n

// The game's own words, as the rulebooks of each language print them
// (digest §10). They are part of every language's catalog under the keys
// "good.<id>" and "location.<id>".

// GoodKey and LocationKey give the catalog key for a good or location id.
func GoodKey(id string) Key     { return Key("good." + id) }
func LocationKey(id string) Key { return Key("location." + id) }

var goodTerms = map[Lang]map[string]string{
	EN: {"food": "food", "corn": "corn", "wood": "wood", "stone": "stone", "ore": "ore", "wool": "wool",
		"silver": "silver", "cloth": "cloth", "fish": "fish", "glass": "glass", "alpaca": "alpaca", "cacao": "cacao"},
	DE: {"food": "Nahrung", "corn": "Mais", "wood": "Holz", "stone": "Stein", "ore": "Erz", "wool": "Wolle",
		"silver": "Silber", "cloth": "Tuch", "fish": "Fisch", "glass": "Glas", "alpaca": "Alpaka", "cacao": "Kakao"},
	RU: {"food": "еда", "corn": "кукуруза", "wood": "дерево", "stone": "камень", "ore": "руда", "wool": "шерсть",
		"silver": "серебро", "cloth": "ткань", "fish": "рыба", "glass": "стекло", "alpaca": "альпака", "cacao": "какао"},
	HU: {"food": "élelem", "corn": "kukorica", "wood": "fa", "stone": "kő", "ore": "érc", "wool": "gyapjú",
		"silver": "ezüst", "cloth": "szövet", "fish": "hal", "glass": "üveg", "alpaca": "alpaka", "cacao": "kakaó"},
	FR: {"food": "nourriture", "corn": "maïs", "wood": "bois", "stone": "pierre", "ore": "minerai", "wool": "laine",
		"silver": "argent", "cloth": "étoffe", "fish": "poisson", "glass": "verre", "alpaca": "alpaga", "cacao": "cacao"},
	ES: {"food": "comida", "corn": "maíz", "wood": "madera", "stone": "piedra", "ore": "mineral", "wool": "lana",
		"silver": "plata", "cloth": "tela", "fish": "pescado", "glass": "cristal", "alpaca": "alpaca", "cacao": "cacao"},
}

var locationTerms = map[Lang]map[string]string{
	EN: {"village": "village", "market": "market", "road": "road", "harbor": "harbor", "farm": "farm", "mine": "mine", "forest": "forest", "centre": "centre"},
	DE: {"village": "Dorf", "market": "Markt", "road": "Straße", "harbor": "Hafen", "farm": "Farm", "mine": "Bergwerk", "forest": "Wald", "centre": "Mitte"},
	RU: {"village": "деревня", "market": "рынок", "road": "дорога", "harbor": "пристань", "farm": "ферма", "mine": "шахта", "forest": "лес", "centre": "центр"},
	HU: {"village": "falu", "market": "piac", "road": "út", "harbor": "kikötő", "farm": "farm", "mine": "bánya", "forest": "erdő", "centre": "középen"},
	FR: {"village": "village", "market": "marché", "road": "route", "harbor": "port", "farm": "ferme", "mine": "mine", "forest": "forêt", "centre": "centre"},
	ES: {"village": "aldea", "market": "mercado", "road": "camino", "harbor": "puerto", "farm": "granja", "mine": "mina", "forest": "bosque", "centre": "centro"},
}

// goodInputAliases are further words accepted when reading goods, beyond every
// language's printed name: English plurals and the rulebooks' variant spellings.
var goodInputAliases = map[string][]string{
	"food":   {"foods"},
	"wood":   {"woods"},
	"stone":  {"stones"},
	"ore":    {"ores"},
	"fish":   {"fishes"},
	"glass":  {"glasses"},
	"alpaca": {"alpacas"},
	"cacao":  {"cocoa"},
	"cloth":  {"cloths"},
	"corn":   {"maize"},
	"silver": {},
	"wool":   {},
}

// spanishGlassVariant: the Spanish rulebook names glass both "cristal" and "vidrio".
const spanishGlassVariant = "vidrio"

// GoodWords returns, for each good id, every word that names it in any
// language, including input aliases. Used by the parser in package rules.
func GoodWords() map[string][]string {
	words := map[string][]string{}
	for _, lang := range Langs() {
		for id, name := range goodTerms[lang] {
			words[id] = append(words[id], name)
		}
	}
	for id, extra := range goodInputAliases {
		words[id] = append(words[id], extra...)
	}
	words["glass"] = append(words["glass"], spanishGlassVariant)
	return words
}

// LocationWords returns, for each location id, its name in every language.
func LocationWords() map[string][]string {
	words := map[string][]string{}
	for _, lang := range Langs() {
		for id, name := range locationTerms[lang] {
			words[id] = append(words[id], name)
		}
	}
	return words
}
