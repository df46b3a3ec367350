package i18n

import "golang.org/x/text/feature/plural"

var englishPlural = map[Key]Plural{
	ErrProblemCount:       {Arg: 0, Forms: map[plural.Form]string{plural.One: "%d problem:", plural.Other: "%d problems:"}},
	ErrProfileCount:       {Arg: 1, Forms: map[plural.Form]string{plural.One: "the box has %d of these; %d is listed", plural.Other: "the box has %d of these; %d are listed"}},
	ErrNamesCount:         {Arg: 0, Forms: map[plural.Form]string{plural.One: "%d name for %d players; give one name per player", plural.Other: "%d names for %d players; give one name per player"}},
	PadNameCoins:          {Arg: 1, Forms: map[plural.Form]string{plural.One: "%s (%d coin)", plural.Other: "%s (%d coins)"}},
	PadWinner:             {Arg: 1, Forms: map[plural.Form]string{plural.One: "Winner: %s with %d point.", plural.Other: "Winner: %s with %d points."}},
	PadWinnersShared:      {Arg: 1, Forms: map[plural.Form]string{plural.One: "Shared win: %s, level on %d point and on coins (%d).", plural.Other: "Shared win: %s, level on %d points and on coins (%d)."}},
	PadTieDecided:         {Arg: 0, Forms: map[plural.Form]string{plural.One: "Tie on %d point, decided by coins: %s.", plural.Other: "Tie on %d points, decided by coins: %s."}},
	PadTieShared:          {Arg: 0, Forms: map[plural.Form]string{plural.One: "Tie on %d point: %s. Still level on coins, sharing a place: %s.", plural.Other: "Tie on %d points: %s. Still level on coins, sharing a place: %s."}},
	HintRecordMissions:    {Arg: 0, Forms: map[plural.Form]string{plural.One: "The VP of %d mission is printed only on its card: record it under missions in your box profile.", plural.Other: "The VP of %d missions are printed only on the cards: record them under missions in your box profile."}},
	SheetExtStack:         {Arg: 0, Forms: map[plural.Form]string{plural.One: "Face-down stack, %d tile, top first: %s", plural.Other: "Face-down stack, %d tiles, top first: %s"}},
	ErrWarehouseNoSuchRow: {Arg: 0, Forms: map[plural.Form]string{plural.One: "the warehouse has only %d row", plural.Other: "the warehouse has only %d rows"}},
	ErrLimitHouseFaces:    {Arg: 0, Forms: map[plural.Form]string{plural.One: "%d house shows %s, but your box profile has %d such house cards", plural.Other: "%d houses show %s, but your box profile has %d such house cards"}},
	ErrRowVPUnknown:       {Arg: 0, Forms: map[plural.Form]string{plural.One: "the row is complete (%d tile) but what it prints is unknown: write it as {goods: [...], vp: N}, or record the warehouse rows in your box profile", plural.Other: "the row is complete (%d tiles) but what it prints is unknown: write it as {goods: [...], vp: N}, or record the warehouse rows in your box profile"}},
}
