package text

import (
	"slices"
	"strconv"
	"strings"

	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/rules/yamlin"
	"altiplano/setup/boxcode"
	"altiplano/setup/setupcode"
)

func itoa(n int) string { return strconv.Itoa(n) }

// Problem renders a problem: where, then what. "Anna, warehouse row 2: …"
func (p Printer) Problem(pr *rules.Problem) string {
	return p.placed(p.where(pr), p.ProblemMessage(pr))
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
	case rules.FieldSeed:
		return FieldSeed.In(p)
	case rules.FieldCode:
		return FieldCode.In(p)
	case rules.FieldNames:
		return FieldNames.In(p)
	case rules.FieldStart:
		return FieldStart.In(p)
	case rules.FieldSeat:
		return FieldSeat.In(p)
	case LimitField:
		return FieldLimit.In(p)
	case FlagField:
		return f.Item // the flag as typed, in every language
	}
	for _, r := range renderers {
		if r.Field == nil {
			continue
		}
		if s, ok := r.Field(p, f); ok {
			return s
		}
	}
	return ""
}

// InFile reports whether pr was found in a record file, whose reader sees
// the file's keys and every player's hand: its message may name both. A
// problem shown during a walk-through or on a phone says it in words.
func InFile(pr *rules.Problem) bool { return pr.Field.Kind == rules.FieldFile }

// NumberAsTyped is the value a problem found: as typed when it has the text.
func NumberAsTyped(pr *rules.Problem) string {
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
	switch pr.Kind {
	case setupcode.OtherGame:
		theirs, ok1 := gameNumbered(pr.N)
		ours, ok2 := gameNumbered(pr.Max)
		if !ok1 || !ok2 {
			return ErrCodeChecksum.T(pr.Value), true
		}
		return ours.OtherGameCode.T(pr.Value, theirs.Name.T()), true
	case setupcode.OtherKind:
		return ErrCodeOtherKind.T(pr.Value), true
	case setupcode.Malformed:
		return ErrCodeMalformed.T(pr.Value), true
	case setupcode.Checksum:
		return ErrCodeChecksum.T(pr.Value), true
	case setupcode.Version:
		return ErrCodeVersion.T(pr.N, pr.Max), true
	case setupcode.Seed:
		return ErrSeed.T(pr.Value), true
	case setupcode.SeedRange:
		return ErrSeedRange.T(pr.Value), true
	case rules.OutOfRange:
		return ErrOutOfRange.T(pr.Min, pr.Max, NumberAsTyped(pr)), true
	case boxprofile.ImportCode:
		return ErrProfileImportCode.T(pr.Value), true
	case boxprofile.ImportDate:
		return ErrProfileImportDate.T(pr.Value), true
	case rules.BelowMin:
		return ErrBelowMin.T(pr.Min, NumberAsTyped(pr)), true
	case rules.NotANumber:
		return ErrNotANumber.T(pr.Value), true
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
	case rules.NameNoLetter:
		return ErrNameNoLetter.T(pr.Value), true
	case rules.NameTwice:
		switch {
		case pr.Other != "" && pr.N > 0: // in a file: the other place too
			return ErrNameLookAlikeAt.T(pr.Value, pr.Other, pr.N), true
		case pr.Other != "":
			return ErrNameLookAlike.T(pr.Value, pr.Other), true
		case pr.N > 0:
			return ErrNameTwiceAt.T(pr.Value, pr.N), true
		}
		return ErrNameTwice.T(pr.Value), true
	case rules.TooMany:
		return ErrTooMany.T(pr.N, pr.Max), true
	case rules.PlayedAtForm:
		if len(pr.Names) > 0 { // what was typed, written as a record writes it
			return ErrPlayedAtExample.T(pr.Value, pr.Names[0]), true
		}
		return ErrPlayedAt.T(pr.Value), true
	case rules.PlayedAtRange:
		return ErrPlayedAtRange.T(pr.Value, pr.Min), true
	case rules.PlayedAtGap, rules.PlayedAtTwice:
		names := append(append([]string{}, pr.Names...), "", "", "")
		if pr.Kind == rules.PlayedAtGap {
			return ErrPlayedAtGap.T(pr.Value, names[0], names[1], names[2]), true
		}
		return ErrPlayedAtTwice.T(pr.Value, names[0], names[1], names[2]), true
	case rules.NotOneOf:
		return ErrNotOneOf.T(pr.Value, strings.Join(pr.Names, ", ")), true
	case yamlin.Syntax:
		if why, ok := SyntaxWhy(pr.Item); ok {
			return ErrYAMLSyntaxWhy.T(why), true
		}
		return ErrYAMLSyntax.T(), true
	case yamlin.Encoding:
		return ErrFileEncoding.T(), true
	case yamlin.Character:
		return ErrFileCharacter.T(pr.Value), true
	case yamlin.TooLarge:
		return ErrYAMLTooLarge.T(Size(pr.Max)), true
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
	case yamlin.NotInteger:
		return ErrYAMLNotInteger.T(pr.Value), true
	case yamlin.NotString:
		return ErrYAMLNotString.T(pr.Value), true
	case yamlin.Tag:
		return ErrYAMLTag.T(pr.Value), true
	case yamlin.GaveUp:
		return ErrYAMLGaveUp.T(pr.N), true
	case rules.LocationText:
		if rules.LocationHidden(pr.Value) {
			return ErrRecordLocationCharacters.T(pr.Value), true
		}
		return ErrRecordLocation.T(pr.Max), true
	}
	return boxCodeProblem(pr)
}

// boxCodeProblem words the problems of a box code.
func boxCodeProblem(pr *rules.Problem) (Text, bool) {
	switch pr.Kind {
	case boxcode.NotText:
		return ErrBoxCodeNotText.T(pr.N), true
	case boxcode.Empty:
		return ErrBoxCodeEmpty.T(), true
	case boxcode.Letter:
		return ErrBoxCodeLetter.T(pr.Value, pr.N), true
	case boxcode.NotBoxCode:
		return ErrBoxCodeNotBoxCode.T(), true
	case boxcode.Checksum:
		return ErrBoxCodeChecksum.T(), true
	case boxcode.Short:
		return ErrBoxCodeShort.T(pr.N, pr.Max), true
	case boxcode.Long:
		return ErrBoxCodeLong.T(pr.N, pr.Max), true
	case boxcode.Newer:
		return ErrBoxCodeVersion.T(pr.N, pr.Max), true
	case boxcode.UnknownGame:
		return ErrBoxCodeUnknownGame.T(pr.N), true
	case boxcode.SetupCode:
		if g, ok := gameNumbered(pr.N); ok {
			return ErrBoxCodeSetupCode.T(g.Name.T()), true
		}
		return ErrBoxCodeSetupCodeAny.T(), true
	}
	return Text{}, false
}

// ProblemKinds lists every kind of problem the shared packages and the
// registered games report, for the tests.
func ProblemKinds() []rules.Kind {
	out := slices.Concat(rules.Kinds(), rules.PlayedAtKinds(), yamlin.Kinds(), setupcode.Kinds(), boxcode.Kinds(), boxprofile.Kinds())
	for _, r := range renderers {
		out = append(out, r.Kinds...)
	}
	return out
}
