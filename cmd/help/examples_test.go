package help_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/help"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/registry"
	"altiplano/cmd/text"
)

// repo is the repository's root, seen from this package.
const repo = "../.."

// book is the help of the program's games, as the program shows it.
var book = help.Of(registry.Games().HelpFiles()...)

// A page whose examples the tests read: the README, or a help topic in a
// language that has it (a program's page with every game's section in it,
// or a game's own page).
type page struct {
	name string // README.md, or <lang>/<topic>: the page with the games' sections
	lang text.Lang
	body string
	// fenced: commands are the lines of fenced blocks (the README), not
	// the indented lines (a help page).
	fenced bool
}

func pages(t *testing.T) []page {
	t.Helper()
	readme, err := os.ReadFile(filepath.Join(repo, "README.md"))
	require.NoError(t, err)
	out := []page{{name: "README.md", lang: text.EN, body: string(readme), fenced: true}}
	for _, lang := range text.Langs() {
		for _, name := range book.Names() {
			if !book.Translated(name, lang) {
				continue
			}
			p, _ := book.PageIn(name, lang)
			out = append(out, page{name: string(lang) + "/" + name, lang: lang, body: p.Text()})
		}
	}
	return out
}

// An example command of a page.
type example struct {
	line    int    // 1-based, in the page
	command string // as a shell runs it: altiplano …, settings before it
	run     bool   // false: it needs a terminal or phones (checked only)
	code    int    // the exit code shown (0 unless the comment says exit N)
	shown   string // with a $ prompt: the first line of output shown after it
}

var (
	settingRE = regexp.MustCompile(`^(?:[A-Z_]+=\S+ )*`)
	commandRE = regexp.MustCompile(`^altiplano [a-z-]`)
	exitRE    = regexp.MustCompile(`\bexit (\d+)\b`)
)

// examples are the commands a page shows, with what it says of each.
func examples(t *testing.T, p page) []example {
	t.Helper()
	marks := marksIn(p.lang)
	lines := strings.Split(p.body, "\n")
	var out []example
	inFence := false
	for i, line := range lines {
		if p.fenced && strings.HasPrefix(line, "```") {
			inFence = !inFence
			continue
		}
		if p.fenced && !inFence || !p.fenced && !strings.HasPrefix(line, "  ") {
			continue
		}
		cmdText := strings.TrimSpace(line)
		prompt := strings.HasPrefix(cmdText, "$ ")
		cmdText = strings.TrimPrefix(cmdText, "$ ")
		settings := settingRE.FindString(cmdText)
		program := strings.TrimPrefix(cmdText, settings)
		if p.fenced {
			if rest, ok := strings.CutPrefix(program, "go run . "); ok {
				program = "altiplano " + rest
			}
		}
		if !commandRE.MatchString(program) {
			continue // prose, or what the program printed ("altiplano : 2 problèmes :")
		}
		ex := example{line: i + 1, command: settings + program, run: true}
		if comment := shellComment(program); comment != "" {
			ex.command = settings + strings.TrimSpace(strings.TrimSuffix(program, "#"+comment))
			c := strings.ToLower(strings.TrimSpace(comment))
			for _, mark := range marks {
				if strings.HasSuffix(c, mark) {
					ex.run = false
				}
			}
			if m := exitRE.FindStringSubmatch(c); m != nil {
				fmt.Sscan(m[1], &ex.code)
			}
		}
		if prompt && i+1 < len(lines) {
			next := strings.TrimSpace(lines[i+1])
			if next != "" && next != "…" && !strings.HasPrefix(next, "$ ") && !strings.HasPrefix(next, "```") {
				ex.shown = next
			}
		}
		out = append(out, ex)
	}
	return out
}

// shellComment is what follows a # that begins a shell comment, outside
// quotes; "" when there is none.
func shellComment(line string) string {
	var quote rune
	for i, r := range line {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case r == '#' && i > 0 && line[i-1] == ' ':
			return line[i+1:]
		}
	}
	return ""
}

// marksIn are the comments that mark a command needing a terminal or
// phones in lang (topics/<lang>.txt), in lower case.
func marksIn(lang text.Lang) []string {
	data, err := fs.ReadFile(help.FS(), "topics/"+string(lang)+".txt")
	if err != nil {
		return nil
	}
	var marks []string
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, " = "); ok && strings.HasPrefix(k, "mark.") {
			marks = append(marks, strings.ToLower(strings.TrimSpace(v)))
		}
	}
	return marks
}

// Every page marks its commands in words the test knows.
func TestEveryLanguageHasItsMarks(t *testing.T) {
	for _, lang := range text.Langs() {
		assert.Len(t, marksIn(lang), 2, "topics/%s.txt: mark.terminal and mark.phones", lang)
	}
}

// words splits a command line as a shell would, up to a redirection, a
// pipe or a comment; quotes are taken off.
func words(line string) []string {
	var out []string
	var cur strings.Builder
	var quote rune
	inWord := false
	for _, r := range line {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		case strings.ContainsRune("|<>;&#", r) && !inWord:
			return out
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out
}

// root is the command tree, in English, to look commands and flags up in.
var root = sync.OnceValue(func() *cobra.Command {
	io, _, _, _ := iostreams.Test()
	c := cmd.NewCmdRoot(factory.New(io))
	c.InitDefaultHelpCmd()
	return c
})

// checkCommand says what is wrong with the words after altiplano: a
// command that does not exist, a flag the command does not have. strict:
// the first word must be a command (an example); else words that name no
// command are prose, and only flags are checked up to the sentence's end.
func checkCommand(args []string, strict bool) []string {
	var problems []string
	cur := root()
	value := false // the word is the value of the flag before it
	for i, arg := range args {
		word := strings.Trim(arg, "`")
		if !strict {
			word = strings.TrimRight(word, ",.;:)'\"»”")
		}
		if word == "" {
			continue
		}
		switch {
		case value:
			value = false
		case strings.HasPrefix(word, "-") && len(word) > 1 && word != "-":
			if !hasFlag(cur, word) {
				problems = append(problems, fmt.Sprintf("%s has no flag %s", cur.CommandPath(), word))
			}
			value = takesValue(cur, word)
		case cur.HasSubCommands() && subcommand(cur, word) != nil:
			cur = subcommand(cur, word)
		case cur.HasSubCommands() && cur != root() && cur.Name() != "help" && commandWord(cur, word):
			// A group that takes no such argument: a command it does not have.
			problems = append(problems, fmt.Sprintf("%s has no command %q", cur.CommandPath(), word))
			return problems
		case cur == root():
			if strict || i == 0 {
				if strict {
					problems = append(problems, fmt.Sprintf("altiplano has no command %q", word))
				}
				return problems
			}
		case cur.Name() == "help" && cur.Parent() == root():
			if upperRE.MatchString(word) {
				return problems // a placeholder: altiplano help TOPIC
			}
			if c, _, err := root().Find([]string{word}); err != nil || c == root() {
				problems = append(problems, fmt.Sprintf("altiplano help: no topic or command %q", word))
			}
			return problems
		}
		if !strict && strings.ContainsAny(strings.TrimPrefix(strings.Trim(arg, "`"), word), ".;:)'\"»”") {
			return problems // the sentence, the parenthesis or the quote ends here
		}
	}
	return problems
}

// commandWord reports whether word, after the group c, can only be read
// as one of its commands: a lower-case word c would refuse as an argument.
// A word that begins with one of c's commands and a hyphen is that command
// with a suffix of the language ("calibrate-et"), not another.
func commandWord(c *cobra.Command, word string) bool {
	if !lowerRE.MatchString(word) {
		return false // a placeholder (ID), a value (%s), a quote
	}
	if before, _, ok := strings.Cut(word, "-"); ok && subcommand(c, before) != nil {
		return false
	}
	return !c.Runnable() || c.ValidateArgs([]string{word}) != nil
}

func subcommand(c *cobra.Command, name string) *cobra.Command {
	for _, sub := range c.Commands() {
		if sub.Name() == name || sub.HasAlias(name) {
			return sub
		}
	}
	return nil
}

// takesValue reports whether flag, as written, leaves its value to the
// next word (--player Ana, not --player=Ana nor --json).
func takesValue(c *cobra.Command, flag string) bool {
	if strings.Contains(flag, "=") {
		return false
	}
	f := lookupFlag(c, flag)
	return f != nil && f.NoOptDefVal == ""
}

func hasFlag(c *cobra.Command, flag string) bool {
	name, _, _ := strings.Cut(flag, "=")
	return lookupFlag(c, name) != nil
}

// lookupFlag finds a flag as written (--game, -p) among c's own flags,
// those it gives its subcommands and those it takes from its parents.
func lookupFlag(c *cobra.Command, name string) *pflag.Flag {
	for _, fs := range []*pflag.FlagSet{c.Flags(), c.PersistentFlags(), c.InheritedFlags()} {
		if long, ok := strings.CutPrefix(name, "--"); ok {
			if f := fs.Lookup(long); f != nil {
				return f
			}
			continue
		}
		if short := strings.TrimPrefix(name, "-"); len(short) == 1 {
			if f := fs.ShorthandLookup(short); f != nil {
				return f
			}
		}
	}
	return nil
}

var (
	proseRE  = regexp.MustCompile("(?:^|[^A-Za-z0-9_/.-])altiplano ([^`\n]*)")
	quotedRE = regexp.MustCompile("`altiplano ([^`]*)`")
	upperRE  = regexp.MustCompile(`^[A-Z][A-Z-]*$`)
	lowerRE  = regexp.MustCompile(`^[a-z][a-z-]*$`)
	pathRE   = regexp.MustCompile(`(?:^|[^A-Za-z0-9_./~-])((?:testdata|cmd|rules|scoring|setup|missions|\.ci)/[A-Za-z0-9_./-]*)`)
)

// Every command, flag and file a page names exists: the commands of its
// examples and the altiplano … it names in its text (in the README, in
// backticks), each --flag after it, and every path in the repository.
func TestPagesNameWhatExists(t *testing.T) {
	for _, p := range pages(t) {
		t.Run(p.name, func(t *testing.T) {
			for _, ex := range examples(t, p) {
				args := words(strings.TrimPrefix(ex.command, settingRE.FindString(ex.command)))
				for _, problem := range checkCommand(args[1:], true) {
					t.Errorf("%s:%d: %s: %s", p.name, ex.line, ex.command, problem)
				}
			}
			for i, line := range strings.Split(p.body, "\n") {
				re := proseRE
				if p.fenced {
					re = quotedRE
				}
				for _, m := range re.FindAllStringSubmatch(line, -1) {
					for _, part := range strings.Split(m[1], "altiplano ") {
						for _, problem := range checkCommand(strings.Fields(part), false) {
							t.Errorf("%s:%d: %s", p.name, i+1, problem)
						}
					}
				}
				for _, m := range pathRE.FindAllStringSubmatch(line, -1) {
					path := strings.TrimRight(m[1], ".,")
					if _, err := os.Stat(filepath.Join(repo, path)); err != nil {
						t.Errorf("%s:%d: %s does not exist", p.name, i+1, path)
					}
				}
			}
		})
	}
}
