package i18n

// buildCatalogs merges the game terms into each language's messages.
func buildCatalogs(messages map[Lang]map[Key]string) map[Lang]map[Key]string {
	out := map[Lang]map[Key]string{}
	for _, lang := range Langs() {
		m := map[Key]string{}
		for k, v := range messages[lang] {
			m[k] = v
		}
		for id, name := range goodTerms[lang] {
			m[GoodKey(id)] = name
		}
		for id, name := range locationTerms[lang] {
			m[LocationKey(id)] = name
		}
		out[lang] = m
	}
	return out
}
