package printout

import (
	"altiplano/cmd/render"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/printed"
)

// CatalogJSON is a value of Altiplano's catalog in JSON, with its note.
func CatalogJSON(v catalog.Value) render.JSONValue {
	return render.ValueJSON(printed.Value{N: v.N, Source: v.Source}, string(v.Note))
}
