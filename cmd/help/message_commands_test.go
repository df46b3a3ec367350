package help_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"altiplano/cmd/text"
)

// Every command a message names exists: each altiplano … in the text of
// every message, in every language (the engine's files and each game's),
// is looked up in the command tree with its flags.
func TestMessagesNameWhatExists(t *testing.T) {
	for _, lang := range text.Langs() {
		for i, file := range text.MessageFiles(lang) {
			m, errs := text.ParseMessageFile(file)
			if len(errs) > 0 {
				t.Fatalf("%s, message file %d: %v", lang, i, errs)
			}
			messages := map[string]string{}
			for key, msg := range m.Plain {
				messages[key] = msg
			}
			for key, forms := range m.Counts {
				for form, msg := range forms {
					messages[key+"["+form+"]"] = msg
				}
			}
			keys := make([]string, 0, len(messages))
			for key := range messages {
				keys = append(keys, key)
			}
			sort.Strings(keys)
			for _, key := range keys {
				for _, line := range strings.Split(strings.ReplaceAll(messages[key], `\n`, "\n"), "\n") {
					for _, match := range proseRE.FindAllStringSubmatch(line, -1) {
						for _, part := range strings.Split(match[1], "altiplano ") {
							for _, problem := range checkCommand(strings.Fields(part), false) {
								t.Errorf("%s: %s: %s", lang, key, problem)
							}
						}
					}
				}
			}
		}
	}
}

// Every example of every command's help is a command that exists, with
// flags it has.
func TestCommandExamplesNameWhatExists(t *testing.T) {
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		for _, line := range strings.Split(c.Example, "\n") {
			args := words(strings.TrimSpace(line))
			if len(args) == 0 || args[0] != "altiplano" {
				continue
			}
			for _, problem := range checkCommand(args[1:], true) {
				t.Errorf("%s: example %q: %s", c.CommandPath(), strings.TrimSpace(line), problem)
			}
		}
		for _, sub := range c.Commands() {
			visit(sub)
		}
	}
	visit(root())
}
