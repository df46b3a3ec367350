package alpaka

import (
	"altiplano/cmd/alpaka/box"
	"altiplano/cmd/game"
)

// Box is Alpaka's part of the box profile: its alpaka: section.
func (Game) Box() game.Box { return box.Values().Box() }
