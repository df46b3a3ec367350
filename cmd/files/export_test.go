package files

// SetSyncDir replaces how a folder is synced, for a test; restore puts the
// real one back.
func SetSyncDir(f func(dir string) error) (restore func()) {
	old := syncDir
	syncDir = f
	return func() { syncDir = old }
}
