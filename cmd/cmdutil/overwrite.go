package cmdutil

import (
	"os"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// ConfirmOverwrite guards a file a command is about to write: when path is
// an existing regular file and force is not given, it asks in a terminal
// (default no) and refuses otherwise, naming --force. Devices and pipes
// (/dev/stdout) are written as they are. Say it before any work is done.
func ConfirmOverwrite(path string, force, interactive bool, ask func() prompt.Prompter, p text.Printer) error {
	if force || path == "" {
		return nil
	}
	info, err := os.Stat(path)
	if err != nil || !info.Mode().IsRegular() {
		return nil // absent, or not a file: the writer says what is wrong
	}
	if !interactive {
		return Input(text.ErrFileExists.T(path))
	}
	yes, err := AskYesNo(ask(), p, text.AskOverwrite.In(p, path), false)
	if err != nil || !yes {
		return &Stopped{Text: text.ErrNotOverwritten.T(path)}
	}
	return nil
}
