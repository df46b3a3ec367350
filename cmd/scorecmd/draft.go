package scorecmd

import "path/filepath"

// draftDir is where unfinished scorings are kept in the config directory;
// each game has a draft of its own (see package drafts).
func draftDir(configDir string) string { return filepath.Join(configDir, "drafts") }
