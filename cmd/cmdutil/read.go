package cmdutil

import (
	"io"

	"altiplano/cmd/files"
	"altiplano/cmd/text"
)

// ReadNamed reads the file a user named, or standard input for "-", at most
// limit bytes, with its problems worded for the user.
func ReadNamed(name string, stdin io.Reader, readFile func(string) ([]byte, error), limit int) ([]byte, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = files.ReadLimited(stdin, int64(limit))
	} else {
		data, err = readFile(name)
	}
	if err != nil {
		return nil, FileError(text.NamedFile(name), limit, err)
	}
	return data, nil
}
