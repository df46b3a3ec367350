package importcheck

import (
	"encoding/json"
	"errors"
	"io"
	"math"
	"reflect"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/yamlin"
)

// Lines words err, what Checker.Games gave of a game of export file, or
// why the export cannot be read, a line each, in p's language: each
// refused value at its key and line, each problem of a record at its own
// line. An error that is not about the export's content is one line as
// cmdutil renders it.
func Lines(p text.Printer, file string, err error) []string {
	var refusal Refusal
	if errors.As(err, &refusal) {
		var out []string
		for _, e := range refusal {
			out = append(out, Lines(p, file, e)...)
		}
		return out
	}
	if line, ok := exportProblem(p, file, err); ok {
		return []string{line}
	}
	var problems rules.Problems
	if errors.As(err, &problems) {
		out := make([]string, len(problems))
		for i, pr := range problems {
			out[i] = p.Problem(pr)
		}
		return out
	}
	return []string{cmdutil.Render(p, err)}
}

// exportProblem words why a history export, or one of its games, cannot be
// read: in file, at the key path and line of what is wrong. ok is false
// for an error that is not about the export's content.
func exportProblem(p text.Printer, file string, err error) (line string, ok bool) {
	var re *export.ReadError
	if !errors.As(err, &re) {
		return "", false
	}
	at := rules.InFile(file, re.Path, re.Line)
	problem := func(pr rules.Problem) string {
		pr.Field = at
		return p.Problem(&pr)
	}
	var typ *json.UnmarshalTypeError
	var syntax *json.SyntaxError
	var invalid *playlog.InvalidError
	var pr *rules.Problem
	switch {
	case errors.As(err, &pr):
		return problem(*pr), true
	case errors.As(err, &typ) && typ.Type.Kind() == reflect.String:
		return cmdutil.Render(p, cmdutil.InputAt(fieldText(p, at), text.ErrExportNotText.T(re.Written))), true
	case errors.As(err, &typ):
		return problem(wrongValue(typ, re.Written)), true
	case errors.As(err, &syntax) || errors.Is(err, io.ErrUnexpectedEOF):
		return problem(rules.Problem{Kind: yamlin.Syntax}), true
	case errors.As(err, &invalid):
		return invalidValue(p, at, problem, invalid), true
	}
	return "", false
}

// wrongValue is a value of the wrong kind for its key, or a number its
// key cannot hold, written as written, as a problem of a file.
func wrongValue(e *json.UnmarshalTypeError, written string) rules.Problem {
	number, isNumber := strings.CutPrefix(e.Value, "number ")
	switch e.Type.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if isNumber && !strings.ContainsAny(number, ".eE") {
			// A whole number beyond what the key holds: an id is from 1.
			low := 0
			if e.Field == "id" || strings.HasSuffix(e.Field, ".id") {
				low = 1
			}
			return rules.Problem{Kind: rules.OutOfRange, Value: number, Min: low, Max: maxOf(e.Type)}
		}
		return rules.Problem{Kind: rules.NotANumber, Value: written}
	case reflect.Bool:
		return rules.Problem{Kind: yamlin.NotBool, Value: written}
	case reflect.Slice, reflect.Array:
		return rules.Problem{Kind: yamlin.NotList}
	}
	return rules.Problem{Kind: yamlin.NotMapping}
}

// maxOf is the largest value of an integer type.
func maxOf(t reflect.Type) int {
	if t.Bits() >= 63 {
		return math.MaxInt
	}
	return 1<<(t.Bits()-1) - 1
}

// invalidValue words a value the export holds that no game can have.
func invalidValue(p text.Printer, at rules.Field, problem func(rules.Problem) string, e *playlog.InvalidError) string {
	said := func(what text.Text) string {
		return cmdutil.Render(p, cmdutil.InputAt(fieldText(p, at), what))
	}
	switch {
	case e.Field == "version" && e.Reason == playlog.ReasonRange:
		return said(text.ErrExportVersion.T(e.Value, export.JSONVersion))
	case e.Field == "document":
		return problem(rules.Problem{Kind: yamlin.NotMapping})
	case e.Field == "game" && e.Reason == playlog.ReasonUnknown:
		return said(text.ErrGameUnknown.T(e.Value, e.Want))
	case e.Field == "game" && e.Reason == playlog.ReasonNotRecorded:
		return said(text.ErrExportRecordOf.T(e.Want, e.Value))
	case e.Reason == playlog.ReasonNotRecorded && e.Value == "":
		return said(text.ErrExportMissingRecorded.T(e.Want))
	case e.Reason == playlog.ReasonNotRecorded && e.Want == "":
		return said(text.ErrExportNotRecordedNone.T(e.Value))
	case e.Reason == playlog.ReasonNotRecorded:
		return said(text.ErrExportNotRecorded.T(e.Value, e.Want))
	case e.Reason == playlog.ReasonPoints:
		return said(text.ErrExportPoints.T())
	case e.Reason == playlog.ReasonOther:
		return said(text.ErrExportOtherField.T(e.Value, e.Other, e.Want))
	}
	switch e.Reason {
	case playlog.ReasonEmpty:
		// Named at what holds it: "version" is required here.
		key := e.Field[strings.LastIndex(e.Field, ".")+1:]
		at.Path = strings.TrimSuffix(strings.TrimSuffix(at.Path, key), ".")
		return p.Problem(&rules.Problem{Kind: yamlin.Missing, Value: key, Field: at})
	case playlog.ReasonDuplicate:
		return said(text.ErrExportTwice.T(e.Value))
	case playlog.ReasonRange:
		return said(text.ErrExportRange.T(e.Value))
	}
	return said(text.ErrExportFormat.T(e.Value))
}

// fieldText names where a problem of a file is, as Printer.Field does.
func fieldText(p text.Printer, f rules.Field) text.Text {
	file := p.FileName(f.File)
	switch {
	case f.Path == "" && f.Line == 0:
		return text.FieldFile.T(file)
	case f.Path == "":
		return text.FieldInFileLine.T(file, f.Line)
	}
	return text.FieldInFile.T(file, f.Path, f.Line)
}
