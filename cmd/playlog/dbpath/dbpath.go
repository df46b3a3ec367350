// Package dbpath is where the play history lives by default: pure, and free
// of the database engine, so commands that never open the history do not
// link it.
package dbpath

import "strings"

// DefaultPath is where the history lives when no path is configured:
//
//   - $XDG_DATA_HOME/altiplano/games.db when XDG_DATA_HOME is set to an
//     absolute path (the XDG spec says to ignore relative ones), on any OS;
//   - windows: %LOCALAPPDATA%\altiplano\games.db, else
//     <home>\AppData\Local\altiplano\games.db;
//   - darwin: <home>/Library/Application Support/altiplano/games.db;
//   - others (Linux, BSDs…): <home>/.local/share/altiplano/games.db.
//
// It is pure (environment, home directory and OS are arguments) so that every
// platform's answer can be tested anywhere. It returns "" when nothing gives
// a base directory; the caller must then ask for a path rather than guess
// one relative to the working directory.
func DefaultPath(getenv func(string) string, home, goos string) string {
	sep := "/"
	if goos == "windows" {
		sep = `\`
	}
	join := func(base string, elem ...string) string {
		base = strings.TrimRight(base, `/\`)
		if base == "" {
			base = sep // the root itself
			return base + strings.Join(elem, sep)
		}
		return base + sep + strings.Join(elem, sep)
	}
	if x := getenv("XDG_DATA_HOME"); isAbs(x, goos) {
		return join(x, "altiplano", "games.db")
	}
	switch goos {
	case "windows":
		if l := getenv("LOCALAPPDATA"); isAbs(l, goos) {
			return join(l, "altiplano", "games.db")
		}
		if home == "" {
			return ""
		}
		return join(home, "AppData", "Local", "altiplano", "games.db")
	case "darwin", "ios":
		if home == "" {
			return ""
		}
		return join(home, "Library", "Application Support", "altiplano", "games.db")
	default:
		if home == "" {
			return ""
		}
		return join(home, ".local", "share", "altiplano", "games.db")
	}
}

// isAbs reports whether p is absolute for goos (not the host: a Windows path
// is checked as such on Linux too).
func isAbs(p, goos string) bool {
	if goos != "windows" {
		return strings.HasPrefix(p, "/")
	}
	if strings.HasPrefix(p, `\\`) || strings.HasPrefix(p, "//") { // UNC
		return true
	}
	return len(p) >= 3 && (p[0]|0x20 >= 'a' && p[0]|0x20 <= 'z') && p[1] == ':' && (p[2] == '\\' || p[2] == '/')
}
