//go:build js && wasm

// Command pagewasm is the offline page with the test game registered
// beside the program's: what a test builds to play a third game through
// the page in a browser (go run ./cmd/page/build -main).
package main

import (
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/page/browser"
	"altiplano/cmd/registry"
)

func main() { browser.Run(append(registry.Games(), gametest.Dice{})) }
