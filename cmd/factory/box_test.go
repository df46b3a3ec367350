package factory_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/rules/yamlin"
)

// dice is a game whose part of the box profile is one number: dice: {pips: 1–6}.
type dice struct{}

func (dice) Keys() []string { return []string{"dice"} }

func (d dice) Check(doc boxprofile.Document) error {
	_, err := pips(doc)
	return err
}

// pips is the dice game's catalog: its number, 6 when not recorded.
func pips(doc boxprofile.Document) (int, error) {
	n := 6
	w := &yamlin.Walker{File: doc.File}
	doc.Each([]string{"dice"}, func(key string, v *yaml.Node) {
		w.Mapping(key, v, []string{"pips"}, func(k string, _, p *yaml.Node) {
			n, _ = w.Number(yamlin.Join(key, k), p, rules.Limit{Min: 1, Max: 6})
		})
	})
	return n, w.Problems.Err()
}

// cards is a second game, with a section of its own.
type cards struct{}

func (cards) Keys() []string                  { return []string{"cards"} }
func (cards) Check(boxprofile.Document) error { return nil }

func newFactory(t *testing.T, box, from, data string) (*factory.Factory, *bytes.Buffer) {
	t.Helper()
	io, _, _, errOut := iostreams.Test()
	f := factory.New(io)
	f.BoxReaders = []boxprofile.Reader{dice{}, cards{}}
	if box != "" {
		box = filepath.Join(t.TempDir(), box)
		require.NoError(t, os.WriteFile(box, []byte(data), 0o644))
	}
	f.Config = func() (config.Config, error) { return config.Config{Box: box, BoxSource: from}, nil }
	return f, errOut
}

func TestFromBoxReadsTheGamesPart(t *testing.T) {
	f, _ := newFactory(t, "box.yaml", config.FromFlag, "cards: {anything: 1}\ndice: {pips: 4}\n")
	n, err := factory.FromBox(f, pips)()
	require.NoError(t, err)
	assert.Equal(t, 4, n, "the game reads its own section; the other game's is not its business")

	f, _ = newFactory(t, "", "", "")
	n, err = factory.FromBox(f, pips)()
	require.NoError(t, err)
	assert.Equal(t, 6, n, "no profile: the built-in value")
}

// The top level and the game's own section are refused together, as a
// damaged profile with the ways to repair it; another game's section does
// not block this game.
func TestFromBoxRefusesEveryProblemAtOnce(t *testing.T) {
	f, _ := newFactory(t, "box.yaml", config.FromFlag, "colour: red\ndice: {pips: 9}\n")
	_, err := factory.FromBox(f, pips)()
	var ps rules.Problems
	require.ErrorAs(t, err, &ps)
	require.Len(t, ps, 2)
	assert.Equal(t, yamlin.UnknownKey, ps[0].Kind)
	assert.Equal(t, []string{"dice", "cards"}, ps[0].Names, "every registered game's keys are allowed")
	assert.Equal(t, rules.OutOfRange, ps[1].Kind)
	assert.False(t, cmdutil.NoteOf(err).IsZero(), "with the ways to repair it")

	f, _ = newFactory(t, "missing.yaml", config.FromFlag, "")
	cfg, _ := f.Config()
	require.NoError(t, os.Remove(cfg.Box))
	_, err = factory.FromBox(f, pips)()
	assert.ErrorContains(t, err, "no such file")
}

// A damaged default box.yaml never blocks the commands that can do without
// it; a profile the user named does.
func TestFromBoxOrEmbedded(t *testing.T) {
	f, errOut := newFactory(t, "box.yaml", config.FromDefault, "dice: {pips: 9}\n")
	n, err := factory.FromBoxOrEmbedded(f, pips)()
	require.NoError(t, err)
	assert.Equal(t, 6, n, "the built-in value")
	assert.Contains(t, errOut.String(), "cannot be read", "set aside with a warning")

	f, _ = newFactory(t, "box.yaml", config.FromFlag, "dice: {pips: 9}\n")
	_, err = factory.FromBoxOrEmbedded(f, pips)()
	assert.Error(t, err)
}
