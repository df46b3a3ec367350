// Package manpages writes the program's manual pages: one per command in
// section 1, made from the command tree by cobra/doc, and one per help
// topic in section 7 (altiplano-phones(7)), its text turned into roff by
// go-md2man, the renderer cobra/doc uses. The pages are in English, dated
// by the caller (a release dates them by its commit, so that two builds
// give the same bytes). `go run .ci/man.go DIR` writes them; the release
// ships them in every archive. It renders the whole tree, so it imports the
// root; nothing but .ci/man.go and its tests imports it.
package manpages

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/cpuguy83/go-md2man/v2/md2man"
	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"

	"altiplano/cmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/help"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/text"
)

// Topic is a help topic as its page is read: its name, title and text.
type Topic struct{ Name, Title, Body string }

// Manual is the manual's name in every page's footer.
const Manual = "altiplano manual"

// Program writes the program's pages into dir, in English: its command
// tree and its help topics.
func Program(dir string, date time.Time) error {
	io, _, _, _ := iostreams.Test()
	root := cmd.NewCmdRoot(factory.New(io))
	var topics []Topic
	book := help.Of(cmd.Registry().HelpFiles()...)
	for _, name := range book.Names() {
		page, _ := book.PageIn(name, text.EN)
		topics = append(topics, Topic{Name: name, Title: page.Title, Body: page.Body})
	}
	return Write(root, topics, dir, date)
}

// Write writes root's commands to dir/man1 and the topics to dir/man7,
// dated date.
func Write(root *cobra.Command, topics []Topic, dir string, date time.Time) error {
	root.DisableAutoGenTag = true // no date of generation: the pages are reproducible
	man1 := filepath.Join(dir, "man1")
	if err := os.MkdirAll(man1, 0o755); err != nil {
		return err
	}
	header := &doc.GenManHeader{Title: strings.ToUpper(root.Name()), Section: "1", Date: &date, Source: root.Name(), Manual: Manual}
	if err := doc.GenManTree(root, header, man1); err != nil {
		return err
	}
	pages, err := filepath.Glob(filepath.Join(man1, "*.1"))
	if err != nil {
		return err
	}
	for _, page := range pages {
		data, err := os.ReadFile(page)
		if err != nil {
			return err
		}
		if err := os.WriteFile(page, ASCII(data), 0o644); err != nil {
			return err
		}
	}
	if len(topics) == 0 {
		return nil
	}
	man7 := filepath.Join(dir, "man7")
	if err := os.MkdirAll(man7, 0o755); err != nil {
		return err
	}
	for _, t := range topics {
		page := Topic7(root.Name(), t, date)
		if err := os.WriteFile(filepath.Join(man7, root.Name()+"-"+t.Name+".7"), page, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Topic7 is the roff of a help topic's page in section 7: its title as the
// page's NAME, its paragraphs as paragraphs, its indented lines (examples,
// file formats) as they are, in a block of their own.
func Topic7(program string, t Topic, date time.Time) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "%% \"%s\" \"7\" \"%s\" \"%s\" \"%s\"\n", strings.ToUpper(program+"-"+t.Name), date.Format("Jan 2006"), program, Manual)
	fmt.Fprintf(&b, "# NAME\n%s-%s \\- %s\n\n# DESCRIPTION\n", program, t.Name, escape(t.Title))
	for _, block := range blocks(t.Body) {
		if block.verbatim {
			b.WriteString("```\n" + block.text + "\n```\n\n")
			continue
		}
		b.WriteString(escape(block.text) + "\n\n")
	}
	fmt.Fprintf(&b, "# SEE ALSO\n**%s(1)**, **%s help %s**\n", program, program, t.Name)
	return ASCII(md2man.Render([]byte(b.String())))
}

// ASCII writes every other character of roff as groff's escape of its code
// point (– as \[u2013]): a formatter reads the page right whatever its
// input encoding, and warns of none.
func ASCII(roff []byte) []byte {
	var b strings.Builder
	for _, r := range string(roff) {
		if r < utf8.RuneSelf {
			b.WriteRune(r)
			continue
		}
		fmt.Fprintf(&b, "\\[u%04X]", r)
	}
	return []byte(b.String())
}

// block is a paragraph of a page (its lines joined), or a run of indented
// lines kept as they are.
type block struct {
	text     string
	verbatim bool
}

func blocks(body string) []block {
	var out []block
	var para, verbatim []string
	flush := func() {
		if len(para) > 0 {
			out = append(out, block{text: strings.Join(para, " ")})
			para = nil
		}
		if len(verbatim) > 0 {
			out = append(out, block{text: strings.Join(verbatim, "\n"), verbatim: true})
			verbatim = nil
		}
	}
	for _, line := range strings.Split(strings.TrimRight(body, "\n"), "\n") {
		switch {
		case strings.TrimSpace(line) == "":
			flush()
		case strings.HasPrefix(line, " "):
			if len(para) > 0 {
				flush()
			}
			verbatim = append(verbatim, line)
		default:
			if len(verbatim) > 0 {
				flush()
			}
			para = append(para, line)
		}
	}
	flush()
	return out
}

// markdown are the characters Markdown would take for markup in a page's
// plain text.
var markdown = regexp.MustCompile("[\\\\`*_{}\\[\\]<>#|~]")

// escape writes plain text so that Markdown reads it as it is.
func escape(s string) string { return markdown.ReplaceAllString(s, `\$0`) }
