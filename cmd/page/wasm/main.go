//go:build js && wasm

// Command wasm is the offline page's program: the games of the registry,
// in a browser (cmd/page/browser).
package main

import (
	"altiplano/cmd/page/browser"
	"altiplano/cmd/registry"
)

func main() { browser.Run(registry.Games()) }
