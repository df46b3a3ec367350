package rulescmd

import (
	"fmt"
	"io"
	"strconv"

	"altiplano/cmd/render"
	"altiplano/missions"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

type missionJSON struct {
	ID      int              `json:"id"`
	FirstTo bool             `json:"first_to"`
	VP      render.JSONValue `json:"vp"`
}

func missionsView(opts *Options, c catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	var data []missionJSON
	marks := render.NewMarks(p)
	t := render.Table{Header: heads(p, i18n.HeadNumber, i18n.HeadMission, i18n.HeadVP, i18n.HeadDecidedBy)}
	for _, id := range missions.All() {
		vp := c.MissionVP(int(id))
		data = append(data, missionJSON{ID: int(id), FirstTo: id.FirstTo(), VP: render.ToJSON(vp)})
		t.Add(strconv.Itoa(int(id)), p.Text(id.Text()), marks.Value(vp), p.Text(id.Rule()))
	}
	unknown := 0
	for _, id := range missions.All() {
		if !c.MissionVP(int(id)).Known() {
			unknown++
		}
	}
	text := func(w io.Writer) error {
		fmt.Fprintln(w, p.Sprintf(i18n.TitleMissions)+"\n")
		if err := t.Write(w); err != nil {
			return err
		}
		fmt.Fprintln(w, "\n"+p.Sprintf(i18n.HintMissionDeal))
		if unknown > 0 {
			fmt.Fprintln(w, p.Sprintf(i18n.HintRecordMissions, unknown))
		}
		marks.Write(w)
		return nil
	}
	return map[string]any{"missions": data}, text, nil
}
