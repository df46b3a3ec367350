package cmd_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/internal/cmdtest"
)

// Values of the wrong shape, and a second document, are refused naming the
// key and line: viper would read them as nothing, without a word.
func TestConfigValuesOfTheWrongShapeAreRefused(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ content, want string }{
		{"lang: [de]\n", " (line 1): lang takes one value, not a list or a mapping"},
		{"lang: en\nbox: [a]\n", " (line 2): box takes one value, not a list or a mapping"},
		{"db:\n  - x\n", " (line 2): db takes one value, not a list or a mapping"},
		{"lang: de\n---\nlang: fr\n", " (line 2): holds a second document; a config file holds one"},
	}
	for i, tt := range tests {
		path := filepath.Join(dir, "c"+string(rune('a'+i))+".yaml")
		require.NoError(t, os.WriteFile(path, []byte(tt.content), 0o644))
		r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", path)
		assert.Equal(t, 2, r.Code, tt.content)
		assert.Empty(t, r.Stdout)
		// A config file's mistake is not the command line's: no --help hint.
		assert.Equal(t, "altiplano: config file "+path+tt.want+"\n", r.Stderr)
	}
	// The negative case: one document of plain values is read.
	path := filepath.Join(dir, "good.yaml")
	require.NoError(t, os.WriteFile(path, []byte("lang: de\n---\n"), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", path)
	assert.Equal(t, 2, r.Code, "even an empty second document is a second document")
	require.NoError(t, os.WriteFile(path, []byte("lang: de\n"), 0o644))
	r = cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", path)
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "Glas")
}

// Several problems of a config file are said at once, as a list.
func TestConfigProblemsAreListedTogether(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.yaml")
	require.NoError(t, os.WriteFile(path, []byte("bx: 1\nbgg_object_id: 99999999999999999999\n"), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", path)
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Equal(t, "altiplano: 2 problems:\n"+
		"  - config file "+path+" (line 1): unknown key bx; known keys: "+configKeys()+"\n"+
		"  - config file "+path+" (line 2): bgg_object_id: \"99999999999999999999\" is not a BoardGameGeek id: a whole number from 1, the one in the game's address on boardgamegeek.com\n", r.Stderr)
}

// Paths in the config file are relative to its folder, and ~/ is the home
// folder: db: 1 never creates ./1 wherever the program runs.
func TestConfigPathsAreResolvedAgainstTheFile(t *testing.T) {
	dir := t.TempDir()
	conf := filepath.Join(dir, "conf")
	require.NoError(t, os.MkdirAll(conf, 0o755))
	home := filepath.Join(dir, "home")
	path := filepath.Join(conf, "config.yaml")
	require.NoError(t, os.WriteFile(path, []byte("db: 1\nbox: ~/my-box.yaml\n"), 0o644))
	require.NoError(t, os.MkdirAll(home, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(home, "my-box.yaml"), []byte("# nothing recorded yet\n"), 0o644))
	env := cmdtest.Env{ConfigDir: dir, Home: home}
	r := cmdtest.Run(t, env, "box", "path", "--config", path)
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, filepath.Join(home, "my-box.yaml")+"\n", r.Stdout)

	r = cmdtest.Run(t, env, "games", "--config", path)
	assert.Equal(t, 0, r.Code, r.Stderr)
	r = cmdtest.Run(t, env, "games", "import", "../testdata/games/2p.yaml", "--config", path)
	require.Equal(t, 0, r.Code, r.Stderr)
	_, err := os.Stat(filepath.Join(conf, "1"))
	assert.NoError(t, err, "the database is beside the config file")
	_, err = os.Stat("1")
	assert.ErrorIs(t, err, os.ErrNotExist, "not in the current folder")

	// The environment's ~/ is the home folder too; a flag's path is the shell's business.
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Home: home, Env: map[string]string{"ALTIPLANO_BOX": "~/env-box.yaml"}}, "box", "path")
	assert.Equal(t, filepath.Join(home, "env-box.yaml")+"\n", r.Stdout)
}

// A named pipe as config.yaml is refused at once, as a device is: every
// command reads the config file first, and would otherwise wait forever.
func TestAPipeAsConfigFileIsRefusedAtOnce(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "config.yaml"), 0o644))
	done := make(chan cmdtest.Result, 1)
	go func() { done <- cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "rules", "goods") }()
	select {
	case r := <-done:
		assert.Equal(t, 2, r.Code)
		assert.Equal(t, "altiplano: config file "+filepath.Join(dir, "config.yaml")+": is a device, a pipe or a socket, not a file\n", firstLine(r.Stderr))
	case <-time.After(10 * time.Second):
		t.Fatal("a pipe as config.yaml made the command wait")
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line + "\n"
}

// A config file too large is called a config file, not a record.
func TestATooLargeConfigFileIsCalledOne(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.yaml")
	require.NoError(t, os.WriteFile(path, []byte("# "+strings.Repeat("x", 1<<20)+"\n"), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", path)
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "altiplano: config file "+path+": is larger than 1 MiB; a config file is far smaller\n", firstLine(r.Stderr))
}

// configKeys are the config file's keys as its problems list them: the
// program's, the home game's BoardGameGeek id, and each other game's.
func configKeys() string {
	keys := []string{"box", "lang", "db", "bgg_object_id", "bgstats_me"}
	for _, g := range cmd.Registry()[1:] {
		keys = append(keys, string(g.ID())+"_bgg_object_id")
	}
	return strings.Join(append(keys, "games"), ", ")
}
