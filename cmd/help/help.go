// Package help holds the program's help topics: the pages read with
// `altiplano help TOPIC` (phones, box-profile, records …), cobra's
// "additional help topics", listed by `altiplano help` under the commands.
//
// The pages are plain text, wrapped for a terminal, embedded from
// topics/<lang>/<topic>.txt: the first line is the page's title (the line
// `altiplano help` lists), then a blank line, then the page. A page a player
// reads at the table exists in every language; a reference page (a file
// format, the developer's notes) may exist in English only: topics/<lang>.txt
// then gives its title in that language and the line that says the page is
// in English. topics/<lang>.txt also holds the heading of the list.
//
// Examples in a page are indented lines; the tests run every command they
// show (see `altiplano help development`).
package help

import (
	"embed"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/factory"
	"altiplano/cmd/text"
)

//go:embed topics
var files embed.FS

// Names lists the topics, sorted.
func Names() []string {
	entries, err := fs.ReadDir(files, "topics/en")
	if err != nil {
		panic(err) // embedded: cannot happen
	}
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".txt"); ok {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// Page is one topic in one language.
type Page struct {
	Title, Body string
	// English is true when the page is the English one, under a line in
	// the language asked for that says so.
	English bool
}

// Text is the whole page as `altiplano help TOPIC` prints it: the title,
// a blank line, the body.
func (p Page) Text() string { return p.Title + "\n\n" + p.Body }

// PageIn returns the topic name in lang: its own page where it has one,
// else the English page under a line that says so. ok is false for a topic
// that does not exist.
func PageIn(name string, lang text.Lang) (page Page, ok bool) {
	if title, body, ok := readPage(lang, name); ok {
		return Page{Title: title, Body: body}, true
	}
	title, body, ok := readPage(text.EN, name)
	if !ok {
		return Page{}, false
	}
	words := wordsIn(lang)
	if t := words["title."+name]; t != "" {
		title = t
	}
	if note := words["english"]; note != "" {
		body = note + "\n\n" + body
	}
	return Page{Title: title, Body: body, English: lang != text.EN}, true
}

// Heading is the line above the list of topics in lang.
func Heading(lang text.Lang) string {
	if h := wordsIn(lang)["heading"]; h != "" {
		return h
	}
	return wordsIn(text.EN)["heading"]
}

// Translated reports whether the topic has a page of its own in lang.
func Translated(name string, lang text.Lang) bool {
	_, _, ok := readPage(lang, name)
	return ok
}

// File is the embedded file of a topic's page in lang ("" when it has none),
// for the tests that read a page's examples.
func File(name string, lang text.Lang) string {
	if !Translated(name, lang) {
		return ""
	}
	return path.Join("topics", string(lang), name+".txt")
}

// FS is the embedded pages, for the tests.
func FS() fs.FS { return files }

func readPage(lang text.Lang, name string) (title, body string, ok bool) {
	data, err := files.ReadFile(path.Join("topics", string(lang), name+".txt"))
	if err != nil {
		return "", "", false
	}
	title, body, _ = strings.Cut(string(data), "\n")
	return strings.TrimSpace(title), strings.TrimSpace(body) + "\n", true
}

// wordsIn reads topics/<lang>.txt: key = value lines, # comments.
func wordsIn(lang text.Lang) map[string]string {
	words := map[string]string{}
	data, err := files.ReadFile(path.Join("topics", string(lang)+".txt"))
	if err != nil {
		return words
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		if k, v, ok := strings.Cut(line, " = "); ok {
			words[strings.TrimSpace(k)] = strings.ReplaceAll(strings.TrimSpace(v), `\n`, "\n")
		}
	}
	return words
}

// Topics are the help topics as commands in f's language: no Run, a Long
// text, so cobra lists them as additional help topics and `altiplano help
// TOPIC` prints the page.
func Topics(f *factory.Factory) []*cobra.Command {
	var cmds []*cobra.Command
	for _, name := range Names() {
		page, _ := PageIn(name, f.Lang)
		cmds = append(cmds, &cobra.Command{Use: name, Short: page.Title, Long: page.Text()})
	}
	return cmds
}

// AddTopics adds the topics to root and lists them in its usage, under the
// commands, with a heading in f's language (the root's usage template is
// the program's own and has no such list).
func AddTopics(root *cobra.Command, f *factory.Factory) {
	root.AddCommand(Topics(f)...)
	root.SetUsageTemplate(withTopics(root.UsageTemplate(), Heading(f.Lang)))
}

// withTopics puts the list of topics into a usage template: before its last
// part (the line that says how to read more about a command), or at the end.
func withTopics(template, heading string) string {
	list := `{{if .HasHelpSubCommands}}

` + strings.ReplaceAll(heading, "{{", "") + `{{range .Commands}}{{if .IsAdditionalHelpTopicCommand}}
  {{rpad .Name .NamePadding}}  {{.Short}}{{end}}{{end}}{{end}}`
	if i := strings.LastIndex(template, "{{if .HasAvailableSubCommands}}"); i > 0 {
		return template[:i] + list + template[i:]
	}
	return strings.TrimSuffix(template, "\n") + list + "\n"
}

// Example is the example of a page that begins with the line first: the
// indented lines from there on, up to a blank or a less indented line,
// without the first line's indentation.
func Example(page, first string) (string, bool) {
	lines := strings.Split(page, "\n")
	for i, line := range lines {
		text := strings.TrimLeft(line, " ")
		indent := line[:len(line)-len(text)]
		if indent == "" || text != first {
			continue
		}
		var b strings.Builder
		for _, l := range lines[i:] {
			rest, ok := strings.CutPrefix(l, indent)
			if !ok || rest == "" {
				break
			}
			b.WriteString(rest + "\n")
		}
		return b.String(), true
	}
	return "", false
}
