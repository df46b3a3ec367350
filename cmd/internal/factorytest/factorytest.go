// Package factorytest makes the factory a test hands to one part of a
// command (a game's reader, its table) without the root command: test
// streams, a fixed clock in UTC, and the box profile of the test's choice
// read by the games it names.
package factorytest

import (
	"path/filepath"
	"time"

	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/iostreams"
)

// Now is the time such a factory's clock shows.
var Now = time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)

// New is a factory whose box profile is box ("" for none), read by the
// sections of games.
func New(box string, games ...game.Game) *factory.Factory {
	io, _, _, _ := iostreams.Test()
	f := factory.New(io)
	f.Now = func() time.Time { return Now }
	f.Zone = time.UTC
	f.Config = func() (config.Config, error) { return config.Config{Box: box}, nil }
	f.BoxReaders = game.Registry(games).BoxReaders()
	return f
}

// Testdata is a path under the module's testdata folder, from a package
// two folders below the module (cmd/<game>).
func Testdata(parts ...string) string {
	return filepath.Join(append([]string{"..", "..", "testdata"}, parts...)...)
}
