// Package srctree is the source tree the tests run in: its root folder, and
// copies of its files for the tests that build or test the program from a
// copy (the program built as a release builds it, a new game added by the
// documented steps).
package srctree

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// root is found once, as the test binary starts: go test starts it in its
// package's folder, and a test may change folder later.
var root, rootErr = findRoot()

// findRoot is the nearest folder holding go.mod at or above the working
// folder. Not from a source file's path: a -trimpath build records none.
func findRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("srctree: no go.mod above the folder the tests started in")
		}
		dir = parent
	}
}

// Root is the module's root folder.
func Root() (string, error) { return root, rootErr }

// listFiles are the repository's files, as paths relative to its root with
// slashes: those git tracks and those it would (untracked, not ignored),
// so that a copy holds the code before it is committed. Where git cannot
// list them (no git, or not a clone), every file but git's own and the
// build's outputs (dist).
func listFiles() ([]string, error) {
	if rootErr != nil {
		return nil, rootErr
	}
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err == nil {
		return strings.Split(strings.TrimRight(string(out), "\x00"), "\x00"), nil
	}
	var files []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() && (rel == ".git" || rel == "dist") {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	return files, err
}

// Copy copies the repository's files (see listFiles) into dst, as the working
// tree has them, modes included. A file git tracks that the working tree
// has deleted is left out.
func Copy(dst string) error {
	files, err := listFiles()
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := copyFile(filepath.Join(root, filepath.FromSlash(f)), filepath.Join(dst, filepath.FromSlash(f))); err != nil {
			return err
		}
	}
	return nil
}

// CopyDir copies the folder src, and every folder in it, into dst.
func CopyDir(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		return copyFile(path, filepath.Join(dst, rel))
	})
}

func copyFile(src, dst string) error {
	info, err := os.Stat(src)
	if errors.Is(err, fs.ErrNotExist) {
		return nil // tracked, but deleted in this working tree
	}
	if err != nil {
		return err
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, data, info.Mode().Perm())
}
