package altiplano

import "altiplano/rules/game"

// ID is Altiplano's id in files and the history.
const ID game.ID = "altiplano"
