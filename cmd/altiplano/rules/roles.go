package rules

import (
	"io"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

type roleJSON struct {
	Role string `json:"role"`
	printout.RoleStartJSON
}

func rolesView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	var data []roleJSON
	marks := render.NewMarks(p)
	t := render.Table{Header: render.Heads(p, text.HeadRole, words.HeadFood, words.HeadCoins, words.HeadGoods, text.HeadSource)}
	for _, r := range altiplano.Roles() {
		s := c.Role(r)
		data = append(data, roleJSON{Role: string(r), RoleStartJSON: printout.NewRoleStartJSON(s)})
		goods := printout.StartGoods(p, s)
		if s.Source == catalog.Inferred {
			goods += "*"
		}
		t.Add(words.Role(p, r), marks.Number(s.Food, s.Source), marks.Number(s.Coins, s.Source), goods, marks.Source(s.Source, words.NoteText(s.Note)))
	}
	return map[string]any{"roles": data}, tableText(words.TitleRoles.In(p), t, marks, "\n"+words.HintRoles.In(p)), nil
}
