package text

import (
	"io/fs"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
)

// countingFS counts the files read from it.
type countingFS struct {
	fs.FS
	mu    sync.Mutex
	opens map[string]int
}

func (c *countingFS) Open(name string) (fs.File, error) {
	c.mu.Lock()
	c.opens[name]++
	c.mu.Unlock()
	return c.FS.Open(name)
}

func (c *countingFS) count(name string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.opens[name]
}

// A game's message files are read when their language is first used, not
// when the game registers them: a run in one language reads that one.
func TestGameLocalesAreReadOnFirstUse(t *testing.T) {
	files := fstest.MapFS{}
	for _, lang := range Langs() {
		files["words/"+string(lang)+".txt"] = &fstest.MapFile{Data: []byte("lazytest.hello = hello in " + string(lang) + "\n")}
	}
	c := &countingFS{FS: files, opens: map[string]int{}}
	RegisterLocales(c, "words")
	for _, lang := range Langs() {
		assert.Zero(t, c.count("words/"+string(lang)+".txt"), "nothing read at registration")
	}
	hello := M0{Key: "lazytest.hello"}
	assert.Equal(t, "hello in hu", hello.In(For(HU)))
	assert.Equal(t, "hello in hu", hello.In(For(HU)))
	assert.Equal(t, 1, c.count("words/hu.txt"), "read once")
	for _, lang := range Langs() {
		if lang != HU {
			assert.Zero(t, c.count("words/"+string(lang)+".txt"), "%s is not read", lang)
		}
	}
}
