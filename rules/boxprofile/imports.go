package boxprofile

import (
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/yamlin"
)

// ImportsKey is the profile's own top-level key, no game's: the box codes
// its values were taken from, each with the day it was taken in, newest
// last. A value the profile holds as a code gave it is said to come from
// that code ("from a box code, 2026-11-29"); one recorded since, by hand or
// by a calibration, is the user's own.
//
//	imported_codes:
//	  - {code: Y40H-HGEQ-…, date: 2026-11-29}
const ImportsKey = "imported_codes"

// Import is one box code taken into the profile.
type Import struct {
	// Code is the code as the program prints it: letters and digits in
	// groups of four.
	Code string
	// Date is the day it was taken in, in the user's zone: 2026-11-29.
	Date string
}

// Kinds of problems with the imported codes.
const (
	// ImportCode: a code that is not written as the program writes one.
	// Value.
	ImportCode rules.Kind = "profile_import_code"
	// ImportDate: a date that is not a day written 2026-11-29. Value.
	ImportDate rules.Kind = "profile_import_date"
)

// Kinds lists the kinds above, for the presentation's test.
func Kinds() []rules.Kind { return []rules.Kind{ImportCode, ImportDate} }

// DateLayout is how an import's day is written.
const DateLayout = "2006-01-02"

// maxImportCode bounds a code as the profile keeps it: the longest code the
// program reads, grouped.
const maxImportCode = 1280

// Imports are the box codes the profile was given, oldest first.
func (d Document) Imports() []Import { return d.imports }

func readImports(w *yamlin.Walker, path string, n *yaml.Node) []Import {
	var out []Import
	w.List(path, n, func(i int, item *yaml.Node) {
		at := yamlin.Index(path, i)
		if !w.Required(at, item, "code", "date") {
			return
		}
		var imp Import
		w.Mapping(at, item, []string{"code", "date"}, func(key string, _, v *yaml.Node) {
			kp := yamlin.Join(at, key)
			switch {
			case key == "date" && (v.Kind != yaml.ScalarNode || !isDate(v.Value)):
				// Quoted or not (YAML reads a plain one as a timestamp).
				w.Fail(kp, v, rules.Problem{Kind: ImportDate, Value: yamlin.Written(v)})
			case key == "date":
				imp.Date = v.Value
			default:
				s, ok := w.String(kp, v)
				if ok && !codeLetters(s) {
					w.Fail(kp, v, rules.Problem{Kind: ImportCode, Value: yamlin.Written(v)})
				} else if ok {
					imp.Code = s
				}
			}
		})
		if imp.Code != "" && imp.Date != "" {
			out = append(out, imp)
		}
	})
	return out
}

// codeLetters reports a code as the program writes one: upper-case letters
// and digits, in groups joined by dashes.
func codeLetters(s string) bool {
	if s == "" || len(s) > maxImportCode {
		return false
	}
	for _, group := range strings.Split(s, "-") {
		if group == "" || strings.Trim(group, "0123456789ABCDEFGHJKMNPQRSTVWXYZ") != "" {
			return false
		}
	}
	return true
}

func isDate(s string) bool {
	_, err := time.Parse(DateLayout, s)
	return err == nil
}

// ImportsEntry is the profile's entry of imports; nil for none.
func ImportsEntry(imports []Import) *Entry {
	if len(imports) == 0 {
		return nil
	}
	list := Seq(0)
	for _, imp := range imports {
		list.Content = append(list.Content, Flow("code", Str(imp.Code), "date", Str(imp.Date)))
	}
	return &Entry{Key: ImportsKey, Value: list}
}

// SetImports writes imports into a profile, in place of those it holds
// (none removes the key).
func SetImports(imports []Import) Edit {
	if e := ImportsEntry(imports); e != nil {
		return SetEntry(ImportsKey, e.Value)
	}
	return SetEntry(ImportsKey, nil)
}
