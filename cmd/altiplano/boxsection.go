package altiplano

import (
	"altiplano/cmd/altiplano/box"
	"altiplano/cmd/game"
)

// Box is Altiplano's part of the box profile: its nine sections at the
// profile's top level.
func (Game) Box() game.Box { return box.Values().Box() }
