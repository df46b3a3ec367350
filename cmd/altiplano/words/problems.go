package words

import (
	"slices"
	"strings"

	"altiplano/cmd/text"
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/answer"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

func init() {
	text.RegisterRenderer(text.Renderer{Problem: altiplanoProblemText, Field: altiplanoField, Kinds: ProblemKinds()})
}

// ProblemKinds lists every kind Altiplano's packages report.
func ProblemKinds() []rules.Kind {
	return slices.Concat(altiplano.ModelKinds(), catalog.Kinds(), missions.Kinds(), scoring.Kinds(), scoring.EntryKinds(),
		setup.Kinds(), setup.RecordKinds(), answer.EntryKinds())
}

func altiplanoProblemText(p text.Printer, pr *rules.Problem) (text.Text, bool) {
	switch pr.Kind {
	case altiplano.UnknownGood:
		return ErrUnknownGood.T(pr.Value), true
	case altiplano.WarehouseNoSuchRow:
		return ErrWarehouseNoSuchRow.T(pr.N), true
	case altiplano.WarehouseGap:
		return ErrWarehouseGap.T(pr.N), true
	case altiplano.WarehouseOverfull:
		return ErrWarehouseOverfull.T(pr.N, pr.Max), true
	case altiplano.WarehouseUnfinishedBefore:
		return ErrWarehouseUnfinishedBefore.T(Good(p, altiplano.Good(pr.Item)), pr.N), true
	case altiplano.WarehouseFood:
		return ErrWarehouseFood.T(pr.N), true
	case altiplano.WarehouseCornRow:
		return ErrWarehouseCornRow.T(pr.N, Good(p, altiplano.Good(pr.Item))), true
	case altiplano.WarehouseMixed:
		return ErrWarehouseMixed.T(pr.N, Good(p, altiplano.Good(pr.Item)), Good(p, altiplano.Good(pr.Other))), true
	case altiplano.CornOutside:
		corn := GoodCounts(p, map[altiplano.Good]int{altiplano.Corn: pr.N})
		if pr.Field.File != "" { // a record: its key says the corn store
			return ErrCornOutsideFile.T(corn, altiplano.CornStoreCapacity), true
		}
		return ErrCornOutside.T(corn, altiplano.CornStoreCapacity), true
	case altiplano.CornStoreFull:
		return ErrCornStoreFull.T(GoodCounts(p, map[altiplano.Good]int{altiplano.Corn: pr.N}), pr.Max), true
	case altiplano.NoSuchMission:
		return ErrNoSuchMission.T(text.NumberAsTyped(pr)), true
	case altiplano.DuplicateMission:
		return ErrDuplicateMission.T(int(altiplano.MissionID(pr.Ref))), true

	case altiplano.DuplicateGood:
		return ErrYAMLDuplicateGood.T(pr.Value, Good(p, altiplano.Good(pr.Item))), true

	case catalog.Side:
		return ErrProfileSide.T(pr.Value), true
	case catalog.RightBeforeLeft:
		return ErrProfileRightBeforeLeft.T(), true
	case catalog.FirstRow:
		return ErrProfileFirstRow.T(pr.N, pr.Max), true
	case catalog.ClothRulebook:
		return ErrProfileCloth.T(pr.N, pr.Max), true
	case catalog.Count:
		return ErrProfileCount.T(pr.Max, pr.N), true
	case catalog.NoSuchEffect:
		return ErrProfileEffect.T(text.NumberAsTyped(pr)), true
	case catalog.EffectMissing:
		return ErrProfileEffectMissing.T(pr.N), true
	case catalog.Letter:
		return ErrProfileLetter.T(pr.Value), true
	case catalog.Mark:
		return ErrProfileMark.T(pr.Value), true
	case catalog.NoSuchRole:
		return ErrProfileRole.T(pr.Value), true
	case catalog.HouseFace:
		return ErrProfileHouseFace.T(Good(p, altiplano.Good(pr.Item))), true
	case catalog.RowsEmpty:
		return ErrProfileRowsEmpty.T(), true
	case catalog.RowVPDown:
		return ErrProfileRowVPDown.T(pr.N+1, pr.Max, pr.N, pr.Min), true
	case catalog.OrderNoGoods:
		return ErrProfileOrderNoGoods.T(pr.N, pr.Min, pr.Max), true

	case missions.SaysNotButIs:
		return ErrMissionSaysNotButIs.T(), true
	case missions.SaysButIsNot:
		return ErrMissionSaysButIsNot.T(MissionRule(p, altiplano.MissionID(pr.Ref))), true
	case missions.ClaimRequired:
		return ErrMissionClaimRequired.T(), true
	case missions.ClaimImpossible:
		id := altiplano.MissionID(pr.Ref)
		if pr.Player == "" {
			return ErrMissionClaimUnnamed.T(int(id), missionLacks[id].T()), true
		}
		return ErrMissionClaimImpossible.T(pr.Player, int(id), missionLacks[id].T()), true
	case missions.NeedsOrderGoods:
		return ErrMissionNeedsOrderGoods.T(), true
	case scoring.RecordEmpty:
		return ErrRecordEmpty.T(), true
	case scoring.RecordVersionUnknown:
		return ErrRecordVersion.T(text.NumberAsTyped(pr), pr.Max), true
	case scoring.NoSuchRole:
		return ErrRecordRole.T(pr.Value), true
	case scoring.StartTwice:
		if pr.N > 0 {
			return ErrRecordStartTwiceAt.T(safeJoin(pr.Names), pr.N), true
		}
		return ErrRecordStartTwice.T(safeJoin(pr.Names)), true
	case scoring.RoleTwice:
		if pr.N > 0 {
			return ErrRecordRoleTwiceAt.T(Role(p, altiplano.Role(pr.Value)), safeJoin(pr.Names), pr.N), true
		}
		return ErrRecordRoleTwice.T(Role(p, altiplano.Role(pr.Value)), safeJoin(pr.Names)), true
	case scoring.RowShape:
		return ErrRecordRow.T(), true
	case scoring.MissionShape:
		return ErrRecordMissionShape.T(pr.Value), true
	case scoring.RowEmpty:
		return ErrRecordRowEmpty.T(pr.N), true
	case scoring.OrderNoGoods:
		return ErrRecordOrderNoGoods.T(pr.N), true
	case scoring.PlayerCount:
		return ErrRecordPlayerCount.T(pr.Min, pr.Max, pr.N), true
	case scoring.RowVPButIncomplete:
		return ErrRowVPButIncomplete.T(pr.N, pr.Max), true
	case scoring.RowVPMismatch:
		return ErrRowVPMismatch.T(pr.N, pr.Max), true
	case scoring.RowVPUnknown:
		return ErrRowVPUnknown.T(pr.N), true
	case scoring.MissionsOff:
		return ErrRecordMissionsOff.T(), true
	case scoring.MissionVPMismatch:
		return ErrMissionVPMismatch.T(pr.N, pr.Max), true
	case scoring.MissionVPUnknown:
		return ErrMissionVPUnknown.T(int(altiplano.MissionID(pr.Ref))), true
	case scoring.MissionShared:
		// Missions are face down: only a record file, which shows every
		// hand anyway, names the holders. A walk-through refuses one
		// player's answer, who must not learn whose card it is.
		if text.InFile(pr) {
			return ErrRecordMissionShared.T(int(altiplano.MissionID(pr.Ref)), safeJoin(pr.Names)), true
		}
		return ErrRecordMissionSharedOther.T(int(altiplano.MissionID(pr.Ref))), true
	case scoring.HouseNoSuchCard:
		return ErrHouseNoSuchCard.T(Good(p, altiplano.Good(pr.Item))), true
	case scoring.HouseUnlikely:
		return ErrHouseUnlikely.T(Good(p, altiplano.Good(pr.Item))), true
	case scoring.OrderNoCard:
		return ErrOrderNoCard.T(pr.N), true
	case scoring.LimitGood:
		return ErrLimitGood.T(pr.N, Good(p, altiplano.Good(pr.Item)), pr.Max, pr.Min), true
	case scoring.LimitHouses:
		return ErrLimitHouses.T(pr.N, pr.Max), true
	case scoring.LimitBoats:
		return ErrLimitBoats.T(pr.N, pr.Max), true
	case scoring.LimitOrders:
		return ErrLimitOrders.T(pr.N, pr.Max), true
	case scoring.LimitHouseFaces:
		return ErrLimitHouseFaces.T(Good(p, altiplano.Good(pr.Item)), pr.N, pr.Max), true

	case scoring.EntryTwoNumbers:
		return ErrEntryTwoNumbers.T(pr.Value), true
	case scoring.EntryNumberAlone:
		return ErrEntryNumberAlone.T(pr.N), true
	case scoring.EntryRowVP:
		return ErrEntryRowVP.T(pr.Value), true
	case scoring.EntryRowEmpty:
		return ErrEntryRowEmpty.T(), true
	case scoring.EntryMissionWord:
		return ErrEntryMissionWord.T(pr.Value), true
	case scoring.EntryMissionAmbiguous:
		return ErrEntryMissionAmbiguous.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case scoring.EntryWords:
		return ErrEntryWords.T(pr.N, pr.Max), true

	case setup.RoleModeUnknown:
		return ErrRoleMode.T(pr.Value), true
	case setup.StartModeUnknown:
		return ErrStartMode.T(pr.Value), true
	case setup.NamesCount:
		return ErrNamesCount.T(pr.N, pr.Max), true
	case setup.SeatRange:
		return ErrSeatRange.T(pr.N, pr.Max), true
	case setup.CodePlayers:
		return ErrCodePlayers.T(pr.Value, pr.Max, pr.N), true
	case setup.CodeNames:
		return ErrCodeNames.T(pr.Value, safeJoin(pr.Names)), true
	case setup.CodeMissionsOn:
		return ErrCodeMissionsOn.T(pr.Value), true
	case setup.CodeMissionsOff:
		return ErrCodeMissionsOff.T(pr.Value), true
	case setup.CodeMissionNotDealt:
		return ErrCodeMissionNotDealt.T(pr.Value, int(altiplano.MissionID(pr.Ref)), strings.Join(pr.Names, ", ")), true
	case setup.CodeMissionsOwn:
		return ErrCodeMissionsOwn.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case setup.CodeMissionsPassed:
		return ErrCodeMissionsPassed.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case setup.CodeRole:
		names := append(append([]string{}, pr.Names...), "", "")
		return ErrCodeRole.T(pr.Value, Role(p, altiplano.Role(names[0])), Role(p, altiplano.Role(names[1]))), true
	case setup.CodeStart:
		return ErrCodeStart.T(pr.Value, safeJoin(pr.Names)), true
	}
	return boxProblemText(p, pr)
}

func altiplanoField(p text.Printer, f rules.Field) (string, bool) {
	switch f.Kind {
	case altiplano.FieldCoins:
		return FieldCoins.In(p), true
	case altiplano.FieldGoods:
		return FieldGoods.In(p), true
	case altiplano.FieldGood:
		return FieldGood.In(p, Good(p, altiplano.Good(f.Item))), true
	case altiplano.FieldWarehouse:
		return FieldWarehouse.In(p), true
	case altiplano.FieldWarehouseRow:
		return FieldWarehouseRow.In(p, f.Index), true
	case altiplano.FieldBoats:
		return FieldBoats.In(p), true
	case altiplano.FieldHouses:
		return FieldHouses.In(p), true
	case altiplano.FieldHouse:
		return FieldHouse.In(p, f.Index), true
	case altiplano.FieldOrders:
		return FieldOrders.In(p), true
	case altiplano.FieldOrder:
		return FieldOrder.In(p, f.Index), true
	case altiplano.FieldMissions:
		return FieldMissions.In(p), true
	case altiplano.FieldMission:
		return FieldMission.In(p, f.Index), true
	case altiplano.FieldRoles:
		return FieldRoles.In(p), true
	}
	if s := boxField(p, f); s != "" {
		return s, true
	}
	return "", false
}

// safeJoin is names shown safe, joined.
func safeJoin(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = text.Safe(n)
	}
	return strings.Join(out, ", ")
}
