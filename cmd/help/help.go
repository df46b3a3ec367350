// Package help holds the program's help topics: the pages read with
// `altiplano help TOPIC` (phones, box-profile, records …), cobra's
// "additional help topics", listed by `altiplano help` under the commands.
//
// The pages are plain text, wrapped for a terminal, embedded from
// topics/<lang>/<topic>.txt: the first line is the page's title (the line
// `altiplano help` lists), then a blank line, then the page. A page a player
// reads at the table exists in every language; a reference page (the
// developer's notes) may exist in English only: topics/<lang>.txt then
// gives its title in that language and the line that says the page is in
// English. topics/<lang>.txt also holds the heading of the list.
//
// A game brings its own help, in every language, as an fs.FS it declares
// (game.Game.HelpFiles), laid out as
//
//	help/pages/<lang>/<topic>.txt     a page of its own, named after the
//	                                  game ("alpaka-guide"), as the
//	                                  program's are
//	help/sections/<lang>/<topic>.txt  its part of the program's page
//	                                  <topic>
//
// A program's page says where the games' parts go with a line of its own,
// {{games}}: each game's section, in the registry's order, stands there;
// the line goes when no game has one. So the program's pages never describe
// one game, and a new game adds its record format to `altiplano help
// records` from its own folder.
//
// Examples in a page are indented lines; the tests run every command they
// show (see `altiplano help development`).
package help

import (
	"bufio"
	"embed"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"unicode"

	"github.com/spf13/cobra"

	"altiplano/cmd/factory"
	"altiplano/cmd/text"
)

//go:embed topics
var files embed.FS

// GamesMark is the line of a program's page where the games' sections go.
const GamesMark = "{{games}}"

// Book is the help: the program's pages and those the games bring.
type Book struct {
	// games are the games' help files, in the registry's order.
	games []fs.FS
}

// Of is the help of the program with its games' files (nil for a game
// that brings none), in the registry's order.
func Of(games ...fs.FS) Book { return Book{games: slices.DeleteFunc(slices.Clone(games), isNil)} }

func isNil(f fs.FS) bool { return f == nil }

// Names lists the topics, the program's and the games' pages, sorted.
func (b Book) Names() []string {
	names := ProgramNames()
	for _, g := range b.games {
		names = append(names, namesIn(g, "help/pages/en")...)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// ProgramNames lists the program's own topics, sorted.
func ProgramNames() []string { return namesIn(files, "topics/en") }

func namesIn(fsys fs.FS, dir string) []string {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil // a game with no pages of its own
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
func (b Book) PageIn(name string, lang text.Lang) (page Page, ok bool) {
	if title, body, ok := b.readPage(lang, name); ok {
		return Page{Title: title, Body: body}, true
	}
	title, body, ok := b.readPage(text.EN, name)
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

// Translated reports whether the topic has a page of its own in lang.
func (b Book) Translated(name string, lang text.Lang) bool {
	_, _, ok := b.readPage(lang, name)
	return ok
}

// Heading is the line above the list of topics in lang.
func Heading(lang text.Lang) string {
	if h := wordsIn(lang)["heading"]; h != "" {
		return h
	}
	return wordsIn(text.EN)["heading"]
}

// FS is the program's embedded pages, for the tests.
func FS() fs.FS { return files }

// ProgramPage is the program's own page name in lang as its file has it,
// without the games' sections; ok is false when it has none in lang.
func ProgramPage(name string, lang text.Lang) (body string, ok bool) {
	data, err := files.ReadFile(path.Join("topics", string(lang), name+".txt"))
	return string(data), err == nil
}

// readPage is a page in lang: the program's, with the games' sections in
// it, or a game's own.
func (b Book) readPage(lang text.Lang, name string) (title, body string, ok bool) {
	data, err := files.ReadFile(path.Join("topics", string(lang), name+".txt"))
	if err == nil {
		title, body = split(string(data))
		return title, b.withSections(lang, name, body), true
	}
	for _, g := range b.games {
		if data, err := fs.ReadFile(g, path.Join("help", "pages", string(lang), name+".txt")); err == nil {
			title, body = split(string(data))
			return title, body, true
		}
	}
	return "", "", false
}

func split(page string) (title, body string) {
	title, body, _ = strings.Cut(page, "\n")
	return strings.TrimSpace(title), strings.TrimSpace(body) + "\n"
}

// withSections puts the games' sections of topic name in lang where the
// page's mark is, or takes the mark out when no game has one.
func (b Book) withSections(lang text.Lang, name, body string) string {
	before, after, ok := strings.Cut("\n"+body, "\n"+GamesMark+"\n")
	if !ok {
		return body
	}
	var parts []string
	for _, s := range b.Sections(lang, name) {
		parts = append(parts, strings.TrimSpace(s)+"\n")
	}
	if len(parts) > 0 {
		// The mark's line and the blank line before it, around the sections.
		before += "\n" + strings.Join(parts, "\n")
	}
	return strings.TrimPrefix(before+after, "\n")
}

// Sections are the games' sections of the program's page name in lang, in
// the registry's order.
func (b Book) Sections(lang text.Lang, name string) []string {
	var out []string
	for _, g := range b.games {
		if data, err := fs.ReadFile(g, path.Join("help", "sections", string(lang), name+".txt")); err == nil {
			out = append(out, string(data))
		}
	}
	return out
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

// Topics are the help topics as commands in f's language: no Run, so
// cobra lists them as additional help topics under their titles, and
// `altiplano help TOPIC` prints the page. A page is read only when it is
// shown: a start reads each topic's title line, nothing more.
func (b Book) Topics(f *factory.Factory) []*cobra.Command {
	var cmds []*cobra.Command
	for _, name := range b.Names() {
		c := &cobra.Command{Use: name, Short: b.Title(name, f.Lang)}
		c.SetHelpFunc(func(c *cobra.Command, _ []string) {
			page, _ := b.PageIn(name, f.Lang)
			_, _ = io.WriteString(c.OutOrStdout(), strings.TrimRightFunc(page.Text(), unicode.IsSpace)+"\n\n")
		})
		cmds = append(cmds, c)
	}
	return cmds
}

// Title is the title of topic name in lang, read from its page's first
// line alone; "" for a topic that does not exist.
func (b Book) Title(name string, lang text.Lang) string {
	if title, ok := b.firstLine(lang, name); ok {
		return title
	}
	if title := wordsIn(lang)["title."+name]; title != "" {
		return title // a page in English, under its title in lang
	}
	title, _ := b.firstLine(text.EN, name)
	return title
}

// firstLine is the title line of a page in lang: the program's or a game's.
func (b Book) firstLine(lang text.Lang, name string) (string, bool) {
	if title, ok := readFirstLine(files, path.Join("topics", string(lang), name+".txt")); ok {
		return title, true
	}
	for _, g := range b.games {
		if title, ok := readFirstLine(g, path.Join("help", "pages", string(lang), name+".txt")); ok {
			return title, true
		}
	}
	return "", false
}

// readFirstLine reads a file's first line, and no more of it.
func readFirstLine(fsys fs.FS, name string) (string, bool) {
	f, err := fsys.Open(name)
	if err != nil {
		return "", false
	}
	defer f.Close()
	line, err := bufio.NewReaderSize(f, 256).ReadString('\n')
	if err != nil && line == "" {
		return "", false
	}
	return strings.TrimSpace(line), true
}

// AddTopics adds the topics to root and lists them in its usage, under the
// commands, with a heading in f's language (the root's usage template is
// the program's own and has no such list).
func (b Book) AddTopics(root *cobra.Command, f *factory.Factory) {
	root.AddCommand(b.Topics(f)...)
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
