package cmdutil

import (
	"errors"
	"os"
	"strconv"

	"altiplano/cmd/text"
	"altiplano/rules"
)

// NotedError is an error with a note on a line of its own after it: here,
// how to get out of it. Its exit code is its cause's.
type NotedError struct {
	Err  error
	Note text.Text
}

func (e *NotedError) Error() string    { return e.Err.Error() }
func (e *NotedError) Unwrap() error    { return e.Err }
func (e *NotedError) note() *text.Text { return &e.Note }

// BoxDamaged reports whether err is a box profile that exists but does not
// load (its problems), as opposed to one that cannot be read at all.
func BoxDamaged(err error) bool {
	var problems rules.Problems
	var problem *rules.Problem
	return errors.As(err, &problems) || errors.As(err, &problem)
}

// DamagedBox adds to the problems of the box profile at path the ways to
// repair it; other errors are returned as they are.
func DamagedBox(path string, err error) error {
	if err == nil || !BoxDamaged(err) {
		return err
	}
	return &NotedError{Err: err, Note: text.BoxDamagedRepair.T(BackupPath(path))}
}

// BackupPath is where a damaged box profile is kept when a good one
// replaces it: beside it, under a name no earlier backup holds.
func BackupPath(path string) string {
	name := path + ".damaged"
	for i := 2; ; i++ {
		if _, err := os.Lstat(name); errors.Is(err, os.ErrNotExist) {
			return name
		}
		name = path + ".damaged-" + strconv.Itoa(i)
	}
}
