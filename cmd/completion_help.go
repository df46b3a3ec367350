package cmd

import (
	"github.com/spf13/cobra"

	"altiplano/cmd/text"
)

// shellLongs are the help of cobra's completion commands, by shell.
var shellLongs = map[string]text.M1[string]{
	"bash":       text.HelpCompletionBashLong,
	"zsh":        text.HelpCompletionZshLong,
	"fish":       text.HelpCompletionFishLong,
	"powershell": text.HelpCompletionPowerShellLong,
}

// localizeCompletion says cobra's completion command and its shells' in
// the user's language, as every other command's help is: cobra writes
// them in English.
func localizeCompletion(c *cobra.Command, p text.Printer) {
	name := c.Root().Name()
	c.Short, c.Long = text.HelpCompletionShort.In(p), text.HelpCompletionLong.In(p, name)
	for _, sh := range c.Commands() {
		sh.Short = text.HelpCompletionShellShort.In(p, sh.Name())
		if long, ok := shellLongs[sh.Name()]; ok {
			sh.Long = long.In(p, name)
		}
		if f := sh.Flags().Lookup("no-descriptions"); f != nil {
			f.Usage = text.HelpFlagNoDescriptions.In(p)
		}
	}
}
