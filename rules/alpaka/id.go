package alpaka

import "altiplano/rules/game"

// ID is Alpaka's id in files and the history.
const ID game.ID = "alpaka"
