package score

import (
	"strconv"
	"strings"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	altiplanoscore "altiplano/scoring/altiplano"
)

// With --serve, two phones may both list the same "first to" mission (a
// card exists once; one of them misread it). Neither phone is refused for
// it: the claim concerns two players, so it is settled on the host, which
// names them and asks who holds the card. The others' hands lose it and are
// asked again on the host, pre-filled with what remains (Enter keeps it).

// SettledOnHost reports whether pr waits for the host: a "first to"
// mission listed by several players.
func (t *table) SettledOnHost(pr *rules.Problem) bool {
	return pr.Kind == altiplanoscore.MissionShared && missions.FirstTo(altiplano.MissionID(pr.Ref))
}

// sharedFirstTo is the first "first to" mission listed by several players.
func (t *table) sharedFirstTo() *rules.Problem {
	for _, pr := range t.Problems() {
		if t.SettledOnHost(pr) {
			return pr
		}
	}
	return nil
}

// SettleOnHost asks the host who holds each "first to" mission several
// players listed, and has the others' hands confirmed without it.
func (t *table) SettleOnHost(w *walk.Walk) error {
	for pr := t.sharedFirstTo(); pr != nil; pr = t.sharedFirstTo() {
		id := altiplano.MissionID(pr.Ref)
		w.Say(words.ServeFirstToShared.In(w.P, int(id), words.MissionText(w.P, id), text.List(pr.Names...)))
		items := make([]string, len(pr.Names))
		for k, n := range pr.Names {
			items[k] = text.Safe(n)
		}
		chosen, err := w.Choose(words.AskFirstToHolder.In(w.P, int(id)), items)
		if err != nil {
			return err
		}
		for k, name := range pr.Names {
			if k == chosen {
				continue
			}
			if err := t.dropMission(w, t.seatOf(name), id); err != nil {
				return err
			}
		}
	}
	return nil
}

// dropMission asks seat i's missions again on the host, offering the hand
// without mission id; the follow-up answers come back pre-filled.
func (t *table) dropMission(w *walk.Walk, i int, id altiplano.MissionID) error {
	var rest []string
	for _, m := range t.player(i).Missions {
		if m.ID != id {
			rest = append(rest, strconv.Itoa(int(m.ID)))
		}
	}
	for _, s := range t.Steps() {
		if s.Field == fMissions {
			w.Redo(i, fMissions)
			w.Unprefill(walk.SeatKey(i, fMissions).Follow(fAchieved, int(id)))
			w.Prefill(walk.SeatKey(i, fMissions), strings.Join(rest, " "))
			return w.Settle(i, s)
		}
	}
	return nil
}

// seatOf is the seat (from 0) of the player named name.
func (t *table) seatOf(name string) int {
	for i, p := range t.record.Players {
		if p.Name == name {
			return i
		}
	}
	return 0
}
