package rulescmd

import (
	"fmt"
	"io"
	"strings"

	"altiplano/cmd/render"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

type roleJSON struct {
	Role   string         `json:"role"`
	Food   *int           `json:"food"`
	Coins  *int           `json:"coins"`
	Goods  map[string]int `json:"goods"`
	Source string         `json:"source"`
	Note   string         `json:"note,omitempty"`
}

// RoleName is how a role is called in text output.
func RoleName(r rules.Role) i18n.Text { return i18n.T(i18n.Key("role." + string(r))) }

// StartGoods renders a role's starting goods ("1 fish, 1 ore"), or "?" when unknown.
func StartGoods(p i18n.Printer, s catalog.RoleStart) string {
	if s.Source == catalog.Unknown {
		return "?"
	}
	var parts []string
	for _, g := range rules.Goods() {
		if n := s.Goods[g]; n > 0 {
			parts = append(parts, p.Sprintf(i18n.GoodsCount, n, g.Name()))
		}
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, ", ")
}

func rolesView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	var data []roleJSON
	marks := render.NewMarks(p)
	t := render.Table{Header: heads(p, i18n.HeadRole, i18n.HeadFood, i18n.HeadCoins, i18n.HeadGoods, i18n.HeadSource)}
	for _, r := range rules.Roles() {
		s := c.Role(r)
		rj := roleJSON{Role: string(r), Source: string(s.Source), Note: render.NoteID(s.Note), Goods: map[string]int{}}
		if s.Source != catalog.Unknown {
			food, coins := s.Food, s.Coins
			rj.Food, rj.Coins = &food, &coins
			for g, n := range s.Goods {
				rj.Goods[string(g)] = n
			}
		}
		data = append(data, rj)
		goods := StartGoods(p, s)
		if s.Source == catalog.Inferred {
			goods += "*"
		}
		t.Add(p.Text(RoleName(r)), marks.Number(s.Food, s.Source), marks.Number(s.Coins, s.Source), goods, marks.Source(s.Source, s.Note))
	}
	text := func(w io.Writer) error {
		fmt.Fprintln(w, p.Sprintf(i18n.TitleRoles)+"\n")
		if err := t.Write(w); err != nil {
			return err
		}
		fmt.Fprintln(w, "\n"+p.Sprintf(i18n.HintRoles))
		marks.Write(w)
		return nil
	}
	return map[string]any{"roles": data}, text, nil
}
