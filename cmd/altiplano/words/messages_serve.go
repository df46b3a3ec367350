package words

import "altiplano/cmd/text"

// The messages of `altiplano score --serve`: the phones' pages and what the
// host's terminal says while the players answer. The texts are in
// locales/<lang>.txt under the same keys.
var (
	ServeTitle = text.M0{Key: "serve.title"}
)
