// Command altiplano is a table companion for the board game Altiplano:
// setup sheets, the rules reference and final scoring.
package main

import (
	"os"

	"altiplano/cmd"
)

func main() {
	os.Exit(cmd.Main())
}
