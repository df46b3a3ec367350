package boxutil

import (
	"errors"
	"io"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/files"
	"altiplano/cmd/text"
)

// FileArg checks a command's arguments, at most one FILE (required: exactly
// one, else missing is said), and takes it into file.
func FileArg(file *string, required bool, missing text.Text) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) == 0 && required:
			return cmdutil.Usage(missing)
		case len(args) > 1:
			return cmdutil.Usage(text.ErrUnexpectedArgs.T(args[1], cmd.CommandPath()))
		case len(args) == 1:
			*file = args[0]
		}
		return nil
	}
}

// ReadNamed reads a file the user named on the command line; - is
// standard input (in). Both are bounded.
func ReadNamed(s Store, in io.Reader, name string) ([]byte, error) {
	if name == "-" {
		data, err := files.ReadLimited(in, factory.MaxFileBytes)
		if err != nil {
			return nil, cmdutil.FileError(text.NamedFile(name), factory.MaxFileBytes, err)
		}
		return data, nil
	}
	data, err := s.ReadFile(name)
	if err != nil {
		return nil, cmdutil.FileError(text.FieldFile.T(name), factory.MaxFileBytes, err)
	}
	return data, nil
}

// YesNo checks a yes/no answer, in any of the six languages.
func YesNo(p text.Printer) func(string) error {
	return func(s string) error {
		if _, ok := text.ParseYesNo(s); !ok {
			return errors.New(text.ErrEntryYesNo.In(p, s))
		}
		return nil
	}
}
