package cmd

import (
	"io"
	"strings"
	"unicode"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"altiplano/cmd/text"
)

// pflag names a flag's value by its Go type ("string", "int") and its
// default as "(default 30)", in English. The usage template lists the flags
// through flagUsagesIn instead: a copy of each flag whose value calls its
// type by the word of the help's language, and whose default is said in that
// language after its usage. pflag still lays the columns out.

func init() {
	cobra.AddTemplateFunc("flagUsagesIn", flagUsagesIn)
}

// showHelp is cobra's help written in one piece, so that a terminal's
// stream wraps every line of it to its width (the descriptions' paragraphs
// are single lines in the message files; in a pipe or a file they stay so,
// as data). A write error is the stream's to report (IOStreams.OutError).
func showHelp(c *cobra.Command, _ []string) {
	var b strings.Builder
	long := c.Long
	if long == "" {
		long = c.Short
	}
	if long = strings.TrimRightFunc(long, unicode.IsSpace); long != "" {
		b.WriteString(long + "\n\n")
	}
	if c.Runnable() || c.HasSubCommands() {
		b.WriteString(c.UsageString())
	}
	_, _ = io.WriteString(c.OutOrStdout(), b.String())
}

// typeWords are the value types our flags use, as --help names them.
var typeWords = map[string]text.M0{"string": text.UsageTypeString, "int": text.UsageTypeInt}

// namedType is a flag value whose type is named in the help's language.
type namedType struct {
	pflag.Value
	word string
}

func (n namedType) Type() string { return n.word }

// flagUsagesIn is fs.FlagUsages() with the type words and defaults in lang,
// its descriptions in one column by display width: pflag pads by bytes, so
// a line whose type word is Cyrillic ("текст", two bytes a letter) started
// its description five columns left of the others.
func flagUsagesIn(fs *pflag.FlagSet, lang string) string {
	p := text.For(text.Lang(lang))
	type row struct{ flag, usage string }
	var rows []row
	widest := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		flag := "      --" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			flag = "  -" + f.Shorthand + ", --" + f.Name
		}
		c := *f
		if m, ok := typeWords[f.Value.Type()]; ok {
			c.Value = namedType{Value: f.Value, word: m.In(p)}
		}
		word, usage := pflag.UnquoteUsage(&c)
		if word != "" {
			flag += " " + word
		}
		if f.Value.Type() != "bool" && !zeroDefault(f.DefValue) {
			usage += " " + text.UsageDefault.In(p, f.DefValue)
		}
		// A bool on by default says in its usage how to turn it off
		// (--qr=false): "(default true)" is not added.
		rows = append(rows, row{flag, usage})
		widest = max(widest, text.Width(flag))
	})
	var b strings.Builder
	for _, r := range rows {
		// pflag's layout: three spaces after the widest flag.
		b.WriteString(r.flag + strings.Repeat(" ", widest-text.Width(r.flag)+3) + r.usage + "\n")
	}
	return b.String()
}

func zeroDefault(v string) bool { return v == "" || v == "0" || v == "false" || v == "[]" }
