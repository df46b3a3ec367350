package importcmd

import (
	"bytes"
	"errors"
	"io/fs"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/files"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/setup/boxcode"
)

// minCodeLetters is the fewest letters and digits an argument has when it
// is taken for a box code: the shortest code, of nothing, has 12.
const minCodeLetters = 12

// codeShaped reports whether s looks like a box code rather than a file's
// name or a profile: letters and digits, at least minCodeLetters of them,
// with nothing else but spaces, line breaks and dashes (a phone's and a
// web page's included) and a QR code's blocks;
// bytes that are not UTF-8 and no colon (a code pasted in another
// encoding, not a YAML file) count too, so that what is wrong is said.
func codeShaped(s string) bool {
	if !utf8.ValidString(s) {
		return !strings.Contains(s, ":")
	}
	return letters(s) >= minCodeLetters
}

// letters counts the letters and digits of s: -1 when s holds anything
// else but spaces and dashes (0 bytes too: UTF-16 text).
func letters(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			n++
		case unicode.IsSpace(r) || unicode.Is(unicode.Pd, r) || r == '\ufeff' || r == '\u200b' || r == 0,
			r >= '\u2580' && r <= '\u259f': // the QR code's blocks, selected with the code beside it
		default:
			return -1
		}
	}
	return n
}

// surelyCode is the length past which an argument is a code whatever is
// wrong with it: no one names a file so.
const surelyCode = 24

// isCode reports whether the argument of box import is a code: it has the
// shape of one and names no file.
func (o *Options) isCode() bool {
	if o.File == "-" || !codeShaped(o.File) {
		return false
	}
	// A file of that name is read as one, even unreadable (said so); a
	// name no file has, or none could have, is the code.
	_, err := o.ReadFile(o.File)
	return err != nil && !errors.Is(err, fs.ErrPermission) && !errors.Is(err, files.ErrIsDir)
}

// fromCode reads code into each game's part. A short argument that
// decodes to no box code at all is said to be no file either (a letter in
// no code named under it).
func (o *Options) fromCode(code string, argument bool) ([]game.BoxPart, error) {
	parts, err := boxutil.FromCode(o.Games, code)
	var pr *rules.Problem
	if !argument || letters(code) > surelyCode || !errors.As(err, &pr) {
		return parts, err
	}
	switch pr.Kind {
	case boxcode.NotBoxCode:
		return nil, cmdutil.Input(text.ErrBoxImportNeither.T(o.File))
	case boxcode.Letter:
		return nil, &cmdutil.InputError{What: text.ErrBoxImportNeither.T(o.File), Note: text.List(o.Printer.ProblemMessage(pr))}
	}
	return parts, err
}

// stdinCode reports whether what standard input or a file gave is a box
// code: a code's shape, over one line or several (a box profile always
// has a colon).
func stdinCode(data []byte) bool { return codeShaped(string(bytes.TrimSpace(data))) }

// imported are the codes the profile will have been given once in is
// taken in: those of before (none when replacing) that still give a value
// the profile will hold, then code, today, when in comes from a code.
func (o *Options) imported(before []boxprofile.Import, after []game.BoxPart, code string, replace bool) []boxprofile.Import {
	if replace {
		before = nil
	}
	var out []boxprofile.Import
	for _, im := range before {
		if boxcode.Letters(im.Code) != boxcode.Letters(code) && o.gives(im.Code, after) {
			out = append(out, im)
		}
	}
	if code != "" {
		out = append(out, boxprofile.Import{Code: boxcode.Grouped(code), Date: o.Now().In(o.Zone).Format(boxprofile.DateLayout)})
	}
	return out
}

// gives reports whether code gives any value of the parts as they hold it.
func (o *Options) gives(code string, parts []game.BoxPart) bool {
	given, err := boxutil.FromCode(o.Games, code)
	if err != nil {
		return false
	}
	for i, part := range parts {
		for _, s := range part.Sections() {
			theirs := given[i].Items(o.Printer, s.Key)
			for _, it := range part.Items(o.Printer, s.Key) {
				if slices.Contains(theirs, it) {
					return true
				}
			}
		}
	}
	return false
}
