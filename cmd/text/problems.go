package text

import (
	"strconv"
	"strings"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/yamlin"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
	"altiplano/setup/setupcode"
)

func itoa(n int) string { return strconv.Itoa(n) }

// Problem renders a problem: where, then what. "Anna, warehouse row 2: …"
func (p Printer) Problem(pr *rules.Problem) string {
	var where []string
	if pr.Player != "" {
		where = append(where, Safe(pr.Player))
	}
	if f := p.Field(pr.Field); f != "" {
		where = append(where, f)
	}
	msg := p.ProblemMessage(pr)
	if len(where) == 0 {
		return msg
	}
	// The language's colon: "Léa, rangée 2 de l'entrepôt : …" in French.
	return PromptLine.In(p, strings.Join(where, ", ")) + " " + msg
}

// Field renders where a problem is; empty for no field.
func (p Printer) Field(f rules.Field) string {
	if f.File != "" {
		file := p.FileName(f.File)
		switch {
		case f.Path == "" && f.Line == 0:
			return FieldFile.In(p, file)
		case f.Path == "":
			return FieldInFileLine.In(p, file, f.Line)
		case f.Line == 0: // a key whose line is no longer known
			return FieldInFilePath.In(p, file, f.Path)
		}
		return FieldInFile.In(p, file, f.Path, f.Line)
	}
	switch f.Kind {
	case rules.FieldPlayers:
		return FieldPlayers.In(p)
	case rules.FieldName:
		return FieldName.In(p)
	case altiplano.FieldCoins:
		return FieldCoins.In(p)
	case altiplano.FieldGoods:
		return FieldGoods.In(p)
	case altiplano.FieldGood:
		return FieldGood.In(p, p.Good(altiplano.Good(f.Item)))
	case altiplano.FieldWarehouse:
		return FieldWarehouse.In(p)
	case altiplano.FieldWarehouseRow:
		return FieldWarehouseRow.In(p, f.Index)
	case altiplano.FieldBoats:
		return FieldBoats.In(p)
	case altiplano.FieldHouses:
		return FieldHouses.In(p)
	case altiplano.FieldHouse:
		return FieldHouse.In(p, f.Index)
	case altiplano.FieldOrders:
		return FieldOrders.In(p)
	case altiplano.FieldOrder:
		return FieldOrder.In(p, f.Index)
	case altiplano.FieldMissions:
		return FieldMissions.In(p)
	case altiplano.FieldMission:
		return FieldMission.In(p, f.Index)
	case rules.FieldSeed:
		return FieldSeed.In(p)
	case rules.FieldCode:
		return FieldCode.In(p)
	case rules.FieldNames:
		return FieldNames.In(p)
	case altiplano.FieldRoles:
		return FieldRoles.In(p)
	case rules.FieldStart:
		return FieldStart.In(p)
	case rules.FieldSeat:
		return FieldSeat.In(p)
	case rules.FieldLimit:
		return FieldLimit.In(p)
	}
	for _, r := range renderers {
		if r.Field == nil {
			continue
		}
		if s, ok := r.Field(p, f); ok {
			return s
		}
	}
	return p.boxField(f)
}

// numberAsTyped is the value a problem found: as typed when it has the text.
func numberAsTyped(pr *rules.Problem) string {
	if pr.Value != "" {
		return pr.Value
	}
	return itoa(pr.N)
}

// ProblemMessage renders what is wrong, without where.
func (p Printer) ProblemMessage(pr *rules.Problem) string {
	if t, ok := p.problemText(pr); ok {
		return p.T(t)
	}
	// A kind without a text is a programming error the tests catch.
	return Safe(string(pr.Kind))
}

func (p Printer) problemText(pr *rules.Problem) (Text, bool) {
	for _, r := range renderers {
		if t, ok := r.Problem(p, pr); ok {
			return t, true
		}
	}
	if t, ok := p.alpakaProblemText(pr); ok {
		return t, true
	}
	switch pr.Kind {
	case setupcode.OtherGame:
		theirs, ok1 := gameNumbered(pr.N)
		ours, ok2 := gameNumbered(pr.Max)
		if !ok1 || !ok2 {
			return ErrCodeChecksum.T(pr.Value), true
		}
		return ours.OtherGameCode.T(pr.Value, theirs.Name.T()), true
	case rules.OutOfRange:
		return ErrOutOfRange.T(pr.Min, pr.Max, numberAsTyped(pr)), true
	case rules.NotANumber:
		return ErrNotANumber.T(pr.Value), true
	case altiplano.UnknownGood:
		return ErrUnknownGood.T(pr.Value), true
	case rules.PlayersRange:
		return ErrPlayersRange.T(pr.Min, pr.Max, pr.Value), true
	case rules.NamesCount:
		return ErrPlayersNamed.T(pr.N, pr.Min, pr.Max), true
	case rules.NameEmpty:
		return ErrNameEmpty.T(), true
	case rules.NameTooLong:
		return ErrNameLong.T(pr.Value, pr.Max), true
	case rules.NameCharacters:
		return ErrNameChars.T(pr.Value), true
	case rules.NameTwice:
		if pr.N > 0 { // in a file: the other place too
			return ErrNameTwiceAt.T(pr.Value, pr.N), true
		}
		return ErrNameTwice.T(pr.Value), true
	case altiplano.WarehouseNoSuchRow:
		return ErrWarehouseNoSuchRow.T(pr.N), true
	case altiplano.WarehouseGap:
		return ErrWarehouseGap.T(pr.N), true
	case altiplano.WarehouseOverfull:
		return ErrWarehouseOverfull.T(pr.N, pr.Max), true
	case altiplano.WarehouseUnfinishedBefore:
		return ErrWarehouseUnfinishedBefore.T(p.Good(altiplano.Good(pr.Item)), pr.N), true
	case altiplano.WarehouseFood:
		return ErrWarehouseFood.T(pr.N), true
	case altiplano.WarehouseCornRow:
		return ErrWarehouseCornRow.T(pr.N, p.Good(altiplano.Good(pr.Item))), true
	case altiplano.WarehouseMixed:
		return ErrWarehouseMixed.T(pr.N, p.Good(altiplano.Good(pr.Item)), p.Good(altiplano.Good(pr.Other))), true
	case rules.TooMany:
		return ErrTooMany.T(pr.N, pr.Max), true
	case altiplano.NoSuchMission:
		return ErrNoSuchMission.T(numberAsTyped(pr)), true
	case altiplano.DuplicateMission:
		return ErrDuplicateMission.T(int(altiplano.MissionID(pr.Ref))), true

	case yamlin.Syntax:
		return ErrYAMLSyntax.T(), true
	case yamlin.TooLarge:
		return ErrYAMLTooLarge.T(pr.N, pr.Max), true
	case yamlin.Trailing:
		return ErrYAMLTrailing.T(), true
	case yamlin.Alias:
		return ErrYAMLAlias.T(pr.Value), true
	case yamlin.UnknownKey:
		return ErrYAMLUnknownKey.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case yamlin.NotMapping:
		return ErrYAMLNotMapping.T(), true
	case yamlin.NotList:
		return ErrYAMLNotList.T(), true
	case yamlin.NotBool:
		return ErrYAMLNotBool.T(pr.Value), true
	case yamlin.Missing:
		return ErrYAMLMissing.T(pr.Value), true
	case yamlin.DuplicateKey:
		return ErrYAMLDuplicateKey.T(pr.Value), true
	case yamlin.DuplicateGood:
		return ErrYAMLDuplicateGood.T(pr.Value, p.Good(altiplano.Good(pr.Item))), true

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
		return ErrProfileEffect.T(pr.N), true
	case catalog.EffectMissing:
		return ErrProfileEffectMissing.T(pr.N), true
	case catalog.Letter:
		return ErrProfileLetter.T(pr.Value), true
	case catalog.Mark:
		return ErrProfileMark.T(pr.Value), true
	case catalog.NoSuchRole:
		return ErrProfileRole.T(pr.Value), true

	case missions.SaysNotButIs:
		return ErrMissionSaysNotButIs.T(), true
	case missions.SaysButIsNot:
		return ErrMissionSaysButIsNot.T(p.MissionRule(altiplano.MissionID(pr.Ref))), true
	case missions.ClaimRequired:
		return ErrMissionClaimRequired.T(), true
	case missions.ClaimImpossible:
		return ErrMissionClaimImpossible.T(p.MissionRule(altiplano.MissionID(pr.Ref))), true
	case missions.NeedsOrderGoods:
		return ErrMissionNeedsOrderGoods.T(), true
	}
	return p.recordProblemText(pr)
}

func (p Printer) recordProblemText(pr *rules.Problem) (Text, bool) {
	switch pr.Kind {
	case scoring.RecordEmpty:
		return ErrRecordEmpty.T(), true
	case rules.LocationText:
		return ErrRecordLocation.T(pr.Max), true
	case scoring.RecordVersionUnknown:
		return ErrRecordVersion.T(pr.N, pr.Max), true
	case scoring.PlayedAt:
		return ErrRecordPlayedAt.T(pr.Value), true
	case scoring.PlayedAtRange:
		return ErrRecordPlayedAtRange.T(pr.Value), true
	case scoring.NoSuchRole:
		return ErrRecordRole.T(pr.Value), true
	case scoring.StartTwice:
		if pr.N > 0 {
			return ErrRecordStartTwiceAt.T(safeJoin(pr.Names), pr.N), true
		}
		return ErrRecordStartTwice.T(safeJoin(pr.Names)), true
	case scoring.RoleTwice:
		if pr.N > 0 {
			return ErrRecordRoleTwiceAt.T(p.Role(altiplano.Role(pr.Value)), safeJoin(pr.Names), pr.N), true
		}
		return ErrRecordRoleTwice.T(p.Role(altiplano.Role(pr.Value)), safeJoin(pr.Names)), true
	case scoring.RowShape:
		return ErrRecordRow.T(), true
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
		return ErrRecordMissionShared.T(int(altiplano.MissionID(pr.Ref)), safeJoin(pr.Names)), true
	case scoring.HouseNoSuchCard:
		return ErrHouseNoSuchCard.T(p.Good(altiplano.Good(pr.Item))), true
	case scoring.HouseUnlikely:
		return ErrHouseUnlikely.T(p.Good(altiplano.Good(pr.Item))), true
	case scoring.OrderNoCard:
		return ErrOrderNoCard.T(pr.N), true
	case scoring.LimitGood:
		return ErrLimitGood.T(pr.N, p.Good(altiplano.Good(pr.Item)), pr.Max, pr.Min), true
	case scoring.LimitHouses:
		return ErrLimitHouses.T(pr.N, pr.Max), true
	case scoring.LimitBoats:
		return ErrLimitBoats.T(pr.N, pr.Max), true
	case scoring.LimitOrders:
		return ErrLimitOrders.T(pr.N, pr.Max), true
	case scoring.LimitHouseFaces:
		return ErrLimitHouseFaces.T(p.Good(altiplano.Good(pr.Item)), pr.N, pr.Max), true

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
	case setup.CodeMalformed:
		return ErrCodeMalformed.T(pr.Value), true
	case setup.CodeChecksum:
		return ErrCodeChecksum.T(pr.Value), true
	case setup.CodeVersion:
		return ErrCodeVersion.T(pr.N, pr.Max), true
	case setup.Seed:
		return ErrSeed.T(pr.Value), true
	case setup.SeatRange:
		return ErrSeatRange.T(pr.N, pr.Max), true
	case setup.CodePlayers:
		return ErrCodePlayers.T(pr.Value, pr.Max, pr.N), true
	case setup.CodeNames:
		return ErrCodeNames.T(pr.Value, safeJoin(pr.Names)), true
	}
	return p.boxProblemText(pr)
}

func safeJoin(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = Safe(n)
	}
	return strings.Join(out, ", ")
}

// ProblemKinds lists every kind the domain reports, for the tests.
func ProblemKinds() []rules.Kind {
	var out []rules.Kind
	for _, list := range [][]rules.Kind{rules.Kinds(), altiplano.ModelKinds(), yamlin.Kinds(), catalog.Kinds(),
		missions.Kinds(), scoring.Kinds(), scoring.EntryKinds(), setup.Kinds(), setup.RecordKinds(), catalog.EntryKinds()} {
		out = append(out, list...)
	}
	return append(out, AlpakaProblemKinds()...)
}

// Assumption renders one thing a result rests on that is not verified.
func (p Printer) Assumption(a scoring.Assumption) string {
	switch a.Kind {
	case scoring.GoodsInferred:
		names := make([]string, len(a.Goods))
		for i, g := range a.Goods {
			names[i] = p.Good(g)
		}
		return AssumeGoodsInferred.In(p, strings.Join(names, ", "))
	case scoring.RowsIncomplete:
		rows := make([]string, len(a.Rows))
		for i, r := range a.Rows {
			rows[i] = itoa(r)
		}
		return AssumeRowsIncomplete.In(p, a.Player, strings.Join(rows, ", "))
	case scoring.RowVPInferred:
		return AssumeRowVPInferred.In(p, a.Player)
	case scoring.MissionVPInferred:
		return AssumeMissionVPInferred.In(p, int(a.Mission))
	case scoring.CapacitiesUnchecked:
		return AssumeCapacitiesUnchecked.In(p)
	case scoring.HouseBonusTwice:
		names := make([]string, len(a.Goods))
		for i, g := range a.Goods {
			names[i] = p.Good(g)
		}
		return AssumeHouseBonusTwice.In(p, a.Player, strings.Join(names, ", "))
	}
	return Safe(string(a.Kind))
}
