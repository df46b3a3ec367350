package rules

import (
	"io"
	"strconv"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/missions"
	"altiplano/rules/altiplano/catalog"
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
	t := render.Table{Header: render.Heads(p, text.HeadNumber, text.HeadMission, words.HeadVP, words.HeadDecidedBy)}
	unknown := 0
	for _, id := range missions.All() {
		vp := c.MissionVP(id)
		if !vp.Known() {
			unknown++
		}
		data = append(data, missionJSON{ID: int(id), FirstTo: missions.FirstTo(id), VP: printout.CatalogJSON(vp)})
		t.Add(strconv.Itoa(int(id)), words.MissionText(p, id), marks.Number(vp.N, vp.Source), words.MissionRule(p, id))
	}
	after := []string{"\n" + words.HintMissionDeal.In(p)}
	if unknown > 0 {
		after = append(after, words.HintRecordMissions.In(p, unknown))
	}
	return map[string]any{"missions": data}, tableText(words.TitleMissions.In(p), t, marks, after...), nil
}
