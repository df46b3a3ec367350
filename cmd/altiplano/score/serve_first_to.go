package scorecmd

import (
	"strconv"
	"strings"

	"altiplano/cmd/text"
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

// With --serve, two phones may both list the same "first to" mission (a
// card exists once; one of them misread it). Neither phone is refused for
// it: the claim concerns two players, so it is settled on the host, which
// names them and asks who holds the card. The others' hands lose it and are
// asked again on the host, pre-filled with what remains (Enter keeps it).

// settledOnHost reports whether pr waits for the host: a "first to"
// mission listed by several players, while the phones answer.
func (w *walk) settledOnHost(pr *rules.Problem) bool {
	return w.firstToOnHost && pr.Kind == scoring.MissionShared && missions.FirstTo(altiplano.MissionID(pr.Ref))
}

// sharedFirstTo is the first "first to" mission listed by several players.
func (w *walk) sharedFirstTo() *rules.Problem {
	for _, pr := range scoring.Validate(w.record, w.cat()) {
		if pr.Kind == scoring.MissionShared && missions.FirstTo(altiplano.MissionID(pr.Ref)) {
			return pr
		}
	}
	return nil
}

// settleFirstTo asks the host who holds each "first to" mission several
// players listed, and has the others' hands confirmed without it.
func (w *walk) settleFirstTo() error {
	w.firstToOnHost = false
	for pr := w.sharedFirstTo(); pr != nil; pr = w.sharedFirstTo() {
		id := altiplano.MissionID(pr.Ref)
		w.say(text.ServeFirstToShared.In(w.p, int(id), w.p.MissionText(id), text.List(pr.Names...)))
		items := make([]string, len(pr.Names))
		for k, n := range pr.Names {
			items[k] = text.Safe(n)
		}
		chosen, err := w.ask.Choose(text.AskFirstToHolder.In(w.p, int(id)), items, 0)
		if err != nil {
			return err
		}
		for k, name := range pr.Names {
			if k == chosen {
				continue
			}
			if err := w.dropMission(w.seatOf(name), id); err != nil {
				return err
			}
		}
	}
	return nil
}

// dropMission asks seat i's missions again on the host, offering the hand
// without mission id; the follow-up answers come back pre-filled.
func (w *walk) dropMission(i int, id altiplano.MissionID) error {
	var rest []string
	for _, m := range w.player(i).Missions {
		if m.ID != id {
			rest = append(rest, strconv.Itoa(int(m.ID)))
		}
	}
	for _, s := range w.steps() {
		if s.field == fMissions {
			w.redo(i, fMissions)
			delete(w.defaults, playerKey(i, fMissions).follow(fAchieved, int(id)).String())
			w.defaults[playerKey(i, fMissions).String()] = strings.Join(rest, " ")
			return w.settle(i, s)
		}
	}
	return nil
}

// seatOf is the seat (from 0) of the player named name.
func (w *walk) seatOf(name string) int {
	for i, p := range w.record.Players {
		if p.Name == name {
			return i
		}
	}
	return 0
}
